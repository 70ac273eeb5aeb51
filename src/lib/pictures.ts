import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";

/**
 * Every picture of src/content/images, as browsers download it: AVIF and
 * WebP at the widths a screen may need (never wider than the picture), made
 * by Astro's image pipeline (astro:assets, sharp) at build time, without the
 * metadata a phone writes into a photo (where it was taken). Content names a
 * picture by its path in that folder ("blog/posyandu.jpg"); only pictures a
 * page asks for are made, so a draft's photo is never published.
 */

/** What a picture component needs: a file every browser shows, its size (no layout shift) and the `srcset`s. */
export interface Picture {
  src: string;
  width: number;
  height: number;
  /** Absent for vector marks such as the logo, which stay SVG. */
  avif?: string;
  webp?: string;
}

const files = import.meta.glob<{ default: ImageMetadata }>(
  "../content/images/**/*.{svg,jpg,jpeg,png,webp,avif,SVG,JPG,JPEG,PNG,WEBP,AVIF}",
);

/** Widths made for every picture, capped at what the source can give. */
const WIDTHS = [320, 480, 800, 1200];
/** The width of the `src` every browser can show when it reads no `srcset`. */
const FALLBACK_WIDTH = 800;
/** Kept as they are: a vector mark stays sharp at any size and weighs a few hundred bytes. */
const VECTOR_ONLY = new Set(["logo.svg"]);

async function source(name: string): Promise<ImageMetadata> {
  const load = files[`../content/images/${name}`];
  // The content check names every missing picture first; this only catches a typo in code.
  if (!load) throw new Error(`src/content/images/${name} does not exist`);
  // Undefined for a picture that cannot be read (tooling/unreadable-pictures.ts): the check refuses it where used.
  const image = (await load()).default as ImageMetadata | undefined;
  if (!image) throw new Error(`src/content/images/${name} cannot be read`);
  return image;
}

export async function picture(name: string): Promise<Picture> {
  const image = await source(name);
  const { width, height } = image;
  if (VECTOR_ONLY.has(name)) return { src: (await getImage({ src: image, format: "svg" })).src, width, height };
  const [avif, webp, fallback] = await Promise.all([
    getImage({ src: image, widths: WIDTHS, format: "avif" }),
    getImage({ src: image, widths: WIDTHS, format: "webp" }),
    getImage({ src: image, width: Math.min(FALLBACK_WIDTH, width), format: "webp" }),
  ]);
  return { src: fallback.src, width, height, avif: avif.srcSet.attribute, webp: webp.srcSet.attribute };
}

/** Each of `names`, in order. */
export const pictures = (names: readonly string[]) => Promise.all(names.map(picture));
