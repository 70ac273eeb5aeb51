import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { sharedConfig, sharedPlugins } from "./scripts/vite-shared";
import { contentValidation } from "./scripts/content-validation-plugin";

type ModuleInfo = { importedIds: readonly string[] } | null;
let layout: Set<string> | undefined;

/** What app/root.tsx imports, directly or not: the code every page needs. */
function layoutModules(getModuleInfo: (id: string) => ModuleInfo): Set<string> {
  if (layout) return layout;
  layout = new Set();
  const root = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
  const visit = (id: string) => {
    for (const child of getModuleInfo(id)?.importedIds ?? []) {
      if (layout!.has(child) || /\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(child)) continue;
      layout!.add(child);
      visit(child);
    }
  };
  visit(root);
  return layout;
}

export default defineConfig({
  ...sharedConfig,
  plugins: [contentValidation(), ...sharedPlugins(), tailwindcss(), reactRouter()],
  build: {
    // Pictures stay files: inlined as data URIs they would land in the
    // JavaScript of every page through the image table.
    assetsInlineLimit: 0,
    // Terser's second pass saves a few KB over esbuild on React and React Router.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        // Every page needs all of React and React Router: one file, not many
        // small ones each paying its own request and compression overhead.
        manualChunks(id, { getModuleInfo }) {
          if (/\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//.test(id)) return "framework";
          if (layoutModules(getModuleInfo).has(id)) return "layout";
        },
      },
    },
  },
});
