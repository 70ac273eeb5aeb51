import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { articlePath, categoriesOf, categoryPath } from "../../app/lib/blog-pages";
import { readArticles } from "../content/articles";
import { readBrandColors } from "../content/brand-colors";
import { contentData } from "../content/content-files";
import { blogFeed, FEED_PATH } from "./feed";
import { IMAGES_DIR } from "../content/image-catalog";
import { linkPreviews } from "../content/link-previews";
import { linkPreview } from "../content/og-image";
import { sitePages } from "./site-pages";
import { siteAddress } from "../content/site-url";

// The tokens of app/app.css, read as the build starts: a missing one stops it, naming the token.
const { theme: THEME_COLOR, page: BACKGROUND_COLOR } = readBrandColors();

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path: page, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(page, `${siteUrl}/`).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function webManifest({ name, tagline }: { name: string; tagline: string }) {
  return {
    name: `${name} - ${tagline}`,
    short_name: name,
    description: tagline,
    lang: "id",
    start_url: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512-maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** The logo on a square of the page colour, padded (`padding` of the side) where a platform crops. */
async function icon(logo: Buffer, size: number, padding: number, background?: string): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * padding));
  const mark = await sharp(logo, { density: 600 })
    .resize(inner, inner, { fit: "contain", background: "#0000" })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? "#0000" } })
    .composite([{ input: mark, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Files search engines, browsers and phones look for at the root of the site:
 * sitemap.xml and robots.txt (from the same page and article lists as the
 * prerender), the blog's feed, the web manifest and the icons made from app/images/logo.svg.
 */
export async function writeSiteFiles(clientDir: string, root = process.cwd()): Promise<void> {
  const siteUrl = siteAddress(process.env, root).url;
  const { articles } = readArticles(root);
  const content = contentData(root);
  // An article changes on its date; a list's first page with its newest article (later pages shift with every new one).
  const lastmod = new Map([
    ...articles.map((article) => [articlePath(article.id), article.date] as const),
    ["/blog", articles[0]?.date],
    ...categoriesOf(articles).map(
      ({ slug, articles: inCategory }) => [categoryPath(slug), inCategory[0]?.date] as const,
    ),
  ]);
  const entries: SitemapEntry[] = sitePages(articles).map((page) => ({ path: page, lastmod: lastmod.get(page) }));
  const feedSite = {
    name: content.site.name,
    title: content.pages.blog.title,
    description: content.pages.blog.description,
  };
  const images = path.join(root, IMAGES_DIR);
  const logoFile = path.join(images, "logo.svg");
  await mkdir(path.join(clientDir, "og"), { recursive: true });
  const logo = await readFile(logoFile);
  await Promise.all([
    writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, entries)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl)),
    writeFile(path.join(clientDir, FEED_PATH.slice(1)), blogFeed(siteUrl, feedSite, articles)),
    writeFile(path.join(clientDir, "site.webmanifest"), `${JSON.stringify(webManifest(content.site), null, 2)}\n`),
    copyFile(logoFile, path.join(clientDir, "favicon.svg")),
    icon(logo, 32, 0).then((png) => writeFile(path.join(clientDir, "favicon-32.png"), png)),
    icon(logo, 180, 0.12, BACKGROUND_COLOR).then((png) => writeFile(path.join(clientDir, "apple-touch-icon.png"), png)),
    icon(logo, 192, 0.08).then((png) => writeFile(path.join(clientDir, "icon-192.png"), png)),
    icon(logo, 512, 0.08).then((png) => writeFile(path.join(clientDir, "icon-512.png"), png)),
    icon(logo, 512, 0.2, BACKGROUND_COLOR).then((png) => writeFile(path.join(clientDir, "icon-512-maskable.png"), png)),
    // Made (and cached) by the content check before the build; taken from the cache here.
    ...linkPreviews(root).map(async ({ file, picture, content }) =>
      writeFile(
        path.join(clientDir, "og", file),
        await linkPreview(await readFile(path.join(images, picture)), logo, content),
      ),
    ),
  ]);
}
