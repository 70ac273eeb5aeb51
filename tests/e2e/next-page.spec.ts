import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.use({ samePage: true });

/**
 * The next page is there at the tap (decision 021, src/lib/site/speculation.ts): a
 * link to another page of the site is prepared from the moment a finger or
 * the pointer comes down on it, never before, and the tap then opens what was
 * prepared. Chromium refuses to prerender while a test drives it
 * (`PrerenderingDisabledByDevTools`) and fetches the page instead; that
 * fetch, and the navigation that uses it, is what a test can see.
 */

/** The pages the browser has started to prepare, as it reports them itself. */
async function preparedPages(page: Page): Promise<string[]> {
  const prepared: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on("Preload.prefetchStatusUpdated", (event) => {
    const pathname = new URL(event.prefetchUrl).pathname;
    if (!prepared.includes(pathname)) prepared.push(pathname);
  });
  await devtools.send("Preload.enable");
  return prepared;
}

/** How the document now shown arrived: "navigational-prefetch" when it was the prepared one. */
const deliveryType = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );

/** Reads a page to its end and back, as a parent would, and waits until the browser is idle. */
async function readThrough(page: Page) {
  await page.evaluate(async () => {
    const idle = () => new Promise((resolve) => requestIdleCallback(resolve));
    scrollTo(0, document.documentElement.scrollHeight);
    await idle();
    scrollTo(0, 0);
    await idle();
  });
}

test("on a phone, the page a parent taps in the menu is fetched while the finger is down, and only that one", async ({
  page,
  visit,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone's menu; the desktop's header links below");
  const prepared = await preparedPages(page);
  await visit("/");
  await readThrough(page);
  await page.getByRole("button", { name: "Buka menu" }).tap();
  const link = page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Program" });
  await expect(link).toBeVisible();
  expect(prepared, "nothing is fetched for links only seen").toEqual([]);
  await link.tap();
  await expect(page).toHaveURL("/program");
  expect(await deliveryType(page)).toBe("navigational-prefetch");
  expect(prepared).toEqual(["/program"]);
});

test("on a desktop, hovering fetches nothing; pressing a header link fetches it, and the click opens that copy", async ({
  page,
  visit,
  isMobile,
}) => {
  test.skip(isMobile, "the desktop's header links; the phone's menu above");
  const prepared = await preparedPages(page);
  await visit("/");
  await readThrough(page);
  const header = page.getByRole("banner").getByRole("navigation", { name: "Menu utama" });
  for (const name of ["Tentang", "Galeri", "Blog"]) await header.getByRole("link", { name }).hover();
  expect(prepared, "nothing is fetched for links only seen or hovered").toEqual([]);
  await header.getByRole("link", { name: "Tentang" }).click();
  await expect(page).toHaveURL("/tentang");
  expect(await deliveryType(page)).toBe("navigational-prefetch");
  expect(prepared).toEqual(["/tentang"]);
});

test("on a large screen pages fade into each other, except for people who ask for less motion; on a phone never", async ({
  page,
  visit,
  isMobile,
}) => {
  test.skip(isMobile, "one browser page, resized to a phone's width at the end");
  // Whether the browser ran a view transition as the new page was revealed.
  await page.addInitScript(() =>
    addEventListener("pagereveal", (event) =>
      sessionStorage.setItem("transition", String(Boolean((event as PageRevealEvent).viewTransition))),
    ),
  );
  const header = page.getByRole("banner").getByRole("navigation", { name: "Menu utama" });
  await visit("/");
  await header.getByRole("link", { name: "Galeri" }).click();
  await expect(page).toHaveURL("/galeri");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("transition"))).toBe("true");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await header.getByRole("link", { name: "Kontak" }).click();
  await expect(page).toHaveURL("/kontak");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("transition"))).toBe("false");

  // A phone: the cross-fade would put the next page's first paint later (docs/decisions/021).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("transition"))).toBe("false");
});
