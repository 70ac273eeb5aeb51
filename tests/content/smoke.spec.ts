import path from "node:path";
import { readArticles } from "../../src/lib/content/articles/articles.ts";
import { labelsNotStartingTheirName, violations } from "../e2e/a11y.ts";
import { expect, test } from "../e2e/fixtures.ts";
import { allBudgets } from "../fixtures/budgets.ts";
import { addressOf, decodedHtml, pageFiles, readPage } from "../fixtures/built-site.ts";
import { crawlSite, siteOrigin } from "../fixtures/site-links.ts";

// Every page and article of the staff's build through axe: each on the page the test before it used (decision 030).
test.use({ samePage: true });

/**
 * The content path's smoke test (`npm run test:content`, docs/deploy.md):
 * the build just made from the staff's content, served by `npm run serve`,
 * is whole. It asserts nothing about what the content says, only that any
 * content makes a site a parent can use: every page answers with its title,
 * every address it names resolves, every page passes axe at 390 px, and the
 * byte budgets hold. The code it runs on passed the full suite
 * (tooling/publish/code-version.ts).
 */

const client = path.resolve("build/client");
const pages = pageFiles(client);
const { articles } = readArticles();
const titleOf = (html: string) => decodedHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim();
const headingOf = (html: string) =>
  decodedHtml(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "")
    .replace(/\s+/g, " ")
    .trim();

test("every page and article answers 200 with its title, and an unknown address the not-found page", async ({
  request,
}) => {
  expect(pages.length).toBeGreaterThan(5);
  const problems: string[] = [];
  for (const file of pages) {
    const address = addressOf(file);
    const response = await request.get(address, { maxRedirects: 0 });
    const html = await response.text();
    if (response.status() !== 200) problems.push(`${address}: ${response.status()}`);
    else if (!titleOf(html) || !headingOf(html)) problems.push(`${address}: no title or no heading`);
  }
  for (const article of articles) {
    const file = `blog/${article.id}.html`;
    if (!pages.includes(file)) problems.push(`${article.file}: no page /blog/${article.id}`);
    else if (headingOf(readPage(client, file)) !== article.title.replace(/\s+/g, " ").trim())
      problems.push(`/blog/${article.id} is not headed "${article.title}"`);
  }
  const missing = await request.get("/halaman-yang-tidak-pernah-ada");
  if (missing.status() !== 404) problems.push(`an unknown address answers ${missing.status()}`);
  expect(problems).toEqual([]);
});

test("every address the pages, feeds, sitemap and manifest name resolves, and every page is linked", () => {
  const { broken, reached } = crawlSite(client, siteOrigin(client));
  expect(broken).toEqual([]);
  expect(pages.filter((file) => !reached.has(file))).toEqual([]);
});

test("the byte budgets hold", () => {
  const problems = Object.entries(allBudgets).flatMap(([name, budget]) =>
    budget(client).problems.map((problem) => `${name}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

for (const file of pages) {
  const address = addressOf(file);
  test(`${address} has no WCAG 2.2 AA violations at 390 px`, async ({ page, visit }) => {
    await visit(address);
    expect(await violations(page)).toEqual([]);
    expect(await labelsNotStartingTheirName(page)).toEqual([]);
  });
}

test("the not-found page has no WCAG 2.2 AA violations at 390 px", async ({ page, visit }) => {
  await visit("/halaman-yang-tidak-pernah-ada");
  expect(await violations(page)).toEqual([]);
});
