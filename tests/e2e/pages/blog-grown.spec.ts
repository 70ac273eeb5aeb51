import type { Page } from "@playwright/test";
import { labelsNotStartingTheirName, violations } from "../a11y.ts";
import { expect, parseXml, test, xmlAll, xmlText } from "../fixtures.ts";
import { GROWN_PORT } from "../../fixtures/ports.ts";

// Served on a port of its own (tests/fixtures/grown-blog/serve-grown-blog.ts).
test.use({ samePage: true, baseURL: `http://localhost:${GROWN_PORT}` });

/**
 * The blog after 100 articles (tests/fixtures/grown-blog/grown-blog.ts; ids 1–100, the
 * newest has the largest id): twelve cards a page, categories with pages of
 * their own, the feed and 'Baca Juga', on a server of its own.
 */
const PAGES = 9;
const cards = (page: Page) => page.getByRole("region", { name: "Daftar artikel" }).getByRole("article");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Halaman daftar artikel" });
const cardIds = async (page: Page) =>
  (
    await cards(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  ).map((href) => Number(href!.split("/").pop()));
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index);

async function headLinks(page: Page) {
  return page
    .locator("head link[rel=canonical], head link[rel=prev], head link[rel=next]")
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute("rel"), new URL(link.getAttribute("href")!).pathname])),
    );
}

