import { describe, expect, it } from "vitest";
import { escapeXml, rssXml } from "./feed.ts";

const channel = {
  title: "Artikel Daycare",
  description: "Cerita & wawasan",
  link: "https://contoh.id/blog",
  self: "https://contoh.id/rss.xml",
  language: "id",
};
const item = {
  title: `Makan <siang> & "camilan" si 'kecil'`,
  link: "https://contoh.id/blog/7",
  date: "2025-10-08",
  category: "Gizi & Kesehatan",
  description: "Menu minggu ini: nasi < lauk > sayur.",
};

/** Every tag opened is closed in order: the nesting a strict parser insists on (the browser spec parses it too). */
function balanced(xml: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z:]+)[^<>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe("escapeXml", () => {
  it("escapes the five XML specials and drops characters XML 1.0 forbids", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
    expect(escapeXml("tab\tok\u0007bell\uFFFF")).toBe("tab\tokbell");
    expect(escapeXml("emoji 🙂 stays")).toBe("emoji 🙂 stays");
  });
});

describe("rssXml", async () => {
  const xml = await rssXml(channel, [item]);

  it("writes the channel, its own address and each item, texts escaped", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><rss version="2.0" xmlns:atom=/);
    expect(xml).toContain(
      "<description>Cerita &amp; wawasan</description><link>https://contoh.id/blog</link><language>id</language>",
    );
    expect(xml).toContain('<atom:link href="https://contoh.id/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain(
      "<title>Makan &lt;siang&gt; &amp; &quot;camilan&quot; si &apos;kecil&apos;</title>" +
        "<link>https://contoh.id/blog/7</link>" +
        '<guid isPermaLink="true">https://contoh.id/blog/7</guid>' +
        "<description>Menu minggu ini: nasi &lt; lauk &gt; sayur.</description>" +
        "<pubDate>Wed, 08 Oct 2025 00:00:00 GMT</pubDate>" +
        "<category>Gizi &amp; Kesehatan</category>",
    );
  });

  it("leaves no raw special in any text and closes every tag it opens", () => {
    const texts = [...xml.matchAll(/>([^<]*)</g)].map((match) => match[1]!);
    expect(texts.filter((text) => /[<>"]|&(?!(amp|lt|gt|quot|apos);)/.test(text))).toEqual([]);
    expect(balanced(xml)).toBe(true);
  });

  it("writes each article's day as RSS dates are written", () => {
    expect(xml).toContain("<pubDate>Wed, 08 Oct 2025 00:00:00 GMT</pubDate>");
  });

  it("drops a character XML forbids from a text, so the file stays readable", async () => {
    expect(await rssXml(channel, [{ ...item, title: "bel\u0007 berbunyi" }])).toContain("<title>bel berbunyi</title>");
  });

  it("is an empty channel while there is no article", async () => {
    expect(await rssXml(channel, [])).not.toContain("<item>");
  });
});
