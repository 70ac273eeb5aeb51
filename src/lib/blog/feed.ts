/**
 * The XML the site writes itself: the RSS 2.0 feed (src/pages/rss.xml.ts) and
 * the sitemap (site-files.ts). Strings in, strings out; no library, because a
 * feed of twenty items is a few lines of XML once every text is escaped.
 */

/** Characters XML 1.0 forbids anywhere, even escaped: a pasted control character would make the whole file unreadable. */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** A text as XML character data or an attribute value: whatever an editor typed into a title stays text. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed stands for (the blog), absolute. */
  link: string;
  /** The feed's own address, absolute: feed validators ask for it (atom:link rel=self). */
  self: string;
  language: string;
}

export interface FeedItem {
  title: string;
  /** The article's absolute address; also its guid, as it never changes. */
  link: string;
  /** The article's day, YYYY-MM-DD: published at midnight UTC. */
  date: string;
  category: string;
  description: string;
}

/** RFC 822, as RSS 2.0 asks: `Wed, 08 Oct 2025 00:00:00 GMT`. */
export const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** An RSS 2.0 document of `items`, in the order given. */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const entries = items.map(
    (item) =>
      `<item>${element("title", item.title)}${element("link", item.link)}` +
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>` +
      `${element("description", item.description)}${element("pubDate", rfc822(item.date))}` +
      `${element("category", item.category)}</item>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `${element("title", channel.title)}${element("description", channel.description)}${element("link", channel.link)}` +
    `${element("language", channel.language)}` +
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>` +
    `${entries.join("")}</channel></rss>\n`
  );
}
