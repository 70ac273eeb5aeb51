import { articles } from "virtual:blog";
import { pages } from "virtual:site-pages";
import { site } from "~/lib/site";
import { sitemapEntries, sitemapXml } from "~/lib/site-files.server";

/** /sitemap.xml: every page of the site, prerendered to a file like the pages themselves. */
export function loader() {
  return new Response(sitemapXml(site.siteUrl, sitemapEntries(pages, articles)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
