import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Beasties from "beasties";
import { type AnyNode, cloneNode, type Document, type Element, isTag, isText, Text } from "domhandler";
import { append, findAll, findOne, removeElement, replaceElement } from "domutils";
import postcss, { type Rule } from "postcss";
import { SERVED_ROUTE_ATTRIBUTE } from "../../app/lib/served-route";
import { createElement, elementsOf, hasExactly, type PageRewrite, parsePage, serializePage, textOf } from "./page-html";

/**
 * First paint in one round trip (docs/decisions/012-first-screen-css-in-the-page.md).
 *
 * Each prerendered page carries the CSS its first screen needs in a `<style>`
 * element, and loads the whole stylesheet without blocking the paint: as a
 * `media="print"` stylesheet that one small script, the same on every page,
 * switches to all media once it has loaded. Without JavaScript a `<noscript>`
 * stylesheet loads as before.
 *
 * The CSS is chosen by Beasties (the rules whose selectors match an element),
 * run not on the whole page but on its first screen: the header, the floating
 * chat button, and `main` (then the footer, on a short page) up to
 * FIRST_SCREEN_TEXT characters of text. Rules that only matter once someone
 * interacts (hover, transitions) and custom properties no kept rule reads are
 * left to the stylesheet.
 *
 * Every page of one route (say, all articles) gets the same `<style>`: the
 * first screens of all of them together. The Content-Security-Policy allows
 * each by its hash, so the header grows with the routes, never with the blog.
 */

/**
 * Characters of text that fill more than a first screen: measured in Chromium on the built pages,
 * a 390 × 844 phone shows at most 608 of `main`'s, a 1280 × 800 screen at most 788 (/tentang).
 */
export const FIRST_SCREEN_TEXT = 800;

/** The one script of every page, in the page itself: switches the stylesheet to all media once loaded. */
export const STYLESHEET_SWITCH_SCRIPT =
  'const link=document.currentScript.previousElementSibling,all=()=>{link.media="all"};link.sheet?all():link.addEventListener("load",all)';

/** The page's one stylesheet link, as React Router writes it; throws, naming the file, for anything else. */
function stylesheetOf(page: Document, file: string): Element {
  const links = elementsOf(page, (element) => element.name === "link" && element.attribs.rel === "stylesheet");
  if (links.length !== 1)
    throw new Error(
      `${file}: expected one stylesheet link, found ${links.length}; see tooling/post-build/critical-css.ts`,
    );
  const [link] = links as [Element];
  if (!hasExactly(link, ["rel", "href"]) || !/^\/assets\/\S+\.css$/.test(link.attribs.href!))
    throw new Error(`${file}: a stylesheet link this build step does not know; see tooling/post-build/critical-css.ts`);
  return link;
}

/**
 * The page's first screen: what can be on screen before anyone scrolls, as the markup of a
 * <body> Beasties can match against. The page itself is left as it is.
 */
export function firstScreen(page: Document): string {
  const body = findOne((element) => element.name === "body", page.children);
  if (!body) return "";
  const screen = cloneNode(body, true);
  const drop = findAll(
    (element) =>
      ["script", "noscript", "template"].includes(element.name) ||
      (element.name === "dialog" && !("open" in element.attribs)) ||
      "hidden" in element.attribs,
    screen.children,
  );
  for (const element of drop) removeElement(element);
  // A closed <details> shows its summary alone: the rest neither shows nor counts.
  for (const details of findAll(
    (element) => element.name === "details" && !("open" in element.attribs),
    screen.children,
  )) {
    for (const child of details.children.filter((node) => !(isTag(node) && node.name === "summary")))
      removeElement(child);
  }
  // The footer follows `main` in the flow: on a short page (a not-found page) it is in the first screen too.
  let left = FIRST_SCREEN_TEXT;
  for (const name of ["main", "footer"]) {
    const element = findOne((candidate) => candidate.name === name, screen.children);
    if (!element) continue;
    if (left > 0) left = keepText(element, left);
    else removeElement(element);
  }
  return serializePage(screen.children);
}

/** Keeps the document-order prefix of `node` that holds `budget` characters of text; returns what is left of the budget. */
function keepText(node: Element, budget: number): number {
  let left = budget;
  const children = [...node.children];
  for (const [index, child] of children.entries()) {
    if (isText(child)) left -= child.data.replace(/\s+/g, " ").trim().length;
    else if (isTag(child)) left = keepText(child, left);
    if (left <= 0) {
      const [next, ...rest] = children.slice(index + 1);
      for (const later of rest) removeElement(later);
      // The next sibling stays, emptied, so that rules like `:not(:last-child)` (Tailwind's space-y)
      // still match the last element kept, as they do in the page.
      if (next && isTag(next)) for (const grandchild of [...next.children]) removeElement(grandchild);
      else if (next) removeElement(next);
      return 0;
    }
  }
  return left;
}

