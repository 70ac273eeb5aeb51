import { readFileSync } from "node:fs";
import { MessageFormat } from "messageformat";
import { describe, expect, it } from "vitest";
import { ENGLISH, INDONESIAN, type Messages, translationProblems } from "./translation.ts";

const english = JSON.parse(readFileSync(ENGLISH, "utf8")) as Messages;
const indonesian = JSON.parse(readFileSync(INDONESIAN, "utf8")) as Messages;
/** A copy of the translation to break, one way per test. */
const copy = () => structuredClone(indonesian) as Record<string, Messages>;

describe("the editor's Indonesian", () => {
  it("translates every string of the installed editor, placeholders kept", () => {
    expect(translationProblems(english, indonesian)).toEqual([]);
  });

  it("names a key the translation lacks", () => {
    const broken = copy();
    delete broken.save;
    delete (broken._sui as Record<string, Messages>).cancel;
    expect(translationProblems(english, broken).map(({ key }) => key)).toEqual(["save", "_sui.cancel"]);
  });

  it("names a string left in English, but not a product name", () => {
    const broken = copy() as Record<string, unknown>;
    broken.save = "Save";
    expect(translationProblems(english, broken as Messages)).toEqual([
      { key: "save", problem: 'masih berbahasa Inggris: "Save"' },
    ]);
    expect(translationProblems({ github: "GitHub" }, { github: "GitHub" })).toEqual([]);
  });

  it("names a lost or invented placeholder, a broken message and an English plural form", () => {
    const problems = translationProblems(
      {
        welcome: "Welcome to {$name}",
        saved: ".input {$count :integer} .match $count one {{Entry saved.}} * {{{$count} entries saved.}}",
        plain: "Done",
      },
      {
        welcome: "Selamat datang di {$nama}",
        saved: ".input {$count :integer} .match $count one {{Entri tersimpan.}} * {{{$count} entri tersimpan.}}",
        plain: "Selesai {",
      },
    );
    expect(problems).toEqual([
      { key: "welcome", problem: "tempat isian {$name} hilang" },
      { key: "welcome", problem: "tempat isian {$nama} tidak ada di bahasa Inggrisnya" },
      { key: "saved", problem: "bentuk 'one' tidak pernah dipilih dalam bahasa Indonesia: pakai kunci 1" },
      { key: "plain", problem: expect.stringMatching(/^bukan MessageFormat 2 yang sah: /) as string },
    ]);
  });

  // A site in one language: where the name of a language would go, the editor passes its own key for
  // the only content there is, and a screen reader read out "Tampilkan opsi konten _default".
  it.each([
    ["show_content_options_x_locale", "Tampilkan pilihan lain"],
    ["content_options_x_locale", "Pilihan lain"],
    ["edit_x_locale", "Ubah isi"],
    ["preview_x_locale", "Pratinjau isi"],
  ])("says %s in words on a site of one language, a language's name where there are several", (key, said) => {
    // The same MessageFormat 2 as the editor's, which formats them (locale: the content's language or `_default`).
    const say = (locale: string) =>
      new MessageFormat("id", indonesian[key] as string, { bidiIsolation: "none" }).format({ locale });
    expect(say("_default")).toBe(said);
    expect(say("Inggris")).toMatch(/ konten Inggris$/);
  });

  it("names a key the installed editor no longer has", () => {
    const broken = copy() as Record<string, unknown>;
    broken.gone_in_this_version = "Sudah tidak dipakai";
    expect(translationProblems(english, broken as Messages)).toEqual([
      { key: "gone_in_this_version", problem: "tidak ada di versi editor ini: hapus dari terjemahan" },
    ]);
  });
});
