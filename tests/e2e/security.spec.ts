import { readArticles } from "../../src/lib/content/articles/articles.ts";
import { expect, recordViolations, routes, test, wakeIslands } from "./fixtures.ts";

test.use({ samePage: true });

/**
 * The Content-Security-Policy must let the site do everything it does, and
 * nothing more. Which policy each host sends is the host table's business
 * (tests/hosts/table.ts); here a browser lives with it.
 */

// One test per page: each is a page load with its own violations.
const policyPaths = [
  ...routes.map((route) => route.path),
  ...readArticles().articles.map((article) => `/blog/${article.id}`),
  "/blog/kategori/aktivitas",
  "/tidak-ada",
  "/blog/999",
];
test.describe("every page", () => {
  // Skipped before a page is made for it: a page made only to be skipped costs a browser tab.
  test.skip(({ isMobile }) => isMobile, "the policy and the pages are the same at every width");
  for (const path of policyPaths) {
    test(`${path} keeps the policy: its inline styles apply and its islands hydrate, and nothing is blocked`, async ({
      page,
      consoleErrors,
      visit,
    }) => {
      const violations = await recordViolations(page);
      await visit(path);
      // A style element the policy did not allow would leave the page unstyled.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 250, 242)");
      expect(await page.evaluate(() => getComputedStyle(document.querySelector("header")!).position)).toBe("sticky");
      await wakeIslands(page);
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("the pages in use", () => {
  // The map's frame loads Google's page (an empty one), as a parent's browser loads the real one.
  test.use({ otherSites: true });
  test("nothing the pages do breaks the policy: the dialog opens, the map is drawn and loads at a tap, a link is copied", async ({
    page,
    context,
    consoleErrors,
    visit,
  }) => {
    const violations = await recordViolations(page);
    await visit("/program");
    await page.getByRole("button", { name: "Daftar Sekarang" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    // The recorder starts afresh with every page load: read it before leaving.
    expect(await violations(), "/program").toEqual([]);

    await visit("/kontak");
    const map = page.getByTitle(/Peta lokasi/);
    await map.scrollIntoViewIfNeeded();
    // The drawing lives under the page's policy: its stylesheet applies by its hash, or the button would be unstyled.
    const show = map.contentFrame().getByRole("link", { name: "Tampilkan peta interaktif" });
    await expect(show.getByText("Tampilkan peta interaktif")).toHaveCSS("background-color", "rgb(23, 98, 88)");
    await show.click();
    // A frame the policy refused would stay empty; a cross-origin one that loaded has no document to read.
    await expect.poll(() => map.evaluate((frame: HTMLIFrameElement) => frame.contentDocument === null)).toBe(true);
    expect(await violations(), "/kontak").toEqual([]);

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit("/blog/2");
    await page
      .getByRole("main")
      .getByRole("link", { name: "WhatsApp (membuka tab baru)", exact: true })
      .scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Salin tautan" }).click();
    await expect(page.getByRole("status")).toContainText("Tautan disalin");
    expect(await violations(), "/blog/2").toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("a style or script put in by someone else", () => {
  test.skip(({ isMobile }) => isMobile, "the policy is the same at every viewport");
  test("the policy really blocks what it does not allow: a script and a style element put in by someone else", async ({
    page,
    visit,
  }) => {
    const violations = await recordViolations(page);
    await visit("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      const style = document.createElement("style");
      style.textContent = "body { background-color: rgb(1, 2, 3) !important; }";
      document.head.append(style);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 250, 242)");
    const seen = (await violations()).join("\n");
    expect(seen).toMatch(/script-src/);
    expect(seen).toMatch(/style-src/);
  });
});
