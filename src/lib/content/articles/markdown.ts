import { unified } from "@astrojs/markdown-remark";
import type { Element, ElementContent, Root as HtmlRoot } from "hast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import { firstGraphemes } from "../../format/graphemes.ts";

/**
 * The rules an article's Markdown is rendered by, plugged into Astro's own
 * Markdown pipeline (astro.config.ts): raw HTML is dropped where Markdown
 * becomes HTML (remark-rehype without `allowDangerousHtml`), the result
 * passes an allow-list sanitizer, and links that leave the site open in a new
 * tab without an opener. Nothing in an article can run script in a visitor's browser.
 */

/** Link schemes an article may use (those of GitHub's sanitizer, hast-util-sanitize); anything else loses its href. */
export const allowedProtocols = ["http", "https", "irc", "ircs", "mailto", "xmpp"];

/** rehype-sanitize's schema: GitHub's, with only these link schemes, and target/rel kept on links (set below). */
export const sanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: allowedProtocols },
  attributes: { ...defaultSchema.attributes, a: [...(defaultSchema.attributes?.a ?? []), "target", "rel"] },
};

/** Links that leave the site open in a new tab, without an opener. */
export function rehypeExternalLinks() {
  const visit = (node: HtmlRoot | ElementContent) => {
    if (node.type === "element") markExternal(node);
    if ("children" in node) for (const child of node.children) visit(child as ElementContent);
  };
  return (tree: HtmlRoot) => visit(tree);
}

function markExternal(node: Element) {
  const href = node.properties.href;
  if (node.tagName !== "a" || typeof href !== "string" || !/^[a-z][a-z+.-]*:/i.test(href)) return;
  node.properties.target = "_blank";
  node.properties.rel = ["noopener", "noreferrer"];
}

/**
 * Astro's `markdown` setting (astro.config.ts): articles are rendered as
 * written (no typographic quotes, no syntax highlighting), raw HTML never
 * becomes HTML, and the result passes the sanitizer, then the link rule. The
 * tests render hostile Markdown through this same object.
 */
export const markdownConfig = {
  syntaxHighlight: false,
  processor: unified({
    smartypants: false,
    remarkRehype: { allowDangerousHtml: false },
    rehypePlugins: [[rehypeSanitize, sanitizeSchema], rehypeExternalLinks],
  }),
} as const;

type Renderer = Awaited<ReturnType<typeof markdownConfig.processor.createRenderer>>;
let renderer: Promise<Renderer> | undefined;

/** An article's text as the site shows it, in the shape Astro's content layer stores. */
export interface RenderedArticle {
  html: string;
  metadata: Record<string, unknown> & { imagePaths: string[] };
}

/**
 * An article's Markdown rendered by the site's pipeline, exactly as Astro's
 * loader context would render it (`renderMarkdown`: the same processor and
 * options), once per build: the content check reads its links from this and
 * the articles' loader stores it (../loading/reading.ts).
 */
export async function renderArticle(markdown: string): Promise<RenderedArticle> {
  renderer ??= markdownConfig.processor.createRenderer({ syntaxHighlight: markdownConfig.syntaxHighlight });
  const { code, metadata } = await (await renderer).render(markdown, { frontmatter: {} });
  return {
    html: code,
    metadata: { ...metadata, imagePaths: [...(metadata.localImagePaths ?? []), ...(metadata.remoteImagePaths ?? [])] },
  };
}

/** Elements after which reading goes on with a new block: their words never run into the next block's. */
const BLOCK = /<\/?(p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|table|tr|td|th|div|section)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The words of an article's rendered HTML, without markup, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== "#") {
        // Own names only: "&constructor;" is no entity, whatever every object inherits.
        const key = name.toLowerCase();
        return Object.hasOwn(ENTITIES, key) ? ENTITIES[key]! : whole;
      }
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Meta description: the first 150 characters of the plain text (whole ones, an emoji is one), then '...'. */
export function articleDescription(html: string): string {
  return `${firstGraphemes(htmlToText(html), 150)}...`;
}
