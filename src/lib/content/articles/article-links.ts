import { articlePath, listPaths, navigation } from "../../addresses/addresses.ts";
import type { Article } from "./articles.ts";
import type { ContentProblem } from "../content-problem.ts";
import { markdownConfig } from "./markdown.ts";

/**
 * Links between the site's own pages, checked before anything is built: an
 * article that links to one that was deleted (or is still a draft) would
 * publish a dead link, and the smoke test after the build would stop every
 * later publication with a message about the site, not about the text. Here
 * the staff member reads which article's text holds the link and what to do.
 *
 * The links are read from each article rendered by the site's own Markdown
 * pipeline (./markdown.ts), so what is checked is what is published: a link
 * written inside code is no link, a reference-style link is one.
 */

/** Addresses the site serves that are no page of its own (src/pages/rss.xml.ts). */
const FILES = ["/rss.xml"];

type Renderer = Awaited<ReturnType<typeof markdownConfig.processor.createRenderer>>;
let renderer: Promise<Renderer> | undefined;

/** Every href of an article's rendered text, as written (entities decoded). */
async function hrefsOf(markdown: string): Promise<string[]> {
  renderer ??= markdownConfig.processor.createRenderer({ syntaxHighlight: markdownConfig.syntaxHighlight });
  const { code } = await (await renderer).render(markdown);
  return [...code.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x3C;", "<"),
  );
}

/** What is wrong with a link to `pathname` of the site, or undefined when the site has that page. */
function deadLink(
  pathname: string,
  pages: ReadonlySet<string>,
  drafts: ReadonlyMap<number, Article>,
): string | undefined {
  if (pages.has(pathname)) return undefined;
  const article = /^\/blog\/(\d+)$/.exec(pathname);
  if (article) {
    const draft = drafts.get(Number(article[1]));
    return draft
      ? `menuju artikel “${draft.title}”, yang masih draf sehingga belum ada di situs: terbitkan artikel itu dulu, atau hapus tautannya`
      : "menuju artikel yang tidak ada lagi (sudah dihapus, atau nomornya salah): hapus tautannya, atau ganti dengan alamat artikel yang ada";
  }
  if (/^\/blog\/kategori\//.test(pathname))
    return "menuju kategori yang tidak ada (lagi): tidak ada artikel terbit dalam kategori itu. Hapus tautannya, atau ganti alamatnya";
  if (/^\/blog\/halaman\//.test(pathname))
    return "menuju halaman daftar artikel yang tidak ada: hapus tautannya, atau tautkan ke /blog";
  // The same page with a slash at the end or in other letters: hosts answer those with "not found".
  const likely = [...pages].find(
    (page) =>
      page.toLowerCase() ===
      pathname
        .replace(/\/+$/, "")
        .replace(/\.html$/, "")
        .toLowerCase(),
  );
  return `menuju halaman yang tidak ada di situs: ${likely ? `tulis alamatnya persis ${likely}` : "periksa alamatnya, contoh /tentang atau /blog/1"}`;
}

/**
 * Every link of the articles' texts to a page of the site that the build will not have:
 * `problems` for published articles, `draftProblems` for drafts (their text is not published yet).
 * `siteUrl` is the site's own address, so that a link written in full (https://…/blog/2) is checked too.
 */
export async function articleLinkProblems(
  { articles, drafts }: { articles: readonly Article[]; drafts: readonly Article[] },
  siteUrl: string,
): Promise<{ problems: ContentProblem[]; draftProblems: ContentProblem[] }> {
  const origin = URL.canParse(siteUrl) ? new URL(siteUrl).origin : "https://situs.invalid";
  const pages = new Set<string>([
    ...navigation.map((page) => page.href),
    ...listPaths(articles),
    ...articles.map((article) => articlePath(article.id)),
    ...FILES,
  ]);
  const draftsById = new Map(drafts.map((draft) => [draft.id, draft]));
  const check = async (article: Article) => {
    const found: ContentProblem[] = [];
    for (const href of new Set(await hrefsOf(article.body))) {
      let url: URL;
      try {
        url = new URL(href, `${origin}${articlePath(article.id)}`);
      } catch {
        continue;
      }
      if (url.origin !== origin) continue;
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = url.pathname;
      }
      // A link to the article itself (#a-heading) is always there.
      if (href.startsWith("#")) continue;
      const dead = deadLink(pathname, pages, draftsById);
      if (dead) found.push({ file: article.file, field: "isi artikel", message: `tautan ${href} ${dead}` });
    }
    return found;
  };
  const [problems, draftProblems] = await Promise.all(
    [articles, drafts].map(async (group) => (await Promise.all(group.map(check))).flat()),
  );
  return { problems: problems!, draftProblems: draftProblems! };
}
