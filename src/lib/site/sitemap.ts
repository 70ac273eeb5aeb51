import type { SitemapItem, SitemapOptions } from "@astrojs/sitemap";
import { articlePath, categoriesOf, categoryPath, type Listed } from "../addresses/addresses.ts";
import { isNotFoundPage } from "./not-found-pages.ts";

/**
 * The sitemap, written by @astrojs/sitemap (astro.config.ts, decision 025):
 * every page the build prerenders, the not-found pages and the editor left out,
 * the articles and the blog's lists with their dates.
 */

/** The index @astrojs/sitemap writes (its `filenameBase`, "sitemap"), naming its sitemaps (`/sitemap-0.xml`): what robots.txt names. */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

/** Whether a page of the build belongs in the sitemap: not a not-found page, not the editor. */
export const isSitemapPage = (pathname: string) => !isNotFoundPage(pathname) && !/^\/admin(\/|$)/.test(pathname);

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
 * @astrojs/sitemap's options. `articles` (published, newest first) is asked for once, when the
 * sitemap is written after the pages; the dates go in as days, which the library writes as
 * midnight UTC (`2025-10-08T00:00:00.000Z`). Only the sitemaps.org namespace is declared.
 */
export function sitemapOptions(articles: () => readonly (Listed & { date: string })[]): SitemapOptions {
  let dates: Map<string, string> | undefined;
  return {
    filter: (page) => isSitemapPage(new URL(page).pathname),
    serialize: (item: SitemapItem): SitemapItem => {
      dates ??= sitemapDates(articles());
      const date = dates.get(new URL(item.url).pathname);
      return date ? { ...item, lastmod: date } : item;
    },
    namespaces: { news: false, xhtml: false, image: false, video: false },
  };
}
