/**
 * The content check. `npm run check` and the build (tooling/vite/content-validation-plugin.ts,
 * before Vite writes anything) run the same `checkContent`, so the check
 * passes exactly when the build would; it lists every problem at once, each
 * with its file, field and line.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { collections, DATA_DIR, isListCollection } from "../../app/content/collections";
import { imageNameProblem, siteContentSchema } from "../../app/content/schemas";
import { ARTICLES_DIR, readArticles } from "./articles";
import type { ContentProblem } from "./content-problem";
import { collectionNames, fieldName, loadContent } from "./content-files";
import { editorSettings } from "./editor-config";
import { picturesIn, type SchemaNode, schemaNode } from "./content-schema";
import { IMAGES_DIR, listPictures } from "./image-catalog";
import { checkPicture } from "./image-pipeline";
import { linkPreviews } from "./link-previews";
import { linkPreview } from "./og-image";
import { siteAddress } from "./site-url";

export type { ContentProblem } from "./content-problem";
export { formatProblems, formatWarnings } from "./content-problem";

type Env = Record<string, string | undefined>;

const SITE_FILE = `${DATA_DIR}/${collections.site.file}`;

/** Where content names a picture: a picture is published exactly when a published page names it. */
export interface PictureUse {
  name: string;
  file: string;
  field: string;
  line?: number;
  /** Named only by an article marked draft: checked, not published. */
  draft?: boolean;
}

/** The layout's own picture, named in code rather than in content. */
const layoutPictures: PictureUse[] = [
  { file: "app/components/layout/brand-link.tsx", field: "logo", name: "logo.svg" },
];

/** Every place the content names a picture, drafts included (marked). */
export function pictureUses(root = process.cwd()): PictureUse[] {
  const { parsed, lineOf } = loadContent(root);
  const fromCollections = collectionNames.flatMap((name) => {
    const { file, schema } = collections[name];
    const value = parsed[name];
    if (value === undefined) return [];
    return picturesIn(schemaNode(schema), value).map((picture) => ({
      name: picture.name,
      file: `${DATA_DIR}/${file}`,
      field: fieldName(picture.path, isListCollection(name)),
      line: lineOf(name, picture.path),
    }));
  });
  const { articles, drafts } = readArticles(root);
  const articleUse = (draft: boolean) => (article: (typeof articles)[number]) => ({
    name: article.image,
    file: article.file,
    field: "image",
    line: article.fieldLines.get("image"),
    draft,
  });
  return [...fromCollections, ...layoutPictures, ...articles.map(articleUse(false)), ...drafts.map(articleUse(true))];
}

/** The pictures of the pages themselves and of the layout, articles left out: the browser's picture table. */
export function sitePictures(root = process.cwd()): Set<string> {
  const fromArticle = (use: PictureUse) => use.file.startsWith(`${ARTICLES_DIR}/`);
  return new Set(pictureUses(root).flatMap((use) => (use.draft || fromArticle(use) ? [] : [use.name])));
}

/** The pictures the published site shows: only these are made into files. */
export function publishedPictures(root = process.cwd()): Set<string> {
  return new Set(pictureUses(root).flatMap((use) => (use.draft ? [] : [use.name])));
}

function missingImage(use: PictureUse, known: ReadonlySet<string>): ContentProblem[] {
  if (known.has(use.name) || imageNameProblem(use.name)) return [];
  // On a phone or in Windows, IMG_1234.JPG and img_1234.jpg look the same; on the server they are not.
  const sameLetters = [...known].find((name) => name.toLowerCase() === use.name.toLowerCase());
  const hint = sameLetters
    ? `; yang ada: '${sameLetters}' (huruf besar dan kecil harus sama persis)`
    : " (periksa ejaan nama berkasnya, dan simpan dulu gambarnya di sana)";
  return [
    {
      file: use.file,
      field: use.field,
      line: use.line,
      message: `menyebut gambar '${use.name}' yang tidak ada di ${IMAGES_DIR}/${hint}`,
    },
  ];
}

/** Everything that can be checked without opening a picture: every value, and that named pictures exist. */
export function validateContent(env: Env = process.env, root = process.cwd()): ContentProblem[] {
  const known = new Set(listPictures(root).map((entry) => entry.name));
  return [
    ...loadContent(root).problems,
    // SITE_URL given at build time replaces siteUrl: it must be an address as well.
    ...siteAddress(env, root).problems,
    ...editorSettings(env, "").problems,
    ...readArticles(root).problems,
    ...pictureUses(root)
      .filter((use) => !use.draft)
      .flatMap((use) => missingImage(use, known)),
  ];
}

