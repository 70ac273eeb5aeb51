import { type DefaultTreeAdapterTypes as T, parseFragment } from "parse5";
import { articlePath, listPaths, navigation } from "../../addresses/addresses.ts";
import type { Article } from "./articles.ts";
import type { ContentProblem } from "../content-problem.ts";

/**
 * Links of an article's text to pages of the site that the build will not
 * have: an article deleted (or with a wrong number), one still a draft, a
 * category or list page that does not exist. Such a link never stops a
 * publication: a deleted article would otherwise hold up every later save of
 * every member of staff over one word in another article. The site shows the
 * link's words without the link (withoutDeadLinks, called by the articles'
 * loader), so a parent is never sent to a dead page, and the check warns
 * (articleLinkWarnings), naming the article and what to do. Both ask deadLink,
 * so what the check names is exactly what the site shows as plain text.
 *
 * The links are read from each article rendered by the site's own Markdown
 * pipeline (./markdown.ts), so what is checked is what is published: a link
 * written inside code is no link, a reference-style link is one.
 */

/** Addresses the site serves that are no page of its own (src/pages/rss.xml.ts). */
const FILES = ["/rss.xml"];

/** What tells a live link from a dead one: the site's origin, the pages a build writes, and the drafts by number. */
export interface SitePages {
  origin: string;
  pages: ReadonlySet<string>;
  drafts: ReadonlyMap<number, Pick<Article, "title">>;
}

/**
 * The pages a build of `articles` writes. `siteUrl` is the site's own address
 * (src/lib/content/loading/site-url.ts), so that a link written in full
 * (https://…/blog/2) is judged like /blog/2.
 */
export function sitePages(
  { articles, drafts }: { articles: readonly Article[]; drafts: readonly Article[] },
  siteUrl: string,
): SitePages {
  return {
    origin: URL.canParse(siteUrl) ? new URL(siteUrl).origin : "https://situs.invalid",
    pages: new Set<string>([
      ...navigation.map((page) => page.href),
      ...listPaths(articles),
      ...articles.map((article) => articlePath(article.id)),
      ...FILES,
    ]),
    drafts: new Map(drafts.map((draft) => [draft.id, draft])),
  };
}

const SHOWN_AS_TEXT = ", jadi di halaman artikel ini tulisan tautannya tampil sebagai teks biasa sampai diperbaiki";

