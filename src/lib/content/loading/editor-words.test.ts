import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { articleTitles, editorWords, fieldInEntryWords, fieldPath, fieldWords } from "./editor-words.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A folder with articles in it, for the titles the editor lists them by. */
function withArticles(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "artikel-"));
  folders.push(root);
  mkdirSync(path.join(root, "src/content/blog"), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, "src/content/blog", name), text);
  return root;
}

const article = (title: string) =>
  `---\nid: 4\ntitle: ${title}\ndate: 2025-10-20\nauthor: Tim\ncategory: Kegiatan\nimage: /blog/a.jpg\n---\n\nIsi.\n`;

describe("editorWords: where a problem is, as the editor names it", () => {
  it("names a top-level field of a data collection by the collection's and the field's labels", () => {
    expect(editorWords("src/content/data/site.yaml", "phone")).toBe("Identitas & Kontak › Nomor WhatsApp dan telepon");
  });

  it("names a field of a group through the group's label", () => {
    expect(editorWords("src/content/data/site.yaml", "address.postalCode")).toBe(
      "Identitas & Kontak › Alamat › Kode pos",
    );
    expect(editorWords("src/content/data/home.yaml", "hero.badge.title")).toBe(
      "Beranda › Bagian pembuka › Lencana › Judul lencana",
    );
  });

  it("names an entry of a list by its position, as the editor names one entry", () => {
    expect(editorWords("src/content/data/faq.yaml", "item ke-3: answer")).toBe(
      "Tanya jawab (FAQ) › Pertanyaan ke-3 › Jawaban",
    );
    expect(editorWords("src/content/data/team.yaml", "item ke-2")).toBe("Tim › Anggota tim ke-2");
    expect(editorWords("src/content/data/home.yaml", "hero.facts[1]")).toBe(
      "Beranda › Bagian pembuka › Fakta singkat › Fakta ke-2",
    );
    // A list whose entries have its own name is said once.
    expect(editorWords("src/content/data/gallery.yaml", "item ke-2: images[3]")).toBe(
      "Galeri › Kelompok foto ke-2 › Foto ke-4",
    );
  });

  it("names the collection alone for a problem with the whole file", () => {
    expect(editorWords("src/content/data/faq.yaml", "(isi berkas)")).toBe("Tanya jawab (FAQ)");
    expect(editorWords("src/content/data/site.yaml", "(berkas)")).toBe("Identitas & Kontak");
  });

  it("finds a field a YAML mistake names by its key alone, when the key means one field", () => {
    expect(editorWords("src/content/data/site.yaml", "street")).toBe("Identitas & Kontak › Alamat › Jalan atau desa");
    // `title` is a dozen fields of the home page: its name is all that can be said.
    expect(editorWords("src/content/data/home.yaml", "title")).toBe("Beranda › title");
  });

  it("names an article by its title as the editor lists it, then the field's label", () => {
    const root = withArticles({ "4-menanam.md": article("Belajar Menanam Sayur") });
    const titles = articleTitles(root);
    expect(editorWords("src/content/blog/4-menanam.md", "image", titles)).toBe(
      "Artikel “Belajar Menanam Sayur” › Foto utama",
    );
    expect(editorWords("src/content/blog/4-menanam.md", "isi artikel", titles)).toBe(
      "Artikel “Belajar Menanam Sayur” › Isi artikel",
    );
    expect(editorWords("src/content/blog/4-menanam.md", "front matter", titles)).toBe(
      "Artikel “Belajar Menanam Sayur” › Bagian atas",
    );
  });

  it("names an article by its file when its title cannot be read, and shortens a long title", () => {
    const root = withArticles({
      "5-rusak.md": article("Kegiatan: Posyandu"),
      "6-panjang.md": article("Catatan Kegiatan ".repeat(9).trim()),
    });
    const titles = articleTitles(root);
    expect(editorWords("src/content/blog/5-rusak.md", "title", titles)).toBe("Artikel 5-rusak.md › Judul");
    expect(editorWords("src/content/blog/7-hilang.md", "id", titles)).toBe("Artikel 7-hilang.md › Nomor artikel");
    expect(editorWords("src/content/blog/6-panjang.md", "date", titles)).toBe(
      "Artikel “Catatan Kegiatan Catatan Kegiatan Catatan Kegiatan Catatan…” › Tanggal",
    );
    expect(editorWords("src/content/blog/21-kegiatan.md.txt", "nama berkas", titles)).toBe(
      "Artikel › berkas 21-kegiatan.md.txt",
    );
  });

  it("keeps the name of a field the schema does not know", () => {
    expect(editorWords("src/content/data/site.yaml", "phon")).toBe("Identitas & Kontak › phon");
    expect(editorWords("src/content/data/site.yaml", "address.kodepos")).toBe("Identitas & Kontak › Alamat › kodepos");
    expect(editorWords("src/content/blog/4-menanam.md", "titel")).toBe("Artikel 4-menanam.md › titel");
    expect(editorWords("src/content/data/site.yaml", "bukan nama!")).toBe("Identitas & Kontak › bukan nama!");
  });

  it.each(["constructor", "__proto__", "toString"])("keeps the name of a field %s, which every object has", (key) => {
    expect(editorWords("src/content/blog/4-menanam.md", key)).toBe(`Artikel 4-menanam.md › ${key}`);
    expect(editorWords("src/content/data/site.yaml", key)).toBe(`Identitas & Kontak › ${key}`);
    expect(editorWords("src/content/data/site.yaml", `address.${key}`)).toBe(`Identitas & Kontak › Alamat › ${key}`);
    expect(editorWords("src/content/data/faq.yaml", `item ke-2: ${key}`)).toBe(
      `Tanya jawab (FAQ) › Pertanyaan ke-2 › ${key}`,
    );
  });

  it("names a setting of the build environment by its variable, and says where a field's value came from", () => {
    expect(editorWords("(variabel lingkungan)", "CMS_GITHUB_REPO")).toBe("Variabel lingkungan CMS_GITHUB_REPO");
    expect(editorWords("src/content/data/site.yaml", "siteUrl (variabel lingkungan SITE_URL)")).toBe(
      "Identitas & Kontak › Alamat situs (variabel lingkungan SITE_URL)",
    );
  });

  it("names what is no collection's by itself: a picture, a stray file, the layout's logo", () => {
    expect(editorWords("src/content/images/galeri/foto-1.jpg", "gambar")).toBe("Gambar galeri/foto-1.jpg");
    expect(editorWords("src/content/data/catatan.yaml", "(berkas)")).toBe("Berkas catatan.yaml");
    expect(editorWords("src/layouts/page-layout.astro", "logo")).toBe("logo");
  });
});

