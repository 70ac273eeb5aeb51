import { readdirSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { LinkChecker } from "linkinator";
import { expect, test } from "./fixtures";

/** Link and markup hygiene of the build. */

const client = path.resolve("build/client");
/** The prerendered pages; the staff's editor (admin/) is the CMS's own page, not ours to lint. */
const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".html") && !file.startsWith("admin/"),
);

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // How React writes valid HTML: `charSet`, `hidden=""`. Void elements are written without a slash
    // (`<meta>`) by the build's one HTML writer (tooling/post-build/page-html.ts), as the rules ask.
    "attr-case": "off",
    "attribute-empty-style": "off",
    // React's streaming markers use ids such as "B:0" and "_R_": valid HTML ids, outside the strict style.
    "valid-id": ["error", { relaxed: true }],
    // The desktop and the phone "Menu utama" are never displayed together (one is display:none at each width).
    "unique-landmark": "off",
    // The number stays exactly as staff typed it, so it can be copied and searched.
    "tel-non-breaking": "off",
    // A program's feature list is named for screen readers ("Yang didapat di Program Bayi").
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Titles follow the spec's "{page} | {name}" pattern; long article titles stay whole.
    "long-title": "off",
  },
});

test.describe("hygiene", () => {
  test.skip(({ isMobile }) => isMobile, "the build is the same for every viewport");

  test("every prerendered page is valid HTML (html-validate)", async () => {
    expect(pages.length).toBeGreaterThan(8);
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateFile(path.join(client, page));
      for (const message of report.results.flatMap((result) => result.messages)) {
        problems.push(`${page}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("no broken link or anchor inside the site (linkinator, other sites skipped)", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const result = await new LinkChecker().check({
      path: `${origin}/`,
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const broken = result.links
      .filter((link) => link.state === "BROKEN")
      .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
    expect(broken).toEqual([]);
    // Every page and article was reached from the home page.
    const checked = new Set(result.links.map((link) => link.url.replace(/\/$/, "")));
    for (const page of ["/tentang", "/program", "/galeri", "/blog", "/kontak", "/blog/1", "/blog/2", "/blog/3"]) {
      expect(checked, page).toContain(`${origin}${page}`);
    }
  });
});
