import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ContentData } from "../content/loading/content-files.ts";
import { IMAGES_DIR } from "../content/pictures/image-catalog.ts";
import type { ArticleData } from "../content/schemas.ts";
import { formatOpeningHours } from "../format/format.ts";
import { linkPreview, type PreviewContent } from "./og-image.ts";

/**
 * Every link preview the site publishes, from content someone has already
 * read: `npm run check` draws them all from its own reading before a build
 * (so a text that cannot be drawn stops the check, not the build), and the
 * build's endpoint (src/pages/og/[preview].jpg.ts) gives Astro's entries, the
 * same values, and so takes the pictures from the cache.
 */

/** What a preview shows of an article. */
export type PreviewArticle = Pick<ArticleData, "id" | "image" | "category" | "title">;

export interface LinkPreviewSpec<A extends PreviewArticle = PreviewArticle> {
  /** Its file name under /og/ (`site.jpg`, `blog-2.jpg`), the address pages give as their `og:image`. */
  file: string;
  /** The picture on the right, by its name in src/content/images. */
  picture: string;
  content: PreviewContent;
  /** The article it is for; none for the site's own. */
  article?: A;
}

/** One for the site, one per published article (`articles`). */
export function linkPreviews<A extends PreviewArticle>(
  { site, home }: Pick<ContentData, "site" | "home">,
  articles: readonly A[],
): LinkPreviewSpec<A>[] {
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
    },
    ...articles.map((article) => ({
      file: `blog-${article.id}.jpg`,
      picture: article.image,
      content: { name, eyebrow: article.category, headline: article.title, footer: `Artikel ${name}` },
      article,
    })),
  ];
}

/** The JPEG of one preview, with the logo beside the name (drawn once, then cached by linkPreview). */
export async function drawLinkPreview(
  spec: Pick<LinkPreviewSpec, "picture" | "content">,
  root = process.cwd(),
): Promise<Buffer> {
  const images = path.join(root, IMAGES_DIR);
  const [picture, logo] = await Promise.all([
    readFile(path.join(images, spec.picture)),
    readFile(path.join(images, "logo.svg")),
  ]);
  return linkPreview(picture, logo, spec.content);
}
