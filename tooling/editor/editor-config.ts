import { ARTICLE_ID_FIELD, DATE_FIELD } from "../../admin/editor-names.ts";
import {
  articleCollection,
  type CollectionName,
  collections,
  DATA_DIR,
  isListCollection,
} from "../../src/lib/content/collections.ts";
import type { ContentProblem } from "../../src/lib/content/content-problem.ts";
import { type SchemaNode, schemaNode } from "../../src/lib/content/content-schema.ts";
import { IMAGES_DIR } from "../../src/lib/content/pictures/image-catalog.ts";

/**
 * The configuration of the browser editor (Sveltia CMS, at /admin/),
 * generated from the collections and their schemas so that the editor asks
 * for exactly what the build accepts: the same fields, labels, hints,
 * required flags, patterns with their messages, list lengths and choices.
 * Rules the editor cannot express (the phone number's own check, a unique
 * article id) are the build's: it refuses with the same Indonesian message.
 */

type Env = Record<string, string | undefined>;

/** Where the editor saves, from the build environment (docs/deploy.md). */
export interface EditorSettings {
  /** GitHub repository `owner/name` that a save commits to: the content repository. */
  repo: string;
  branch: string;
  siteUrl: string;
}

/** Used when no repository is set: the editor then works only on a local copy (`npm start`, "Work with Local Repository"). */
export const LOCAL_ONLY_REPO = "belum-diatur/situs-daycare";

export function editorSettings(env: Env, siteUrl: string): { settings: EditorSettings; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const refuse = (field: string, message: string) => problems.push({ file: "(variabel lingkungan)", field, message });
  const repo = env.CMS_GITHUB_REPO?.trim() || LOCAL_ONLY_REPO;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    refuse("CMS_GITHUB_REPO", "harus berupa pemilik/nama repositori GitHub, contoh: daycare-cisauk/situs");
  return {
    settings: {
      repo,
      branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
      siteUrl,
    },
    problems,
  };
}

/**
 * Where the editor's sign-in window starts (functions/masuk/[step].ts). Sveltia derives the
 * refresh address from it by replacing `/authorize` with `/access_token`.
 */
export const SIGN_IN_START = "/masuk/authorize";

export type EditorField = Record<string, unknown> & { name: string; label: string; widget: string };

/** The hint with the field's length limit after it, so staff know it before they reach it. */
function limitHint(hint: string | undefined, maxLength: number | undefined): { hint?: string } {
  if (!maxLength) return hint ? { hint } : {};
  const limit = `Paling banyak ${maxLength.toLocaleString("id-ID")} huruf.`;
  return { hint: hint ? `${hint} ${limit}` : limit };
}

/**
 * `pattern`, and at most `maxLength` characters in all. The lookahead is tried once, at the start; the
 * pattern after it matches anywhere, as it did alone.
 */
export function withinLength(pattern: string, maxLength: number | undefined): string {
  return maxLength ? `^(?=[\\s\\S]{0,${maxLength}}$)[\\s\\S]*?(?:${pattern})` : pattern;
}

