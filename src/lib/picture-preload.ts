import { type DefaultTreeAdapterTypes as T, parse } from "parse5";

/**
 * The page's first-screen picture asked for with the first bytes of its HTML.
 *
 * A page marks its largest picture above the fold `fetchpriority="high"`
 * (src/components/ui/art-image.tsx, `priority`). The browser's preload
 * scanner only finds that `<img>` after the stylesheet every page carries
 * inline (decision 012) and the header: some 14 KB of compressed HTML, on a
 * slow phone connection the better part of a tenth of a second before the
 * picture's own round trip even starts. A `<link rel="preload">` at the top of
 * `<head>`, with exactly the candidates and sizes of the picture's `<source>`
 * (or `<img>`), starts it at once, and the browser takes the picture it loaded
 * for the `<img>`: no picture is fetched twice. Measured with `npm run bench`
 * (docs/performance.md): an article's largest paint 1.44–1.50 s before,
 * 1.30–1.33 s after.
 *
 * One pass over the finished page (src/middleware.ts), like the kept-together
 * words: every page that marks a picture gets it, and nobody copies a
 * picture's candidates by hand.
 */

const attr = (element: T.Element, name: string) => element.attrs.find((each) => each.name === name)?.value;

function find(node: T.ParentNode, test: (element: T.Element) => boolean): T.Element | undefined {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    if (test(child)) return child;
    const found = find(child.nodeName === "template" ? (child as T.Template).content : child, test);
    if (found) return found;
  }
  return undefined;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;" };
const escapeAttribute = (value: string) => value.replace(/[&"]/g, (char) => ESCAPES[char]!);

/** The preload link for `img`: its `<picture>`'s first source the browser may take, else the image itself. */
function preloadLink(img: T.Element): string {
  const picture = img.parentNode && "tagName" in img.parentNode && img.parentNode.tagName === "picture";
  const source = picture
    ? (img.parentNode as T.Element).childNodes.find(
        (child): child is T.Element => "tagName" in child && child.tagName === "source" && !attr(child, "media"),
      )
    : undefined;
  const from = source ?? img;
  const fields: [string, string | undefined][] = [
    ["rel", "preload"],
    ["as", "image"],
    // A browser that cannot show the source's type skips the preload, and reads the <picture> as ever.
    ["type", source ? attr(source, "type") : undefined],
    ["href", source ? undefined : attr(img, "src")],
    ["imagesrcset", attr(from, "srcset")],
    ["imagesizes", attr(from, "sizes")],
    ["fetchpriority", "high"],
  ];
  const written = fields.flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}="${escapeAttribute(value)}"`],
  );
  return `<link ${written.join(" ")}>`;
}

/** `html`, a whole page, with its first-screen picture preloaded right after the viewport's meta. */
export function preloadFirstPicture(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find((node): node is T.Element => node.nodeName === "html");
  const head = root?.childNodes.find((node): node is T.Element => node.nodeName === "head");
  const body = root?.childNodes.find((node): node is T.Element => node.nodeName === "body");
  if (!head || !body) return html;
  const img = find(body, (element) => element.tagName === "img" && attr(element, "fetchpriority") === "high");
  // After the meta elements that must come first (charset within the first 1024 bytes, the viewport).
  const anchor = find(head, (element) => element.tagName === "meta" && attr(element, "name") === "viewport");
  const at = anchor?.sourceCodeLocation?.endOffset;
  if (!img || at === undefined) return html;
  return html.slice(0, at) + preloadLink(img) + html.slice(at);
}
