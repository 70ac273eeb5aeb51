import { describe, expect, it } from "vitest";
import {
  ARTICLES_PER_PAGE,
  categoriesOf,
  categorySlug,
  listPath,
  listPaths,
  pageCount,
  pageOf,
  pageWindow,
  parsePageNumber,
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

describe("list addresses", () => {
  it("page 1 has the short address; later pages /halaman/{n}", () => {
    expect([listPath(1), listPath(2), listPath(1, "aktivitas"), listPath(3, "aktivitas")]).toEqual([
      "/blog",
      "/blog/halaman/2",
      "/blog/kategori/aktivitas",
      "/blog/kategori/aktivitas/halaman/3",
    ]);
  });

  it.each([
    ["2", 2],
    ["12", 12],
    ["1", null],
    ["02", null],
    ["2.0", null],
    ["dua", null],
    ["-3", null],
    [undefined, null],
  ])("page number %s → %s", (raw, page) => expect(parsePageNumber(raw)).toBe(page));
});

describe("pagination", () => {
  const items = Array.from({ length: 25 }, (_, index) => index);

  it(`shows ${ARTICLES_PER_PAGE} a page, the rest on the last, and nothing past the end`, () => {
    expect(pageCount(25)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 1)).toEqual(items.slice(0, 12));
    expect(pageOf(items, 3)).toEqual([24]);
    expect(pageOf(items, 4)).toBeNull();
    expect(pageOf([], 1)).toEqual([]);
  });

  it("lists every page of the blog and of each category, once", () => {
    const many = articles([...Array(13).fill("Aktivitas"), "Kesehatan Anak"]);
    expect(listPaths(many)).toEqual([
      "/blog",
      "/blog/halaman/2",
      "/blog/kategori/aktivitas",
      "/blog/kategori/aktivitas/halaman/2",
      "/blog/kategori/kesehatan-anak",
    ]);
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
  });

  it("offers the newest of the same category first, then the newest of the others", () => {
    expect(readNextFor(blog, 1).map((article) => article.id)).toEqual([6, 4, 5]);
    expect(readNextFor(blog, 3).map((article) => article.id)).toEqual([6, 5, 4]);
    expect(readNextFor(blog.slice(0, 1), 6)).toEqual([]);
    expect(readNextFor(blog, 99)).toEqual([]);
  });
});
