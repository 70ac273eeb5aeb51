import type { Plugin } from "vite";
import { IMAGES_DIR, readImageCatalog } from "./image-catalog";

const MODULE_ID = "virtual:images";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `import { images } from "virtual:images"`: every picture of app/images with
 * its URL and size, so content can name a picture by file and pages still get
 * width and height (no layout shift) without anyone typing them.
 */
export function imagesPlugin(): Plugin {
  return {
    name: "daycare:images",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const catalog = readImageCatalog();
      for (const entry of catalog) this.addWatchFile(entry.file);
      const imports = catalog.map((entry, index) => `import src${index} from ${JSON.stringify(`${entry.file}?url`)};`);
      const entries = catalog.map(
        (entry, index) => `  ${JSON.stringify(entry.name)}: { src: src${index}, width: ${entry.width}, height: ${entry.height} },`,
      );
      return `${imports.join("\n")}\nexport const images = {\n${entries.join("\n")}\n};\n`;
    },
    configureServer(server) {
      // A picture added or removed while `npm run dev` runs shows up without a restart.
      const refresh = (file: string) => {
        if (!file.includes(IMAGES_DIR)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on("add", refresh);
      server.watcher.on("unlink", refresh);
    },
  };
}
