import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { ARTICLE_ID_FIELD, DATE_FIELD } from "../../admin/editor-names.ts";
import {
  articleCollection,
  type CollectionName,
  collections,
  DATA_DIR,
  isListCollection,
} from "../../src/lib/content/collections.ts";
import { type SchemaNode, schemaNode } from "../../src/lib/content/content-schema.ts";
import { siteContentSchema } from "../../src/lib/content/schemas.ts";
import {
  type EditorField,
  editorConfig,
  editorSettings,
  LINKED_FROM,
  LOCAL_ONLY_REPO,
  withinLength,
} from "./editor-config.ts";

const config = editorConfig(editorSettings({ CMS_GITHUB_REPO: "daycare/situs" }, "https://daycarecisauk.id").settings, {
  nextArticleId: 4,
});
const singletons = config.singletons as { name: string; file: string; fields: EditorField[] }[];
const articles = (config.collections as { folder: string; fields: EditorField[] }[])[0]!;
/** A field of Identitas & Kontak, down through its groups. */
const siteField = (...names: string[]) =>
  names.reduce<EditorField | undefined>(
    (parent, name) =>
      ((parent?.fields ?? singletons.find((each) => each.name === "site")!.fields) as EditorField[]).find(
        (field) => field.name === name,
      ),
    undefined,
  )!;

/**
 * Walks a schema (as zod describes it) and the editor's fields side by side
 * and lists every disagreement: a field missing or extra, a required flag,
 * a pattern or its message, a list's length, a choice.
 */
function disagreements(node: SchemaNode, fields: EditorField[], where = ""): string[] {
  const required = new Set(node.required ?? []);
  const properties = Object.entries(node.properties ?? {});
  const found: string[] = [];
  if (JSON.stringify(fields.map((field) => field.name)) !== JSON.stringify(properties.map(([name]) => name))) {
    found.push(
      `${where}: fields ${fields.map((field) => field.name).join(",")} vs schema ${properties.map(([name]) => name).join(",")}`,
    );
  }
  for (const [name, child] of properties) {
    const field = fields.find((candidate) => candidate.name === name);
    if (field) found.push(...fieldDisagreements(child, field, required.has(name), `${where}.${name}`));
  }
  return found;
}

function fieldDisagreements(node: SchemaNode, field: EditorField, required: boolean, where: string): string[] {
  const found: string[] = [];
  const says = (what: string, schema: unknown, editor: unknown) => {
    if (JSON.stringify(schema) !== JSON.stringify(editor))
      found.push(`${where} ${what}: schema ${JSON.stringify(schema)}, editor ${JSON.stringify(editor)}`);
  };
  says("required", required, field.required !== false);
  says("label", node.label, field.label);
  // A relation is chosen from a list, never typed: it has no pattern to agree on.
  if (field.widget === "relation") says("chosen from", "categories", field.file);
  // A patterned value's limit travels inside its pattern, so that no counter shows under it (tested below).
  else if (node.pattern && field.widget !== DATE_FIELD)
    says("pattern", [withinLength(node.pattern, node.maxLength), node.patternMessage], field.pattern);
  else if (node.minLength) says("not only spaces", "\\S", (field.pattern as string[] | undefined)?.[0]);
  if ((field.widget === "string" || field.widget === "text") && !node.pattern)
    says("most letters", node.maxLength, field.maxlength);
  if (node.enum)
    says(
      "choices",
      node.enum,
      (field.options as { value: string }[]).map((option) => option.value),
    );
  if (node.type === "array") {
    says("least entries", node.minItems, field.min);
    says("most entries", node.maxItems, field.max);
    const items = node.items!;
    if (items.properties) found.push(...disagreements(items, field.fields as EditorField[], `${where}[]`));
    else found.push(...fieldDisagreements(items, field.field as EditorField, true, `${where}[]`));
  } else if (node.properties) {
    found.push(...disagreements(node, field.fields as EditorField[], where));
  }
  if (node.type === "integer") {
    says("whole numbers", "int", field.value_type);
    says("range", [node.minimum ?? node.exclusiveMinimum! + 1, node.maximum], [field.min, field.max]);
  }
  if (node.type === "number") {
    says("decimals", "float", field.value_type);
    says("range", [node.minimum, node.maximum], [field.min, field.max]);
  }
  if (node.widget === "image") says("kind", "image", field.widget);
  return found;
}

