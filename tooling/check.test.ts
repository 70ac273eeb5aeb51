import { rmSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatOpeningHours } from "../src/lib/format/format.ts";
import { loadContent } from "../src/lib/content/loading/content-files.ts";
import { problemText } from "../src/lib/content/loading/problem-messages.ts";
import { articleTitles } from "../src/lib/content/loading/editor-words.ts";
import { siteAddress } from "../src/lib/content/loading/site-url.ts";
import { cutOffUpload, heicPhoto, truncatedPhoto } from "../tests/fixtures/pictures.ts";
import { ContentProject } from "../tests/fixtures/content-project.ts";
import { checkContent, exampleFields, exampleValueProblems, exampleValuesWarning, validateContent } from "./check.ts";
import { readContent } from "../src/lib/content/loading/reading.ts";

const check = (project: ContentProject, env = {}) => validateContent(env, readContent(project.root));
const fieldsOf = (problems: { field: string }[]) => problems.map((problem) => problem.field);
const site = (at: (string | number)[], value: unknown) => new ContentProject().set("site.yaml", at, value);

describe("validateContent", () => {
  it("accepts the content the project ships", () => {
    expect(validateContent({})).toEqual([]);
  });

  it("names file, field and line of a phone that is not an Indonesian number", () => {
    expect(check(site(["phone"], "12345"))).toEqual([
      {
        file: "src/content/data/site.yaml",
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
        file: "src/content/data/faq.yaml",
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
      "src/content/data/site.yaml email",
      "src/content/data/site.yaml address.postalCode",
      "src/content/data/site.yaml social.instagram",
      "src/content/data/programs.yaml item ke-2: features",
      "src/content/data/trials.yaml item ke-1: priceText",
    ]);
  });

  it("names a missing field", () => {
    const project = new ContentProject().edit("src/content/data/site.yaml", /\nemail: .*/, "");
    expect(fieldsOf(check(project))).toEqual(["email"]);
  });

  it("names a misspelt field on its line instead of ignoring it", () => {
    const project = new ContentProject().edit("src/content/data/faq.yaml", "  answer: Boleh.", "  jawaban: Boleh.");
    expect(check(project)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "item ke-7: jawaban", message: expect.stringMatching(/^tidak dikenal/) }),
      ]),
    );
  });

  it("refuses a list that is too short or too long for the page", () => {
    const project = new ContentProject()
      .write("src/content/data/faq.yaml", "[]\n")
      .set("pillars.yaml", [4], { title: "Lain" });
    expect(check(project)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "src/content/data/faq.yaml",
          message: "harus berisi paling sedikit 1 pertanyaan",
        }),
        expect.objectContaining({ file: "src/content/data/pillars.yaml", message: "harus berisi tepat 4 pilar" }),
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
        message: expect.stringContaining("'program-bayii.svg' yang tidak ada di src/content/images/"),
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
        file: "src/content/data/faq.yaml",
        field: "item ke-2: answer",
        line: 4,
        message: expect.stringMatching(/^memakai \{jam_bukaa\} yang tidak dikenal.*\{nama\}, \{slogan\}, \{jam_buka\}/),
      },
    ]);
  });

  it("explains a YAML mistake in a data file, on its line", () => {
    const project = new ContentProject().edit(
      "src/content/data/site.yaml",
      "tagline: Daycare Muslim Pertama di Cisauk",
      "tagline: Daycare: Muslim",
    );
    expect(check(project)).toEqual([
      expect.objectContaining({
        file: "src/content/data/site.yaml",
        field: "tagline",
        line: 5,
        message: expect.stringMatching(/^memakai titik dua/),
      }),
    ]);
  });

  it("names a data file no collection claims, and one that is missing", () => {
    const project = new ContentProject().write("src/content/data/faq-lama.yaml", "[]\n");
    rmSync(project.path("src/content/data/values.yaml"));
    expect(check(project).map(({ file, message }) => `${file}: ${message.split(":")[0]}`)).toEqual([
      "src/content/data/faq-lama.yaml: bukan bagian dari koleksi mana pun, jadi isinya tidak tampil di situs",
      "src/content/data/values.yaml: tidak ada",
    ]);
  });

  it("refuses an article category the list of categories does not have, and says where to add it", () => {
    const project = new ContentProject().edit(
      "src/content/blog/1-posyandu.md",
      "category: Kesehatan Anak",
      "category: Kesehatan Anakk",
    );
    expect(check(project)).toEqual([
      {
        file: "src/content/blog/1-posyandu.md",
        field: "category",
        line: 6,
        message:
          "“Kesehatan Anakk” tidak ada di Daftar kategori: pilih salah satu kategori dari daftar, atau tambahkan dulu kategori itu di menu Daftar kategori",
        // A publication keeps back whichever of the two was saved last.
        also: ["src/content/data/categories.yaml"],
      },
    ]);
  });

  it("refuses two entries of the list of categories that would make one page", () => {
    const project = new ContentProject().set("categories.yaml", [3, "name"], "kesehatan  anak");
    expect(check(project)).toEqual([
      expect.objectContaining({
        file: "src/content/data/categories.yaml",
        field: "item ke-4: name",
        message: "sama dengan kategori “Kesehatan Anak” (alamat halamannya sama): hapus salah satunya",
      }),
    ]);
  });

  it("checks a SITE_URL given at build time, with siteAddress's own message", () => {
    expect(validateContent({ SITE_URL: "not a url" })).toEqual(siteAddress({ SITE_URL: "not a url" }).problems);
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
      "location.latitude",
      "location.longitude",
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
      location: { latitude: -6.3281, longitude: 106.6412 },
      siteUrl: "https://rumahceria.sch.id",
    };
    expect(exampleFields(real)).toEqual([]);
  });

  it("refuses the example values in a publication (PUBLISHING=1), naming the file, line and field; warns locally", () => {
    expect(exampleValueProblems({})).toEqual([]);
    const refused = exampleValueProblems({ PUBLISHING: "1" });
    expect(refused.map((problem) => problem.field)).toEqual([
      "phone",
      "email",
      "address.street",
      "social.facebook",
      "social.instagram",
      "location.latitude",
      "location.longitude",
    ]);
    expect(refused[0]).toMatchObject({
      file: "src/content/data/site.yaml",
      line: 6,
      message: expect.stringMatching(
        /^masih berisi nilai CONTOH bawaan proyek: ganti dengan data asli daycare di editor/,
      ),
    });
  });

  it("counts a SITE_URL given at build time as the real address", () => {
    expect(exampleValuesWarning({ SITE_URL: "https://rumahceria.sch.id" })).not.toContain("Alamat situs");
    expect(exampleValuesWarning({ SITE_URL: "https://daycarecisauk.id/" })).toContain("Alamat situs");
    expect(exampleValuesWarning({})).toMatch(
      /^Peringatan: Identitas & Kontak masih berisi nilai CONTOH untuk: Nama daycare, Nomor WhatsApp dan telepon, .*Alamat situs \(berkas src\/content\/data\/site\.yaml\)\./,
    );
  });
});

