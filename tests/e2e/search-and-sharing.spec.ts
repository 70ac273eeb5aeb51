import { expect, routes, test } from "./fixtures";

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as Record<string, unknown>,
  );
}

test("sitemap.xml lists every page and every article, articles with their date", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  for (const route of routes)
    expect(xml).toContain(`<loc>https://daycarecisauk.id${route.path === "/" ? "/" : route.path}</loc>`);
  expect(xml).toContain("<loc>https://daycarecisauk.id/blog/2</loc><lastmod>2025-09-19</lastmod>");
  expect(xml).not.toContain("tidak-ditemukan");
  expect(xml).not.toContain("404");
});

test("robots.txt allows everything and points to the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Allow: /");
  expect(text).toContain("Sitemap: https://daycarecisauk.id/sitemap.xml");
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

test("an article carries its BlogPosting", async ({ request }) => {
  const posting = jsonLd(await (await request.get("/blog/2")).text()).find((entry) => entry["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: "Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi",
    datePublished: "2025-09-19",
    author: { name: "Annisa Putri" },
    mainEntityOfPage: "https://daycarecisauk.id/blog/2",
  });
});

test("link previews carry a 1200×630 JPEG under 300 KB; an article has its own", async ({ request }) => {
  const sharp = (await import("sharp")).default;
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
