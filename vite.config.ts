import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { sharedConfig, sharedPlugins } from "./tooling/vite/vite-shared";
import { contentValidation } from "./tooling/vite/content-validation-plugin";
import { fontPlugin } from "./tooling/vite/font-plugin";

type GetModuleInfo = (id: string) => { importedIds: readonly string[] } | null;

/** React, React DOM, React Router and what they need: the same on every page. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

/** Per build (each has its own getModuleInfo): what app/root.tsx imports, directly or not. */
const layoutByBuild = new WeakMap<GetModuleInfo, Set<string>>();

/** The code every page needs besides the framework: the layout and everything it uses. */
function layoutModules(getModuleInfo: GetModuleInfo): Set<string> {
  const known = layoutByBuild.get(getModuleInfo);
  if (known) return known;
  const layout = new Set<string>();
  const visit = (id: string) => {
    for (const child of getModuleInfo(id)?.importedIds ?? []) {
      if (layout.has(child) || FRAMEWORK.test(child)) continue;
      layout.add(child);
      visit(child);
    }
  };
  visit(fileURLToPath(new URL("./app/root.tsx", import.meta.url)));
  layoutByBuild.set(getModuleInfo, layout);
  return layout;
}

export default defineConfig({
  ...sharedConfig,
  plugins: [contentValidation(), fontPlugin(), ...sharedPlugins(), tailwindcss(), reactRouter()],
  build: {
    // Pictures stay files: inlined as data URIs they would land in the
    // JavaScript of every page through the image table.
    assetsInlineLimit: 0,
    // Terser's second pass saves a few KB over esbuild on React and React Router.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      // A resource route (app/routes/sitemap.ts …) has nothing for the browser, yet React Router
      // gives every route a chunk: an empty file no page loads, not worth a warning in every build.
      onwarn(warning, warn) {
        if (warning.code !== "EMPTY_BUNDLE") warn(warning);
      },
      output: {
        // Every page needs all of React and React Router: one file, not many
        // small ones each paying its own request and compression overhead.
        manualChunks(id, { getModuleInfo }) {
          if (FRAMEWORK.test(id)) return "framework";
          if (layoutModules(getModuleInfo).has(id)) return "layout";
        },
      },
    },
  },
});
