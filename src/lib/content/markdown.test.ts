import { describe, expect, it } from "vitest";
import { articleDescription, markdownToHtml, markdownToText } from "./markdown.ts";

describe("markdownToHtml", () => {
  it("renders headings, lists and links", () => {
    const html = markdownToHtml("## Judul\n\n- satu\n- dua\n\n[Kemenkes](https://kemkes.go.id)");
    expect(html).toContain("<h2>Judul</h2>");
    expect(html).toContain("<li>satu</li>");
    expect(html).toContain('<a href="https://kemkes.go.id" target="_blank" rel="noopener noreferrer">Kemenkes</a>');
  });

  it("keeps links to the site's own pages in the same tab", () => {
    expect(markdownToHtml("[Kontak](/kontak)")).toContain('<a href="/kontak">Kontak</a>');
  });

  it.each([
    "http://a.id",
    "https://a.id",
    "irc://irc.libera.chat/x",
    "ircs://irc.libera.chat/x",
    "mailto:a@b.id",
    "xmpp:a@b.id",
  ])("keeps an allowed %s link", (href) => {
    expect(markdownToHtml(`[x](${href})`)).toContain(`href="${href}"`);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
  ])("drops the href of %s", (href) => {
    const html = markdownToHtml(`[klik](${href})`);
    expect(html).not.toMatch(/href=/);
    expect(html.toLowerCase()).not.toContain("script:");
  });

  it("drops an entity-encoded javascript: link", () => {
    const html = markdownToHtml("[klik](&#106;avascript:alert(1))");
    expect(html).not.toMatch(/href="?j/i);
  });

  it("renders no raw HTML: scripts, iframes and event handlers are gone", () => {
    const html = markdownToHtml(
      'Halo <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/<script|<iframe|<img|onerror|javascript:/i);
  });

  it("keeps a Markdown image only with a safe source and never with handlers", () => {
    const html = markdownToHtml('![foto](javascript:alert(1) "x")');
    expect(html).not.toContain("javascript:");
  });
});

describe("articleDescription", () => {
  it("is the first 150 characters of the plain text followed by '...'", () => {
    const markdown = `## Judul\n\nParagraf **pertama** dengan [tautan](https://a.id).\n\n- butir satu\n- butir dua\n\n${"kata ".repeat(40)}`;
    const text = markdownToText(markdown);
    expect(text.startsWith("Judul Paragraf pertama dengan tautan. butir satu butir dua kata kata")).toBe(true);
    expect(articleDescription(markdown)).toBe(`${text.slice(0, 150)}...`);
    expect(articleDescription(markdown)).toHaveLength(153);
  });

  it("collapses whitespace and trims", () => {
    expect(articleDescription("   Halo\n\n\n   dunia   ")).toBe("Halo dunia...");
  });

  it("leaves out Markdown syntax and raw HTML", () => {
    expect(
      articleDescription("# Judul\n\n> kutipan *miring* `kode`\n\n<script>alert(1)</script>\n\nteks <b>tebal</b>"),
    ).toBe("Judul kutipan miring kode teks tebal...");
  });
});
