/**
 * Build-time validation of every content module. Runs before Vite writes
 * anything (scripts/content-validation-plugin.ts) and in `npm test`, and lists
 * every problem at once, each with its file and field.
 */
import type { z } from "zod";
import { about } from "../app/content/about";
import { home } from "../app/content/home";
import { pillars } from "../app/content/pillars";
import { faqItems } from "../app/content/faq";
import { galleryGroups } from "../app/content/gallery";
import { programs } from "../app/content/programs";
import {
  faqItemSchema,
  galleryGroupSchema,
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
import { IMAGES_DIR, readImageCatalog } from "./image-catalog";
import { siteExamples } from "./site-examples";

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

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

/** Pictures named by the page text modules and the layout. */
const pageImages = [
  { file: "app/content/home.ts", field: "hero.image", name: home.hero.image },
  { file: "app/content/about.ts", field: "intro.image", name: about.intro.image },
  { file: "app/components/layout/brand-link.tsx", field: "logo", name: "logo.svg" },
];

function missingImage(file: string, field: string, name: unknown, known: ReadonlySet<string>): ContentProblem[] {
  if (typeof name !== "string" || known.has(name)) return [];
  return [{ file, field, message: `menyebut gambar '${name}' yang tidak ada di ${IMAGES_DIR}/ (periksa ejaan nama berkasnya)` }];
}

export function validateCollection(
  { file, schema, items, imageFields = [] }: Collection,
  knownImages: ReadonlySet<string>,
): ContentProblem[] {
  if (items.length === 0) return [{ file, field: "(isi berkas)", message: "tidak boleh kosong" }];
  return items.flatMap((item, index) => {
    const label = `item ke-${index + 1}`;
    const problems = check(file, schema, item, label);
    for (const field of imageFields) {
      const value = (item as Record<string, unknown>)[field];
      const names = Array.isArray(value) ? value : [value];
      names.forEach((name, index) => {
        const where = Array.isArray(value) ? `${label}: ${field}[${index}]` : `${label}: ${field}`;
        problems.push(...missingImage(file, where, name, knownImages));
      });
    }
    return problems;
  });
}

export function validateContent(env: Env = process.env, root = process.cwd()): ContentProblem[] {
  const knownImages = new Set(readImageCatalog(root).map((entry) => entry.name));
  return [
    ...validateSiteContent(siteContent, env),
    ...collections.flatMap((collection) => validateCollection(collection, knownImages)),
    ...pageImages.flatMap(({ file, field, name }) => missingImage(file, field, name, knownImages)),
    ...validateArticles(root, knownImages),
  ];
}

function validateArticles(root: string, knownImages: ReadonlySet<string>): ContentProblem[] {
  const { articles, problems } = readArticles(root);
  return [...problems, ...articles.flatMap((article) => missingImage(article.file, "image", article.image, knownImages))];
}

export function formatProblems(problems: readonly ContentProblem[], consequence = "build dihentikan"): string {
  const lines = problems.map(({ file, field, message }) => `  - ${file}: '${field}' ${message}`);
  return `Konten tidak valid (${problems.length} masalah), ${consequence}:\n${lines.join("\n")}`;
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
