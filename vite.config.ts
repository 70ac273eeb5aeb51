import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { sharedConfig, sharedPlugins } from "./scripts/vite-shared";
import { contentValidation } from "./scripts/content-validation-plugin";

export default defineConfig({
  ...sharedConfig,
  plugins: [contentValidation(), ...sharedPlugins(), tailwindcss(), reactRouter()],
  build: {
    // Pictures stay files: inlined as data URIs they would land in the
    // JavaScript of every page through the image table.
    assetsInlineLimit: 0,
  },
});
