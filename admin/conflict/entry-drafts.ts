/**
 * What the editor's bundle exposes of an open entry for a save conflict (withEntryDrafts,
 * tooling/editor/editor-build.ts): Sveltia's own functions, found in its bundle by the build, which
 * stops when an upgrade changes them. Nothing here runs on import: the build imports the names.
 */

/** Where the bundle puts them. */
export const ENTRY_DRAFTS = "__DAYCARE_ENTRY_DRAFTS__";

/** The attribute Sveltia puts on the element that holds an entry's form (checked by the build). */
export const DRAFT_ROOT = "data-entry-draft-root";

/** An entry's values as the editor keeps them: flattened, one key path (`faqs.2.answer`) to each value. */
export type Values = Record<string, unknown>;

/** An entry as the editor loaded it from the repository. */
export interface Entry {
  id: string;
  commitAuthor?: { name?: string; login?: string; email?: string };
}

/** A field of the configuration, as far as its label is concerned. */
export interface FieldConfig {
  name: string;
  label?: string;
  fields?: FieldConfig[];
  field?: FieldConfig;
}

/** The form being filled in: the values it opened with and those it holds now, by locale. */
export interface Draft {
  originalEntry?: Entry;
  originalValues: Record<string, Values>;
  /** Sveltia's reactive stores: setting or deleting a key path changes the form. */
  currentValues: Record<string, Values | undefined>;
  /** Photos chosen on the phone and not yet saved, by the address the values use for them. */
  files: Record<string, unknown>;
  fields: FieldConfig[];
}

/** Holds the open form; reloading puts a new one in it. */
export interface DraftStore {
  current: Draft | null | undefined;
}

export interface EntryDrafts {
  /** The form an element of the editor belongs to. */
  draftOf: (element: Element) => DraftStore | undefined;
  /** What the repository holds now of the entry a form was opened from, when it differs. */
  changed: (entry: Entry) => { type: "deleted" } | { type: "modified"; entry: Entry } | undefined;
  /** Sveltia's "Muat ulang isinya": the form opened again from `entry`, unsaved changes dropped. */
  reload: (store: DraftStore, entry: Entry) => Promise<unknown>;
}

export function entryDrafts(): EntryDrafts | undefined {
  return (globalThis as Record<string, unknown>)[ENTRY_DRAFTS] as EntryDrafts | undefined;
}
