/**
 * The number a new article is offered: one more than the highest taken, so
 * that its address (/blog/<nomor>) follows the others. One rule for the content
 * check, which names it in a clash (./articles.ts), the editor's build (the
 * configuration's fallback default, tooling/editor/editor-build.ts) and the
 * editor itself, from the articles it has loaded (admin/article-id.ts).
 */
export function nextFreeNumber(taken: Iterable<unknown>): number {
  const numbers = [...taken].map(Number).filter((value) => Number.isInteger(value) && value > 0);
  const next = Math.max(0, ...numbers) + 1;
  // /blog/404 is the blog's not-found page: the content check refuses that id (./articles.ts).
  return next === 404 ? 405 : next;
}
