import { expect, test, transitionsDone } from "../fixtures.ts";

test.use({ samePage: true });

const groups = ["Aktivitas Pembelajaran", "Fasilitas", "Kegiatan Harian"];

test.beforeEach(async ({ visit }) => {
  await visit("/galeri");
});

test("shows 'Galeri Foto' with three groups of four photos, alt text '{group} Foto {n}'", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galeri Foto");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(groups);
  for (const group of groups) {
    const images = page.getByRole("region", { name: group }).getByRole("img");
    await expect(images).toHaveCount(4);
    for (let n = 1; n <= 4; n++) await expect(images.nth(n - 1)).toHaveAttribute("alt", `${group} Foto ${n}`);
  }
});

test("every photo reserves its space, and only the first group loads eagerly", async ({ page }) => {
  for (const [index, group] of groups.entries()) {
    for (const image of await page.getByRole("region", { name: group }).getByRole("img").all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
    }
  }
});

test("photos arrive as AVIF at the width the screen needs, decoded off the main thread", async ({ page }) => {
  const photo = page.getByRole("img", { name: "Fasilitas Foto 1" });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty("complete", true);
  const shown = await photo.evaluate((image: HTMLImageElement) => {
    const source = image.closest("picture")?.querySelector('source[type="image/avif"]');
    const candidates = (source?.getAttribute("srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/))
      .map(([url, descriptor]) => ({
        url: new URL(url!, location.href).href,
        width: Number.parseInt(descriptor ?? ""),
      }));
    return {
      current: image.currentSrc,
      candidates,
      needed: image.getBoundingClientRect().width * devicePixelRatio,
    };
  });
  const chosen = shown.candidates.find((candidate) => candidate.url === shown.current);
  expect(chosen, `${shown.current} is one of the AVIF candidates ${JSON.stringify(shown.candidates)}`).toBeDefined();
  // The smallest candidate that is sharp on this screen (or the largest there is).
  const widths = shown.candidates.map((candidate) => candidate.width).sort((a, b) => a - b);
  const sharp = widths.find((width) => width >= shown.needed) ?? widths.at(-1);
  expect(chosen!.width, `${Math.round(shown.needed)} device pixels shown, from ${widths.join(", ")}`).toBe(sharp);
  test
    .info()
    .annotations.push({ type: "photo width", description: `${chosen!.width} for ${Math.round(shown.needed)} px` });
  await expect(photo).toHaveAttribute("decoding", "async");
});

test("photos fade in 0.1 s apart", async ({ page }) => {
  const items = page.getByRole("region", { name: "Fasilitas" }).getByRole("listitem");
  expect(await items.evaluateAll((list) => list.map((item) => getComputedStyle(item).animationDelay))).toEqual([
    "0s",
    "0.1s",
    "0.2s",
    "0.3s",
  ]);
});

test("a photo is not a link and opens nothing when clicked (no lightbox)", async ({ page }) => {
  const photo = page.getByRole("img", { name: "Kegiatan Harian Foto 2" });
  await photo.scrollIntoViewIfNeeded();
  await photo.click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL("/galeri");
  await expect(page.getByRole("main").getByRole("link", { name: /Foto/ })).toHaveCount(0);
});

test.describe("hover", () => {
  test("a photo enlarges slightly under the mouse", async ({ page, isMobile }) => {
    test.skip(isMobile, "touch screens have no hover");
    const photo = page.getByRole("img", { name: "Fasilitas Foto 1" });
    await photo.hover();
    await expect(photo).toHaveCSS("scale", "1.05");
  });

  test("on a touch screen a photo never enlarges", async ({ page, isMobile }) => {
    test.skip(!isMobile, "only touch screens");
    const photo = page.getByRole("img", { name: "Fasilitas Foto 1" });
    await photo.tap();
    await transitionsDone(page);
    await expect(photo).toHaveCSS("scale", "none");
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("a photo does not move under the mouse", async ({ page, isMobile }) => {
    test.skip(isMobile, "touch screens have no hover");
    const photo = page.getByRole("img", { name: "Fasilitas Foto 1" });
    await photo.hover();
    await transitionsDone(page);
    await expect(photo).toHaveCSS("scale", "none");
  });
});
