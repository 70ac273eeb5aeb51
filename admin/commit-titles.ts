/**
 * The entry a save writes, named as the editor names it, for {{entry}} in its commit title on
 * GitHub ("Ubah Identitas & Kontak lewat editor", "Tambah Artikel “Belajar Menanam Sayur” lewat
 * editor"): the maintainer reads these titles in both repositories, and the publishing runs are
 * named after them. Sveltia asks through a global (tooling/editor/editor-build.ts, withEntryNames);
 * the names come from the editor's configuration, as the status page's do (./status/undo.ts).
 */
import { ENTRY_NAME, LOADED_ENTRIES } from "./editor-names.ts";
import { articleTitle, type EditorNames, editorNames, entryName, isArticle } from "./status/undo.ts";

/** A file a save writes or deletes, as Sveltia lists it: the entry has a slug, its photos none. */
export interface SavedFile {
  path: string;
  slug?: string;
  /** The file's new text for an entry written; a photo's bytes; nothing for a deletion. */
  data?: unknown;
}

/**
 * The save's entry in the editor's words, or undefined when it has none (photos alone). An
 * article is named by the title it is saved with, else the title the editor has loaded (one
 * being deleted), else its file name.
 */
export function savedEntryName(
  files: readonly SavedFile[],
  names: EditorNames,
  loadedTitle: (path: string) => string | undefined = () => undefined,
): string | undefined {
  // The same entry as Sveltia's {{slug}}: the first file with a slug.
  const entry = files.find((file) => file.slug);
  if (!entry) return undefined;
  if (!isArticle(entry.path, names)) return entryName(entry.path, names);
  const saved = typeof entry.data === "string" ? articleTitle(entry.data) : undefined;
  return entryName(entry.path, names, saved ?? loadedTitle(entry.path));
}

interface LoadedEntry {
  locales?: Record<string, { path?: string; content?: Record<string, unknown> }>;
}

/** An article's title as the editor has it loaded (./article-id.ts reads the same entries). */
function loadedTitle(path: string): string | undefined {
  const read = (globalThis as unknown as Record<string, ((name: string) => LoadedEntry[]) | undefined>)[LOADED_ENTRIES];
  for (const entry of read?.("articles") ?? [])
    for (const locale of Object.values(entry.locales ?? {}))
      if (locale.path === path && typeof locale.content?.title === "string") return locale.content.title;
  return undefined;
}

/** Answers the editor's question for each commit title, with the names of `config` (/admin/config.json). */
export function nameSavedEntries(config: unknown): void {
  const names = editorNames(config);
  (globalThis as unknown as Record<string, unknown>)[ENTRY_NAME] = (files: readonly SavedFile[]) => {
    // A title is never worth a failed save: without an answer the editor writes its own.
    try {
      return savedEntryName(files, names, loadedTitle);
    } catch {
      return undefined;
    }
  };
}
