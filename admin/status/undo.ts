/**
 * Taking back a save that is online from /admin/status/ (docs/panduan-konten.md,
 * "Membatalkan simpanan"): every entry the save changed is put back as it was
 * before it, in the content repository (the editor's backend), through
 * GitHub's Git Data API with the editor's own token. The undo is itself a
 * save: one commit on the content repository's main, published like any other.
 *
 * Nothing is uploaded again: the files as they were are still in the
 * repository, so the new tree only points back at them. A save whose entry a
 * later save changed again is refused, naming the entry: undoing it would
 * throw the later change away without anyone seeing it. Only moving main
 * writes anything that matters; the trees and commits made before it are
 * unreachable until then, so a failure leaves nothing half-written.
 *
 * What counts as content, and how each entry is named, comes from the
 * editor's own configuration (/admin/config.json, written by the build from
 * src/lib/content/collections.ts): the files the editor can change are the
 * files an undo may change. Nothing is imported from outside admin/, whose
 * files alone key the editor's cached bundle (tooling/editor/editor-build.ts).
 */

import type { Request } from "./github.ts";

/** A file of the content that the editor has no name for is named by its path under this. */
const CONTENT = "src/content/";

/** An entry of a tree, as GitHub's "Get a tree" lists it. */
export interface TreeEntry {
  path: string;
  mode: string;
  type: string;
  sha: string;
}

/** The files of a tree (not its folders), by path. */
export type Files = ReadonlyMap<string, TreeEntry>;

export const filesOf = (entries: readonly TreeEntry[]): Files =>
  new Map(entries.filter((entry) => entry.type !== "tree").map((entry) => [entry.path, entry]));

/** A commit as GitHub's "Get a commit" gives it, the fields used here. */
export interface Commit {
  sha: string;
  commit: { message: string; tree: { sha: string } };
  parents: { sha: string }[];
  files?: { filename: string; status: string; previous_filename?: string }[];
}

/**
 * Whether a save may be offered for undoing: one parent (not a merge, not the
 * first commit) and only files the editor changes, as GitHub lists them.
 */
export function contentOnly(commit: Commit, names: EditorNames): boolean {
  const files = commit.files ?? [];
  return (
    commit.parents.length === 1 &&
    files.length > 0 &&
    files.every(
      (file) =>
        isContent(file.filename, names) &&
        (file.previous_filename === undefined || isContent(file.previous_filename, names)),
    )
  );
}

/**
 * One file the undo puts back: as it was before the save (`restore`: the
 * save changed it; `bring-back`: the save deleted it), or gone again
 * (`remove`: the save added it).
 */
export interface Change {
  path: string;
  kind: "restore" | "bring-back" | "remove";
  /** The file before the save; absent when the save added it. */
  before?: TreeEntry;
  /** The file as the save left it; absent when the save deleted it. */
  saved?: TreeEntry;
}

export type Plan =
  | { ok: true; changes: Change[] }
  /** The save changed more than content (code, the workflow): for the maintainer. */
  | { ok: false; reason: "not-content"; paths: string[] }
  /** A later save changed these files again: undo that one first, or change them in the editor. */
  | { ok: false; reason: "changed-later"; changes: Change[] }
  /** The save changed no file. */
  | { ok: false; reason: "empty" };

const same = (a: TreeEntry | undefined, b: TreeEntry | undefined) => a?.sha === b?.sha && a?.mode === b?.mode;

/**
 * The files a save changed: those that differ between the trees before it and of it, found from the
 * trees themselves (GitHub's list of a commit's files stops at 300 and names a rename as one file).
 */
const changedPaths = (before: Files, saved: Files) =>
  [...new Set([...before.keys(), ...saved.keys()])].filter((path) => !same(before.get(path), saved.get(path))).sort();

/** What undoing a save means, from three trees: before the save (its parent), the save, and main now. */
export function planUndo(before: Files, saved: Files, head: Files, names: EditorNames): Plan {
  const paths = changedPaths(before, saved);
  if (paths.length === 0) return { ok: false, reason: "empty" };
  const outside = paths.filter((path) => !isContent(path, names));
  if (outside.length > 0) return { ok: false, reason: "not-content", paths: outside };
  const changes = paths.map((path): Change => {
    const was = before.get(path);
    const is = saved.get(path);
    return { path, kind: !was ? "remove" : is ? "restore" : "bring-back", before: was, saved: is };
  });
  const later = changes.filter((change) => !same(head.get(change.path), change.saved));
  if (later.length > 0) return { ok: false, reason: "changed-later", changes: later };
  return { ok: true, changes };
}

