import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pageFiles } from "../hosting/page-files";
import { criticalCssOfPages, withCriticalCss } from "./critical-css";
import { deferBoot, loaderDataOutOfScripts } from "./defer-boot";
import { parsePage, rewritePage } from "./page-html";

/**
 * The build's one step that rewrites the prerendered pages (and the
 * not-found pages and their copies), once React Router has written them:
 * - the JavaScript loads after the first paint (tooling/post-build/defer-boot.ts);
 * - the loader data leaves the inline scripts, so the Content-Security-Policy
 *   does not grow with the pages (the same file);
 * - the first screen's CSS travels in the page (tooling/post-build/critical-css.ts).
 *
 * Each page is parsed once, goes through every rewrite as a function over its
 * tree, and is serialized once (tooling/post-build/page-html.ts). The
 * first-screen CSS of a route needs the first screens of all its pages before
 * any of them is written, so they are read in a pass of their own first:
 * keeping every page's tree instead (about 150 KB each, 1181 pages at 1000
 * articles) would add some 180 MB to a build already over its memory target
 * (docs/performance.md), where reading a page again costs about 2 ms.
 */
export async function rewritePages(client: string): Promise<void> {
  const files = pageFiles(client);
  const read = (file: string) => readFileSync(path.join(client, file), "utf8");
  const name = (file: string) => path.join("build/client", file);
  const css = await criticalCssOfPages(
    client,
    (function* () {
      for (const file of files) yield { file: name(file), page: parsePage(read(file)) };
    })(),
  );
  for (const file of files) {
    const rewrites = [deferBoot, loaderDataOutOfScripts, withCriticalCss(css.get(name(file))!)];
    writeFileSync(path.join(client, file), rewritePage(read(file), name(file), rewrites));
  }
}
