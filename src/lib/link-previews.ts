import { readFile } from "node:fs/promises";
import path from "node:path";
import { readArticles } from "./content/articles.ts";
import { collections, DATA_DIR } from "./content/collections.ts";
import { contentData, fieldName, loadContent } from "./content/content-files.ts";
import { IMAGES_DIR } from "./content/image-catalog.ts";
import { formatOpeningHours } from "./format.ts";
import { linkPreview, type PreviewContent } from "./og-image.ts";

/**
 * Every link preview the site publishes, read from the content files
 * themselves rather than from Astro's content layer: `npm run check` draws
 * them all before a build (so a text that cannot be drawn stops the check,
 * not the build), and the build's endpoint (src/pages/og/[preview].jpg.ts)
 * then takes them from the cache. Both read the same articles as the pages
 * (src/lib/content/loaders.ts reads them with the same function).
 */

export interface LinkPreviewSpec {
  /** Its file name under /og/ (`site.jpg`, `blog-2.jpg`), the address pages give as their `og:image`. */
  file: string;
  /** The picture on the right, by its name in src/content/images. */
  picture: string;
  content: PreviewContent;
  /** Where the text comes from, for a message if it cannot be drawn. */
  source: { file: string; field: string };
  /** Where the content names the picture, for a message if it cannot be drawn. */
  pictureSource: { file: string; field: string; line?: number };
}

/** One for the site, one per published article. */
export function linkPreviews(root = process.cwd()): LinkPreviewSpec[] {
  const { site, home } = contentData(root);
  const heroImage = ["hero", "image"];
  const { name, tagline, hours, address } = site;
  return [
    {
      file: "site.jpg",
      picture: home.hero.image,
      content: {
        name,
        headline: tagline,
        footer: `${formatOpeningHours(hours)} · ${address.district}, ${address.city}`,
      },
      source: { file: "src/content/data/site.yaml", field: "tagline" },
      pictureSource: {
        file: `${DATA_DIR}/${collections.home.file}`,
        field: fieldName(heroImage, false),
        line: loadContent(root).lineOf("home", heroImage),
      },
    },
    ...readArticles(root).articles.map((article) => ({
      file: `blog-${article.id}.jpg`,
      picture: article.image,
      content: { name, eyebrow: article.category, headline: article.title, footer: `Artikel ${name}` },
      source: { file: article.file, field: "title" },
      pictureSource: { file: article.file, field: "image", line: article.fieldLines.get("image") },
    })),
  ];
}

/** The JPEG of one preview, with the logo beside the name (drawn once, then cached by linkPreview). */
export async function drawLinkPreview(spec: LinkPreviewSpec, root = process.cwd()): Promise<Buffer> {
  const images = path.join(root, IMAGES_DIR);
  const [picture, logo] = await Promise.all([
    readFile(path.join(images, spec.picture)),
    readFile(path.join(images, "logo.svg")),
  ]);
  return linkPreview(picture, logo, spec.content);
}
