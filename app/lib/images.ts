import { images } from "virtual:images";
import type { Image } from "~/content/schemas";

/** One row of the table tooling/vite/images-plugin.ts writes: kept short, it ships with the pages. */
export interface ImageEntry {
  /** The file every browser can show (JPEG/PNG, or the SVG itself). */
  src: string;
  w: number;
  h: number;
  /** Made by tooling/content/image-pipeline.ts: `${base}-${width}.avif` and `.webp` for each width. */
  base?: string;
  widths?: number[];
}

const srcSet = (entry: ImageEntry, format: "avif" | "webp") =>
  entry.widths?.map((width) => `${entry.base}-${width}.${format} ${width}w`).join(", ");

/** A picture of app/images by its file name, with URL, intrinsic size and smaller versions. */
export function image(name: string): Image {
  const entry = (images as Record<string, ImageEntry | undefined>)[name];
  // Content is validated at build time, so this only catches a typo in code.
  if (!entry) throw new Error(`Unknown image: ${name}`);
  const { src, w: width, h: height } = entry;
  return entry.base
    ? { src, width, height, avif: srcSet(entry, "avif"), webp: srcSet(entry, "webp") }
    : { src, width, height };
}
