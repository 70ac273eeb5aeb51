import { describe, expect, it } from "vitest";
import { BOOT_LATEST_MS, bootModules, deferBoot, LOADER_DATA_SCRIPT, loaderDataOutOfScripts } from "./defer-boot";
import { elementsOf, parsePage, rewritePage, textOf } from "./page-html";

// The shape React Router 7.18.4 writes into each prerendered page, loader data included.
const moduleScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`;
const page =
  '<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>' +
  '<link rel="modulepreload" href="/assets/home-4.js"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body data-route="routes/home"><h1>Halo &amp; selamat datang</h1>' +
  "<script>window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}});</script>" +
  `<script type="module" async="">${moduleScript}</script>` +
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"\\u003cp\\u003eisi\\u003c/p\\u003e\\"]\\n");</script></div>' +
  '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div>' +
  '<script>$RC("B:1","S:1")</script></body></html>';

const FILE = "build/client/index.html";
const scripts = (html: string) => elementsOf(parsePage(html), (element) => element.name === "script");

describe("deferBoot", () => {
  const result = rewritePage(page, FILE, [deferBoot]);
  const moduleScripts = scripts(result).filter((script) => script.attribs.type === "module");
  const boot = textOf(moduleScripts[0]!);

  it("takes the module preloads out of the head, so they no longer compete with the CSS", () => {
    const links = elementsOf(parsePage(result), (element) => element.name === "link");
    expect(links.map((link) => link.attribs.rel)).toEqual(["stylesheet"]);
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css">');
  });

  it("keeps the page's content and its other scripts as they were", () => {
    expect(result).toContain('<body data-route="routes/home"><h1>Halo &amp; selamat datang</h1>');
    expect(result).toContain("<script>window.__reactRouterContext = {};");
    expect(result).toContain('<script>$RC("B:1","S:1")</script>');
  });

  it("leaves one module script, no longer async", () => {
    expect(moduleScripts).toHaveLength(1);
    expect(moduleScripts[0]!.attribs).toEqual({ type: "module" });
  });

  it("starts after the load event and the first contentful paint, or after the time limit", () => {
    expect(boot).toMatch(/^await new Promise/);
    expect(boot).toContain('addEventListener("load"');
    expect(boot).toContain('"first-contentful-paint"');
    expect(boot).toContain("Promise.all([painted, loaded])");
    expect(boot).toContain(`setTimeout(resolve, ${BOOT_LATEST_MS})`);
  });

  it("then preloads every module and imports the same routes React Router imported", () => {
    expect(boot).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js"]',
    );
    expect(boot).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(boot.trimEnd()).toMatch(/import\("\/assets\/entry\.client-2\.js"\);$/);
    expect(boot).not.toMatch(/^import /m);
  });

  it("is valid JavaScript for a module script", () => {
    // Top-level await is allowed in modules; an async function body parses the same way.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(boot.replace(/import\(/g, "load("))).not.toThrow();
  });

  it("names the modules it loads, for the byte budgets", () => {
    expect(bootModules(parsePage(result), FILE)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/home-4.js",
    ]);
    expect(() => bootModules(parsePage(page), FILE)).toThrow(FILE);
  });
});

describe("deferBoot on output it does not know", () => {
  const unknown: [what: string, html: string, message: RegExp][] = [
    ["no module preloads", page.replaceAll('rel="modulepreload"', 'rel="preload"'), /found 0 and 1/],
    [
      "a second module script",
      page.replace("</body>", '<script type="module">import "/assets/x.js";</script></body>'),
      /found 4 and 2/,
    ],
    [
      "an import form it cannot defer",
      page.replace('import * as route1 from "/assets/home-4.js";', 'import { x } from "/assets/home-4.js";'),
      /an import this build step does not know/,
    ],
    [
      "a preload with an attribute the boot would lose",
      page.replace('href="/assets/root-3.js"/>', 'href="/assets/root-3.js" crossorigin=""/>'),
      /a module preload this build step does not know/,
    ],
    [
      "a module script with another attribute",
      page.replace('<script type="module" async="">', '<script type="module" async="" nonce="x">'),
      /a module script this build step does not know/,
    ],
  ];
  for (const [what, html, message] of unknown) {
    it(`fails, naming the file, on ${what}`, () => {
      expect(() => rewritePage(html, FILE, [deferBoot])).toThrow(message);
      expect(() => rewritePage(html, FILE, [deferBoot])).toThrow(FILE);
    });
  }
});

describe("loaderDataOutOfScripts", () => {
  const result = rewritePage(page, FILE, [loaderDataOutOfScripts]);

  it("turns each chunk of loader data into a JSON block holding the same string", () => {
    const blocks = scripts(result).filter((script) => script.attribs.type === "application/json");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.attribs).toEqual({ type: "application/json", "data-loader-data": "" });
    expect(textOf(blocks[0]!)).toBe('"[{\\"_1\\":2},\\"\\u003cp\\u003eisi\\u003c/p\\u003e\\"]\\n"');
    expect(JSON.parse(JSON.parse(textOf(blocks[0]!)) as string)).toEqual([{ _1: 2 }, "<p>isi</p>"]);
  });

  it("hands the blocks to React Router where it closed the stream, with one script the same on every page", () => {
    expect(result).toContain(`<div hidden="" id="S:1"><script>${LOADER_DATA_SCRIPT}</script></div>`);
    expect(result).not.toContain('streamController.enqueue("');
  });

  it("fails, naming the file, without exactly one stream close, or with a stream script it does not know", () => {
    const close = "<script>window.__reactRouterContext.streamController.close();</script>";
    expect(() => rewritePage(page.replace(close, ""), FILE, [loaderDataOutOfScripts])).toThrow(
      `${FILE}: expected React Router's one stream close script, found 0`,
    );
    expect(() => rewritePage(page.replace(close, close + close), FILE, [loaderDataOutOfScripts])).toThrow(/found 2/);
    const split = page.replace(
      '<script>window.__reactRouterContext.streamController.enqueue("',
      '<script>const data = 1; window.__reactRouterContext.streamController.enqueue("',
    );
    expect(() => rewritePage(split, FILE, [loaderDataOutOfScripts])).toThrow(
      `${FILE}: a loader data script this build step does not know`,
    );
  });
});
