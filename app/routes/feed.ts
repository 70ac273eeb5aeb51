import { articles } from "virtual:blog";
import pages from "virtual:content/pages";
import { blogFeed } from "~/lib/feed.server";
import { site } from "~/lib/site";

/** /rss.xml: the blog's newest articles for feed readers, announced on every page (app/root.tsx). */
export function loader() {
  const feedSite = { name: site.name, title: pages.blog.title, description: pages.blog.description };
  return new Response(blogFeed(site.siteUrl, feedSite, articles), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
