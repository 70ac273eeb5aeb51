import type { Plugin } from "vite";
import { ARTICLES_DIR, readArticles } from "./articles";

const LIST_ID = "virtual:articles";
const BODIES_ID = "virtual:article-bodies";

/**
 * The articles of app/content/blog, rendered at build time:
 * - `virtual:articles`: their front matter and description, for lists;
 * - `virtual:article-bodies`: their HTML, only for the article page.
 * The Markdown parser runs here, in Node, and never reaches a browser.
 */
export function articlesPlugin(): Plugin {
  return {
    name: "daycare:articles",
    resolveId(id) {
      return id === LIST_ID || id === BODIES_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${LIST_ID}` && id !== `\0${BODIES_ID}`) return undefined;
      // Invalid articles have already stopped the build (content validation).
      const { articles } = readArticles();
      for (const article of articles) this.addWatchFile(article.file);
      if (id === `\0${LIST_ID}`) {
        const summaries = articles.map(({ html: _html, file: _file, fieldLines: _lines, ...summary }) => summary);
        return `export const articles = ${JSON.stringify(summaries)};\n`;
      }
      const bodies = Object.fromEntries(articles.map((article) => [article.id, article.html]));
      return `export const articleHtml = ${JSON.stringify(bodies)};\n`;
    },
    configureServer(server) {
      const refresh = (file: string) => {
        if (!file.includes(ARTICLES_DIR)) return;
        for (const id of [LIST_ID, BODIES_ID]) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on("add", refresh);
      server.watcher.on("unlink", refresh);
    },
  };
}
