import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { StaffFacingError } from "./content-problem";
import { type CatalogEntry, IMAGES_DIR, type PictureFile, readPicture } from "./image-catalog";

/**
 * Turns each picture of app/images into the files browsers download:
 * AVIF and WebP at several widths, plus one JPEG (or PNG, when the picture
 * has transparent parts) for browsers that read neither. Photos from a phone
 * can be dropped in as they are: they are turned upright, scaled down and
 * stripped of their metadata (which may hold where the photo was taken).
 *
 * Encoding is slow, so results are kept in a cache keyed by the picture's
 * bytes and these settings; a build only encodes what changed.
 */

/** Widths made for every picture, capped at what the source can give. */
export const WIDTHS = [320, 480, 800, 1200] as const;
/** The single width of the JPEG/PNG fallback, or the largest below it. */
const FALLBACK_WIDTH = 800;
const SETTINGS = {
  avif: { quality: 45, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
};
/** Bump when the encoding changes, so cached files are made again. */
const VERSION = `1:${JSON.stringify(SETTINGS)}:${WIDTHS.join(",")}:${FALLBACK_WIDTH}`;

/** Kept as they are: a vector mark stays sharp at any size and weighs a few hundred bytes. */
export const VECTOR_ONLY = new Set(["logo.svg"]);

export const PUBLIC_DIR = "assets/img";
export const cacheDir = (root = process.cwd()) => path.join(root, "node_modules/.cache/daycare-images");

export interface Variants {
  /** `/assets/img/hero-1a2b3c4d`: a variant's URL is `${base}-${width}.${format}`. */
  base: string;
  widths: number[];
  /** The JPEG/PNG for browsers without AVIF and WebP. */
  fallback: string;
  /** Every file made, by name inside PUBLIC_DIR. */
  files: string[];
}

function widthsFor(entry: CatalogEntry): number[] {
  // A vector source can be drawn at any width; a photo is never enlarged.
  const max = entry.file.endsWith(".svg") ? Math.max(...WIDTHS) : entry.width;
  const widths = WIDTHS.filter((width) => width <= max);
  return widths.length > 0 ? widths : [entry.width];
}

function render(source: Buffer, entry: CatalogEntry, width: number): Sharp {
  const density = entry.file.endsWith(".svg") ? Math.min(2400, (72 * width) / entry.width) : undefined;
  return sharp(source, density ? { density } : {})
    .rotate()
    .resize({ width, withoutEnlargement: !density });
}

async function writeOnce(file: string, make: () => Promise<Buffer>): Promise<void> {
  if (existsSync(file)) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, await make());
  renameSync(temporary, file);
}

const BROKEN =
  "rusak atau tidak lengkap (mungkin terpotong saat disalin atau diunggah): unggah ulang foto aslinya, sebaiknya sebagai JPG";

const unreadable = (entry: PictureFile) => new StaffFacingError(`${IMAGES_DIR}/${entry.name} ${BROKEN}`);

/**
 * Reads every pixel once, as the encoders will: a truncated JPEG has a valid
 * header and size but fails here. Returns whether the picture is opaque.
 */
async function decode(source: Buffer): Promise<boolean> {
  const stats = await sharp(source).stats();
  return stats.isOpaque;
}

const decodedMark = (hash: string, root?: string) => path.join(cacheDir(root), "decoded", hash);
const sourceHash = (source: Buffer) => createHash("sha256").update(VERSION).update(source).digest("hex").slice(0, 10);

/**
 * Whether the build can make this picture's files, or why not, in words for
 * staff. `npm run check` asks this of every picture the site uses; the answer
 * for the same bytes is remembered, so only new pictures are decoded.
 */
export async function checkPicture(picture: PictureFile, root?: string): Promise<CatalogEntry | { problem: string }> {
  const entry = readPicture(picture);
  if ("problem" in entry) return entry;
  const source = readFileSync(picture.file);
  const mark = decodedMark(sourceHash(source), root);
  if (existsSync(mark)) return entry;
  try {
    await decode(source);
  } catch {
    return { problem: BROKEN };
  }
  mkdirSync(path.dirname(mark), { recursive: true });
  writeFileSync(mark, "");
  return entry;
}

/** Makes (or finds in the cache) every file of one picture. */
export async function makeVariants(entry: CatalogEntry, base = "/", root = process.cwd()): Promise<Variants> {
  const source = readFileSync(entry.file);
  // Lower case and URL-safe whatever the file is called (IMG 1234.JPG → img-1234).
  const slug = entry.name
    .replace(/\.[^.]+$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const stem = `${slug}-${sourceHash(source)}`;
  const widths = widthsFor(entry);
  const fallbackWidth = [...widths].reverse().find((width) => width <= FALLBACK_WIDTH) ?? widths[0]!;
  const dir = cacheDir(root);
  mkdirSync(dir, { recursive: true });

  const opaque = await decode(source).catch(() => {
    throw unreadable(entry);
  });
  const fallbackFile = `${stem}-${fallbackWidth}.${opaque ? "jpg" : "png"}`;
  type Job = [file: string, make: () => Promise<Buffer>];
  const jobs = widths.flatMap((width): Job[] => [
    [`${stem}-${width}.avif`, () => render(source, entry, width).avif(SETTINGS.avif).toBuffer()],
    [`${stem}-${width}.webp`, () => render(source, entry, width).webp(SETTINGS.webp).toBuffer()],
  ]);
  jobs.push([
    fallbackFile,
    () => {
      const image = render(source, entry, fallbackWidth);
      return opaque
        ? image.flatten({ background: "#ffffff" }).jpeg(SETTINGS.jpeg).toBuffer()
        : image.png({ palette: true }).toBuffer();
    },
  ]);
  try {
    await Promise.all(jobs.map(([name, make]) => writeOnce(path.join(dir, name), make)));
  } catch {
    throw unreadable(entry);
  }
  const publicBase = `${base}${PUBLIC_DIR}`;
  return {
    base: `${publicBase}/${stem}`,
    widths,
    fallback: `${publicBase}/${fallbackFile}`,
    files: jobs.map(([name]) => name),
  };
}
