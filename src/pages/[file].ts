import type { APIRoute, GetStaticPaths } from "astro";
import { readBrandColors } from "~/lib/brand-colors";
import { site } from "~/lib/site/site";
import { robotsTxt, webManifest } from "~/lib/site/site-files";

/**
 * The files at the root of the site that search engines and phones ask for by name, one route for
 * both: /robots.txt (naming the sitemap's index, which @astrojs/sitemap writes: astro.config.ts)
 * and /site.webmanifest.
 */

const FILES = {
  "robots.txt": () => [robotsTxt(site.siteUrl), "text/plain; charset=utf-8"],
  "site.webmanifest": () => [webManifest(site, readBrandColors()), "application/manifest+json; charset=utf-8"],
} satisfies Record<string, () => [string, string]>;

export const getStaticPaths = (() => Object.keys(FILES).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const [body, type] = FILES[params.file as keyof typeof FILES]();
  return new Response(body, { headers: { "Content-Type": type } });
};
