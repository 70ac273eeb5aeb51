import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { IMAGES_DIR } from "../places.ts";
import { svgProblem } from "./safe-svg.ts";

/** The one folder of pictures: content refers to a picture by its path here. */
export { IMAGES_DIR };

export interface PictureFile {
  /** Path relative to IMAGES_DIR with forward slashes, e.g. "galeri/fasilitas-1.svg". */
  name: string;
  file: string;
}

export interface CatalogEntry extends PictureFile {
  /** The size pages show it at: a photo stored sideways (EXIF orientation 5–8) is shown turned. */
  width: number;
  height: number;
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // .gitkeep, .DS_Store and the like belong to the system, not the staff.
    if (entry.name.startsWith(".")) return [];
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), name) : [name];
  });
}

/** Every file in src/content/images, pictures or not, sorted by name. */
export function listPictures(root = process.cwd()): PictureFile[] {
  const dir = path.join(root, IMAGES_DIR);
  return listFiles(dir)
    .sort()
    .map((name) => ({ name, file: path.join(dir, name) }));
}

const HEIC =
  "sebenarnya foto HEIC (format bawaan iPhone) yang tidak bisa diolah, walau namanya berakhiran lain: simpan foto sebagai JPG (di iPhone: Pengaturan › Kamera › Format › Paling Kompatibel), lalu unggah lagi";
const UNREADABLE =
  "bukan gambar yang bisa dibaca (rusak, atau bukan berkas gambar): unggah ulang fotonya sebagai JPG atau PNG";
const BROKEN =
  "rusak atau tidak lengkap (mungkin terpotong saat disalin atau diunggah): unggah ulang foto aslinya, sebaiknya sebagai JPG";
const unsafeSvg = (found: string) =>
  `berisi skrip atau tautan ke luar (${found}), yang tidak boleh ada di situs: simpan ulang gambarnya sebagai SVG biasa dari program gambarnya, atau unggah versi PNG-nya`;

/**
 * The most pixels a picture may have, counted from its header before
 * anything decodes it. The editor makes every photo at most 2400 × 2400
 * (5.8 MP) before it saves it; a phone's own photo, as a maintainer may
 * commit it, is 12–50 MP (a 50 MP sensor: 8160 × 6120) and fits. Above it
 * are a phone's 108 or 200 MP mode, scans, and files made to stall the check
 * and the build: decoding takes 3–4 bytes a pixel, 240 MB at this limit.
 */
export const MAX_PIXELS = 60_000_000;

const megapixels = (pixels: number) => (pixels / 1e6).toLocaleString("id-ID", { maximumFractionDigits: 1 });

function tooLarge(width: number, height: number, frames: number): string {
  const size = [width, height].map((side) => side.toLocaleString("id-ID")).join(" × ");
  const animation = frames > 1 ? ` × ${frames.toLocaleString("id-ID")} bingkai animasi` : "";
  return `berukuran ${size} piksel${animation} (${megapixels(width * height * frames)} MP), lebih dari batas ${megapixels(MAX_PIXELS)} MP: kirim ulang foto dari ponsel lewat editor, yang mengecilkannya`;
}

/** The brands of an ISO media file that hold HEVC pictures: what an iPhone saves. */
const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);

/**
 * Whether the file's `ftyp` box names a HEVC brand. sharp reports a HEIC it
 * can parse as `heif` with `hevc` compression; this catches one whose
 * header it cannot even parse, so staff still hear the real reason.
 */
function hasHevcBrand(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString("latin1", 4, 8) !== "ftyp") return false;
  const end = Math.min(bytes.readUInt32BE(0), bytes.length);
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    if (HEVC_BRANDS.has(bytes.toString("latin1", at, at + 4))) return true;
  }
  return false;
}

/**
 * The size of a picture as pages show it, read from the file's header by
 * sharp without decoding it, or why it cannot be published: unreadable, an
 * SVG that is more than a drawing (./safe-svg.ts), or too many pixels to
 * decode (MAX_PIXELS).
 */
export async function readPicture(
  picture: PictureFile,
  bytes = readFileSync(picture.file),
): Promise<CatalogEntry | { problem: string }> {
  if (bytes.length === 0) return { problem: "kosong (0 byte), mungkin gagal tersalin: unggah ulang fotonya" };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { problem: hasHevcBrand(bytes) ? HEIC : UNREADABLE };
  }
  if (metadata.format === "heif" && metadata.compression === "hevc") return { problem: HEIC };
  const unsafe = metadata.format === "svg" ? svgProblem(bytes) : null;
  if (unsafe) return { problem: unsafeSvg(unsafe) };
  const { width, height } = metadata.autoOrient;
  if (!width || !height)
    return { problem: "tidak punya ukuran yang bisa dibaca: simpan ulang gambarnya sebagai JPG atau PNG" };
  // Every frame of an animation is decoded where a picture is made (astro/assets/services/sharp: `pages: -1`).
  const frames = metadata.pages ?? 1;
  if (width * height * frames > MAX_PIXELS) return { problem: tooLarge(width, height, frames) };
  return { ...picture, width, height };
}

