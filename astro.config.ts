import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { markdownConfig } from "./src/lib/content/articles/markdown.ts";
import { contentReading } from "./src/lib/content/loading/reading.ts";
import { siteAddress } from "./src/lib/content/loading/site-url.ts";
import { MAX_PIXELS } from "./src/lib/content/pictures/image-catalog.ts";
import { sitemapOptions } from "./src/lib/site/sitemap.ts";
import { fontPlugin } from "./tooling/font.ts";
import { unreadablePicturesPlugin } from "./tooling/unreadable-pictures.ts";

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
  // SITE_URL at build time, else site.yaml's siteUrl (src/lib/content/loading/site-url.ts), from the build's reading.
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
    // /sitemap-index.xml and /sitemap-0.xml: the pages built, dated from the articles of the one reading
    // of the content that the check and Astro's loader take (a build's own), after the pages.
    sitemap(sitemapOptions(() => contentReading().blog.articles)),
  ],
  // Articles: Astro's unified pipeline with the project's rules (no raw HTML, sanitized, outside links in a new tab).
  markdown: markdownConfig,
  image: {
    // The shipped artwork is SVG; it is drawn into AVIF and WebP like a photo.
    dangerouslyProcessSVG: true,
    service: {
      entrypoint: "astro/assets/services/sharp",
      // The content check refuses a bigger picture from its header; this stops a decode that slipped past it.
      config: { avif: { quality: 45, effort: 2 }, webp: { quality: 72, effort: 4 }, limitInputPixels: MAX_PIXELS },
    },
  },
  vite: { plugins: [fontPlugin(), unreadablePicturesPlugin(), tailwindcss()] },
});
