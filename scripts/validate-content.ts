/**
 * Build-time validation of every content module. `npm run check` and the
 * build (scripts/content-validation-plugin.ts, before Vite writes anything)
 * run the same `checkContent`, so the check passes exactly when the build
 * would; it lists every problem at once, each with its file and field.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { about } from "../app/content/about";
import { faqItems } from "../app/content/faq";
import { galleryGroups } from "../app/content/gallery";
import { home } from "../app/content/home";
import { pillars } from "../app/content/pillars";
import { programs } from "../app/content/programs";
import {
  faqItemSchema,
  galleryGroupSchema,
  imageNameProblem,
  pillarSchema,
  programSchema,
  siteContentSchema,
  teamMemberSchema,
  testimonialSchema,
  trialSchema,
  valueSchema,
} from "../app/content/schemas";
import { siteContent } from "../app/content/site";
import { team } from "../app/content/team";
import { testimonials } from "../app/content/testimonials";
import { trials } from "../app/content/trials";
import { values } from "../app/content/values";
import { readArticles } from "./articles";
import type { ContentProblem } from "./content-problem";
import { IMAGES_DIR, listPictures } from "./image-catalog";
import { checkPicture } from "./image-pipeline";
import { linkPreview } from "./og-image";
import { linkPreviews } from "./link-previews";
import { siteExamples } from "./site-examples";

export type { ContentProblem } from "./content-problem";
export { formatProblems, formatWarnings } from "./content-problem";

type Env = Record<string, string | undefined>;

function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );
}

/** `item` names the entry of a list, e.g. "item ke-2", so a person can find it. */
function check(file: string, schema: z.ZodType, value: unknown, item?: string): ContentProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = fieldName(issue.path);
    return {
      file,
      field: item ? (field ? `${item}: ${field}` : item) : field || "(isi berkas)",
      message: issue.message,
    };
  });
}

export function validateSiteContent(content: unknown, env: Env = {}): ContentProblem[] {
  const file = "app/content/site.ts";
  const problems = check(file, siteContentSchema, content);
  const override = env.SITE_URL?.trim();
  if (override) {
    problems.push(
      ...check(file, siteContentSchema.shape.siteUrl, override).map((problem) => ({
        ...problem,
        field: "siteUrl (variabel lingkungan SITE_URL)",
      })),
    );
  }
  return problems;
}

interface Collection {
  file: string;
  schema: z.ZodType;
  items: readonly unknown[];
  /** Fields that name a picture in app/images. */
  imageFields?: string[];
}

/** Every content module with the schema its entries must follow. */
const collections: Collection[] = [
  { file: "app/content/programs.ts", schema: programSchema, items: programs, imageFields: ["image"] },
  { file: "app/content/pillars.ts", schema: pillarSchema, items: pillars },
  { file: "app/content/testimonials.ts", schema: testimonialSchema, items: testimonials },
  { file: "app/content/team.ts", schema: teamMemberSchema, items: team, imageFields: ["photo"] },
  { file: "app/content/values.ts", schema: valueSchema, items: values },
  { file: "app/content/trials.ts", schema: trialSchema, items: trials },
  { file: "app/content/gallery.ts", schema: galleryGroupSchema, items: galleryGroups, imageFields: ["images"] },
  { file: "app/content/faq.ts", schema: faqItemSchema, items: faqItems },
];

/** Where content names a picture: a picture is published exactly when a published page names it. */
export interface PictureUse {
  name: string;
  file: string;
  field: string;
  line?: number;
  /** Named only by an article marked draft: checked, not published. */
  draft?: boolean;
}

/** Pictures named by the page text modules and the layout. */
const pageImages: PictureUse[] = [
  { file: "app/content/home.ts", field: "hero.image", name: home.hero.image },
  { file: "app/content/about.ts", field: "intro.image", name: about.intro.image },
  { file: "app/components/layout/brand-link.tsx", field: "logo", name: "logo.svg" },
];

