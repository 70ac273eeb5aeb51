import { describe, expect, it } from "vitest";
import { BOOT_LATEST_MS, deferBoot } from "./defer-boot";

// The shape React Router 7.18.4 writes into each prerendered page.
const page = `<!DOCTYPE html><html lang="id"><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Halo</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferBoot", () => {
  const result = deferBoot(page, "build/client/index.html");
  const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";

  it("takes the module preloads out of the head, so they no longer compete with the CSS", () => {
    expect(result).not.toContain('rel="modulepreload"');
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("keeps the page's content and its other scripts as they were", () => {
    expect(result).toContain("<h1>Halo</h1><script>window.__reactRouterContext = {};</script>");
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

  it("names the file when React Router's output is not what it expects", () => {
    expect(() => deferBoot("<html><body></body></html>", "build/client/x.html")).toThrow(/build\/client\/x\.html/);
    const unknownImport = page.replace(
      'import * as route1 from "/assets/home-4.js";',
      'import { x } from "/assets/home-4.js";',
    );
    expect(() => deferBoot(unknownImport, "build/client/index.html")).toThrow(/build\/client\/index\.html/);
  });
});
