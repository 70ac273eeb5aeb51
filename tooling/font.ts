import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { heldReading } from "../src/lib/content/loading/reading.ts";

/**
 * The site's one typeface, cut down to what the site writes.
 *
 * Plus Jakarta Sans' Latin file is 27 KB; every first visit downloads it
 * beside the page. Before each build (and when the dev server starts) this
 * writes a copy holding only:
 *
 * - the characters of every text file under src/ (components, the staff's
 *   content, the articles), so a new article with a new letter brings it in;
 * - printable ASCII and the punctuation Indonesian text and `id-ID` dates use,
 *   so a text typed later in the browser still finds its letters;
 * - the weights the site uses (400 to 800) instead of 200 to 800.
 *
 * src/styles/app.css loads it as `@site-font/plus-jakarta-sans.woff2`;
 * Vite names the built file after its content, so a changed subset is a new
 * address and no browser keeps a stale one.
 */

const FONT_ALIAS = "@site-font";
const FONT_FILE = "plus-jakarta-sans.woff2";
/** The weights of the site's utilities: font-normal (400) to font-extrabold (800). */
const FONT_WEIGHTS = { min: 400, max: 800 } as const;

const require = createRequire(import.meta.url);
const SOURCE_FONT =
  require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");

const PRINTABLE_ASCII = String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index));

/** Always in the font, whatever the content says today. */
export const BASE_CHARACTERS =
  // Dashes, quotes, ellipsis, bullets, the no-break spaces Intl puts in dates and times, and a few loanword letters.
  `${PRINTABLE_ASCII}\u00a0\u202f–—‘’“”…•·©×°éèáàíóúüöç`;

const TEXT_FILE = /\.(tsx?|md|json|ya?ml|css)$/;

/**
 * Every character the site may show: the base set and those of the text files under `sourceDir`;
 * `known` gives the text of files already read (by absolute path), which are not read again.
 */
export function siteCharacters(sourceDir: string, known: ReadonlyMap<string, string> = new Map()): string {
  const characters = new Set(BASE_CHARACTERS);
  for (const file of readdirSync(sourceDir, { recursive: true, encoding: "utf8" })) {
    if (!TEXT_FILE.test(file)) continue;
    const full = path.join(sourceDir, file);
    for (const character of known.get(full) ?? readFileSync(full, "utf8")) {
      // Controls and line breaks are never drawn with the font.
      if (character >= " ") characters.add(character);
    }
  }
  return [...characters].sort().join("");
}

interface SiteFont {
  characters: string;
  /** A folder per character set, so builds of project copies that share node_modules (the build tests) never write over each other's font. */
  dir: string;
  file: string;
}

/** The subset `root`'s src/ needs: its characters, and where it lives. */
export function siteFont(root: string): SiteFont {
  // The content's files as the build read them (src/lib/content/loading/reading.ts), not read again.
  const reading = heldReading(root);
  const known = new Map([...(reading?.texts ?? [])].map(([file, text]) => [path.join(root, file), text]));
  const characters = siteCharacters(path.join(root, "src"), known);
  const key = createHash("sha256")
    .update(JSON.stringify([characters, FONT_WEIGHTS, statSync(SOURCE_FONT).size]))
    .digest("hex");
  const dir = path.join(root, "node_modules/.cache/daycare-font", key.slice(0, 16));
  return { characters, dir, file: path.join(dir, FONT_FILE) };
}

/** Writes the subset unless it is there already. Returns the file. */
export async function writeSiteFont({ characters, dir, file }: SiteFont): Promise<string> {
  if (existsSync(file)) return file;
  const subset = await subsetFont(readFileSync(SOURCE_FONT), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: FONT_WEIGHTS },
  });
  mkdirSync(dir, { recursive: true });
  // Whole or not at all: another build may be reading the same file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, subset);
  renameSync(partial, file);
  return file;
}

export function fontPlugin(): Plugin {
  let font: SiteFont | undefined;
  return {
    name: "daycare:font",
    // Before anything resolves `@site-font/…`, which src/styles/app.css's @font-face names.
    enforce: "pre",
    config(config, { command }) {
      // A build runs this hook once per Vite environment (six times): its content is read once. The dev
      // server reads it again on every start, so that letters new since the last start are drawn.
      if (command === "serve" || !font) font = siteFont(path.resolve(config.root ?? process.cwd()));
      return { resolve: { alias: { [FONT_ALIAS]: font.dir } } };
    },
    async buildStart() {
      if (font) await writeSiteFont(font);
    },
  };
}
