import { readArticles } from "./content/articles.ts";
import { contentData } from "./content/content-files.ts";
import { formatOpeningHours } from "./format.ts";
import type { PreviewContent } from "./og-image.ts";

export interface LinkPreviewSpec {
  /** File name inside build/client/og/. */
  file: string;
  /** The picture on the right, by its name in app/images. */
  picture: string;
  content: PreviewContent;
  /** Where the text comes from, for a message if it cannot be drawn. */
  source: { file: string; field: string };
}

/** Every link preview the site publishes: one for the site, one per published article. */
export function linkPreviews(root = process.cwd()): LinkPreviewSpec[] {
  const { site, home } = contentData(root);
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
    },
    ...readArticles(root).articles.map((article) => ({
      file: `blog-${article.id}.jpg`,
      picture: article.image,
      content: { name, eyebrow: article.category, headline: article.title, footer: `Artikel ${name}` },
      source: { file: article.file, field: "title" },
    })),
  ];
}
