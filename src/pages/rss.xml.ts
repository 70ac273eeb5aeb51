import type { APIRoute } from "astro";
import { articlePath } from "~/lib/addresses/addresses";
import { publishedArticles } from "~/lib/blog/blog";
import { single } from "~/lib/entries";
import { rssXml } from "~/lib/blog/feed";
import { site } from "~/lib/site/site";
import { absoluteUrl } from "~/lib/site/site-config";

/** How many of the newest articles the feed lists: a feed reader only needs what is new. */
const FEED_SIZE = 20;

/** /rss.xml: the blog's newest articles for feed readers, announced on every page (the layout's head). */
export const GET: APIRoute = async () => {
  const [{ blog }, articles] = await Promise.all([single("pages"), publishedArticles()]);
  const xml = await rssXml(
    {
      title: blog.title,
      description: blog.description,
      link: absoluteUrl(site.siteUrl, "/blog"),
      self: absoluteUrl(site.siteUrl, "/rss.xml"),
      language: "id",
    },
    articles.slice(0, FEED_SIZE).map((article) => ({
      title: article.title,
      link: absoluteUrl(site.siteUrl, articlePath(article.id)),
      date: article.date,
      category: article.category,
      description: article.description,
    })),
  );
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