describe("fieldPath: how the code that finds problems spells a field", () => {
  it("reads keys, list positions and a list file's entries", () => {
    expect(fieldPath("phone")).toEqual(["phone"]);
    expect(fieldPath("hero.facts[1]")).toEqual(["hero", "facts", 1]);
    expect(fieldPath("item ke-3: answer")).toEqual([2, "answer"]);
    expect(fieldPath("item ke-2: images[3]")).toEqual([1, "images", 3]);
    expect(fieldPath("item ke-2")).toEqual([1]);
    expect(fieldPath("(isi berkas)")).toEqual([]);
    expect(fieldPath("item ke-0")).toBeUndefined();
    expect(fieldPath("siteUrl (variabel lingkungan SITE_URL)")).toBeUndefined();
  });
});

describe("fieldWords", () => {
  it("names a field of a collection without the collection", () => {
    expect(fieldWords("site", "location.latitude")).toBe("Titik lokasi di peta › Garis lintang (latitude)");
  });
});

describe("fieldInEntryWords: a field inside the entry a page already names", () => {
  it("names the field alone, for a section, a list entry and an article", () => {
    expect(fieldInEntryWords("src/content/data/site.yaml", "phone")).toBe("Nomor WhatsApp dan telepon");
    expect(fieldInEntryWords("src/content/data/faq.yaml", "item ke-3: answer")).toBe("Pertanyaan ke-3 › Jawaban");
    expect(fieldInEntryWords("src/content/blog/1-posyandu.md", "image")).toBe("Foto utama");
    expect(fieldInEntryWords("src/content/blog/1-posyandu.md", "isi artikel")).toBe("Isi artikel");
  });

  it("names a mistake of the whole file, and keeps what is no entry's field named in full", () => {
    expect(fieldInEntryWords("src/content/data/site.yaml", "(isi berkas)")).toBe("Seluruh isi");
    expect(fieldInEntryWords("src/content/images/galeri/foto-1.jpg", "gambar")).toBe("Gambar galeri/foto-1.jpg");
  });
});
