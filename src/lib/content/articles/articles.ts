import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { nextFreeNumber } from "./article-number.ts";
import { categorySlug } from "../../addresses/addresses.ts";
import { articleCollection } from "../collections.ts";
import { tooLong } from "../fields/fields.ts";
import { type ArticleFrontMatter, articleFieldLabels, articleFrontMatterSchema, imageExtensions } from "../schemas.ts";
import type { ContentProblem } from "../content-problem.ts";
import { readFrontMatter } from "./front-matter.ts";

/** One Markdown file per article: adding an article means adding a file here. */
export const ARTICLES_DIR = articleCollection.folder;
/** The most characters an article's text may have: some 4,000 words, more than anyone reads on a phone; it bounds the build's work per article. */
const ARTICLE_LIMIT = 30_000;

type ArticleFrontMatterData = Omit<ArticleFrontMatter, "draft">;

export interface Article extends ArticleFrontMatterData {
  /** The Markdown body, rendered by Astro's pipeline (astro.config.ts, ./markdown.ts). */
  body: string;
  file: string;
  /** Line of the file of each front matter field, for messages. */
  fieldLines: ReadonlyMap<string, number>;
}

export interface ArticleCollection {
  /** Published articles, newest first. */
  articles: Article[];
  /** Articles marked `draft: true`: never published. */
  drafts: Article[];
  problems: ContentProblem[];
  /** Mistakes in drafts: they cannot break the site, so they do not stop the build, but are worth fixing. */
  draftProblems: ContentProblem[];
}

const ARTICLE_FILE = /\.md$/i;
const IMAGE_FILE = new RegExp(`\\.(${imageExtensions.join("|")}|heic|heif|gif)$`, "i");

/** Why a file in the articles folder is not read as an article, and what to do. */
function notAnArticle(name: string, isFolder: boolean): string {
  if (isFolder) return `folder tidak dibaca: simpan artikel langsung di ${ARTICLES_DIR}/, bukan di dalam folder`;
  if (IMAGE_FILE.test(name))
    return "adalah gambar, bukan artikel: simpan gambar artikel di src/content/images/blog/ lalu tulis namanya di bagian image";
  const stem = name.includes(".md.") ? name.slice(0, name.lastIndexOf(".md.")) : name.replace(/\.[^.]*$/, "");
  return `bukan artikel: hanya berkas berakhiran .md yang dibaca. Ganti namanya menjadi ${stem}.md, atau hapus berkas ini`;
}

/**
 * The line of the first Markdown picture inside an article's text
 * (`![…](…)`), or undefined. The site draws only the article's own photo
 * (`image`); a picture in the text would be a broken image online. (HTML
 * such as `<img>` is never rendered: src/lib/content/articles/markdown.ts.)
 */
function bodyImageLine(source: string): number | undefined {
  const lines = source.split(/\r?\n/);
  const fences = lines.flatMap((line, index) => (line.trim() === "---" ? [index] : []));
  const start = (fences[1] ?? -1) + 1;
  const found = lines.findIndex((line, index) => index >= start && /!\[[^\]]*\]\(/.test(line));
  return found === -1 ? undefined : found + 1;
}

