import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/lib/content/loading/content-files.ts";
import { ContentProject } from "../../tests/fixtures/content-project.ts";
import { checkContent, exampleValueProblems } from "../check.ts";
import {
  askDetails,
  type CentreDetails,
  checkDetails,
  DETAIL_FIELDS,
  readDetailsFile,
  writeDetails,
} from "./centre-details.ts";
import { readContent } from "../../src/lib/content/loading/reading.ts";

const SITE = "src/content/data/site.yaml";

/** A centre's real details, as a volunteer would write them; the street holds what YAML reads specially. */
const DETAILS_FILE = `# Rumah Ceria, dari formulir pendaftaran
phone: 0812-1111-2222
email: halo@rumahceria.sch.id
address:
  street: "Jl. Raya Suradita No. 12: RT 01 # belakang masjid"
social:
  facebook: https://www.facebook.com/rumahceria
  instagram: https://www.instagram.com/rumahceria
location:
  latitude: -6.3281
  longitude: 106.6412
siteUrl: https://rumahceria.sch.id
`;
const RIGHT: CentreDetails = {
  phone: "0812-1111-2222",
  email: "halo@rumahceria.sch.id",
  "address.street": "Jl. Raya Suradita No. 12: RT 01 # belakang masjid",
  "social.facebook": "https://www.facebook.com/rumahceria",
  "social.instagram": "https://www.instagram.com/rumahceria",
  "location.latitude": -6.3281,
  "location.longitude": 106.6412,
  siteUrl: "https://rumahceria.sch.id",
};

/** A file in a fresh temporary folder. */
const fileWith = (text: string) => new ContentProject().write("rincian.yaml", text).path("rincian.yaml");

/** Answers typed one per line, and what the volunteer saw. */
function conversation(answers: string[]) {
  const input = new PassThrough();
  const output = new PassThrough();
  let seen = "";
  output.on("data", (chunk: Buffer) => (seen += chunk.toString()));
  input.end(answers.map((answer) => `${answer}\n`).join(""));
  return { io: { input, output }, seen: () => seen };
}

describe("DETAIL_FIELDS: what is asked", () => {
  it("is every field the first publication refuses as made up, then the site's address, named as in the editor", () => {
    const refused = exampleValueProblems({ PUBLISHING: "1" }).map((problem) => problem.field);
    expect(DETAIL_FIELDS.map((field) => field.field)).toEqual([...refused, "siteUrl"]);
    expect(DETAIL_FIELDS.find((field) => field.field === "address.street")).toMatchObject({
      label: "Alamat › Jalan atau desa",
      example: "Suradita",
    });
    expect(DETAIL_FIELDS.find((field) => field.field === "location.latitude")).toMatchObject({
      label: "Titik lokasi di peta › Garis lintang (latitude)",
      number: true,
      hints: [expect.stringContaining("Google Maps")],
    });
  });
});

describe("a details file of right answers", () => {
  it("is read by field, groups opened", () => {
    expect(readDetailsFile(fileWith(DETAILS_FILE))).toEqual({ values: RIGHT, problems: [] });
  });

  it("makes a site.yaml that keeps its comments and passes a publication's content check", async () => {
    const project = new ContentProject();
    const before = readFileSync(project.path(SITE), "utf8");
    // The example content itself is refused: without the details this test would fail.
    expect((await checkContent({ PUBLISHING: "1" }, readContent(project.root))).problems).toHaveLength(7);

    expect(checkDetails(RIGHT)).toEqual([]);
    writeDetails(project.root, readDetailsFile(fileWith(DETAILS_FILE)).values);

    const after = readFileSync(project.path(SITE), "utf8");
    const comments = (text: string) => text.split("\n").filter((line) => line.startsWith("#"));
    expect(comments(after)).toEqual(comments(before));
    expect(comments(after)).toHaveLength(3);
    // Lines not answered stay as written, in their order.
    const kept = ["name: Daycare Cisauk", '  postalCode: "15343"', '  opens: "07.00"'];
    for (const line of kept) expect(after.split("\n").indexOf(line)).toBe(before.split("\n").indexOf(line));
    expect(loadContent(project.root).parsed.site).toMatchObject({
      phone: "0812-1111-2222",
      address: { street: "Jl. Raya Suradita No. 12: RT 01 # belakang masjid", postalCode: "15343" },
      location: { latitude: -6.3281, longitude: 106.6412 },
      siteUrl: "https://rumahceria.sch.id",
    });
    expect(await checkContent({ PUBLISHING: "1" }, readContent(project.root))).toEqual({ problems: [], warnings: [] });
  });
});

