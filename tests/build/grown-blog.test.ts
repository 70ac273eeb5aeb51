import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pageFiles } from "../../tooling/hosting/page-files";
import { KB, isListPage, javaScriptOf, scriptsOf } from "../../tooling/operations/build-sizes";
import { ARTICLES_PER_PAGE } from "../../app/lib/blog-pages";
import { buildGrownBlog, GROWN_ARTICLES } from "../fixtures/grown-blog";

/**
 * The byte budgets of a blog that has grown (docs/decisions/010-blog-that-grows.md), on a real build of
 * 100 generated articles: an article page loads no more JavaScript than
 * the home page plus 40 KB, whatever the number of articles, and no list
 * page is over 60 KB of HTML. `npm run bench:blog` measures 1000.
 */
describe(`a blog of ${GROWN_ARTICLES} articles`, { timeout: 240_000 }, () => {
  let client: string;
  let pages: string[];

  beforeAll(() => {
    client = buildGrownBlog();
    pages = pageFiles(client);
  });

  it("prerenders every article and every list page, twelve cards a page", () => {
    // blog/404.html is the article not-found page.
    const articles = pages.filter((page) => /^blog\/\d+\.html$/.test(page) && page !== "blog/404.html");
    expect(articles).toHaveLength(GROWN_ARTICLES);
    expect(pages).toContain(`blog/halaman/${Math.ceil(GROWN_ARTICLES / ARTICLES_PER_PAGE)}.html`);
    expect(pages).not.toContain(`blog/halaman/${Math.ceil(GROWN_ARTICLES / ARTICLES_PER_PAGE) + 1}.html`);
    expect(pages.filter((page) => /^blog\/kategori\/[^/]+(\/halaman\/\d+)?\.html$/.test(page) && !page.endsWith("404.html")).length).toBeGreaterThan(6);
  });

  it("an article page's JavaScript is at most the home page's plus 40 KB, and holds no other article", () => {
    const home = javaScriptOf(client, "index.html");
    for (const page of pages.filter((file) => /^blog\/\d+\.html$/.test(file))) {
      expect(javaScriptOf(client, page), page).toBeLessThanOrEqual(home + 40 * KB);
    }
    const code = scriptsOf(client, "blog/50.html").map((file) => readFileSync(path.join(client, file), "utf8")).join("\n");
    expect(code).not.toContain("Cerita Pekan ke-");
  });

  it("no list page is over 60 KB of HTML, besides its first screen's CSS", () => {
    const lists = pages.filter(isListPage);
    expect(lists.length).toBeGreaterThan(Math.ceil(GROWN_ARTICLES / ARTICLES_PER_PAGE));
    for (const page of lists) {
      // The inline CSS is the same on every list page and does not grow with the blog (decision 012;
      // its own budget, 14 KB, is in tests/e2e/budgets.spec.ts).
      const html = readFileSync(path.join(client, page), "utf8").replace(/<style>[\s\S]*?<\/style>/, "");
      expect(Buffer.byteLength(html), page).toBeLessThanOrEqual(60 * KB);
    }
  });

  it("the Content-Security-Policy names a few inline scripts, not one per page", () => {
    const policy: string = JSON.parse(readFileSync(path.join(client, "../headers.json"), "utf8")).all["Content-Security-Policy"];
    expect(policy.match(/'sha256-/g)?.length).toBeLessThan(40);
  });

  it("an article page's data holds that article and three to read next, not the blog", () => {
    const data = readFileSync(path.join(client, "blog/50.data"), "utf8");
    expect(data).toContain("Cerita Pekan ke-50");
    expect(data.match(/Cerita Pekan ke-\d+/g)?.length).toBeLessThanOrEqual(1 + 3);
  });
});
