import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { labelsNotStartingTheirName, violations } from "./a11y.ts";
import { expect, routes, smallPhone, test } from "./fixtures.ts";

test.use({ samePage: true });

const pages = [
  ...routes.map((route) => route.path),
  "/blog/1",
  "/blog/kategori/aktivitas",
  "/blog/999",
  "/halaman-tidak-ada",
];

for (const path of pages) {
  test(`${path} has no WCAG 2.2 AA violations and every visible label starts its name`, async ({ page, visit }) => {
    await visit(path);
    expect(await violations(page)).toEqual([]);
    expect(await labelsNotStartingTheirName(page)).toEqual([]);
  });
}

/**
 * At 360 px the pages have the same elements, shown and hidden alike, as at 390 (no breakpoint of the
 * site's CSS lies between them), so the rules that read only the page's structure answer the same.
 * What 30 px less can change is where things fall: which background is behind a line of text, how
 * close two controls come, what overflows its box.
 */
const GEOMETRY_RULES = ["color-contrast", "target-size", "scrollable-region-focusable"];

test.describe("on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone project runs the small phone too");
  test.use({ viewport: smallPhone });

  test("no page has a WCAG 2.2 AA violation that depends on the width", async ({ page, visit }) => {
    test.setTimeout(90_000);
    for (const path of pages) {
      await visit(path);
      expect(await violations(page, GEOMETRY_RULES), path).toEqual([]);
    }
  });
});

test("the open registration dialog has no WCAG 2.2 AA violations", async ({ page, visit }) => {
  await visit("/program");
  await page.getByRole("button", { name: "Daftar Trial" }).first().click();
  await expect(page.getByRole("dialog", { name: "Trial Harian" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the open phone menu has no WCAG 2.2 AA violations", async ({ page, isMobile, visit }) => {
  test.skip(!isMobile, "the menu button is for small screens");
  await visit("/");
  await page.getByRole("button", { name: "Buka menu" }).click();
  expect(await violations(page)).toEqual([]);
});

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, "the same axe at every width");
  test("the suite checks with axe-core 4.14 or newer", async ({ page, visit }) => {
    await visit("/halaman-tidak-ada");
    const { testEngine } = await new AxeBuilder({ page })
      .setLegacyMode()
      .withRules(["label-content-name-mismatch"])
      .analyze();
    const [major, minor] = testEngine.version.split(".").map(Number);
    expect(major! * 100 + minor!).toBeGreaterThanOrEqual(414);
  });
});

/**
 * The focused element, measured: its outline, and the contrast of the
 * outline's colour with the backgrounds behind the element (each colour of a
 * gradient counts). With a 2 px offset those backgrounds are what the ring
 * touches on both sides. Colours are read through a canvas, so any CSS colour
 * syntax (oklab, color-mix) is compared as the screen shows it.
 */
function measureFocus(page: Page, { once = false } = {}) {
  return page.evaluate(async (once) => {
    const element = document.activeElement;
    // `once`: each element is marked when measured, so a round of Tab ends where it started.
    if (once) {
      if (!element || element === document.body || element.hasAttribute("data-tab-seen")) return "round";
      element.setAttribute("data-tab-seen", "");
    }
    if (!element || element === document.body || element.tagName === "IFRAME") return null;
    // Tab scrolls the page, so the chat button may be sliding: measure where things end up.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string): number[] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => ((value /= 255) <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const over = (top: number[], below: number[]) =>
      top.slice(0, 3).map((value, index) => value * top[3]! + below[index]! * (1 - top[3]!));

    // Backgrounds from the element's parent outwards, until one is opaque.
    const layers: number[][][] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = style.backgroundImage.match(/(?:rgba?|oklab|oklch|lab|lch|color)\([^)]*\)/g);
      if (stops) {
        layers.push(stops.map(rgba));
        break;
      }
      const color = rgba(style.backgroundColor);
      if (color[3]! > 0) layers.push([color]);
      if (color[3] === 1) break;
    }
    let behind: number[][] = [[255, 255, 255, 1]];
    for (const layer of layers.reverse())
      behind = layer.flatMap((color) => behind.map((below) => [...over(color, below), 1]));

    const style = getComputedStyle(element);
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    const ring = rgba(style.outlineColor);
    const label =
      (element.textContent ?? "").replace(/\s+/g, " ").trim() || element.getAttribute("aria-label") || element.tagName;
    return {
      label,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      ratio: Math.min(...behind.map((color) => contrast(ring, color))),
      opacity,
    };
  }, once);
}

type Ring = Exclude<Awaited<ReturnType<typeof measureFocus>>, null | "round">;

async function focusRingsOf(page: Page) {
  const rings: Ring[] = [];
  for (let step = 0; step < 150; step++) {
    await page.keyboard.press("Tab");
    const ring = await measureFocus(page, { once: true });
    if (ring === "round") break;
    if (ring) rings.push(ring);
  }
  return rings;
}

const weakRings = (rings: Awaited<ReturnType<typeof focusRingsOf>>) =>
  rings
    .filter((ring) => ring.style === "none" || ring.width < 2 || ring.ratio < 3 || ring.opacity < 1)
    .map((ring) => `${ring.label}: ${ring.style} ${ring.width}px, ${ring.ratio.toFixed(2)}:1, opacity ${ring.opacity}`);

test.describe("focus you can see", () => {
  // Rings have the same colours at every width: every page on the desktop, and on a phone the
  // pages with its own controls (the menu button) and every dark surface (closing box, footer, /kontak).
  const phonePages = new Set(["/", "/kontak"]);
  for (const path of [...routes.map((route) => route.path), "/blog/1"]) {
    test(`on ${path} every element Tab reaches shows a ring of at least 3:1 against what surrounds it`, async ({
      page,
      isMobile,
      visit,
    }) => {
      test.skip(isMobile && !phonePages.has(path), "measured on the desktop");
      await visit(path);
      const rings = await focusRingsOf(page);
      // The header, the page and the footer were all reached.
      expect(rings.length).toBeGreaterThan(15);
      expect(rings.map((ring) => ring.label)).toContain("Instagram (membuka tab baru)");
      expect(weakRings(rings)).toEqual([]);
      const weakest = Math.min(...rings.map((ring) => ring.ratio));
      test.info().annotations.push({ type: "weakest focus ring", description: `${weakest.toFixed(2)}:1` });
    });
  }

  test("in the registration dialog too", async ({ page, visit }) => {
    await visit("/program");
    await page.getByRole("button", { name: "Daftar Sekarang" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const rings: Ring[] = [];
    // Round the dialog once: after its last control the browser's own bar takes focus (nothing to measure).
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press("Tab");
      const ring = await measureFocus(page);
      if (ring && ring !== "round") rings.push(ring);
    }
    expect(rings.map((ring) => ring.label).sort()).toEqual([
      "Batal",
      "Hubungi Kami via WhatsApp (membuka tab baru)",
      "Tutup",
    ]);
    expect(weakRings(rings)).toEqual([]);
  });
});
