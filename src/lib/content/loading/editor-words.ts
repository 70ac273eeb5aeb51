import { readFileSync } from "node:fs";
import path from "node:path";
import { articleCollection, type CollectionName, collections, DATA_DIR } from "../collections.ts";
import { type SchemaNode, schemaNode } from "../content-schema.ts";
import { cleanText } from "../fields/fields.ts";
import { readFrontMatter } from "../articles/front-matter.ts";
import { graphemes } from "../../format/graphemes.ts";
import { IMAGES_DIR } from "../places.ts";
import { heldReading } from "./reading.ts";

/**
 * Where a content problem is, in the editor's words: the collection as the
 * editor's menu names it, then the label of each field down to the one at
 * fault ("Tanya jawab (FAQ) › Pertanyaan ke-3 › Jawaban"). The labels are the
 * ones the editor's configuration is generated from (../collections.ts and the
 * schemas' `.meta`, read through ../content-schema.ts), so a message of the
 * content check and the editor can never name a field differently. The file
 * and line stay in the message only as a detail for the maintainer
 * (./problem-messages.ts).
 */

export const SEPARATOR = " › ";

/** The `file` of a problem about a setting of the build environment rather than a file (CMS_GITHUB_REPO…). */
export const ENVIRONMENT = "(variabel lingkungan)";

/** How a whole file is named as a field ("(berkas)": missing or stray; "(isi berkas)": unreadable or of the wrong shape). */
const WHOLE_FILE = new Set(["(berkas)", "(isi berkas)"]);

/** Article fields that are not in the front matter's schema, as ../articles/articles.ts and ../articles/front-matter.ts name them. */
const ARTICLE_PARTS: Record<string, string> = {
  "isi artikel": articleCollection.bodyLabel,
  "front matter": "Bagian atas",
};

/** The title an article's file gives, when its front matter can be read at all: how the editor lists it. */
export type ArticleTitles = (file: string) => string | undefined;

/** Long enough to recognise an article, short enough for one line of a phone. */
const TITLE_LENGTH = 60;

