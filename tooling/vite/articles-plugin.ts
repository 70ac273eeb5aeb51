import path from "node:path";
import type { Plugin } from "vite";
import { ARTICLES_DIR, readArticles } from "../content/articles";
import { rebuildWhenFilesComeOrGo } from "./vite-modules";

const MODULE_ID = "virtual:blog";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `virtual:blog`: the published articles of app/content/blog, newest first,
 * with their HTML rendered at build time. Only the route loaders read it
 * (app/lib/blog.server.ts), so it lives in the prerender build alone: a page
 * gets the one article, or the twelve cards, it shows as loader data, and no
 * browser file grows with the blog. The Markdown parser never reaches a browser either.
 */
export function articlesPlugin(): Plugin {
  return {
    name: "daycare:articles",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.config.consumer !== "server") {
        // A browser import would ship every article to every visitor.
        this.error(`${MODULE_ID} is for route loaders only: import it from a .server.ts file`);
      }
      // Invalid articles have already stopped the build (content validation).
      for (const article of readArticles().articles) this.addWatchFile(article.file);
      // Read when the prerender runs, in this same process: the articles the build has
      // already read and rendered (readArticles keeps them), not a copy of them as code.
      return [
        `import { readArticles } from ${JSON.stringify(path.join(import.meta.dirname, "../content/articles.ts"))};`,
        "export const { articles } = readArticles();",
        "",
      ].join("\n");
    },
    configureServer(server) {
      rebuildWhenFilesComeOrGo(server, ARTICLES_DIR, RESOLVED_ID);
    },
  };
}