function readArticle(file: string, source: string): { article?: Article; draft?: boolean; problems: ContentProblem[] } {
  const front = readFrontMatter(source, articleFieldLabels);
  if (!front.data) return { problems: front.problems.map((problem) => ({ file, ...problem })) };
  const draft = front.data.draft === true;
  const lineOf = (field: string) => front.fieldLines.get(field);
  const result = articleFrontMatterSchema.safeParse(front.data);
  const problems: ContentProblem[] = result.success
    ? []
    : result.error.issues.flatMap((issue) => {
        // An unknown field (a typo such as `titel`) is named itself, on its own line.
        const fields = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".") || "front matter"];
        return fields.map((field) => ({
          file,
          field,
          line: lineOf(String(field).split(".")[0]!),
          message: issue.message,
        }));
      });
  if (result.success && !categorySlug(result.data.category)) {
    problems.push({
      file,
      field: "category",
      line: lineOf("category"),
      message: "harus memuat huruf latin atau angka: dari kategori dibuat alamat halamannya, contoh: Kesehatan Anak",
    });
  }
  // /blog/404 and /blog/kategori/404 are where hosts find the blog's not-found pages (src/lib/site/not-found-pages.ts).
  if (result.success && result.data.id === 404) {
    problems.push({
      file,
      field: "id",
      line: lineOf("id"),
      message:
        "404 tidak bisa dipakai: alamat /blog/404 adalah halaman 'tidak ditemukan'. Pakai nomor berikutnya setelah id artikel terakhir",
    });
  }
  if (result.success && /^(halaman-)?404$/.test(categorySlug(result.data.category))) {
    problems.push({
      file,
      field: "category",
      line: lineOf("category"),
      message:
        "tidak bisa dipakai: alamat kategori ini sama dengan halaman 'tidak ditemukan'. Tulis nama kategori dengan kata, contoh: Kesehatan Anak",
    });
  }
  const body = front.body.trim();
  if (!body)
    problems.push({ file, field: "isi artikel", message: "kosong: tulis isi artikel di bawah baris --- kedua" });
  if (body.length > ARTICLE_LIMIT)
    problems.push({ file, field: "isi artikel", message: tooLong(ARTICLE_LIMIT).error({ input: body }) });
  const imageLine = bodyImageLine(source);
  if (imageLine)
    problems.push({
      file,
      field: "isi artikel",
      line: imageLine,
      message:
        "memuat gambar, padahal gambar di dalam isi artikel belum bisa ditampilkan: hapus gambarnya, dan pakai 'Foto utama' (image) untuk foto artikel",
    });
  if (!result.success || problems.length > 0) return { draft, problems };
  const { draft: _draft, ...meta } = result.data;
  return {
    draft,
    problems,
    article: {
      ...meta,
      body,
      file,
      fieldLines: front.fieldLines,
    },
  };
}

/**
 * Reads and checks every article; `problems` names file, field and line of
 * each mistake. Part of the one reading of the content (../loading/reading.ts);
 * `texts` receives the text of each file read, by its path from `root`.
 */
export function readArticles(root = process.cwd(), dir = ARTICLES_DIR, texts?: Map<string, string>): ArticleCollection {
  const folder = path.join(root, dir);
  const entries = readdirSync(folder, { withFileTypes: true })
    // .gitkeep, .DS_Store and the like are the system's, not the staff's.
    .filter((entry) => !entry.name.startsWith("."))
    .sort((a, b) => a.name.localeCompare(b.name));
  const problems: ContentProblem[] = [];
  const draftProblems: ContentProblem[] = [];
  const articles: Article[] = [];
  const drafts: Article[] = [];
  const read: { article: Article; draft: boolean }[] = [];
  for (const entry of entries) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory() || !ARTICLE_FILE.test(entry.name)) {
      problems.push({ file, field: "nama berkas", message: notAnArticle(entry.name, entry.isDirectory()) });
      continue;
    }
    const text = readFileSync(path.join(folder, entry.name), "utf8");
    texts?.set(file, text);
    const result = readArticle(file, text);
    if (result.draft) {
      draftProblems.push(
        ...result.problems.map((problem) => ({ ...problem, message: `${problem.message} (artikel ini masih draf)` })),
      );
    } else {
      problems.push(...result.problems);
    }
    if (result.article) read.push({ article: result.article, draft: result.draft === true });
  }
  // Published articles claim their ids first: a draft never takes the address of a published one.
  // Among them the older claims first, so that a new article is the one told to change its number,
  // never the one that has been online under it.
  const byAge = (a: { article: Article }, b: { article: Article }) =>
    a.article.date.localeCompare(b.article.date) || a.article.file.localeCompare(b.article.file);
  const free = nextFreeNumber([
    ...read.map((item) => item.article.id),
    ...entries.map((entry) => Number.parseInt(entry.name, 10)).filter(Number.isSafeInteger),
  ]);
  const idOwners = new Map<number, Article>();
  for (const { article, draft } of [
    ...read.filter((item) => !item.draft).sort(byAge),
    ...read.filter((item) => item.draft).sort(byAge),
  ]) {
    const owner = idOwners.get(article.id);
    if (owner) {
      (draft ? draftProblems : problems).push({
        file: article.file,
        field: "id",
        line: article.fieldLines.get("id"),
        message: `${article.id} sudah dipakai oleh artikel “${owner.title}”; setiap artikel perlu nomor sendiri. Nomor yang masih kosong: ${free}${draft ? " (artikel ini masih draf)" : ""}`,
      });
      continue;
    }
    idOwners.set(article.id, article);
    (draft ? drafts : articles).push(article);
  }
  articles.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return { articles, drafts, problems, draftProblems };
}
