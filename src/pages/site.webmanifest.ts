import type { APIRoute } from "astro";
import { readBrandColors } from "~/lib/brand-colors";
import { site } from "~/lib/site";
import { webManifest } from "~/lib/site-files";

/** /site.webmanifest: the name and icons a phone uses when the site is added to its home screen. */
export const GET: APIRoute = () =>
  new Response(webManifest(site, readBrandColors()), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
