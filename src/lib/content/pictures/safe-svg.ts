import { type DefaultTreeAdapterTypes as T, parseFragment } from "parse5";

/**
 * Whether an SVG picture is only a drawing. The logo is published byte for
 * byte (`/favicon.svg`, and the header's logo under `/assets/`), on the origin
 * where the editor keeps the staff's GitHub token: an SVG with a script, an
 * event handler, HTML inside it or a link outside would run there as soon as
 * someone opens it. So a picture passes only if it holds nothing but what a
 * drawing program writes when it exports a plain SVG: the elements and
 * attributes listed here, links only to a part of the same drawing
 * (`#id`). An allow-list, not a list of what is forbidden, so that
 * something nobody thought of is refused rather than published.
 *
 * Browsers read an SVG file with an XML parser; parse5 is an HTML parser
 * (the XML parsers in node_modules, sax and svgo's, only come with other
 * packages: decision 025), whose SVG ("foreign content") rules are close to
 * XML but not the same.
 * What could read differently is refused before parsing (a DOCTYPE with
 * declarations, processing instructions, another encoding than UTF-8), and
 * every element must come out of parse5 in the SVG namespace: markup that
 * the HTML parser would read as HTML (and XML as SVG) never passes.
 */

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";

/** What Inkscape (plain SVG), Illustrator (export and save as SVG) and Figma write for a drawing. */
const ELEMENTS = new Set([
  ...["svg", "g", "defs", "symbol", "use", "title", "desc", "style"],
  ...["path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textPath"],
  ...["linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker", "filter"],
  // Figma's and Illustrator's shadows and blurs. Not feImage, which loads a picture.
  ...["feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feDropShadow", "feFlood"],
  ...["feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode"],
  ...["feMorphology", "feOffset", "feTurbulence"],
]);

