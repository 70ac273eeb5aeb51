import { categorySlug, type Listed, type ListPage } from "../addresses/addresses.ts";
import type { Image } from "../content/schemas.ts";

/**
 * What the blog's pages show of its articles: the cards, the article, what to
 * read next, a list page's heading, the pagination bar. Their addresses are
 * the site's (../addresses/addresses.ts). Pure (no content, no Astro), so that
 * the tests run it as it is.
 */

/** How many other articles 'Baca Juga' offers under an article. */
export const READ_NEXT_COUNT = 3;

/** Newest first: by date, and on the same day the larger id (the later written) first. */
export function newestFirst(a: Listed & { date: string }, b: Listed & { date: string }): number {
  return b.date.localeCompare(a.date) || b.id - a.id;
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
