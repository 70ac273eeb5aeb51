/**
 * A save on /admin/status/ named from what it changed, as the editor names
 * things ("Identitas & Kontak diubah", "Artikel “Belajar Menanam Sayur”
 * ditambahkan"), and the page of the site that shows it. Read from the
 * commit's files (GitHub's "Get a commit") and, for an article, its own
 * front matter at that commit: never from the commit message, whose wording
 * is the editor's configuration and may change.
 */
import { articleTitle, dataFileLabel, type EditorNames, isArticle, isContent, listed } from "./undo.ts";

/** A file as GitHub's "Get a commit" lists it. */
export interface ChangedFile {
  filename: string;
  /** added, modified, removed, renamed, copied, changed, unchanged. */
  status: string;
  previous_filename?: string;
}

/** What an article says of itself in its front matter, the fields the status page uses. */
export interface ArticleFacts {
  title?: string;
  /** Its number: its address on the site is /blog/<id>. */
  id?: number;
  draft?: boolean;
}

/** The front matter's `id:` and `draft:` beside the title; undefined where it is not that simple. */
export function articleFacts(markdown: string): ArticleFacts {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown.replace(/^\uFEFF/, ""))?.[1] ?? "";
  const id = /^id:[ \t]*["']?(\d+)["']?[ \t]*(?:#.*)?$/m.exec(front)?.[1];
  const draft = /^draft:[ \t]*(true|false)[ \t]*(?:#.*)?$/m.exec(front)?.[1];
  return {
    ...(articleTitle(markdown) ? { title: articleTitle(markdown) } : {}),
    ...(id ? { id: Number(id) } : {}),
    ...(draft ? { draft: draft === "true" } : {}),
  };
}

/* The pages that show each part of the site ---------------------------------- */

/**
 * Where a visitor sees each of the editor's sections, by the section's name
 * in the editor's configuration (src/lib/content/collections.ts: each one's
 * description says where it shows). The WhatsApp message and the not-found
 * page have no page of their own to open.
 */
const SECTION_PAGES: Record<string, string> = {
  site: "/kontak",
  home: "/",
  about: "/tentang",
  pages: "/program",
  programs: "/program",
  trials: "/program",
  pillars: "/",
  values: "/tentang",
  team: "/tentang",
  testimonials: "/",
  faq: "/kontak",
  gallery: "/galeri",
  footer: "/",
  // A new category shows once an article is filed under it: its list is the blog's.
  categories: "/blog",
};

/** Each data file's page, from the editor's own configuration (/admin/config.json). */
export function sectionPages(config: unknown): Record<string, string> {
  const { singletons = [] } = (config ?? {}) as { singletons?: { name?: unknown; file?: unknown }[] };
  const pages: Record<string, string> = {};
  for (const entry of Array.isArray(singletons) ? singletons : []) {
    const page = typeof entry?.name === "string" ? SECTION_PAGES[entry.name] : undefined;
    if (page && typeof entry?.file === "string") pages[entry.file] = page;
  }
  return pages;
}

/* Where the editor opens each entry ---------------------------------------------- */

/**
 * The editor's own address of the entry held in `path`, the one its menu opens: a section under
 * the editor's collection of single entries, `_singletons`, an article by its file's name without
 * ".md". Undefined for any other file (a photo, the workflow's own files).
 */
export function editorAddress(path: string, names: EditorNames): string | undefined {
  const entry = (collection: string, name: string) =>
    `/admin/#/collections/${encodeURIComponent(collection)}/entries/${encodeURIComponent(name)}`;
  const sections = names.sections ?? {};
  if (Object.hasOwn(sections, path)) return entry("_singletons", sections[path]!);
  const articles = names.articles;
  if (!articles?.name || !path.startsWith(`${articles.folder}/`) || !path.endsWith(".md")) return undefined;
  const name = path.slice(articles.folder.length + 1, -".md".length);
  return name && !name.includes("/") ? entry(articles.name, name) : undefined;
}

/* The name ------------------------------------------------------------------ */

export interface SaveName {
  /** "Identitas & Kontak diubah", "Artikel “…” ditambahkan, foto diunggah". */
  what: string;
  /** The page of the site that shows the change; absent for a deletion, a draft, photos alone. */
  page?: string;
}

type Verb = "added" | "modified" | "removed";

const verbOf = (status: string): Verb => (status === "added" ? "added" : status === "removed" ? "removed" : "modified");

const SAID: Record<Verb, string> = { added: "ditambahkan", modified: "diubah", removed: "dihapus" };
/** An undo says what it did as its confirmation did: put back, deleted again. */
const UNDONE: Record<Verb, string> = {
  added: "dikembalikan",
  modified: "dikembalikan seperti sebelumnya",
  removed: "dihapus lagi",
};
const PHOTOS: Record<Verb, string> = { added: "diunggah", modified: "diganti", removed: "dihapus" };

/** At most this many entries are named; the rest are counted. */
const NAMED = 3;

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * A save's name from its files, or undefined when it changed anything the
 * editor does not (then its own message names it: a maintainer's commit).
 * `articles`: each article's front matter as the save left it (as it was, for
 * one it deleted), by path. `undo`: the save is an undo made on this page.
 */
export function saveName(
  files: readonly ChangedFile[],
  names: EditorNames,
  pages: Readonly<Record<string, string>>,
  articles: ReadonlyMap<string, ArticleFacts>,
  undo = false,
): SaveName | undefined {
  if (files.length === 0) return undefined;
  if (!files.every((file) => isContent(file.filename, names))) return undefined;
  const media = names.media;
  const photos = files.filter((file) => media && file.filename.startsWith(`${media}/`));
  const entries = files.filter((file) => !photos.includes(file));

  // Entries grouped by what happened to them, in the order GitHub lists them.
  const groups = new Map<Verb, string[]>();
  for (const file of entries) {
    const verb = verbOf(file.status);
    groups.set(verb, [...(groups.get(verb) ?? []), entryLabel(file.filename, names, articles)]);
  }
  const said = undo ? UNDONE : SAID;
  const parts = [...groups].map(([verb, labels]) => {
    const shown =
      labels.length > NAMED ? [...labels.slice(0, NAMED - 1), `${labels.length - NAMED + 1} lainnya`] : labels;
    return `${listed(shown)} ${said[verb]}`;
  });
  const photoGroups = new Map<Verb, number>();
  for (const file of photos) photoGroups.set(verbOf(file.status), (photoGroups.get(verbOf(file.status)) ?? 0) + 1);
  for (const [verb, count] of photoGroups)
    parts.push(`${count === 1 ? "foto" : `${count} foto`} ${undo ? said[verb] : PHOTOS[verb]}`);
  const what = parts.join(", ");
  const page = entries.map((file) => pageOf(file, names, pages, articles)).find(Boolean);
  return {
    what: `${undo ? "Pembatalan: " : ""}${what.charAt(0).toUpperCase()}${what.slice(1)}`,
    ...(page ? { page } : {}),
  };
}

/** An entry as the editor's menu names it ("Identitas & Kontak", "Artikel “…”"), from its file and, for an article, its front matter. */
export const entryNameOf = (path: string, names: EditorNames, facts: ArticleFacts = {}) =>
  entryLabel(path, names, new Map([[path, facts]]));

/** An entry as the editor's menu names it; an article by its title, else by its file's name. */
function entryLabel(path: string, names: EditorNames, articles: ReadonlyMap<string, ArticleFacts>): string {
  const label = dataFileLabel(path, names);
  if (label) return label;
  if (names.articles && isArticle(path, names))
    return `${names.articles.label} “${articles.get(path)?.title ?? fileName(path).replace(/\.md$/, "")}”`;
  return fileName(path);
}

/** Where a visitor sees the entry now: none for one deleted, or an article kept as a draft. */
function pageOf(
  file: ChangedFile,
  names: EditorNames,
  pages: Readonly<Record<string, string>>,
  articles: ReadonlyMap<string, ArticleFacts>,
): string | undefined {
  if (verbOf(file.status) === "removed") return undefined;
  // Own entries only, as for the names (./undo.ts, dataFileLabel).
  if (Object.hasOwn(pages, file.filename)) return pages[file.filename];
  if (!isArticle(file.filename, names)) return undefined;
  const facts = articles.get(file.filename);
  if (facts?.draft) return undefined;
  // The file's own number ("4-menanam-sayur.md", as the editor names it) when its front matter could not be read.
  const id = facts?.id ?? /^(\d+)-/.exec(fileName(file.filename))?.[1];
  return id === undefined ? undefined : `/blog/${id}`;
}
