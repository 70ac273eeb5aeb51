import { ARTICLES_PER_PAGE, GROWN_ARTICLES, grownClient } from "../../fixtures/grown-blog/grown-blog.ts";
import {
  decodedHtml,
  isListPage,
  isNotFoundFile,
  javaScriptOf,
  KB,
  pageFiles,
  readPage,
  stylesOf,
} from "../../fixtures/built-site.ts";
import { expect, test } from "../fixtures.ts";
import { GROWN_PORT } from "../../fixtures/ports.ts";

/**
 * The byte budgets of a blog that has grown (docs/decisions/010-blog-that-grows.md),
 * on the real build of 100 generated articles that the blog-100 server
 * serves: an article page's JavaScript and text do not grow with the blog,
 * and no list page is over 60 KB of HTML. `npm run bench:blog` measures 1000.
 */
// Served on a port of its own (tests/fixtures/grown-blog/serve-grown-blog.ts).
test.use({ baseURL: `http://localhost:${GROWN_PORT}` });

const pages = () => pageFiles(grownClient);
const articlePages = () => pages().filter((file) => /^blog\/\d+\.html$/.test(file));

test("every article and every list page is built, twelve cards a page", () => {
  expect(articlePages()).toHaveLength(GROWN_ARTICLES);
  const lastPage = Math.ceil(GROWN_ARTICLES / ARTICLES_PER_PAGE);
  expect(pages()).toContain(`blog/halaman/${lastPage}.html`);
  expect(pages()).not.toContain(`blog/halaman/${lastPage + 1}.html`);
  expect(pages().filter((file) => /^blog\/kategori\/[^/]+(\/halaman\/\d+)?\.html$/.test(file)).length).toBeGreaterThan(
    6,
  );
});

test("an article page loads at most 75 KB of JavaScript, whatever the number of articles", () => {
  const sizes = articlePages().map((file) => javaScriptOf(grownClient, file).gzipped);
  expect(Math.max(...sizes)).toBeLessThanOrEqual(75 * KB);
  // The same islands on every article: the code does not depend on which article it is.
  expect(new Set(articlePages().map((file) => javaScriptOf(grownClient, file).files.join()))).toHaveProperty("size", 1);
});

test("an article page holds its own article, and of the others at most the titles of the three it suggests", () => {
  for (const id of [1, 50, 100]) {
    const text = decodedHtml(readPage(grownClient, `blog/${id}.html`));
    // Each generated body says which one it is: "kegiatan ke-{id} yang kami tulis di blog ini".
    const bodies = new Set([...text.matchAll(/kegiatan ke-(\d+) yang kami tulis/g)].map((match) => Number(match[1])));
    expect([...bodies], `blog/${id}.html`).toEqual([id]);
    const titles = new Set([...text.matchAll(/Cerita Pekan ke-(\d+)/g)].map((match) => Number(match[1])));
    expect(titles.has(id)).toBe(true);
    expect(titles.size, `blog/${id}.html names ${[...titles].join(", ")}`).toBeLessThanOrEqual(1 + 3);
  }
});

test("no list page is over 60 KB of HTML, besides its CSS", () => {
  const lists = pages().filter((file) => isListPage(file) && !isNotFoundFile(file));
  expect(lists.length).toBeGreaterThan(Math.ceil(GROWN_ARTICLES / ARTICLES_PER_PAGE));
  let largest = 0;
  for (const file of lists) {
    const html = readPage(grownClient, file);
    // The CSS is the same on every page and does not grow with the blog: its own budget is in budgets.spec.ts.
    const bytes = Buffer.byteLength(html) - stylesOf(html).reduce((sum, css) => sum + Buffer.byteLength(css), 0);
    largest = Math.max(largest, bytes);
    expect(bytes, file).toBeLessThanOrEqual(60 * KB);
  }
  test.info().annotations.push({ type: "largest list page", description: `${(largest / KB).toFixed(1)} KB` });
});
