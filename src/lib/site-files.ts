import type { SitemapItem } from "@astrojs/sitemap";
import sharp from "sharp";
import { articlePath, categoriesOf, categoryPath, type Listed } from "./blog-pages.ts";
import type { BrandColors } from "./brand-colors.ts";

/**
 * The files browsers, phones and search engines look for at the root of the
 * site, besides the pages: robots.txt, the web manifest, the icons, and the
 * dates of the sitemap. Written by the endpoints of src/pages (robots.txt.ts,
 * site.webmanifest.ts, [icon].png.ts) and by @astrojs/sitemap (astro.config.ts).
 */

/** Where @astrojs/sitemap writes the index of the sitemap. */
export const SITEMAP_PATH = "/sitemap-index.xml";

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
 * @astrojs/sitemap's `serialize`: each page with its date (sitemapDates), from
 * the articles Astro's content layer stored (`stored`: storedArticles of
 * src/lib/content/loaders.ts), asked for when the sitemap is written, after the pages.
 */
export function datedSitemapItems(
  stored: () => readonly (Listed & { date: string })[],
): (item: SitemapItem) => SitemapItem {
  let dates: Map<string, string> | undefined;
  return (item) => {
    dates ??= sitemapDates(stored());
    const date = dates.get(new URL(item.url).pathname);
    return date ? { ...item, lastmod: date } : item;
  };
}
