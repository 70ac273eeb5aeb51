/**
 * The content check: `npm run check`, and the first step of `npm run build`
 * (tooling/build.ts), which runs the same `checkContent` in its own process,
 * so the check passes exactly when the build would. It lists every problem at
 * once, in Indonesian: the collection and field as the editor names them,
 * then the file and line for the maintainer (src/lib/content/loading/problem-messages.ts).
 */
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { articleCollection, collections, DATA_DIR, isListCollection } from "../src/lib/content/collections.ts";
import {
  collectionNames,
  fieldName,
  type LoadedContent,
  loadContent,
} from "../src/lib/content/loading/content-files.ts";
import type { ContentProblem } from "../src/lib/content/content-problem.ts";
import { formatProblems, formatWarnings, problemAnnotations } from "../src/lib/content/loading/problem-messages.ts";
import { picturesIn, type SchemaNode, schemaNode } from "../src/lib/content/content-schema.ts";
import { fieldWords } from "../src/lib/content/loading/editor-words.ts";
import { articleLinkWarnings } from "../src/lib/content/articles/article-links.ts";
import type { Article, ArticleCollection } from "../src/lib/content/articles/articles.ts";
import { categorySlug } from "../src/lib/addresses/addresses.ts";
import { checkPicture, IMAGES_DIR } from "../src/lib/content/pictures/image-catalog.ts";
import { type ContentReading, readContent } from "../src/lib/content/loading/reading.ts";
import { imageNameProblem, siteContentSchema } from "../src/lib/content/schemas.ts";
import { siteAddress } from "../src/lib/content/loading/site-url.ts";
import { type LinkPreviewSpec, linkPreviews } from "../src/lib/blog/link-previews.ts";
import { linkPreview, PreviewPartError } from "../src/lib/blog/og-image.ts";
import { editorSettings } from "./editor/editor-config.ts";

type Env = Record<string, string | undefined>;

const SITE_FILE = `${DATA_DIR}/${collections.site.file}`;
const CATEGORIES_FILE = `${DATA_DIR}/${collections.categories.file}`;

/** Where content names a picture. */
interface PictureUse {
  name: string;
  file: string;
  field: string;
  line?: number;
  /** Named only by an article marked draft: checked, never published. */
  draft?: boolean;
}

/** The layout's own picture, named in code rather than in content. */
const layoutPictures: PictureUse[] = [{ file: "src/layouts/page-layout.astro", field: "logo", name: "logo.svg" }];

/** Every place the content names a picture, drafts included (marked). */
function pictureUses({ files, blog }: ContentReading): PictureUse[] {
  const { parsed, lineOf } = files;
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
  const { articles, drafts } = blog;
  const articleUse = (draft: boolean) => (article: Article) => ({
    name: article.image,
    file: article.file,
    field: "image",
    line: article.fieldLines.get("image"),
    draft,
  });
  return [...fromCollections, ...layoutPictures, ...articles.map(articleUse(false)), ...drafts.map(articleUse(true))];
}

/** A problem where content names a picture. */
function problemAt({ file, field, line }: PictureUse, message: string): ContentProblem {
  return { file, field, line, message };
}

function missingImage(use: PictureUse, known: ReadonlySet<string>): ContentProblem[] {
  if (known.has(use.name) || imageNameProblem(use.name)) return [];
  // On a phone or in Windows, IMG_1234.JPG and img_1234.jpg look the same; on the server they are not.
  const sameLetters = [...known].find((name) => name.toLowerCase() === use.name.toLowerCase());
  const hint = sameLetters
    ? `; yang ada: '${sameLetters}' (huruf besar dan kecil harus sama persis)`
    : " (periksa ejaan nama berkasnya, dan simpan dulu gambarnya di sana)";
  return [problemAt(use, `menyebut gambar '${use.name}' yang tidak ada di ${IMAGES_DIR}/${hint}`)];
}

/** Everything that can be checked without opening a picture: every value, and that named pictures exist. */
export function validateContent(env: Env = process.env, project = readContent()): ContentProblem[] {
  return checkValues(env, project, pictureUses(project)).problems;
}

/** validateContent's problems, and the mistakes of drafts as warnings. */
function checkValues(env: Env, project: ContentReading, uses: PictureUse[]): ContentReport {
  const { root, files, blog } = project;
  const known = new Set(project.pictures.map((entry) => entry.name));
  const categories = categoryProblems(project);
  return {
    problems: [
      ...files.problems,
      // SITE_URL given at build time replaces siteUrl: it must be an address as well.
      ...siteAddress(env, root, files).problems,
      ...editorSettings(env, "").problems,
      ...exampleValueProblems(env, files),
      ...blog.problems,
      ...categories.problems,
      ...uses.filter((use) => !use.draft).flatMap((use) => missingImage(use, known)),
    ],
    warnings: [
      ...blog.draftProblems,
      ...categories.draftProblems.map(asDraft),
      ...uses.filter((use) => use.draft).flatMap((use) => missingImage(use, known).map(asDraft)),
    ],
  };
}

