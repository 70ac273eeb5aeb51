import type { APIRoute, GetStaticPaths } from "astro";
import { publishedArticles } from "~/lib/blog/blog";
import { readBrandColors } from "~/lib/brand-colors";
import { site } from "~/lib/site/site";
import {
  fixedPagePaths,
  robotsTxt,
  sitemapDates,
  sitemapIndexXml,
  sitemapPaths,
  sitemapXml,
  webManifest,
} from "~/lib/site/site-files";

/**
 * The files at the root of the site that search engines and phones ask for by name, one route for
 * all of them: /robots.txt, /site.webmanifest, /sitemap.xml, and /sitemap-index.xml (the address
 * of @astrojs/sitemap's index before the site wrote its own sitemap, decision 025; kept for search engines
 * that know it, it names /sitemap.xml).
 */

/**
 * The files of the pages beside this one, by name only (nothing is imported): a page added to
 * src/pages is in the sitemap without a word here, and the build's check
 * (tooling/after-astro/verify-output.ts) fails if one is missing.
 */
const pageFiles = Object.keys(import.meta.glob("./**/*.astro"));

const XML = "application/xml; charset=utf-8";

const FILES = {
  "robots.txt": () => [robotsTxt(site.siteUrl), "text/plain; charset=utf-8"],
  "site.webmanifest": () => [webManifest(site, readBrandColors()), "application/manifest+json; charset=utf-8"],
  "sitemap.xml": async () => {
    const articles = await publishedArticles();
    return [sitemapXml(site.siteUrl, sitemapPaths(fixedPagePaths(pageFiles), articles), sitemapDates(articles)), XML];
  },
  "sitemap-index.xml": () => [sitemapIndexXml(site.siteUrl), XML],
} satisfies Record<string, () => [string, string] | Promise<[string, string]>>;

export const getStaticPaths = (() => Object.keys(FILES).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const [body, type] = await FILES[params.file as keyof typeof FILES]();
  return new Response(body, { headers: { "Content-Type": type } });
};