/** One field of the editor from one node of a schema. */
function editorField(name: string, node: SchemaNode, required: boolean): EditorField {
  const common = {
    name,
    label: node.label ?? name,
    ...(node.hint ? { hint: node.hint } : {}),
    ...(required ? {} : { required: false }),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
  switch (node.widget) {
    case "image":
      return {
        ...common,
        widget: "image",
        // Where it uploads to, and how the editor writes the name it stores ("/blog/foto.webp").
        media_folder: `/${IMAGES_DIR}${node.folder ? `/${node.folder}` : ""}`,
        public_folder: `/${node.folder ?? ""}`,
        choose_url: false,
        // Photos as phones save them (HEIC is turned into WebP by the editor); no SVG, which can carry script.
        accept:
          "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.avif,.heic,.heif",
      };
    case "date":
      // The editor's date field, shown day first on any phone (admin/date-field.ts).
      return { ...common, widget: DATE_FIELD, type: "date", format: "YYYY-MM-DD" };
    case "boolean":
      return { ...common, widget: "boolean" };
    case "number":
      // A coordinate takes decimals; anything else a whole number, and zod writes "more than 0"
      // as exclusiveMinimum, so the editor takes the smallest allowed whole number.
      return node.decimal
        ? { ...common, widget: "number", value_type: "float", step: 0.000001, min: node.minimum, max: node.maximum }
        : {
            ...common,
            widget: "number",
            value_type: "int",
            min: node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + 1),
            max: node.maximum,
          };
    case "select":
      return {
        ...common,
        widget: "select",
        options: (node.enum as string[]).map((value) => ({ value, label: node.options?.[value] ?? value })),
      };
    case "object":
      return { ...common, widget: "object", fields: editorFields(node) };
    case "list": {
      const items = node.items!;
      const entries =
        items.widget === "object" || items.properties
          ? { fields: editorFields(items), ...(node.summary ? { summary: node.summary } : {}) }
          : { field: editorField(name, items, true) };
      return {
        ...common,
        widget: "list",
        ...(node.itemLabel ? { label_singular: node.itemLabel } : {}),
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
        ...entries,
      };
    }
    default: {
      const widget = node.widget === "text" ? "text" : "string";
      if (node.pattern) {
        // A patterned value (a phone number, a time, a postal code) says its form in its own message, and
        // its limit only guards the build: a counter under it ("5 / 200") would be noise. The editor shows
        // its counter wherever `maxlength` is set, so here the limit travels inside the pattern.
        const message = node.patternMessage ?? `${common.label} tidak sesuai`;
        return { ...common, widget, pattern: [withinLength(node.pattern, node.maxLength), message] };
      }
      // The same limit as the build's (src/lib/content/fields/fields.ts): the editor counts and stops at it.
      const length = node.maxLength ? { maxlength: node.maxLength } : {};
      // Text that must not be empty is also refused when it is only spaces, as the build does.
      const pattern = node.minLength ? { pattern: ["\\S", `${common.label} tidak boleh kosong: tulis teksnya`] } : {};
      return { ...common, ...limitHint(common.hint, node.maxLength), widget, ...pattern, ...length };
    }
  }
}

/** The fields of an object node, in the schema's order. */
function editorFields(node: SchemaNode): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => editorField(name, child, required.has(name)));
}

/** A data file as an editor "singleton": opened straight from the menu. A list file is one list at the root. */
function singleton(name: CollectionName): Record<string, unknown> {
  const collection = collections[name];
  const node = schemaNode(collection.schema);
  const file = { name, label: collection.label, file: `${DATA_DIR}/${collection.file}`, format: "yaml" };
  if (!isListCollection(name)) return { ...file, fields: editorFields(node) };
  return { ...file, fields: [{ ...editorField("items", node, true), root: true, label: collection.label }] };
}

/**
 * An article's category is chosen from the staff's own list (the "Daftar kategori" section), as the
 * editor has it loaded, so that a typo never makes a new category page; a new category is added
 * to that list first, deliberately. The content check refuses a category the list does not have.
 */
function categoryChoice(field: EditorField, hint: string | undefined): EditorField {
  const { maxlength: _length, pattern: _pattern, hint: _limit, ...common } = field;
  return {
    ...common,
    ...(hint ? { hint } : {}),
    widget: "relation",
    collection: "_singletons",
    file: "categories",
    value_field: "items.*.name",
    display_fields: ["items.*.name"],
    search_fields: ["items.*.name"],
  };
}

