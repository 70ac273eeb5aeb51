import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, parseXml, routes, test, xmlAll, xmlText } from "./fixtures.ts";

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as Record<string, unknown>,
  );
}

/** The sitemap's entries: the index, then every sitemap it names. */
async function sitemapEntries(page: Page, request: APIRequestContext) {
  const response = await request.get("/sitemap-index.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const index = await parseXml(page, await response.text());
  expect(index.name).toBe("sitemapindex");
  const maps = xmlAll(index, "loc").map((loc) => new URL(loc.text).pathname);
  expect(maps.length).toBeGreaterThan(0);
  const entries: { loc: string; lastmod?: string }[] = [];
  for (const map of maps) {
    const sitemap = await request.get(map);
    expect(sitemap.status(), map).toBe(200);
    const root = await parseXml(page, await sitemap.text());
    for (const url of xmlAll(root, "url"))
      entries.push({ loc: xmlText(url, "loc")!, lastmod: xmlText(url, "lastmod") });
  }
  return entries;
}

test("the sitemap is valid XML and lists every page and every article, articles with their date", async ({
  page,
  request,
}) => {
  const entries = await sitemapEntries(page, request);
  const locs = entries.map((entry) => entry.loc);
  for (const route of routes)
    expect(locs).toContain(`https://daycarecisauk.id${route.path === "/" ? "/" : route.path}`);
  for (const id of [1, 2, 3]) expect(locs).toContain(`https://daycarecisauk.id/blog/${id}`);
  expect(entries.find((entry) => entry.loc === "https://daycarecisauk.id/blog/2")?.lastmod).toMatch(/^2025-09-19/);
  expect(locs.filter((loc) => /404|tidak-ditemukan|\/admin/.test(loc))).toEqual([]);
  expect(new Set(locs).size).toBe(locs.length);
});

test("robots.txt allows everything and points to the sitemap", async ({ request }) => {
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
