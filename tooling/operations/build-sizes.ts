import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bootModules } from "../post-build/defer-boot";
import { parsePage } from "../post-build/page-html";

/**
 * Sizes of a finished build as a visitor downloads it, shared by the byte
 * budgets of `npm test` and the benchmarks, so both count the same way:
 * gzip at level 9, every module a page's boot script names.
 */

export const KB = 1024;

export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The JavaScript files a page loads to hydrate: the modules its boot script names. */
export function scriptsOf(client: string, page: string): string[] {
  return bootModules(parsePage(readFileSync(path.join(client, page), "utf8")), page);
}

/** The JavaScript a page loads to hydrate, compressed. */
export function javaScriptOf(client: string, page: string): number {
  return scriptsOf(client, page).reduce((sum, asset) => sum + gzipSize(path.join(client, asset)), 0);
}

/** The blog's list pages (/blog, its pages, the categories and theirs), not-found pages left out. */
export const isListPage = (page: string) =>
  /^blog(\.html|\/halaman\/\d+\.html|\/kategori\/[^/]+(\.html|\/halaman\/\d+\.html))$/.test(page);