describe("checkContent: what only opening the pictures and drawing the previews shows", () => {
  const ARTICLE = "src/content/blog/1-posyandu.md";
  const withPhoto = (photo: Buffer, name = "blog/foto.jpg") => {
    const project = new ContentProject().edit(ARTICLE, "image: /blog/posyandu.svg", `image: /${name}`);
    writeFileSync(project.path(`src/content/images/${name}`), photo);
    return project;
  };
  const run = (project: ContentProject) => checkContent({}, readContent(project.root));

  it("passes the content the project ships, with nothing to warn about", async () => {
    expect(await checkContent({})).toEqual({ problems: [], warnings: [] });
  });

  it("warns, without stopping, about the article whose text links to an article that was deleted, as the editor names it", async () => {
    const project = new ContentProject().edit(
      "src/content/blog/3-kunjungan-mahasiswa.md",
      "baca tentang [program harian kami](/program)",
      "baca [cerita kunjungan ke klinik gigi](/blog/2)",
    );
    rmSync(project.path("src/content/blog/2-klinik-gigi.md"));
    const { problems, warnings } = await run(project);
    expect(problems).toEqual([]);
    const links = warnings.filter((warning) => warning.field === "isi artikel");
    expect(links.map((warning) => problemText(warning, articleTitles(project.root)))).toEqual([
      "Artikel “Hari Ceria Bersama Kakak-Kakak Mahasiswa” › Isi artikel: tautan /blog/2 menuju artikel yang tidak ada lagi (sudah dihapus, atau nomornya salah), jadi di halaman artikel ini tulisan tautannya tampil sebagai teks biasa sampai diperbaiki: hapus tautannya, atau ganti dengan alamat artikel yang ada",
    ]);
  });

  it("warns about a draft's link to an article that was deleted as a draft's", async () => {
    const project = new ContentProject().edit(
      "src/content/blog/3-kunjungan-mahasiswa.md",
      "baca tentang [program harian kami](/program)",
      "baca [cerita kunjungan ke klinik gigi](/blog/2)",
    );
    project.edit("src/content/blog/3-kunjungan-mahasiswa.md", /^---\n/, "---\ndraft: true\n");
    rmSync(project.path("src/content/blog/2-klinik-gigi.md"));
    const { problems, warnings } = await run(project);
    expect(problems).toEqual([]);
    expect(warnings.filter((warning) => warning.field === "isi artikel")).toEqual([
      expect.objectContaining({
        file: "src/content/blog/3-kunjungan-mahasiswa.md",
        message: expect.stringMatching(
          /^tautan \/blog\/2 menuju artikel yang tidak ada lagi.* \(artikel ini masih draf\)$/,
        ),
      }),
    ]);
  });

  it("names the article whose photo was cut off in the upload, on the line of its picture", async () => {
    const { problems } = await run(withPhoto(await truncatedPhoto()));
    expect(problems).toEqual([
      {
        file: ARTICLE,
        field: "image",
        line: 7,
        message: expect.stringMatching(
          /^menyebut gambar src\/content\/images\/blog\/foto\.jpg yang rusak atau tidak lengkap/,
        ),
      },
    ]);
  });

  it("names the article whose cut-off photo the editor stored as a whole WebP, half of it blank", async () => {
    const { problems } = await run(withPhoto(cutOffUpload(), "blog/foto.webp"));
    expect(problems).toEqual([
      {
        file: ARTICLE,
        field: "image",
        line: 7,
        message: expect.stringMatching(
          /^menyebut gambar src\/content\/images\/blog\/foto\.webp yang terpotong: bagian bawahnya kosong .*unggah ulang foto aslinya$/,
        ),
      },
    ]);
  });

  it("recognises an iPhone HEIC photo saved under a .jpg name and says to save it as JPG", async () => {
    const { problems } = await run(withPhoto(await heicPhoto()));
    expect(problems).toEqual([
      expect.objectContaining({ file: ARTICLE, message: expect.stringContaining("simpan foto sebagai JPG") }),
    ]);
  });

  // The logo is published byte for byte (/favicon.svg) on the origin where the editor keeps its GitHub token.
  const LOGO = "src/content/images/logo.svg";
  const logo = (inside: string, attributes = "") =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64"${attributes}>` +
    `<path d="M32 9 L8 29 V52 H56 V29 Z" fill="#279883"/>${inside}</svg>`;

  it.each([
    ["a script", logo("<script>alert(document.domain)</script>"), "<script>"],
    ["an onload handler", logo("", ' onload="alert(document.domain)"'), "<svg onload>"],
    [
      "a foreignObject",
      logo('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'),
      "<foreignObject>",
    ],
    [
      "an outside link",
      logo('<use xlink:href="https://contoh.id/logo.svg#mark"/>'),
      '<use xlink:href="https://contoh.id/logo.svg#mark">',
    ],
  ])("refuses a logo SVG holding %s, naming the logo, what it holds and what to do", async (_, svg, found) => {
    const { problems } = await run(new ContentProject().write(LOGO, svg));
    expect(problems).toEqual([
      {
        file: "src/layouts/page-layout.astro",
        field: "logo",
        message: `menyebut gambar ${LOGO} yang berisi skrip atau tautan ke luar (${found}), yang tidak boleh ada di situs: simpan ulang gambarnya sebagai SVG biasa dari program gambarnya, atau unggah versi PNG-nya`,
      },
    ]);
  });

  it("accepts a logo saved plainly by a drawing program, with its style sheet and links to its own parts", async () => {
    const plain =
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 27.0.0 -->\n' +
      logo(
        '<style type="text/css">.st0{fill:url(#g);}</style><linearGradient id="g"><stop offset="0" stop-color="#fbbf4a"/></linearGradient><use xlink:href="#c" class="st0"/><circle id="c" cx="51" cy="10" r="7"/>',
        ' version="1.1" id="Layer_1" viewBox="0 0 64 64" style="enable-background:new 0 0 64 64;" xml:space="preserve"',
      );
    expect(await run(new ContentProject().write(LOGO, plain))).toEqual({ problems: [], warnings: [] });
  });

  it("names the article whose picture is an SVG with a script, as the editor names it", async () => {
    const project = withPhoto(Buffer.from(logo("<script>alert(1)</script>")), "blog/foto.svg");
    const { problems } = await run(project);
    expect(problems.map((problem) => problemText(problem, articleTitles(project.root)))).toEqual([
      "Artikel “Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh…” › Foto utama: menyebut gambar src/content/images/blog/foto.svg yang berisi skrip atau tautan ke luar (<script>), yang tidak boleh ada di situs: simpan ulang gambarnya sebagai SVG biasa dari program gambarnya, atau unggah versi PNG-nya",
    ]);
  });

  it("warns about a picture nobody uses, without stopping: it is not published", async () => {
    const project = new ContentProject();
    writeFileSync(project.path("src/content/images/galeri/lama.jpg"), await truncatedPhoto());
    const { problems, warnings } = await run(project);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({
        file: "src/content/images/galeri/lama.jpg",
        message: expect.stringMatching(/^tidak dipakai di halaman mana pun/),
      }),
    ]);
  });

  it("warns about a draft's broken photo without stopping: a draft is not published", async () => {
    const project = withPhoto(await truncatedPhoto()).edit(ARTICLE, "---\n\n", "draft: true\n---\n\n");
    const { problems, warnings } = await run(project);
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        file: ARTICLE,
        field: "image",
        message: expect.stringMatching(/rusak atau tidak lengkap.*\(artikel ini masih draf\)$/),
      }),
    );
  });

  it("warns about a draft's missing field without stopping", async () => {
    const project = new ContentProject().edit(ARTICLE, "category: Kesehatan Anak", "draft: true");
    const { problems, warnings } = await run(project);
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        file: ARTICLE,
        field: "category",
        message: expect.stringMatching(/\(artikel ini masih draf\)$/),
      }),
    );
  });
});

