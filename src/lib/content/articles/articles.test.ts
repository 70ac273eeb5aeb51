import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ARTICLES_DIR, readArticles } from "./articles.ts";

const good = (fields: Record<string, string> = {}, body = "Isi artikel yang cukup panjang.") => {
  const front = {
    id: "4",
    title: "Judul Artikel",
    date: "2025-10-20",
    author: "Tim Daycare",
    category: "Kegiatan Daycare",
    image: "blog/posyandu.svg",
    ...fields,
  };
  const lines = Object.entries(front)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
};

/** A folder of article files, as staff would leave it. */
function folder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "articles-"));
  mkdirSync(path.join(root, ARTICLES_DIR), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, ARTICLES_DIR, name), text);
  return root;
}

const problemsOf = (files: Record<string, string>) =>
  readArticles(folder(files)).problems.map(({ file, field, message }) => `${path.basename(file)} ${field}: ${message}`);

describe("readArticles", () => {
  it("reads the project's three articles, newest first, each with a heading, a list and a link", () => {
    const { articles, problems, drafts } = readArticles();
    expect(problems).toEqual([]);
    expect(drafts).toEqual([]);
    expect(articles.map((article) => [article.id, article.category])).toEqual([
      [1, "Kesehatan Anak"],
      [2, "Aktivitas"],
      [3, "Kegiatan Daycare"],
    ]);
    for (const article of articles) {
      expect(article.body).toMatch(/^##+ /m);
      expect(article.body).toMatch(/^(-|\*|\d+\.) /m);
      expect(article.body).toMatch(/\]\(https:\/\//);
    }
  });

  it("picks up a new file with no other change", () => {
    const { articles } = readArticles(folder({ "4-baru.md": good() }));
    expect(articles).toMatchObject([{ id: 4, title: "Judul Artikel", date: "2025-10-20" }]);
  });

  it("names the file and the missing field", () => {
    expect(problemsOf({ "4-baru.md": good({ author: "" }) })).toEqual([
      "4-baru.md author: nama penulis harus diisi dengan teks",
    ]);
  });

  it("names a date written in words instead of as an ISO date", () => {
    expect(problemsOf({ "4-baru.md": good({ date: "19 September 2025" }) })).toEqual([
      "4-baru.md date: harus berupa tanggal seperti 2025-09-19 (tahun-bulan-tanggal)",
    ]);
  });

  it("names a date that is not in the calendar", () => {
    expect(problemsOf({ "4-baru.md": good({ date: "2025-02-30" }) })).toEqual([
      "4-baru.md date: bukan tanggal yang ada di kalender, contoh yang benar: 2025-09-19",
    ]);
  });

  it.each(["abc", "1.5", "-2", "0"])("names a non-integer or non-positive id %j", (id) => {
    expect(problemsOf({ "4-baru.md": good({ id }) })).toEqual([
      "4-baru.md id: harus berupa angka bulat positif, contoh: 4",
    ]);
  });

  it("names a duplicate id by the title of the article that has it, and the number that is free", () => {
    expect(problemsOf({ "4-a.md": good(), "4-b.md": good({ title: "Lain" }) })).toEqual([
      `4-b.md id: 4 sudah dipakai oleh artikel “Judul Artikel”; setiap artikel perlu nomor sendiri. Nomor yang masih kosong: 5`,
    ]);
  });

  it("tells the newer article of two with one number to change it, never the one online under it", () => {
    expect(
      problemsOf({
        "4-baru.md": good({ title: "Baru", date: "2025-12-20" }),
        "4-lama.md": good({ date: "2025-01-02" }),
      }),
    ).toEqual([expect.stringMatching(/^4-baru\.md id: 4 sudah dipakai oleh artikel .*Nomor yang masih kosong: 5$/)]);
  });

  it("refuses the id and the category names whose addresses are the blog's not-found pages", () => {
    expect(
      problemsOf({ "404-a.md": good({ id: "404" }), "5-b.md": good({ id: "5", category: "Halaman 404" }) }),
    ).toEqual([
      "404-a.md id: 404 tidak bisa dipakai: alamat /blog/404 adalah halaman 'tidak ditemukan'. Pakai nomor berikutnya setelah id artikel terakhir",
      "5-b.md category: tidak bisa dipakai: alamat kategori ini sama dengan halaman 'tidak ditemukan'. Tulis nama kategori dengan kata, contoh: Kesehatan Anak",
    ]);
  });

  it("names a file without front matter, and one with an empty body", () => {
    expect(problemsOf({ "a.md": "Hanya teks.", "b.md": good({}, "") })).toEqual([
      "a.md front matter: tidak ditemukan: berkas artikel harus diawali baris --- berisi id, title, date, author, category, image, lalu --- lagi",
      "b.md isi artikel: kosong: tulis isi artikel di bawah baris --- kedua",
    ]);
  });

  it("refuses a picture inside the text, which the site cannot show, naming its line", () => {
    const problems = readArticles(
      folder({
        "4-a.md": good({}, "Paragraf pertama.\n\n![Anak-anak menanam](/blog/tanam.jpg)\n"),
        "5-b.md": good({ id: "5" }, "Teks.\n\n- ![x](/blog/x.jpg)\n"),
      }),
    ).problems;
    expect(problems.map((problem) => [problem.file.split("/").pop(), problem.field, problem.line])).toEqual([
      ["4-a.md", "isi artikel", 12],
      ["5-b.md", "isi artikel", 12],
    ]);
    expect(problems[0]!.message).toMatch(/^memuat gambar, .* pakai 'Foto utama'/);
  });

  it("lists every problem of every file at once", () => {
    expect(
      problemsOf({ "a.md": good({ id: "x", date: "kemarin" }), "b.md": good({ id: "5", category: "" }) }),
    ).toHaveLength(3);
  });

  it("leaves drafts out of the published list", () => {
    const { articles, problems } = readArticles(folder({ "4.md": good({ draft: "true" }), "5.md": good({ id: "5" }) }));
    expect(problems).toEqual([]);
    expect(articles.map((article) => article.id)).toEqual([5]);
  });

  it("reads an article whose file name ends in upper case .MD", () => {
    expect(readArticles(folder({ "4-kegiatan.MD": good() })).articles.map((article) => article.id)).toEqual([4]);
  });

  it("reports files in the folder that are not articles, instead of ignoring them", () => {
    expect(problemsOf({ "5-kegiatan.md.txt": good(), "foto.jpg": "x", ".gitkeep": "" })).toEqual([
      "5-kegiatan.md.txt nama berkas: bukan artikel: hanya berkas berakhiran .md yang dibaca. Ganti namanya menjadi 5-kegiatan.md, atau hapus berkas ini",
      "foto.jpg nama berkas: adalah gambar, bukan artikel: simpan gambar artikel di src/content/images/blog/ lalu tulis namanya di bagian image",
    ]);
  });

  it("gives the line of the file with each field's mistake", () => {
    const { problems } = readArticles(folder({ "4.md": good({ date: "kemarin" }) }));
    expect(problems).toEqual([expect.objectContaining({ field: "date", line: 4 })]);
  });

  it("names a field it does not know, such as a misspelt one, on its line", () => {
    const { problems } = readArticles(folder({ "4.md": good({ titel: "Judul" }) }));
    expect(problems).toContainEqual(
      expect.objectContaining({ field: "titel", line: 8, message: expect.stringMatching(/^tidak dikenal/) }),
    );
  });

  it("drops invisible control characters from the title", () => {
    expect(readArticles(folder({ "4.md": good({ title: "Judul\u0000 Artikel" }) })).articles[0]!.title).toBe(
      "Judul Artikel",
    );
  });

  it.each([
    ["blog/IMG_1234.JPG", "blog/IMG_1234.JPG"],
    ["/blog/foto.jpg", "blog/foto.jpg"],
  ])("accepts the picture name %j as %j", (image, name) => {
    expect(readArticles(folder({ "4.md": good({ image }) })).articles[0]!.image).toBe(name);
  });

  it.each([
    ["blog/foto.heic", "simpan foto sebagai JPG"],
    ["blog/foto.gif", "berformat .gif yang tidak didukung"],
    ["blog/foto", "harus ditulis lengkap dengan akhiran nama berkasnya, contoh: blog/foto.jpg"],
    ["../rahasia.jpg", "hanya boleh berisi huruf, angka"],
  ])("says why the picture name %j cannot be used", (image, reason) => {
    expect(problemsOf({ "4.md": good({ image }) })).toEqual([expect.stringContaining(reason)]);
  });

  it("keeps a draft's mistakes apart: they do not stop the build", () => {
    const collection = readArticles(
      folder({ "4.md": good({ draft: "true", date: "kemarin" }), "5.md": good({ id: "5" }) }),
    );
    expect(collection.problems).toEqual([]);
    expect(collection.draftProblems).toEqual([
      expect.objectContaining({ field: "date", message: expect.stringMatching(/\(artikel ini masih draf\)$/) }),
    ]);
  });

  it("lets a published article keep its id when a draft has the same one", () => {
    const collection = readArticles(folder({ "4-a.md": good({ draft: "true" }), "4-b.md": good({ title: "Terbit" }) }));
    expect(collection.articles.map((article) => article.title)).toEqual(["Terbit"]);
    expect(collection.problems).toEqual([]);
    expect(collection.draftProblems).toEqual([
      expect.objectContaining({ file: `${ARTICLES_DIR}/4-a.md`, field: "id" }),
    ]);
  });
});
