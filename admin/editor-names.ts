/** Where the editor's bundle exposes the entries it has loaded of a collection (tooling/editor/editor-build.ts). */
export const LOADED_ENTRIES = "__DAYCARE_LOADED_ENTRIES__";

/** Where the editor's bundle asks for a save's entry as the editor names it, for {{entry}} in its commit titles (./commit-titles.ts). */
export const ENTRY_NAME = "__DAYCARE_ENTRY_NAME__";

/** The field type the configuration gives the article's number (tooling/editor/editor-config.ts, ./article-id.ts). */
export const ARTICLE_ID_FIELD = "nomor_artikel";

/** The field type the configuration gives a date (tooling/editor/editor-config.ts, ./date-field.ts). */
export const DATE_FIELD = "tanggal";
