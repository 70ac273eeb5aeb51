import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * Astro emits the original of every picture a module imports, and the
 * picture table (src/lib/pictures.ts) imports every file of
 * src/content/images: drafts' photos, photos nobody uses yet, each with the
 * EXIF data a phone wrote into it (where it was taken). Pages only ever show
 * the versions astro:assets made from them. So a picture file is published
 * exactly when a page, a stylesheet, a script or another text file of the
 * build names it; every other one is removed.
 */

const PICTURE = /\.(avif|gif|heic|heif|jpe?g|png|svg|webp)$/i;
/** Files that may name a picture: what browsers and crawlers read. */
const TEXT = /\.(css|html|js|json|mjs|txt|webmanifest|xml)$/i;
/** A file name as it appears in a URL, percent-encoded or not. */
const NAME = /[\w.~%+-]+\.(?:avif|gif|heic|heif|jpe?g|png|svg|webp)\b/gi;

function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Removes every picture under `clientDir/assets` that no text file of the build names; returns their names. */
export function removeUnusedPictures(clientDir: string): string[] {
  const named = new Set<string>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!TEXT.test(file)) continue;
    for (const [name] of readFileSync(path.join(clientDir, file), "utf8").matchAll(NAME)) named.add(decoded(name));
  }
  const assets = path.join(clientDir, "assets");
  const unused = readdirSync(assets, { recursive: true, encoding: "utf8" }).filter(
    (file) => PICTURE.test(file) && !named.has(path.basename(file)),
  );
  for (const file of unused) rmSync(path.join(assets, file));
  return unused.sort();
}
