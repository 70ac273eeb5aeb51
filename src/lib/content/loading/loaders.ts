import path from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { readArticles } from "../articles/articles.ts";
import { articleCollection, type CollectionName, DATA_DIR, isListCollection } from "../collections.ts";
import { type LoadedContent, loadContent } from "./content-files.ts";
import { formatProblems, StaffFacingError } from "./problem-messages.ts";
import { articleDescription } from "../articles/markdown.ts";
import { sitePages, withoutDeadLinks } from "../articles/article-links.ts";
import { articlePath } from "../../addresses/addresses.ts";
import { siteAddress } from "./site-url.ts";

/**
 * Astro's content layer, fed by the project's own reading of the files
 * (./content-files.ts, ../articles/articles.ts): the same code `npm run check` runs,
 * so a page gets exactly what the check passed, placeholders filled in, and
 * a mistake is told in Indonesian with file, field and line.
 */

/** The id of a list item: its position, zero-padded so that sorting by id keeps the file's order. */
export const listEntryId = (index: number) => String(index + 1).padStart(4, "0");

/** Runs `load` again whenever a file under `folder` changes (npm run dev). */
function reloadOnChange(context: LoaderContext, folder: string, load: (changed: boolean) => Promise<void>) {
  const dir = path.resolve(folder);
  context.watcher?.add(dir);
  context.watcher?.on("all", (_event, file) => {
    if (file.startsWith(dir)) load(true).catch((error: unknown) => context.logger.error(String(error)));
  });
}

/**
 * src/content/data as every data collection gets it: Astro loads each collection
 * with its own loader, so the first one reads the folder and the others take that
 * reading. After a change (npm run dev) each reads the folder again.
 */
let dataFiles: LoadedContent | undefined;
const readDataFiles = (changed: boolean) => (changed || !dataFiles ? (dataFiles = loadContent()) : dataFiles);

/** One data file of src/content/data: a singleton is one entry named after it, a list one entry per item. */
export function dataFile(name: CollectionName): Loader {
  return {
    name: `daycare-data-${name}`,
    async load(context) {
      const load = async (changed = false) => {
        const { data, problems } = readDataFiles(changed);
        if (!data) throw new StaffFacingError(formatProblems(problems));
        const value: unknown = data[name];
        const entries = isListCollection(name)
          ? (value as Record<string, unknown>[]).map((item, index) => [listEntryId(index), item] as const)
          : [[name, value as Record<string, unknown>] as const];
        context.store.clear();
        for (const [id, item] of entries) context.store.set({ id, data: await context.parseData({ id, data: item }) });
      };
      await load();
      reloadOnChange(context, DATA_DIR, load);
    },
  };
}

/**
 * The published articles (drafts never reach the site), rendered by Astro's Markdown pipeline.
 * A link to a page of the site that this build does not write is shown as its words alone
 * (../articles/article-links.ts); the content check warns about it.
 */
export function articleFiles(): Loader {
  return {
    name: "daycare-articles",
    async load(context) {
      const load = async () => {
        const blog = readArticles();
        if (blog.problems.length > 0) throw new StaffFacingError(formatProblems(blog.problems));
        const site = sitePages(blog, siteAddress(process.env, process.cwd(), readDataFiles(false)).url);
        context.store.clear();
        for (const { body, file, fieldLines: _lines, ...frontMatter } of blog.articles) {
          const id = String(frontMatter.id);
          const markdown = await context.renderMarkdown(body);
          const rendered = { ...markdown, html: withoutDeadLinks(markdown.html, articlePath(frontMatter.id), site) };
          const data = await context.parseData({
            id,
            data: { ...frontMatter, description: articleDescription(rendered.html) },
          });
          context.store.set({ id, data, rendered, filePath: file, digest: context.generateDigest(body) });
        }
      };
      await load();
      reloadOnChange(context, articleCollection.folder, load);
    },
  };
}
