import { readdirSync } from "node:fs";
import path from "node:path";
import { EDITOR_PATH } from "./headers.ts";
import { notFoundPages } from "../../src/lib/not-found-pages.ts";

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

/**
 * The page a file of the build holds (`blog/12.html` → `/blog/12`), or
 * undefined for a file that is no page: a not-found page (every `404.html`,
 * wherever a host looks for one), the editor's, anything but HTML.
 */
export function pageOfFile(relative: string): string | undefined {
  const file = relative.split("\\").join("/");
  if (!file.endsWith(".html") || file.startsWith(`${EDITOR_PATH}/`) || isNotFoundFile(file)) return undefined;
  if (file === "index.html") return "/";
  // Astro writes every page as a file of its own name: a folder's index.html is no page.
  if (file.endsWith("/index.html")) return undefined;
  return `/${file.slice(0, -".html".length)}`;
}

/** Every HTML file of a build's client folder, relative to it: the pages and the not-found pages (the staff's editor is not one). */
export function pageFiles(client: string): string[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(client, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[0] !== EDITOR_PATH);
}

/** URL path → prerendered HTML file, from the build output (e.g. "/tentang" → tentang.html). */
export function findPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const page = pageOfFile(path.relative(root, file));
    if (page) pages.set(page, file);
  }
  return pages;
}
