import type { Document, Element } from "domhandler";
import { removeElement } from "domutils";
import { elementsOf, hasExactly, type PageRewrite, setText, textOf } from "./page-html";

/**
 * Lets every prerendered page paint before its JavaScript loads.
 *
 * React Router writes `<link rel="modulepreload">` for all of a page's
 * modules into <head>, plus an inline module script that imports them.
 * Browsers fetch those ~120 KB at high priority alongside the CSS, so on a
 * slow phone connection the first paint and the largest picture wait for
 * script bytes the page does not need to show itself (docs/decisions/005-first-paint-before-javascript.md).
 *
 * This rewrites each page's tree so that the same modules are preloaded and
 * imported once the page has loaded and its first content is on screen (or
 * after BOOT_LATEST_MS at the latest: a hidden tab never paints, and a slow
 * third-party frame must not hold hydration up). The page then
 * hydrates exactly as before: the HTML is already complete, nothing shifts.
 *
 * React Router is pinned to one version (package.json); if its output ever
 * changes shape, this throws and names the file instead of shipping a page
 * that never hydrates.
 */

/** Upper bound on waiting for the load event, in ms from when the page's HTML is parsed. */
export const BOOT_LATEST_MS = 3000;

const MODULE_PATH = /^\/\S+\.js$/;
const SIDE_EFFECT_IMPORT = /^import "(\/[^"]+\.js)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "(\/[^"]+\.js)";$/;
/** The boot script's loop over the page's modules: written here, read back by `bootModules`. */
const PRELOAD_LOOP = "for (const href of ";

const unknownShape = (file: string, what: string) =>
  new Error(`${file}: ${what}. Has React Router's output changed? See tooling/post-build/defer-boot.ts.`);

const isModulePreload = (element: Element) => element.name === "link" && element.attribs.rel === "modulepreload";
const isModuleScript = (element: Element) => element.name === "script" && element.attribs.type === "module";

export const deferBoot: PageRewrite = (page, file) => {
  const preloads = elementsOf(page, isModulePreload);
  const scripts = elementsOf(page, isModuleScript);
  if (preloads.length === 0 || scripts.length !== 1) {
    throw unknownShape(
      file,
      `expected React Router's module preloads and one module script, found ${preloads.length} and ${scripts.length}`,
    );
  }
  const hrefs = preloads.map((link) => {
    // Another attribute (crossorigin, integrity) would be lost when the boot script adds the preload back.
    if (!hasExactly(link, ["rel", "href"]) || !MODULE_PATH.test(link.attribs.href!))
      throw unknownShape(file, "a module preload this build step does not know");
    return link.attribs.href!;
  });
  const [script] = scripts as [Element];
  if (!hasExactly(script, ["type", "async"])) throw unknownShape(file, "a module script this build step does not know");
  const boot = rewriteModuleScript(textOf(script), hrefs, file);
  for (const link of preloads) removeElement(link);
  // Without async, a module script runs only once the whole document is parsed, the loader data included.
  script.attribs = { type: "module" };
  setText(script, boot);
};

function rewriteModuleScript(source: string, preloads: string[], file: string): string {
  const lines = source.split("\n");
  const imports: { name: string; href: string }[] = [];
  let index = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) imports.push({ name: "", href: sideEffect[1]! });
    else if (namespace) imports.push({ name: namespace[1]!, href: namespace[2]! });
    else break;
  }
  const rest = lines.slice(index).join("\n");
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) {
    throw unknownShape(file, "React Router's module script has an import this build step does not know");
  }
  return [
    "await new Promise((resolve) => {",
    `  setTimeout(resolve, ${BOOT_LATEST_MS});`,
    "  const painted = new Promise((done) => {",
    '    const seen = (entries) => entries.some((entry) => entry.name === "first-contentful-paint");',
    '    if (seen(performance.getEntriesByType("paint"))) return done();',
    "    try {",
    '      new PerformanceObserver((list) => seen(list.getEntries()) && done()).observe({ type: "paint" });',
    "    } catch {",
    "      done();",
    "    }",
    "  });",
    "  const loaded = new Promise((done) => {",
    '    if (document.readyState === "complete") done();',
    '    else addEventListener("load", done, { once: true });',
    "  });",
    "  Promise.all([painted, loaded]).then(() => requestAnimationFrame(() => setTimeout(resolve)));",
    "});",
    `${PRELOAD_LOOP}${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `const [${imports.map((item) => item.name).join(", ")}] = await Promise.all([${imports
      .map((item) => `import(${JSON.stringify(item.href)})`)
      .join(", ")}]);`,
    rest.trim(),
  ].join("\n");
}

/** The modules a page rewritten by `deferBoot` loads to hydrate, as its boot script names them. */
export function bootModules(page: Document, file: string): string[] {
  const scripts = elementsOf(page, isModuleScript);
  const loop =
    scripts.length === 1
      ? textOf(scripts[0]!)
          .split("\n")
          .find((line) => line.startsWith(PRELOAD_LOOP))
      : undefined;
  if (!loop) throw new Error(`${file}: no deferred boot script (tooling/post-build/defer-boot.ts)`);
  return JSON.parse(loop.slice(PRELOAD_LOOP.length, -") {".length)) as string[];
}

/** Every call React Router's loader data scripts make (the stream itself is set up by its context script). */
const STREAM_CALL = "window.__reactRouterContext.streamController.";
const DATA_CHUNK = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/;
const STREAM_CLOSE = "window.__reactRouterContext.streamController.close();";
/** Marks the data blocks `LOADER_DATA_SCRIPT` reads. */
const DATA_BLOCK = "data-loader-data";
/** The one inline script that hands a page's loader data to React Router, the same on every page. */
export const LOADER_DATA_SCRIPT =
  `for (const block of document.querySelectorAll("script[${DATA_BLOCK}]")) ` +
  "window.__reactRouterContext.streamController.enqueue(JSON.parse(block.textContent));\n" +
  "window.__reactRouterContext.streamController.close();";

/**
 * Takes a page's loader data out of inline scripts. React Router writes it
 * as `streamController.enqueue("…")` scripts, different on every page; the
 * Content-Security-Policy allows inline scripts by hash, so each article
 * would add a hash to a header every page sends. The data becomes JSON
 * blocks (never run, so outside the policy) and one script, the same on
 * every page, enqueues them where React Router closed the stream.
 */
export const loaderDataOutOfScripts: PageRewrite = (page, file) => {
  const streamScripts = elementsOf(
    page,
    (element) => element.name === "script" && textOf(element).includes(STREAM_CALL),
  );
  const closes = streamScripts.filter((script) => textOf(script) === STREAM_CLOSE);
  if (closes.length !== 1)
    throw unknownShape(file, `expected React Router's one stream close script, found ${closes.length}`);
  for (const script of streamScripts) {
    // Anything else that feeds the stream would stay an inline script, and add a hash to the policy per page.
    const chunk = script === closes[0] ? null : DATA_CHUNK.exec(textOf(script));
    if (!hasExactly(script, []) || (script !== closes[0] && !chunk))
      throw unknownShape(file, "a loader data script this build step does not know");
    if (chunk) {
      script.attribs = { type: "application/json", [DATA_BLOCK]: "" };
      setText(script, chunk[1]!);
    } else {
      setText(script, LOADER_DATA_SCRIPT);
    }
  }
};
