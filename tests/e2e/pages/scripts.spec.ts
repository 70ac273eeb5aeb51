import { DIALOG_LINK_CLOSER } from "../../../src/lib/dialog-link-closer.ts";
import { expect, quietPages, test } from "../fixtures.ts";

/**
 * No page fetches a script before a visitor touches something: an article's
 * islands wake at the first touch, /program's dialogs open without one, and
 * its one inline line waits for a tap on a chat link. The same files at every
 * width: run on the desktop (playwright.config.ts). What a page paints before
 * its font and pictures arrive: tests/e2e/first-paint.spec.ts.
 */
for (const path of [...quietPages, "/program", "/blog/1"]) {
  test(`${path} fetches no script before a touch, read to its end`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: "load" });
    const idle = () => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await idle();
    // Scrolled to the end, as a reader would: nothing that waits to be seen may load either.
    await page.mouse.wheel(0, 100_000);
    await page.waitForFunction(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
    await idle();
    expect(scripts).toEqual([]);
    const found = await page.evaluate(() => ({
      directives: [...document.querySelectorAll("astro-island")].map((island) => island.getAttribute("client")),
      // JSON-LD and speculation rules are data for the browser: neither is ever run as a script.
      inline: [
        ...document.querySelectorAll(
          'script:not([src]):not([type="application/ld+json"]):not([type="speculationrules"])',
        ),
      ].map((script) => script.textContent),
      files: document.querySelectorAll("script[src], link[rel=modulepreload]").length,
    }));
    expect(found.files).toBe(0);
    // Astro's few lines that wait for the touch are the only script an article carries.
    if (found.directives.length > 0) expect(found.directives.every((directive) => directive === "touch")).toBe(true);
    // A page with dialogs carries one line that closes a dialog at its chat link's tap, and nothing else.
    else expect(found.inline).toEqual(path === "/program" ? [DIALOG_LINK_CLOSER] : []);
  });
}
