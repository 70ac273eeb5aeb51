import path from "node:path";
import { articlePath } from "../../addresses/addresses.ts";
import type { Article } from "./articles.ts";
import { deadLink, hrefsIn, type Rendered, type SitePages, sitePages } from "./article-links.ts";

/**
 * Which published articles link to each published article, for the
 * editor's question before deleting one (admin/delete-question.ts): the staff
 * member learns there which texts will show those words without their link
 * once it is gone, while the text is still there to fix. A link counts when
 * deadLink (./article-links.ts), which decides what the site shows as plain
 * text, finds it alive now and dead without the article's page; the links are
 * read as the check reads them, from the site's own Markdown pipeline.
 */

/**
 * An article as the editor names it in its address (#/collections/articles/entries/2-klinik-gigi):
 * its file's name without .md. A file's name need not carry the article's number.
 */
export const entryName = (article: Pick<Article, "file">): string => path.basename(article.file).replace(/\.md$/i, "");

/** The site as it would be without the page of `article`, and nothing else changed. */
function without(site: SitePages, article: Article): SitePages {
  const pages = new Set(site.pages);
  pages.delete(articlePath(article.id));
  return { ...site, pages };
}

/**
 * For each published article that others link to, by its entry name, the titles of the other
 * published articles whose text links to it, in the order of `articles` (newest first). Drafts'
 * texts are not online, so their links are not counted. `siteUrl` is the site's own address.
 */
export async function linkingArticles(
  articles: readonly Article[],
  siteUrl: string,
  rendered: Rendered,
): Promise<Record<string, string[]>> {
  const site = sitePages({ articles, drafts: [] }, siteUrl);
  const links = await Promise.all(
    articles.map(async (article) => {
      const from = articlePath(article.id);
      const live = [...new Set(hrefsIn((await rendered(article)).html))].filter((href) => !deadLink(href, from, site));
      return { article, from, live };
    }),
  );
  const table: Record<string, string[]> = {};
  for (const target of articles) {
    const gone = without(site, target);
    const titles = links
      .filter(({ article, from, live }) => article !== target && live.some((href) => deadLink(href, from, gone)))
      .map(({ article }) => article.title);
    if (titles.length > 0) table[entryName(target)] = titles;
  }
  return table;
}