/**
 * An article is filed under one of the categories the staff keep in their list (the editor offers
 * only those), so that a typo never makes a category page of its own; and no two entries of the
 * list may become the same page. Drafts' mistakes are warnings.
 */
function categoryProblems({ files, blog }: ContentReading): Pick<ArticleCollection, "problems" | "draftProblems"> {
  const { parsed, lineOf } = files;
  const listed = parsed.categories;
  if (!listed) return { problems: [], draftProblems: [] };
  const problems: ContentProblem[] = [];
  const bySlug = new Map<string, string>();
  listed.forEach(({ name }, index) => {
    const slug = categorySlug(name);
    const same = bySlug.get(slug);
    if (same === undefined) bySlug.set(slug, name);
    else
      problems.push({
        file: CATEGORIES_FILE,
        field: fieldName([index, "name"], true),
        line: lineOf("categories", [index, "name"]),
        message: `sama dengan kategori “${same}” (alamat halamannya sama): hapus salah satunya`,
      });
  });
  const names = new Set(listed.map(({ name }) => name));
  const unlisted = (article: Article) =>
    names.has(article.category)
      ? []
      : [
          {
            file: article.file,
            field: "category",
            line: article.fieldLines.get("category"),
            message: `“${article.category}” tidak ada di ${collections.categories.label}: pilih salah satu kategori dari daftar, atau tambahkan dulu kategori itu di menu ${collections.categories.label}`,
            also: [CATEGORIES_FILE],
          },
        ];
  return { problems: [...problems, ...blog.articles.flatMap(unlisted)], draftProblems: blog.drafts.flatMap(unlisted) };
}

const asDraft = (problem: ContentProblem): ContentProblem => ({
  ...problem,
  message: `${problem.message} (artikel ini masih draf)`,
});

type ContentReport = { problems: ContentProblem[]; warnings: ContentProblem[] };

/**
 * Everything the build relies on, checked the way the build does it: the
 * values, every picture the site shows decoded, every link preview drawn.
 * Pictures nobody names, mistakes in drafts, and links of an article to a page the site
 * does not have (shown as plain text) are warnings: none of them puts a broken page online.
 */
export async function checkContent(env: Env = process.env, project = readContent()): Promise<ContentReport> {
  const uses = pictureUses(project);
  const { problems, warnings } = checkValues(env, project, uses);
  const { root, pictures } = project;

  // While a file cannot be read, its pictures look unused: name them only once everything reads.
  const named = new Set(uses.map((use) => use.name));
  for (const picture of problems.length === 0 ? pictures : []) {
    if (named.has(picture.name)) continue;
    const format = imageNameProblem(picture.name);
    warnings.push({
      file: `${IMAGES_DIR}/${picture.name}`,
      field: "gambar",
      message: `tidak dipakai di halaman mana pun, jadi tidak ikut dipublikasikan${format ? `; lagi pula nama berkas ini ${format}` : ""}`,
    });
  }

  const results = new Map(
    await Promise.all(
      pictures
        .filter((picture) => named.has(picture.name))
        .map(async (picture) => [picture.name, await checkPicture(picture, root)] as const),
    ),
  );
  for (const use of uses) {
    const result = results.get(use.name);
    if (!result || !("problem" in result)) continue;
    const problem = problemAt(use, `menyebut gambar ${IMAGES_DIR}/${use.name} yang ${result.problem}`);
    if (use.draft) warnings.push(asDraft(problem));
    else problems.push(problem);
  }
  if (problems.length > 0) return { problems, warnings };

  // A link to a page the site lacks is shown as its words alone (the articles' loader): nothing to stop for.
  const links = await articleLinkWarnings(project.blog, siteAddress(env, root, project.files).url, project.rendered);
  warnings.push(...links.warnings, ...links.draftWarnings.map(asDraft));

  // Drawn here, and cached, so that a text that cannot be drawn stops the check rather than the build.
  const logo = readFileSync(path.join(root, IMAGES_DIR, "logo.svg"));
  // Without a problem every data file was read, placeholders filled in: `data` is there.
  for (const preview of linkPreviews(project.files.data!, project.blog.articles)) {
    try {
      await linkPreview(readFileSync(path.join(root, IMAGES_DIR, preview.picture)), logo, preview.content);
    } catch (error) {
      // Only what the content put in it is the staff's to fix; anything else is a technical failure.
      if (!(error instanceof PreviewPartError)) throw error;
      const reason = error.message.split("\n")[0];
      if (error.part === "text") {
        problems.push({
          ...(preview.article ? { file: preview.article.file, field: "title" } : { file: SITE_FILE, field: "tagline" }),
          message: `gambar pratinjau tautan (untuk WhatsApp dan media sosial) tidak bisa dibuat: ${reason}. Coba persingkat teksnya`,
        });
        continue;
      }
      const picture = error.part === "logo" ? layoutPictures[0]! : previewPicture(preview, project.files);
      problems.push(
        problemAt(
          picture,
          `menyebut gambar ${IMAGES_DIR}/${picture.name} yang tidak bisa diolah untuk gambar pratinjau tautan (untuk WhatsApp dan media sosial), mungkin rusak atau terpotong: unggah ulang foto aslinya, sebaiknya sebagai JPG (${reason})`,
        ),
      );
    }
  }
  return { problems, warnings };
}

