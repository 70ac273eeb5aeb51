import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { IMAGES_DIR, readPicture } from "../src/lib/content/pictures/image-catalog.ts";

/**
 * src/lib/pictures.ts lists every file of the pictures folder, and the build
 * loads each one, even one no page uses: an empty or unreadable picture would
 * stop it with the pipeline's English error; an SVG with script, or a picture
 * of too many pixels, would be copied into the build's assets/. The check
 * refuses each where content uses it and only warns where nothing does
 * (docs/panduan-konten.md), so here it becomes a module with no picture in it.
 */
/** A picture file as src/lib/pictures.ts lists them. */
const PICTURE = /\.(svg|jpe?g|png|webp|avif)$/i;

export function unreadablePicturesPlugin(): Plugin {
  const UNREADABLE = "\0daycare:unreadable-picture:";
  let folder = "";
  return {
    name: "daycare:unreadable-pictures",
    // Before astro:assets claims the file: resolved to a module of its own, astro:assets never loads it.
    enforce: "pre",
    configResolved(config) {
      folder = path.join(config.root, IMAGES_DIR) + path.sep;
    },
    async resolveId(source, importer) {
      if (!importer || !/^\.{0,2}\//.test(source) || !PICTURE.test(source)) return null;
      const file = path.resolve(path.dirname(importer.split("?")[0]!), source);
      if (!file.startsWith(folder) || !existsSync(file)) return null;
      const read = await readPicture({ name: path.relative(folder, file), file });
      // Named without ".jpg" and the like anywhere in it, which astro:assets would claim again.
      return "problem" in read ? `${UNREADABLE}${Buffer.from(path.relative(folder, file)).toString("hex")}` : null;
    },
    load(id) {
      return id.startsWith(UNREADABLE) ? "export default undefined;" : null;
    },
  };
}
