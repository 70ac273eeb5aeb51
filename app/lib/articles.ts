import { articles } from "virtual:articles";
import type { ArticleSummary } from "~/content/schemas";
import { parseArticleId } from "./article-id";

export { articles };

/** The article at /blog/{raw}, or null when the id is not valid or not published. */
export function findArticle(raw: string | undefined): ArticleSummary | null {
  const id = parseArticleId(raw);
  return id === null ? null : (articles.find((article) => article.id === id) ?? null);
}

/** A few other articles to read after `id`, newest first. */
export function otherArticles(id: number, count = 3): ArticleSummary[] {
  return articles.filter((article) => article.id !== id).slice(0, count);
}