/** The undo as GitHub's "Create a tree" takes it, over main's tree: the file before, or `sha: null` to delete. */
export const treeEdits = (changes: readonly Change[]) =>
  changes.map((change) =>
    change.before
      ? { path: change.path, mode: change.before.mode, type: "blob", sha: change.before.sha }
      : { path: change.path, mode: change.saved!.mode, type: "blob", sha: null },
  );

const UNDO = "Batalkan: ";

/** The line git's own revert writes: the undone commit by its sha, which no later save's message can make ambiguous. */
const REVERTS = /^This reverts commit ([0-9a-f]{40})\.$/m;

/**
 * The undo's commit message: the undone save's first line after a mark of this page's own, and the
 * undone commit in git's words, by which the status page labels that save "Dibatalkan" (./state.ts).
 */
export const undoMessage = (message: string, sha: string) =>
  `${UNDO}${message.split("\n")[0]!.trim()}\n\nThis reverts commit ${sha}.`;

/** Whether a save is an undo made on this page (its message is this page's, not the editor's). */
export const isUndo = (message: string) => message.startsWith(UNDO);

/** The save an undo made on this page took back; undefined for any other save, and for an undo from before undos named it. */
export const undoneSha = (message: string) => (isUndo(message) ? REVERTS.exec(message)?.[1] : undefined);

/* The entries in the editor's words --------------------------------------- */

/** How the editor names what is in the repository, read from its own configuration (/admin/config.json). */
export interface EditorNames {
  /** A data file's path → the editor's name for it ("src/content/data/site.yaml" → "Identitas & Kontak"). */
  files: Record<string, string>;
  /** A data file's path → its section's name in the configuration ("site"), by which the editor opens it. */
  sections?: Record<string, string>;
  /** The articles' folder, the editor's name for one ("Artikel") and their collection's name in the configuration. */
  articles?: { folder: string; label: string; name?: string };
  /** Where the photos are. */
  media?: string;
  /** The labels of the photo fields of each data file (by its path) and of an article (by the articles' folder). */
  photoFields?: Record<string, string[]>;
}

type Fields = { label?: unknown; widget?: unknown; fields?: unknown; field?: unknown }[];

type Config = {
  singletons?: { name?: unknown; label?: unknown; file?: unknown; fields?: unknown }[];
  collections?: { name?: unknown; label?: unknown; label_singular?: unknown; folder?: unknown; fields?: unknown }[];
  media_folder?: unknown;
};

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/** The labels of the photo fields among `fields`, at any depth (a list of photos, a photo in each entry of a list). */
function photoLabels(fields: unknown, found = new Set<string>()): string[] {
  for (const field of Array.isArray(fields) ? (fields as Fields) : []) {
    const label = text(field?.label);
    if (field?.widget === "image" && label) found.add(label);
    photoLabels(field?.fields, found);
    if (field?.field) photoLabels([field.field], found);
  }
  return [...found];
}

export function editorNames(config: unknown): EditorNames {
  const { singletons = [], collections = [], media_folder } = (config ?? {}) as Config;
  const files: Record<string, string> = {};
  const sections: Record<string, string> = {};
  const photoFields: Record<string, string[]> = {};
  for (const entry of Array.isArray(singletons) ? singletons : []) {
    const file = text(entry?.file);
    const label = text(entry?.label);
    const name = text(entry?.name);
    if (file && label) files[file] = label;
    if (file && name) sections[file] = name;
    if (file) photoFields[file] = photoLabels(entry?.fields);
  }
  const folder = (Array.isArray(collections) ? collections : []).find((entry) => text(entry?.folder));
  const label = text(folder?.label_singular) ?? text(folder?.label);
  const name = text(folder?.name);
  const articles =
    folder && label
      ? { folder: `${text(folder.folder)}`.replace(/\/$/, ""), label, ...(name ? { name } : {}) }
      : undefined;
  if (articles) photoFields[articles.folder] = photoLabels(folder?.fields);
  return {
    files,
    sections,
    ...(articles ? { articles } : {}),
    ...(text(media_folder) ? { media: text(media_folder)!.replace(/\/$/, "") } : {}),
    photoFields,
  };
}

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * The editor's name for a data file; undefined for any other path. Own entries only: a file in
 * the repository named `constructor` or `__proto__` is no data file of the editor's.
 */
export const dataFileLabel = (path: string, names: EditorNames): string | undefined =>
  Object.hasOwn(names.files, path) ? names.files[path] : undefined;

