import { describe, expect, it } from "vitest";
import { type Article, readArticles } from "./articles.ts";
import { articleLinkProblems } from "./article-links.ts";

const SITE = "https://daycare-cisauk.sch.id";

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
  (await articleLinkProblems({ articles: [article(9, body), ...others], drafts }, SITE)).problems.map(
    (problem) => problem.message,
  );

describe("links between the site's own pages", () => {
  it("accepts links to the six pages, a published article, its category, the blog's pages, the feed and other sites", async () => {
    const body = [
      "[Beranda](/) [Tentang](/tentang#misi) [Program](/program) [Galeri](/galeri) [Kontak](/kontak)",
      "[Blog](/blog) [Satu](/blog/1) [Lengkap](https://daycare-cisauk.sch.id/blog/1) [Kategori](/blog/kategori/kegiatan-daycare)",
      "[Feed](/rss.xml) [Kemenkes](https://kemkes.go.id/blog/2) [Surat](mailto:info@contoh.id) [Atas](#judul)",
    ].join("\n\n");
    expect(await linksOf(body)).toEqual([]);
  });

  it("names a link to an article that is gone, written short or in full", async () => {
    expect(await linksOf("Baca [artikel ini](/blog/2) dan [itu](https://daycare-cisauk.sch.id/blog/2).")).toEqual([
      expect.stringMatching(/^tautan \/blog\/2 menuju artikel yang tidak ada lagi \(sudah dihapus/),
      expect.stringMatching(/^tautan https:\/\/daycare-cisauk\.sch\.id\/blog\/2 menuju artikel yang tidak ada lagi/),
    ]);
  });

  it("names a link to a draft by the draft's title", async () => {
    expect(await linksOf("[Nanti](/blog/5)", [], [article(5, "Isi.", { title: "Menu Sehat" })])).toEqual([
      expect.stringContaining("menuju artikel “Menu Sehat”, yang masih draf"),
    ]);
  });

  it("names a page that does not exist, and says the exact address when only a slash or a letter differs", async () => {
    expect(await linksOf("[a](/tentang/) [b](/Kontak) [c](/pendaftaran) [d](/blog/kategori/resep)")).toEqual([
      "tautan /tentang/ menuju halaman yang tidak ada di situs: tulis alamatnya persis /tentang",
      "tautan /Kontak menuju halaman yang tidak ada di situs: tulis alamatnya persis /kontak",
      expect.stringContaining("tautan /pendaftaran menuju halaman yang tidak ada di situs: periksa alamatnya"),
      expect.stringContaining("tautan /blog/kategori/resep menuju kategori yang tidak ada"),
    ]);
  });

  it("reads links as the site renders them: one inside code is no link, a reference-style one is", async () => {
    expect(await linksOf("Tulis `[x](/blog/7)` begini.\n\n[Lihat][r]\n\n[r]: /blog/8")).toEqual([
      expect.stringMatching(/^tautan \/blog\/8 /),
    ]);
  });

  it("checks the project's own articles and finds nothing", async () => {
    const { problems, draftProblems } = await articleLinkProblems(readArticles(), SITE);
    expect([...problems, ...draftProblems]).toEqual([]);
  });
});
