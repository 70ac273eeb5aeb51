import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ContentProject } from "../../tests/fixtures/content-project";
import { loadContent } from "./content-files";
import { exampleFields, exampleValuesWarning, formatProblems, validateContent } from "./validate-content";

const check = (project: ContentProject, env = {}) => validateContent(env, project.root);
const fieldsOf = (problems: { field: string }[]) => problems.map((problem) => problem.field);
const site = (at: (string | number)[], value: unknown) => new ContentProject().set("site.yaml", at, value);

describe("validateContent", () => {
  it("accepts the content the project ships", () => {
    expect(validateContent({})).toEqual([]);
  });

  it("names file, field and line of a phone that is not an Indonesian number", () => {
    expect(check(site(["phone"], "12345"))).toEqual([
      {
        file: "app/content/data/site.yaml",
        field: "phone",
        line: 6,
        message: expect.stringContaining("nomor Indonesia"),
      },
    ]);
  });

  it.each(["0812-3456-7890", "0812 3456 7890", "62 812 3456 7890", "+62 (812) 3456.7890"])(
    "accepts the unambiguous phone %j (spaces, dashes, a leading 0 for +62)",
    (phone) => {
      expect(check(site(["phone"], phone))).toEqual([]);
    },
  );

  it.each(["812 3456 7890", "+1 415 555 0100", "0812-3456", "0812-3456-7890 / 0813-1111-2222"])(
    "refuses the ambiguous or foreign phone %j with an example of a right one",
    (phone) => {
      expect(check(site(["phone"], phone))).toEqual([
        expect.objectContaining({ field: "phone", message: expect.stringContaining("contoh: +62 812-3456-7890") }),
      ]);
    },
  );

  it("names an FAQ item with an empty answer by its position and line", () => {
    const project = new ContentProject().set("faq.yaml", [2, "answer"], " ");
    expect(check(project)).toEqual([
      {
        file: "app/content/data/faq.yaml",
        field: "item ke-3: answer",
        line: 6,
        message: "jawaban tidak boleh kosong: tulis teksnya",
      },
    ]);
  });

  it("lists every bad field at once, in every file", () => {
    const project = site(["email"], "info@daycare")
      .set("site.yaml", ["address", "postalCode"], "1534")
      .set("site.yaml", ["social", "instagram"], "instagram/daycarecisauk")
      .set("programs.yaml", [1, "features"], ["Satu"])
      .set("trials.yaml", [0, "priceText"], "Rp 150.000");
    expect(check(project).map(({ file, field }) => `${file} ${field}`)).toEqual([
      "app/content/data/site.yaml email",
      "app/content/data/site.yaml address.postalCode",
      "app/content/data/site.yaml social.instagram",
      "app/content/data/programs.yaml item ke-2: features",
      "app/content/data/trials.yaml item ke-1: priceText",
    ]);
  });

  it("names a missing field", () => {
    const project = new ContentProject().edit("app/content/data/site.yaml", /\nemail: .*/, "");
    expect(fieldsOf(check(project))).toEqual(["email"]);
  });

  it("names a misspelt field on its line instead of ignoring it", () => {
    const project = new ContentProject().edit("app/content/data/faq.yaml", "  answer: Boleh.", "  jawaban: Boleh.");
    expect(check(project)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "item ke-7: jawaban", message: expect.stringMatching(/^tidak dikenal/) }),
      ]),
    );
  });

  it("refuses a list that is too short or too long for the page", () => {
    const project = new ContentProject()
      .write("app/content/data/faq.yaml", "[]\n")
      .set("pillars.yaml", [4], { title: "Lain" });
    expect(check(project)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "app/content/data/faq.yaml",
          message: "harus berisi paling sedikit 1 pertanyaan",
        }),
        expect.objectContaining({ file: "app/content/data/pillars.yaml", message: "harus berisi tepat 4 pilar" }),
      ]),
    );
  });

  it("names a picture that does not exist, and the gallery photo by its position", () => {
    const project = new ContentProject()
      .set("programs.yaml", [0, "image"], "program-bayii.svg")
      .set("gallery.yaml", [1, "images", 3], "galeri/fasilitas-5.svg");
    expect(check(project)).toEqual([
      expect.objectContaining({
        field: "item ke-1: image",
        message: expect.stringContaining("'program-bayii.svg' yang tidak ada di app/images/"),
      }),
      expect.objectContaining({
        field: "item ke-2: images[3]",
        message: expect.stringContaining("'galeri/fasilitas-5.svg' yang tidak ada"),
      }),
    ]);
  });

  it("accepts a picture as the editor writes it, with a leading slash", () => {
    expect(check(new ContentProject().set("team.yaml", [1, "photo"], "/team-2.svg"))).toEqual([]);
  });

  it("names a placeholder it does not know, and says which it does", () => {
    const project = new ContentProject().set("faq.yaml", [1, "answer"], "Ya, selama {jam_bukaa}.");
    expect(check(project)).toEqual([
      {
        file: "app/content/data/faq.yaml",
        field: "item ke-2: answer",
        line: 4,
        message: expect.stringMatching(/^memakai \{jam_bukaa\} yang tidak dikenal.*\{nama\}, \{slogan\}, \{jam_buka\}/),
      },
    ]);
  });

  it("explains a YAML mistake in a data file, on its line", () => {
    const project = new ContentProject().edit(
      "app/content/data/site.yaml",
      "tagline: Daycare Muslim Pertama di Cisauk",
      "tagline: Daycare: Muslim",
    );
    expect(check(project)).toEqual([
      expect.objectContaining({
        file: "app/content/data/site.yaml",
        field: "tagline",
        line: 5,
        message: expect.stringMatching(/^memakai titik dua/),
      }),
    ]);
  });

  it("names a data file no collection claims, and one that is missing", () => {
    const project = new ContentProject().write("app/content/data/faq-lama.yaml", "[]\n");
    rmSync(project.path("app/content/data/values.yaml"));
    expect(check(project).map(({ file, message }) => `${file}: ${message.split(":")[0]}`)).toEqual([
      "app/content/data/faq-lama.yaml: bukan bagian dari koleksi mana pun, jadi isinya tidak tampil di situs",
      "app/content/data/values.yaml: tidak ada",
    ]);
  });

  it("checks a SITE_URL given at build time", () => {
    expect(fieldsOf(validateContent({ SITE_URL: "not a url" }))).toEqual(["siteUrl (variabel lingkungan SITE_URL)"]);
    expect(validateContent({ SITE_URL: "https://contoh.sch.id" })).toEqual([]);
  });
});