/**
 * Whether the editor changes this file: a data file it lists, or a file in
 * the articles' or the photos' folder. The same files the publishing
 * workflow admits as content (tooling/publish/content.ts), or fewer: an
 * undo is always a save of content.
 */
export function isContent(path: string, names: EditorNames): boolean {
  if (path.split("/").includes("..")) return false;
  return Boolean(
    dataFileLabel(path, names) ||
    (names.articles && path.startsWith(`${names.articles.folder}/`)) ||
    (names.media && path.startsWith(`${names.media}/`)),
  );
}

/** Whether a file is an article (its title is then worth reading). */
export const isArticle = (path: string, names: EditorNames) =>
  Boolean(names.articles && path.startsWith(`${names.articles.folder}/`) && path.endsWith(".md"));

/**
 * An entry as the editor names it: a data file by its menu name, an article
 * by its title ("Artikel “Belajar Menanam Sayur”"; by its file name when the
 * title cannot be read), a photo by its file name (./photoName names it by
 * where it shows, when that is known).
 */
export function entryName(path: string, names: EditorNames, title?: string): string {
  const label = dataFileLabel(path, names);
  if (label) return label;
  if (names.articles && isArticle(path, names))
    return title ? `${names.articles.label} “${title}”` : `${names.articles.label} ${fileName(path)}`;
  if (names.media && path.startsWith(`${names.media}/`)) return `Foto ${fileName(path)}`;
  return `berkas ${path.startsWith(CONTENT) ? path.slice(CONTENT.length) : path}`;
}

const isPhoto = (path: string, names: EditorNames) => Boolean(names.media && path.startsWith(`${names.media}/`));

/** An entry's text, named as the editor names the entry: where the photos of a save are looked for. */
export interface EntryText {
  path: string;
  name: string;
  text: string;
}

/** Whether `text` holds `value` whole, not as the start of a longer name ("/blog/a.webp" in "/blog/a.webp.jpg"). */
function holds(text: string, value: string): boolean {
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1))
    if (!/[\w.-]/.test(text.charAt(at + value.length)) && !/[\w./-]/.test(text.charAt(at - 1))) return true;
  return false;
}

/**
 * A photo as staff know it: by the field and the entry that show it, as the
 * editor labels them ("Foto utama di Artikel “Belajar Menanam Sayur”"), its
 * file name after them only to tell two photos apart: a phone names a photo
 * "img-20261203-wa0007", which says nothing on its own. `entries`: the
 * entries of the same save, which name the photos it added or deleted; a
 * photo none of them names (uploaded on its own) keeps its file name.
 */
export function photoName(path: string, names: EditorNames, entries: readonly EntryText[]): string {
  const file = fileName(path);
  const media = names.media;
  // As the content names it: its path under the photos' folder, from the site's root ("/blog/menanam.webp").
  const user = media && entries.find((entry) => holds(entry.text, `/${path.slice(media.length + 1)}`));
  if (!user) return `Foto ${file}`;
  const key = dataFileLabel(user.path, names) ? user.path : names.articles?.folder;
  const fields = key && names.photoFields && Object.hasOwn(names.photoFields, key) ? names.photoFields[key]! : [];
  // An entry with several photo fields (none has yet) is named without guessing which one.
  return `${fields.length === 1 ? fields[0] : "Foto"} di ${user.name} (${file})`;
}

