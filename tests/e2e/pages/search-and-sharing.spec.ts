import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { validateXML } from "xmllint-wasm";
import { rssXml } from "../../../src/lib/blog/feed.ts";
import { expect, parseXml, routes, test, xmlAll, xmlText } from "../fixtures.ts";

test.use({ samePage: true });

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as Record<string, unknown>,
  );
}

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/**
 * The protocol's own schemas of its two roots, as sitemaps.org publishes them (tests/fixtures/sitemaps-org/README.md),
 * checked by libxml2: the browser's parser only tells that the XML is well-formed, not that it is a valid sitemap.
 */
const SCHEMAS = { sitemapindex: "siteindex.xsd", urlset: "sitemap.xsd" } as const;
type SitemapRoot = keyof typeof SCHEMAS;

/** What xmllint finds wrong in `xml` against sitemaps.org's schema of `root`: nothing, when the file is valid. */
async function schemaErrors(root: SitemapRoot, xml: string, fileName: string): Promise<string[]> {
  const schema = SCHEMAS[root];
  const { errors } = await validateXML({
    xml: { fileName, contents: xml },
    schema: {
      fileName: schema,
      contents: readFileSync(path.join(import.meta.dirname, "../../fixtures/sitemaps-org", schema), "utf8"),
    },
  });
  return errors.map((error) => error.message);
}

/** A sitemap file of the site, read by a strict XML parser, with the root `root` and valid against its schema. */
async function sitemapFile(page: Page, request: APIRequestContext, pathname: string, root: SitemapRoot) {
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBe(200);
  expect(response.headers()["content-type"], pathname).toContain("xml");
  const xml = await response.text();
  const element = await parseXml(page, xml);
  expect(element.name, pathname).toBe(root);
  expect(element.attributes.xmlns, pathname).toBe(SITEMAP_NS);
  expect(await schemaErrors(root, xml, path.posix.basename(pathname)), `${pathname} against ${SCHEMAS[root]}`).toEqual(
    [],
  );
  return { element, xml };
}

/**
 * The sitemap: its index (the address robots.txt names), then every sitemap the index names, each checked against
 * its schema; their entries, and the files as served.
 */
async function sitemap(page: Page, request: APIRequestContext) {
  const index = await sitemapFile(page, request, "/sitemap-index.xml", "sitemapindex");
  const sitemaps = xmlAll(index.element, "loc").map((loc) => loc.text);
  expect(sitemaps).toEqual(["https://daycarecisauk.id/sitemap-0.xml"]);
  const entries: { loc: string; lastmod?: string }[] = [];
  const files: string[] = [];
  for (const address of sitemaps) {
    const { element, xml } = await sitemapFile(page, request, new URL(address).pathname, "urlset");
    files.push(xml);
    for (const url of xmlAll(element, "url"))
      entries.push({ loc: xmlText(url, "loc")!, lastmod: xmlText(url, "lastmod") });
  }
  return { entries, index: index.xml, sitemaps: files };
}

test("the sitemap is valid against sitemaps.org's schemas and lists every page and every article, articles with their date", async ({
  page,
  request,
}) => {
  const { entries, index, sitemaps } = await sitemap(page, request);
  const locs = entries.map((entry) => entry.loc);
  for (const route of routes)
    expect(locs).toContain(`https://daycarecisauk.id${route.path === "/" ? "/" : route.path}`);
  // Exactly the pages the build wrote (tooling/after-astro/verify-output.ts holds every build to it too).
  expect(locs.map((loc) => new URL(loc).pathname).sort()).toEqual([
    "/",
    "/blog",
    "/blog/1",
    "/blog/2",
    "/blog/3",
    "/blog/kategori/aktivitas",
    "/blog/kategori/kegiatan-daycare",
    "/blog/kategori/kesehatan-anak",
    "/galeri",
    "/kontak",
    "/program",
    "/tentang",
  ]);
  const dates = Object.fromEntries(entries.filter((entry) => entry.lastmod).map((entry) => [entry.loc, entry.lastmod]));
  // Each article its own day; the blog and each category the day of their newest article; no other page a date.
  expect(dates).toEqual({
    "https://daycarecisauk.id/blog": "2025-10-08T00:00:00.000Z",
    "https://daycarecisauk.id/blog/1": "2025-10-08T00:00:00.000Z",
    "https://daycarecisauk.id/blog/2": "2025-09-19T00:00:00.000Z",
    "https://daycarecisauk.id/blog/3": "2025-07-24T00:00:00.000Z",
    "https://daycarecisauk.id/blog/kategori/aktivitas": "2025-09-19T00:00:00.000Z",
    "https://daycarecisauk.id/blog/kategori/kegiatan-daycare": "2025-07-24T00:00:00.000Z",
    "https://daycarecisauk.id/blog/kategori/kesehatan-anak": "2025-10-08T00:00:00.000Z",
  });
  expect(locs.filter((loc) => /404|tidak-ditemukan|\/admin|\/og\//.test(loc))).toEqual([]);
  expect(new Set(locs).size).toBe(locs.length);

  // The schemas refuse what a search engine would: copies of the files served, each broken in one place.
  const qualified = (name: string) => `'{${SITEMAP_NS}}${name}'`;
  const [served] = sitemaps as [string];
  expect(await schemaErrors("urlset", served.replace(/<loc>[^<]*<\/loc>/, ""), "no-loc.xml")).toContainEqual(
    expect.stringContaining(
      `Element ${qualified("url")}: Missing child element(s). Expected is ( {${SITEMAP_NS}}loc )`,
    ),
  );
  expect(
    await schemaErrors("urlset", served.replace(/<lastmod>[^<]*</, "<lastmod>8 Oktober 2025<"), "bad-date.xml"),
  ).toContainEqual(expect.stringContaining(`Element ${qualified("lastmod")}: '8 Oktober 2025' is not a valid value`));
  const oldNamespace = "http://www.google.com/schemas/sitemap/0.84";
  expect(
    await schemaErrors("sitemapindex", index.replace(SITEMAP_NS, oldNamespace), "old-namespace.xml"),
  ).toContainEqual(expect.stringContaining(`Element '{${oldNamespace}}sitemapindex': No matching global declaration`));
});

test("robots.txt allows everything and points to the sitemap's index", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Allow: /");
  expect(text).toContain("Sitemap: https://daycarecisauk.id/sitemap-index.xml");
});

test("every page names the feed; the feed is valid RSS 2.0, newest first, titles as plain text", async ({
  page,
  request,
}) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]* href="\/rss\.xml"/);
  }
  const response = await request.get("/rss.xml");
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const rss = await parseXml(page, xml);
  expect(rss.name).toBe("rss");
  expect(rss.attributes.version).toBe("2.0");
  const items = xmlAll(rss, "item");
  expect(items.map((item) => xmlText(item, "link"))).toEqual([
    "https://daycarecisauk.id/blog/1",
    "https://daycarecisauk.id/blog/2",
    "https://daycarecisauk.id/blog/3",
  ]);
  expect(xmlText(items[0]!, "title")).toBe("Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh Kembang Si Kecil");
  expect(xml).not.toContain("<![CDATA[");
});