/** Why the site has no page at `pathname`, and what to do, or undefined when it has one. */
function missingPage(pathname: string, { pages, drafts }: SitePages): string | undefined {
  if (pages.has(pathname)) return undefined;
  const article = /^\/blog\/(\d+)$/.exec(pathname);
  if (article) {
    const draft = drafts.get(Number(article[1]));
    return draft
      ? `menuju artikel “${draft.title}”, yang masih draf sehingga belum ada di situs${SHOWN_AS_TEXT}: terbitkan artikel itu, atau hapus tautannya`
      : `menuju artikel yang tidak ada lagi (sudah dihapus, atau nomornya salah)${SHOWN_AS_TEXT}: hapus tautannya, atau ganti dengan alamat artikel yang ada`;
  }
  if (/^\/blog\/kategori\//.test(pathname))
    return `menuju kategori yang tidak ada (lagi), karena tidak ada artikel terbit dalam kategori itu${SHOWN_AS_TEXT}: hapus tautannya, atau ganti alamatnya`;
  if (/^\/blog\/halaman\//.test(pathname))
    return `menuju halaman daftar artikel yang tidak ada${SHOWN_AS_TEXT}: hapus tautannya, atau tautkan ke /blog`;
  // The same page with a slash at the end or in other letters: hosts answer those with "not found".
  const likely = [...pages].find(
    (page) =>
      page.toLowerCase() ===
      pathname
        .replace(/\/+$/, "")
        .replace(/\.html$/, "")
        .toLowerCase(),
  );
  return `menuju halaman yang tidak ada di situs${SHOWN_AS_TEXT}: ${likely ? `tulis alamatnya persis ${likely}` : "periksa alamatnya, contoh /tentang atau /blog/1"}`;
}

/**
 * Why the link `href`, written in the text of the page at `from` (an
 * article's address, for relative links), leads to no page of the site, in
 * Indonesian for the staff; undefined when it leads to one, or out of the site.
 */
export function deadLink(href: string, from: string, site: SitePages): string | undefined {
  // A link to a heading of the article itself is always there.
  if (href.startsWith("#")) return undefined;
  let url: URL;
  try {
    url = new URL(href, `${site.origin}${from}`);
  } catch {
    return undefined;
  }
  if (url.origin !== site.origin) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  return missingPage(pathname, site);
}

/** Every `<a>` of a rendered text, in order, with where its tags are in the text. */
function anchorsOf(html: string): T.Element[] {
  const found: T.Element[] = [];
  const visit = (parent: T.ParentNode) => {
    for (const child of parent.childNodes) {
      if (!("childNodes" in child)) continue;
      if (child.nodeName === "a") found.push(child as T.Element);
      visit(child);
    }
  };
  visit(parseFragment(html, { sourceCodeLocationInfo: true }));
  return found;
}

const hrefOf = (anchor: T.Element) => anchor.attrs.find((attr) => attr.name === "href")?.value;

/**
 * An article's rendered text with every link to a dead page of the site
 * (deadLink) replaced by what the link held: its words, with their markup.
 * Astro's loader context renders Markdown only with the site-wide pipeline
 * (a rehype plugin there cannot know the other articles), so the finished HTML
 * is edited here: parse5, the project's HTML parser, finds the links as a
 * browser would (entities decoded), and only their two tags are cut out; every
 * other byte stays as the pipeline wrote it.
 */
export function withoutDeadLinks(html: string, from: string, site: SitePages): string {
  const cuts = anchorsOf(html)
    .filter((anchor) => {
      const href = hrefOf(anchor);
      return href !== undefined && deadLink(href, from, site) !== undefined;
    })
    .flatMap((anchor) => [anchor.sourceCodeLocation?.startTag, anchor.sourceCodeLocation?.endTag])
    .filter((tag) => tag !== undefined)
    .sort((a, b) => a.startOffset - b.startOffset);
  let out = "";
  let at = 0;
  for (const tag of cuts) {
    out += html.slice(at, tag.startOffset);
    at = tag.endOffset;
  }
  return out + html.slice(at);
}

/**
 * Every href of an article's rendered text, as a browser reads it: the check's reading of an
 * article's links, and the editor's question before deleting one (./article-backlinks.ts).
 */
export function hrefsIn(html: string): string[] {
  return anchorsOf(html)
    .map(hrefOf)
    .filter((href) => href !== undefined);
}

/** An article's text rendered by the site's pipeline, as the one reading of the content renders it once. */
export type Rendered = (article: Article) => Promise<{ html: string }>;

/**
 * Every link of the articles' texts to a page of the site that the build will
 * not have, as warnings: `warnings` for published articles, `draftWarnings`
 * for drafts (their text is not published yet).
 */
export async function articleLinkWarnings(
  blog: { articles: readonly Article[]; drafts: readonly Article[] },
  siteUrl: string,
  rendered: Rendered,
): Promise<{ warnings: ContentProblem[]; draftWarnings: ContentProblem[] }> {
  const site = sitePages(blog, siteUrl);
  const check = async (article: Article) => {
    const found: ContentProblem[] = [];
    for (const href of new Set(hrefsIn((await rendered(article)).html))) {
      const dead = deadLink(href, articlePath(article.id), site);
      if (dead) found.push({ file: article.file, field: "isi artikel", message: `tautan ${href} ${dead}` });
    }
    return found;
  };
  const [warnings, draftWarnings] = await Promise.all(
    [blog.articles, blog.drafts].map(async (group) => (await Promise.all(group.map(check))).flat()),
  );
  return { warnings: warnings!, draftWarnings: draftWarnings! };
}
