import type { Config } from "@react-router/dev/config";
import { articlePath, listPaths } from "./app/lib/blog-pages";
import { navigation } from "./app/lib/navigation";
import { readArticles } from "./scripts/articles";
import { pruneReleases, stagingDirectory } from "./scripts/build-output";
import { finishBuild } from "./scripts/finish-build";
import { exampleValuesWarning } from "./scripts/validate-content";
import { notFoundPages } from "./server/not-found-pages";

/** Every page: the menu's, the blog's list pages (app/lib/blog-pages.ts) and every published article. */
function pages(): string[] {
  const { articles } = readArticles();
  return [...new Set([...navigation.map((item) => item.href), ...listPaths(articles), ...articles.map((article) => articlePath(article.id))])];
}

// Leftovers of builds that crashed or were stopped go before this one starts.
pruneReleases();

export default {
  // A static site: every page is rendered to HTML at build time, no server code.
  ssr: false,
  // This build's own folder; `build/` is switched to it only when everything
  // succeeded (scripts/build-output.ts), so a failure never touches the live site.
  buildDirectory: stagingDirectory(),
  async prerender() {
    return [...pages(), ...notFoundPages.map((page) => page.prerenderPath)];
  },
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(reactRouterConfig.buildDirectory, pages());
    const warning = exampleValuesWarning();
    if (warning) console.warn(`\n\x1b[33m⚠ ${warning}\x1b[0m\n`);
  },
} satisfies Config;
