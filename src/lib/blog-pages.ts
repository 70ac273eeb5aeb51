import type { Image } from "./content/schemas.ts";
import { parseArticleId } from "./article-id.ts";

/**
 * The blog's addresses and how articles are spread over them, in one place
 * for the pages, the prerender list, the sitemap and the feed:
 * /blog, /blog/halaman/{n}, /blog/kategori/{slug}, /blog/kategori/{slug}/halaman/{n}
 * and /blog/{id}. Pure: no article data, so the browser can load it too.
 */

/** Cards on one list page: four rows of three on a wide screen. */
export const ARTICLES_PER_PAGE = 12;

/** How many other articles 'Baca Juga' offers under an article. */
export const READ_NEXT_COUNT = 3;

/** What the list and the read-next helpers need of an article. */
export interface Listed {
  id: number;
  category: string;
}

/** A blog has a handful of category names, asked for by every article of every page a build renders. */
const slugs = new Map<string, string>();

/**
 * A category's address: "Kesehatan Anak" → "kesehatan-anak". Accents are
 * dropped and anything but a-z and 0-9 becomes one hyphen, so two spellings
 * of one category ("Aktivitas", "aktivitas ") share a page. Empty when the
 * name has no Latin letter or digit (the article check refuses that).
 */
export function categorySlug(name: string): string {
  let slug = slugs.get(name);
  if (slug === undefined) {
    slug = name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    slugs.set(name, slug);
  }
  return slug;
}

export const articlePath = (id: number) => `/blog/${id}`;
export const categoryPath = (slug: string) => `/blog/kategori/${slug}`;

/** The address of page `page` of the whole blog, or of one category. */
export function listPath(page: number, category?: string): string {
  const first = category ? categoryPath(category) : "/blog";
  return page <= 1 ? first : `${first}/halaman/${page}`;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));

/**
 * The page number in /…/halaman/{n}: a canonical integer from 2 on. Page 1
 * has one address only (/blog), so "1", "01" and "2.0" are not page numbers.
 */
export function parsePageNumber(raw: string | undefined): number | null {
  const page = parseArticleId(raw);
  return page !== null && page >= 2 ? page : null;
}

/** The articles of page `page` (1-based), or null past the end. */
export function pageOf<T>(items: readonly T[], page: number): T[] | null {
  if (page < 1 || page > pageCount(items.length)) return null;
  return items.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
}

export interface CategoryGroup<T> {
  name: string;
  slug: string;
  articles: T[];
}

/**
 * The categories in use, most articles first (then by name), each with its
 * articles in the order given. A category is named as its newest article
 * spells it.
 */
export function categoriesOf<T extends Listed>(articles: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<string, CategoryGroup<T>>();
  for (const article of articles) {
    const slug = categorySlug(article.category);
    const group = groups.get(slug) ?? { name: article.category.trim(), slug, articles: [] };
    group.articles.push(article);
    groups.set(slug, group);
  }
  return [...groups.values()].sort(
    (a, b) => b.articles.length - a.articles.length || a.name.localeCompare(b.name, "id"),
  );
}

/**
 * What to read after article `id`: the newest of its own category first,
 * then the newest of the others. `articles` is newest first.
 */
export function readNextFor<T extends Listed>(articles: readonly T[], id: number, count = READ_NEXT_COUNT): T[] {
  const current = articles.find((article) => article.id === id);
  if (!current) return [];
  const slug = categorySlug(current.category);
  const others = articles.filter((article) => article.id !== id);
  const same = others.filter((article) => categorySlug(article.category) === slug);
  const rest = others.filter((article) => categorySlug(article.category) !== slug);
  return [...same, ...rest].slice(0, count);
}

/** Every list page of the blog and of each category: what the build prerenders and the sitemap lists. */
export function listPaths(articles: readonly Listed[]): string[] {
  const paths: string[] = [];
  for (let page = 1; page <= pageCount(articles.length); page++) paths.push(listPath(page));
  for (const category of categoriesOf(articles)) {
    for (let page = 1; page <= pageCount(category.articles.length); page++) paths.push(listPath(page, category.slug));
  }
  return paths;
}

/** An article as a card in a list shows it. */
export interface ArticleCardData {
  id: number;
  title: string;
  date: string;
  category: string;
  categorySlug: string;
  image: Image;
}

/** The article page's own article. */
export interface ArticlePostData extends ArticleCardData {
  author: string;
  /** First 150 characters of the plain text, then '...'. */
  description: string;
  /** Sanitized HTML of the body (tooling/content/markdown.ts). */
  html: string;
}

export interface CategoryLink {
  name: string;
  slug: string;
  count: number;
}

/** Loader data of /blog/{id}. */
export interface ArticlePageData {
  article: ArticlePostData;
  readNext: ArticleCardData[];
}

/** Loader data of a list page: the blog's, or a category's. */
export interface ListPageData {
  page: number;
  pageCount: number;
  /** The category of a category page. */
  category: CategoryLink | null;
  articles: ArticleCardData[];
  categories: CategoryLink[];
}

/**
 * The page numbers a pagination bar shows: all of them up to seven, else the
 * first, the last and the current one with its neighbours, "gap" between.
 */
export function pageWindow(current: number, count: number): (number | "gap")[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, count])].filter(
    (page) => page >= 1 && page <= count,
  );
  shown.sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? ["gap" as const, page] : [page]));
}
