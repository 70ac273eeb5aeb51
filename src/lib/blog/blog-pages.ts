import type { Image } from "../content/schemas.ts";

/**
 * The blog's addresses and how articles are spread over them, in one place
 * for the pages, the sitemap and the feed: /blog, /blog/halaman/{n},
 * /blog/kategori/{slug}, /blog/kategori/{slug}/halaman/{n} and /blog/{id}.
 * Pure (no content, no Astro), so that Node's own tools and the tests run it as it is.
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

/** Newest first: by date, and on the same day the larger id (the later written) first. */
export function newestFirst(a: Listed & { date: string }, b: Listed & { date: string }): number {
  return b.date.localeCompare(a.date) || b.id - a.id;
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

/** A category as the category links show it. */
export interface CategoryLink {
  name: string;
  slug: string;
  count: number;
}

export const categoryLinks = (articles: readonly Listed[]): CategoryLink[] =>
  categoriesOf(articles).map(({ name, slug, articles: inCategory }) => ({ name, slug, count: inCategory.length }));

/** One page of a list: of the whole blog, or of one category (`category`). */
export interface ListPage<T> {
  path: string;
  page: number;
  pageCount: number;
  category: CategoryLink | null;
  articles: T[];
}

/**
 * Every list page of the blog, then of each category (most articles first),
 * with the articles it shows: what the build prerenders. `articles` is newest
 * first. An empty blog still has its /blog page.
 */
export function listPages<T extends Listed>(articles: readonly T[]): ListPage<T>[] {
  const lists = [
    { category: null, articles: [...articles] },
    ...categoriesOf(articles).map((group) => ({
      category: { name: group.name, slug: group.slug, count: group.articles.length },
      articles: group.articles,
    })),
  ];
  return lists.flatMap(({ category, articles: inList }) => {
    const count = pageCount(inList.length);
    return Array.from({ length: count }, (_, index) => ({
      path: listPath(index + 1, category?.slug),
      page: index + 1,
      pageCount: count,
      category,
      articles: inList.slice(index * ARTICLES_PER_PAGE, (index + 1) * ARTICLES_PER_PAGE),
    }));
  });
}

/** Every list page's address, in the order of listPages. */
export const listPaths = (articles: readonly Listed[]): string[] => listPages(articles).map((list) => list.path);

/** What a list page says about itself: its heading, and its name and description for the head. */
export interface ListHeading {
  title: string;
  intro: string;
  /** The page's name in its title (`{metaTitle} | {name}`). */
  metaTitle: string;
  description: string;
}

/**
 * The heading of a list page: the blog's own texts (pages.yaml) on its pages,
 * a category's name on the category's; later pages say which page they are,
 * so that no two pages share a title or a description.
 */
export function listHeading(
  blog: { title: string; intro: string; description: string },
  siteName: string,
  list: Pick<ListPage<unknown>, "page" | "pageCount" | "category">,
): ListHeading {
  const { page, pageCount: count, category } = list;
  const heading = category
    ? {
        title: `Kategori: ${category.name}`,
        intro: `Semua tulisan tim ${siteName} tentang ${category.name}, dari yang terbaru.`,
        metaTitle: `Kategori ${category.name}`,
        description: `Artikel ${siteName} tentang ${category.name}: cerita dan wawasan dari tim kami untuk Ayah dan Bunda.`,
      }
    : { title: blog.title, intro: blog.intro, metaTitle: "Blog", description: blog.description };
  if (page <= 1) return heading;
  return {
    title: heading.title,
    intro: `${heading.intro} (halaman ${page} dari ${count})`,
    metaTitle: `${heading.metaTitle} - Halaman ${page}`,
    description: `${heading.description} Halaman ${page} dari ${count}.`,
  };
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
  /** Sanitized HTML of the body, rendered by Astro's Markdown pipeline (astro.config.ts). */
  html: string;
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
