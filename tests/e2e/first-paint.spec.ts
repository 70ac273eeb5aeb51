import { expect, routes, test } from "./fixtures.ts";

// What moves when the font arrives is measured in the full browser (tests/fixtures/chromium.ts); where the
// first-screen picture is asked for, below, in the headless shell. What
// a page fetches before a touch is the same in the headless shell: tests/e2e/pages/scripts.spec.ts.
test.use({ fullBrowser: true });
// In one worker, one after the other: one full browser launched per project, not one per worker.
test.describe.configure({ mode: "default" });

/**
 * The font and the pictures are held back until the page has painted, then
 * let through: text set in the metric-matched fallback font must not move
 * when Plus Jakarta Sans arrives, and every picture has its box before it
 * loads. Measured as the browser's own layout-shift score (CLS).
 */
for (const path of [...routes.map((route) => route.path), "/blog/1", "/tidak-ada"]) {
  test(`nothing on ${path} moves when the font and the pictures arrive`, async ({ page, browser }) => {
    expect(page.context().browser(), "the page is in the full browser, not the worker's headless shell").not.toBe(
      browser,
    );
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.(woff2|avif|webp|png|jpe?g|svg)(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    release();
    await page.evaluate(async () => {
      await document.fonts.ready;
      const images = [...document.images].filter(
        (image) => image.loading !== "lazy" || image.getBoundingClientRect().top < innerHeight,
      );
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(await page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans"')), "the font has loaded").toBe(
      true,
    );
    const shifts = await page.evaluate(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
      // Buffered entries are handed over at once: no waiting for a callback that never comes when nothing moved.
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords() as Shift[];
      observer.disconnect();
      return entries
        .filter((entry) => !entry.hadRecentInput)
        .map((entry) => ({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].join(".")}`
              : String(source.node?.nodeName),
          ),
        }));
    });
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: "layout shift", description: score.toFixed(4) });
    // The fallback font is matched to Plus Jakarta Sans' metrics, not to its every glyph: a line of the header's
    // menu may move by a fraction of a pixel. Measured on an idle machine 0.0000–0.0045, once 0.012 on a machine
    // with a load of 13. With the fallback's metric overrides taken out, / scored 0.03 (phone) and 0.18 (desktop).
    expect(score, `layout shift score; moved: ${JSON.stringify(shifts)}`).toBeLessThan(0.025);
  });
}

/**
 * A page's first-screen picture is asked for from the top of its head
 * (src/lib/picture-preload.ts), before the stylesheet it carries inline, and
 * the browser shows the very picture it preloaded: at every width the site
 * is tested at, no picture is fetched twice and none is fetched for nothing.
 */
test.describe("the first-screen picture", () => {
  // In the worker's headless shell, as a first visit gets the page (an empty cache), handed from test to
  // test (decision 030): where the request starts is the same in both browsers.
  test.use({ fullBrowser: false, samePage: true });
  const withPicture = [...routes.map((route) => route.path).filter((path) => path !== "/kontak"), "/blog/1"];

  for (const path of withPicture) {
    test(`${path} asks for its first-screen picture first, and fetches it once`, async ({ page }) => {
      const pictures: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image") pictures.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: "load" });
      const found = await page.evaluate(() => {
        const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
        const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const head = [...document.head.children];
        return {
          candidates: (link?.imageSrcset ?? "").split(",").map((candidate) => candidate.trim().split(" ")[0]!),
          // Before everything but the charset and the viewport: the stylesheet and the rest come after.
          place: link ? head.indexOf(link) : -1,
          shown: image ? new URL(image.currentSrc).pathname : "",
        };
      });
      expect(found.place).toBe(2);
      expect(found.candidates).toContain(found.shown);
      // The picture, e.g. "posyandu.BK7zIzFK", drawn at several widths: one of them fetched, once.
      const picture = found.shown.split("/").at(-1)!.split("_")[0]!;
      expect(pictures.filter((each) => each.includes(`/${picture}_`))).toEqual([found.shown]);
    });
  }

  test("/kontak, with no picture on its first screen, preloads none", async ({ page }) => {
    await page.goto("/kontak");
    await expect(page.locator('link[rel="preload"]')).toHaveCount(0);
  });
});
