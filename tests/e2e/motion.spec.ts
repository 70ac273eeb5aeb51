import { expect, test } from "./fixtures.ts";

test.use({ samePage: true });

const animated = (page: import("@playwright/test").Page, region: string) =>
  page.getByRole("region", { name: region }).locator(".fade-in");

test("cards fade in one after another", async ({ page, visit }) => {
  await visit("/");
  const pillars = animated(page, "Empat Pilar Pembelajaran");
  await expect(pillars).toHaveCount(4);
  const delays = await pillars.evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
  expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s"]);
  expect(await pillars.first().evaluate((card) => getComputedStyle(card).animationName)).toBe("fade-in");

  const programs = animated(page, "Program Unggulan Kami");
  expect(await programs.evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay))).toEqual([
    "0s",
    "0.2s",
  ]);
});

test("the hero is not animated: it is the first thing a parent sees", async ({ page, visit }) => {
  await visit("/");
  const hero = page.getByRole("region", { name: "Lingkungan Aman dan Edukatif untuk Si Kecil" });
  const names = await hero
    .locator("*")
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).animationName));
  expect(names.every((name) => name === "none")).toBe(true);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing on the page animates", async ({ page, visit }) => {
    for (const path of ["/", "/tentang", "/program", "/galeri", "/kontak"]) {
      await visit(path);
      // Read in one step inside the page: hydration may replace elements (the
      // registration links become buttons) between finding and measuring them.
      const moving = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => {
            if (animation.timeline === document.timeline) return true;
            // Driven by scrolling (the chat button stepping aside by the footer): it moves only
            // if its keyframes differ; one state from start to end is a switch, not a motion.
            const frames = (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? [];
            const values = (frame: ComputedKeyframe) =>
              JSON.stringify(
                Object.entries(frame).filter(
                  ([key]) => !["offset", "computedOffset", "easing", "composite"].includes(key),
                ),
              );
            return new Set(frames.map(values)).size > 1;
          })
          .map((animation) => (animation as CSSAnimation).animationName ?? animation.id),
      );
      expect(moving, path).toEqual([]);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("animated cards still end up fully visible", async ({ page }) => {
    await page.goto("/tentang");
    const team = page.getByRole("region", { name: "Tim Kami" }).locator(".fade-in");
    await expect(team).toHaveCount(4);
    for (const card of await team.all()) {
      await expect(card).toHaveCSS("opacity", "1");
      await expect(card).toBeVisible();
    }
  });
});
