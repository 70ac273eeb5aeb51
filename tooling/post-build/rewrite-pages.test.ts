import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STYLESHEET_SWITCH_SCRIPT } from "./critical-css";
import { bootModules, LOADER_DATA_SCRIPT } from "./defer-boot";
import { parsePage } from "./page-html";
import { rewritePages } from "./rewrite-pages";

/** A page as React Router 7.18.4 prerenders it, reduced to what the rewrites look at. */
const prerendered = (route: string, main: string) =>
  '<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/><title>Halaman</title>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  `<link rel="stylesheet" href="/assets/site.css"/></head><body data-route="${route}"><header class="top">Daycare</header>` +
  `<main>${main}</main><footer class="foot">kaki</footer><script>window.__reactRouterContext = {};</script>` +
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");</script>' +
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[1]");</script>' +
  "<script>window.__reactRouterContext.streamController.close();</script></div></body></html>";

function client(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "rewrite-pages-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "blog"));
  writeFileSync(path.join(dir, "assets/site.css"), ".top{color:red}.lead{font-weight:700}.foot{color:gray}");
  writeFileSync(path.join(dir, "index.html"), prerendered("routes/home", "<h1>Beranda</h1>"));
  writeFileSync(path.join(dir, "blog/1.html"), prerendered("routes/blog-article", '<p class="lead">Artikel</p>'));
  writeFileSync(path.join(dir, "404.html"), prerendered("routes/not-found", "<h1>Tidak ada</h1>"));
  return dir;
}

describe("the build step that rewrites the pages", () => {
  it("gives every page, the not-found pages too, the deferred boot, its loader data as data and its first screen's CSS", async () => {
    const dir = client();
    await rewritePages(dir);
    for (const file of ["index.html", "blog/1.html", "404.html"]) {
      const html = readFileSync(path.join(dir, file), "utf8");
      expect(html, file).not.toContain('rel="modulepreload"');
      expect(bootModules(parsePage(html), file)).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
      expect(html, file).toContain('<script type="application/json" data-loader-data="">"[1]"</script>');
      expect(html, file).toContain(`<script>${LOADER_DATA_SCRIPT}</script>`);
      expect(html, file).toMatch(
        /<title>Halaman<\/title><style>\.top\{color:red\}[^<]*\.foot\{color:gray\}<\/style><link rel="stylesheet" href="\/assets\/site\.css" media="print">/,
      );
      expect(html, file).toContain(`<script>${STYLESHEET_SWITCH_SCRIPT}</script>`);
    }
    expect(readFileSync(path.join(dir, "blog/1.html"), "utf8")).toContain(".lead{font-weight:700}");
    expect(readFileSync(path.join(dir, "index.html"), "utf8")).not.toContain(".lead");
  });

  it("fails naming the page whose shape it does not know", async () => {
    const dir = client();
    writeFileSync(
      path.join(dir, "blog/1.html"),
      prerendered("routes/blog-article", "").replace('<script type="module" async="">', '<script type="module">'),
    );
    await expect(rewritePages(dir)).rejects.toThrow(
      `${path.join("build/client", "blog/1.html")}: a module script this build step does not know`,
    );
  });
});
