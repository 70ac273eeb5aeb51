import { articlePath, listPaths, type Listed } from "../../app/lib/blog-pages";
import { navigation } from "../../app/lib/navigation";

/**
 * Every page of the site, once: the menu's, the blog's list pages and each
 * published article. What the build prerenders is what the sitemap lists.
 */
export function sitePages(articles: readonly Listed[]): string[] {
  return [
    ...new Set([
      ...navigation.map((item) => item.href),
      ...listPaths(articles),
      ...articles.map((article) => articlePath(article.id)),
    ]),
  ];
}
