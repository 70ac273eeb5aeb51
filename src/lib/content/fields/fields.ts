/**
 * The kinds of field content is made of. Each builds the zod schema the
 * build validates with and carries, as metadata, what the browser editor
 * shows: an Indonesian label, a hint, the kind of input. The editor's
 * configuration is generated from these schemas (tooling/editor/editor-config.ts),
 * so the editor and the build can never disagree.
 */
import { z } from "astro/zod";

/** What the editor needs beyond the schema's own rules (required, pattern, lengths, choices). */
export interface FieldMeta {
  label: string;
  hint?: string;
  widget?: "string" | "text" | "markdown" | "image" | "date" | "select" | "boolean" | "number" | "list" | "object";
  /** The message shown when a pattern does not match, in the editor as in the build. */
  patternMessage?: string;
  /** Labels of a select's values. */
  options?: Record<string, string>;
  /** Folder inside src/content/images where the editor puts a new picture of this field ("" for src/content/images itself). */
  folder?: string;
  /** How one entry of a list is named in the editor ("Pertanyaan"). */
  itemLabel?: string;
  /** Template of a list entry's one-line summary in the editor, e.g. "{{fields.question}}". */
  summary?: string;
  /** Filled in by the editor for a new entry. */
  default?: unknown;
  /** Shown but not editable (e.g. an article's id once given). */
  readonly?: boolean;
  /**
   * The made-up value the project ships in this field (src/content/data/site.yaml)
   * until the centre writes its own: written here once, quoted by the field's
   * message where it gives an example, and recognised by the warning of
   * `npm run check` and the production build while the field still holds it
   * (tooling/check.ts, exampleFields).
   */
  example?: string | number;
  /** A number field that takes decimals (a map coordinate); whole numbers otherwise. */
  decimal?: boolean;
}

/**
 * Control characters (a NUL pasted from another program, a stray escape) are
 * invisible to the person writing and break what the build makes of the text
 * (link previews, JSON-LD), so they are dropped. Tabs and line breaks stay.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
export const cleanText = (value: string) => value.replace(CONTROL_CHARACTERS, "");

/**
 * The most characters a text may have: what fits where it is shown, a name
 * or a title on one line, or a paragraph. Every text field has a limit, so no
 * step of the build (drawing a link preview, a page, a chat link) grows
 * without bound with one field, and an oversized field is refused at once,
 * before anything is drawn.
 */
export const TEXT_LIMITS = { line: 150, paragraph: 1500, name: 200, address: 500 } as const;

/** Refuses text over `max` characters, saying how long it is, before any other rule looks at it. */
export const tooLong = (max: number) => ({
  error: (issue: { input?: unknown }) =>
    `terlalu panjang (${typeof issue.input === "string" ? issue.input.length.toLocaleString("id-ID") : `lebih dari ${max}`} huruf): paling banyak ${max.toLocaleString("id-ID")} huruf, persingkat teksnya`,
  abort: true,
});

interface TextOptions {
  hint?: string;
  /** Several lines in the editor (a paragraph rather than a title). */
  long?: boolean;
  example?: string;
  /** The most characters it may have; by default a line's or a paragraph's (TEXT_LIMITS). */
  max?: number;
}

/** Text that must not be empty. `label` names it in the editor and in messages. */
export function text(label: string, { hint, long = false, example, max }: TextOptions = {}) {
  const what = label.toLowerCase();
  const limit = max ?? (long ? TEXT_LIMITS.paragraph : TEXT_LIMITS.line);
  return z
    .string({ error: `${what} harus diisi dengan teks` })
    .max(limit, tooLong(limit))
    .overwrite(cleanText)
    .trim()
    .min(1, `${what} tidak boleh kosong: tulis teksnya`)
    .meta({ label, hint, widget: long ? "text" : "string", example } satisfies FieldMeta);
}

/** Text that must match `pattern`; `message` says how, with an example, in the editor and in the build. */
export function patterned(
  label: string,
  pattern: RegExp,
  message: string,
  { hint, example, max = TEXT_LIMITS.name }: { hint?: string; example?: string; max?: number } = {},
) {
  return (
    z
      .string({ error: message })
      .max(max, tooLong(max))
      .trim()
      // Further checks (e.g. the phone's) would only repeat the same message.
      .regex(pattern, { error: message, abort: true })
      .meta({ label, hint, widget: "string", patternMessage: message, example } satisfies FieldMeta)
  );
}

/** One of fixed values, each with the label the editor shows. */
export function choice<const T extends Record<string, string>>(
  label: string,
  options: T,
  { hint }: { hint?: string } = {},
) {
  const values = Object.keys(options) as [keyof T & string, ...(keyof T & string)[]];
  return z
    .enum(values, { error: `harus salah satu dari: ${values.join(", ")}` })
    .meta({ label, hint, widget: "select", options } satisfies FieldMeta);
}

/** A whole number between `min` and `max`. */
export function count(label: string, { min, max, hint }: { min: number; max: number; hint?: string }) {
  const message = `harus berupa angka bulat dari ${min} sampai ${max}`;
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .meta({ label, hint, widget: "number" } satisfies FieldMeta);
}

/** A list of `item`, with at least `min` and at most `max` entries. */
export function list<T extends z.ZodType>(
  label: string,
  item: T,
  {
    min = 1,
    max,
    itemLabel,
    summary,
    hint,
  }: { min?: number; max?: number; itemLabel?: string; summary?: string; hint?: string } = {},
) {
  let schema = z.array(item, { error: `harus berupa daftar ${label.toLowerCase()}` });
  if (min === max) {
    schema = schema.length(min, `harus berisi tepat ${min} ${itemLabel?.toLowerCase() ?? "isian"}`);
  } else {
    schema = schema.min(min, `harus berisi paling sedikit ${min} ${itemLabel?.toLowerCase() ?? "isian"}`);
    if (max !== undefined) schema = schema.max(max, `paling banyak ${max} ${itemLabel?.toLowerCase() ?? "isian"}`);
  }
  return schema.meta({ label, hint, widget: "list", itemLabel, summary } satisfies FieldMeta);
}

/** A group of fields shown together. */
export function group<T extends z.ZodRawShape>(label: string, shape: T, { hint }: { hint?: string } = {}) {
  return z.strictObject(shape).meta({ label, hint, widget: "object" } satisfies FieldMeta);
}

/** Yes or no. */
export function flag(label: string, { hint, default: value }: { hint?: string; default?: boolean } = {}) {
  return z
    .boolean({ error: "harus true atau false" })
    .meta({ label, hint, widget: "boolean", default: value } satisfies FieldMeta);
}
