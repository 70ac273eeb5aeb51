import path from "node:path";
import { type Article, type ArticleCollection, readArticles } from "../articles/articles.ts";
import { type RenderedArticle, renderArticle } from "../articles/markdown.ts";
import { listPictures, type PictureFile } from "../pictures/image-catalog.ts";
import { type LoadedContent, loadContent } from "./content-files.ts";

/**
 * The content as read from disk once: every data file, every article, the
 * list of pictures, and each article rendered once by the site's Markdown
 * pipeline. `npm run build` reads it before anything else and holds it
 * (holdingReading): the content check, Astro's config and loaders, the font's
 * characters, the editor's settings and the staff's messages all take that
 * one reading, so the check and the pages cannot see two versions of a file,
 * and no file is read twice. Without a build holding one (`npm run check`,
 * `astro dev`, a test) each asks for a reading of its own.
 */
export interface ContentReading {
  /** The project's folder, absolute. */
  root: string;
  files: LoadedContent;
  blog: ArticleCollection;
  pictures: PictureFile[];
  /** The text of every data file and article read, by its path from `root` (src/content/blog/1-….md). */
  texts: ReadonlyMap<string, string>;
  /** An article's text as the site shows it, rendered the first time it is asked for. */
  rendered(article: Pick<Article, "file" | "body">): Promise<RenderedArticle>;
}

/** Reads the content of `root` from disk. */
export function readContent(root = process.cwd()): ContentReading {
  const absolute = path.resolve(root);
  const texts = new Map<string, string>();
  const renders = new Map<string, Promise<RenderedArticle>>();
  return {
    root: absolute,
    files: loadContent(absolute, texts),
    blog: readArticles(absolute, undefined, texts),
    pictures: listPictures(absolute),
    texts,
    rendered: ({ file, body }) => {
      let render = renders.get(file);
      if (!render) renders.set(file, (render = renderArticle(body)));
      return render;
    },
  };
}

// On the global object: Astro loads its config and the content loaders through Vite, as modules of
// their own, so a variable of this module would not be the one build.ts set.
const HELD = Symbol.for("daycare-cisauk.content-reading");
type Holder = { [HELD]?: ContentReading };

/**
 * Makes `reading` the one every reader of its project in this process takes while `run` runs
 * (tooling/build.ts), and lets it go after: a file changed later is read again.
 */
export async function holdingReading<T>(reading: ContentReading, run: () => Promise<T>): Promise<T> {
  const holder = globalThis as Holder;
  holder[HELD] = reading;
  try {
    return await run();
  } finally {
    if (holder[HELD] === reading) delete holder[HELD];
  }
}

/** The reading held for `root`, if a build holds one. */
export function heldReading(root = process.cwd()): ContentReading | undefined {
  const held = (globalThis as Holder)[HELD];
  return held?.root === path.resolve(root) ? held : undefined;
}

/** The reading a build holds for `root`, or else a new one. */
export function contentReading(root = process.cwd()): ContentReading {
  return heldReading(root) ?? readContent(root);
}
