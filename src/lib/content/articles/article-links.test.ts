import { describe, expect, it } from "vitest";
import { type Article, readArticles } from "./articles.ts";
import { articleLinkWarnings, deadLink, sitePages, withoutDeadLinks } from "./article-links.ts";
import { renderArticle } from "./markdown.ts";

const SITE = "https://daycare-cisauk.sch.id";
/** Each article rendered by the site's pipeline, as the one reading of the content renders it. */
const rendered = (article: Article) => renderArticle(article.body);

/** An article as the check reads it; only what the links need. */
const article = (id: number, body: string, extra: Partial<Article> = {}): Article =>
  ({
    id,
    title: `Artikel ${id}`,
    category: "Kegiatan Daycare",
    body,
    file: `src/content/blog/${id}-a.md`,
    ...extra,
  }) as Article;

const linksOf = async (body: string, others: Article[] = [article(1, "Isi.")], drafts: Article[] = []) =>
  (await articleLinkWarnings({ articles: [article(9, body), ...others], drafts }, SITE, rendered)).warnings.map(
    (warning) => warning.message,
  );

const AS_TEXT = ", jadi di halaman artikel ini tulisan tautannya tampil sebagai teks biasa sampai diperbaiki";

describe("links between the site's own pages", () => {
  it("accepts links to the six pages, a published article, its category, the blog's pages, the feed and other sites", async () => {
    const body = [
      "[Beranda](/) [Tentang](/tentang#misi) [Program](/program) [Galeri](/galeri) [Kontak](/kontak)",
      "[Blog](/blog) [Satu](/blog/1) [Lengkap](https://daycare-cisauk.sch.id/blog/1) [Kategori](/blog/kategori/kegiatan-daycare)",
      "[Feed](/rss.xml) [Kemenkes](https://kemkes.go.id/blog/2) [Surat](mailto:info@contoh.id) [Atas](#judul)",
    ].join("\n\n");
    expect(await linksOf(body)).toEqual([]);
  });

  it("warns about a link to an article that is gone, never refuses it: its words show as plain text until it is fixed", async () => {
    const result = await articleLinkWarnings(
      { articles: [article(9, "Baca [artikel ini](/blog/2)."), article(1, "Isi.")], drafts: [] },
      SITE,
      rendered,
    );
    expect(result).toEqual({
      warnings: [
        {
          file: "src/content/blog/9-a.md",
          field: "isi artikel",
          message: `tautan /blog/2 menuju artikel yang tidak ada lagi (sudah dihapus, atau nomornya salah)${AS_TEXT}: hapus tautannya, atau ganti dengan alamat artikel yang ada`,
        },
      ],
      draftWarnings: [],
    });
  });

  it("names a link to an article that is gone, written short or in full", async () => {
    expect(await linksOf("Baca [artikel ini](/blog/2) dan [itu](https://daycare-cisauk.sch.id/blog/2).")).toEqual([
      expect.stringMatching(/^tautan \/blog\/2 menuju artikel yang tidak ada lagi \(sudah dihapus/),
      expect.stringMatching(/^tautan https:\/\/daycare-cisauk\.sch\.id\/blog\/2 menuju artikel yang tidak ada lagi/),
    ]);
  });

  it("names a link to a draft by the draft's title", async () => {
    expect(await linksOf("[Nanti](/blog/5)", [], [article(5, "Isi.", { title: "Menu Sehat" })])).toEqual([
      `tautan /blog/5 menuju artikel “Menu Sehat”, yang masih draf sehingga belum ada di situs${AS_TEXT}: terbitkan artikel itu, atau hapus tautannya`,
    ]);
  });

  it("keeps a draft's own dead links apart, for the check to mark as a draft's", async () => {
    const { warnings, draftWarnings } = await articleLinkWarnings(
      { articles: [article(1, "Isi.")], drafts: [article(5, "[Lama](/blog/3)")] },
      SITE,
      rendered,
    );
    expect(warnings).toEqual([]);
    expect(draftWarnings).toEqual([
      expect.objectContaining({
        file: "src/content/blog/5-a.md",
        message: expect.stringMatching(/^tautan \/blog\/3 /),
      }),
    ]);
  });

  it("names a page that does not exist, and says the exact address when only a slash or a letter differs", async () => {
    expect(await linksOf("[a](/tentang/) [b](/Kontak) [c](/pendaftaran) [d](/blog/kategori/resep)")).toEqual([
      `tautan /tentang/ menuju halaman yang tidak ada di situs${AS_TEXT}: tulis alamatnya persis /tentang`,
      `tautan /Kontak menuju halaman yang tidak ada di situs${AS_TEXT}: tulis alamatnya persis /kontak`,
      `tautan /pendaftaran menuju halaman yang tidak ada di situs${AS_TEXT}: periksa alamatnya, contoh /tentang atau /blog/1`,
      expect.stringContaining("tautan /blog/kategori/resep menuju kategori yang tidak ada"),
    ]);
  });

  it("reads links as the site renders them: one inside code is no link, a reference-style one is", async () => {
    expect(await linksOf("Tulis `[x](/blog/7)` begini.\n\n[Lihat][r]\n\n[r]: /blog/8")).toEqual([
      expect.stringMatching(/^tautan \/blog\/8 /),
    ]);
  });

  it("checks the project's own articles and finds nothing", async () => {
    const { warnings, draftWarnings } = await articleLinkWarnings(readArticles(), SITE, rendered);
    expect([...warnings, ...draftWarnings]).toEqual([]);
  });
});

describe("deadLink: whether a link of an article leads to no page of the site", () => {
  const site = sitePages(
    { articles: [article(1, "Isi.")], drafts: [article(5, "Isi.", { title: "Menu Sehat" })] },
    SITE,
  );
  const FROM = "/blog/9";

  it.each([
    "/",
    "/kontak",
    "/blog/1",
    "/blog/1#bagian",
    "https://daycare-cisauk.sch.id/blog/1",
    "/blog/kategori/kegiatan-daycare",
    "/rss.xml",
    "1",
    "#judul",
    "https://kemkes.go.id/blog/2",
    "mailto:info@contoh.id",
  ])("finds %j alive, or outside the site", (href) => {
    expect(deadLink(href, FROM, site)).toBeUndefined();
  });

  it.each([
    ["/blog/2", "menuju artikel yang tidak ada lagi"],
    ["https://daycare-cisauk.sch.id/blog/2?utm=wa", "menuju artikel yang tidak ada lagi"],
    ["2", "menuju artikel yang tidak ada lagi"],
    ["/blog/5", "menuju artikel “Menu Sehat”, yang masih draf"],
    ["/blog/halaman/2", "menuju halaman daftar artikel yang tidak ada"],
    ["/blog/kategori/resep", "menuju kategori yang tidak ada"],
    ["/pendaftaran", "menuju halaman yang tidak ada di situs"],
  ])("finds %j dead, and says why", (href, why) => {
    expect(deadLink(href, FROM, site)).toMatch(new RegExp(`^${why}.*${AS_TEXT}: `));
  });
});

describe("withoutDeadLinks: the article's page shows a dead link as its words", () => {
  const site = sitePages({ articles: [article(1, "Isi.")], drafts: [] }, SITE);

  it("drops the <a> of a dead link, keeping its words and their markup, and leaves every other link alone", () => {
    const html = [
      '<p>Baca <a href="/blog/2">cerita <strong>klinik</strong> gigi</a> dan',
      '<a href="https://daycare-cisauk.sch.id/blog/3" target="_blank" rel="noopener noreferrer">yang lain</a>,',
      'lalu <a href="/blog/1">artikel satu</a>, <a href="/tentang#misi">misi kami</a>,',
      '<a href="https://kemkes.go.id/blog/2" target="_blank" rel="noopener noreferrer">Kemenkes</a>',
      'dan <a href="#judul">judul</a>.</p>',
    ].join("\n");
    expect(withoutDeadLinks(html, "/blog/9", site)).toBe(
      [
        "<p>Baca cerita <strong>klinik</strong> gigi dan",
        "yang lain,",
        'lalu <a href="/blog/1">artikel satu</a>, <a href="/tentang#misi">misi kami</a>,',
        '<a href="https://kemkes.go.id/blog/2" target="_blank" rel="noopener noreferrer">Kemenkes</a>',
        'dan <a href="#judul">judul</a>.</p>',
      ].join("\n"),
    );
  });

  it("drops exactly the links the check warns about, read from the text as the site renders it", async () => {
    const body = [
      "[Satu](/blog/1) [Hilang](/blog/2) [Kontak](/kontak) [Salah](/Kontak)",
      "[Tanya?](/blog/2?a=1&b=2) [Kemenkes](https://kemkes.go.id/) `[kode](/blog/7)` [Rujukan][r]",
      "[r]: /blog/kategori/resep",
    ].join("\n\n");
    const { html } = await renderArticle(body);
    const hrefs = (text: string) =>
      [...text.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&#x26;", "&"));
    const kept = hrefs(withoutDeadLinks(html, "/blog/9", site));
    const warned = (await linksOf(body)).map((message) => message.split(" ")[1]);
    expect(warned).toEqual(["/blog/2", "/Kontak", "/blog/2?a=1&b=2", "/blog/kategori/resep"]);
    expect(kept).toEqual(["/blog/1", "/kontak", "https://kemkes.go.id/"]);
    expect(hrefs(html).filter((href) => !kept.includes(href))).toEqual(warned);
  });
});
