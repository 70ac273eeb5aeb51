import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readArticles } from "../../src/lib/content/articles.ts";
import { siteCharacters } from "../../tooling/font.ts";
import {
  decodedHtml,
  fileOfAddress,
  filesUnder,
  gzipSize,
  htmlFiles,
  javaScriptOf,
  KB,
  readPage,
  shownText,
  stylesOf,
} from "../fixtures/built-site.ts";
import { expect, quietPages, test } from "./fixtures.ts";

/**
 * Deterministic byte budgets on the production build that `npm start`
 * serves (not timings: those are `npm run bench`'s, docs/performance.md).
 * No browser: the files are read as a browser would fetch them.
 */
const client = path.resolve("build/client");
const files = () => htmlFiles(client);
/** The pages where a visitor operates something: the registration dialogs, an article's back button and share row. */
const ISLAND_PAGE = /^(program|blog\/(?!404\.)\d+)\.html$/;
const ISLAND_BUDGET = 75 * KB;

test("pages with nothing to operate load no JavaScript; /program and an article at most 75 KB compressed", () => {
  for (const address of quietPages) expect(files(), address).toContain(fileOfAddress(address));
  const sizes: string[] = [];
  for (const file of files()) {
    const { files: modules, inline, gzipped } = javaScriptOf(client, file);
    if (ISLAND_PAGE.test(file)) {
      expect(modules.length, `${file} loads its islands`).toBeGreaterThan(0);
      expect(gzipped, `${file}: ${modules.join(", ")}`).toBeLessThanOrEqual(ISLAND_BUDGET);
      sizes.push(`${file} ${(gzipped / KB).toFixed(1)} KB`);
    } else {
      expect({ modules, inline: inline.length }, file).toEqual({ modules: [], inline: 0 });
    }
  }
  expect(sizes.length, "/program and the articles were measured").toBeGreaterThan(1);
  test.info().annotations.push({ type: "JavaScript", description: sizes.join("; ") });
});

test("every page carries its CSS itself, at most 12 KB compressed, and links no stylesheet", () => {
  let largest = 0;
  for (const file of files()) {
    const html = readPage(client, file);
    expect(html, file).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
    const css = stylesOf(html).join("\n");
    expect(css.length, `${file} has its CSS`).toBeGreaterThan(1000);
    largest = Math.max(largest, gzipSize(css));
    expect(gzipSize(css), file).toBeLessThanOrEqual(12 * KB);
  }
  test.info().annotations.push({ type: "largest inline CSS", description: `${(largest / KB).toFixed(1)} KB` });
});

test("no image file is over 200 KB", () => {
  const images = filesUnder(client).filter((name) => /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(name));
  expect(images.length).toBeGreaterThan(10);
  for (const file of images) expect(statSync(file).size, path.relative(client, file)).toBeLessThanOrEqual(200 * KB);
});

test("the font is at most 20 KB, and every character a page shows is one the font was cut to", () => {
  const fonts = filesUnder(path.join(client, "assets")).filter((name) => name.endsWith(".woff2"));
  expect(fonts).toHaveLength(1);
  expect(statSync(fonts[0]!).size).toBeLessThanOrEqual(20 * KB);
  const inFont = new Set(siteCharacters(path.resolve("src")));
  const missing = new Map<string, string>();
  for (const file of files()) {
    for (const character of shownText(readPage(client, file))) {
      if (character > " " && !inFont.has(character) && !missing.has(character)) missing.set(character, file);
    }
  }
  expect(
    [...missing].map(([character, file]) => `${character} (U+${character.codePointAt(0)!.toString(16)}) on ${file}`),
  ).toEqual([]);
});

test("the home page and what its first screen loads are under 250 KB compressed", () => {
  const html = readPage(client, "index.html");
  const css = stylesOf(html).join("\n");
  const font = /url\(["']?(\/assets\/[^"')]+\.woff2)/.exec(css)?.[1];
  // Above the fold: the logo and the hero picture, counted at its largest AVIF (a wide screen).
  const logo = /<img\b[^>]*\bsrc="(\/assets\/logo[^"]+)"/.exec(html)?.[1];
  const heroSources = [...html.matchAll(/<source\b[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => /type="image\/avif"/.test(tag) && /hero/.test(tag));
  const hero = /srcset="([^"]+)"/i
    .exec(heroSources ?? "")?.[1]
    ?.split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .sort((a, b) => Number.parseInt(b[1] ?? "0") - Number.parseInt(a[1] ?? "0"))[0]?.[0];
  expect({ font, logo, hero }, "font, logo and hero picture named in the page").toEqual({
    font: expect.any(String),
    logo: expect.any(String),
    hero: expect.any(String),
  });
  const served = (asset: string) => {
    const bytes = readFileSync(path.join(client, decodeURIComponent(asset)));
    return /\.(avif|webp|jpe?g|png|woff2)$/.test(asset) ? bytes.length : gzipSize(bytes);
  };
  const total = gzipSize(html) + [font!, logo!, hero!].reduce((sum, asset) => sum + served(asset), 0);
  test.info().annotations.push({ type: "home page, first screen", description: `${(total / KB).toFixed(1)} KB` });
  expect(total).toBeLessThan(250 * KB);
});

test("not one byte of the staff's editor reaches the public pages", () => {
  const editorFiles = filesUnder(path.join(client, "admin"));
  expect(editorFiles.length, "the editor is built").toBeGreaterThan(1);
  const editorNames = new Set(editorFiles.map((file) => path.basename(file)));
  for (const file of files()) expect(readPage(client, file), file).not.toMatch(/\/admin\/|sveltia/i);
  for (const file of filesUnder(path.join(client, "assets"))) {
    expect(editorNames.has(path.basename(file)), path.basename(file)).toBe(false);
    if (file.endsWith(".js")) expect(readFileSync(file, "utf8"), path.basename(file)).not.toMatch(/sveltia/i);
  }
});

test("the Markdown parser and the validation library are in no page's JavaScript", () => {
  const scripts = filesUnder(path.join(client, "assets")).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  // Token names of micromark (the Markdown parser) and zod's error class survive minification.
  for (const file of scripts)
    expect(readFileSync(file, "utf8"), path.basename(file)).not.toMatch(/codeFencedFence|micromark|ZodError/);
});

test("an article's page holds its own article and no other's text", () => {
  const { articles } = readArticles();
  expect(articles.length).toBeGreaterThan(1);
  /** A sentence of an article's body, as a page shows it. */
  const sentenceOf = (body: string) =>
    body
      .split("\n")
      .map((line) => line.trim())
      .find((line) => /^[A-Z]/.test(line) && line.length > 60 && !/[[\]*_`]/.test(line))!
      .slice(0, 60);
  for (const article of articles) {
    const page = decodedHtml(readPage(client, `blog/${article.id}.html`)).replace(/\s+/g, " ");
    for (const other of articles) {
      const sentence = sentenceOf(other.body);
      if (other.id === article.id) expect(page, `blog/${article.id}.html holds its body`).toContain(sentence);
      else expect(page, `blog/${article.id}.html holds article ${other.id}'s body`).not.toContain(sentence);
    }
  }
});
