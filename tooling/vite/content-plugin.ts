import path from "node:path";
import type { Plugin } from "vite";
import { invalidateEverywhere } from "./vite-modules";
import { collections, DATA_DIR } from "../../app/content/collections";
import { formatProblems, StaffFacingError } from "../content/content-problem";
import { collectionNames, loadContent } from "../content/content-files";

const PREFIX = "virtual:content/";

/**
 * `import faqItems from "virtual:content/faq"`: the validated data of one
 * collection, placeholders filled in, as a plain JSON module. Each page
 * imports only the collections it shows, so each chunk carries only those.
 */
export function contentPlugin(): Plugin {
  const files = Object.values(collections).map((collection) => path.resolve(DATA_DIR, collection.file));
  return {
    name: "daycare:content",
    resolveId(id) {
      return id.startsWith(PREFIX) && collectionNames.includes(id.slice(PREFIX.length) as never)
        ? `\0${id}`
        : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      // Placeholders come from site.yaml, so every collection depends on every file.
      for (const file of files) this.addWatchFile(file);
      const { data, problems } = loadContent();
      if (!data) throw new StaffFacingError(formatProblems(problems));
      return `export default ${JSON.stringify(data[id.slice(`\0${PREFIX}`.length) as keyof typeof data])};\n`;
    },
    configureServer(server) {
      // A data file changed in `npm run dev`: every page that shows content reloads it.
      server.watcher.on("change", (file) => {
        if (!file.includes(DATA_DIR)) return;
        for (const name of collectionNames) invalidateEverywhere(server, `\0${PREFIX}${name}`);
      });
    },
  };
}

/** The declarations of app/content/virtual-content.d.ts: one typed module per collection. */
export function virtualContentDeclarations(): string {
  const modules = collectionNames.map(
    (name) =>
      `declare module "${PREFIX}${name}" {\n  const data: import("./collections").CollectionData<"${name}">;\n  export default data;\n}`,
  );
  return `${[
    "// Generated from app/content/collections.ts by tooling/vite/content-plugin.ts (`npm run content:types`). Do not edit.",
    ...modules,
  ].join("\n\n")}\n`;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes("--write-types")) {
  const { writeFileSync } = await import("node:fs");
  writeFileSync("app/content/virtual-content.d.ts", virtualContentDeclarations());
  console.log("app/content/virtual-content.d.ts");
}