describe("checkDetails: the content check's refusals, by the field's label", () => {
  it.each([
    ["phone", "12345", "Nomor WhatsApp dan telepon: harus berupa nomor Indonesia"],
    ["email", "halo di rumahceria", "Email: harus berupa alamat email"],
    [
      "social.instagram",
      "instagram.com/rumahceria",
      "Media sosial › Profil Instagram: harus berupa alamat web lengkap",
    ],
    ["location.latitude", "-6,3281", "Titik lokasi di peta › Garis lintang (latitude): harus berupa angka derajat"],
    // The address a publication takes from SITE_URL, whose setting takes only https.
    ["siteUrl", "http://rumahceria.sch.id", "Alamat situs: harus diawali https://"],
  ])("refuses %s %j", (field, value, words) => {
    expect(checkDetails({ ...RIGHT, [field]: value })).toEqual([
      { field, text: expect.stringContaining(`Identitas & Kontak › ${words}`) },
    ]);
  });

  it("refuses an answer equal to the example, and a field not answered, in the check's words", () => {
    const { email: _, ...withoutEmail } = RIGHT;
    const example = "masih berisi nilai CONTOH bawaan proyek";
    expect(checkDetails({ ...RIGHT, phone: "+62 812-3456-7890" })).toEqual([
      { field: "phone", text: expect.stringContaining(`Identitas & Kontak › Nomor WhatsApp dan telepon: ${example}`) },
    ]);
    expect(checkDetails(withoutEmail)).toEqual([
      { field: "email", text: expect.stringContaining(`Identitas & Kontak › Email: ${example}`) },
    ]);
  });

  it("lets the site's address keep the example, which may be the centre's own", () => {
    expect(checkDetails({ ...RIGHT, siteUrl: "https://daycarecisauk.id" })).toEqual([]);
  });

  it("names a misspelt field of a details file", () => {
    const { values } = readDetailsFile(fileWith(DETAILS_FILE.replace("email:", "emial:")));
    expect(checkDetails(values).map((problem) => problem.text)).toEqual([
      expect.stringMatching(/^Identitas & Kontak › emial: tidak dikenal/),
      expect.stringMatching(/^Identitas & Kontak › Email: masih berisi nilai CONTOH/),
    ]);
  });
});

describe("readDetailsFile: what keeps a file from being read", () => {
  it("says so for a file that is not there", () => {
    const file = `${fileWith("")}.hilang`;
    expect(readDetailsFile(file)).toEqual({
      values: {},
      problems: [`details file ${file}: no such file: give the path of the file with the centre's details`],
    });
  });

  it("gives the line and what to do for a YAML mistake", () => {
    const file = fileWith(DETAILS_FILE.replace("phone: 0812-1111-2222", 'phone: "0812-1111-2222'));
    expect(readDetailsFile(file)).toEqual({
      values: {},
      problems: [`details file ${file}, line 2: phone: tanda kutip tidak ditutup: tambahkan " di akhir phone`],
    });
  });

  it("refuses a file that is not fields", () => {
    const file = fileWith("- 0812-1111-2222\n");
    expect(readDetailsFile(file).problems).toEqual([expect.stringMatching(/write the details as in site\.yaml/)]);
  });
});

describe("askDetails: the questions, in Indonesian", () => {
  const typed = (details: CentreDetails) => DETAIL_FIELDS.map(({ field }) => String(details[field]));

  it("asks each field by its label with its example, and asks again for a refused answer, saying why", async () => {
    const [phone, ...rest] = typed(RIGHT);
    const { io, seen } = conversation(["12345", phone!, ...rest]);
    expect(await askDetails(io)).toEqual(RIGHT);
    const prompt = "Nomor WhatsApp dan telepon (contoh: +62 812-3456-7890): ";
    expect(seen().split(prompt)).toHaveLength(3);
    expect(seen()).toContain(
      "✗ Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia yang diawali +62 atau 0",
    );
    expect(seen()).toContain("Alamat › Jalan atau desa (contoh: Suradita): ");
    expect(seen().match(/✗/g)).toHaveLength(1);
  });

  it("asks again for an answer equal to the example", async () => {
    const { io, seen } = conversation(["0812-1111-2222", "info@daycarecisauk.id", ...typed(RIGHT).slice(1)]);
    expect(await askDetails(io)).toEqual(RIGHT);
    expect(seen()).toContain("✗ Identitas & Kontak › Email: masih berisi nilai CONTOH bawaan proyek");
  });

  it("asks only what is not given already, and a given answer that is refused, with its reason", async () => {
    const given = { ...RIGHT, email: "halo di rumahceria" };
    const { io, seen } = conversation(["halo@rumahceria.sch.id"]);
    expect(await askDetails(io, given)).toEqual(RIGHT);
    expect(seen()).toContain("✗ Identitas & Kontak › Email: harus berupa alamat email");
    expect(seen()).not.toContain("Nomor WhatsApp");
  });

  it("stops, saying where, when the answers end before every field is answered", async () => {
    const { io } = conversation(typed(RIGHT).slice(0, 2));
    await expect(askDetails(io)).rejects.toThrow(
      "the questions ended before address.street (Alamat › Jalan atau desa) was answered",
    );
  });

  it("asks nothing when everything given is right", async () => {
    const { io, seen } = conversation([]);
    expect(await askDetails(io, RIGHT)).toEqual(RIGHT);
    expect(seen()).toBe("");
  });
});

describe("writeDetails", () => {
  it("writes as text an answer that YAML would otherwise read as a number", () => {
    const project = new ContentProject();
    writeDetails(project.root, { ...RIGHT, phone: "081211112222" });
    expect(loadContent(project.root).parsed.site?.phone).toBe("081211112222");
  });
});
