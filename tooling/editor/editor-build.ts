import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "vite";
import { ENTRY_NAME, LOADED_ENTRIES } from "../../admin/editor-names.ts";
import { DRAFT_ROOT, ENTRY_DRAFTS } from "../../admin/conflict/entry-drafts.ts";
import { linkingArticles } from "../../src/lib/content/articles/article-backlinks.ts";
import { nextFreeNumber } from "../../src/lib/content/articles/article-number.ts";
import type { ArticleCollection } from "../../src/lib/content/articles/articles.ts";
import { siteAddress } from "../../src/lib/content/loading/site-url.ts";
import type { ContentProblem } from "../../src/lib/content/content-problem.ts";
import { fieldInEntryWords } from "../../src/lib/content/loading/editor-words.ts";
import { ARTICLES_DIR, DATA_DIR } from "../../src/lib/content/places.ts";
import type { ContentReading } from "../../src/lib/content/loading/reading.ts";
import type { HeldBack } from "../../admin/status/state.ts";
import { HELD_BACK_FILE } from "../publish/hold-back.ts";
import { EDITOR_PATH } from "../hosting/headers.ts";
import { editorConfig, editorSettings } from "./editor-config.ts";
import { assertTranslated, INDONESIAN } from "./translation.ts";

/*
 * The editor page at /admin/, built in the same all-or-nothing build as the
 * pages (tooling/build.ts). Its code (Sveltia CMS and the small entry in
 * admin/) only changes with the package versions or admin/ itself, so it is
 * bundled once and taken from the cache afterwards; its configuration
 * (generated from the content schemas) is written fresh by every build.
 */

const cacheDir = (root: string) => path.join(root, "node_modules/.cache/daycare-editor");

/** A change to Sveltia's bundle; `fail` stops the build when an upgrade changed what it expects. */
type Patch = (code: string, fail: (message: string) => never, root: string) => string;

/**
 * The one place `pattern` matches in Sveltia's bundle. Anything else means an upgrade changed what a
 * patch relies on: `fail` stops the build, saying what (`changed`).
 */
function theOne(code: string, pattern: RegExp, fail: (message: string) => never, changed: string): RegExpExecArray {
  const found = [...code.matchAll(pattern)];
  if (found.length !== 1)
    fail(`@sveltia/cms ${changed} (found ${found.length}, expected 1): see tooling/editor/editor-build.ts`);
  return found[0]!;
}

/**
 * One component style of Sveltia CMS still lists its fonts on a CDN as a
 * fallback (the npm entry loads them from local files). Nothing is fetched
 * from there, but the editor's Content-Security-Policy reports each rule;
 * they are removed, and an upgrade that changes them stops the build.
 */
const withoutCdnFonts: Patch = (code, fail) => {
  let removed = 0;
  const result = code.replace(/@font-face\s*\{[^}]*?https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g, () => {
    removed += 1;
    return "";
  });
  if (removed !== 3)
    fail(`expected 3 CDN @font-face rules in @sveltia/cms, found ${removed}: see tooling/editor/editor-build.ts`);
  return result;
};

/**
 * Sveltia CMS offers a fixed list of interface languages, each loaded from
 * the package's own `locales/` folder; Indonesian is not among them and it
 * will not register one at run time. Indonesian (admin/locales/id.json,
 * checked against the version's English by ./translation.ts) is added to
 * that list and to its loaders; admin/language.ts then chooses it. An
 * upgrade that changes either place stops the build instead of quietly
 * bringing English back.
 */
