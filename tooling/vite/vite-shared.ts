import { fileURLToPath } from "node:url";
import { articlesPlugin } from "./articles-plugin";
import { brandColorsPlugin } from "./brand-colors-plugin";
import { contentPlugin } from "./content-plugin";
import { imagesPlugin } from "./images-plugin";
import { siteAddress } from "../content/site-url";
import { sitePagesPlugin } from "./site-pages-plugin";

/** Settings the app build and the unit tests must agree on. */
export const sharedConfig = {
  resolve: {
    alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) },
  },
  define: {
    // Baked in at build time so canonical and Open Graph URLs match between
    // the prerendered HTML and the hydrated page.
    "import.meta.env.SITE_URL": JSON.stringify(siteAddress().url),
  },
};

export const sharedPlugins = () => [
  contentPlugin(),
  imagesPlugin(),
  articlesPlugin(),
  brandColorsPlugin(),
  sitePagesPlugin(),
];