describe("opening hours come from site.yaml alone", () => {
  // The staff change the hours in one place (Identitas & Kontak); every text that mentions them must follow.
  const project = new ContentProject().set("site.yaml", ["hours"], {
    days: "Senin - Sabtu",
    opens: "06.30",
    closes: "18.00",
  });
  const { data } = loadContent(project.root);
  const strings = (value: unknown): string[] => {
    if (typeof value === "string") return [value];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (value && typeof value === "object") return Object.values(value).flatMap(strings);
    return [];
  };
  const changed = "Senin–Sabtu, 06.30–18.00 WIB";

  it("no text still holds the old hours", () => {
    const texts = strings(data);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /07\.00|17\.00|Senin\s*[-–]\s*Jumat/.test(text))).toEqual([]);
  });

  it("every text that gives the hours gives the new ones, written one way", () => {
    const { home, pages, programs, faq, site } = data!;
    expect(formatOpeningHours(site.hours)).toBe(changed);
    expect(home.hero.facts).toContain(changed);
    expect(pages.program.description).toContain(changed);
    expect(pages.blog.contact.text).toContain(changed);
    for (const program of programs) expect(program.hours).toBe(changed);
    expect(faq.filter((item) => item.answer.includes(changed))).toHaveLength(2);
    expect(faq.find((item) => item.question === "Kapan daycare buka?")?.answer).toContain("mulai pukul 06.30");
  });
});
