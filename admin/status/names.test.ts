import { describe, expect, it } from "vitest";
import { editorConfig } from "../../tooling/editor/editor-config.ts";
import {
  type ArticleFacts,
  articleFacts,
  type ChangedFile,
  editorAddress,
  entryNameOf,
  saveName,
  sectionPages,
} from "./names.ts";
import { editorNames } from "./undo.ts";

/** The editor's own configuration, as the build writes it to /admin/config.json. */
const config = JSON.parse(
  JSON.stringify(
    editorConfig({ repo: "daycare/situs", branch: "main", siteUrl: "https://contoh.id" }, { nextArticleId: 5 }),
  ),
) as unknown;
const names = editorNames(config);
const pages = sectionPages(config);

const SITE = "src/content/data/site.yaml";
const FAQ = "src/content/data/faq.yaml";
const CHAT = "src/content/data/chat.yaml";
const ARTICLE = "src/content/blog/4-belajar-menanam-sayur-di-halaman.md";
const PHOTO = "src/content/images/blog/menanam.webp";

const file = (filename: string, status = "modified"): ChangedFile => ({ filename, status });
const name = (files: ChangedFile[], articles: Record<string, ArticleFacts> = {}, undo = false) =>
  saveName(files, names, pages, new Map(Object.entries(articles)), undo);

describe("a save named from what it changed, as the editor names it", () => {
  it("names a section by its menu name, and the page that shows it", () => {
    expect(name([file(SITE)])).toEqual({ what: "Identitas & Kontak diubah", page: "/kontak" });
    expect(name([file(FAQ)])).toEqual({ what: "Tanya jawab (FAQ) diubah", page: "/kontak" });
    expect(name([file("src/content/data/gallery.yaml")])).toEqual({ what: "Galeri diubah", page: "/galeri" });
    // The WhatsApp message shows on no page of its own.
    expect(name([file(CHAT)])).toEqual({ what: "Pesan WhatsApp diubah" });
  });

  it("names an article by its title, with its address; a deleted one, or a draft, has no page", () => {
    const facts = { [ARTICLE]: { title: "Belajar Menanam Sayur di Halaman", id: 4 } };
    expect(name([file(ARTICLE, "added"), file(PHOTO, "added")], facts)).toEqual({
      what: "Artikel “Belajar Menanam Sayur di Halaman” ditambahkan, foto diunggah",
      page: "/blog/4",
    });
    expect(name([file(ARTICLE, "removed")], facts)).toEqual({
      what: "Artikel “Belajar Menanam Sayur di Halaman” dihapus",
    });
    expect(name([file(ARTICLE)], { [ARTICLE]: { ...facts[ARTICLE], draft: true } })).toEqual({
      what: "Artikel “Belajar Menanam Sayur di Halaman” diubah",
    });
  });

  it("falls back to the article's file name, and its number, when its front matter could not be read", () => {
    expect(name([file(ARTICLE, "added")])).toEqual({
      what: "Artikel “4-belajar-menanam-sayur-di-halaman” ditambahkan",
      page: "/blog/4",
    });
  });

  it("names photos alone, and counts them", () => {
    expect(name([file(PHOTO, "added")])).toEqual({ what: "Foto diunggah" });
    expect(name([file(PHOTO, "removed"), file("src/content/images/galeri/b.webp", "removed")])).toEqual({
      what: "2 foto dihapus",
    });
  });

  it("names several sections at once, and counts past three", () => {
    expect(name([file(SITE), file(FAQ)])).toEqual({
      what: "Identitas & Kontak dan Tanya jawab (FAQ) diubah",
      page: "/kontak",
    });
    const many = ["site", "home", "about", "faq", "team"].map((each) => file(`src/content/data/${each}.yaml`));
    expect(name(many)?.what).toBe("Identitas & Kontak, Beranda, dan 3 lainnya diubah");
  });

  it("says what an undo did, as its confirmation did", () => {
    const facts = { [ARTICLE]: { title: "Belajar Menanam Sayur di Halaman", id: 4 } };
    expect(name([file(SITE)], {}, true)).toEqual({
      what: "Pembatalan: Identitas & Kontak dikembalikan seperti sebelumnya",
      page: "/kontak",
    });
    expect(name([file(ARTICLE, "added")], facts, true)).toEqual({
      what: "Pembatalan: Artikel “Belajar Menanam Sayur di Halaman” dikembalikan",
      page: "/blog/4",
    });
    expect(name([file(ARTICLE, "removed")], facts, true)?.what).toBe(
      "Pembatalan: Artikel “Belajar Menanam Sayur di Halaman” dihapus lagi",
    );
  });

  it("leaves a save that changed anything the editor does not to its own message", () => {
    expect(name([file("README.md")])).toBeUndefined();
    expect(name([file(SITE), file(".github/workflows/terbitkan.yml")])).toBeUndefined();
    expect(name([])).toBeUndefined();
  });

  // Every object has these: a file so named is no section of the editor's, and has no page.
  it.each(["constructor", "__proto__", "toString"])("leaves a save of a file named %s to its own message", (path) => {
    expect(name([file(path)])).toBeUndefined();
    expect(name([file(path, "added")])).toBeUndefined();
  });
});

describe("an entry kept back or warned of, by its file", () => {
  it("is named as the editor's menu names it: a section by its name, an article by its title or its file's name", () => {
    expect(entryNameOf(SITE, names)).toBe("Identitas & Kontak");
    expect(entryNameOf(ARTICLE, names, { title: "Belajar Menanam Sayur di Halaman" })).toBe(
      "Artikel “Belajar Menanam Sayur di Halaman”",
    );
    expect(entryNameOf(ARTICLE, names)).toBe("Artikel “4-belajar-menanam-sayur-di-halaman”");
  });
});

describe("where the editor opens an entry", () => {
  const entries = editorNames(config);

  it("opens a section as its menu does, an article by its file's name, and nothing else", () => {
    expect(editorAddress(SITE, entries)).toBe("/admin/#/collections/_singletons/entries/site");
    expect(editorAddress(FAQ, entries)).toBe("/admin/#/collections/_singletons/entries/faq");
    expect(editorAddress(ARTICLE, entries)).toBe(
      "/admin/#/collections/articles/entries/4-belajar-menanam-sayur-di-halaman",
    );
    for (const path of [
      PHOTO,
      "src/content/blog/lama/1-a.md",
      "src/content/blog/catatan.txt",
      "package.json",
      "constructor",
    ])
      expect(editorAddress(path, entries), path).toBeUndefined();
  });
});

describe("an article's front matter", () => {
  it("gives its title, number and draft switch", () => {
    expect(articleFacts('---\nid: 4\ntitle: "Belajar: Menanam"\ndraft: true\n---\n\nIsi\n')).toEqual({
      title: "Belajar: Menanam",
      id: 4,
      draft: true,
    });
    expect(articleFacts("---\nid: 12\ntitle: Kunjungan\ndate: 2025-10-20\n---\n")).toEqual({
      title: "Kunjungan",
      id: 12,
    });
    expect(articleFacts("no front matter")).toEqual({});
  });
});