describe("loadContent", () => {
  it("gives pages the parsed data, with the placeholders filled in from site.yaml", () => {
    const { data } = loadContent(site(["name"], "Rumah Ceria").root);
    expect(data!.pages.blog.title).toBe("Artikel Rumah Ceria");
    expect(data!.home.hero.eyebrow).toBe("Daycare Muslim Pertama di Cisauk");
    expect(data!.site.address.postalCode).toBe("15343");
  });
});

describe("formatProblems", () => {
  it("puts file, line, field and message on one line each", () => {
    expect(
      formatProblems([
        { file: "app/content/data/site.yaml", field: "phone", line: 6, message: "harus berupa nomor Indonesia" },
        { file: "app/content/data/site.yaml", field: "email", message: "harus berupa alamat email" },
      ]),
    ).toBe(
      "Konten tidak valid (2 masalah), build dihentikan:\n" +
        "  - app/content/data/site.yaml, baris 6: 'phone' harus berupa nomor Indonesia\n" +
        "  - app/content/data/site.yaml: 'email' harus berupa alamat email",
    );
  });
});

describe("example values", () => {
  const shipped = loadContent().data!.site;

  it("lists every field that still holds an example value", () => {
    expect(exampleFields(shipped)).toEqual([
      "name",
      "phone",
      "email",
      "address.street",
      "social.facebook",
      "social.instagram",
      "siteUrl",
    ]);
  });

  it("says nothing about fields the centre has replaced", () => {
    const real = {
      ...shipped,
      name: "Rumah Ceria",
      phone: "0813-1111-2222",
      email: "halo@rumahceria.sch.id",
      address: { ...shipped.address, street: "Jl. Raya Suradita No. 12" },
      social: { facebook: "https://facebook.com/rumahceria", instagram: "https://instagram.com/rumahceria" },
      siteUrl: "https://rumahceria.sch.id",
    };
    expect(exampleFields(real)).toEqual([]);
  });

  it("counts a SITE_URL given at build time as the real address", () => {
    expect(exampleValuesWarning({ SITE_URL: "https://rumahceria.sch.id" })).not.toContain("siteUrl");
    expect(exampleValuesWarning({})).toMatch(
      /^Peringatan: app\/content\/data\/site\.yaml masih berisi nilai CONTOH untuk: name, .*siteUrl\./,
    );
  });
});
