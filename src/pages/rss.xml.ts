import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { publishedArticles } from "~/lib/blog";
import { articlePath } from "~/lib/blog-pages";
import { single } from "~/lib/entries";
import { site } from "~/lib/site";
import { absoluteUrl } from "~/lib/site-config";

/** How many of the newest articles the feed lists: a feed reader only needs what is new. */
const FEED_SIZE = 20;

/** /rss.xml: the blog's newest articles for feed readers, announced on every page (the layout's head). */
export const GET: APIRoute = async () => {
  const [{ blog }, articles] = await Promise.all([single("pages"), publishedArticles()]);
  return rss({
    title: blog.title,
    description: blog.description,
    // The channel's own page is the blog; the items' addresses are taken from it.
    site: absoluteUrl(site.siteUrl, "/blog"),
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    // The feed names its own address, as feed validators ask.
    customData: `<language>id</language><atom:link href="${absoluteUrl(site.siteUrl, "/rss.xml")}" rel="self" type="application/rss+xml"/>`,
    items: articles.slice(0, FEED_SIZE).map((article) => ({
      title: article.title,
      link: articlePath(article.id),
      pubDate: new Date(`${article.date}T00:00:00Z`),
      categories: [article.category],
      description: article.description,
    })),
  });
};
