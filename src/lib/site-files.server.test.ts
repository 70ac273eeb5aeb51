import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { brandColors } from "./brand-colors.ts";
import { robotsTxt, sitemapEntries, sitemapXml, webManifest } from "./site-files.server.ts";

// Newest first, as virtual:blog gives them.
const articles = [
  { id: 3, category: "Kesehatan Anak", date: "2025-10-08" },
  { id: 2, category: "Aktivitas", date: "2025-09-19" },
  { id: 1, category: "Kesehatan Anak", date: "2025-07-24" },
];

describe("sitemapEntries", () => {
  it("dates each article, and the first page of each list by its newest article", () => {
    const pages = [
      "/",
      "/blog",
      "/blog/halaman/2",
      "/blog/kategori/kesehatan-anak",
      "/blog/kategori/aktivitas",
      "/blog/1",
    ];
    expect(sitemapEntries(pages, articles)).toEqual([
      { path: "/", lastmod: undefined },
      { path: "/blog", lastmod: "2025-10-08" },
      // Later list pages shift with every new article: no date would be true for long.
      { path: "/blog/halaman/2", lastmod: undefined },
      { path: "/blog/kategori/kesehatan-anak", lastmod: "2025-10-08" },
      { path: "/blog/kategori/aktivitas", lastmod: "2025-09-19" },
      { path: "/blog/1", lastmod: "2025-07-24" },
    ]);
  });

  it("gives the blog no date while it has no article", () => {
    expect(sitemapEntries(["/blog"], [])).toEqual([{ path: "/blog", lastmod: undefined }]);
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml("https://contoh.id", [
    { path: "/" },
    { path: "/blog/1", lastmod: "2025-07-24" },
    { path: "/cari?q=a&b" },
  ]);

  it("is a well-formed sitemap with absolute addresses, in the order given", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" }).parse(xml);
    expect(urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(urlset.url).toEqual([
      { loc: "https://contoh.id/" },
      { loc: "https://contoh.id/blog/1", lastmod: "2025-07-24" },
      { loc: "https://contoh.id/cari?q=a&b" },
    ]);
  });

  it("escapes what XML does not allow as text", () => {
    expect(xml).toContain("<loc>https://contoh.id/cari?q=a&amp;b</loc>");
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap on the site's address", () => {
    expect(robotsTxt("https://contoh.id")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://contoh.id/sitemap.xml\n");
  });
});

describe("webManifest", () => {
  const manifest = JSON.parse(webManifest({ name: "Daycare Contoh", tagline: "Daycare Muslim di Cisauk" }));

  it("names the centre in Indonesian, in the brand's colours", () => {
    expect(manifest).toMatchObject({
      name: "Daycare Contoh - Daycare Muslim di Cisauk",
      short_name: "Daycare Contoh",
      lang: "id",
      start_url: "/",
      theme_color: brandColors.theme,
      background_color: brandColors.page,
    });
  });

  it("offers the icons the build writes, one of them maskable", () => {
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      "/icon-192.png",
      "/icon-512.png",
      "/icon-512-maskable.png",
    ]);
    expect(manifest.icons.filter((icon: { purpose?: string }) => icon.purpose === "maskable")).toHaveLength(1);
  });
});
