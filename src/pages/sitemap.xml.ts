import type { APIRoute } from "astro";
import { publishedArticles } from "~/lib/blog";
import { site } from "~/lib/site";
import { fixedPagePaths, sitemapDates, sitemapPaths, sitemapXml } from "~/lib/site-files";

/**
 * The files of the pages beside this one, by name only (nothing is imported):
 * a page added to src/pages is in the sitemap without a word here, and the
 * build's check (tooling/post-build/verify-output.ts) fails if one is missing.
 */
const pageFiles = Object.keys(import.meta.glob("./**/*.astro"));

/** /sitemap.xml: every page for search engines, articles and the first page of each list with their date. */
export const GET: APIRoute = async () => {
  const articles = await publishedArticles();
  const xml = sitemapXml(site.siteUrl, sitemapPaths(fixedPagePaths(pageFiles), articles), sitemapDates(articles));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
