import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { type ArticleSummary, articleFrontMatterSchema } from "../app/content/schemas";
import { articleDescription, markdownToHtml } from "./markdown";
import type { ContentProblem } from "./validate-content";

/** One Markdown file per article: adding an article means adding a file here. */
export const ARTICLES_DIR = "app/content/blog";

export interface Article extends ArticleSummary {
  html: string;
  file: string;
}

export interface ArticleCollection {
  /** Published articles, newest first. Drafts are left out. */
  articles: Article[];
  problems: ContentProblem[];
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function readArticle(file: string, source: string): { article?: Article; draft?: boolean; problems: ContentProblem[] } {
  const match = source.match(frontMatter);
  if (!match) {
    return {
      problems: [{ file, field: "front matter", message: "tidak ditemukan: berkas harus diawali baris --- berisi id, title, date, author, category, image, lalu --- lagi" }],
    };
  }
  let data: unknown;
  try {
    // The core schema keeps 2025-09-19 a string instead of turning it into a Date.
    data = parseYaml(match[1]!, { schema: "core" });
  } catch (error) {
    return { problems: [{ file, field: "front matter", message: `tidak bisa dibaca: ${(error as Error).message.split("\n")[0]}` }] };
  }
  const result = articleFrontMatterSchema.safeParse(data ?? {});
  const body = match[2]!.trim();
  const problems: ContentProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ file, field: issue.path.join(".") || "front matter", message: issue.message }));
  if (!body) problems.push({ file, field: "isi artikel", message: "kosong: tulis isi artikel di bawah baris --- kedua" });
  if (!result.success || problems.length > 0) return { problems };
  const { draft, ...meta } = result.data;
  return {
    draft: draft === true,
    problems,
    article: { ...meta, description: articleDescription(body), html: markdownToHtml(body), file },
  };
}

/** Reads and checks every article; `problems` names file and field of each mistake. */
export function readArticles(root = process.cwd(), dir = ARTICLES_DIR): ArticleCollection {
  const folder = path.join(root, dir);
  const files = readdirSync(folder).filter((name) => name.endsWith(".md")).sort();
  const problems: ContentProblem[] = [];
  const articles: Article[] = [];
  const idOwners = new Map<number, string>();
  for (const name of files) {
    const file = `${dir}/${name}`;
    const read = readArticle(file, readFileSync(path.join(folder, name), "utf8"));
    problems.push(...read.problems);
    if (!read.article) continue;
    const owner = idOwners.get(read.article.id);
    if (owner) {
      problems.push({ file, field: "id", message: `${read.article.id} sudah dipakai oleh ${owner}; setiap artikel harus punya id sendiri` });
      continue;
    }
    idOwners.set(read.article.id, file);
    if (!read.draft) articles.push(read.article);
  }
  articles.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return { articles, problems };
}
