/**
 * The blog's RSS 2.0 feed (src/pages/rss.xml.ts), written by @astrojs/rss: its XML builder escapes
 * every text. What it leaves to us is the one thing XML cannot carry even escaped: a control
 * character pasted into a title would make the whole file unreadable, so the texts go in without them.
 */
import { getRssString } from "@astrojs/rss";

/** Characters XML 1.0 forbids anywhere, even escaped. */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text XML can carry: whatever an editor typed, less what XML forbids. */
export const xmlSafe = (text: string) => text.replace(FORBIDDEN, "");

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** A text as XML character data or an attribute value, for the feed's elements the library takes as they are (`customData`). */
export const escapeXml = (text: string) => xmlSafe(text).replace(/[&<>"']/g, (char) => ENTITIES[char]!);

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

/** An RSS 2.0 document of `items`, in the order given. */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): Promise<string> {
  return getRssString({
    title: xmlSafe(channel.title),
    description: xmlSafe(channel.description),
    // The channel's link is the library's `site`, taken as it is given.
    site: channel.link,
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData:
      `<language>${escapeXml(channel.language)}</language>` +
      `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    items: items.map((item) => ({
      title: xmlSafe(item.title),
      link: item.link,
      pubDate: new Date(`${item.date}T00:00:00Z`),
      description: xmlSafe(item.description),
      categories: [xmlSafe(item.category)],
    })),
  });
}
