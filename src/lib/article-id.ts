/**
 * The id in /blog/{id}, parsed strictly, so that every other spelling answers 404
 * (docs/decisions/001-prerendered-static-site.md): only a canonical
 * positive integer. "01", "1.5", "1abc", "-1", "0" and numbers too large to
 * be exact are not ids.
 */
export function parseArticleId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
