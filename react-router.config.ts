import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { navigation } from "./app/content/navigation";
import { readArticles } from "./scripts/articles";
import { deferBoot } from "./scripts/defer-boot";
import { writeHostConfig } from "./scripts/host-config";
import { writeSiteFiles } from "./scripts/site-files";
import { exampleValuesWarning } from "./scripts/validate-content";
import { notFoundPages } from "./server/not-found-pages";

export default {
  // A static site: every page is rendered to HTML at build time, no server code.
  ssr: false,
  // Every page, every published article (from the files in app/content/blog), and the not-found pages.
  async prerender() {
    const { articles } = readArticles();
    return [
      ...navigation.map((item) => item.href),
      ...articles.map((article) => `/blog/${article.id}`),
      ...notFoundPages.map((page) => page.prerenderPath),
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    for (const page of notFoundPages) {
      const from = path.join(client, page.prerenderPath, "index.html");
      const to = path.join(client, page.file);
      await mkdir(path.dirname(to), { recursive: true });
      await rename(from, to);
      await rm(path.dirname(from), { recursive: true });
    }
    // Only used by SPA deployments; the not-found pages above replace it here.
    await rm(path.join(client, "__spa-fallback.html"), { force: true });
    // First paint must not wait for JavaScript: see scripts/defer-boot.ts.
    for (const file of await readdir(client, { recursive: true })) {
      if (!file.endsWith(".html")) continue;
      const full = path.join(client, file);
      await writeFile(full, deferBoot(await readFile(full, "utf8"), path.join("build/client", file)));
    }
    await writeSiteFiles(client);
    // Last: the script hashes of the Content-Security-Policy come from the final pages.
    writeHostConfig(reactRouterConfig.buildDirectory);
    const warning = exampleValuesWarning();
    if (warning) console.warn(`\n\x1b[33m⚠ ${warning}\x1b[0m\n`);
  },
} satisfies Config;
