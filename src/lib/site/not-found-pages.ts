/**
 * The not-found pages of the site, prerendered by Astro at `file`
 * (src/pages/[...notFound].astro). Servers answer 404 with the first page
 * whose `path` takes the requested path.
 *
 * This table is the only place that says which paths each page answers:
 * `npm start` (notFoundPageFor), nginx's map
 * (tooling/hosting/host-config.ts) and Cloudflare's copies (cloudflareCopies)
 * are all made from `path`.
 */
export interface NotFoundPage {
  file: string;
  /** Which message it shows: an article's ('Oops! Artikel tidak ditemukan') or any page's. */
  view: "article" | "page";
  /**
   * The paths it answers, segment by segment: a word stands for itself,
   * `:name` for any one segment. A trailing slash is allowed and letters
   * match in any case, as the servers match pages (tooling/hosting/app.ts).
   * Absent on the one page that answers every other path.
   */
  path?: string;
}

export const notFoundPages: NotFoundPage[] = [
  {
    // A list page past the end (/blog/halaman/99), or page 1 under a second address.
    file: "blog/halaman/404.html",
    view: "page",
    path: "/blog/halaman/:page",
  },
  {
    // A category with no published article, and its pages.
    // "_" is in no category's address (categorySlug), so this one never takes a real page's place.
    file: "blog/kategori/halaman-404.html",
    view: "page",
    path: "/blog/kategori/:category/halaman/:page",
  },
  {
    file: "blog/kategori/404.html",
    view: "page",
    path: "/blog/kategori/:category",
  },
  {
    // /blog/{anything in one segment} is the article route: its own not-found view.
    file: "blog/404.html",
    view: "article",
    path: "/blog/:id",
  },
  {
    file: "404.html",
    view: "page",
  },
];

/** A not-found page's own address (`/blog/404` for blog/404.html, `/404`): a file a host answers 404 with, never a page. */
export function isNotFoundPage(pathname: string): boolean {
  return /(^|\/|-)404$/.test(pathname.replace(/\/$/, ""));
}

/** One segment of a not-found page's `path`: a word, or a parameter that takes any one segment. */
export type PathSegment = { word: string } | { param: string };

const WORD = /^[a-z0-9-]+$/;
const PARAM = /^:[a-z]+$/i;

/**
 * The segments of a `path`. Words are kept to letters, digits and dashes so
 * that every host's pattern language takes them as they are, unescaped.
 */
export function pathSegments(path: string): PathSegment[] {
  const parts = path.split("/");
  if (parts[0] !== "" || parts.length < 2) throw new Error(`not-found page path "${path}" must start with "/"`);
  return parts.slice(1).map((part) => {
    if (PARAM.test(part)) return { param: part.slice(1) };
    if (WORD.test(part)) return { word: part };
    throw new Error(`not-found page path "${path}": "${part}" is neither a lower-case word nor a :parameter`);
  });
}

/** A `path` as a regular expression; `oneSegment` is how the host's language writes "any one segment". */
export function segmentsPattern(segments: readonly PathSegment[], oneSegment: string): string {
  return segments.map((segment) => `/${"word" in segment ? segment.word : oneSegment}`).join("");
}

const matchers = new Map(
  notFoundPages.flatMap((page) =>
    page.path ? [[page, new RegExp(`^${segmentsPattern(pathSegments(page.path), "[^/]+")}/?$`, "i")] as const] : [],
  ),
);

/** The page that answers every path no other page takes. */
export const catchAllNotFoundPage: NotFoundPage = (() => {
  const catchAll = notFoundPages.filter((page) => !page.path);
  if (catchAll.length !== 1 || catchAll[0] !== notFoundPages.at(-1)) {
    throw new Error("exactly one not-found page, the last, must be without a path");
  }
  return catchAll[0]!;
})();

export function notFoundPageFor(pathname: string): NotFoundPage {
  return notFoundPages.find((page) => matchers.get(page)?.test(pathname)) ?? catchAllNotFoundPage;
}

/**
 * Cloudflare Pages has no rules for this: it answers with the `404.html`
 * nearest to the path. Where a page's paths share one folder, its file is
 * that folder's 404.html. Where the folder depends on an earlier parameter
 * (/blog/kategori/:category/halaman/:page), a copy goes into that folder for
 * every prerendered page the parameter stands for
 * (blog/kategori/aktivitas/halaman/404.html), or the category route's own
 * blog/kategori/404.html would answer. Files relative to the output.
 */
export function cloudflareCopies(page: NotFoundPage, pages: readonly string[]): string[] {
  if (!page.path) return [];
  const folder = pathSegments(page.path).slice(0, -1);
  const lastParam = folder.findLastIndex((segment) => "param" in segment);
  if (lastParam < 0) return [];
  const owner = new RegExp(`^${segmentsPattern(folder.slice(0, lastParam + 1), "[^/]+")}$`);
  const below = segmentsPattern(folder.slice(lastParam + 1), "");
  return pages.filter((pagePath) => owner.test(pagePath)).map((pagePath) => `${pagePath.slice(1)}${below}/404.html`);
}