test("the feed stays well-formed XML whatever an article's texts hold", async ({ page }) => {
  const title = `Makan <siang> & "camilan" si 'kecil' \u0007`;
  const xml = await rssXml(
    {
      title: "Artikel & Cerita",
      description: "<b>bukan</b> tag",
      link: "https://contoh.id/blog?a=1&b=2",
      self: 'https://contoh.id/rss.xml?x="y"',
      language: "id",
    },
    [
      {
        title,
        link: "https://contoh.id/blog/7",
        date: "2025-10-08",
        category: "Gizi & Kesehatan",
        description: "a < b > c",
      },
    ],
  );
  const rss = await parseXml(page, xml);
  const item = xmlAll(rss, "item")[0]!;
  expect(xmlText(item, "title")).toBe(`Makan <siang> & "camilan" si 'kecil' `);
  expect(xmlText(item, "category")).toBe("Gizi & Kesehatan");
  expect(xmlText(item, "pubDate")).toBe("Wed, 08 Oct 2025 00:00:00 GMT");
  expect(xmlText(xmlAll(rss, "channel")[0]!, "description")).toBe("<b>bukan</b> tag");
});

test("the web manifest names the centre in Indonesian, with icons that load", async ({ request }) => {
  const manifest = (await (await request.get("/site.webmanifest")).json()) as {
    short_name: string;
    lang: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  expect(manifest).toMatchObject({ short_name: "Daycare Cisauk", lang: "id", theme_color: "#176258" });
  for (const icon of [
    ...manifest.icons.map((entry) => entry.src),
    "/apple-touch-icon.png",
    "/favicon-32.png",
    "/favicon.svg",
  ]) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()["content-type"], icon).toMatch(/^image\//);
  }
});

test("every page carries the ChildCare data of the centre in its served HTML", async ({ request }) => {
  for (const route of routes) {
    const data = jsonLd(await (await request.get(route.path)).text());
    expect(
      data.find((entry) => entry["@type"] === "ChildCare"),
      route.path,
    ).toMatchObject({
      name: "Daycare Cisauk",
      telephone: "+6281234567890",
      address: { postalCode: "15343" },
      geo: { "@type": "GeoCoordinates" },
    });
  }
});

test("/kontak carries an FAQPage with the questions the page shows", async ({ page, request, visit }) => {
  const faq = jsonLd(await (await request.get("/kontak")).text()).find((entry) => entry["@type"] === "FAQPage") as {
    mainEntity: Array<{ name: string }>;
  };
  await visit("/kontak");
  const shown = await page.getByRole("group").locator("summary").allTextContents();
  expect(faq.mainEntity.map((question) => question.name)).toEqual(shown.map((text) => text.trim()));
});

test("an article carries its BlogPosting and its BreadcrumbList", async ({ request }) => {
  const data = jsonLd(await (await request.get("/blog/2")).text());
  expect(data.find((entry) => entry["@type"] === "BlogPosting")).toMatchObject({
    headline: "Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi",
    datePublished: "2025-09-19",
    author: { name: "Annisa Putri" },
    mainEntityOfPage: "https://daycarecisauk.id/blog/2",
  });
  expect(data.find((entry) => entry["@type"] === "BreadcrumbList")).toBeDefined();
});

test("link previews carry a 1200×630 JPEG under 300 KB; an article has its own", async ({ request }) => {
  for (const [path, image] of [
    ...routes.map((route) => [route.path, "https://daycarecisauk.id/og/site.jpg"] as const),
    ["/blog/2", "https://daycarecisauk.id/og/blog-2.jpg"] as const,
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<meta property="og:image" content="${image}">`);
    expect(html, path).toContain(`<meta name="twitter:image" content="${image}">`);
    const response = await request.get(new URL(image).pathname);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await response.body();
    expect(bytes.length).toBeLessThan(300 * 1024);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
  }
});
