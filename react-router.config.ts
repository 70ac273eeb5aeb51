import type { Config } from "@react-router/dev/config";
import { readArticles } from "./tooling/content/articles";
import { pruneReleases, stagingDirectory } from "./tooling/post-build/build-output";
import { finishBuild } from "./tooling/post-build/finish-build";
import { sitePages } from "./tooling/post-build/site-pages";
import { exampleValuesWarning } from "./tooling/content/validate-content";
import { notFoundPages } from "./tooling/hosting/not-found-pages";

const pages = () => sitePages(readArticles().articles);

// Leftovers of builds that crashed or were stopped go before this one starts.
pruneReleases();

export default {
  // A static site: every page is rendered to HTML at build time, no server code.
  ssr: false,
  // This build's own folder; `build/` is switched to it only when everything
  // succeeded (tooling/post-build/build-output.ts), so a failure never touches the live site.
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
