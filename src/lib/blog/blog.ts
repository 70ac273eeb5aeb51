import { getCollection } from "astro:content";
import { categorySlug } from "../addresses/addresses.ts";
import { type ArticleCardData, type ArticlePostData, newestFirst } from "./blog-pages.ts";
import type { ArticleData } from "../content/schemas.ts";
import { picture } from "../pictures.ts";

/**
 * The blog's articles as the pages, the feed and the previews get them from
 * Astro's content layer (src/content.config.ts): published ones only, checked,
 * with their body rendered and sanitised (astro.config.ts). Build time only.
 */

/** An article's front matter and description, with its rendered body. */
export interface Article extends ArticleData {
  html: string;
}

/** Every published article, newest first (the order of every list, the feed and 'Baca Juga'). */
export async function publishedArticles(): Promise<Article[]> {
  const entries = await getCollection("articles");
  return entries
    .map((entry) => {
      // The loader renders every article it stores (src/lib/content/loading/loaders.ts).
      if (!entry.rendered) throw new Error(`${entry.filePath ?? entry.id}: the article was stored without its body`);
      return { ...entry.data, html: entry.rendered.html };
    })
    .sort(newestFirst);
}

/** An article as a card shows it, with its picture made for the page. */
export async function articleCard(article: ArticleData): Promise<ArticleCardData> {
  const { id, title, date, category } = article;
  return { id, title, date, category, categorySlug: categorySlug(category), image: await picture(article.image) };
}

export const articleCards = (articles: readonly ArticleData[]) => Promise.all(articles.map(articleCard));

/** The article page's own article. */
export async function articlePost(article: Article): Promise<ArticlePostData> {
  return { ...(await articleCard(article)), author: article.author, html: article.html };
}
