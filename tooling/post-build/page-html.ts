import render from "dom-serializer";
import { type AnyNode, type ChildNode, type Document, Element, type ParentNode, Text } from "domhandler";
import { appendChild, findAll, removeElement, textContent } from "domutils";
import { parseDocument } from "htmlparser2";

/**
 * How the build reads and writes its prerendered pages: as a tree
 * (htmlparser2, domhandler), never as text, so that a rewrite depends on
 * elements and attributes, not on how React happened to spell them, and can
 * never match inside a script or an article's text.
 *
 * Entities stay as written and names keep their case (React writes
 * `charSet`, `srcSet`, SVG's `viewBox`): whatever a rewrite leaves alone is
 * written back as React wrote it, except that void elements lose their slash
 * (`<meta …/>` becomes `<meta …>`) and React's streaming runtime's bare
 * `hidden` becomes `hidden=""`: the same document to any HTML parser.
 */

const PARSE_OPTIONS = { decodeEntities: false, lowerCaseTags: false, lowerCaseAttributeNames: false };

export function parsePage(html: string): Document {
  return parseDocument(html, PARSE_OPTIONS);
}

export function serializePage(node: AnyNode | ArrayLike<AnyNode>): string {
  // No self-closing tags: an empty SVG element keeps its end tag, as React writes it.
  return render(node, { decodeEntities: false, emptyAttrs: true, selfClosingTags: false });
}

/**
 * One change to a page's tree. It throws, naming `file`, when the page is
 * not the shape it knows: a page it cannot rewrite must fail the build, not
 * go out half rewritten.
 */
export type PageRewrite = (page: Document, file: string) => void;

/** Parses the page once, applies every rewrite to its tree in order, and serializes it once. */
export function rewritePage(html: string, file: string, rewrites: readonly PageRewrite[]): string {
  const page = parsePage(html);
  for (const rewrite of rewrites) rewrite(page, file);
  return serializePage(page);
}

/** The elements under `root`, in document order, that pass `test`. */
export const elementsOf = (root: ParentNode, test: (element: Element) => boolean): Element[] =>
  findAll(test, root.children);

/** A new element with its attributes in the order given, and its children. */
export function createElement(name: string, attributes: Record<string, string>, children: ChildNode[] = []): Element {
  const element = new Element(name, { ...attributes });
  for (const child of children) appendChild(element, child);
  return element;
}

/** An element's text: for a script or a style, its source exactly as the browser reads (and hashes) it. */
export const textOf = (element: Element): string => textContent(element);

export function setText(element: Element, text: string): void {
  for (const child of [...element.children]) removeElement(child);
  appendChild(element, new Text(text));
}

/** True when the element has exactly these attributes, in any order. */
export function hasExactly(element: Element, names: readonly string[]): boolean {
  const own = Object.keys(element.attribs);
  return own.length === names.length && names.every((name) => own.includes(name));
}
