import { readFileSync } from "node:fs";
import path from "node:path";
import { readArticles } from "../../src/lib/content/articles/articles.ts";
import { cssBudget, firstScreenBudget, fontBudget, imageBudget, javaScriptBudget } from "../fixtures/budgets.ts";
import { decodedHtml, fileOfAddress, filesUnder, htmlFiles, readPage } from "../fixtures/built-site.ts";
import { expect, quietPages, test } from "./fixtures.ts";

/**
 * Deterministic byte budgets on the production build that `npm start`
 * serves (not timings: those are `npm run bench`'s, docs/performance.md).
 * No browser: the files are read as a browser would fetch them. The budgets
 * themselves (tests/fixtures/budgets.ts) are also the content path's.
 */
const client = path.resolve("build/client");
const files = () => htmlFiles(client);
test("no page fetches JavaScript before a touch; an article's first touch loads at most 75 KB compressed", () => {
  for (const address of [...quietPages, "/program"]) expect(files(), address).toContain(fileOfAddress(address));
  const { problems, figure } = javaScriptBudget(client);
  expect(problems).toEqual([]);
  expect(figure.split("; ").length, "the articles were measured").toBeGreaterThan(1);
  test.info().annotations.push({ type: "JavaScript", description: figure });
});

test("every page carries its CSS itself, at most 12 KB compressed, and links no stylesheet", () => {
  const { problems, figure } = cssBudget(client);
  expect(problems).toEqual([]);
  test.info().annotations.push({ type: "CSS", description: figure });
});

test("no image file is over 200 KB", () => {
  const { problems, figure } = imageBudget(client);
  expect(Number.parseInt(figure)).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test("the font is at most 20 KB, and every character a page shows is one the font was cut to", () => {
  expect(fontBudget(client).problems).toEqual([]);
});

test("the home page and what its first screen loads are under 250 KB compressed", () => {
  const { problems, figure } = firstScreenBudget(client);
  test.info().annotations.push({ type: "first screen", description: figure });
  expect(problems).toEqual([]);
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
