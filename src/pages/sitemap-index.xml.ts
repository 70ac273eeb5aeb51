import type { APIRoute } from "astro";
import { site } from "~/lib/site";
import { sitemapIndexXml } from "~/lib/site-files";

/** /sitemap-index.xml: the address @astrojs/sitemap used until issue 40, kept for search engines that know it. */
export const GET: APIRoute = () =>
  new Response(sitemapIndexXml(site.siteUrl), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
