import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { notFoundPageFor } from "../../tooling/hosting/not-found-pages";
import { netlify } from "../fixtures/netlify";
import { expect, routes, test } from "./fixtures";

/**
 * Netlify, as real as it can be had offline: the build's `_headers` and
 * `_redirects` and the repository's netlify.toml read by Netlify's own
 * parsers, and every answer decided by Netlify's own engines
 * (tests/fixtures/netlify.ts). No browser: Netlify's CDN itself cannot run here.
 */

const client = path.resolve("build/client");
const answer = netlify(process.cwd(), client);

test("Netlify's own parsers accept the header and redirect files, rule for rule", async () => {
  const headers = await parseAllHeaders({
    headersFiles: [path.join(client, "_headers")],
    configHeaders: [],
    minimal: false,
  });
  expect(headers.errors).toEqual([]);
  expect(headers.headers.map((rule) => rule.for)).toEqual([
    "/*",
    "/assets/*",
    "/*.data",
    "/admin/*",
    "/admin/assets/*",
  ]);
  const redirects = await parseAllRedirects({
    redirectsFiles: [path.join(client, "_redirects")],
    netlifyConfigPath: path.resolve("netlify.toml"),
    configRedirects: [],
    minimal: false,
  });
  expect(redirects.errors).toEqual([]);
  expect(redirects.redirects.length).toBeGreaterThanOrEqual(9);
});

test("every page answers 200 with the pages' policy; the editor gets its own, and no page gets it", async () => {
  for (const path of [...routes.map((route) => route.path), "/blog/1", "/sitemap.xml"]) {
    const { status, headers } = await answer(path);
    expect(status, path).toBe(200);
    expect(headers["Content-Security-Policy"], path).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(headers["Content-Security-Policy"], path).not.toContain("wasm-unsafe-eval");
    expect(headers["X-Content-Type-Options"], path).toBe("nosniff");
    expect(headers["Strict-Transport-Security"], path).toMatch(/max-age=31536000/);
  }
  for (const path of ["/admin/", "/admin/index.html", "/admin/config.json"]) {
    const { status, headers } = await answer(path);
    expect(status, path).toBe(200);
    // The later rule wins on Netlify: the editor's policy alone, not joined to the pages'.
    expect(headers["Content-Security-Policy"], path).toMatch(
      /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval';/,
    );
    expect(headers["Content-Security-Policy"], path).not.toContain("sha256-");
    expect(headers["X-Robots-Tag"], path).toBe("noindex, nofollow");
    expect(headers["Cross-Origin-Opener-Policy"], path).toBe("same-origin-allow-popups");
  }
});

test("hashed assets are cached for a year, and loader data has React Router's type", async () => {
  const home = await (await import("node:fs/promises")).readFile(path.join(client, "index.html"), "utf8");
  const asset = home.match(/\/assets\/[\w.-]+\.js/)![0];
  expect((await answer(asset)).headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  const data = await answer("/blog/1.data");
  expect(data.status).toBe(200);
  expect(data.headers["Content-Type"]).toBe("text/x-script; charset=utf-8");
});

test("each unknown path answers 404 with its own not-found page, the one npm start and nginx answer with", async () => {
  const expected: [string, string][] = [
    ["/halaman-tidak-ada", "404.html"],
    ["/tentang/lainnya", "404.html"],
    ["/blog/999", "blog/404.html"],
    ["/blog/abc", "blog/404.html"],
    ["/blog/abc/", "blog/404.html"],
    ["/blog/1/extra", "404.html"],
    ["/blog/halaman/99", "blog/halaman/404.html"],
    ["/blog/kategori/tidak-ada", "blog/kategori/404.html"],
    ["/blog/kategori/aktivitas/halaman/99", "blog/kategori/halaman-404.html"],
    ["/blog/kategori/aktivitas/lain", "404.html"],
  ];
  for (const [path, file] of expected) {
    const result = await answer(path);
    expect(notFoundPageFor(path).file, path).toBe(file);
    expect(result, path).toMatchObject({ status: 404, file });
    expect(result.headers["Content-Security-Policy"], path).toMatch(/script-src 'self' 'sha256-/);
  }
});

test("an existing page is never hidden by a not-found rule", async () => {
  for (const [path, file] of [
    ["/blog/1", "blog/1.html"],
    ["/blog/kategori/aktivitas", "blog/kategori/aktivitas.html"],
  ]) {
    expect(await answer(path!), path).toMatchObject({ status: 200, file });
  }
});
