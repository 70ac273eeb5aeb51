import { describe, expect, it } from "vitest";
import {
  ARTICLES_PER_PAGE,
  categoriesOf,
  categoryLinks,
  categorySlug,
  listHeading,
  listPages,
  listPath,
  listPaths,
  newestFirst,
  pageCount,
  pageWindow,
  readNextFor,
} from "./blog-pages.ts";

const articles = (categories: string[]) =>
  categories.map((category, index) => ({ id: categories.length - index, category }));

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

describe("newestFirst", () => {
  it("orders by date, newest first, and a day's articles by id, largest first", () => {
    const unordered = [
      { id: 1, category: "A", date: "2025-07-24" },
      { id: 2, category: "A", date: "2025-10-08" },
      { id: 4, category: "A", date: "2025-09-19" },
      { id: 3, category: "A", date: "2025-10-08" },
    ];
    expect(unordered.sort(newestFirst).map((article) => article.id)).toEqual([3, 2, 4, 1]);
  });
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

  it.each([
    [1, 3, [1, 2, 3]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 9, [1, 2, "gap", 9]],
    [5, 9, [1, "gap", 4, 5, 6, "gap", 9]],
    [3, 9, [1, 2, 3, 4, "gap", 9]],
    [9, 9, [1, "gap", 8, 9]],
  ])("page %i of %i shows %j", (current, count, shown) => expect(pageWindow(current, count)).toEqual(shown));
});

describe("listHeading", () => {
  const blog = { title: "Artikel Daycare Contoh", intro: "Tulisan tim kami.", description: "Artikel dari tim." };
  const category = { name: "Aktivitas", slug: "aktivitas", count: 20 };

  it("gives the blog's first page its own texts, named Blog in the head", () => {
    expect(listHeading(blog, "Daycare Contoh", { page: 1, pageCount: 2, category: null })).toEqual({
      title: "Artikel Daycare Contoh",
      intro: "Tulisan tim kami.",
      metaTitle: "Blog",
      description: "Artikel dari tim.",
    });
  });

  it("names a later page and how many there are, in the intro, the title and the description", () => {
    expect(listHeading(blog, "Daycare Contoh", { page: 2, pageCount: 3, category: null })).toEqual({
      title: "Artikel Daycare Contoh",
      intro: "Tulisan tim kami. (halaman 2 dari 3)",
      metaTitle: "Blog - Halaman 2",
      description: "Artikel dari tim. Halaman 2 dari 3.",
    });
  });

  it("names a category's pages after the category", () => {
    expect(listHeading(blog, "Daycare Contoh", { page: 2, pageCount: 2, category })).toEqual({
      title: "Kategori: Aktivitas",
      intro: "Semua tulisan tim Daycare Contoh tentang Aktivitas, dari yang terbaru. (halaman 2 dari 2)",
      metaTitle: "Kategori Aktivitas - Halaman 2",
      description:
        "Artikel Daycare Contoh tentang Aktivitas: cerita dan wawasan dari tim kami untuk Ayah dan Bunda. Halaman 2 dari 2.",
    });
  });
});

describe("categories and read-next", () => {
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

  it("offers the newest of the same category first, then the newest of the others", () => {
    expect(readNextFor(blog, 1).map((article) => article.id)).toEqual([6, 4, 5]);
    expect(readNextFor(blog, 3).map((article) => article.id)).toEqual([6, 5, 4]);
    expect(readNextFor(blog.slice(0, 1), 6)).toEqual([]);
    expect(readNextFor(blog, 99)).toEqual([]);
  });
});