export const imageCacheDir = (root = process.cwd()) => path.join(root, "node_modules/.cache/daycare-images");

/**
 * Bump when checkPicture refuses something it used to accept, so that the
 * pictures remembered as good are decoded again under the new rule.
 */
const RULES = "3";

/**
 * Who said a picture is good: these rules, this sharp and this libvips. A
 * remembered verdict counts only for the same bytes read by the same ones.
 */
const DECODER = JSON.stringify([RULES, sharp.versions.sharp, sharp.versions.vips]);

/**
 * Every pixel, or null when the picture cannot be decoded whole. Not
 * `sharp().stats()`: libvips keeps one error message for the whole process,
 * and every operation clears it when it ends, so a decode that fails while
 * other pictures are decoded beside it can fail with no message, and
 * stats() (sharp 0.35, src/stats.cc) takes a failure without a message for
 * a success. An output pipeline counts it as the failure it is (src/pipeline.cc).
 */
async function decode(bytes: Buffer) {
  try {
    // readPicture has counted the pixels already; the limit holds should this ever be called without it.
    return await sharp(bytes, { failOn: "warning", limitInputPixels: MAX_PIXELS })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
}

/** Lines partly transparent allowed between the blank and the photo: where a resize blurs the cut. */
const SEAM = 16;

/**
 * The side of a picture left blank the way a cut-off upload leaves it, and
 * how much of the picture the blank takes, or null.
 *
 * The editor re-encodes every photo in the browser before it uploads it
 * (Sveltia CMS: canvas, then WebP). A browser shows a JPEG cut off in the
 * upload as its upper part, and the rest of the canvas stays transparent:
 * the WebP the editor stores is whole and decodes without a fault
 * (tests/fixtures/cut-off-upload.webp, made by Chromium), so only what it
 * shows gives it away. A photo has no transparent pixel at all; a logo or a
 * drawing has its transparency around it or inside it. So: whole lines
 * fully transparent from one edge, everything else fully opaque but for a
 * seam a resize blurs. Any edge, since the browser turns a photo taken
 * sideways upright before the editor encodes it. A band of one colour is
 * not taken for a blank: a designed flyer may well end in one, and no
 * browser fills the missing part with a colour.
 */
function blankSide(pixels: Buffer, width: number, height: number, channels: number) {
  if (channels !== 2 && channels !== 4) return null;
  const rowOpaque = new Array<boolean>(height).fill(true);
  const rowClear = new Array<boolean>(height).fill(true);
  const columnOpaque = new Array<boolean>(width).fill(true);
  const columnClear = new Array<boolean>(width).fill(true);
  for (let y = 0, at = channels - 1; y < height; y++) {
    for (let x = 0; x < width; x++, at += channels) {
      const alpha = pixels[at];
      if (alpha !== 255) rowOpaque[y] = columnOpaque[x] = false;
      if (alpha !== 0) rowClear[y] = columnClear[x] = false;
    }
  }
  const sides = [
    ["bawah", rowClear.toReversed(), rowOpaque.toReversed()],
    ["atas", rowClear, rowOpaque],
    ["kanan", columnClear.toReversed(), columnOpaque.toReversed()],
    ["kiri", columnClear, columnOpaque],
  ] as const;
  for (const [side, clear, opaque] of sides) {
    const blank = clear.indexOf(false);
    if (blank <= 0 || blank + SEAM >= clear.length) continue;
    if (opaque.slice(blank + SEAM).every(Boolean)) return { side, share: blank / clear.length };
  }
  return null;
}

/**
 * Whether the build can make this picture's files, or why not, in words for
 * staff. A truncated JPEG has a valid header and size, so every pixel is read
 * once, as the image pipeline will. Only a picture found good is remembered,
 * by its bytes and by who decoded it (DECODER): a refusal is decided again
 * each time, so it is always the current rules that refuse.
 */
export async function checkPicture(
  picture: PictureFile,
  root = process.cwd(),
): Promise<CatalogEntry | { problem: string }> {
  const bytes = readFileSync(picture.file);
  const entry = await readPicture(picture, bytes);
  if ("problem" in entry) return entry;
  const key = createHash("sha256").update(DECODER).update("\0").update(bytes).digest("hex");
  const mark = path.join(imageCacheDir(root), "good", key);
  if (existsSync(mark)) return entry;
  const decoded = await decode(bytes);
  if (!decoded) return { problem: BROKEN };
  const { width, height, channels } = decoded.info;
  const blank = blankSide(decoded.data, width, height, channels);
  // The editor does not re-encode a drawing, and a cut-off SVG does not parse at all.
  if (blank && (await sharp(bytes).metadata()).format !== "svg") {
    return {
      problem: `terpotong: bagian ${blank.side}nya kosong (tembus pandang, ${Math.round(blank.share * 100)}% dari gambar), seperti foto yang unggahannya terputus: unggah ulang foto aslinya`,
    };
  }
  mkdirSync(path.dirname(mark), { recursive: true });
  writeFileSync(mark, "");
  return entry;
}
