import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "~/content/schemas";
import { blogFeed, FEED_SIZE } from "./feed.server";

const site = { name: "Daycare & Co", title: "Artikel Daycare & Co", description: "Tulisan <terbaru> dari tim kami." };
const article = (id: number, fields: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  title: `Judul ${id}`,
  date: `2025-10-${String(id).padStart(2, "0")}`,
  author: "Tim",
  category: "Kesehatan Anak",
  image: "blog/posyandu.svg",
  description: `Ringkasan ${id}...`,
  ...fields,
});
// Newest first, as readArticles gives them.
const articles = Array.from({ length: 25 }, (_, index) => article(25 - index));

// An RFC 822 date, as RSS 2.0 requires for pubDate and lastBuildDate.
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml);
}

describe("blogFeed", () => {
  it("is well-formed RSS 2.0 with the channel elements the format requires", () => {
    const { rss } = parse(blogFeed("https://contoh.id", site, articles));
    expect(rss["@_version"]).toBe("2.0");
    const { channel } = rss;
    expect(channel.title).toBe(site.title);
    expect(channel.link).toBe("https://contoh.id/blog");
    expect(channel.description).toBe(site.description);
    expect(channel.language).toBe("id");
    expect(channel.lastBuildDate).toMatch(RFC822);
    expect(channel["atom:link"]).toMatchObject({
      "@_href": "https://contoh.id/rss.xml",
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });
    expect(channel.generator).toBeUndefined();
  });

  it(`lists the ${FEED_SIZE} newest articles, newest first, each with an absolute link, a date and its category`, () => {
    const items: Record<string, unknown>[] = parse(blogFeed("https://contoh.id", site, articles)).rss.channel.item;
    expect(items).toHaveLength(FEED_SIZE);
    expect(items.map((item) => item.title)).toEqual(articles.slice(0, FEED_SIZE).map((entry) => entry.title));
    expect(items[0]).toMatchObject({
      link: "https://contoh.id/blog/25",
      description: "Ringkasan 25...",
      pubDate: "Sat, 25 Oct 2025 00:00:00 GMT",
      category: { "#text": "Kesehatan Anak", "@_domain": "https://contoh.id/blog/kategori/kesehatan-anak" },
    });
    expect(items.every((item) => RFC822.test(String(item.pubDate)))).toBe(true);
    expect(new Set(items.map((item) => (item.guid as Record<string, string>)["#text"])).size).toBe(FEED_SIZE);
  });

  it("keeps markup and ampersands in titles as text", () => {
    const xml = blogFeed("https://contoh.id", site, [article(1, { title: "Makan & Minum <Sehat> ]]> Selesai" })]);
    expect(parse(xml).rss.channel.item[0].title).toBe("Makan & Minum <Sehat> ]]> Selesai");
  });

  it("is still valid for a blog with no article yet", () => {
    expect(parse(blogFeed("https://contoh.id", site, [])).rss.channel.item).toBeUndefined();
  });
});
