/**
 * The number a new article is offered: one more than the highest taken, so
 * that its address (/blog/<nomor>) follows the others. Shared by the build
 * (the configuration's fallback default) and the editor (from the articles it
 * has loaded, tooling/editor/editor-build.ts and ./article-id.ts), and the
 * content check, which names it in a clash (src/lib/content/articles/articles.ts).
 */
export function nextFreeNumber(taken: Iterable<unknown>): number {
  const numbers = [...taken].map(Number).filter((value) => Number.isInteger(value) && value > 0);
  const next = Math.max(0, ...numbers) + 1;
  // /blog/404 is the blog's not-found page: the content check refuses that id (src/lib/content/articles/articles.ts).
  return next === 404 ? 405 : next;
}

/** Where the editor's bundle exposes the entries it has loaded of a collection (tooling/editor/editor-build.ts). */
export const LOADED_ENTRIES = "__DAYCARE_LOADED_ENTRIES__";

/** The field type the configuration gives the article's number (tooling/editor/editor-config.ts, ./article-id.ts). */
export const ARTICLE_ID_FIELD = "nomor_artikel";

/** The field type the configuration gives a date (tooling/editor/editor-config.ts, ./date-field.ts). */
export const DATE_FIELD = "tanggal";
