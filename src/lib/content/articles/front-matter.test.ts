import { describe, expect, it } from "vitest";
import { articleFieldLabels } from "../schemas.ts";
import { readFrontMatter } from "./front-matter.ts";

/** An article file whose front matter holds `lines`: line 1 is `---`, so the first field is on line 2. */
const file = (lines: string) => `---\n${lines}\n---\n\nIsi artikel.\n`;
const problemsOf = (source: string) => readFrontMatter(source, articleFieldLabels).problems;

describe("readFrontMatter", () => {
  it("reads the fields, the line of each, and the body", () => {
    const front = readFrontMatter(file("id: 4\ntitle: Judul\ndate: 2025-10-20"));
    expect(front.problems).toEqual([]);
    expect(front.data).toEqual({ id: 4, title: "Judul", date: "2025-10-20" });
    expect(Object.fromEntries(front.fieldLines)).toEqual({ id: 2, title: 3, date: 4 });
    expect(front.body.trim()).toBe("Isi artikel.");
  });

  it("accepts a byte order mark and Windows line endings as if they were not there", () => {
    const front = readFrontMatter(`\uFEFF${file("id: 4\ntitle: Judul").replaceAll("\n", "\r\n")}`);
    expect(front.problems).toEqual([]);
    expect(front.data).toEqual({ id: 4, title: "Judul" });
    expect(front.fieldLines.get("title")).toBe(3);
  });

  it("asks for quotes around a title with a colon, on the title's line of the file", () => {
    expect(problemsOf(file("id: 4\ntitle: Kegiatan: Posyandu\ndate: 2025-10-20"))).toEqual([
      {
        field: "title",
        line: 3,
        message:
          'memakai titik dua (:) tanpa tanda kutip: beri tanda kutip di sekitar judul yang memakai titik dua, contoh: title: "Kegiatan: Posyandu"',
      },
    ]);
  });

  it("suggests single quotes when the title itself holds double quotes", () => {
    expect(problemsOf(file('title: Kata "Bunda": Cerita'))[0]!.message).toContain(
      `contoh: title: 'Kata "Bunda": Cerita'`,
    );
  });

  it("names a tab used to indent a line", () => {
    expect(problemsOf(file("id: 4\n\ttitle: Judul"))).toEqual([
      { field: "title", line: 3, message: expect.stringMatching(/^diawali tombol Tab: hapus Tab/) },
    ]);
  });

  it("names the indented line itself, not the line above it", () => {
    expect(problemsOf(file("id: 4\n  title: Judul"))).toEqual([
      { field: "title", line: 3, message: expect.stringMatching(/^diawali spasi: hapus spasi/) },
    ]);
  });

  it("names the line of a quote that is never closed, though the parser notices it later", () => {
    expect(problemsOf(file('id: 4\ntitle: "Judul\nauthor: Tim'))).toEqual([
      { field: "title", line: 3, message: 'tanda kutip tidak ditutup: tambahkan " di akhir judul' },
    ]);
  });

  it("names a field written twice", () => {
    expect(problemsOf(file("id: 4\nid: 5"))).toEqual([
      { field: "id", line: 3, message: "ditulis dua kali: hapus salah satu baris 'id'" },
    ]);
  });

  it.each([
    ["author: @budi", "@"],
    ["title: *Penting* untuk orang tua", "*"],
    ["title: - satu", "-"],
  ])("asks for quotes around a value that starts with a character YAML reserves: %s", (line, character) => {
    expect(problemsOf(file(line))).toEqual([
      {
        field: line.split(":")[0],
        line: 2,
        message: expect.stringContaining(`diawali tanda ${character} yang punya arti khusus: beri tanda kutip`),
      },
    ]);
  });

  it("explains why a hashtag title came out empty", () => {
    expect(problemsOf(file("title: #DaycareMuslim"))).toEqual([
      {
        field: "title",
        line: 2,
        message: expect.stringMatching(/^diawali tanda # sehingga dibaca sebagai catatan.*title: "#DaycareMuslim"$/),
      },
    ]);
  });

  // A key with no label (a typo, or a word every object has) is named as written, never by what objects inherit.
  it.each(["constructor", "__proto__", "toString"])("names a field %s by its own name in every explanation", (key) => {
    const messages = [`${key}: "Judul`, `${key}: Kegiatan: Posyandu`, `${key}: #DaycareMuslim`, `${key}: *penting`].map(
      (line) => problemsOf(file(line)).map((problem) => problem.message),
    );
    expect(messages).toEqual([
      [`tanda kutip tidak ditutup: tambahkan " di akhir ${key}`],
      [
        `memakai titik dua (:) tanpa tanda kutip: beri tanda kutip di sekitar ${key} yang memakai titik dua, contoh: ${key}: "Kegiatan: Posyandu"`,
      ],
      [
        `diawali tanda # sehingga dibaca sebagai catatan dan ${key} menjadi kosong: beri tanda kutip, contoh: ${key}: "#DaycareMuslim"`,
      ],
      [`diawali tanda * yang punya arti khusus: beri tanda kutip di sekitar ${key}, contoh: ${key}: "*penting"`],
    ]);
  });

  it("names a line that is not 'name: value'", () => {
    expect(problemsOf(file("id: 4\nsekadar teks"))).toEqual([
      { field: "front matter", line: 3, message: expect.stringMatching(/^bukan baris 'nama: isi'/) },
    ]);
  });

  it("says where the front matter is missing or not closed", () => {
    expect(problemsOf("\n\nHanya teks.")).toEqual([
      { field: "front matter", line: 3, message: expect.stringMatching(/^tidak ditemukan/) },
    ]);
    expect(problemsOf("---\nid: 4\n\nIsi.")).toEqual([
      { field: "front matter", line: 1, message: expect.stringMatching(/^tidak ditutup/) },
    ]);
  });

  it("never speaks English, whatever the mistake", () => {
    const mistakes = [
      "title: [a",
      "title: {a",
      "title: 'a",
      "id: 4\n id: 5\n  x",
      "? a\n: b",
      "a: b: c: d",
      "title: !tag x",
      "title: |\n x\n y: z",
    ];
    for (const lines of mistakes) {
      for (const problem of problemsOf(file(lines)))
        expect(problem.message, lines).not.toMatch(/\b(the|at line|allowed|must|Unexpected)\b/i);
    }
  });
});