/** The same first screen with its words taken out: pages that differ only in their text need matching once. */
const shape = (screen: string) => serializePage(stripText(parsePage(screen)));
function stripText<T extends AnyNode & { children?: AnyNode[] }>(node: T): T {
  for (const child of [...(node.children ?? [])]) {
    if (isText(child)) removeElement(child);
    else stripText(child as AnyNode & { children?: AnyNode[] });
  }
  return node;
}

/** Rules that only matter once someone hovers or something moves: the full stylesheet brings them soon enough. */
const INTERACTION_ONLY = /:hover|:active|\[open\]|:popover-open|^\.(transition|duration|ease|delay)/;

/** Leaves out interaction-only rules, then every custom property no remaining declaration reads. */
export function pruneCriticalCss(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("media", (media) => {
    if (media.params.replace(/\s/g, "") === "(hover:hover)") media.remove();
  });
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => INTERACTION_ONLY.test(selector))) rule.remove();
  });
  // Tailwind gives its --tw-* properties their starting values twice: with @property, and for
  // browsers without it in `@layer properties` under @supports. Here the second form alone, for
  // every browser, does the same in a fraction of the bytes; the stylesheet brings @property.
  root.walkAtRules("property", (property) => {
    property.remove();
  });
  root.walkAtRules("layer", (layer) => {
    if (layer.params !== "properties") return;
    layer.walkAtRules("supports", (supports) => {
      supports.replaceWith(supports.nodes ?? []);
    });
  });
  // The colour-mix() forms repeat a colour already given as hex just before them.
  root.walkAtRules("supports", (supports) => {
    if (supports.params.includes("color-mix")) supports.remove();
  });
  const read = new Set<string>();
  const readsOf = (value: string) => [...value.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!);
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith("--")) for (const name of readsOf(declaration.value)) read.add(name);
  });
  // Custom properties that read others (a theme colour naming another): follow them.
  for (let grew = true; grew;) {
    grew = false;
    root.walkDecls((declaration) => {
      if (!read.has(declaration.prop)) return;
      for (const name of readsOf(declaration.value)) if (!read.has(name)) grew = Boolean(read.add(name));
    });
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--") && !read.has(declaration.prop) && isDefault(declaration.parent as Rule))
      declaration.remove();
  });
  removeEmpty(root);
  return root.toString();
}

/** Where Tailwind declares the defaults of its custom properties (theme and fallbacks), as opposed to a utility setting one. */
const isDefault = (rule: Rule | undefined) => rule?.type === "rule" && /^(:root|\*)/.test(rule.selector);

