import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type AppOptions, createApp } from "./app.ts";
import { hostHeaders } from "./headers.ts";
import { notFoundPageFor } from "../../src/lib/site/not-found-pages.ts";
import { findPages } from "./page-files.ts";

describe("findPages", () => {
  it("maps each page's file to its URL path and leaves out not-found pages, the editor and other files", () => {
    const root = mkdtempSync(path.join(tmpdir(), "pages-"));
    for (const dir of ["blog/kategori/aktivitas/halaman", "admin", "assets", "lama"])
      mkdirSync(path.join(root, dir), { recursive: true });
    const files = [
      "index.html",
      "tentang.html",
      "blog.html",
      "blog/1.html",
      "blog/1.json",
      "404.html",
      "blog/404.html",
      "blog/kategori/halaman-404.html",
    ];
    for (const file of [
      ...files,
      "blog/kategori/aktivitas/halaman/404.html",
      "admin/index.html",
      "assets/app.js",
      "lama/index.html",
    ]) {
      writeFileSync(path.join(root, file), "x");
    }
    expect([...findPages(root).keys()].sort()).toEqual(["/", "/blog", "/blog/1", "/tentang"]);
  });
});

describe("notFoundPageFor", () => {
  it.each([
    ["/blog/999", "blog/404.html"],
    ["/blog/abc/", "blog/404.html"],
    ["/blog/1/extra", "404.html"],
    ["/blog/halaman/99", "blog/halaman/404.html"],
    ["/Blog/Halaman/1/", "blog/halaman/404.html"],
    ["/blog/kategori/tidak-ada", "blog/kategori/404.html"],
    ["/blog/kategori/aktivitas/halaman/9", "blog/kategori/halaman-404.html"],
    ["/blog/kategori/aktivitas/lain", "404.html"],
    ["/tidak-ada", "404.html"],
    ["/blogs/1", "404.html"],
  ])("%s gets %s", (pathname, file) => {
    expect(notFoundPageFor(pathname).file).toBe(file);
  });
});

/** A finished build with two pages, an asset, the not-found pages and host files. */
function fakeBuild(): string {
  const build = mkdtempSync(path.join(tmpdir(), "serve-"));
  const client = path.join(build, "client");
  for (const dir of ["", "blog/halaman", "blog/kategori", "assets"])
    mkdirSync(path.join(client, dir), { recursive: true });
  const files: Record<string, string> = {
    "blog/halaman/404.html": "<!DOCTYPE html><title>Halaman tidak ditemukan</title>",
    "blog/kategori/404.html": "<!DOCTYPE html><title>Halaman tidak ditemukan</title>",
    "blog/kategori/halaman-404.html": "<!DOCTYPE html><title>Halaman tidak ditemukan</title>",
    "index.html": "<!DOCTYPE html><title>Beranda</title>",
    "tentang.html": "<!DOCTYPE html><title>Tentang Kami</title>",
    "404.html": "<!DOCTYPE html><title>Halaman tidak ditemukan</title>".padEnd(400, " "),
    "blog/404.html": "<!DOCTYPE html><title>Oops! Artikel tidak ditemukan</title>",
    "assets/app-1234.js": "console.log(1)",
    "assets/big-1234.js": `console.log("${"sekolah ".repeat(500)}")`,
    "sitemap-0.xml": "<urlset/>",
    _headers: "/*\n  X-Test: 1\n",
    _redirects: "/blog/*  /blog/404.html  404\n",
    "_routes.json": '{"version":1,"include":["/masuk/*"],"exclude":[]}\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(client, name), text);
  writeFileSync(path.join(build, "headers.json"), JSON.stringify(hostHeaders({ scripts: [], styles: [] })));
  return client;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request, with the path sent exactly as written. */
async function ask(
  client: string,
  target: string,
  headers: Record<string, string> = {},
  options: AppOptions = {},
  method = "GET",
): Promise<Answer> {
  const server = createApp(client, options).listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: target, headers, method }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
  } finally {
    server.close();
  }
}

