import { fileURLToPath } from "node:url";
import { articlesPlugin } from "./articles-plugin";
import { contentPlugin } from "./content-plugin";
import { imagesPlugin } from "./images-plugin";
import { sitePagesPlugin } from "./site-pages-plugin";
import { resolveSiteUrl } from "../content/site-url";

/** Settings the app build and the unit tests must agree on. */
export const sharedConfig = {
  resolve: {
    alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) },
  },
  define: {
    // Baked in at build time so canonical and Open Graph URLs match between
    // the prerendered HTML and the hydrated page.
    "import.meta.env.SITE_URL": JSON.stringify(resolveSiteUrl(process.env)),
  },
};

export const sharedPlugins = () => [contentPlugin(), imagesPlugin(), articlesPlugin(), sitePagesPlugin()];
