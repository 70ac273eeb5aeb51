/**
 * Which of the two publishing paths a set of changed files takes
 * (docs/deploy.md, "Dua jalur"). The content path trusts the code that the
 * full suite passed on: it may only be taken when nothing but the staff's
 * content changed since the last publication. Only Node's own modules here:
 * the workflow runs this before `npm ci`.
 */

/** The content collections and their media (src/lib/content/collections.ts, image-catalog.ts). */
export const CONTENT_FOLDERS = ["src/content/data/", "src/content/blog/", "src/content/images/"] as const;
const ARTICLES_FOLDER = "src/content/blog/";

export type PublishPath = "konten" | "lengkap";

/** A path as git prints it: relative, forward slashes, no leading "./". */
function normalised(file: string): string {
  return file.trim().replaceAll("\\", "/").replace(/^\.\//, "");
}

/** Whether a changed file is the staff's content (not code, tests, tooling, packages or the workflow). */
export function isContent(file: string): boolean {
  const name = normalised(file);
  // A path that climbs out, or a quoted git path (unusual characters), is never taken on trust.
  if (name.split("/").includes("..") || name.startsWith('"')) return false;
  return CONTENT_FOLDERS.some((folder) => name.startsWith(folder) && name.length > folder.length);
}

/**
 * The path for the files changed since the last publication. Nothing
 * changed (the same commit published again, or only saves without any
 * file) is content: the code is the code that was already published.
 */
export function publishPath(changed: readonly string[]): PublishPath {
  return changed.map(normalised).filter(Boolean).every(isContent) ? "konten" : "lengkap";
}

/**
 * What the content path checks for accessibility: when only articles
 * changed, those articles (plus every page that lists articles, which the
 * smoke test always checks); anything shared (a data file, a picture)
 * shows on every page, so every page.
 */
export function changedArticleFiles(changed: readonly string[]): string[] | "semua" {
  const files = changed.map(normalised).filter(Boolean);
  if (files.length === 0 || !files.every((file) => file.startsWith(ARTICLES_FOLDER) && file.endsWith(".md")))
    return "semua";
  return files;
}
