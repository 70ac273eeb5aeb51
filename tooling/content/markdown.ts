import type { Element, Root } from "hast";
import { defaultSchema } from "hast-util-sanitize";
import { toString } from "mdast-util-to-string";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { CONTINUE, SKIP, visit } from "unist-util-visit";
import { firstGraphemes } from "./graphemes";

/** Link schemes an article may use (those of GitHub's sanitizer, hast-util-sanitize); anything else loses its href. */
export const allowedProtocols = ["http", "https", "irc", "ircs", "mailto", "xmpp"];

const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: allowedProtocols },
  attributes: { ...defaultSchema.attributes, a: [...(defaultSchema.attributes?.a ?? []), "target", "rel"] },
};

/** Links that leave the site open in a new tab, without an opener. */
function externalLinksInNewTab() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string" || !/^[a-z][a-z+.-]*:/i.test(href)) return;
      node.properties.target = "_blank";
      node.properties.rel = ["noopener", "noreferrer"];
    });
  };
}

/**
 * Markdown to HTML at build time. Raw HTML in the Markdown is never passed
 * through (remark-rehype drops it), and the result is sanitized with an
 * allow-list, so nothing in an article can run script in a visitor's browser.
 */
export function markdownToHtml(markdown: string): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeSanitize, schema)
      .use(externalLinksInNewTab)
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

/** The words of an article without Markdown syntax, whitespace collapsed. */
export function markdownToText(markdown: string): string {
  const tree = unified().use(remarkParse).parse(markdown);
  // Text blocks joined with a space, so that "…paragraf.\n\nParagraf baru" or
  // two list items do not run together. Raw HTML tags are left out, their text kept.
  const blocks: string[] = [];
  visit(tree, (node) => {
    if (!["paragraph", "heading", "code", "tableCell"].includes(node.type)) return CONTINUE;
    blocks.push(toString(node, { includeHtml: false }));
    return SKIP;
  });
  return blocks.join(" ").replace(/\s+/g, " ").trim();
}

/** Meta description: the first 150 characters of the plain text (whole ones, an emoji is one), then '...'. */
export function articleDescription(markdown: string): string {
  return `${firstGraphemes(markdownToText(markdown), 150)}...`;
}