function removeEmpty(root: postcss.Root): void {
  for (let removed = true; removed;) {
    removed = false;
    root.walk((node) => {
      // An empty `@layer x {}` stays: it fixes the layers' order.
      const empty = (node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0;
      if (empty && !(node.type === "atrule" && node.name === "layer")) {
        node.remove();
        removed = true;
      }
    });
  }
}

/** `:where(…)`, with one level of parentheses inside (`:not(:last-child)`). */
const WHERE = /:where\(((?:[^()]|\([^()]*\))*)\)/g;
const selectorKey = (selector: string) => selector.replace(/\s+/g, "");

/**
 * Beasties drops every rule whose selector is wrapped in `:where(…)`: it
 * strips pseudo-classes with their arguments before matching, and nothing is
 * left. Tailwind writes space-y and divide-y that way. So Beasties matches a
 * copy with the wrapper taken off, and the wrapper (specificity 0) is put back.
 */
export function unwrapWhere(css: string): { css: string; restore: (critical: string) => string } {
  const root = postcss.parse(css);
  const native = new Set<string>();
  root.walkRules((rule) => {
    native.add(selectorKey(rule.selector));
  });
  const originals = new Map<string, string>();
  root.walkRules((rule) => {
    if (!rule.selector.includes(":where(")) return;
    const unwrapped = rule.selector.replace(WHERE, "$1");
    if (native.has(selectorKey(unwrapped))) return;
    originals.set(selectorKey(unwrapped), rule.selector);
    rule.selector = unwrapped;
  });
  const restore = (critical: string) => {
    const result = postcss.parse(critical);
    result.walkRules((rule) => {
      const original = originals.get(selectorKey(rule.selector));
      if (original) rule.selector = original;
    });
    return result.toString();
  };
  return { css: root.toString(), restore };
}

/**
 * Picks `stylesheet`'s rules for sets of first screens with Beasties, which reads the
 * stylesheet from a folder of its own: a copy whose `:where(…)` rules it can match.
 */
async function withCriticalCssPicker<T>(
  client: string,
  stylesheet: string,
  use: (pick: (screens: readonly string[]) => Promise<string>) => Promise<T>,
): Promise<T> {
  const source = readFileSync(path.join(client, stylesheet), "utf8");
  const { css: matchable, restore } = unwrapWhere(source);
  const fontFaces: string[] = [];
  postcss.parse(source).walkAtRules("font-face", (rule) => {
    fontFaces.push(rule.toString().replace(/\s*\n\s*/g, ""));
  });
  const workDir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
  try {
    mkdirSync(path.dirname(path.join(workDir, stylesheet)), { recursive: true });
    writeFileSync(path.join(workDir, stylesheet), matchable);
    const beasties = new Beasties({
      path: workDir,
      publicPath: "/",
      logLevel: "silent",
      pruneSource: false,
      reduceInlineStyles: false,
      mergeStylesheets: true,
      // The @font-face rules are added whole: Beasties only keeps those a kept rule names, and the
      // site names its face through a custom property it does not follow.
      inlineFonts: false,
      preloadFonts: false,
      compress: true,
      // The site names its one animation through a custom property, which Beasties does not follow.
      // Without its keyframes the first screen's entrances would not play, then start over when the
      // stylesheet arrives.
      keyframes: "all",
    });
    return await use(async (screens) => {
      // Beasties parses this document itself; its answer is read back as a tree.
      const document = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${stylesheet}"></head><body>${screens.join("")}</body></html>`;
      const styles = elementsOf(parsePage(await beasties.process(document)), (element) => element.name === "style");
      if (styles.length !== 1)
        throw new Error(
          `Beasties returned ${styles.length} style elements for ${stylesheet}; see tooling/post-build/critical-css.ts`,
        );
      return pruneCriticalCss(restore(textOf(styles[0]!)) + fontFaces.join(""));
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The first-screen CSS of every page, by file, with the pages of one route
 * sharing theirs. `pages` is read once, one page at a time: only the first
 * screens are kept, not the pages.
 */
export async function criticalCssOfPages(
  client: string,
  pages: Iterable<{ file: string; page: Document }>,
): Promise<Map<string, string>> {
  const stylesheets = new Set<string>();
  // Grouped by the route each page was rendered for (a page without one is a group of its own).
  const routes = new Map<string, { files: string[]; screens: Map<string, string> }>();
  for (const { file, page } of pages) {
    stylesheets.add(stylesheetOf(page, file).attribs.href!);
    const body = findOne((element) => element.name === "body", page.children);
    const route = body?.attribs[SERVED_ROUTE_ATTRIBUTE] ?? file;
    const group = routes.get(route) ?? { files: [], screens: new Map<string, string>() };
    routes.set(route, group);
    group.files.push(file);
    const screen = firstScreen(page);
    group.screens.set(shape(screen), screen);
  }
  if (stylesheets.size > 1)
    throw new Error(`expected one stylesheet for every page, found ${[...stylesheets].join(", ")}`);
  const css = new Map<string, string>();
  if (stylesheets.size === 0) return css;
  await withCriticalCssPicker(client, [...stylesheets][0]!, async (pick) => {
    for (const { files, screens } of routes.values()) {
      const routeCss = await pick([...screens.values()]);
      for (const file of files) css.set(file, routeCss);
    }
  });
  return css;
}

/** The first-screen CSS inline in the head, and the stylesheet loading without blocking the paint. */
export function withCriticalCss(css: string): PageRewrite {
  return (page, file) => {
    const link = stylesheetOf(page, file);
    const { href } = link.attribs as { href: string };
    const style = createElement("style", {}, [new Text(css)]);
    const printLink = createElement("link", { rel: "stylesheet", href, media: "print" });
    // The switch script finds its stylesheet as its previous sibling.
    const switchScript = createElement("script", {}, [new Text(STYLESHEET_SWITCH_SCRIPT)]);
    const noscript = createElement("noscript", {}, [createElement("link", { rel: "stylesheet", href })]);
    replaceElement(link, style);
    append(style, printLink);
    append(printLink, switchScript);
    append(switchScript, noscript);
  };
}
