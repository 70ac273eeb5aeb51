import path from "node:path";
import { HtmlValidate } from "html-validate";
import { htmlFiles, pageFiles } from "../fixtures/built-site.ts";
import { crawlSite } from "../fixtures/site-links.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Markup and link hygiene of the build that `npm start` serves, read from its files; and of the tests'
 * own pages: what one test leaves on the page it hands to the next (`samePage`, tests/e2e/fixtures.ts).
 */

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
    // Titles follow the "{page} | {name}" pattern; long article titles stay whole.
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
  expect(feeds).toEqual(expect.arrayContaining(["rss.xml", "sitemap-index.xml", "sitemap-0.xml"]));
  expect(broken).toEqual([]);
  // Every page and article is reached from the home page by following links.
  expect(pageFiles(client).filter((file) => !reached.has(file))).toEqual([]);
});

const clipboardPermission = (page: Page) =>
  page.evaluate(async () => (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state);

test.describe("the page a test hands to the next", () => {
  test.use({ samePage: true });
  test.describe.configure({ mode: "serial" });
  let handed: Page | undefined;
  let heard = 0;

  test("a test that loads pages, answers requests, is given the clipboard and listens to the console…", async ({
    page,
    context,
    visit,
  }) => {
    handed = page;
    await context.route("**/tentang", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>diganti</title>" }),
    );
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    page.on("console", () => heard++);
    await page.setViewportSize({ width: 300, height: 500 });
    await visit("/");
    await visit("/program#pertanyaan-umum");
    expect(await clipboardPermission(page)).toBe("granted");
  });

  test("…hands the next test the same page, with none of it", async ({ page, visit }, testInfo) => {
    expect(page, "the same page: what follows tests the handing over").toBe(handed);
    expect(page.url()).toBe("about:blank");
    expect(page.viewportSize()).toEqual(testInfo.project.use.viewport);
    await visit("/");
    // Loaded again as on a first visit: the stylesheet and the font come over the network, not from a cache.
    const cached = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize === 0)
        .map((entry) => entry.name),
    );
    expect(cached).toEqual([]);
    await page.evaluate(() => console.log("didengar?"));
    expect(heard).toBe(0);
    expect(await clipboardPermission(page)).not.toBe("granted");
    await visit("/tentang");
    await expect(page).toHaveTitle("Tentang Kami | Daycare Cisauk");
  });

  test("a test that sets the page's clock changes it for good…", async ({ page, visit }) => {
    expect(page).toBe(handed);
    await page.clock.install();
    await visit("/");
  });

  test("…and the next test gets a new page", async ({ page }) => {
    expect(page).not.toBe(handed);
    handed = page;
  });

  test("a test that failed…", async ({ page }) => {
    test.fail(true, "on purpose: a failure leaves a page in any state");
    expect(page).toBe(handed);
    expect(page.url()).toBe("a page it never reached");
  });

  test("…leaves no page behind either", async ({ page }) => {
    expect(page).not.toBe(handed);
  });
});
