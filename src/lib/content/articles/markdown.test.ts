import { describe, expect, it } from "vitest";
import { articleDescription, htmlToText, markdownConfig } from "./markdown.ts";

/** The renderer Astro's content layer makes from the project's `markdown` setting (astro.config.ts), made the same way. */
const renderer = await markdownConfig.processor.createRenderer({ syntaxHighlight: markdownConfig.syntaxHighlight });
const render = async (markdown: string) => (await renderer.render(markdown)).code;

describe("an article's Markdown, through Astro's pipeline with the project's rules", () => {
  it("renders headings, lists and links, and opens a link that leaves the site in a new tab without an opener", async () => {
    const html = await render("## Judul\n\n- satu\n- dua\n\n[Kemenkes](https://kemkes.go.id)");
    expect(html).toMatch(/<h2[^>]*>Judul<\/h2>/);
    expect(html).toContain("<li>satu</li>");
    expect(html).toContain('<a href="https://kemkes.go.id" target="_blank" rel="noopener noreferrer">Kemenkes</a>');
  });

  it("keeps links to the site's own pages in the same tab", async () => {
    expect(await render("[Kontak](/kontak)")).toContain('<a href="/kontak">Kontak</a>');
  });

  it("writes quotes as typed, not as typographic quotes", async () => {
    expect(await render("Kata \"aman\" dan 'nyaman'")).toContain("Kata \"aman\" dan 'nyaman'");
  });

  it.each([
    "http://a.id",
    "https://a.id",
    "irc://irc.libera.chat/x",
    "ircs://irc.libera.chat/x",
    "mailto:a@b.id",
    "xmpp:a@b.id",
  ])("keeps an allowed %s link", async (href) => {
    expect(await render(`[x](${href})`)).toContain(`href="${href}"`);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "%6Aavascript:alert(1)",
    " javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,x",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "file:///etc/passwd",
  ])("drops the link %j however it is spelt", async (href) => {
    for (const markdown of [`[klik](${href})`, `[klik](<${href}>)`, `[klik][a]\n\n[a]: ${href}`, `<${href}>`]) {
      expect(await render(markdown), markdown).not.toMatch(/href=/);
    }
  });

  it("drops an entity-encoded javascript: link", async () => {
    for (const markdown of ["[klik](&#106;avascript:alert(1))", "[klik](&#x6A;avascript&colon;alert(1))"]) {
      expect(await render(markdown), markdown).not.toMatch(/href=/);
    }
  });

  it("renders no raw HTML: scripts, iframes, event handlers and raw links are gone", async () => {
    const html = await render(
      'Halo <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="javascript:alert(1)">x</a>\n\n<svg onload="alert(1)"></svg>',
    );
    expect(html).not.toMatch(/<script|<iframe|<img|<svg|<a |onerror|onload|javascript:/i);
  });

  it("keeps a Markdown image only with a safe source and never with handlers", async () => {
    const html = await render('![foto](javascript:alert(1) "x")\n\n![foto](https://a.id/x.jpg "onerror=alert(1)")');
    expect(html).not.toContain("javascript:");
    expect(html).not.toMatch(/<img[^>]*\son\w+=/i);
  });
});

describe("articleDescription", () => {
  it("is the first 150 characters of the plain text followed by '...'", async () => {
    const html = await render(
      `## Judul\n\nParagraf **pertama** dengan [tautan](https://a.id).\n\n- butir satu\n- butir dua\n\n${"kata ".repeat(40)}`,
    );
    const text = htmlToText(html);
    expect(text.startsWith("Judul Paragraf pertama dengan tautan. butir satu butir dua kata kata")).toBe(true);
    expect(articleDescription(html)).toBe(`${text.slice(0, 150)}...`);
    expect(articleDescription(html)).toHaveLength(153);
  });

  it("collapses whitespace and trims", () => {
    expect(articleDescription("<p>   Halo\n\n\n   dunia   </p>")).toBe("Halo dunia...");
  });

  it("leaves out Markdown syntax and raw HTML, and decodes entities", async () => {
    const html = await render(
      "# Judul\n\n> kutipan *miring* `kode`\n\n<script>alert(1)</script>\n\nteks <b>tebal</b> & sopan",
    );
    expect(articleDescription(html)).toBe("Judul kutipan miring kode teks tebal & sopan...");
  });

  it.each(["constructor", "__proto__", "toString"])("keeps &%s; as written: no entity of that name", async (word) => {
    expect(htmlToText(`<p>Tulis &${word}; saja</p>`)).toBe(`Tulis &${word}; saja`);
    // Underscores escaped, as the editor writes them (else __proto__ is bold).
    const markdown = `Tulis &${word.replaceAll("_", "\\_")}; saja`;
    expect(articleDescription(await render(markdown))).toBe(`Tulis &${word}; saja...`);
  });

  it("cuts after 150 whole characters: an emoji is never split", () => {
    const description = articleDescription(`<p>${"a".repeat(149)}👨‍👩‍👧 lalu kalimat berikutnya.</p>`);
    expect(description).toBe(`${"a".repeat(149)}👨‍👩‍👧...`);
    expect(description).not.toMatch(/\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it("never runs the words of two blocks together", () => {
    expect(htmlToText("<h2>Judul</h2><p>isi</p><ul><li>satu</li><li>dua</li></ul>")).toBe("Judul isi satu dua");
  });
});
