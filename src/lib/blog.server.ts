import { articles } from "virtual:blog";
import type { ArticleSummary } from "./content/schemas.ts";
import { parseArticleId } from "./article-id.ts";
import {
  type ArticleCardData,
  type ArticlePageData,
  type ListPageData,
  categoriesOf,
  categorySlug,
  pageCount,
  pageOf,
  parsePageNumber,
  readNextFor,
} from "./blog-pages.ts";
import { image } from "./images.ts";

/**
 * What the blog's route loaders return: at build time they run once per
 * prerendered page, and each page's data file holds only what that page
 * shows. Null is "no such page": the routes render their not-found view.
 */

const card = (article: ArticleSummary): ArticleCardData => ({
  id: article.id,
  title: article.title,
  date: article.date,
  category: article.category,
  categorySlug: categorySlug(article.category),
  image: image(article.image),
});

/** Once per module: every list page of a build asks for them. */
const categories = categoriesOf(articles);
const categoryLinks = categories.map(({ name, slug, articles: inCategory }) => ({
  name,
  slug,
  count: inCategory.length,
}));

export function articlePage(rawId: string | undefined): ArticlePageData | null {
  const id = parseArticleId(rawId);
  const article = articles.find((candidate) => candidate.id === id);
  if (!article) return null;
  return {
    article: { ...card(article), author: article.author, description: article.description, html: article.html },
    readNext: readNextFor(articles, article.id).map(card),
  };
}

/** Page `rawPage` (absent: the first) of the whole blog, or of the category `slug`. */
export function listPage(rawPage: string | undefined, slug?: string): ListPageData | null {
  const page = rawPage === undefined ? 1 : parsePageNumber(rawPage);
  if (page === null) return null;
  const index = slug === undefined ? -1 : categories.findIndex((candidate) => candidate.slug === slug);
  if (slug !== undefined && index === -1) return null;
  const inList = index === -1 ? articles : categories[index]!.articles;
  const shown = pageOf(inList, page);
  if (!shown) return null;
  return {
    page,
    pageCount: pageCount(inList.length),
    category: categoryLinks[index] ?? null,
    articles: shown.map(card),
    categories: categoryLinks,
  };
}