test.describe("pagination", () => {
  test("/blog shows the twelve newest with the blog's title and intro, and links on to page 2", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    await visit("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel Daycare Cisauk");
    await expect(page.getByRole("main")).toContainText("Tulisan dari tim kami: cerita kegiatan");
    expect(await cardIds(page)).toEqual(range(100, 89));
    await expect(pagination(page).getByRole("link", { name: "1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pagination(page).getByRole("link", { name: "Sebelumnya" })).toHaveCount(0);
    await expect(pagination(page).getByRole("link", { name: "Berikutnya" })).toHaveAttribute("href", "/blog/halaman/2");
    expect(await headLinks(page)).toEqual({ canonical: "/blog", next: "/blog/halaman/2" });
    // 0.1 s × id, but never more than half a second for ids in the hundreds.
    expect(
      await cards(page)
        .first()
        .evaluate((card) => getComputedStyle(card).animationDelay),
    ).toBe("0.5s");
    expect(consoleErrors).toEqual([]);
  });

  test("a middle page links both ways, in the page and in the head, and on to the last and the first", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    await visit("/blog/halaman/5");
    await expect(page).toHaveTitle("Blog - Halaman 5 | Daycare Cisauk");
    await expect(page.getByRole("main")).toContainText(`(halaman 5 dari ${PAGES})`);
    expect(await cardIds(page)).toEqual(range(52, 41));
    expect(await headLinks(page)).toEqual({
      canonical: "/blog/halaman/5",
      prev: "/blog/halaman/4",
      next: "/blog/halaman/6",
    });
    const nav = pagination(page);
    await expect(nav.getByRole("link", { name: "5", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Sebelumnya" })).toHaveAttribute("href", "/blog/halaman/4");

    await nav.getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL("/blog/halaman/6");
    await expect(page).toHaveTitle("Blog - Halaman 6 | Daycare Cisauk");
    expect(await cardIds(page)).toEqual(range(40, 29));
    await pagination(page)
      .getByRole("link", { name: String(PAGES), exact: true })
      .click();
    await expect(page).toHaveURL(`/blog/halaman/${PAGES}`);
    expect(await cardIds(page)).toEqual(range(4, 1));
    await expect(pagination(page).getByRole("link", { name: "Berikutnya" })).toHaveCount(0);
    await pagination(page).getByRole("link", { name: "1", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    expect(await cardIds(page)).toEqual(range(100, 89));
    expect(consoleErrors).toEqual([]);
  });

  test("a page past the end, page 1 under a second address, or no number answers 404 with the not-found page", async ({
    page,
    visit,
  }) => {
    for (const path of [
      `/blog/halaman/${PAGES + 1}`,
      "/blog/halaman/1",
      "/blog/halaman/02",
      "/blog/halaman/terakhir",
    ]) {
      const response = await visit(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
  });

  test("the sitemap lists every list page, category and article", async ({ page, request }) => {
    const sitemap = await parseXml(page, await (await request.get("/sitemap-0.xml")).text());
    const locs = xmlAll(sitemap, "loc").map((loc) => new URL(loc.text).pathname);
    for (let number = 2; number <= PAGES; number++) expect(locs).toContain(`/blog/halaman/${number}`);
    expect(locs).not.toContain(`/blog/halaman/${PAGES + 1}`);
    expect(locs).toContain("/blog/kategori/kesehatan-anak");
    expect(locs.filter((loc) => /^\/blog\/\d+$/.test(loc))).toHaveLength(100);
  });
});

test.describe("categories", () => {
  test("an article's category leads to that category's page, which lists only its articles, newest first", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    await visit("/blog/50");
    const categoryLink = page.getByRole("main").getByRole("link", { name: / \(semua artikel kategori ini\)$/ });
    const category = (await categoryLink.textContent())!.replace(" (semua artikel kategori ini)", "");
    await categoryLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kategori: ${category}`);
    await expect(page).toHaveTitle(`Kategori ${category} | Daycare Cisauk`);
    const filter = page.getByRole("navigation", { name: "Kategori artikel" });
    await expect(
      filter.getByRole("link", { name: new RegExp(`^${category.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(\\d+\\)$`) }),
    ).toHaveAttribute("aria-current", "page");
    for (const card of await cards(page).all()) await expect(card.getByText(category, { exact: true })).toBeVisible();
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(consoleErrors).toEqual([]);
  });

  test("a category is paginated the same way, and ends with a 404 past its last page", async ({ page, visit }) => {
    await visit("/blog/kategori/aktivitas");
    const count = Number(
      (await page
        .getByRole("navigation", { name: "Kategori artikel" })
        .getByRole("link", { name: /^Aktivitas/ })
        .textContent())!.match(/\((\d+)\)/)![1],
    );
    const pages = Math.ceil(count / 12);
    expect(pages).toBeGreaterThan(1);
    await pagination(page).getByRole("link", { name: "Berikutnya" }).click();
    await expect(page).toHaveURL("/blog/kategori/aktivitas/halaman/2");
    await expect(page).toHaveTitle("Kategori Aktivitas - Halaman 2 | Daycare Cisauk");
    expect(await headLinks(page)).toMatchObject({
      canonical: "/blog/kategori/aktivitas/halaman/2",
      prev: "/blog/kategori/aktivitas",
    });
    await expect(cards(page)).toHaveCount(pages > 2 ? 12 : count - 12);
    const past = await visit(`/blog/kategori/aktivitas/halaman/${pages + 1}`);
    expect(past?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
    const unknown = await visit("/blog/kategori/resep-kue");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
  });
});

test.describe("reading on", () => {
  test("'Baca Juga' offers three others, its own category first, and opens them", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    await visit("/blog/50");
    const categoryLink = page.getByRole("main").getByRole("link", { name: / \(semua artikel kategori ini\)$/ });
    const category = (await categoryLink.textContent())!.replace(" (semua artikel kategori ini)", "");
    const readNext = page.getByRole("region", { name: "Baca Juga" });
    const items = readNext.getByRole("listitem");
    await expect(items).toHaveCount(3);
    // Twelve or more articles in every category: all three are from this one.
    for (const item of await items.all()) await expect(item.getByText(category, { exact: true })).toBeVisible();
    await expect(readNext.getByRole("link", { name: /Cerita Pekan ke-50$/ })).toHaveCount(0);
    const next = readNext.getByRole("link").first();
    const title = (await next.textContent())!;
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(consoleErrors).toEqual([]);
  });

  test("from a later list page, a card opens its article and 'Kembali ke Blog' returns to that page", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    await visit("/blog/halaman/3");
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL("/blog/76");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cerita Pekan ke-76");
    await page.getByRole("link", { name: "Kembali ke Blog" }).click();
    await expect(page).toHaveURL("/blog/halaman/3");
    expect(await cardIds(page)).toEqual(range(76, 65));
    expect(consoleErrors).toEqual([]);
  });
});

test("the list pages with their pagination and categories, and an article with its category link, are accessible", async ({
  page,
  visit,
}) => {
  for (const path of ["/blog/halaman/5", "/blog/kategori/aktivitas", "/blog/50"]) {
    await visit(path);
    expect(await violations(page), path).toEqual([]);
    expect(await labelsNotStartingTheirName(page), path).toEqual([]);
  }
});

test.describe("feed", () => {
  test("every page names the feed in its head; the feed is valid RSS 2.0 with the twenty newest articles", async ({
    page,
    request,
  }) => {
    for (const path of ["/", "/blog/halaman/2", "/blog/7", "/kontak"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]* href="\/rss\.xml"/);
    }
    const rss = await parseXml(page, await (await request.get("/rss.xml")).text());
    expect(rss.attributes.version).toBe("2.0");
    const items = xmlAll(rss, "item");
    expect(items).toHaveLength(20);
    expect(xmlText(items[0]!, "title")).toMatch(/Cerita Pekan ke-100$/);
    expect(xmlText(items[19]!, "link")).toBe("https://daycarecisauk.id/blog/81");
  });

  test("the Content-Security-Policy names a few inline scripts, not one per page", async ({ request }) => {
    const policy = (await request.get("/blog/50")).headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src/);
    expect(policy.match(/'sha256-/g)?.length ?? 0).toBeLessThan(40);
  });
});
