import { expect, routes, test } from "../fixtures.ts";

test.use({ samePage: true });

/**
 * What a visitor gets at each address, from `npm start`. How every host
 * answers (status, redirects, headers) is the host table's
 * (tests/hosts/table.ts).
 */

function servedTitle(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll("&amp;", "&");
}

test.describe("served HTML", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its own title, description and canonical`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="id">/i);
      expect(servedTitle(html)).toBe(route.title);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
      const canonical = route.path === "/" ? "https://daycarecisauk.id/" : `https://daycarecisauk.id${route.path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(html).toContain('<meta property="og:locale" content="id_ID">');
    });
  }

  test("the served HTML already holds the page's text, before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get("/tentang")).text();
    // Its text, whatever markup holds it ("Nilai-Nilai" is kept on one line by a span of its own).
    const text = html.replace(/<[^>]*>/g, "");
    expect(text).toContain("Nilai-Nilai Kami");
    expect(text).toContain("Pengasuh Senior");
  });
});

test.describe("in the browser", () => {
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
      const response = await visit(path!);
      expect(response?.status(), path).toBe(200);
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
    await expect(page).toHaveTitle("Halaman tidak ditemukan | Daycare Cisauk");
    await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lingkungan Aman dan Edukatif untuk Si Kecil");
    expect(consoleErrors).toEqual([]);
  });

  for (const route of routes) {
    test(`${route.path} loads, and hydrates what it has, without console errors`, async ({ consoleErrors, visit }) => {
      // `visit` waits for the page's islands: a hydration error is logged by then.
      await visit(route.path);
      expect(consoleErrors).toEqual([]);
    });
  }
});
