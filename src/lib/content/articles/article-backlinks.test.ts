import { describe, expect, it } from "vitest";
import type { Article } from "./articles.ts";
import { entryName, linkingArticles } from "./article-backlinks.ts";
import { renderArticle } from "./markdown.ts";

const SITE = "https://daycare-cisauk.sch.id";
/** Each article rendered by the site's pipeline, as the one reading of the content renders it. */
const rendered = (article: Article) => renderArticle(article.body);

/** An article as the editor's table reads it; only what the links need. */
const article = (id: number, body: string, file = `src/content/blog/${id}-a.md`): Article =>
  ({ id, title: `Artikel ${id}`, category: "Kegiatan Daycare", date: "2025-10-08", body, file }) as Article;

describe("the articles that link to each article", () => {
  it("names, by the article's entry, every other published article whose text links to it", async () => {
    const articles = [
      article(4, "Lihat [posyandu](/blog/1) dan [gigi](/blog/2)."),
      article(3, "Lengkapnya [di sini](https://daycare-cisauk.sch.id/blog/1#jadwal), juga [di sana](/blog/1)."),
      article(2, "Tanpa tautan ke artikel lain: [Kontak](/kontak), [Kemenkes](https://kemkes.go.id/blog/1)."),
      article(1, "Tautan ke [dirinya](/blog/1) dan ke [judulnya](#judul).", "src/content/blog/1-posyandu.md"),
    ];
    expect(await linkingArticles(articles, SITE, rendered)).toEqual({
      "1-posyandu": ["Artikel 4", "Artikel 3"],
      "2-a": ["Artikel 4"],
    });
  });

  it("reads links as the site publishes them: none inside code, reference-style and relative ones counted", async () => {
    const articles = [
      article(5, "`[bukan tautan](/blog/1)`\n\n```\n[juga bukan](/blog/2)\n```"),
      article(6, "Baca [artikel itu][satu].\n\n[satu]: /blog/3"),
      article(7, "Baca [artikel dua](2) dan [yang keempat](./4)."),
      article(1, "Isi."),
      article(2, "Isi."),
      article(3, "Isi."),
      article(4, "Isi."),
    ];
    expect(await linkingArticles(articles, SITE, rendered)).toEqual({
      "2-a": ["Artikel 7"],
      "3-a": ["Artikel 6"],
      "4-a": ["Artikel 7"],
    });
  });

  it("names a link to an address that is not exactly the article's page by no article", async () => {
    const body = "[Garis miring](/blog/1/) [Huruf](/Blog/1) [Situs lain](https://contoh.id/blog/1)";
    expect(await linkingArticles([article(9, body), article(1, "Isi.")], SITE, rendered)).toEqual({});
  });

  it("names an article as the editor's address does: its file's name without .md", () => {
    expect(entryName({ file: "src/content/blog/2-klinik-gigi.md" })).toBe("2-klinik-gigi");
    expect(entryName({ file: "src/content/blog/Kunjungan.MD" })).toBe("Kunjungan");
  });
});
