import { type DefaultTreeAdapterTypes as T, parse } from "parse5";
import { KEEP_TOGETHER_CLASS, keepTogetherRanges } from "./keep-together.ts";

/**
 * Wraps every run of keepTogetherRanges() in the text of a page's body in
 * `<span class="whitespace-nowrap">`: one pass over the finished HTML
 * (src/middleware.ts), so the text of components and of Markdown articles
 * is treated alike, and nobody has to remember a helper in each component.
 *
 * Only the source of the text nodes that hold such a run is rewritten; every
 * other byte stays as Astro wrote it. The text a visitor, a screen reader or a
 * search engine reads is unchanged. Left alone: the head (title, meta
 * description, JSON-LD), attributes, code, raw text elements, SVG, form
 * controls' text, and islands (`<astro-island>`), whose HTML must be exactly
 * what React renders again in the browser, or hydration fails.
 */

/** Elements whose text is not running prose, or must stay as rendered. */
const SKIP = new Set([
  "astro-island",
  "code",
  "iframe",
  "kbd",
  "math",
  "noscript",
  "option",
  "optgroup",
  "pre",
  "samp",
  "script",
  "select",
  "style",
  "svg",
  "template",
  "textarea",
  "title",
]);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\u00a0": "&nbsp;" };
const escapeText = (text: string) => text.replace(/[&<>\u00a0]/g, (char) => ESCAPES[char]!);

const OPEN = `<span class="${KEEP_TOGETHER_CLASS}">`;
const CLOSE = "</span>";

interface Edit {
  start: number;
  end: number;
  html: string;
}

const isText = (node: T.ChildNode): node is T.TextNode => node.nodeName === "#text";
const isComment = (node: T.ChildNode): node is T.CommentNode => node.nodeName === "#comment";

/**
 * The edit for one run of sibling text nodes. React separates text it
 * rendered from two expressions with an empty comment ("07.00<!-- -->–17.00"):
 * the run reads across comments, which stay where they are.
 */
function editRun(html: string, run: Array<T.TextNode | T.CommentNode>, inFlexOrGrid: boolean): Edit | null {
  const texts = run.filter(isText);
  const joined = texts.map((node) => node.value).join("");
  const ranges = keepTogetherRanges(joined);
  if (ranges.length === 0) return null;
  // Where each boundary falls in the joined text: an opening or closing tag goes there.
  const marks = new Map<number, string>();
  for (const [from, to] of ranges) {
    marks.set(from, (marks.get(from) ?? "") + OPEN);
    marks.set(to, CLOSE + (marks.get(to) ?? ""));
  }
  const first = run[0]!.sourceCodeLocation!;
  const last = run.at(-1)!.sourceCodeLocation!;
  let out = "";
  let index = 0;
  for (const node of run) {
    if (isComment(node)) {
      out += html.slice(node.sourceCodeLocation!.startOffset, node.sourceCodeLocation!.endOffset);
      continue;
    }
    for (const unit of node.value.split("")) out += (marks.get(index++) ?? "") + escapeText(unit);
  }
  out += marks.get(index) ?? "";
  // In a flex or grid container a run of text is one item; spans of its own would make it three.
  if (inFlexOrGrid) out = `<span>${out}</span>`;
  return { start: first.startOffset, end: last.endOffset, html: out };
}

/**
 * Whether the element lays its children out as flex or grid items, by its
 * utility classes (`flex`, `sm:inline-grid` …): the site's components set
 * display with Tailwind's utilities only.
 */
function isFlexOrGrid(node: T.ParentNode): boolean {
  const classes = "attrs" in node ? node.attrs.find((attr) => attr.name === "class")?.value : undefined;
  return (classes ?? "").split(/\s+/).some((name) => /^(?:[\w-]+:)*(?:inline-)?(?:flex|grid)$/.test(name));
}

function collect(html: string, parent: T.ParentNode, edits: Edit[]): void {
  let run: Array<T.TextNode | T.CommentNode> = [];
  const flexOrGrid = isFlexOrGrid(parent);
  const flush = () => {
    // A run starts and ends with text; comments at its edges are not part of it.
    while (run.length > 0 && isComment(run.at(-1)!)) run.pop();
    const edit = run.length > 0 ? editRun(html, run, flexOrGrid) : null;
    if (edit) edits.push(edit);
    run = [];
  };
  for (const child of parent.childNodes) {
    if (isText(child)) run.push(child);
    else if (isComment(child) && run.length > 0) run.push(child);
    else {
      flush();
      if ("childNodes" in child && !SKIP.has(child.nodeName)) collect(html, child, edits);
      // <template>'s children live in its content fragment, skipped with it.
    }
  }
  flush();
}

/** `html`, a whole page, with the runs of its body's text kept on one line. */
export function keepTogetherInHtml(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find((node): node is T.Element => node.nodeName === "html");
  const body = root?.childNodes.find((node): node is T.Element => node.nodeName === "body");
  if (!body) return html;
  const edits: Edit[] = [];
  collect(html, body, edits);
  let out = "";
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.html;
    at = edit.end;
  }
  return out + html.slice(at);
}
