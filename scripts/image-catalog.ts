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
      let size: ReturnType<typeof imageSize>;
      try {
        size = imageSize(readFileSync(file));
      } catch (error) {
        throw new Error(`${IMAGES_DIR}/${name}: ukuran gambar tidak bisa dibaca (${(error as Error).message})`);
      }
      const { width, height, orientation } = size;
      if (!width || !height) throw new Error(`${IMAGES_DIR}/${name}: ukuran gambar tidak bisa dibaca`);
      // A phone photo taken upright is often stored sideways with an EXIF
      // orientation of 5–8; pages show it turned, so its size is swapped too.
      const turned = orientation !== undefined && orientation >= 5;
      return { name, file, width: turned ? height : width, height: turned ? width : height };
    });
}
