import { articlePath, listPaths, type Listed } from "./blog-pages.ts";

/**
 * A path whose last segment has an extension names a file (/sitemap.xml, a
 * resource route), never a page: a page is served from {path}.html
 * (tooling/hosting/page-files.ts), so its own address has no dot.
 */
export const isPagePath = (path: string) => !/\.[^/]*$/.test(path);

/** The blog's pages that exist because of its articles: its list pages, the categories' and each published article. */
export function blogPages(articles: readonly Listed[]): string[] {
  return [...listPaths(articles), ...articles.map((article) => articlePath(article.id))];
}

/**
 * Every page of the site, once: the route config's paths without parameters
 * (`staticPaths`, files left out), then the blog's. What the build prerenders
 * as pages is what the sitemap lists.
 */
export function sitePages(staticPaths: readonly string[], articles: readonly Listed[]): string[] {
  return [...new Set([...staticPaths.filter(isPagePath), ...blogPages(articles)])];
}
