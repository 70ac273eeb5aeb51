import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { readBrandColors } from "../content/brand-colors";
import { IMAGES_DIR } from "../content/image-catalog";
import { linkPreviews } from "../content/link-previews";
import { linkPreview } from "../content/og-image";

// The tokens of app/app.css, read as the build starts: a missing one stops it, naming the token.
const { page: BACKGROUND_COLOR } = readBrandColors();

/** Each icon: its size, and `padding` of the side where a platform crops (on the page colour where it must not be transparent). */
const ICONS = [
  { file: "favicon-32.png", size: 32, padding: 0 },
  { file: "apple-touch-icon.png", size: 180, padding: 0.12, background: BACKGROUND_COLOR },
  { file: "icon-192.png", size: 192, padding: 0.08 },
  { file: "icon-512.png", size: 512, padding: 0.08 },
  { file: "icon-512-maskable.png", size: 512, padding: 0.2, background: BACKGROUND_COLOR },
];

/** The files this step writes at the root of the site. */
export const SITE_FILES = ["favicon.svg", ...ICONS.map((entry) => entry.file)];

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
 * The icons browsers and phones look for at the root of the site (named in
 * app/root.tsx and the web manifest), made from app/images/logo.svg, and the
 * link previews of tooling/content/link-previews.ts. A build step rather than
 * resource routes like sitemap.xml: see docs/decisions/001-prerendered-static-site.md.
 */
export async function writeSiteFiles(clientDir: string, root = process.cwd()): Promise<void> {
  const images = path.join(root, IMAGES_DIR);
  const logoFile = path.join(images, "logo.svg");
  await mkdir(path.join(clientDir, "og"), { recursive: true });
  const logo = await readFile(logoFile);
  await Promise.all([
    copyFile(logoFile, path.join(clientDir, "favicon.svg")),
    ...ICONS.map(async ({ file, size, padding, background }) =>
      writeFile(path.join(clientDir, file), await icon(logo, size, padding, background)),
    ),
    // Made (and cached) by the content check before the build; taken from the cache here.
    ...linkPreviews(root).map(async ({ file, picture, content }) =>
      writeFile(
        path.join(clientDir, "og", file),
        await linkPreview(await readFile(path.join(images, picture)), logo, content),
      ),
    ),
  ]);
}
