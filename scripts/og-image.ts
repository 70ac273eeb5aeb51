import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { decompress } from "woff2-encoder";
import { brandColors } from "../app/lib/brand-colors";
import { cacheDir } from "./image-pipeline";

/**
 * Link previews: the 1200×630 JPEG WhatsApp, Facebook and X show when the
 * site or an article is shared. The brand's name and a headline (the tagline,
 * or the article's title) in the site's own typeface on the left, the
 * picture on the right.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PICTURE_WIDTH = 500;
const MARGIN = 64;
const TEXT_WIDTH = OG_WIDTH - PICTURE_WIDTH - 2 * MARGIN;
const COLORS = { background: brandColors.page, name: brandColors.heading, headline: brandColors.heading, accent: brandColors.theme, soft: "#4b5563" };

const require = createRequire(import.meta.url);

/**
 * The text renderer (Pango, inside sharp) reads TrueType but not the WOFF2
 * the site serves, so the same font file is unpacked once into the cache.
 */
async function fontFile(): Promise<string> {
  const file = path.join(cacheDir(), "plus-jakarta-sans-latin-wght.ttf");
  if (existsSync(file)) return file;
  const woff2 = require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await decompress(readFileSync(woff2)));
  return file;
}

const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

interface TextBlock {
  text: string;
  size: number;
  weight: 600 | 700 | 800;
  color: string;
  /** Taller text is made smaller to fit, so a long title never runs off the card. */
  maxHeight: number;
}

async function renderText(block: TextBlock, fontfile: string): Promise<{ input: Buffer; height: number }> {
  for (let size = block.size; ; size -= 4) {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="${block.color}">${escapeMarkup(block.text)}</span>`,
        // The weight as a variation of the variable font: asking for "bold"
        // would embolden the default instance and space letters wrongly.
        font: `Plus Jakarta Sans ${size}px @wght=${block.weight}`,
        fontfile,
        width: TEXT_WIDTH,
        spacing: Math.round(size * 0.18),
        wrap: "word",
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    if (info.height <= block.maxHeight || size <= 24) return { input: data, height: info.height };
  }
}

export interface PreviewContent {
  name: string;
  /** Small line above the headline, e.g. the article's category. */
  eyebrow?: string;
  headline: string;
  footer: string;
}

export async function openGraphImage(picture: Buffer, logo: Buffer, content: PreviewContent): Promise<Buffer> {
  const fontfile = await fontFile();
  const art = await sharp(picture, { density: 144 })
    .resize(PICTURE_WIDTH, OG_HEIGHT, { fit: "cover", position: "centre" })
    .png()
    .toBuffer();
  const mark = await sharp(logo, { density: 600 }).resize(64, 64).png().toBuffer();
  const name = await renderText({ text: content.name, size: 32, weight: 800, color: COLORS.name, maxHeight: 48 }, fontfile);
  const eyebrow = content.eyebrow
    ? await renderText({ text: content.eyebrow, size: 28, weight: 700, color: COLORS.accent, maxHeight: 40 }, fontfile)
    : undefined;
  const headline = await renderText({ text: content.headline, size: content.eyebrow ? 56 : 64, weight: 800, color: COLORS.headline, maxHeight: 290 }, fontfile);
  const footer = await renderText({ text: content.footer, size: 26, weight: 600, color: COLORS.soft, maxHeight: 40 }, fontfile);

  // The headline block (eyebrow and headline) sits in the middle of the card.
  const blockHeight = (eyebrow ? eyebrow.height + 16 : 0) + headline.height;
  let top = Math.round(150 + (330 - blockHeight) / 2);
  const layers: OverlayOptions[] = [
    { input: art, left: OG_WIDTH - PICTURE_WIDTH, top: 0 },
    { input: mark, left: MARGIN, top: 56 },
    { input: name.input, left: MARGIN + 80, top: 56 + Math.round((64 - name.height) / 2) },
  ];
  if (eyebrow) {
    layers.push({ input: eyebrow.input, left: MARGIN, top });
    top += eyebrow.height + 16;
  }
  layers.push({ input: headline.input, left: MARGIN, top });
  layers.push({ input: footer.input, left: MARGIN, top: OG_HEIGHT - 56 - footer.height });

  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: COLORS.background } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
