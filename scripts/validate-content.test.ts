import { describe, expect, it } from "vitest";
import { programs } from "../app/content/programs";
import { galleryGroups } from "../app/content/gallery";
import { galleryGroupSchema, programSchema, trialSchema } from "../app/content/schemas";
import { trials } from "../app/content/trials";
import { siteContent } from "../app/content/site";
import {
  exampleFields,
  exampleValuesWarning,
  formatProblems,
  validateCollection,
  validateContent,
  validateSiteContent,
} from "./validate-content";

const fieldsOf = (problems: { field: string }[]) => problems.map((problem) => problem.field);

describe("validateContent", () => {
  it("accepts the content the project ships", () => {
    expect(validateContent({})).toEqual([]);
  });
});

describe("validateSiteContent", () => {
  it("names the field of a phone that is not an Indonesian number", () => {
    const problems = validateSiteContent({ ...siteContent, phone: "12345" });
    expect(problems).toEqual([
      {
        file: "app/content/site.ts",
        field: "phone",
        message: expect.stringContaining("nomor Indonesia"),
      },
    ]);
  });

  it.each(["0812-3456-7890", "0812 3456 7890", "62 812 3456 7890", "+62 (812) 3456.7890"])(
    "accepts the unambiguous phone %j (spaces, dashes, a leading 0 for +62)",
    (phone) => {
      expect(validateSiteContent({ ...siteContent, phone })).toEqual([]);
    },
  );

  it.each(["812 3456 7890", "+1 415 555 0100", "0812-3456", "0812-3456-7890 / 0813-1111-2222"])(
    "refuses the ambiguous or foreign phone %j with an example of a right one",
    (phone) => {
      expect(validateSiteContent({ ...siteContent, phone })).toEqual([
        { file: "app/content/site.ts", field: "phone", message: expect.stringContaining("contoh: +62 812-3456-7890") },
      ]);
    },
  );

  it("names an FAQ item with an empty answer", async () => {
    const { faqItemSchema } = await import("../app/content/schemas");
    const problems = validateCollection(
      { file: "app/content/faq.ts", schema: faqItemSchema, items: [{ question: "Apakah ada CCTV?", answer: "  " }] },
      new Set(),
    );
    expect(problems).toEqual([
      { file: "app/content/faq.ts", field: "item ke-1: answer", message: "jawaban tidak boleh kosong: tulis teksnya di antara tanda kutip" },
    ]);
  });

  it("names a malformed email and malformed URLs", () => {
    const problems = validateSiteContent({
      ...siteContent,
      email: "info@daycare",
      siteUrl: "daycarecisauk.id",
      social: { ...siteContent.social, instagram: "instagram/daycarecisauk" },
    });
    expect(fieldsOf(problems)).toEqual(["email", "social.instagram", "siteUrl"]);
  });

  it("lists every bad field at once", () => {
    const problems = validateSiteContent({
      ...siteContent,
      phone: "",
      address: { ...siteContent.address, postalCode: "1534" },
      hours: { ...siteContent.hours, opens: "7 pagi" },
    });
    expect(fieldsOf(problems)).toEqual(["phone", "address.postalCode", "hours.opens"]);
  });

  it("names a missing field", () => {
    const { email: _email, ...withoutEmail } = siteContent;
    expect(fieldsOf(validateSiteContent(withoutEmail))).toEqual(["email"]);
  });

  it("checks a SITE_URL given at build time", () => {
    expect(fieldsOf(validateSiteContent(siteContent, { SITE_URL: "not a url" }))).toEqual([
      "siteUrl (variabel lingkungan SITE_URL)",
    ]);
    expect(validateSiteContent(siteContent, { SITE_URL: "https://contoh.sch.id" })).toEqual([]);
  });
});

describe("validateCollection", () => {
  const program = programs[0]!;
  const collection = (items: unknown[]) => ({
    file: "app/content/programs.ts",
    schema: programSchema,
    items,
    imageFields: ["image"],
  });

  it("names the item and field of a bad entry", () => {
    const problems = validateCollection(collection([program, { ...program, features: ["Satu"] }]), new Set([program.image]));
    expect(problems).toEqual([
      { file: "app/content/programs.ts", field: "item ke-2: features", message: "harus berisi tepat 5 fitur" },
    ]);
  });

  it("names a picture that does not exist", () => {
    const problems = validateCollection(collection([{ ...program, image: "program-bayii.svg" }]), new Set([program.image]));
    expect(problems).toEqual([
      {
        file: "app/content/programs.ts",
        field: "item ke-1: image",
        message: expect.stringContaining("'program-bayii.svg' yang tidak ada di app/images/"),
      },
    ]);
  });

  it("refuses an empty list", () => {
    expect(fieldsOf(validateCollection(collection([]), new Set()))).toEqual(["(isi berkas)"]);
  });
});

describe("other collections", () => {
  it("refuses an amount in a trial's price text: the spec gives none", () => {
    const problems = validateCollection(
      { file: "app/content/trials.ts", schema: trialSchema, items: [{ ...trials[0], priceText: "Rp 150.000" }] },
      new Set(),
    );
    expect(problems).toEqual([
      { file: "app/content/trials.ts", field: "item ke-1: priceText", message: expect.stringContaining("Hubungi kami") },
    ]);
  });

  it("names the missing picture of a gallery group by its position", () => {
    const group = galleryGroups[1]!;
    const known = new Set(galleryGroups.flatMap((entry) => entry.images));
    const broken = { ...group, images: [...group.images.slice(0, 3), "galeri/fasilitas-5.svg"] };
    const problems = validateCollection(
      { file: "app/content/gallery.ts", schema: galleryGroupSchema, items: [galleryGroups[0], broken], imageFields: ["images"] },
      known,
    );
    expect(fieldsOf(problems)).toEqual(["item ke-2: images[3]"]);
  });
});

describe("formatProblems", () => {
  it("puts file, field and message on one line each", () => {
    expect(
      formatProblems([
        { file: "app/content/site.ts", field: "phone", message: "harus berupa nomor Indonesia" },
        { file: "app/content/site.ts", field: "email", message: "harus berupa alamat email" },
      ]),
    ).toBe(
      "Konten tidak valid (2 masalah), build dihentikan:\n" +
        "  - app/content/site.ts: 'phone' harus berupa nomor Indonesia\n" +
        "  - app/content/site.ts: 'email' harus berupa alamat email",
    );
  });
});

describe("example values", () => {
  it("lists every field that still holds an example value", () => {
    expect(exampleFields(siteContent)).toEqual([
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
      ...siteContent,
      name: "Rumah Ceria",
      phone: "0813-1111-2222",
      email: "halo@rumahceria.sch.id",
      address: { ...siteContent.address, street: "Jl. Raya Suradita No. 12" },
      social: { facebook: "https://facebook.com/rumahceria", instagram: "https://instagram.com/rumahceria" },
      siteUrl: "https://rumahceria.sch.id",
    };
    expect(exampleFields(real)).toEqual([]);
  });

  it("counts a SITE_URL given at build time as the real address", () => {
    expect(exampleValuesWarning({ SITE_URL: "https://rumahceria.sch.id" })).not.toContain("siteUrl");
    expect(exampleValuesWarning({})).toMatch(/^Peringatan: app\/content\/site\.ts masih berisi nilai CONTOH untuk: name, .*siteUrl\./);
  });
});
