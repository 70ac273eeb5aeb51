import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { fileOfAddress, htmlFiles, pageFiles, readPage, stylesOf } from "../fixtures/built-site.ts";
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

/** Every address a page names for the browser to follow or load, with where it was found. */
function referencesOf(html: string): string[] {
  const attribute = (name: string) =>
    [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((match) => match[1]!.replaceAll("&amp;", "&"));
  const srcsets = [...attribute("srcset"), ...attribute("srcSet")].flatMap((set) =>
    set.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!),
  );
  const metaImages = [
    ...html.matchAll(/<meta\b[^>]*(?:property|name)="(?:og|twitter):image"[^>]*content="([^"]+)"/g),
  ].map((match) => match[1]!);
  const cssUrls = stylesOf(html).flatMap((css) =>
    [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1]!),
  );
  return [
    ...attribute("href"),
    ...attribute("src"),
    ...srcsets,
    ...attribute("component-url"),
    ...attribute("renderer-url"),
    ...metaImages,
    ...cssUrls,
  ].filter((url) => url && !url.startsWith("data:"));
}

/** The file a same-site address is served from, or undefined for another site's address. */
function localTarget(url: string, from: string): { file?: string; fragment?: string; address: string } | undefined {
  const resolved = new URL(url, `${SITE}/${from}`);
  if (resolved.origin !== SITE) return undefined;
  const address = decodeURIComponent(resolved.pathname);
  const fragment = resolved.hash ? decodeURIComponent(resolved.hash.slice(1)) : undefined;
  const candidates = [address.slice(1), fileOfAddress(address)];
  const file = candidates.find((candidate) => {
    const full = path.join(client, candidate);
    return candidate !== "" && existsSync(full) && statSync(full).isFile();
  });
  return { file, fragment, address };
}

test("every address the pages, the feed, the sitemap and the manifest name on the site resolves, anchors included", () => {
  const broken: string[] = [];
  const reached = new Set<string>(["index.html"]);
  const queue = ["index.html"];
  const idsOf = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idsOf.has(file))
      idsOf.set(
        file,
        new Set([...readPage(client, file).matchAll(/\s(?:id|name)="([^"]+)"/g)].map((match) => match[1]!)),
      );
    return idsOf.get(file)!;
  };
  const check = (url: string, from: string, follow: boolean) => {
    const target = localTarget(url, from);
    if (!target) return;
    if (!target.file) {
      broken.push(`${url} (on ${from})`);
      return;
    }
    if (target.fragment && target.file.endsWith(".html") && !ids(target.file).has(target.fragment))
      broken.push(`${url}: no #${target.fragment} (on ${from})`);
    if (follow && target.file.endsWith(".html") && !reached.has(target.file)) {
      reached.add(target.file);
      queue.push(target.file);
    }
  };
  // From the home page, as a visitor clicks through; then every other HTML file (not-found pages, pages nobody links).
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const url of referencesOf(readPage(client, file))) check(url, file, true);
  }
  for (const file of htmlFiles(client).filter((name) => !reached.has(name)))
    for (const url of referencesOf(readPage(client, file))) check(url, file, false);

  const text = (file: string) => readFileSync(path.join(client, file), "utf8");
  const feeds = readdirSync(client).filter((name) => name.endsWith(".xml"));
  expect(feeds).toEqual(expect.arrayContaining(["rss.xml", "sitemap-index.xml"]));
  for (const file of feeds) {
    for (const [, url] of text(file).matchAll(/<(?:loc|link)>([^<]+)<\/(?:loc|link)>/g)) check(url!, file, false);
  }
  const manifest = JSON.parse(text("site.webmanifest")) as { icons: { src: string }[]; start_url?: string };
  for (const icon of manifest.icons) check(icon.src, "site.webmanifest", false);

  expect(broken).toEqual([]);
  // Every page and article is reached from the home page by following links.
  expect(pageFiles(client).filter((file) => !reached.has(file))).toEqual([]);
});
