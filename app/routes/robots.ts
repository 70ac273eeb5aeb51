import { site } from "~/lib/site";
import { robotsTxt } from "~/lib/site-files.server";

/** /robots.txt: everything may be read, and where the sitemap is. */
export function loader() {
  return new Response(robotsTxt(site.siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
