import { expect, routes, test } from "./fixtures";

/**
 * Issue 5: the first paint must not wait for JavaScript (scripts/defer-boot.ts),
 * yet every page still hydrates, and nothing moves when it does.
 */
for (const path of [...routes.map((route) => route.path), "/blog/1"]) {
  test(`${path} paints before it requests any JavaScript, then hydrates without moving anything`, async ({ page }) => {
    await page.goto(path);
    const timing = await page.evaluate(async () => {
      const shifts = await new Promise<number[]>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => entry.startTime))).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve([]), 500);
      });
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime);
      return { loadEnd: navigation!.loadEventEnd, firstPaint, scripts, shifts };
    });
    expect(timing.scripts.length, "modules loaded").toBeGreaterThan(2);
    const firstScript = Math.min(...timing.scripts);
    expect(firstScript).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(firstScript).toBeGreaterThan(timing.firstPaint);
    // Hydration starts with the first module request: nothing may move from then on. (Before
    // it, only a late font swap on a very busy machine can move text; npm run bench measures CLS.)
    expect(timing.shifts.filter((at) => at >= firstScript), "layout shifts once the JavaScript loads").toEqual([]);
  });
}
