import { describe, expect, it } from "vitest";
import {
  ARTICLES_PER_PAGE,
  categoriesOf,
  categoryLinks,
  categorySlug,
  isCurrent,
  listPages,
  listPath,
  listPaths,
  navigation,
  pageCount,
  pagePath,
} from "./addresses.ts";

const articles = (categories: string[]) =>
  categories.map((category, index) => ({ id: categories.length - index, category }));

describe("the menu", () => {
  it("marks a page's own entry, the blog's on an article too, and Beranda only on itself", () => {
    const current = (path: string) =>
      navigation.filter((entry) => isCurrent(entry.href, path)).map((entry) => entry.label);
    expect([current("/"), current("/blog/12"), current("/tentang"), current("/tentangku")]).toEqual([
      ["Beranda"],
      ["Blog"],
      ["Tentang Kami"],
      [],
    ]);
  });

  it("reads a page's address from the file Astro renders it to", () => {
    expect([pagePath("/index.html"), pagePath("/tentang.html"), pagePath("/blog/halaman/2")]).toEqual([
      "/",
      "/tentang",
      "/blog/halaman/2",
    ]);
  });
});

describe("categorySlug", () => {
  it.each([
    ["Kesehatan Anak", "kesehatan-anak"],
    ["  aktivitas ", "aktivitas"],
    ["Gizi & Menu", "gizi-menu"],
    ["Kegiatan Ramaḍān", "kegiatan-ramadan"],
    ["Usia 2-3 Tahun", "usia-2-3-tahun"],
    ["فقه", ""],
  ])("%s → %s", (name, slug) => expect(categorySlug(name)).toBe(slug));
});

describe("list addresses", () => {
  it("page 1 has the short address; later pages /halaman/{n}", () => {
    expect([listPath(1), listPath(2), listPath(1, "aktivitas"), listPath(3, "aktivitas")]).toEqual([
      "/blog",
      "/blog/halaman/2",
      "/blog/kategori/aktivitas",
      "/blog/kategori/aktivitas/halaman/3",
    ]);
  });
});

describe("pagination", () => {
  it(`counts pages of ${ARTICLES_PER_PAGE}, and one page for an empty list`, () => {
    expect([pageCount(0), pageCount(1), pageCount(12), pageCount(13), pageCount(25)]).toEqual([1, 1, 1, 2, 3]);
  });

  it(`shows ${ARTICLES_PER_PAGE} a page in the order given, the rest on the last, on every list`, () => {
    const many = articles([...Array(13).fill("Aktivitas"), "Kesehatan Anak"]);
    const pages = listPages(many);
    expect(pages.map(({ path, page, pageCount: count }) => [path, page, count])).toEqual([
      ["/blog", 1, 2],
      ["/blog/halaman/2", 2, 2],
      ["/blog/kategori/aktivitas", 1, 2],
      ["/blog/kategori/aktivitas/halaman/2", 2, 2],
      ["/blog/kategori/kesehatan-anak", 1, 1],
    ]);
    expect(pages[0]!.articles.map((article) => article.id)).toEqual(many.slice(0, 12).map((article) => article.id));
    expect(pages[1]!.articles.map((article) => article.id)).toEqual([2, 1]);
    expect(pages[3]!.articles.map((article) => article.id)).toEqual([2]);
    expect(pages[4]!.articles.map((article) => article.id)).toEqual([1]);
    expect(pages.map((page) => page.category?.name ?? null)).toEqual([
      null,
      null,
      "Aktivitas",
      "Aktivitas",
      "Kesehatan Anak",
    ]);
    expect(pages[2]!.category).toEqual({ name: "Aktivitas", slug: "aktivitas", count: 13 });
    expect(listPaths(many)).toEqual(pages.map((page) => page.path));
  });

  it("still has /blog, empty, while there is no article", () => {
    expect(listPages([])).toEqual([{ path: "/blog", page: 1, pageCount: 1, category: null, articles: [] }]);
  });
});

describe("categories", () => {
  const blog = articles(["Aktivitas", "Kesehatan Anak", "aktivitas", "Gizi & Menu", "Kesehatan Anak", "Aktivitas"]);

  it("groups spellings of one category under the newest spelling, largest first", () => {
    expect(
      categoriesOf(blog).map(({ name, slug, articles: inCategory }) => [
        name,
        slug,
        inCategory.map((article) => article.id),
      ]),
    ).toEqual([
      ["Aktivitas", "aktivitas", [6, 4, 1]],
      ["Kesehatan Anak", "kesehatan-anak", [5, 2]],
      ["Gizi & Menu", "gizi-menu", [3]],
    ]);
    expect(categoryLinks(blog)).toEqual([
      { name: "Aktivitas", slug: "aktivitas", count: 3 },
      { name: "Kesehatan Anak", slug: "kesehatan-anak", count: 2 },
      { name: "Gizi & Menu", slug: "gizi-menu", count: 1 },
    ]);
  });
});
