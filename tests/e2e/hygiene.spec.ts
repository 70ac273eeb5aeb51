import path from "node:path";
import { HtmlValidate } from "html-validate";
import { htmlFiles, pageFiles } from "../fixtures/built-site.ts";
import { crawlSite } from "../fixtures/site-links.ts";
import { expect, test } from "./fixtures.ts";

/** Markup and link hygiene of the build that `npm start` serves, read from its files. */

const client = path.resolve("build/client");
const SITE = "https://daycarecisauk.id";

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // HTML attribute names and void elements are case- and slash-insensitive: React writes `srcSet`,
    // `dateTime`, `<img/>`, Astro `<meta>`. Both forms are valid HTML and read the same.
    "attr-case": "off",
    "void-style": "off",
    // The desktop and the phone "Menu utama" are never shown together (one is display:none at each width).
    "unique-landmark": "off",
    // The number stays exactly as staff typed it, so it can be copied and searched.
    "tel-non-breaking": "off",
    // A program's feature list is named for screen readers ("Yang didapat di Program Bayi").
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Titles follow the spec's "{page} | {name}" pattern; long article titles stay whole.
    "long-title": "off",
  },
});

test("every page of the build is valid HTML (html-validate)", async () => {
  const files = htmlFiles(client);
  expect(files.length).toBeGreaterThan(8);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(path.join(client, file));
    for (const message of report.results.flatMap((result) => result.messages))
      problems.push(`${file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
  }
  expect(problems).toEqual([]);
});

test("every address the pages, the feed, the sitemap and the manifest name on the site resolves, anchors included", () => {
  const { broken, reached, feeds } = crawlSite(client, SITE);
  expect(feeds).toEqual(expect.arrayContaining(["rss.xml", "sitemap.xml", "sitemap-index.xml"]));
  expect(broken).toEqual([]);
  // Every page and article is reached from the home page by following links.
  expect(pageFiles(client).filter((file) => !reached.has(file))).toEqual([]);
});
