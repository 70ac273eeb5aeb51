import { expect, routes, servedBy, test } from "./fixtures";

function servedTitle(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll("&amp;", "&");
}

test.describe("served HTML", () => {
  test.skip(({ isMobile }) => isMobile, "the server answers the same at every viewport");

  for (const route of routes) {
    test(`${route.path} answers 200 with its own title, description and canonical`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="id">/);
      expect(servedTitle(html)).toBe(route.title);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
      const canonical = route.path === "/" ? "https://daycarecisauk.id/" : `https://daycarecisauk.id${route.path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(html).toContain('<meta property="og:locale" content="id_ID">');
    });

    if (route.path !== "/") {
      // As every static host does: one address per page (decision 011).
      test(`${route.path}/ and ${route.path}.html move permanently to ${route.path}`, async ({ request }) => {
        for (const spelling of [`${route.path}/`, `${route.path}.html`, `${route.path}/?utm_source=whatsapp`]) {
          const response = await request.get(spelling, { maxRedirects: 0 });
          expect(response.status(), spelling).toBe(308);
          const target = new URL(response.headers()["location"]!, "http://localhost");
          expect(target.pathname + target.search, spelling).toBe(
            spelling.includes("?") ? `${route.path}?utm_source=whatsapp` : route.path,
          );
        }
      });
    }
  }

  test("/index.html moves permanently to /", async ({ request }) => {
    const response = await request.get("/index.html", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers()["location"]!, "http://localhost").pathname).toBe("/");
  });

  test("the served HTML already holds the page's text, before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get("/tentang")).text();
    expect(html).toContain("Nilai-Nilai Kami");
    expect(html).toContain("Pengasuh Senior");
  });

  test("pages are compressed and revalidated; hashed assets are cached for a year", async ({ request }) => {
    const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
    expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

    const asset = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetResponse.headers()["content-encoding"]).toBe("gzip");
  });
});

test.describe("not found", () => {
  // /404.html moves to /404 on Cloudflare Pages first, which then answers 404 too.
  for (const path of [
    "/halaman-tidak-ada",
    "/tentang/lainnya",
    "/blog/1/extra",
    "/404.html",
    "/404",
    "/blog/404",
    "/assets/tidak-ada.js",
    "/_headers",
    "/_redirects",
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ request, isMobile }) => {
      test.skip(isMobile, "the server answers the same at every viewport");
      const response = await request.get(path);
      if (servedBy() === "cloudflare" && path.startsWith("/_")) {
        // wrangler's local asset server fails on these names (502); Cloudflare's CDN never serves them. Never the rules.
        expect(response.status()).not.toBe(200);
        expect(await response.text()).not.toMatch(/_tidak-ada|Content-Security-Policy:/);
        return;
      }
      expect(response.status()).toBe(404);
      const html = await response.text();
      // Cloudflare Pages answers with the nearest 404.html: below an article, the article's (decision 011).
      const title =
        servedBy() === "cloudflare" && path === "/blog/1/extra"
          ? "Oops! Artikel tidak ditemukan"
          : "Halaman tidak ditemukan";
      expect(servedTitle(html)).toBe(
        `${path === "/blog/404" ? "Oops! Artikel tidak ditemukan" : title} | Daycare Cisauk`,
      );
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    });
  }

  test("a page's address in capitals shows the page, without console errors", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    for (const [path, heading] of [
      ["/TENTANG", "Tentang Kami"],
      ["/Blog/Kategori/Aktivitas", "Kategori: Aktivitas"],
      ["/BLOG/1", "Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh Kembang Si Kecil"],
    ]) {
      await visit(path!);
      // npm start and nginx answer the page itself; on Cloudflare Pages, which matches case exactly,
      // the not-found page moves the browser to the address in lower case (app/entry.client.tsx).
      if (servedBy() === "cloudflare") await expect(page).toHaveURL(path!.toLowerCase());
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading!);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("an unknown page shows 'Halaman tidak ditemukan' with a way home, without console errors", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    const response = await visit("/halaman-tidak-ada");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
    await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lingkungan Aman dan Edukatif untuk Si Kecil");
    expect(consoleErrors).toEqual([]);
  });

  test("going back to an unknown page in the browser shows the not-found view again, without a server request", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    await visit("/halaman-tidak-ada");
    await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
    await expect(page).toHaveURL("/");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goBack();
    await expect(page).toHaveURL("/halaman-tidak-ada");
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
    await expect(page).toHaveTitle("Halaman tidak ditemukan | Daycare Cisauk");
    expect(documents).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("the blog's own addresses", () => {
  test.skip(({ isMobile }) => isMobile, "the server is the same for every viewport");

  test("a category page, in any case and with a trailing slash, answers 200 with its own canonical", async ({
    request,
  }) => {
    // Cloudflare Pages matches case exactly: capitals are the browser's business there (test above).
    const spellings =
      servedBy() === "cloudflare"
        ? ["/blog/kategori/aktivitas", "/blog/kategori/aktivitas/"]
        : ["/blog/kategori/aktivitas", "/blog/kategori/Aktivitas/", "/BLOG/KATEGORI/AKTIVITAS"];
    for (const path of spellings) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(servedTitle(html)).toBe("Kategori Aktivitas | Daycare Cisauk");
      expect(html).toContain('<link rel="canonical" href="https://daycarecisauk.id/blog/kategori/aktivitas">');
    }
  });

  test("a list page past the end, or an unknown category, answers 404 with the not-found page", async ({ request }) => {
    for (const path of [
      "/blog/halaman/2",
      "/blog/halaman/1",
      "/blog/halaman/dua/",
      "/blog/kategori/tidak-ada",
      "/blog/kategori/aktivitas/halaman/2",
      "/blog/kategori/_tidak-ditemukan",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(servedTitle(html), path).toBe("Halaman tidak ditemukan | Daycare Cisauk");
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  test("a page's data file is served compressed, and revalidated; the not-found pages and the site's files have none", async ({
    request,
  }) => {
    const data = await request.get("/blog/1.data", { headers: { "Accept-Encoding": "gzip" } });
    expect(data.status()).toBe(200);
    expect(data.headers()["content-type"]).toBe("text/x-script; charset=utf-8");
    expect(data.headers()["content-encoding"]).toBe("gzip");
    expect(data.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(await data.text()).toContain("Kunjungan Rutin ke Posyandu");
    for (const path of [
      "/blog/999.data",
      "/blog/tidak-ditemukan.data",
      "/blog/halaman/tidak-ditemukan.data",
      "/blog/kategori/_tidak-ditemukan.data",
      // Written by React Router beside each resource route's file, removed by the build.
      "/sitemap.xml.data",
      "/robots.txt.data",
      "/site.webmanifest.data",
      "/rss.xml.data",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("the files for search engines and phones are served with their own types", async ({ request }) => {
    for (const [path, type] of [
      ["/sitemap.xml", /xml/],
      ["/robots.txt", /^text\/plain/],
      ["/site.webmanifest", /^application\/manifest\+json/],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(type);
    }
  });

  test("the feed is served at /rss.xml", async ({ request }) => {
    const feed = await request.get("/rss.xml");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/xml/);
    expect(await feed.text()).toContain(
      "<title><![CDATA[Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh Kembang Si Kecil]]></title>",
    );
  });
});

test.describe("odd requests get a clean answer", () => {
  test.skip(({ isMobile }) => isMobile, "the server is the same for every viewport");

  /** A stack trace, a path on the server or the name of the server's code. */
  const leaks = /\bat \S+ \(|node_modules|\/home\/|\/work\/|\/tmp\/|Error:/;

  test("a Range request on an unknown path answers 404 with the whole not-found page, not 206", async ({ request }) => {
    const response = await request.get("/halaman-tidak-ada", { headers: { Range: "bytes=0-10" } });
    expect(response.status()).toBe(404);
    expect(servedTitle(await response.text())).toBe("Halaman tidak ditemukan | Daycare Cisauk");
  });

  test("a failed If-Match and an unsatisfiable Range answer 412 and 416 with the security headers and no details", async ({
    request,
  }) => {
    test.skip(
      servedBy() === "cloudflare",
      "Cloudflare Pages ignores If-Match and a Range past the end: it sends the whole file (200)",
    );
    const page = await request.get("/tentang", { headers: { "If-Match": '"bukan-etag-ini"' } });
    const asset = (await (await request.get("/")).text()).match(/\/assets\/[\w.-]+\.js/)![0];
    // Uncompressed: nginx (rightly) ignores Range on a response it compresses.
    const range = await request.get(asset, { headers: { Range: "bytes=99999999-", "Accept-Encoding": "identity" } });
    for (const [response, status] of [
      [page, 412],
      [range, 416],
    ] as const) {
      expect(response.status()).toBe(status);
      expect(await response.text()).not.toMatch(leaks);
      expect(response.headers()["content-security-policy"]).toMatch(/default-src 'self'/);
      // nginx repeats its add_header lines on its own 416 answer: the same value twice is still that value.
      expect(new Set(response.headers()["x-content-type-options"]?.split(/,\s*/))).toEqual(new Set(["nosniff"]));
    }
  });
});

test.describe("no console errors", () => {
  for (const route of routes) {
    test(`${route.path} loads and hydrates without console errors`, async ({ consoleErrors, visit }) => {
      // Booted means hydrated: a hydration error is logged by then. No "networkidle" wait: on
      // nginx under load it never came for /kontak (its map frame) within the test's 30 s.
      await visit(route.path);
      expect(consoleErrors).toEqual([]);
    });
  }
});