function shortTitle(title: string): string {
  const text = cleanText(title).replace(/\s+/g, " ").trim();
  const characters = graphemes(text);
  if (characters.length <= TITLE_LENGTH) return text;
  const cut = characters.slice(0, TITLE_LENGTH).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s:;,.–-]+$/, "")}…`;
}

/**
 * Reads each article's title from `root` once (from the build's reading of the content, when one
 * holds it); a file that is gone or unreadable has none.
 */
export function articleTitles(root = process.cwd()): ArticleTitles {
  const known = new Map<string, string | undefined>();
  const texts = heldReading(root)?.texts;
  return (file) => {
    if (!known.has(file)) {
      let title: string | undefined;
      try {
        const value = readFrontMatter(texts?.get(file) ?? readFileSync(path.join(root, file), "utf8")).data?.title;
        title = typeof value === "string" && value.trim() ? shortTitle(value) : undefined;
      } catch {
        title = undefined;
      }
      known.set(file, title);
    }
    return known.get(file);
  };
}

/**
 * The path a problem's `field` spells, as the code that finds problems writes
 * it (./content-files.ts `fieldName`): "phone", "address.postalCode",
 * "hero.facts[1]", "item ke-3: answer", "item ke-2" (a whole entry of a list
 * file). Undefined when it is not such a path.
 */
export function fieldPath(field: string): PropertyKey[] | undefined {
  if (WHOLE_FILE.has(field)) return [];
  const item = /^item ke-(\d+)(?:: (.+))?$/.exec(field);
  if (item) {
    const rest = item[2] === undefined ? [] : fieldPath(item[2]);
    return rest && Number(item[1]) > 0 ? [Number(item[1]) - 1, ...rest] : undefined;
  }
  if (!/^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*|\[\d+\])*$/.test(field)) return undefined;
  return [...field.matchAll(/([A-Za-z_][\w-]*)|\[(\d+)\]/g)].map((part) => part[1] ?? Number(part[2]));
}

/** "Pertanyaan ke-3": an entry of a list as the editor names one of them. */
const entry = (list: SchemaNode, index: number) => `${list.itemLabel ?? list.label ?? "Isian"} ke-${index + 1}`;

/** The field `key` of a group: its own, never what every object inherits (a key `constructor` in a file is a typo). */
const ownField = (node: SchemaNode | undefined, key: string): SchemaNode | undefined =>
  node?.properties && Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;

/**
 * The labels along `at` from `node`: a group's, then its field's; a list's,
 * then its entry's ("Fakta singkat › Fakta ke-2", or only "Foto ke-2" where
 * the list and its entries share a name). A key the schema does not know (a
 * typo in the file) keeps its name, as does everything under it.
 */
function labelsAlong(node: SchemaNode, at: readonly PropertyKey[]): string[] {
  const words: string[] = [];
  let current: SchemaNode | undefined = node;
  for (const key of at) {
    const child: SchemaNode | undefined = typeof key === "number" ? current?.items : ownField(current, String(key));
    if (!current || !child) {
      words.push(typeof key === "number" ? `ke-${key + 1}` : String(key));
      current = undefined;
      continue;
    }
    if (typeof key === "number") {
      if (current.label !== undefined && words.at(-1) === current.label && current.label === current.itemLabel)
        words.pop();
      words.push(entry(current, key));
    } else {
      words.push(child.label ?? String(key));
    }
    current = child;
  }
  return words;
}

/** Every way down to a field named `key`, in labels, list entries passed over (which entry is not known). */
function labelsOfKey(node: SchemaNode, key: string, above: readonly string[] = []): string[][] {
  const found: string[][] = [];
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const here = [...above, child.label ?? name];
    if (name === key) found.push(here);
    found.push(...labelsOfKey(child, key, here));
  }
  if (node.items) found.push(...labelsOfKey(node.items, key, above));
  return found;
}

/**
 * The labels of a field of a schema, from how a problem spells it. A YAML
 * mistake names only the key on its line ("street", not "address.street"):
 * a key that is nowhere at the top is looked for further down, and named by
 * its labels when it means one field only.
 */
function labelsOf(node: SchemaNode, field: string): string[] {
  // "siteUrl (variabel lingkungan SITE_URL)": the field, and where its value came from instead.
  const aside = /^(\S+) (\(.+\))$/.exec(field);
  if (aside) {
    const words = labelsOf(node, aside[1]!);
    return words.length > 0 ? [...words.slice(0, -1), `${words.at(-1)} ${aside[2]}`] : [aside[2]!];
  }
  const at = fieldPath(field);
  if (!at) return [field];
  const [first] = at;
  if (at.length === 1 && typeof first === "string" && !ownField(node, first)) {
    const ways = new Set(labelsOfKey(node, first).map((labels) => labels.join(SEPARATOR)));
    return ways.size === 1 ? [...ways][0]!.split(SEPARATOR) : [first];
  }
  return labelsAlong(node, at);
}

const collectionOf = (file: string): CollectionName | undefined =>
  (Object.keys(collections) as CollectionName[]).find((name) => `${DATA_DIR}/${collections[name].file}` === file);

/** The fields of a data collection, in labels, without the collection's own name ("Alamat › Kode pos"). */
export function fieldWords(name: CollectionName, field: string): string {
  return labelsOf(schemaNode(collections[name].schema), field).join(SEPARATOR);
}

/** An article's field in labels, without the article's own name ("Foto utama"). */
function articleFieldLabels(field: string): string[] {
  const part = Object.hasOwn(ARTICLE_PARTS, field) ? ARTICLE_PARTS[field] : undefined;
  return part ? [part] : labelsOf(schemaNode(articleCollection.schema), field);
}

function articleWords(file: string, field: string, titles: ArticleTitles): string {
  const name = file.slice(articleCollection.folder.length + 1);
  // A file that is not an article has no title; its name is what is wrong.
  if (field === "nama berkas") return [articleCollection.label, `berkas ${name}`].join(SEPARATOR);
  const title = titles(file);
  const article = `${articleCollection.label} ${title ? `“${title}”` : name}`;
  return [article, ...articleFieldLabels(field)].join(SEPARATOR);
}

/**
 * A field as the editor names it inside its entry, for a page that names the entry itself (the
 * status page: "Foto utama", "Anggota tim ke-1 › Foto"); the whole file is "Seluruh isi". Anything
 * that is no field of an entry is named as editorWords names it.
 */
export function fieldInEntryWords(file: string, field: string): string {
  try {
    const name = collectionOf(file);
    const inArticle = file.startsWith(`${articleCollection.folder}/`) && field !== "nama berkas";
    if ((name || inArticle) && WHOLE_FILE.has(field)) return "Seluruh isi";
    if (name) return fieldWords(name, field);
    if (inArticle) return articleFieldLabels(field).join(SEPARATOR);
    return editorWords(file, field);
  } catch {
    return field;
  }
}

/**
 * Where a problem is, as staff find it in the editor:
 * ("src/content/data/site.yaml", "phone") → "Identitas & Kontak › Nomor WhatsApp dan telepon",
 * ("src/content/data/faq.yaml", "item ke-3: answer") → "Tanya jawab (FAQ) › Pertanyaan ke-3 › Jawaban",
 * ("src/content/blog/1-posyandu.md", "image") → "Artikel “Kunjungan Rutin ke Posyandu…” › Foto utama".
 * What is no field of the editor keeps its own name: a setting of the build
 * environment ("Variabel lingkungan CMS_GITHUB_REPO"), a picture ("Gambar
 * galeri/foto-1.jpg"), a file no collection claims, a field the schema does
 * not know. It never throws: a message must get out whatever it is about.
 */
export function editorWords(file: string, field: string, titles: ArticleTitles = () => undefined): string {
  try {
    if (file === ENVIRONMENT) return `Variabel lingkungan ${field}`;
    const name = collectionOf(file);
    if (name)
      return [collections[name].label, ...(WHOLE_FILE.has(field) ? [] : [fieldWords(name, field)])].join(SEPARATOR);
    if (file.startsWith(`${articleCollection.folder}/`)) return articleWords(file, field, titles);
    if (file.startsWith(`${IMAGES_DIR}/`)) return `Gambar ${file.slice(IMAGES_DIR.length + 1)}`;
    if (WHOLE_FILE.has(field)) return `Berkas ${path.posix.basename(file)}`;
    return field;
  } catch {
    return field;
  }
}