/** The articles: one Markdown file each, the front matter's fields, then the body. */
function articlesCollection(nextId: number): Record<string, unknown> {
  const { label, description, folder, schema, bodyLabel } = articleCollection;
  const fields = editorFields(schemaNode(schema)).map((field) =>
    field.name === "id"
      ? {
          ...field,
          // The editor's number field, which gives a new article the next free number among the
          // articles it has loaded (admin/article-id.ts); this build's own is only the fallback.
          widget: ARTICLE_ID_FIELD,
          default: nextId,
          // No number in the hint: it is the same on every article, and must be right on each.
          hint: "Nomor unik yang menjadi alamat artikel: /blog/ lalu nomor ini. Artikel baru sudah diberi nomor berikutnya yang masih kosong. Jangan diubah setelah artikel terbit.",
        }
      : field.name === "category"
        ? categoryChoice(field, schemaNode(schema).properties?.category?.hint)
        : field,
  );
  return {
    name: "articles",
    label,
    label_singular: "Artikel",
    description,
    folder,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: true,
    identifier_field: "title",
    // 5-kunjungan-ke-posyandu.md: the id first, as the project's own articles are named.
    slug: "{{fields.id}}-{{slug}}",
    // Day first, as the staff write dates (and as the form shows them: admin/date-field.ts).
    summary: "{{title}} ({{date | date('DD/MM/YYYY')}})",
    sortable_fields: { fields: ["date", "title", "id"], default: { field: "date", direction: "descending" } },
    fields: [
      ...fields,
      {
        name: "body",
        label: bodyLabel,
        widget: "markdown",
        hint: "Subjudul, daftar, huruf tebal, dan tautan boleh dipakai.",
        // No picture (nor code block) inside the text: the site shows only the article's own photo,
        // and the content check refuses a picture in the text (src/lib/content/articles/articles.ts).
        editor_components: [],
      },
    ],
  };
}

/**
 * Where the configuration carries, for each article others link to (by its entry name), the titles
 * of those articles (src/lib/content/articles/article-backlinks.ts): a key of this project's, not
 * Sveltia's, which admin/main.ts takes out for admin/delete-question.ts before the editor reads the
 * rest. admin/main.ts spells it again: importing this file there would bundle the schemas.
 */
export const LINKED_FROM = "linked_from";

export function editorConfig(
  settings: EditorSettings,
  { nextArticleId, linkedFrom = {} }: { nextArticleId: number; linkedFrom?: Record<string, string[]> },
): Record<string, unknown> {
  const names = Object.keys(collections) as CollectionName[];
  return {
    backend: {
      name: "github",
      repo: settings.repo,
      branch: settings.branch,
      // The sign-in is the site's own (src/sign-in/, decision 028): admin/main.ts adds the page's
      // origin as base_url, so one build signs in on the Pages address and on the centre's domain.
      auth_endpoint: SIGN_IN_START.slice(1),
      // Set (to false) so the editor offers both: "Publish" (a save that publishes) and, under the
      // Save button's arrow, "Save without Publishing" (a [skip ci] commit); "Publish Changes" then
      // publishes all of them at once (repository_dispatch to the content repository, whose trigger
      // workflow asks the code repository to publish: tooling/publish/content-repository/).
      skip_ci: false,
      // One way in for the staff: the GitHub button. An access token is a developer's tool, and its
      // form would be one more screen to explain; the local-repository button appears only on the
      // maintainer's own computer (localhost), where the editor offers it by itself.
      auth_methods: ["oauth"],
      // {{entry}} is the entry as the editor names it ("Identitas & Kontak", "Artikel “…”"), a placeholder of
      // this build's own (withEntryNames in ./editor-build.ts): Sveltia's give "Bagian situs “site”".
      commit_messages: {
        create: "Tambah {{entry}} lewat editor",
        update: "Ubah {{entry}} lewat editor",
        delete: "Hapus {{entry}} lewat editor",
        uploadMedia: "Unggah “{{path}}” lewat editor",
        deleteMedia: "Hapus “{{path}}” lewat editor",
      },
    },
    app_title: "Editor Konten",
    logo: { src: "/favicon.svg" },
    site_url: settings.siteUrl,
    media_folder: IMAGES_DIR,
    public_folder: "/",
    media_libraries: {
      default: {
        config: {
          slugify_filename: true,
          // A phone's photo is 2–8 MB; anything far larger is not a photo to publish.
          max_file_size: 15 * 1024 * 1024,
          // Phone photos are made smaller before they are saved: the site makes its own sizes anyway.
          transformations: { raster_image: { format: "webp", quality: 85, width: 2400, height: 2400 } },
        },
      },
    },
    editor: { preview: false },
    show_preview_links: false,
    slug: { encoding: "ascii", clean_accents: true },
    collections: [articlesCollection(nextArticleId)],
    singletons: names.map(singleton),
    [LINKED_FROM]: linkedFrom,
  };
}
