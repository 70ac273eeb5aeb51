import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "astro/zod";
import { type CollectionData, type CollectionName, collections, DATA_DIR, isListCollection } from "../collections.ts";
import { PLACEHOLDER, placeholderValues } from "../pictures/placeholders.ts";
import type { SiteContent } from "../schemas.ts";
import type { ContentProblem } from "../content-problem.ts";
import { readYaml } from "../yaml-text.ts";

/**
 * Reads the data files of src/content/data, each against its collection's
 * schema (src/lib/content/collections.ts), and fills in the placeholders
 * ({nama}, {jam_buka} …) from the site's identity. Pages get exactly this
 * output; every mistake is named with file, field and line.
 */

export type ContentData = { [K in CollectionName]: CollectionData<K> };

export interface LoadedContent {
  /** Present when every collection was read without a problem. */
  data?: ContentData;
  /** Each collection that passed its schema, placeholders not yet filled: enough to find the pictures it names. */
  parsed: Partial<ContentData>;
  problems: ContentProblem[];
  /** Line of the file of a value of a collection, for messages about it. */
  lineOf(name: CollectionName, fieldPath: readonly PropertyKey[]): number | undefined;
}

export const collectionNames = Object.keys(collections) as CollectionName[];

/** "item ke-2: answer", "address.postalCode": how a person finds the field. */
export function fieldName(fieldPath: readonly PropertyKey[], list: boolean): string {
  const [first, ...rest] = fieldPath;
  const named = (parts: readonly PropertyKey[]) =>
    parts.reduce<string>(
      (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
      "",
    );
  if (list && typeof first === "number")
    return rest.length > 0 ? `item ke-${first + 1}: ${named(rest)}` : `item ke-${first + 1}`;
  return named(fieldPath) || "(isi berkas)";
}

interface Read {
  value?: unknown;
  problems: ContentProblem[];
  lineOf: (fieldPath: readonly PropertyKey[]) => number | undefined;
}

function readCollection(root: string, name: CollectionName, texts?: Map<string, string>): Read {
  const { file, schema } = collections[name];
  const where = `${DATA_DIR}/${file}`;
  const full = path.join(root, DATA_DIR, file);
  if (!existsSync(full)) {
    return {
      problems: [
        {
          file: where,
          field: "(berkas)",
          message: "tidak ada: berkas ini dibutuhkan situs, kembalikan dari riwayat repositori",
        },
      ],
      lineOf: () => undefined,
    };
  }
  const text = readFileSync(full, "utf8");
  texts?.set(where, text);
  const yaml = readYaml(text);
  if (yaml.problems.length > 0)
    return { problems: yaml.problems.map((problem) => ({ file: where, ...problem })), lineOf: yaml.lineOf };
  const result = (schema as z.ZodType).safeParse(yaml.data);
  if (result.success) return { value: result.data, problems: [], lineOf: yaml.lineOf };
  const list = isListCollection(name);
  return {
    problems: result.error.issues.flatMap((issue) => {
      // An unknown field (a typo) is named itself, on its own line.
      const paths = issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
      return paths.map((fieldPath) => ({
        file: where,
        field: fieldName(fieldPath, list),
        line: yaml.lineOf(fieldPath) ?? yaml.lineOf(fieldPath.slice(0, -1)),
        message:
          issue.code === "unrecognized_keys"
            ? "tidak dikenal: periksa ejaan nama bagian ini, atau hapus baris ini"
            : issue.message,
      }));
    }),
    lineOf: yaml.lineOf,
  };
}

/** Every string in `value` with placeholders filled in; unknown placeholders are reported by path. */
function fill(
  value: unknown,
  values: Record<string, string>,
  unknown: (fieldPath: PropertyKey[], word: string) => void,
  at: PropertyKey[] = [],
): unknown {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (whole, word: string) => {
      // Own words only: `in` would also find what every object inherits ({constructor}, {__proto__}).
      if (Object.hasOwn(values, word)) return values[word]!;
      unknown(at, word);
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => fill(item, values, unknown, [...at, index]));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(item, values, unknown, [...at, key])]),
    );
  }
  return value;
}

/** Data files no collection claims: probably a file put in the wrong place, or left behind. */
function strayFiles(root: string): ContentProblem[] {
  const claimed = new Set(Object.values(collections).map((collection) => collection.file));
  const dir = path.join(root, DATA_DIR);
  return readdirSync(dir)
    .filter((name) => !name.startsWith(".") && !claimed.has(name))
    .map((name) => ({
      file: `${DATA_DIR}/${name}`,
      field: "(berkas)",
      message: `bukan bagian dari koleksi mana pun, jadi isinya tidak tampil di situs: pindahkan isinya ke berkas yang benar, atau hapus berkas ini (yang dipakai: ${[...claimed].join(", ")})`,
    }));
}

/**
 * Every collection, read and checked, as part of the one reading of the content (./reading.ts).
 * `texts` receives the text of each file read, by its path from `root`.
 */
export function loadContent(root = process.cwd(), texts?: Map<string, string>): LoadedContent {
  const problems: ContentProblem[] = strayFiles(root);
  const reads = Object.fromEntries(collectionNames.map((name) => [name, readCollection(root, name, texts)])) as Record<
    CollectionName,
    Read
  >;
  for (const read of Object.values(reads)) problems.push(...read.problems);
  const parsed = Object.fromEntries(
    collectionNames.flatMap((name) => (reads[name].problems.length === 0 ? [[name, reads[name].value]] : [])),
  ) as Partial<ContentData>;
  const lineOf = (name: CollectionName, fieldPath: readonly PropertyKey[]) => reads[name].lineOf(fieldPath);
  if (problems.length > 0) return { parsed, problems, lineOf };

  const values = placeholderValues(reads.site.value as SiteContent);
  const known = Object.keys(values)
    .map((word) => `{${word}}`)
    .join(", ");
  const data = Object.fromEntries(
    collectionNames.map((name) => {
      const list = isListCollection(name);
      const filled = fill(reads[name].value, values, (fieldPath, word) =>
        problems.push({
          file: `${DATA_DIR}/${collections[name].file}`,
          field: fieldName(fieldPath, list),
          line: reads[name].lineOf(fieldPath),
          message: `memakai {${word}} yang tidak dikenal: periksa ejaannya; yang bisa dipakai: ${known}`,
        }),
      );
      return [name, filled];
    }),
  ) as ContentData;
  return problems.length > 0 ? { parsed, problems, lineOf } : { data, parsed, problems, lineOf };
}

/** The content of a valid project, for tests and tools that run after the check. */
export function contentData(root = process.cwd()): ContentData {
  const { data, problems } = loadContent(root);
  if (!data) throw new Error(`content not valid (${problems.length} problems): run \`npm run check\``);
  return data;
}
