import { request as httpRequest } from "node:http";
import { expect, LOCAL_RUNTIME_LOOKUP, localRuntimeCannotLookUp, routes, servedBy, test } from "./fixtures";

/**
 * URL fuzz against the served build (npm start, and nginx in its own
 * project): 200 crafted and random paths. Never a 5xx, never a file from
 * outside the site, 404 with a not-found page for everything that is not a
 * page, and no console error when a browser opens the crafted ones and
 * the first random ones.
 */

const pages = [...routes.map((route) => route.path), "/blog/1", "/blog/2", "/blog/3"];

const crafted = [
  "/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2f..%2fetc%2fpasswd",
  "/blog/..%2f..%2fpackage.json",
  "/assets/..%2f..%2fpackage.json",
  "/assets/%2e%2e%2f%2e%2e%2fserver%2fapp.ts",
  "/blog/1/../../../etc/passwd",
  "/%00",
  "/tentang%00",
  "/blog/1%00",
  "/blog/%00",
  "/blog/1.5",
  "/blog/-1",
  "/blog/0",
  "/blog/01",
  "/blog/1e3",
  "/blog/9007199254740993",
  `/blog/${"9".repeat(400)}`,
  `/${"a".repeat(2000)}`,
  `/${"x/".repeat(300)}`,
  "/tentang//",
  "//tentang",
  "/tentang?x=%3Cscript%3Ealert(1)%3C/script%3E",
  "/?q=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E",
  "/blog/1?utm_source=whatsapp",
  "/%E2%80%AE",
  "/%C3%B1",
  "/%E6%97%A5%E6%9C%AC%E8%AA%9E",
  "/%F0%9F%98%80",
  "/blog/%F0%9F%98%80",
  "/%zz",
  "/%",
  "/blog/%",
  "/assets/",
  "/assets",
  "/node_modules/react/package.json",
  "/.git/config",
  "/package.json",
  "/tooling/hosting/app.ts",
  "/.env",
  "/build/headers.json",
  "/tentang/index.html",
  "/404.html",
  "/blog/404.html",
  "/index.html",
  "/TENTANG",
  "/tentang.html",
  "/wp-login.php",
  "/favicon.ico",
  "/tentang;jsessionid=1",
  "/%20",
  "/blog/%20",
  "/blog/1/%0d%0aSet-Cookie:%20x=1",
];

/** Deterministic, so a failure can be reproduced. */
function randomPaths(count: number, seed = 20261121): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pieces = [
    "a",
    "z",
    "0",
    "9",
    "-",
    "_",
    ".",
    "~",
    "%2F",
    "%2E",
    "%25",
    "%C3%A9",
    "%E2%9C%93",
    "blog",
    "assets",
    "tentang",
    "1",
    "..",
    "%00",
    "%3C",
    "%22",
  ];
  return Array.from({ length: count }, () => {
    const segments = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
      Array.from({ length: 1 + Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)]).join(""),
    );
    return `/${segments.join("/")}${next() < 0.15 ? "?q=1&x=%3Cb%3E" : ""}`;
  });
}

const fuzz = [...crafted, ...randomPaths(200 - crafted.length)];

/** A raw request: the path goes out exactly as written, without URL normalisation. */
function get(baseURL: string, path: string): Promise<{ status: number; body: string; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });
}

// React Router matches without regard to case (/TENTANG is /tentang), and so do the servers.
const isPage = (path: string) => pages.includes(path.split("?")[0]!.toLowerCase());

/** Another spelling of a page's address (/tentang/, /tentang.html, /index.html): moved there with a 308. */
const isOtherSpelling = (path: string) => {
  const pathname = path.split("?")[0]!.toLowerCase();
  return (
    pathname === "/index.html" ||
    (/.(\/+|\.html)$/.test(pathname) && pages.includes(pathname.replace(/(\/+|\.html)$/, "")))
  );
};

// Servers may resolve raw dot segments and double slashes before looking a path up,
// as every browser does before sending; encoded ones (%2e, %2f) are never resolved.
const mayNormalise = (path: string) => /(^|\/)\.\.(\/|$)|\/\//.test(path.split("?")[0]!) && !/%2[ef]/i.test(path);

test.describe("URL fuzz", () => {
  test.skip(({ isMobile }) => isMobile, "the server is the same for every viewport");

  test("200 crafted and random paths: never a 5xx, never a file from outside the site, 404 unless a page", async ({
    baseURL,
  }) => {
    expect(fuzz).toHaveLength(200);
    const cloudflare = servedBy() === "cloudflare";
    for (const path of fuzz) {
      const { status, body, location } = await get(baseURL!, path);
      if (cloudflare && (localRuntimeCannotLookUp(path) || /^\/_(headers|redirects)$/i.test(path))) {
        // The host's own files, which its CDN never serves.
        expect(status, `${path}: ${LOCAL_RUNTIME_LOOKUP}`).not.toBe(200);
        continue;
      }
      expect(status, path).toBeLessThan(500);
      expect(body, path).not.toMatch(/root:x:0:0|"name": "daycare-cisauk"|createApp|\[core\]|repositoryformatversion/);
      if (cloudflare) {
        // Cloudflare Pages decides itself how to read a path: it decodes %2F and %2E, matches case
        // exactly, and moves any path with a trailing slash or .html. Whatever it answers is one of these.
        expect([200, 308, 404], path).toContain(status);
        if (status === 308) expect(location, path).toMatch(/^\/(?!\/)/);
      } else if (isPage(path)) {
        expect(status, path).toBe(200);
      } else if (isOtherSpelling(path)) {
        expect(status, path).toBe(308);
        expect(location, path).toMatch(/^(\/(?!\/)|http:\/\/(localhost|127\.0\.0\.1):\d+\/(?!\/))/);
      } else if (mayNormalise(path)) {
        expect([200, 404], path).toContain(status);
      } else {
        expect(status, path).toBe(404);
      }
      if (status === 200) expect(body, path).toMatch(/^<!DOCTYPE html><html lang="id">/);
      if (status === 404)
        expect(body, path).toMatch(
          /<title>(Halaman tidak ditemukan|Oops! Artikel tidak ditemukan) \| Daycare Cisauk<\/title>/,
        );
    }
  });

  // Every crafted path and the first random ones: a page load with hydration costs what
  // fifty raw requests do, and the random tail adds no new kind of path to a browser.
  const opened = fuzz
    .slice(0, 80)
    // "//tentang" would be another host to a browser; a favicon request is no page load.
    .filter((path) => !path.startsWith("//") && !path.endsWith(".ico"));
  for (let part = 0; part < 2; part += 1) {
    test(`a browser opens fuzzed paths ${part * 40 + 1}–${part * 40 + 40} without a console error`, async ({
      page,
      consoleErrors,
      visit,
    }, testInfo) => {
      // nginx's answers to every one of the 200 paths are checked above; the pages it serves are the same files.
      test.skip(testInfo.project.name === "nginx", "the same pages as npm start serves");
      test.setTimeout(120_000);
      for (const path of opened.slice(part * 40, part * 40 + 40)) {
        if (servedBy() === "cloudflare" && localRuntimeCannotLookUp(path)) continue; // LOCAL_RUNTIME_LOOKUP
        // On Cloudflare the crafted paths cover every kind the host reads differently; the random tail adds time, not cases.
        if (servedBy() === "cloudflare" && !crafted.includes(path)) continue;
        await visit(path);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        expect(consoleErrors, path).toEqual([]);
      }
    });
  }
});
