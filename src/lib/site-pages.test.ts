import { describe, expect, it } from "vitest";
import { blogPages, isPagePath, sitePages } from "./site-pages.ts";

// Newest first, two categories, more than one list page of the whole blog.
const articles = Array.from({ length: 13 }, (_, index) => ({
  id: 13 - index,
  category: index % 2 === 0 ? "Aktivitas" : "Kesehatan Anak",
}));

describe("isPagePath", () => {
  it.each([
    ["/", true],
    ["/tentang", true],
    ["/blog/kategori/kesehatan-anak", true],
    ["/sitemap.xml", false],
    ["/site.webmanifest", false],
    ["/og/site.jpg", false],
  ])("%s → %s", (path, page) => expect(isPagePath(path)).toBe(page));
});

describe("blogPages", () => {
  it("lists the list pages, the categories' pages and every article", () => {
    expect(blogPages(articles)).toEqual([
      "/blog",
      "/blog/halaman/2",
      "/blog/kategori/aktivitas",
      "/blog/kategori/kesehatan-anak",
      ...articles.map((article) => `/blog/${article.id}`),
    ]);
  });
});

describe("sitePages", () => {
  it("keeps the route config's pages in order, leaves its files out, and lists /blog once", () => {
    const staticPaths = ["/", "/tentang", "/blog", "/sitemap.xml", "/rss.xml", "/kontak"];
    expect(sitePages(staticPaths, articles.slice(0, 1))).toEqual([
      "/",
      "/tentang",
      "/blog",
      "/kontak",
      "/blog/kategori/aktivitas",
      "/blog/13",
    ]);
  });
});
