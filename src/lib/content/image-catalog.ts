import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";

/** The one folder of pictures: content refers to a picture by its path here. */
export const IMAGES_DIR = "src/content/images";

export interface PictureFile {
  /** Path relative to IMAGES_DIR with forward slashes, e.g. "galeri/fasilitas-1.svg". */
  name: string;
  file: string;
}

export interface CatalogEntry extends PictureFile {
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

/**
 * The size of a picture as pages show it, read from the file itself, or why
 * it cannot be read. A phone photo taken upright is often stored sideways
 * with an EXIF orientation of 5–8; pages show it turned, so its size is too.
 */
export function readPicture(picture: PictureFile): CatalogEntry | { problem: string } {
  const bytes = readFileSync(picture.file);
  if (bytes.length === 0) return { problem: "kosong (0 byte), mungkin gagal tersalin: unggah ulang fotonya" };
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return {
      problem:
        "bukan gambar yang bisa dibaca (rusak, atau bukan berkas gambar): unggah ulang fotonya sebagai JPG atau PNG",
    };
  }
  if (size.type === "heif" || size.type === "heic") return { problem: HEIC };
  const { width, height, orientation } = size;
  if (!width || !height)
    return { problem: "tidak punya ukuran yang bisa dibaca: simpan ulang gambarnya sebagai JPG atau PNG" };
  const turned = orientation !== undefined && orientation >= 5;
  return { ...picture, width: turned ? height : width, height: turned ? width : height };
}

/** The entry of a picture known to be readable (the content check ran first). */
export function catalogEntry(picture: PictureFile): CatalogEntry {
  const entry = readPicture(picture);
  if ("problem" in entry) throw new Error(`${IMAGES_DIR}/${picture.name} ${entry.problem}`);
  return entry;
}
