import path from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { articleCollection, type CollectionName, DATA_DIR, isListCollection } from "../collections.ts";
import { formatProblems, StaffFacingError } from "./problem-messages.ts";
import { type ContentReading, contentReading, readContent } from "./reading.ts";
import { articleDescription } from "../articles/markdown.ts";
import { sitePages, withoutDeadLinks } from "../articles/article-links.ts";
import { articlePath } from "../../addresses/addresses.ts";
import { siteAddress } from "./site-url.ts";

/**
 * Astro's content layer, fed by the project's one reading of the files
 * (./reading.ts): in a build, the very reading `npm run build`'s content check
 * passed, so a page gets exactly what the check passed, placeholders filled in,
 * each article's text as rendered once; a mistake is told in Indonesian with
 * file, field and line. The values were checked against their schemas while
 * read, so they are stored as they are, not parsed again.
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
 * The content as every loader gets it: the build's reading (or, in `npm run dev`, one of the
 * first loader's), taken by the others. After a change (npm run dev) it is read again.
 */
let reading: ContentReading | undefined;
const current = (changed: boolean) => (changed ? (reading = readContent()) : (reading ??= contentReading()));

/** One data file of src/content/data: a singleton is one entry named after it, a list one entry per item. */
export function dataFile(name: CollectionName): Loader {
  return {
    name: `daycare-data-${name}`,
    async load(context) {
      const load = async (changed = false) => {
        const { data, problems } = current(changed).files;
        if (!data) throw new StaffFacingError(formatProblems(problems));
        const value: unknown = data[name];
        const entries = isListCollection(name)
          ? (value as Record<string, unknown>[]).map((item, index) => [listEntryId(index), item] as const)
          : [[name, value as Record<string, unknown>] as const];
        context.store.clear();
        for (const [id, item] of entries) context.store.set({ id, data: item });
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
      const load = async (changed = false) => {
        const content = current(changed);
        const { blog } = content;
        if (blog.problems.length > 0) throw new StaffFacingError(formatProblems(blog.problems));
        const site = sitePages(blog, siteAddress(process.env, content.root, content.files).url);
        context.store.clear();
        for (const article of blog.articles) {
          const { body, file, fieldLines: _lines, ...frontMatter } = article;
          const id = String(frontMatter.id);
          const markdown = await content.rendered(article);
          const rendered = { ...markdown, html: withoutDeadLinks(markdown.html, articlePath(frontMatter.id), site) };
          const data = { ...frontMatter, description: articleDescription(rendered.html) };
          context.store.set({ id, data, rendered, filePath: file, digest: context.generateDigest(body) });
        }
      };
      await load();
      reloadOnChange(context, articleCollection.folder, load);
    },
  };
}