/** Attributes (lower case), each of which only draws: no event handler, nothing loaded. */
const ATTRIBUTES = new Set(
  [
    ...["id", "class", "style", "version", "baseProfile", "xml:space", "xml:lang", "lang", "type"],
    ...["width", "height", "x", "y", "viewBox", "preserveAspectRatio", "enable-background", "overflow"],
    ...["d", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2", "points", "pathLength", "transform"],
    ...["dx", "dy", "rotate", "textLength", "lengthAdjust", "startOffset", "method", "spacing", "side"],
    ...["fill", "fill-opacity", "fill-rule", "clip-rule", "stroke", "stroke-width", "stroke-opacity"],
    ...["stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset"],
    ...["opacity", "color", "display", "visibility", "clip-path", "mask", "filter", "mask-type"],
    ...["marker-start", "marker-mid", "marker-end", "paint-order", "vector-effect", "mix-blend-mode"],
    ...["isolation", "transform-origin", "shape-rendering", "text-rendering", "image-rendering"],
    ...["color-interpolation", "color-interpolation-filters", "color-rendering"],
    ...["font-family", "font-size", "font-weight", "font-style", "font-variant", "font-stretch"],
    ...["letter-spacing", "word-spacing", "text-anchor", "text-decoration", "dominant-baseline"],
    ...["alignment-baseline", "baseline-shift", "writing-mode", "direction", "unicode-bidi"],
    ...["stop-color", "stop-opacity", "flood-color", "flood-opacity", "lighting-color", "offset"],
    ...["gradientUnits", "gradientTransform", "spreadMethod", "fx", "fy", "fr"],
    ...["patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits"],
    ...["maskUnits", "maskContentUnits", "markerWidth", "markerHeight", "markerUnits", "refX", "refY"],
    ...["orient", "filterUnits", "primitiveUnits", "in", "in2", "result", "stdDeviation", "edgeMode"],
    ...["values", "mode", "operator", "k1", "k2", "k3", "k4", "radius", "tableValues", "slope"],
    ...["intercept", "amplitude", "exponent", "baseFrequency", "numOctaves", "seed", "stitchTiles"],
    // Links, each only to a part of the drawing itself (below).
    ...["href", "xlink:href"],
  ].map((name) => name.toLowerCase()),
);

/** The namespaces a drawing may declare, each only as itself. */
const NAMESPACES: Record<string, string> = { xmlns: SVG, "xmlns:svg": SVG, "xmlns:xlink": XLINK };

/** CSS functions that draw (colours, transforms), and url() to a part of the drawing (below). */
const CSS_FUNCTIONS = new Set(
  [
    ...["url", "rgb", "rgba", "hsl", "hsla", "matrix", "translate", "translateX", "translateY", "rotate"],
    ...["scale", "scaleX", "scaleY", "skewX", "skewY"],
  ].map((name) => name.toLowerCase()),
);
const CSS_FUNCTION = /([a-z_-][\w-]*)\(/gi;

/** A link to a part of this drawing: `#id`, after the spaces a browser ignores. */
const toFragment = (value: string) => value.replace(/^[\u0000-\u0020]+/, "").startsWith("#");

const shown = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * What in a CSS text (a `<style>`, a `style` attribute, a presentation
 * attribute such as `fill`) could load something: an at-rule (@import,
 * @font-face), a function other than colours and transforms (image-set()
 * takes a plain address), url() to anything but `#id`, or a backslash, with
 * which CSS spells any of those in other letters.
 */
function cssProblem(css: string, atRules: boolean): string | null {
  if (css.includes("\\")) return "\\";
  if (atRules && css.includes("@")) return shown(css.slice(css.indexOf("@")));
  for (const match of css.matchAll(CSS_FUNCTION)) {
    const name = match[1]!.toLowerCase();
    const after = css.slice(match.index + match[0].length);
    if (!CSS_FUNCTIONS.has(name) || (name === "url" && !/^\s*["']?#/.test(after))) return shown(match[0] + after);
  }
  return null;
}

function attributeProblem({ name, value, prefix }: T.Element["attrs"][number]): string | null {
  const full = (prefix ? `${prefix}:${name}` : name).toLowerCase();
  if (Object.hasOwn(NAMESPACES, full)) return value === NAMESPACES[full] ? null : `${full}="${shown(value)}"`;
  if (!ATTRIBUTES.has(full) && !/^data-[a-z0-9-]+$/.test(full)) return full;
  if (full === "href" || full === "xlink:href") return toFragment(value) ? null : `${full}="${shown(value)}"`;
  // Names, never read as CSS.
  if (full === "id" || full === "class" || full.startsWith("data-")) return null;
  const css = cssProblem(value, full === "style");
  return css && `${full}="${css}"`;
}

/** The first thing in an element, or under it, that is no part of a plain drawing. */
function elementProblem(element: T.Element): string | null {
  if (element.namespaceURI !== SVG || !ELEMENTS.has(element.tagName)) return `<${element.tagName}>`;
  for (const attribute of element.attrs) {
    const problem = attributeProblem(attribute);
    if (problem) return `<${element.tagName} ${problem}>`;
  }
  if (element.tagName === "style") {
    // The style sheet is the element's text; anything else in it could be read otherwise by XML.
    if (!element.childNodes.every((child) => child.nodeName === "#text")) return "<style>";
    const css = cssProblem(element.childNodes.map((child) => (child as T.TextNode).value).join(""), true);
    return css && `<style>${css}`;
  }
  for (const child of element.childNodes) {
    const problem = "tagName" in child ? elementProblem(child) : null;
    if (problem) return problem;
  }
  return null;
}

/** The XML declaration, if any, says UTF-8 or nothing: another encoding would make the browser read other text. */
const DECLARATION = /^<\?xml\s[^<>?]*\?>/;
const UTF8_DECLARATION =
  /^<\?xml\s+version=(["'])1\.[01]\1(\s+encoding=(["'])utf-8\3)?(\s+standalone=(["'])(yes|no)\5)?\s*\?>$/i;
/** Illustrator's DOCTYPE names the SVG 1.1 DTD, which browsers never load; one with declarations may define anything. */
const DOCTYPE = /^<!DOCTYPE\s+svg(\s+PUBLIC\s+"[^"<>[\]]*"\s+"[^"<>[\]]*")?\s*>/;

/**
 * Why this SVG is not a plain drawing (what was found, as it is written,
 * for the one who fixes it), or null if it is one.
 */
export function svgProblem(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return "bukan UTF-8";
  }
  const declaration = DECLARATION.exec(text)?.[0];
  if (declaration && !UTF8_DECLARATION.test(declaration)) return declaration;
  // Everything XML reads as markup starting with <! or <? but parse5 might not: only comments, CDATA and the DOCTYPE above.
  for (const match of text.matchAll(/<[!?]/g)) {
    const rest = text.slice(match.index);
    if (match.index === 0 && declaration) continue;
    if (rest.startsWith("<!--") || rest.startsWith("<![CDATA[") || DOCTYPE.test(rest)) continue;
    return shown(rest.split(">")[0]! + ">");
  }
  const roots = parseFragment(text).childNodes.filter(
    (node) => node.nodeName !== "#comment" && !(node.nodeName === "#text" && !(node as T.TextNode).value.trim()),
  );
  const [root, second] = roots;
  if (!root || !("tagName" in root) || root.tagName !== "svg") return "teks di luar <svg>";
  // A second element at the top: after the drawing, or an HTML tag that parse5 took out of it (XML would not).
  if (second) return "tagName" in second ? `<${second.tagName}>` : "teks di luar <svg>";
  return elementProblem(root);
}
