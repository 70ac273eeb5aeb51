import type { APIRoute } from "astro";
import { site } from "~/lib/site";
import { robotsTxt } from "~/lib/site-files";

/** /robots.txt: every page may be read, and where the sitemap is. */
export const GET: APIRoute = () =>
  new Response(robotsTxt(site.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
