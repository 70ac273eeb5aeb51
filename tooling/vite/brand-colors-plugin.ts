import path from "node:path";
import type { Plugin } from "vite";
import { invalidateEverywhere } from "./vite-modules";
import { APP_CSS, readBrandColors } from "../content/brand-colors";

const ID = "virtual:brand-colors";

/**
 * `import { brandColors } from "virtual:brand-colors"` (through app/lib/brand-colors.ts):
 * the brand colours, read from the tokens of app/app.css, so that the
 * stylesheet stays their one definition.
 */
export function brandColorsPlugin(): Plugin {
  const stylesheet = path.resolve(APP_CSS);
  return {
    name: "daycare:brand-colors",
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(stylesheet);
      return `export const brandColors = ${JSON.stringify(readBrandColors())};\n`;
    },
    configureServer(server) {
      // A token changed in `npm run dev`: the theme colour follows without a restart.
      server.watcher.on("change", (file) => {
        if (path.resolve(file) === stylesheet) invalidateEverywhere(server, `\0${ID}`);
      });
    },
  };
}
