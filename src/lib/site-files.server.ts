import { articlePath, categoriesOf, categoryPath, type Listed } from "./blog-pages.ts";
import { brandColors } from "./brand-colors.ts";

/**
 * The text of the files search engines and browsers look for at the root of
 * the site, for the resource routes that prerender them (app/routes/sitemap.ts,
 * robots.ts, web-manifest.ts). Server-only (.server): built while the site is
 * prerendered, never part of a browser file.
 */

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * The pages with the date search engines may take as their last change: an
 * article's own date, and a list's first page the date of its newest article.
 * Later list pages get none: they shift with every new article. `articles` is newest first.
 */
export function sitemapEntries(
  pages: readonly string[],
  articles: readonly (Listed & { date: string })[],
): SitemapEntry[] {
  const lastmod = new Map([
    ...articles.map((article) => [articlePath(article.id), article.date] as const),
    ["/blog", articles[0]?.date],
    ...categoriesOf(articles).map(
      ({ slug, articles: inCategory }) => [categoryPath(slug), inCategory[0]?.date] as const,
    ),
  ]);
  return pages.map((page) => ({ path: page, lastmod: lastmod.get(page) }));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path: page, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(page, `${siteUrl}/`).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The icons are written by the build beside it (tooling/post-build/site-files.ts). */
export function webManifest({ name, tagline }: { name: string; tagline: string }): string {
  const manifest = {
    name: `${name} - ${tagline}`,
    short_name: name,
    description: tagline,
    lang: "id",
    start_url: "/",
    display: "standalone",
    theme_color: brandColors.theme,
    background_color: brandColors.page,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512-maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