/** An article's title from its front matter (`title: …`, plain or quoted); undefined when it is not that simple. */
export function articleTitle(markdown: string): string | undefined {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown.replace(/^\uFEFF/, ""));
  const line = front && /^title:[ \t]*(.*)$/m.exec(front[1]!);
  if (!line) return undefined;
  let value = line[1]!.trim();
  try {
    if (value.startsWith('"')) value = JSON.parse(value) as string;
    else if (value.startsWith("'")) {
      if (value.length < 2 || !value.endsWith("'")) return undefined;
      value = value.slice(1, -1).replaceAll("''", "'");
    } else if (/^[|>&*!]/.test(value)) return undefined;
    else value = value.replace(/\s+#.*$/, "");
  } catch {
    return undefined;
  }
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** What the undo will do to one entry, in the staff's words. */
export function describe(change: Change, name: string): string {
  switch (change.kind) {
    case "restore":
      return `${name} kembali seperti sebelum simpanan ini.`;
    case "bring-back":
      return `${name} yang dihapus simpanan ini dikembalikan.`;
    case "remove":
      return `${name} yang ditambahkan simpanan ini dihapus lagi.`;
  }
}

/** "A", "A dan B", "A, B, dan C". */
export const listed = (items: readonly string[]) =>
  items.length < 3 ? items.join(" dan ") : `${items.slice(0, -1).join(", ")}, dan ${items.at(-1)}`;

/** Why a plan cannot be carried out, for the member of staff. */
export function refusal(plan: Exclude<Plan, { ok: true }>, nameOf: (change: Change) => string): string {
  switch (plan.reason) {
    case "changed-later":
      return (
        `${listed(plan.changes.map(nameOf))} sudah diubah lagi oleh simpanan yang lebih baru, jadi simpanan ini ` +
        "tidak bisa dibatalkan sendiri. Batalkan dulu simpanan yang lebih baru itu, atau ubah isinya langsung di editor."
      );
    case "not-content":
      return "Simpanan ini juga mengubah kode situs, bukan hanya konten, jadi tidak bisa dibatalkan dari sini. Hubungi pengelola teknis.";
    case "empty":
      return "Simpanan ini tidak mengubah isi apa pun, jadi tidak ada yang perlu dibatalkan.";
  }
}

/* Through GitHub's API ---------------------------------------------------- */

const NOTHING_CHANGED = "Tidak ada yang berubah.";

/** An answer of GitHub that stops the undo, in the staff's words. */
function failed(status: number): string {
  if (status === 401)
    return `Pembatalan belum tersimpan: masuk ke editor di browser ini sudah kedaluwarsa. Buka editor, masuk lagi, lalu coba lagi. ${NOTHING_CHANGED}`;
  if (status === 403 || status === 404)
    return `Pembatalan belum tersimpan: akun GitHub yang masuk di browser ini tidak boleh menyimpan ke situs ini. ${NOTHING_CHANGED} Hubungi pengelola teknis.`;
  return `Pembatalan belum tersimpan: GitHub tidak menjawab (${status || "tidak tersambung"}). ${NOTHING_CHANGED} Periksa internet, lalu coba lagi.`;
}

export const CONFLICT = `Pembatalan belum tersimpan: simpanan lain masuk pada saat yang sama. ${NOTHING_CHANGED} Tunggu sebentar, tekan Muat ulang, lalu coba lagi.`;

/** A stop with a message for the member of staff. */
export class UndoError extends Error {}

async function read<T>(request: Request, path: string): Promise<T> {
  let answer: { status: number; body: unknown };
  try {
    answer = await request("GET", path);
  } catch {
    throw new UndoError(failed(0));
  }
  if (answer.status !== 200) throw new UndoError(failed(answer.status));
  return answer.body as T;
}

async function tree(request: Request, sha: string): Promise<{ sha: string; files: Files }> {
  const answer = await read<{ sha: string; tree: TreeEntry[]; truncated?: boolean }>(
    request,
    `/git/trees/${sha}?recursive=1`,
  );
  // Too big to list at once: nothing here can be sure what else is in it.
  if (answer.truncated) throw new UndoError(failed(413));
  return { sha: answer.sha, files: filesOf(answer.tree) };
}

async function head(request: Request): Promise<{ commit: string; tree: string; files: Files }> {
  const ref = await read<{ object: { sha: string } }>(request, "/git/ref/heads/main");
  const { sha, files } = await tree(request, ref.object.sha);
  return { commit: ref.object.sha, tree: sha, files };
}

/** A save read and planned: what the confirmation shows, and what the undo starts from. */
export interface Prepared {
  sha: string;
  message: string;
  before: Files;
  saved: Files;
  plan: Plan;
  editor: EditorNames;
  /** Each changed file's name in the editor's words. */
  entries: Map<string, string>;
}

/** Reads a save, its parent and main, plans the undo and names every entry it touches. */
export async function prepareUndo(request: Request, sha: string, names: EditorNames): Promise<Prepared> {
  const commit = await read<Commit>(request, `/commits/${sha}`);
  if (commit.parents.length !== 1)
    throw new UndoError("Simpanan ini tidak bisa dibatalkan dari sini: hubungi pengelola teknis.");
  const [before, saved, now] = await Promise.all([
    tree(request, commit.parents[0]!.sha),
    tree(request, commit.commit.tree.sha),
    head(request),
  ]);
  const plan = planUndo(before.files, saved.files, now.files, names);
  const changes = plan.ok ? plan.changes : plan.reason === "changed-later" ? plan.changes : [];
  const texts = new Map<string, Promise<string | undefined>>();
  const textOf = (blob: TreeEntry | undefined) => {
    if (!blob) return Promise.resolve(undefined);
    if (!texts.has(blob.sha))
      texts.set(
        blob.sha,
        read<{ content: string }>(request, `/git/blobs/${blob.sha}`)
          .then((answer) => decodeBase64(answer.content))
          .catch(() => undefined),
      );
    return texts.get(blob.sha)!;
  };
  // An article by its title: as it was before the save, or as the save added it.
  const nameOf = async (path: string) => {
    const blob = before.files.get(path) ?? saved.files.get(path);
    const title = isArticle(path, names) ? articleTitle((await textOf(blob)) ?? "") : undefined;
    return entryName(path, names, title);
  };
  // A photo is named by the entry of the same save that shows it, read as the save left it and as it
  // was before (a photo the save deleted is named by the entry as it was).
  const ofSave = changes.some((change) => isPhoto(change.path, names))
    ? changedPaths(before.files, saved.files).filter((path) => !isPhoto(path, names) && isContent(path, names))
    : [];
  const shown: EntryText[] = (
    await Promise.all(
      ofSave.flatMap((path) =>
        [saved.files.get(path), before.files.get(path)].map(async (blob) => {
          const text = await textOf(blob);
          return text === undefined ? [] : [{ path, name: await nameOf(path), text }];
        }),
      ),
    )
  ).flat();
  const entries = await Promise.all(
    changes.map(
      async (change) =>
        [
          change.path,
          isPhoto(change.path, names) ? photoName(change.path, names, shown) : await nameOf(change.path),
        ] as const,
    ),
  );
  return {
    sha,
    message: commit.commit.message,
    before: before.files,
    saved: saved.files,
    plan,
    editor: names,
    entries: new Map(entries),
  };
}

/** GitHub's base64 (wrapped at 60 characters) as UTF-8 text. */
export function decodeBase64(content: string): string {
  const binary = atob(content.replace(/\s/g, ""));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

/** What the confirmation lists: one line per entry, or why it cannot be undone. */
export function preview(prepared: Prepared): { lines: string[] } | { refused: string } {
  const nameOf = (change: Change) => prepared.entries.get(change.path) ?? entryName(change.path, prepared.editor);
  if (!prepared.plan.ok) return { refused: refusal(prepared.plan, nameOf) };
  return { lines: prepared.plan.changes.map((change) => describe(change, nameOf(change))) };
}

/**
 * Writes the undo on top of main as it is now: a tree, a commit, then main
 * moved to it only if nobody saved in between (no force). If somebody did,
 * it starts over once from the new main, then gives up. Returns the new commit.
 */
export async function commitUndo(request: Request, prepared: Prepared): Promise<string> {
  const nameOf = (change: Change) => prepared.entries.get(change.path) ?? entryName(change.path, prepared.editor);
  const write = async (method: "POST" | "PATCH", path: string, body: unknown) => {
    let answer: { status: number; body: unknown };
    try {
      answer = await request(method, path, body);
    } catch {
      throw new UndoError(failed(0));
    }
    // No answer: the write may still have happened (below, main says whether it moved).
    if (answer.status === 0) throw new UndoError(failed(0));
    return answer;
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    const now = await head(request);
    const plan = planUndo(prepared.before, prepared.saved, now.files, prepared.editor);
    if (!plan.ok) throw new UndoError(refusal(plan, nameOf));
    const tree = await write("POST", "/git/trees", { base_tree: now.tree, tree: treeEdits(plan.changes) });
    if (tree.status !== 201) throw new UndoError(failed(tree.status));
    const commit = await write("POST", "/git/commits", {
      message: undoMessage(prepared.message, prepared.sha),
      tree: (tree.body as { sha: string }).sha,
      parents: [now.commit],
    });
    if (commit.status !== 201) throw new UndoError(failed(commit.status));
    const sha = (commit.body as { sha: string }).sha;
    const moved = await write("PATCH", "/git/refs/heads/main", { sha, force: false }).catch(async (error: unknown) => {
      // The answer was lost, not necessarily the write: main says whether it moved.
      const main = await read<{ object: { sha: string } }>(request, "/git/ref/heads/main").catch(() => null);
      if (main?.object.sha === sha) return { status: 200, body: null };
      throw error;
    });
    if (moved.status === 200) return sha;
    if (moved.status !== 422) throw new UndoError(failed(moved.status));
  }
  throw new UndoError(CONFLICT);
}
