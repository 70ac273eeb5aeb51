import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import subsetFont from "subset-font";
import { readBrandColors } from "../brand-colors.ts";
import { graphemes } from "../format/graphemes.ts";
import { MAX_PIXELS } from "../content/pictures/image-catalog.ts";

/**
 * Link previews: the 1200×630 JPEG WhatsApp, Facebook and X show when the
 * site or an article is shared. The brand's name and a headline (the tagline,
 * or the article's title) in the site's own typeface on the left, the
 * picture on the right.
 *
 * Any text fits: long words break, long titles are set smaller and, at the
 * smallest size, end with an ellipsis. Characters the typeface does not have
 * (emoji, other scripts) are left out rather than drawn as empty boxes.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PICTURE_WIDTH = 500;
const MARGIN = 64;
const TEXT_WIDTH = OG_WIDTH - PICTURE_WIDTH - 2 * MARGIN;
const MIN_SIZE = 24;

/** The card's colours: the brand's, read from the tokens of src/styles/app.css when a card is drawn. */
function cardColors() {
  const brand = readBrandColors();
  return { background: brand.page, name: brand.heading, headline: brand.heading, accent: brand.theme, soft: "#4b5563" };
}
type CardColors = ReturnType<typeof cardColors>;
/** Bump when the drawing changes, so cached previews are made again. */
const VERSION = "2";

const require = createRequire(import.meta.url);
const FONT_PACKAGE = path.dirname(
  path.dirname(
    require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"),
  ),
);

/** The code points the bundled font file draws, from the font package's own table. */
const covered: [number, number][] = (
  JSON.parse(readFileSync(path.join(FONT_PACKAGE, "unicode.json"), "utf8")) as Record<string, string>
)
  .latin!.split(",")
  .map((range) => {
    const [from, to = from] = range.replace("U+", "").split("-");
    return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)];
  });
/** Where drawn previews and the unpacked font are kept between builds. */
const cacheDir = () => path.join(process.cwd(), "node_modules/.cache/daycare-og");

/**
 * The text renderer (Pango, inside sharp) reads TrueType but not the WOFF2
 * the site serves, so the same font is unpacked once into the cache, with
 * every character the font package draws.
 */
async function fontFile(): Promise<string> {
  const file = path.join(cacheDir(), "plus-jakarta-sans-latin-wght.ttf");
  if (existsSync(file)) return file;
  const woff2 = path.join(FONT_PACKAGE, "files/plus-jakarta-sans-latin-wght-normal.woff2");
  const characters = covered.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, await subsetFont(readFileSync(woff2), characters.join(""), { targetFormat: "sfnt" }));
  renameSync(temporary, file);
  return file;
}

const drawable = (text: string) =>
  [...text].every((char) => {
    const code = char.codePointAt(0)!;
    return code >= 0x20 && covered.some(([from, to]) => code >= from && code <= to);
  });

/**
 * The text as the card can draw it: whitespace and control characters
 * collapsed, each character the font lacks replaced by its plain letter
 * (ḥ → h) or left out with its modifiers (a whole emoji, never half of one).
 */
export function previewText(text: string): string {
  const kept = graphemes(text.normalize("NFC").replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ")).map((grapheme) => {
    if (drawable(grapheme)) return grapheme;
    const plain = grapheme.normalize("NFKD").replace(/\p{M}/gu, "");
    return drawable(plain) ? plain : "";
  });
  return kept.join("").replace(/ {2,}/g, " ").trim();
}

const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

interface TextBlock {
  text: string;
  size: number;
  weight: 600 | 700 | 800;
  color: string;
  maxHeight: number;
}

interface Layer {
  input: Buffer;
  height: number;
}