/** Where a preview's picture is named, for a message if it cannot be drawn. */
function previewPicture({ article, picture: name }: LinkPreviewSpec<Article>, files: LoadedContent): PictureUse {
  if (article) return { name, file: article.file, field: "image", line: article.fieldLines.get("image") };
  const heroImage = ["hero", "image"];
  return {
    name,
    file: `${DATA_DIR}/${collections.home.file}`,
    field: fieldName(heroImage, false),
    line: files.lineOf("home", heroImage),
  };
}

/**
 * Fields of the site config that still hold the made-up value the project
 * ships in them. Each field names that value itself (`example` in
 * src/lib/content/schemas.ts), so it is written once, where the field is defined.
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

/**
 * Fields whose example may still be the centre's own: the name the site ships
 * with, and its address (a publication's is SITE_URL, which the workflow's
 * first step requires). They stay a warning even in a publication.
 */
export const MAY_BE_REAL: ReadonlySet<string> = new Set(["name", "siteUrl"]);

/**
 * In a publication (PUBLISHING=1, set by publish.yml) every other example
 * value is a mistake: a made-up phone number would go live on every WhatsApp
 * button. Locally it stays the warning below.
 */
export function exampleValueProblems(env: Env = process.env, files = loadContent()): ContentProblem[] {
  if (env.PUBLISHING !== "1") return [];
  const { parsed, lineOf } = files;
  const site = parsed.site;
  if (!site) return [];
  return exampleFields(site)
    .filter((field) => !MAY_BE_REAL.has(field))
    .map((field) => ({
      file: SITE_FILE,
      field,
      line: lineOf("site", field.split(".")),
      message:
        "masih berisi nilai CONTOH bawaan proyek: ganti dengan data asli daycare di editor, lalu simpan lagi. Situs tidak diterbitkan dengan data contoh.",
    }));
}

/** The one warning of `npm run check` and of a build while the site config holds example values. */
export function exampleValuesWarning(env: Env = process.env, { root, files } = readContent()): string | null {
  const site = files.parsed.site;
  if (!site) return null;
  // The address the site is published at, SITE_URL included.
  const fields = exampleFields({ ...site, siteUrl: siteAddress(env, root, files).url });
  if (fields.length === 0) return null;
  const named = fields.map((field) => fieldWords("site", field)).join(", ");
  return (
    `Peringatan: ${collections.site.label} masih berisi nilai CONTOH untuk: ${named} (berkas ${SITE_FILE}).\n` +
    "  Ganti dengan data asli daycare sebelum situs dipublikasikan (lihat docs/panduan-konten.md)."
  );
}

/** `npm run check`: every problem at once; the exit code says whether the build would pass. */
async function main(): Promise<number> {
  const project = readContent();
  const { problems, warnings } = await checkContent(process.env, project);
  if (warnings.length > 0) console.warn(formatWarnings(warnings));
  if (problems.length > 0) {
    console.error(formatProblems(problems, "perbaiki lalu jalankan lagi `npm run check`"));
    // In the publishing workflow the printed text is shown between ::stop-commands:: and a token, so that
    // nothing in it acts as a workflow command; the annotations go to a file of their own for the step
    // to print after.
    if (process.env.GITHUB_ACTIONS === "true") {
      const annotations = `${problemAnnotations(problems)}\n`;
      if (process.env.CHECK_ANNOTATIONS) appendFileSync(process.env.CHECK_ANNOTATIONS, annotations);
      else process.stdout.write(annotations);
    }
    return 1;
  }
  console.log(`✓ Semua konten valid (${articleCollection.folder}, ${DATA_DIR}, ${IMAGES_DIR}).`);
  const warning = exampleValuesWarning(process.env, project);
  if (warning) console.warn(`⚠ ${warning}`);
  return 0;
}

if (import.meta.main) {
  process.exitCode = await main().catch((error: unknown) => {
    // What a failure that is not the content's means, without a stack trace.
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(
      `Pemeriksaan konten berhenti karena kesalahan teknis: ${message}\n  Tidak ada yang diubah. Minta bantuan pengelola teknis situs.`,
    );
    return 1;
  });
}
