import { Feed } from "feed";
import type { ArticleSummary } from "~/content/schemas";
import { articlePath, categoryPath, categorySlug } from "./blog-pages";

/** How many of the newest articles the feed lists: a feed reader only needs what is new. */
export const FEED_SIZE = 20;

/** Where app/routes.ts serves the feed (app/routes/feed.ts): the feed names itself by it. */
export const FEED_PATH = "/rss.xml";

interface FeedSite {
  name: string;
  /** The blog page's title and description, as /blog shows them. */
  title: string;
  description: string;
}

/**
 * The blog as an RSS 2.0 feed (/rss.xml), for feed readers and apps that
 * follow the centre's news: the newest articles with their title, summary,
 * category and date. (An RSS author must be an e-mail address, which the articles do not have.) Written by a maintained library, not by hand.
 * Server-only (.server): the library runs while the feed is prerendered and never reaches a browser.
 */
export function blogFeed(siteUrl: string, site: FeedSite, articles: readonly ArticleSummary[]): string {
  const url = (path: string) => new URL(path, `${siteUrl}/`).href;
  const newest = articles.slice(0, FEED_SIZE);
  const feed = new Feed({
    id: url("/blog"),
    title: site.title,
    description: site.description,
    link: url("/blog"),
    language: "id",
    image: url("/icon-192.png"),
    favicon: url("/favicon-32.png"),
    copyright: `© ${site.name}`,
    updated: newest[0] ? new Date(`${newest[0].date}T00:00:00Z`) : undefined,
    generator: false,
    feedLinks: { rss: url(FEED_PATH) },
  });
  for (const article of newest) {
    feed.addItem({
      title: article.title,
      id: url(articlePath(article.id)),
      link: url(articlePath(article.id)),
      description: article.description,
      date: new Date(`${article.date}T00:00:00Z`),
      category: [{ name: article.category, domain: url(categoryPath(categorySlug(article.category))) }],
    });
  }
  return feed.rss2();
}
