import { site } from "~/lib/site";
import { webManifest } from "~/lib/site-files.server";

/** /site.webmanifest: the name and icons a phone uses when the site is added to its home screen. */
export function loader() {
  return new Response(webManifest(site), { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } });
}