function collectionUses({ file, items, imageFields = [] }: Collection): PictureUse[] {
  return items.flatMap((item, index) =>
    imageFields.flatMap((field) => {
      const value = (item as Record<string, unknown>)[field];
      const names = Array.isArray(value) ? value : [value];
      return names.flatMap((name, position) =>
        typeof name === "string"
          ? [{ name: name.replace(/^\/+/, ""), file, field: `item ke-${index + 1}: ${Array.isArray(value) ? `${field}[${position}]` : field}` }]
          : [],
      );
    }),
  );
}

/** Every place the content names a picture, drafts included (marked). */
export function pictureUses(root = process.cwd()): PictureUse[] {
  const { articles, drafts } = readArticles(root);
  const articleUse = (draft: boolean) => (article: (typeof articles)[number]) => ({
    name: article.image,
    file: article.file,
    field: "image",
    line: article.fieldLines.get("image"),
    draft,
  });
  return [
    ...collections.flatMap(collectionUses),
    ...pageImages,
    ...articles.map(articleUse(false)),
    ...drafts.map(articleUse(true)),
  ];
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
  return [{ file: use.file, field: use.field, line: use.line, message: `menyebut gambar '${use.name}' yang tidak ada di ${IMAGES_DIR}/${hint}` }];
}

export function validateCollection({ file, schema, items, imageFields = [] }: Collection, knownImages: ReadonlySet<string>): ContentProblem[] {
  if (items.length === 0) return [{ file, field: "(isi berkas)", message: "tidak boleh kosong" }];
  return [
    ...items.flatMap((item, index) => check(file, schema, item, `item ke-${index + 1}`)),
    ...collectionUses({ file, schema, items, imageFields }).flatMap((use) => missingImage(use, knownImages)),
  ];
}

/** Everything that can be checked without opening a picture: the shape of every value, and that named pictures exist. */
export function validateContent(env: Env = process.env, root = process.cwd()): ContentProblem[] {
  const knownImages = new Set(listPictures(root).map((entry) => entry.name));
  const { problems: articleProblems } = readArticles(root);
  return [
    ...validateSiteContent(siteContent, env),
    ...collections.flatMap((collection) => validateCollection(collection, knownImages)),
    ...articleProblems,
    ...pictureUses(root)
      .filter((use) => !use.draft && !collections.some((collection) => collection.file === use.file))
      .flatMap((use) => missingImage(use, knownImages)),
  ];
}

const asDraft = (problem: ContentProblem): ContentProblem => ({ ...problem, message: `${problem.message} (artikel ini masih draft)` });

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
    const problem = { file: use.file, field: use.field, line: use.line, message: `menyebut gambar ${IMAGES_DIR}/${use.name} yang ${result.problem}` };
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

/** Fields of the site config that still hold the example values shipped with the project. */
export function exampleFields(content: Record<string, unknown>, examples: Record<string, unknown> = siteExamples, prefix = ""): string[] {
  return Object.entries(examples).flatMap(([key, example]) => {
    const value = content[key];
    const name = prefix ? `${prefix}.${key}` : key;
    if (example && typeof example === "object" && value && typeof value === "object") {
      return exampleFields(value as Record<string, unknown>, example as Record<string, unknown>, name);
    }
    return value === example ? [name] : [];
  });
}

/** The one warning of a production build while the site config holds example values. */
export function exampleValuesWarning(env: Env = process.env): string | null {
  const fields = exampleFields({ ...siteContent, ...(env.SITE_URL?.trim() ? { siteUrl: env.SITE_URL.trim() } : {}) });
  if (fields.length === 0) return null;
  return (
    `Peringatan: app/content/site.ts masih berisi nilai CONTOH untuk: ${fields.join(", ")}.\n` +
    "  Ganti dengan data asli daycare sebelum situs dipublikasikan (lihat docs/panduan-konten.md)."
  );
}
