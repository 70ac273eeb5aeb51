/**
 * The not-found pages of the site. Each is prerendered at `prerenderPath`
 * (a path its route renders as not found), then moved to `file` by the build
 * so that no URL answers 200 with it. Servers answer 404 with the first page
 * whose pattern matches the requested path; the same page hydrates on the
 * client because the same route matches there.
 */
export interface NotFoundPage {
  prerenderPath: string;
  file: string;
  matches: (pathname: string) => boolean;
  /** The same paths as a Netlify redirect pattern; none for the catch-all page hosts use by default. */
  glob?: string;
  /**
   * Cloudflare Pages has no rules for this: it answers with the `404.html`
   * nearest to the path. Where that would be another route's page, a copy of
   * this one goes beside the given page (its file, relative to the output).
   */
  copyBeside?: (page: string) => string | undefined;
}

export const notFoundPages: NotFoundPage[] = [
  {
    // A list page past the end (/blog/halaman/99), or page 1 under a second address.
    prerenderPath: "/blog/halaman/tidak-ditemukan",
    file: "blog/halaman/404.html",
    matches: (pathname) => /^\/blog\/halaman\/[^/]+\/?$/i.test(pathname),
    glob: "/blog/halaman/*",
  },
  {
    // A category with no published article, and its pages.
    // "_" is in no category's address (categorySlug), so this one never takes a real page's place.
    prerenderPath: "/blog/kategori/_tidak-ditemukan/halaman/tidak-ditemukan",
    file: "blog/kategori/halaman-404.html",
    matches: (pathname) => /^\/blog\/kategori\/[^/]+\/halaman\/[^/]+\/?$/i.test(pathname),
    glob: "/blog/kategori/:category/halaman/*",
    // /blog/kategori/aktivitas/halaman/99 would otherwise get blog/kategori/404.html, the category route's.
    copyBeside: (page) => (/^\/blog\/kategori\/[^/]+$/.test(page) ? `${page.slice(1)}/halaman/404.html` : undefined),
  },
  {
    prerenderPath: "/blog/kategori/_tidak-ditemukan",
    file: "blog/kategori/404.html",
    matches: (pathname) => /^\/blog\/kategori\/[^/]+\/?$/i.test(pathname),
    glob: "/blog/kategori/*",
  },
  {
    // /blog/{anything in one segment} is the article route: its own not-found view.
    prerenderPath: "/blog/tidak-ditemukan",
    file: "blog/404.html",
    // Without regard to case, like React Router's matching in the browser.
    matches: (pathname) => /^\/blog\/[^/]+\/?$/i.test(pathname),
    glob: "/blog/*",
  },
  {
    prerenderPath: "/404",
    file: "404.html",
    matches: () => true,
  },
];

export function notFoundPageFor(pathname: string): NotFoundPage {
  // The last entry matches everything, so there is always one.
  return notFoundPages.find((page) => page.matches(pathname)) ?? notFoundPages[notFoundPages.length - 1]!;
}