const withIndonesian: Patch = (code, fail, root) => {
  const list = /`((?:[a-z]{2,3}(?:-[A-Z]{2})?,)+[a-z]{2,3}(?:-[A-Z]{2})?)`\.split\(`,`\)/g;
  const loaders = /\{ar:\(\)=>(\w+)\(\(\)=>import\(`\.\.\/locales\/ar\.json`\)/g;
  const lists = [...code.matchAll(list)].filter((match) => match[1]!.split(",").includes("en-US"));
  const maps = [...code.matchAll(loaders)];
  if (lists.length !== 1 || maps.length !== 1)
    fail(
      `@sveltia/cms changed how it loads its interface languages (found ${lists.length} language lists and ${maps.length} loader maps, expected 1 of each): see tooling/editor/editor-build.ts`,
    );
  const indonesian = JSON.stringify(path.join(root, INDONESIAN));
  return code
    .replace(lists[0]![0], `\`${lists[0]![1]},id\`.split(\`,\`)`)
    .replace(maps[0]![0], (text) => text.replace("{ar:", `{id:()=>import(${indonesian}),ar:`));
};

/**
 * A new article's number must follow the articles the editor has loaded, including those saved in
 * the same sitting (decision 023). Sveltia's public API gives a field control only its own
 * entry; `preSave` runs after the file name (which starts with the number) is fixed, so changing the
 * number there would save article 5 as 4-….md; and the list of a collection's entries
 * (`getCollection`) is given only to preview templates, which are off. The same reader that
 * `getCollection` uses is exposed, read-only, to admin/article-id.ts; an upgrade that changes it
 * stops the build.
 */
const withLoadedEntries: Patch = (code, fail) => {
  const reader =
    /throw Error\(`Collection "\$\{(\w+)\}" not found`\);let\{defaultLocale:\w+\}=\w+\._i18n,\w+=([\w$]+)\(\1\)/g;
  const found = theOne(code, reader, fail, "changed how its preview templates read a collection's entries");
  return `${code}\nglobalThis.${LOADED_ENTRIES}=(name)=>${found[2]}(name);\n`;
};

/**
 * A save's commit title names its entry as the editor does ("Ubah Identitas & Kontak lewat editor"),
 * not as Sveltia's placeholders can: {{collection}} is "Bagian situs" for every section and {{slug}}
 * is a file's name ("Ubah Bagian situs “site”"). Sveltia has no placeholder for an entry's label or
 * title, so one is added, {{entry}}, filled in by admin/commit-titles.ts from the files the save
 * writes; without an answer from there it says what {{collection}} “{{slug}}” would. An upgrade
 * that changes how the titles are made stops the build.
 */
export const withEntryNames: Patch = (code, fail) => {
  const titles =
    /\(([\w$]+),\{commitType:[\w$]+=`update`,collection:[\w$]+,skipCI:[\w$]+=void 0\}\)=>\{[^;]{0,400}?\[([\w$]+)=``\]=\1\.map\(\(?[\w$]+\)?=>[\w$]+\.slug\)\.filter\(Boolean\)[^;]{0,300}?;return\[`create`,`update`,`delete`\]\.includes\([\w$]+\)&&\([\w$]+=[\w$]+\.replaceAll\(`\{\{slug\}\}`,\2\)\.replaceAll\(`\{\{collection\}\}`,([\w$]+)\)/g;
  const [text, changes, slug, collection] = theOne(code, titles, fail, "changed how it writes commit titles");
  const fallback = "`${" + collection + "} “${" + slug + "}”`";
  // Replaced by functions, so that a `$` in a title or in the minified names is never read as a pattern.
  const entry = `.replaceAll(\`{{entry}}\`,()=>globalThis.${ENTRY_NAME}?.(${changes})??${fallback})`;
  return code.replace(text, () => text + entry);
};

/**
 * Sveltia's link dialog put the words selected in a text into its address box, so "Sisipkan" saved
 * a link to "alaman program". The box starts empty; the words stay the link's text, and an address
 * that is none is refused in the dialog (admin/links/link-dialog.ts). Editing a link still shows its
 * address. An upgrade that changes how the dialog opens stops the build.
 */
export const withEmptyLinkAddress: Patch = (code, fail) => {
  const opening = /\.trim\(\);([\w$]+)\(([\w$]+),([\w$]+),!0\),\1\([\w$]+,!!\3\),\1\([\w$]+,`create`\)/g;
  const [text, set, address, selected] = theOne(
    code,
    opening,
    fail,
    "changed how its link dialog fills in the address",
  );
  return code.replace(text, () => text.replace(`${set}(${address},${selected},!0)`, `${set}(${address},\`\`,!0)`));
};

/**
 * A save conflict resolved without copying and pasting (admin/conflict/): the form opened again from
 * what the other person saved, with this person's own changes put back. Sveltia reloads a form only
 * by dropping its changes, and keeps its forms out of reach, so three of its functions are exposed to
 * admin/conflict/entry-drafts.ts: the form an element belongs to, what the repository now holds of an
 * entry, and the reload of its "Muat ulang isinya". An upgrade that changes any of them stops the build.
 */
export const withEntryDrafts: Patch = (code, fail) => {
  const wanted = {
    draftOf:
      /([\w$]+)=([\w$]+)=>\{let ([\w$]+)=\2\?\.closest\(`\[\$\{([\w$]+)\}\]`\);return \3\?[\w$]+\.get\(\3\):void 0\}/g,
    changed:
      /([\w$]+)=([\w$]+)=>\{let ([\w$]+)=[\w$]+\.current\.find\(\(\{id:([\w$]+)\}\)=>\4===\2\.id\);if\(!\3\)return\{type:`deleted`\};if\(!\(0,[\w$]+\.default\)\(\3\.locales,\2\.locales\)\)return\{type:`modified`,entry:\3\}\}/g,
    reload:
      /([\w$]+)=async\(\{entryDraft:([\w$]+),entry:([\w$]+)\}\)=>\{let ([\w$]+)=\2\.current,\{collectionName:([\w$]+),collection:([\w$]+),collectionFile:([\w$]+),expanderStates:([\w$]+)\}=\4;return await [\w$]+\(\5,[\w$]+\(\4\)\),[\w$]+\(\{entryDraft:\2,collection:\6,collectionFile:\7,originalEntry:\3,expanderStates:\8\}\)\}/g,
  };
  const names = Object.fromEntries(
    Object.entries(wanted).map(([name, pattern]) => [
      name,
      theOne(code, pattern, fail, `changed its ${name} of an entry's form`),
    ]),
  );
  const root = names.draftOf![4]!;
  if (!code.includes(`${root}=\`${DRAFT_ROOT}\``))
    fail(`@sveltia/cms no longer marks an entry's form ${DRAFT_ROOT}: see tooling/editor/editor-build.ts`);
  const [draftOf, changed, reload] = [names.draftOf![1], names.changed![1], names.reload![1]];
  return `${code}\nglobalThis.${ENTRY_DRAFTS}={draftOf:(element)=>${draftOf}(element),changed:(entry)=>${changed}(entry),reload:(store,entry)=>${reload}({entryDraft:store,entry})};\n`;
};

/**
 * Terbitkan pressed while a photo just chosen was still being made smaller said "Ada satu isian yang
 * salah" (the field is empty until the photo is ready), then "Tidak ada kesalahan" once it was. A save
 * already waits for the work Sveltia keeps in its list of pending edits (a text being typed) before it
 * checks the fields; a photo field's processing is added to that list, so Terbitkan waits for the
 * photo and saves it. An upgrade that changes the list, the save's wait or the photo field's handler
 * stops the build.
 */
export const withSaveAfterPhotos: Patch = (code, fail) => {
  const pending =
    /([\w$]+)=new Set,([\w$]+)=([\w$]+)=>\{let ([\w$]+)=\(\)=>\{\1\.delete\(\3\)\};\1\.add\(\3\),\3\.then\(\4,\4\)\},([\w$]+)=async\(\)=>\{for\(;\1\.size;\)await Promise\.allSettled\(\1\)\}/g;
  const [, , register, , , settled] = theOne(code, pending, fail, "changed its list of pending edits");
  const name = settled!.replaceAll("$", "\\$");
  const waits = new RegExp(
    `overwrite:[\\w$]+=!1\\}\\)=>\\{[^\\n]{0,300}?if\\(await ${name}\\(\\),[^\\n]{0,40}?enforceRequired:`,
    "g",
  );
  theOne(code, waits, fail, "no longer waits for its pending edits before checking a save");
  // The photo field's handler of chosen files: the processing flag set, the files processed, the flag cleared.
  const chosen =
    /([\w$]+)=async ([\w$]+)=>\{let ([\w$]+)=[\w$]+\.current;if\(!\3\)return;[^;]{0,80};[\w$]+\(\),([\w$]+)\(([\w$]+),!0\),[\s\S]{0,80}?try\{let [\w$]+=await [\w$]+\(\{draft:\3,resources:\2,[\s\S]{0,1500}?\}finally\{\4\(\5,!1\)\}\}/g;
  const [text, handler, files] = theOne(code, chosen, fail, "changed how a photo field processes a chosen photo");
  const body = text.slice(`${handler}=`.length);
  const wrapped = `${handler}=(${files})=>{let processing$=(${body})(${files});${register}(processing$);return processing$}`;
  return code.replace(text, () => wrapped);
};

/** The patches above, applied in order to Sveltia's npm entry before Vite bundles it. */
function patchSveltia(root: string): Plugin {
  return {
    name: "daycare:editor-patches",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
      const fail = (message: string) => this.error(message);
      const patches = [
        withoutCdnFonts,
        withIndonesian,
        withLoadedEntries,
        withEntryNames,
        withEmptyLinkAddress,
        withEntryDrafts,
        withSaveAfterPhotos,
      ];
      return { code: patches.reduce((patched, patch) => patch(patched, fail, root), code), map: null };
    },
  };
}

/** What the bundle is made of: when none of it changes, the cached bundle is the same bundle. */
function bundleKey(root: string): string {
  const hash = createHash("sha256");
  const sources = readdirSync(path.join(root, "admin"), { recursive: true, encoding: "utf8" })
    .filter((name) => !name.endsWith(".test.ts") && path.extname(name) !== "")
    .sort()
    .map((name) => `admin/${name.split(path.sep).join("/")}`);
  // The package manifests stand for the installed versions of the editor and of the bundler.
  const manifests = ["node_modules/@sveltia/cms/package.json", "node_modules/vite/package.json"];
  for (const file of [...sources, "tooling/editor/editor-build.ts", "tooling/editor/translation.ts", ...manifests])
    hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest("hex").slice(0, 16);
}

async function bundle(root: string): Promise<string> {
  const target = path.join(cacheDir(root), bundleKey(root));
  if (existsSync(target)) return target;
  const temporary = `${target}.${process.pid}.tmp`;
  await build({
    configFile: false,
    root: path.join(root, "admin"),
    base: `/${EDITOR_PATH}/`,
    publicDir: false,
    logLevel: "warn",
    plugins: [patchSveltia(root)],
    build: {
      outDir: temporary,
      emptyOutDir: true,
      // Fonts and the HEIC decoder stay files: the editor's policy allows no data: fonts or scripts.
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 4000,
      target: "es2022",
      // Sveltia ships minified; only the small entries are left, not worth the time.
      minify: false,
      // The editor, and the page where staff see whether their save is online (admin/status/).
      rolldownOptions: {
        input: {
          editor: path.join(root, "admin/index.html"),
          status: path.join(root, "admin/status/index.html"),
        },
      },
    },
  });
  rmSync(target, { recursive: true, force: true });
  renameSync(temporary, target);
  return target;
}

/**
 * Next free article id when the site is built (published and draft ids are taken): only the
 * configuration's fallback; the editor offers the next free one from the articles it has loaded
 * (admin/article-id.ts).
 */
function nextArticleId({ articles, drafts }: ArticleCollection): number {
  return nextFreeNumber([...articles, ...drafts].map((article) => article.id));
}

/** The entries this publication kept back (tooling/publish/hold-back.ts): none when nothing ran it. */
function heldBackIn(root: string): HeldBack[] {
  const file = path.join(root, HELD_BACK_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as HeldBack[]) : [];
}

/** The check's warnings about an entry (a link to an article no longer there), the field in the editor's words: the status page names the entry. */
function entryWarnings(warnings: readonly ContentProblem[]) {
  return warnings
    .filter(({ file }) => [DATA_DIR, ARTICLES_DIR].some((folder) => file.startsWith(`${folder}/`)))
    .map(({ file, field, message }) => ({ file, field: fieldInEntryWords(file, field), message }));
}

/**
 * What /admin/status/ needs to know of this build (admin/status/status.ts): where the staff's saves
 * are, where they are published from, and which save and which run this build is, so that the page
 * says "online" from what the site itself serves. Empty fields outside a publication.
 */
function publication(
  env: Record<string, string | undefined>,
  settings: { repo: string; branch: string },
  root: string,
  warnings: readonly ContentProblem[],
) {
  const exact = (value: string | undefined, pattern: RegExp, name: string) => {
    if (!value) return null;
    if (!pattern.test(value)) throw new Error(`${name} tidak sah: "${value}"`);
    return value;
  };
  return {
    contentRepo: settings.repo,
    branch: settings.branch,
    codeRepo: exact(env.PUBLISH_REPO, /^[\w.-]+\/[\w.-]+$/, "PUBLISH_REPO"),
    contentCommit: exact(env.CONTENT_COMMIT, /^[0-9a-f]{40}$/, "CONTENT_COMMIT"),
    run: exact(env.PUBLISH_RUN, /^\d+$/, "PUBLISH_RUN"),
    ...(env.CONTENT_COMMIT ? { heldBack: heldBackIn(root), warnings: entryWarnings(warnings) } : {}),
  };
}

/** Writes the editor into `clientDir/admin/`: the cached bundle and this build's configuration. */
export async function writeEditor(
  clientDir: string,
  { root, files, blog, rendered }: ContentReading,
  warnings: readonly ContentProblem[] = [],
): Promise<void> {
  const { settings, problems } = editorSettings(process.env, siteAddress(process.env, root, files).url);
  if (problems.length > 0) throw new Error(problems.map((problem) => `${problem.field} ${problem.message}`).join("; "));
  assertTranslated(root);
  const target = path.join(clientDir, EDITOR_PATH);
  mkdirSync(target, { recursive: true });
  cpSync(await bundle(root), target, { recursive: true });
  const linkedFrom = await linkingArticles(blog.articles, settings.siteUrl, rendered);
  const config = editorConfig(settings, { nextArticleId: nextArticleId(blog), linkedFrom });
  writeFileSync(path.join(target, "config.json"), `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(
    path.join(target, "status", "terbitan.json"),
    `${JSON.stringify(publication(process.env, settings, root, warnings))}\n`,
  );
}