async function draw(block: TextBlock, text: string, size: number, fontfile: string) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${block.color}">${escapeMarkup(text)}</span>`,
      // The weight as a variation of the variable font: asking for "bold"
      // would embolden the default instance and space letters wrongly.
      font: `Plus Jakarta Sans ${size}px @wght=${block.weight}`,
      fontfile,
      width: TEXT_WIDTH,
      spacing: Math.round(size * 0.18),
      // Words break between words, and a word longer than the line (an
      // e-mail address, a hashtag) between its letters.
      wrap: "word-char",
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The block as large as fits in its height, down to MIN_SIZE; below that, shortened with an ellipsis. */
async function renderText(block: TextBlock, fontfile: string): Promise<Layer | null> {
  const text = previewText(block.text);
  if (!text) return null;
  const fits = (layer: { width: number; height: number }) =>
    layer.height <= block.maxHeight && layer.width <= TEXT_WIDTH;
  for (let size = block.size; size > MIN_SIZE; size -= 4) {
    const layer = await draw(block, text, size, fontfile);
    if (fits(layer)) return layer;
  }
  const whole = await draw(block, text, MIN_SIZE, fontfile);
  if (fits(whole)) return whole;
  // Binary search for the longest beginning that fits with "…" after it,
  // ending after a whole word where the text has words.
  const parts = graphemes(text);
  const beginning = (count: number) => {
    const kept = parts.slice(0, count).join("");
    const space = kept.lastIndexOf(" ");
    return parts[count] !== " " && space > kept.length / 2 ? kept.slice(0, space) : kept.trimEnd();
  };
  let low = 0;
  let high = parts.length - 1;
  let best = await draw(block, "…", MIN_SIZE, fontfile);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const layer = await draw(block, `${beginning(middle)}…`, MIN_SIZE, fontfile);
    if (fits(layer)) {
      best = layer;
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

/**
 * What of a preview could not be drawn: its picture, the logo, or one of its
 * texts. Anything else (the font, the cache) is no fault of the content.
 */
export class PreviewPartError extends Error {
  readonly part: "picture" | "logo" | "text";
  constructor(part: PreviewPartError["part"], cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "PreviewPartError";
    this.part = part;
  }
}

const blame =
  (part: PreviewPartError["part"]) =>
  (error: unknown): never => {
    throw new PreviewPartError(part, error);
  };

/**
 * A content picture, read with the check's limit on pixels (MAX_PIXELS).
 * A drawing (SVG) is drawn at `density` (dpi) to stay sharp, which
 * multiplies its pixels: where that would pass the limit, at the density
 * that reaches it, so that every picture the check accepted can be drawn.
 */
async function open(input: Buffer, density: number) {
  const { format, width = 0, height = 0 } = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  const room = format === "svg" && width * height > 0 ? 72 * Math.sqrt(MAX_PIXELS / (width * height)) : density;
  return sharp(input, { density: Math.max(1, Math.min(density, Math.floor(room))), limitInputPixels: MAX_PIXELS });
}

export interface PreviewContent {
  name: string;
  /** Small line above the headline, e.g. the article's category. */
  eyebrow?: string;
  headline: string;
  footer: string;
}

export async function openGraphImage(
  picture: Buffer,
  logo: Buffer,
  content: PreviewContent,
  colors: CardColors = cardColors(),
): Promise<Buffer> {
  const fontfile = await fontFile();
  const art = await open(picture, 144)
    .then((image) =>
      image.rotate().resize(PICTURE_WIDTH, OG_HEIGHT, { fit: "cover", position: "centre" }).png().toBuffer(),
    )
    .catch(blame("picture"));
  const mark = await open(logo, 600)
    .then((image) => image.resize(64, 64).png().toBuffer())
    .catch(blame("logo"));
  const [name, eyebrow, headline, footer] = await Promise.all([
    renderText({ text: content.name, size: 32, weight: 800, color: colors.name, maxHeight: 48 }, fontfile),
    content.eyebrow
      ? renderText({ text: content.eyebrow, size: 28, weight: 700, color: colors.accent, maxHeight: 40 }, fontfile)
      : null,
    renderText(
      { text: content.headline, size: content.eyebrow ? 56 : 64, weight: 800, color: colors.headline, maxHeight: 290 },
      fontfile,
    ),
    renderText({ text: content.footer, size: 26, weight: 600, color: colors.soft, maxHeight: 40 }, fontfile),
  ]).catch(blame("text"));

  // The headline block (eyebrow and headline) sits in the middle of the card.
  const blockHeight = (eyebrow ? eyebrow.height + 16 : 0) + (headline?.height ?? 0);
  let top = Math.round(150 + (330 - blockHeight) / 2);
  const layers: OverlayOptions[] = [
    { input: art, left: OG_WIDTH - PICTURE_WIDTH, top: 0 },
    { input: mark, left: MARGIN, top: 56 },
  ];
  if (name) layers.push({ input: name.input, left: MARGIN + 80, top: 56 + Math.round((64 - name.height) / 2) });
  if (eyebrow) {
    layers.push({ input: eyebrow.input, left: MARGIN, top });
    top += eyebrow.height + 16;
  }
  if (headline) layers.push({ input: headline.input, left: MARGIN, top });
  if (footer) layers.push({ input: footer.input, left: MARGIN, top: OG_HEIGHT - 56 - footer.height });

  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: colors.background } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The preview for this content and these pictures, made once and then taken
 * from the cache: `npm run check` makes every preview (so a text that cannot
 * be drawn stops it, not the build), and the build copies them.
 */
export async function linkPreview(picture: Buffer, logo: Buffer, content: PreviewContent): Promise<Buffer> {
  const colors = cardColors();
  // The colours are part of the drawing: a changed token in app.css makes every card again.
  const key = createHash("sha256")
    .update(JSON.stringify([VERSION, colors, content]))
    .update(createHash("sha256").update(picture).digest())
    .update(createHash("sha256").update(logo).digest())
    .digest("hex")
    .slice(0, 16);
  const file = path.join(cacheDir(), `${key}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const image = await openGraphImage(picture, logo, content, colors);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, image);
  renameSync(temporary, file);
  return image;
}
