import sharp from "sharp";
import { articlePath, categoriesOf, categoryPath, listPaths, type Listed } from "../addresses/addresses.ts";
import type { BrandColors } from "../brand-colors.ts";
import { escapeXml } from "../blog/feed.ts";
import { isNotFoundPage } from "./not-found-pages.ts";

/**
 * The files browsers, phones and search engines look for at the root of the
 * site, besides the pages: robots.txt, the web manifest, the icons, and the
 * sitemap. Written by the endpoints of src/pages ([file].ts:
 * robots.txt, site.webmanifest, sitemap.xml, sitemap-index.xml; [icon].png.ts).
 */

/** The sitemap: every page, at the address robots.txt names (written here, not by a library: decision 025). */
export const SITEMAP_PATH = "/sitemap.xml";

/**
 * Where @astrojs/sitemap wrote its index before the site wrote its own sitemap
 * (decision 025). Search engines that learnt this address keep asking for it:
 * it stays, an index naming SITEMAP_PATH.
 */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_PATH, `${siteUrl}/`).href}\n`;
}

/** The name and icons a phone uses when a parent adds the site to the home screen. */
export function webManifest({ name, tagline }: { name: string; tagline: string }, colors: BrandColors): string {
  const manifest = {
    name: `${name} - ${tagline}`,
    short_name: name,
    description: tagline,
    lang: "id",
    start_url: "/",
    display: "standalone",
    theme_color: colors.theme,
    background_color: colors.page,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512-maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export interface IconSpec {
  size: number;
  /** The share of each side left empty, where a platform crops or rounds the icon. */
  padding: number;
  /** Filled with the page colour where a platform would show transparency as black. */
  opaque: boolean;
}

/** Each PNG icon by its name at the root of the site (`/favicon-32.png`), from the logo. */
export const PNG_ICONS = {
  "favicon-32": { size: 32, padding: 0, opaque: false },
  "apple-touch-icon": { size: 180, padding: 0.12, opaque: true },
  "icon-192": { size: 192, padding: 0.08, opaque: false },
  "icon-512": { size: 512, padding: 0.08, opaque: false },
  "icon-512-maskable": { size: 512, padding: 0.2, opaque: true },
} as const satisfies Record<string, IconSpec>;

export type PngIconName = keyof typeof PNG_ICONS;

/** The logo (an SVG) centred on a square of `size`, padded, on the page colour where the icon must be opaque. */
export async function drawIcon(logo: Buffer, { size, padding, opaque }: IconSpec, background: string): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * padding));
  const mark = await sharp(logo, { density: 600 })
    .resize(inner, inner, { fit: "contain", background: "#0000" })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: opaque ? background : "#0000" } })
    .composite([{ input: mark, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The date search engines may take as a page's last change: an article's
 * own date, and the first page of the blog and of each category the date of
 * its newest article. Later list pages get none: they shift with every new
 * article. `articles` is newest first.
 */
export function sitemapDates(articles: readonly (Listed & { date: string })[]): Map<string, string> {
  const dates = new Map(articles.map((article) => [articlePath(article.id), article.date]));
  if (articles[0]) dates.set("/blog", articles[0].date);
  for (const { slug, articles: inCategory } of categoriesOf(articles)) {
    dates.set(categoryPath(slug), inCategory[0]!.date);
  }
  return dates;
}

/**
 * The addresses of the pages of src/pages that are one file each
 * (`./tentang.astro` → `/tentang`, `./index.astro` → `/`), from the names
 * `import.meta.glob` gives. Routes with parameters (`[id].astro`) are left to
 * sitemapPaths, which knows the articles; not-found pages are no pages to list.
 */
export function fixedPagePaths(files: readonly string[]): string[] {
  return files
    .filter((file) => !file.includes("["))
    .map((file) =>
      file
        .replace(/^\.\//, "/")
        .replace(/\.astro$/, "")
        .replace(/(^|\/)index$/, "$1"),
    )
    .map((pagePath) => (pagePath.length > 1 ? pagePath.replace(/\/$/, "") : pagePath))
    .filter((pagePath) => !isNotFoundPage(pagePath) && !/^\/admin(\/|$)/.test(pagePath));
}

/**
 * Every page the build prerenders, by path and sorted: the fixed pages, every
 * list page of the blog and of its categories, and every article (the routes
 * of src/pages/blog). `articles` is newest first.
 */
export function sitemapPaths(fixedPages: readonly string[], articles: readonly Listed[]): string[] {
  const paths = new Set([...fixedPages, ...listPaths(articles), ...articles.map((article) => articlePath(article.id))]);
  return [...paths].sort();
}

/** A day as the sitemap has always written it: `2025-10-08T00:00:00.000Z`. */
const lastmod = (date: string) => new Date(`${date}T00:00:00Z`).toISOString();

/** The sitemap (sitemaps.org 0.9): each page on the site's address, with its date where it has one (sitemapDates). */
export function sitemapXml(siteUrl: string, paths: readonly string[], dates: ReadonlyMap<string, string>): string {
  const urls = paths.map((pagePath) => {
    const date = dates.get(pagePath);
    const loc = `<loc>${escapeXml(new URL(pagePath, `${siteUrl}/`).href)}</loc>`;
    return `<url>${loc}${date ? `<lastmod>${lastmod(date)}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">${urls.join("")}</urlset>\n`;
}

/** The index at SITEMAP_INDEX_PATH: one sitemap, SITEMAP_PATH. */
export function sitemapIndexXml(siteUrl: string): string {
  const loc = escapeXml(new URL(SITEMAP_PATH, `${siteUrl}/`).href);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}"><sitemap><loc>${loc}</loc></sitemap></sitemapindex>\n`;
}