describe("the editor's configuration", () => {
  it.each(Object.keys(collections) as CollectionName[])(
    "agrees with the schema of %s: every field, required flag, pattern, length, choice",
    (name) => {
      const collection = collections[name];
      const singleton = singletons.find((candidate) => candidate.name === name)!;
      expect(singleton.file).toBe(`${DATA_DIR}/${collection.file}`);
      const node = schemaNode(collection.schema);
      // A file that is a list is one list at its root, named like the file.
      const isList = isListCollection(name);
      const found = isList
        ? fieldDisagreements({ ...node, label: collection.label }, singleton.fields[0]!, true, name)
        : disagreements(node, singleton.fields, name);
      expect(found).toEqual([]);
      if (isList) expect(singleton.fields[0]).toMatchObject({ widget: "list", root: true });
    },
  );

  it("agrees with the articles' front matter, and adds the body", () => {
    expect(articles.folder).toBe(articleCollection.folder);
    const fields = articles.fields.filter((field) => field.name !== "body");
    expect(disagreements(schemaNode(articleCollection.schema), fields, "articles")).toEqual([]);
    expect(articles.fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
  });

  it("offers an article's category as a choice of the staff's list of categories, never as free text", () => {
    expect(articles.fields.find((field) => field.name === "category")).toMatchObject({
      label: "Kategori",
      widget: "relation",
      collection: "_singletons",
      file: "categories",
      value_field: "items.*.name",
    });
    expect(singletons.find((candidate) => candidate.name === "categories")).toMatchObject({
      label: "Daftar kategori",
      file: "src/content/data/categories.yaml",
      fields: [{ name: "items", root: true, widget: "list" }],
    });
  });

  it("keeps pictures in src/content/images and writes their names as the content names them (/blog/foto.webp)", () => {
    expect(config).toMatchObject({ media_folder: "src/content/images", public_folder: "/" });
    expect(articles.fields.find((field) => field.name === "image")).toMatchObject({
      widget: "image",
      media_folder: "/src/content/images/blog",
      public_folder: "/blog",
    });
    const gallery = singletons.find((candidate) => candidate.name === "gallery")!.fields[0]!;
    const photos = (gallery.fields as EditorField[]).find((field) => field.name === "images")!;
    expect(photos.field).toMatchObject({ media_folder: "/src/content/images/galeri", public_folder: "/galeri" });
  });

  it("lets the map coordinates take decimals, and the WhatsApp messages be edited", () => {
    const site = singletons.find((candidate) => candidate.name === "site")!;
    const location = site.fields.find((field) => field.name === "location")!.fields as EditorField[];
    expect(location.map((field) => [field.name, field.value_type])).toEqual([
      ["latitude", "float"],
      ["longitude", "float"],
    ]);
    expect(singletons.find((candidate) => candidate.name === "chat")).toMatchObject({
      file: "src/content/data/chat.yaml",
      fields: [{ name: "question" }, { name: "visit" }, { name: "register" }, { name: "enrol" }],
    });
  });

  it("gives the article's number the editor's own field, with this build's next free number only as the fallback", () => {
    const id = articles.fields.find((field) => field.name === "id");
    expect(id).toMatchObject({ widget: ARTICLE_ID_FIELD, default: 4, value_type: "int" });
    // The same hint on every article, so no number in it: "/blog/4" was wrong on article 2.
    expect(id!.hint).not.toMatch(/\d/);
  });

  it.each([
    ["+62 812-3456-7890", true],
    ["0812 3456 7890", true],
    ["+62 (812) 3456.7890", true],
    ["+1 415 555 0100", false],
    ["812 3456 7890", false],
    ["0812-3456", false],
    ["0812-3456-7890 / 0813-1111-2222", false],
  ])("the editor's phone pattern and the build agree on %j", (phone, valid) => {
    const field = singletons
      .find((candidate) => candidate.name === "site")!
      .fields.find((candidate) => candidate.name === "phone")!;
    const [pattern] = field.pattern as [string, string];
    expect(new RegExp(pattern).test(phone)).toBe(valid);
    expect(siteContentSchema.shape.phone.safeParse(phone).success).toBe(valid);
  });

  it("counts letters under a text the writer keeps short, never under a phone number, a time or a postal code", () => {
    // Sveltia shows a counter ("5 / 200") under every field with a maxlength.
    for (const names of [["phone"], ["address", "postalCode"], ["hours", "opens"], ["email"], ["siteUrl"]])
      expect(siteField(...names), names.join(".")).not.toHaveProperty("maxlength");
    expect(siteField("name")).toMatchObject({
      maxlength: 60,
      hint: expect.stringContaining("Paling banyak 60 huruf."),
    });
    expect(siteField("hours", "days")).toMatchObject({ maxlength: 150 });
    expect(articles.fields.find((field) => field.name === "title")).toMatchObject({ maxlength: 150 });
  });

  it.each([
    ["a postal code", ["address", "postalCode"], "15343", true],
    ["a postal code a digit short", ["address", "postalCode"], "1534", false],
    ["a time", ["hours", "opens"], "07.00", true],
    ["a phone number within its 200 characters", ["phone"], `0812${" ".repeat(180)}3456 7890`, true],
    ["a phone number over its 200 characters", ["phone"], `0812${" ".repeat(190)}3456 7890`, false],
  ])("agrees with the build on %s, the limit inside the pattern", (_, names, value, valid) => {
    const [pattern] = siteField(...names).pattern as [string, string];
    expect(new RegExp(pattern).test(value)).toBe(valid);
    const schema = names.reduce<z.ZodType>(
      (parent, name) => (parent as z.ZodObject<z.ZodRawShape>).shape[name] as z.ZodType,
      siteContentSchema,
    );
    expect(schema.safeParse(value).success).toBe(valid);
  });

  it("speaks Indonesian in every label, hint and pattern message", () => {
    const texts =
      JSON.stringify(config).match(
        /"(label|hint|label_singular|description)":"[^"]*"|"pattern":\["[^"]*","[^"]*"\]/g,
      ) ?? [];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /\b(the|must|should|field|invalid|required)\b/i.test(text))).toEqual([]);
  });

  it("saves to the repository and branch given at build time, and to none by default", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "daycare/situs", branch: "main" });
    expect(editorSettings({}, "").settings.repo).toBe(LOCAL_ONLY_REPO);
    expect(editorSettings({ CMS_GITHUB_REPO: "bukan repo" }, "").problems).toEqual([
      expect.objectContaining({ field: "CMS_GITHUB_REPO" }),
    ]);
  });

  it("takes only photos, at most 15 MB, and stores them drawn anew as WebP", () => {
    const media = (config.media_libraries as { default: { config: Record<string, unknown> } }).default.config;
    expect(media).toMatchObject({
      max_file_size: 15 * 1024 * 1024,
      transformations: { raster_image: { format: "webp" } },
    });
    const pictures = JSON.stringify(config).match(/"widget":"image"[^}]*/g) ?? [];
    expect(pictures.length).toBeGreaterThan(5);
    for (const field of pictures) {
      expect(field).toContain('"accept":"image/jpeg,image/png,image/webp');
      expect(field).not.toMatch(/svg/i);
    }
  });

  it("signs staff in through the site's own sign-in, whose refresh address Sveltia derives from it", () => {
    expect(config.backend).toMatchObject({ auth_endpoint: "masuk/authorize", auth_methods: ["oauth"] });
    // What a GitHub App's user token may do is the App's permissions; an OAuth scope would mean nothing.
    expect(config.backend).not.toHaveProperty("auth_scope");
    expect(config.backend).not.toHaveProperty("base_url");
  });

  it("offers both a save that publishes and a save without publishing, published later all at once", () => {
    // A boolean skip_ci is what makes Sveltia show the split Save button and "Publish Changes".
    expect(config.backend).toMatchObject({ skip_ci: false });
  });

  it("carries which articles link to each article, under a key of its own that Sveltia does not know", () => {
    const linkedFrom = { "2-klinik-gigi": ["Kunjungan Rutin ke Posyandu", "Hari Ceria Bersama Kakak-Kakak Mahasiswa"] };
    const settings = editorSettings({}, "https://daycarecisauk.id").settings;
    expect(editorConfig(settings, { nextArticleId: 4, linkedFrom })[LINKED_FROM]).toEqual(linkedFrom);
    expect(config[LINKED_FROM]).toEqual({});
    // Should Sveltia ever take an option by that name, the editor would read the table as its own.
    const sveltia = JSON.parse(readFileSync("node_modules/@sveltia/cms/schema/sveltia-cms.json", "utf8"));
    expect(Object.keys(sveltia.definitions.CmsConfig.properties)).toContain("singletons");
    expect(Object.keys(sveltia.definitions.CmsConfig.properties)).not.toContain(LINKED_FROM);
  });
});

describe("content files", () => {
  /** Every file under src/content, relative to it. */
  const files = readdirSync("src/content", { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative("src/content", path.join(entry.parentPath, entry.name)));

  it("leaves no content file outside a collection or the pictures' folder", () => {
    const claimed = new Set(
      Object.values(collections).map((collection) =>
        path.join(path.relative("src/content", DATA_DIR), collection.file),
      ),
    );
    const articlesDir = path.relative("src/content", articleCollection.folder);
    const outside = files.filter((name) => {
      if (claimed.has(name) || name.startsWith(`images${path.sep}`)) return false;
      return !(path.dirname(name) === articlesDir && /\.md$/i.test(name));
    });
    expect(outside).toEqual([]);
  });
});
