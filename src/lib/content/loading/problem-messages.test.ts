import { describe, expect, it } from "vitest";
import type { ContentProblem } from "../content-problem.ts";
import { formatProblems, formatWarnings, problemAnnotations } from "./problem-messages.ts";

const phone: ContentProblem = {
  file: "src/content/data/site.yaml",
  field: "phone",
  line: 6,
  message: "harus berupa nomor Indonesia",
};
const answer: ContentProblem = {
  file: "src/content/data/faq.yaml",
  field: "item ke-3: answer",
  message: "jawaban tidak boleh kosong: tulis teksnya",
};
const setting: ContentProblem = {
  file: "(variabel lingkungan)",
  field: "CMS_GITHUB_REPO",
  message: "harus berupa pemilik/nama repositori GitHub",
};

describe("formatProblems", () => {
  it("leads each problem with the editor's words; the file and line follow for the maintainer", () => {
    expect(formatProblems([phone, answer, setting])).toBe(
      "Konten tidak valid (3 masalah), build dihentikan:\n" +
        "  - Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia (berkas src/content/data/site.yaml, baris 6)\n" +
        "  - Tanya jawab (FAQ) › Pertanyaan ke-3 › Jawaban: jawaban tidak boleh kosong: tulis teksnya (berkas src/content/data/faq.yaml)\n" +
        "  - Variabel lingkungan CMS_GITHUB_REPO: harus berupa pemilik/nama repositori GitHub",
    );
  });

  it("names an article by the title it has in the editor's list", () => {
    expect(
      formatProblems([
        { file: "src/content/blog/1-posyandu.md", field: "date", line: 4, message: "harus berupa tanggal" },
      ]),
    ).toContain("  - Artikel “Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh…” › Tanggal: harus berupa tanggal");
  });
});

describe("formatWarnings", () => {
  it("says a warning the same way", () => {
    expect(formatWarnings([{ file: "src/content/images/foto.jpg", field: "gambar", message: "tidak dipakai" }])).toBe(
      "Perlu diperhatikan (1), tidak menghentikan build:\n  - Gambar foto.jpg: tidak dipakai (berkas src/content/images/foto.jpg)",
    );
  });
});

describe("problemAnnotations", () => {
  it("keeps the file and line as the annotation's own, so GitHub marks the line; the message is in the editor's words", () => {
    expect(problemAnnotations([phone, answer, setting]).split("\n")).toEqual([
      "::error file=src/content/data/site.yaml,line=6,title=Konten tidak valid::Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia",
      "::error file=src/content/data/faq.yaml,title=Konten tidak valid::Tanya jawab (FAQ) › Pertanyaan ke-3 › Jawaban: jawaban tidak boleh kosong: tulis teksnya",
      // No file to mark: a setting of the build environment.
      "::error title=Konten tidak valid::Variabel lingkungan CMS_GITHUB_REPO: harus berupa pemilik/nama repositori GitHub",
    ]);
  });

  it("escapes what would end the workflow command", () => {
    expect(problemAnnotations([{ ...phone, file: "a,b:c.yaml", message: "50%\nlagi" }])).toBe(
      "::error file=a%2Cb%3Ac.yaml,line=6,title=Konten tidak valid::phone: 50%25%0Alagi",
    );
  });
});

describe("a value that holds a line break or a control character", () => {
  // What a staff account can write through GitHub's API, past the editor: a value that, printed raw,
  // would start a line GitHub's runner reads as a command, and a terminal escape sequence.
  const hostile = {
    file: "src/content/data/team.yaml",
    field: "item ke-1: image",
    line: 3,
    message:
      'gambar "/tim/a.jpg\n::error title=Uji situs gagal::Kirim kode Anda ke 0812\n::stop-commands::zz\r\n\u001b[2J" tidak ada',
  };

  it("is printed on one line: no line of the check's text starts a workflow command", () => {
    for (const text of [formatProblems([hostile]), formatWarnings([hostile])]) {
      const lines = text.split("\n");
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).not.toMatch(/^\s*::/);
      expect(lines[1]).toContain(
        "/tim/a.jpg ⏎ ::error title=Uji situs gagal::Kirim kode Anda ke 0812 ⏎ ::stop-commands::zz ⏎ �[2J",
      );
    }
  });

  it("stays one annotation, its line breaks escaped", () => {
    const annotations = problemAnnotations([hostile]).split("\n");
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatch(
      /^::error file=src\/content\/data\/team\.yaml,line=3,title=Konten tidak valid::.*%0A::error title=Uji situs gagal::/,
    );
  });
});
