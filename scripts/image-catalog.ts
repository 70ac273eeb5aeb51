import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";

/** The one folder of pictures: content refers to a picture by its file name here. */
export const IMAGES_DIR = "app/images";

export const imageExtensions = [".svg", ".jpg", ".jpeg", ".png", ".webp", ".avif"];

export interface CatalogEntry {
  /** Path relative to IMAGES_DIR with forward slashes, e.g. "galeri/fasilitas-1.svg". */
  name: string;
  file: string;
  width: number;
  height: number;
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), name);
    return imageExtensions.includes(path.extname(entry.name).toLowerCase()) ? [name] : [];
  });
}

/** Every picture with its intrinsic size, read from the file itself. */
export function readImageCatalog(root = process.cwd()): CatalogEntry[] {
  const dir = path.join(root, IMAGES_DIR);
  return listFiles(dir)
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { width, height } = imageSize(readFileSync(file));
      if (!width || !height) throw new Error(`${IMAGES_DIR}/${name}: ukuran gambar tidak bisa dibaca`);
      return { name, file, width, height };
    });
}
