import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { EDITOR_PATH } from "../hosting/headers";
import { cloudflareCopies, notFoundPages } from "../hosting/not-found-pages";
import { findPages, pageFile } from "../hosting/page-files";
import { publish } from "./build-output";
import { StaffFacingError } from "../content/content-problem";
import { writeEditor } from "./editor-build";
import { nginxGeneratedFiles, writeHostConfig } from "../hosting/host-config";
import { linkPreviews } from "../content/link-previews";
import { SITE_FILES, writeSiteFiles } from "./site-files";
import { isPagePath } from "../../app/lib/site-pages";
import { exampleValuesWarning } from "../content/validate-content";
import { rewritePages } from "./rewrite-pages";

/** The not-found pages are prerendered at a path of their own, then moved to the file hosts answer 404 with. */
async function placeNotFoundPages(client: string): Promise<void> {
  for (const page of notFoundPages) {
    const from = path.join(client, page.prerenderPath, "index.html");
    const to = path.join(client, page.file);
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
    // The page's folder, its loader data file, and folders left empty: no URL may answer with them.
    await rm(path.dirname(from), { recursive: true });
    await rm(path.join(client, `${page.prerenderPath}.data`), { force: true });
    for (let dir = path.dirname(path.dirname(from)); dir !== client; dir = path.dirname(dir)) {
      if ((await readdir(dir)).length > 0) break;
      await rm(dir, { recursive: true });
    }
  }
  // Only used by SPA deployments; the not-found pages above replace it here.
  await rm(path.join(client, "__spa-fallback.html"), { force: true });
}

/**
 * React Router writes tentang/index.html; hosts serve /tentang from tentang.html (tooling/hosting/page-files.ts).
 * Every index.html left below the root is a page: the not-found pages have been moved already.
 */
async function pagesAsFiles(client: string): Promise<void> {
  const pages = (await readdir(client, { recursive: true }))
    .filter((file) => path.basename(file) === "index.html" && file !== "index.html")
    .map((file) => `/${path.dirname(file).split(path.sep).join("/")}`);
  for (const page of pages) {
    const from = path.join(client, page, "index.html");
    await rename(from, path.join(client, pageFile(page)));
    // A folder that held only the page goes; /blog keeps its folder for the articles.
    if ((await readdir(path.dirname(from))).length === 0) await rm(path.dirname(from), { recursive: true });
  }
  for (const page of notFoundPages) {
    for (const beside of cloudflareCopies(page, pages)) {
      await mkdir(path.dirname(path.join(client, beside)), { recursive: true });
      await copyFile(path.join(client, page.file), path.join(client, beside));
    }
  }
}

/**
 * React Router writes a resource route's file (sitemap.xml) and, for a
 * fetcher in the browser, its loader data (sitemap.xml.data). Nothing in the
 * site fetches that data, and a host would serve it as a file of its own.
 */
async function dropResourceRouteData(client: string): Promise<void> {
  for (const file of await readdir(client, { recursive: true })) {
    const url = `/${file.split(path.sep).join("/")}`;
    if (url.endsWith(".data") && !isPagePath(url.slice(0, -".data".length))) await rm(path.join(client, file));
  }
}

/** The pages sitemap.xml lists, by their path. */
async function sitemapPages(client: string): Promise<string[]> {
  const xml = await readFile(path.join(client, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll("&amp;", "&")).pathname);
}

/**
 * Every file a host needs is there, and the sitemap lists exactly the pages
 * prerendered: a step that skipped something must not go live.
 */
async function verifyOutput(buildDir: string): Promise<void> {
  const client = path.join(buildDir, "client");
  const expected = [
    ...notFoundPages.map((page) => path.join("client", page.file)),
    ...linkPreviews().map((preview) => path.join("client/og", preview.file)),
    ...[...SITE_FILES, "sitemap.xml", "robots.txt", "rss.xml", "site.webmanifest", "_headers", "_redirects"].map(
      (file) => path.join("client", file),
    ),
    `client/${EDITOR_PATH}/index.html`,
    `client/${EDITOR_PATH}/config.json`,
    "headers.json",
    "nginx/security-headers.conf",
    "nginx/editor-headers.conf",
    "nginx/pages.conf",
    ...Object.keys(nginxGeneratedFiles()).map((file) => `nginx/${file}`),
  ];
  const missing = expected.filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length > 0) throw new Error(`berkas berikut tidak terbentuk: ${missing.join(", ")}`);
  if (!existsSync(path.join(client, "assets"))) throw new Error("folder assets/ tidak terbentuk");
  const listed = new Set(await sitemapPages(client));
  const built = new Set(findPages(client).keys());
  const unbuilt = [...listed].filter((page) => !built.has(page));
  if (unbuilt.length > 0) throw new Error(`halaman di sitemap.xml tidak terbentuk: ${unbuilt.join(", ")}`);
  const unlisted = [...built].filter((page) => !listed.has(page));
  if (unlisted.length > 0) throw new Error(`halaman tidak tercantum di sitemap.xml: ${unlisted.join(", ")}`);
}

/**
 * Everything after React Router has prerendered the pages and the resource
 * routes' files into this build's own folder: not-found pages, the
 * pages' rewrite, icons and link previews, the content editor, host files; then a
 * completeness check, and only then the switch that makes this build the live
 * one. Any failure removes this build's folder and leaves the live site
 * untouched. A site still showing example values is published, with a warning.
 */
export async function finishBuild(buildDir: string): Promise<void> {
  const client = path.join(buildDir, "client");
  const steps: [what: string, run: () => unknown][] = [
    ["halaman 'tidak ditemukan'", () => placeNotFoundPages(client)],
    ["satu berkas per halaman", () => pagesAsFiles(client)],
    ["sitemap, robots.txt, manifest, dan RSS", () => dropResourceRouteData(client)],
    ["penyesuaian halaman (JavaScript setelah tampilan pertama, CSS layar pertama)", () => rewritePages(client)],
    ["ikon dan gambar pratinjau tautan", () => writeSiteFiles(client)],
    ["editor konten (/admin/)", () => writeEditor(client)],
    // Last of the writers: the script and style hashes of the Content-Security-Policy come from the final pages.
    ["header keamanan untuk server dan hosting", () => writeHostConfig(buildDir)],
    ["pemeriksaan kelengkapan hasil build", () => verifyOutput(buildDir)],
    ["penggantian situs lama dengan yang baru", () => publish(buildDir)],
  ];
  for (const [what, run] of steps) {
    try {
      await run();
    } catch (error) {
      await rm(buildDir, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      throw new StaffFacingError(
        `Build gagal pada langkah ${what}: ${reason}\n` +
          "Situs yang sudah ada (folder build/) tidak diubah sama sekali. Jika pesan ini tidak menyebut berkas konten, minta bantuan pengelola teknis situs.",
      );
    }
  }
  const warning = exampleValuesWarning();
  if (warning) console.warn(`\n\x1b[33m⚠ ${warning}\x1b[0m\n`);
}