describe("npm start serves the build as users get it", () => {
  const client = fakeBuild();

  it("answers a page at its address, checked on each visit", async () => {
    const answer = await ask(client, "/tentang");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<title>Tentang Kami</title>");
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
  });

  it.each([
    ["/TENTANG", "/tentang"],
    ["/Tentang", "/tentang"],
    ["/tEnTaNg", "/tentang"],
    ["/Tentang/", "/tentang"],
    ["/TENTANG.html", "/tentang"],
    ["/Tentang?utm_source=whatsapp", "/tentang?utm_source=whatsapp"],
  ])("moves %s, a page's address in other letters, permanently to %s", async (target, location) => {
    const answer = await ask(client, target);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it.each([
    ["/blog/999", "Oops! Artikel tidak ditemukan"],
    ["/blog/abc", "Oops! Artikel tidak ditemukan"],
    ["/tidak-ada", "Halaman tidak ditemukan"],
  ])("answers %s with 404 and its not-found page", async (target, title) => {
    const answer = await ask(client, target);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(`<title>${title}</title>`);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("caches hashed assets for a year and other files until they change", async () => {
    expect((await ask(client, "/assets/app-1234.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await ask(client, "/sitemap-0.xml")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("compresses with gzip when the browser takes it", async () => {
    const answer = await ask(client, "/assets/big-1234.js", { "Accept-Encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
  });

  it.each(["POST", "PUT", "DELETE"])("refuses %s with 405 and says what is allowed", async (method) => {
    const answer = await ask(client, "/tentang", {}, {}, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });
});

/** What an answer must never show: a stack trace or a path on the server. */
const leaks = /\bat \S+ \(|node_modules|\/tmp\/|serve-\w+|Error:/;

describe("npm start answers odd requests cleanly", () => {
  const client = fakeBuild();

  it("answers a Range request on an unknown path with 404 and the whole not-found page, not 206", async () => {
    const answer = await ask(client, "/tidak-ada", { Range: "bytes=0-10" });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("<title>Halaman tidak ditemukan</title>");
    expect(answer.headers["content-range"]).toBeUndefined();
  });

  it("answers a failed If-Match with 412, the security headers and no details", async () => {
    const answer = await ask(client, "/tentang", { "If-Match": '"bukan-etag-ini"' });
    expect(answer.status).toBe(412);
    expect(answer.body).not.toMatch(leaks);
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers an unsatisfiable Range with 416, the security headers and no details", async () => {
    const answer = await ask(client, "/assets/app-1234.js", { Range: "bytes=9999-10000" });
    expect(answer.status).toBe(416);
    expect(answer.body).not.toMatch(leaks);
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'/);
  });

  it("still answers a satisfiable Range on a page", async () => {
    const answer = await ask(client, "/tentang", { Range: "bytes=0-8" });
    expect(answer.status).toBe(206);
    expect(answer.body).toBe("<!DOCTYPE");
  });

  it.each([
    ["/tentang/", "/tentang"],
    ["/tentang.html", "/tentang"],
    ["/tentang//", "/tentang"],
    ["/tentang/?utm_source=whatsapp", "/tentang?utm_source=whatsapp"],
    ["/index.html", "/"],
  ])("moves %s permanently to the page's address %s", async (target, location) => {
    const answer = await ask(client, target);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(location);
  });

  it.each([
    "//evil.example/",
    "//evil.example.html",
    "/404.html",
    "/blog/404.html",
    "/tidak-ada/",
    "/tentang/index.html",
  ])("moves %s nowhere: not a page, so not found", async (target) => {
    const answer = await ask(client, target);
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });

  it.each(["/_headers", "/_redirects", "/_HEADERS", "/_redirects/", "/_routes.json"])(
    "does not serve the host file %s",
    async (target) => {
      const answer = await ask(client, target);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain("Halaman tidak ditemukan");
    },
  );

  it("answers a path it cannot decode with the not-found page, even when NODE_ENV is unset", async () => {
    const answer = await ask(client, "/assets/%E0%A4%A");
    expect(answer.status).toBe(404);
    expect(answer.body).not.toMatch(leaks);
  });

  it("sends HSTS behind a TLS proxy only when told to trust it (TRUST_PROXY=1)", async () => {
    const viaProxy = { "X-Forwarded-Proto": "https" };
    expect((await ask(client, "/", viaProxy)).headers["strict-transport-security"]).toBeUndefined();
    expect((await ask(client, "/", viaProxy, { trustProxy: true })).headers["strict-transport-security"]).toMatch(
      /max-age=31536000/,
    );
    expect((await ask(client, "/", {}, { trustProxy: true })).headers["strict-transport-security"]).toBeUndefined();
  });
});
