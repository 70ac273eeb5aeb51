/**
 * Lets every prerendered page paint before its JavaScript loads.
 *
 * React Router writes `<link rel="modulepreload">` for all of a page's
 * modules into <head>, plus an inline module script that imports them.
 * Browsers fetch those ~120 KB at high priority alongside the CSS, so on a
 * slow phone connection the first paint and the largest picture wait for
 * script bytes the page does not need to show itself (docs/decisions/005-first-paint-before-javascript.md).
 *
 * This rewrites each page so that the same modules are preloaded and
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

const PRELOAD = /<link rel="modulepreload" href="(\/[^"]+\.js)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "(\/[^"]+\.js)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "(\/[^"]+\.js)";$/;

export function deferBoot(html: string, file: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (preloads.length === 0 || scripts.length !== 1) {
    throw new Error(
      `${file}: expected React Router's module preloads and one module script, found ${preloads.length} and ${scripts.length}. ` +
        "Has React Router's output changed? See tooling/post-build/defer-boot.ts.",
    );
  }
  const [script] = scripts;
  const boot = rewriteModuleScript(script![1]!, preloads, file);
  return html.replace(PRELOAD, "").replace(script![0], `<script type="module">${boot}</script>`);
}

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
    throw new Error(
      `${file}: React Router's module script has an import this build step does not know. See tooling/post-build/defer-boot.ts.`,
    );
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
    `for (const href of ${JSON.stringify(preloads)}) {`,
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

const DATA_CHUNK = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const STREAM_CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";
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
export function loaderDataOutOfScripts(html: string, file: string): string {
  if (html.split(STREAM_CLOSE).length !== 2) {
    throw new Error(
      `${file}: expected React Router's one stream close script. Has React Router's output changed? See tooling/post-build/defer-boot.ts.`,
    );
  }
  return html
    .replace(DATA_CHUNK, (_, json: string) => `<script type="application/json" ${DATA_BLOCK}="">${json}</script>`)
    .replace(STREAM_CLOSE, `<script>${LOADER_DATA_SCRIPT}</script>`);
}
