import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { BrandColors } from "../brand-colors.ts";
import {
  drawIcon,
  fixedPagePaths,
  PNG_ICONS,
  robotsTxt,
  sitemapDates,
  sitemapIndexXml,
  sitemapPaths,
  sitemapXml,
  webManifest,
} from "./site-files.ts";

// Newest first, as the blog lists them.
const articles = [
  { id: 3, category: "Kesehatan Anak", date: "2025-10-08" },
  { id: 2, category: "Aktivitas", date: "2025-09-19" },
  { id: 1, category: "Kesehatan Anak", date: "2025-07-24" },
];
const colors: BrandColors = { theme: "#176258", page: "#fffaf2", heading: "#14413c" };

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

describe("fixedPagePaths", () => {
  it("takes each one-file page by its address, leaving out routes with parameters and not-found pages", () => {
    expect(
      fixedPagePaths([
        "./index.astro",
        "./tentang.astro",
        "./404.astro",
        "./[...notFound].astro",
        "./blog/[id].astro",
        "./blog/[...list].astro",
        "./layanan/index.astro",
        "./admin/index.astro",
      ]),
    ).toEqual(["/", "/tentang", "/layanan"]);
  });
});

describe("sitemapPaths", () => {
  it("lists the fixed pages, every list page and every article once, sorted", () => {
    expect(sitemapPaths(["/", "/tentang"], articles)).toEqual([
      "/",
      "/blog",
      "/blog/1",
      "/blog/2",
      "/blog/3",
      "/blog/kategori/aktivitas",
      "/blog/kategori/kesehatan-anak",
      "/tentang",
    ]);
  });

  it("names later list pages once the blog has more than a page of articles", () => {
    const many = Array.from({ length: 13 }, (_, index) => ({ id: 13 - index, category: "Aktivitas" }));
    const paths = sitemapPaths([], many);
    expect(paths).toContain("/blog/halaman/2");
    expect(paths).toContain("/blog/kategori/aktivitas/halaman/2");
    expect(paths).not.toContain("/blog/halaman/3");
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml("https://contoh.id", sitemapPaths(["/", "/tentang"], articles), sitemapDates(articles));

  it("writes each page on the site's address, in the sitemaps.org namespace", () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://contoh.id/",
      "https://contoh.id/blog",
      "https://contoh.id/blog/1",
      "https://contoh.id/blog/2",
      "https://contoh.id/blog/3",
      "https://contoh.id/blog/kategori/aktivitas",
      "https://contoh.id/blog/kategori/kesehatan-anak",
      "https://contoh.id/tentang",
    ]);
  });

  it("dates the articles and the first page of each list, and no other page", () => {
    expect(xml).toContain("<url><loc>https://contoh.id/blog/2</loc><lastmod>2025-09-19T00:00:00.000Z</lastmod></url>");
    expect(xml).toContain("<url><loc>https://contoh.id/blog</loc><lastmod>2025-10-08T00:00:00.000Z</lastmod></url>");
    expect(xml).toContain(
      "<url><loc>https://contoh.id/blog/kategori/kesehatan-anak</loc><lastmod>2025-10-08T00:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://contoh.id/tentang</loc></url>");
    expect(xml.match(/<lastmod>/g)).toHaveLength(6);
  });

  it("escapes what an address may carry", () => {
    expect(sitemapXml("https://contoh.id", ["/a?b=1&c=2"], new Map())).toContain(
      "<loc>https://contoh.id/a?b=1&amp;c=2</loc>",
    );
  });
});

describe("sitemapIndexXml", () => {
  it("names the one sitemap, for search engines that know the old index address", () => {
    expect(sitemapIndexXml("https://contoh.id")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        "<sitemap><loc>https://contoh.id/sitemap.xml</loc></sitemap></sitemapindex>\n",
    );
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap, on the site's address", () => {
    expect(robotsTxt("https://contoh.id")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://contoh.id/sitemap.xml\n");
  });
});

describe("webManifest", () => {
  const manifest = JSON.parse(webManifest({ name: "Daycare Contoh", tagline: "Daycare Muslim di Cisauk" }, colors));

  it("names the centre in Indonesian, in the brand's colours", () => {
    expect(manifest).toMatchObject({
      name: "Daycare Contoh - Daycare Muslim di Cisauk",
      short_name: "Daycare Contoh",
      lang: "id",
      start_url: "/",
      theme_color: "#176258",
      background_color: "#fffaf2",
    });
  });

  it("offers icons the site publishes, one of them maskable", () => {
    const names = manifest.icons.map((icon: { src: string }) => icon.src.replace(/^\/|\.png$/g, ""));
    expect(names.every((name: string) => name in PNG_ICONS)).toBe(true);
    expect(manifest.icons.filter((icon: { purpose?: string }) => icon.purpose === "maskable")).toHaveLength(1);
  });
});

describe("drawIcon", () => {
  const logo = readFileSync("src/content/images/logo.svg");

  it.each(Object.entries(PNG_ICONS))("draws %s as a square PNG of its size", async (_name, spec) => {
    const { format, width, height } = await sharp(await drawIcon(logo, spec, colors.page)).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: spec.size, height: spec.size });
  });

  it("fills the corners with the page colour where the icon must be opaque, and leaves them clear elsewhere", async () => {
    const corner = async (opaque: boolean) => {
      const { data } = await sharp(await drawIcon(logo, { size: 64, padding: 0.2, opaque }, colors.page))
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 4)];
    };
    expect(await corner(true)).toEqual([0xff, 0xfa, 0xf2, 0xff]);
    expect((await corner(false))[3]).toBe(0);
  });
});
