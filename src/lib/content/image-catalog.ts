import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Metadata } from "sharp";

/** The one folder of pictures: content refers to a picture by its path here. */
export const IMAGES_DIR = "src/content/images";

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

/** The size of a picture as pages show it, read from the file by sharp, or why it cannot be read. */
export async function readPicture(picture: PictureFile): Promise<CatalogEntry | { problem: string }> {
  const bytes = readFileSync(picture.file);
  if (bytes.length === 0) return { problem: "kosong (0 byte), mungkin gagal tersalin: unggah ulang fotonya" };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { problem: hasHevcBrand(bytes) ? HEIC : UNREADABLE };
  }
  if (metadata.format === "heif" && metadata.compression === "hevc") return { problem: HEIC };
  const { width, height } = metadata.autoOrient;
  if (!width || !height)
    return { problem: "tidak punya ukuran yang bisa dibaca: simpan ulang gambarnya sebagai JPG atau PNG" };
  return { ...picture, width, height };
}

export const imageCacheDir = (root = process.cwd()) => path.join(root, "node_modules/.cache/daycare-images");

/**
 * Whether the build can make this picture's files, or why not, in words for
 * staff. A truncated JPEG has a valid header and size, so every pixel is read
 * once, as the image pipeline will; the answer for the same bytes is
 * remembered, so a check only decodes new pictures.
 */
export async function checkPicture(
  picture: PictureFile,
  root = process.cwd(),
): Promise<CatalogEntry | { problem: string }> {
  const entry = await readPicture(picture);
  if ("problem" in entry) return entry;
  const hash = createHash("sha256").update(readFileSync(picture.file)).digest("hex").slice(0, 20);
  const mark = path.join(imageCacheDir(root), "decoded", hash);
  if (existsSync(mark)) return entry;
  try {
    await sharp(picture.file).stats();
  } catch {
    return { problem: BROKEN };
  }
  mkdirSync(path.dirname(mark), { recursive: true });
  writeFileSync(mark, "");
  return entry;
}
