import type { Config } from "@react-router/dev/config";
import { blogPages } from "./app/lib/site-pages";
import { readArticles } from "./tooling/content/articles";
import { notFoundPages } from "./tooling/hosting/not-found-pages";
import { stagingDirectory } from "./tooling/post-build/build-output";
import { finishBuild } from "./tooling/post-build/finish-build";

export default {
  // A static site: every page is rendered to HTML at build time, no server code.
  ssr: false,
  // This build's own folder; `build/` is switched to it only when everything
  // succeeded (tooling/post-build/build-output.ts), so a failure never touches the live site.
  buildDirectory: stagingDirectory(),
  // Every route without parameters (the pages, and the files of the resource routes), the blog's pages,
  // and the not-found pages, which the build moves to where hosts look for them.
  async prerender({ getStaticPaths }) {
    const paths = new Set([...getStaticPaths(), ...blogPages(readArticles().articles)]);
    return [...paths, ...notFoundPages.map((page) => page.prerenderPath)];
  },
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
