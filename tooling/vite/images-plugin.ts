import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { catalogEntry, IMAGES_DIR, listPictures } from "../content/image-catalog";
import { cacheDir, makeVariants, PUBLIC_DIR, VECTOR_ONLY } from "../content/image-pipeline";
import { publishedPictures, sitePictures } from "../content/validate-content";
import { rebuildWhenFilesComeOrGo } from "./vite-modules";

const MODULE_ID = "virtual:images";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `import { images } from "virtual:images"`: every published picture of app/images with
 * its intrinsic size and the files made from it (tooling/content/image-pipeline.ts),
 * so content can name a picture by file and pages still get width, height
 * and `srcset` without anyone typing them.
 */
export function imagesPlugin(): Plugin {
  let config: ResolvedConfig;
  const made = new Set<string>();
  return {
    name: "daycare:images",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // Only what a published page shows: a picture of a draft, or of nothing,
      // gets no file and no line. The browser's table (which every page loads)
      // leaves out the articles' pictures too: their loaders send each page the
      // few it shows, so the table does not grow with the blog.
      const published = publishedPictures();
      const inBrowser = this.environment.config.consumer !== "server";
      const listed = inBrowser ? sitePictures() : published;
      const catalog = listPictures()
        .filter((picture) => published.has(picture.name))
        .map(catalogEntry);
      const imports: string[] = [];
      const entries: string[] = [];
      for (const [index, entry] of catalog.entries()) {
        this.addWatchFile(entry.file);
        const size = `w: ${entry.width}, h: ${entry.height}`;
        if (VECTOR_ONLY.has(entry.name)) {
          if (!listed.has(entry.name)) continue;
          imports.push(`import src${index} from ${JSON.stringify(`${entry.file}?url`)};`);
          entries.push(`  ${JSON.stringify(entry.name)}: { src: src${index}, ${size} },`);
          continue;
        }
        // Made for every published picture: the browser build is the one that ships the files.
        const variants = await makeVariants(entry, config.base);
        for (const file of variants.files) made.add(file);
        if (!listed.has(entry.name)) continue;
        entries.push(
          `  ${JSON.stringify(entry.name)}: { src: ${JSON.stringify(variants.fallback)}, ${size}, base: ${JSON.stringify(variants.base)}, widths: ${JSON.stringify(variants.widths)} },`,
        );
      }
      return `${imports.join("\n")}\nexport const images = {\n${entries.join("\n")}\n};\n`;
    },
    writeBundle(options) {
      // The prerender build uses the same URLs; only the browser build ships the files.
      if (config.build.ssr || !options.dir) return;
      const target = path.join(options.dir, PUBLIC_DIR);
      mkdirSync(target, { recursive: true });
      for (const file of made) copyFileSync(path.join(cacheDir(), file), path.join(target, file));
    },
    configureServer(server) {
      // A picture added or removed while `npm run dev` runs shows up without a restart.
      rebuildWhenFilesComeOrGo(server, IMAGES_DIR, RESOLVED_ID);
      // `npm run dev` serves the made files straight from the cache.
      server.middlewares.use(`/${PUBLIC_DIR}/`, (request, response, next) => {
        const name = path.basename(request.url?.split("?")[0] ?? "");
        if (!made.has(name)) return next();
        const type = { ".avif": "image/avif", ".webp": "image/webp", ".jpg": "image/jpeg", ".png": "image/png" }[
          path.extname(name)
        ];
        response.setHeader("Content-Type", type ?? "application/octet-stream");
        response.end(readFileSync(path.join(cacheDir(), name)));
      });
    },
  };
}
