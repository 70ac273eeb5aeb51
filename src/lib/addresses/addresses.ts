/**
 * Every address of the site, in one place for the pages, the menus, the
 * sitemap, the feed and the content check's links between articles: the six
 * pages of the menu, and the blog's /blog, /blog/halaman/{n},
 * /blog/kategori/{slug}, /blog/kategori/{slug}/halaman/{n} and /blog/{id},
 * with how articles are spread over its list pages. It sits below the content
 * layer and the blog, which both ask it, and imports nothing of the site:
 * Node's own tools and the tests run it as it is.
 */

/** The six pages of the site, in menu order. Header and footer both read this. */
export const navigation = [
  { label: "Beranda", href: "/" },
  { label: "Tentang Kami", href: "/tentang" },
  { label: "Program & Biaya", href: "/program" },
  { label: "Galeri", href: "/galeri" },
  { label: "Blog", href: "/blog" },
  { label: "Kontak", href: "/kontak" },
] as const;

/** Whether the menu entry `href` is the page at `path`: "/" only itself, the others their sub-pages too. */
export function isCurrent(href: string, path: string): boolean {
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}

/** A page's address from the URL Astro renders it at (`/tentang.html`, `/index.html`): `/tentang`, `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\.html$/, "").replace(/\/index$/, "") || "/";
}

/* The blog ------------------------------------------------------------------ */

/** Cards on one list page: four rows of three on a wide screen. */
export const ARTICLES_PER_PAGE = 12;

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
