import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { EDITOR_PATH } from "../hosting/headers.ts";
import { nginxGeneratedFiles } from "../hosting/host-config.ts";
import { notFoundPages } from "../../src/lib/site/not-found-pages.ts";
import { findPages } from "../hosting/page-files.ts";
import { SITEMAP_INDEX_PATH } from "../../src/lib/site/sitemap.ts";

const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll("&amp;", "&")).pathname);

/** The XML file at a path of the site, or why it is not there. */
function siteFile(client: string, sitePath: string, namedBy?: string): string {
  const file = path.join(client, sitePath);
  if (!existsSync(file))
    throw new Error(namedBy ? `${namedBy} menyebut ${sitePath} yang tidak terbentuk` : `${sitePath} tidak terbentuk`);
  return readFileSync(file, "utf8");
}

/**
 * The pages the sitemap lists, by path: @astrojs/sitemap's index (astro.config.ts),
 * then every sitemap it names, each of which must be there.
 */
function sitemapPages(client: string): string[] {
  const sitemaps = locations(siteFile(client, SITEMAP_INDEX_PATH));
  if (sitemaps.length === 0) throw new Error(`${SITEMAP_INDEX_PATH} tidak menyebut satu sitemap pun`);
  return sitemaps.flatMap((sitemap) => locations(siteFile(client, sitemap, SITEMAP_INDEX_PATH)));
}

/**
 * Every file a host needs is there, and the sitemap lists exactly the pages
 * prerendered: a step that skipped something must not go live.
 */
export function verifyOutput(buildDir: string): void {
  const client = path.join(buildDir, "client");
  const clientFiles = [
    "_headers",
    "_redirects",
    "_routes.json",
    `${EDITOR_PATH}/index.html`,
    `${EDITOR_PATH}/config.json`,
  ];
  const expected = [
    ...[...notFoundPages.map((page) => page.file), ...clientFiles].map((file) => `client/${file}`),
    "headers.json",
    ...[
      "security-headers.conf",
      "editor-headers.conf",
      "pages.conf",
      "site.conf.template",
      ...Object.keys(nginxGeneratedFiles()),
    ].map((file) => `nginx/${file}`),
  ];
  const missing = expected.filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length > 0) throw new Error(`berkas berikut tidak terbentuk: ${missing.join(", ")}`);
  const listed = new Set(sitemapPages(client));
  const built = new Set(findPages(client).keys());
  const unbuilt = [...listed].filter((page) => !built.has(page));
  if (unbuilt.length > 0) throw new Error(`halaman di sitemap tidak terbentuk: ${unbuilt.join(", ")}`);
  const unlisted = [...built].filter((page) => !listed.has(page));
  if (unlisted.length > 0) throw new Error(`halaman tidak tercantum di sitemap: ${unlisted.join(", ")}`);
}
