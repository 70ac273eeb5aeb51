import { describe, expect, it } from "vitest";
import { isSitemapPage, sitemapDates, sitemapOptions } from "./sitemap.ts";

// Newest first, as the blog lists them.
const articles = [
  { id: 3, category: "Kesehatan Anak", date: "2025-10-08" },
  { id: 2, category: "Aktivitas", date: "2025-09-19" },
  { id: 1, category: "Kesehatan Anak", date: "2025-07-24" },
];

describe("sitemapDates", () => {
  it("dates each article, and the first page of each list by its newest article", () => {
    expect(Object.fromEntries(sitemapDates(articles))).toEqual({
      "/blog/3": "2025-10-08",
      "/blog/2": "2025-09-19",
      "/blog/1": "2025-07-24",
      "/blog": "2025-10-08",
      "/blog/kategori/kesehatan-anak": "2025-10-08",
      "/blog/kategori/aktivitas": "2025-09-19",
    });
  });

  it("gives the blog no date while it has no article", () => {
    expect(sitemapDates([]).size).toBe(0);
  });
});

describe("isSitemapPage", () => {
  it("leaves out the not-found pages and the editor, and keeps every other page", () => {
    for (const page of ["/404", "/blog/404", "/blog/halaman/404", "/blog/kategori/halaman-404", "/admin", "/admin/"])
      expect(isSitemapPage(page), page).toBe(false);
    for (const page of [
      "/",
      "/tentang",
      "/blog/halaman/2",
      "/blog/kategori/aktivitas",
      "/blog/404404",
      "/administrasi",
    ])
      expect(isSitemapPage(page), page).toBe(true);
  });
});

describe("sitemapOptions", () => {
  it("dates the articles and the first page of each list, and no other page", () => {
    const { serialize } = sitemapOptions(() => articles)!;
    const item = (path: string) => serialize!({ url: `https://contoh.id${path}` });
    expect(item("/blog/2")).toEqual({ url: "https://contoh.id/blog/2", lastmod: "2025-09-19" });
    expect(item("/blog")).toEqual({ url: "https://contoh.id/blog", lastmod: "2025-10-08" });
    expect(item("/blog/kategori/kesehatan-anak")).toEqual({
      url: "https://contoh.id/blog/kategori/kesehatan-anak",
      lastmod: "2025-10-08",
    });
    expect(item("/blog/halaman/2")).toEqual({ url: "https://contoh.id/blog/halaman/2" });
    expect(item("/tentang")).toEqual({ url: "https://contoh.id/tentang" });
  });

  it("reads the articles once, when the sitemap is written", () => {
    let asked = 0;
    const { serialize } = sitemapOptions(() => {
      asked++;
      return articles;
    })!;
    expect(asked).toBe(0);
    for (const path of ["/", "/blog", "/blog/1"]) serialize!({ url: `https://contoh.id${path}` });
    expect(asked).toBe(1);
  });

  it("keeps not-found pages and the editor out, and declares no namespace but the sitemap's", () => {
    const { filter, namespaces } = sitemapOptions(() => [])!;
    expect(filter!("https://contoh.id/blog/404")).toBe(false);
    expect(filter!("https://contoh.id/admin")).toBe(false);
    expect(filter!("https://contoh.id/galeri")).toBe(true);
    expect(namespaces).toEqual({ news: false, xhtml: false, image: false, video: false });
  });
});
