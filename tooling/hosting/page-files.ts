import { readdirSync } from "node:fs";
import path from "node:path";
import { EDITOR_PATH } from "./headers.ts";
import { notFoundPages } from "../../src/lib/site/not-found-pages.ts";

/**
 * Where a prerendered page lives in the build: `/` in index.html, every other
 * page in a file named after its path (`/tentang` in tentang.html, `/blog/12`
 * in blog/12.html), as Astro writes it with `build.format: "file"`. Static
 * hosts serve `tentang.html` at `/tentang` itself, where `tentang/index.html`
 * would make Cloudflare Pages redirect `/tentang` to `/tentang/`, away from
 * the canonical address (decision 011).
 */
export function pageFile(pathname: string): string {
  return pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`;
}

const NOT_FOUND_FILES = new Set(notFoundPages.map((page) => page.file));

/** A not-found page of the build: the table's, and every `404.html` wherever a host looks for one (not the editor's). */
export function isNotFoundFile(relative: string): boolean {
  const file = relative.split("\\").join("/");
  if (file.startsWith(`${EDITOR_PATH}/`)) return false;
  return NOT_FOUND_FILES.has(file) || file === "404.html" || file.endsWith("/404.html");
}

/** Every HTML file of a build's client folder, relative to it: the pages and the not-found pages (the staff's editor is not one). */
export function pageFiles(client: string): string[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(client, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[0] !== EDITOR_PATH);
}

/**
 * URL path → prerendered HTML file, from the build output (e.g. "/tentang" → tentang.html): every
 * page file but the not-found pages, and no folder's index.html, for Astro writes every page as a
 * file of its own name.
 */
export function findPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const relative of pageFiles(root)) {
    const file = relative.split(path.sep).join("/");
    if (isNotFoundFile(file) || file.endsWith("/index.html")) continue;
    pages.set(file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`, path.join(root, relative));
  }
  return pages;
}