const asDraft = (problem: ContentProblem): ContentProblem => ({
  ...problem,
  message: `${problem.message} (artikel ini masih draft)`,
});

export interface ContentReport {
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

/**
 * Everything the build relies on, checked the way the build does it: the
 * values, every picture the site shows decoded, every link preview drawn.
 * Pictures nobody names are reported as warnings: they are not published.
 */
export async function checkContent(env: Env = process.env, root = process.cwd()): Promise<ContentReport> {
  const problems = validateContent(env, root);
  const files = listPictures(root);
  const known = new Set(files.map((picture) => picture.name));
  const uses = pictureUses(root);
  // A draft is not published, so its mistakes cannot break the site: they are worth fixing, not stopping for.
  const warnings: ContentProblem[] = [
    ...readArticles(root).draftProblems,
    ...uses.filter((use) => use.draft).flatMap((use) => missingImage(use, known).map(asDraft)),
  ];

  // While a file cannot be read, its pictures look unused: name them only once everything reads.
  const named = new Set(uses.map((use) => use.name));
  for (const picture of problems.length === 0 ? files : []) {
    if (named.has(picture.name)) continue;
    const format = imageNameProblem(picture.name);
    warnings.push({
      file: `${IMAGES_DIR}/${picture.name}`,
      field: "gambar",
      message: `tidak dipakai di halaman mana pun, jadi tidak ikut dipublikasikan${format ? `; lagi pula nama berkas ini ${format}` : ""}`,
    });
  }

  const byName = new Map(files.map((picture) => [picture.name, picture]));
  const results = new Map<string, Awaited<ReturnType<typeof checkPicture>>>();
  for (const use of uses) {
    const picture = byName.get(use.name);
    if (!picture) continue;
    if (!results.has(use.name)) results.set(use.name, await checkPicture(picture, root));
    const result = results.get(use.name)!;
    if (!("problem" in result)) continue;
    const problem = {
      file: use.file,
      field: use.field,
      line: use.line,
      message: `menyebut gambar ${IMAGES_DIR}/${use.name} yang ${result.problem}`,
    };
    if (use.draft) warnings.push(asDraft(problem));
    else problems.push(problem);
  }
  if (problems.length > 0) return { problems, warnings };

  const logo = readFileSync(path.join(root, IMAGES_DIR, "logo.svg"));
  for (const preview of linkPreviews(root)) {
    try {
      await linkPreview(readFileSync(path.join(root, IMAGES_DIR, preview.picture)), logo, preview.content);
    } catch (error) {
      problems.push({
        file: preview.source.file,
        field: preview.source.field,
        message: `gambar pratinjau tautan (untuk WhatsApp dan media sosial) tidak bisa dibuat: ${(error as Error).message.split("\n")[0]}. Coba persingkat teksnya`,
      });
    }
  }
  return { problems, warnings };
}

/**
 * Fields of the site config that still hold the made-up value the project
 * ships in them. Each field names that value itself (`example` in
 * app/content/schemas.ts), so it is written once, where the field is
 * defined; the shipped site.yaml holds those values and nothing else
 * lists them.
 */
export function exampleFields(
  content: Record<string, unknown>,
  node: SchemaNode = schemaNode(siteContentSchema),
  prefix = "",
): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, field]) => {
    const value = content[key];
    const name = prefix ? `${prefix}.${key}` : key;
    if (field.example !== undefined) return value === field.example ? [name] : [];
    return value && typeof value === "object" ? exampleFields(value as Record<string, unknown>, field, name) : [];
  });
}

/** The one warning of a production build while the site config holds example values. */
export function exampleValuesWarning(env: Env = process.env, root = process.cwd()): string | null {
  const site = loadContent(root).parsed.site;
  if (!site) return null;
  // The address the site is published at, SITE_URL included.
  const fields = exampleFields({ ...site, siteUrl: siteAddress(env, root).url });
  if (fields.length === 0) return null;
  return (
    `Peringatan: ${SITE_FILE} masih berisi nilai CONTOH untuk: ${fields.join(", ")}.\n` +
    "  Ganti dengan data asli daycare sebelum situs dipublikasikan (lihat docs/panduan-konten.md)."
  );
}
