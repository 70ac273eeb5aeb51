import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { storedArticles } from "./src/lib/content/loaders.ts";
import { markdownConfig } from "./src/lib/content/markdown.ts";
import { siteAddress } from "./src/lib/content/site-url.ts";
import { datedSitemapItems } from "./src/lib/site-files.ts";
import { fontPlugin } from "./tooling/font.ts";
import { unreadablePicturesPlugin } from "./tooling/unreadable-pictures.ts";
import { isNotFoundPage } from "./src/lib/not-found-pages.ts";

/** `client:touch`: an island's script is fetched at the first touch, not before (src/client/first-touch.ts). */
const firstTouch: AstroIntegration = {
  name: "first-touch",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({
        name: "touch",
        entrypoint: fileURLToPath(new URL("./src/client/first-touch.ts", import.meta.url)),
      }),
  },
};

// A static site: every page is HTML written at build time; React runs in the browser only in islands.
export default defineConfig({
  // SITE_URL at build time, else site.yaml's siteUrl (src/lib/content/site-url.ts).
  site: siteAddress().url || undefined,
  output: "static",
  // Every host serves /tentang from tentang.html, without a redirect (docs/decisions/011-one-address-on-every-host.md).
  trailingSlash: "never",
  build: { format: "file", assets: "assets", inlineStylesheets: "always" },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [
    react(),
    firstTouch,
    sitemap({
      // Pages only: no not-found page, no editor; the pages of articles and lists with their dates.
      filter: (page) => !isNotFoundPage(new URL(page).pathname) && !/^\/admin(\/|$)/.test(new URL(page).pathname),
      serialize: datedSitemapItems(storedArticles),
      namespaces: { news: false, xhtml: false, image: false, video: false },
    }),
  ],
  // Articles: Astro's unified pipeline with the project's rules (no raw HTML, sanitized, outside links in a new tab).
  markdown: markdownConfig,
  image: {
    // The shipped artwork is SVG; it is drawn into AVIF and WebP like a photo.
    dangerouslyProcessSVG: true,
    service: {
      entrypoint: "astro/assets/services/sharp",
      config: { avif: { quality: 45, effort: 2 }, webp: { quality: 72, effort: 4 } },
    },
  },
  vite: { plugins: [fontPlugin(), unreadablePicturesPlugin(), tailwindcss()] },
});
