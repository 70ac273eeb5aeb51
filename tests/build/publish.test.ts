import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cutOffUpload,
  exifHasLocation,
  heicPhoto,
  phonePhoto,
  photoWithLocation,
  truncatedPhoto,
} from "../fixtures/pictures.ts";
import { article, ProjectCopy, project, STACK_FRAME } from "../fixtures/project-copy.ts";

/**
 * Publishing as the centre's staff do it, on one copy of the project built
 * once with the real `npm run build` (each full build costs half a minute):
 * what they add is published right, what only looks wrong is accepted, what
 * must stay private is not published; then every mistake they have made is
 * refused by `npm run check` and `npm run build` alike, in Indonesian, and
 * every failure, early or late, leaves the published site byte-for-byte as
 * it was (docs/decisions/007-all-or-nothing-builds.md).
 */

type Files = Record<string, string | Buffer>;

const BLOG = "src/content/blog";
const IMAGES = "src/content/images";
const UNCHANGED = "Situs yang sudah ada (folder build/) tidak diubah";
/** Loaded into every process of the first build: counts the reads of each content file (./content-reads.ts). */
const COUNT_READS = fileURLToPath(new URL("content-reads.ts", import.meta.url));

/**
 * One line of the content check's list: it starts with the editor's words
 * and what to do (holding, further on, each of `holding`), and ends with the
 * file and line, for the maintainer.
 */
function said(start: string, where: string, ...holding: string[]): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = [start, ...holding].map(literal).join(".*");
  return new RegExp(`^  - ${parts}.* \\(berkas ${literal(where)}\\)$`, "m");
}

/** How the check names the article of article() (tests/fixtures/project-copy.ts) as the editor lists it. */
const NEW_ARTICLE = "Artikel “Belajar Menanam Sayur di Halaman”";

/** The example article of the technical manager's guide, exactly as the guide says to write it. */
function articleFromGuide(): string {
  const guide = readFileSync(path.join(project, "docs/pengelola-teknis.md"), "utf8");
  const section = guide.slice(guide.indexOf("### Artikel sebagai berkas"));
  const block = section.match(/```md\n([\s\S]*?)\n\s*```/)?.[1];
  if (!block) throw new Error("docs/pengelola-teknis.md has no example article");
  return `${block.replace(/^ {3}/gm, "")}\n`;
}

const hostileArticle = `---
id: 5
title: Uji Keamanan Artikel
date: 2025-10-21
author: Tim Daycare
category: Kegiatan Daycare
image: /blog/posyandu.svg
---

Artikel ini berisi tautan dan kode berbahaya.

- [bacaan](https://www.idai.or.id)

[klik](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox(1))

<script>alert(1)</script>

<img src="x" onerror="alert(1)">

<iframe src="https://contoh.example"></iframe>
`;

/** As long as a title may be (TEXT_LIMITS.line): it still fits every page, the feed and the link preview. */
const longTitle = "Catatan Kegiatan ".repeat(9).slice(0, 150);

/** What looks wrong but is fine, beside the guide's article and the hostile one. */
const accepted: Files = {
  [`${BLOG}/4-menanam-sayur.md`]: articleFromGuide(),
  [`${BLOG}/5-uji.md`]: hostileArticle,
  // A BOM and Windows line endings, as Notepad saves a file.
  [`${BLOG}/6-bom.md`]: `\uFEFF${article({ id: 6, title: "Artikel dari Notepad" })}`.replaceAll("\n", "\r\n"),
  [`${BLOG}/7-KEGIATAN.MD`]: article({ id: 7, title: "Nama Berkas Huruf Besar" }),
  [`${BLOG}/8-tagar.md`]: article({
    id: 8,
    title: "Ikuti #DaycareMuslimCisaukTangerangBanten2025 dan info@daycarecisauk.id",
  }),
  [`${BLOG}/9-panjang.md`]: article({ id: 9, title: longTitle }),
  [`${BLOG}/10-nul.md`]: article({ id: 10, title: "Judul\u0000 dengan NUL" }),
  [`${BLOG}/11-emoji.md`]: article(
    { id: 11, title: "Main Air di Halaman 💦😄" },
    `${"a".repeat(149)}👨‍👩‍👧 dan seterusnya.`,
  ),
  [`${BLOG}/12-foto-ponsel.md`]: article({ id: 12, title: "Foto dari Ponsel", image: "/blog/IMG_1234.JPG" }),
  [`${BLOG}/13-draft.md`]: article({ id: 13, title: "Belum Terbit", image: "/blog/rahasia-draft.jpg", draft: true }),
};

interface Refused {
  what: string;
  /** Files of its own: no other mistake of the table writes them, nor uses its article's id or its picture. */
  files: () => Promise<Files> | Files;
  /** The lines of the list that name it, one per problem, in check and build alike. */
  says: RegExp[];
}

/**
 * Mistakes the staff have made, each in articles and pictures of its own, so
 * that all of them are made at once and each is still named on its own line.
 */
const refused: Refused[] = [
  {
    what: "an iPhone HEIC photo saved as foto-iphone.jpg, used as an article image",
    files: async () => ({
      [`${IMAGES}/blog/foto-iphone.jpg`]: await heicPhoto(),
      [`${BLOG}/20-foto-iphone.md`]: article({ id: 20, image: "/blog/foto-iphone.jpg" }),
    }),
    says: [
      said(
        `${NEW_ARTICLE} › Foto utama: menyebut gambar ${IMAGES}/blog/foto-iphone.jpg yang sebenarnya foto HEIC`,
        `${BLOG}/20-foto-iphone.md, baris 7`,
        "simpan foto sebagai JPG",
      ),
    ],
  },
  {
    what: "a truncated JPEG used as an article image",
    files: async () => ({
      [`${IMAGES}/blog/foto-rusak.jpg`]: await truncatedPhoto(),
      [`${BLOG}/21-foto-rusak.md`]: article({ id: 21, image: "/blog/foto-rusak.jpg" }),
    }),
    says: [
      said(
        `${NEW_ARTICLE} › Foto utama: menyebut gambar ${IMAGES}/blog/foto-rusak.jpg yang rusak atau tidak lengkap`,
        `${BLOG}/21-foto-rusak.md, baris 7`,
        "unggah ulang foto aslinya",
      ),
    ],
  },
  {
    what: "a cut-off photo the editor stored as a whole WebP, its lower part transparent",
    files: () => ({
      [`${IMAGES}/blog/foto-terpotong.webp`]: cutOffUpload(),
      [`${BLOG}/22-foto-terpotong.md`]: article({ id: 22, image: "/blog/foto-terpotong.webp" }),
    }),
    says: [
      said(
        `${NEW_ARTICLE} › Foto utama: menyebut gambar ${IMAGES}/blog/foto-terpotong.webp yang terpotong: bagian bawahnya kosong`,
        `${BLOG}/22-foto-terpotong.md, baris 7`,
        "unggah ulang foto aslinya",
      ),
    ],
  },
  {
    what: "a zero-byte photo used as an article image",
    files: () => ({
      [`${IMAGES}/blog/kosong.jpg`]: Buffer.alloc(0),
      [`${BLOG}/23-foto-kosong.md`]: article({ id: 23, image: "/blog/kosong.jpg" }),
    }),
    says: [
      said(
        `${NEW_ARTICLE} › Foto utama: menyebut gambar ${IMAGES}/blog/kosong.jpg yang kosong (0 byte)`,
        `${BLOG}/23-foto-kosong.md, baris 7`,
      ),
    ],
  },
  {
    what: "a title with a colon and no quotes",
    files: () => ({ [`${BLOG}/24-titik-dua.md`]: article({ id: 24, title: "Kegiatan: Posyandu" }) }),
    says: [
      // The title cannot be read, so the article is named by its file.
      said(
        "Artikel 24-titik-dua.md › Judul: memakai titik dua (:) tanpa tanda kutip: beri tanda kutip di sekitar judul yang memakai titik dua",
        `${BLOG}/24-titik-dua.md, baris 3`,
      ),
    ],
  },
  {
    what: "a tab indenting a front matter line",
    files: () => ({ [`${BLOG}/25-tab.md`]: article({ id: 25 }).replace("\ntitle:", "\n\ttitle:") }),
    says: [said("Artikel 25-tab.md › Judul: diawali tombol Tab: hapus Tab", `${BLOG}/25-tab.md, baris 3`)],
  },
  {
    what: "an article file saved as .md.txt",
    files: () => ({ [`${BLOG}/26-kegiatan.md.txt`]: article({ id: 26 }) }),
    says: [
      said(
        "Artikel › berkas 26-kegiatan.md.txt: bukan artikel",
        `${BLOG}/26-kegiatan.md.txt`,
        "Ganti namanya menjadi 26-kegiatan.md,",
      ),
    ],
  },
  {
    what: "an article image named foto.heic",
    files: () => ({ [`${BLOG}/27-nama-heic.md`]: article({ id: 27, image: "/foto.heic" }) }),
    says: [
      said(
        `${NEW_ARTICLE} › Foto utama: '/foto.heic' adalah foto HEIC`,
        `${BLOG}/27-nama-heic.md, baris 7`,
        "simpan foto sebagai JPG",
      ),
    ],
  },
];

describe("npm run build, as the staff publish", { timeout: 600_000 }, () => {
  const copy = new ProjectCopy();
  let check: ReturnType<ProjectCopy["check"]>;
  let first: ReturnType<ProjectCopy["build"]>;
  let published: Record<string, string>;
  const readsFile = copy.path("reads.jsonl");

  beforeAll(async () => {
    const pictures: Files = {
      [`${IMAGES}/blog/IMG_1234.JPG`]: await photoWithLocation(),
      [`${IMAGES}/blog/rahasia-draft.jpg`]: await phonePhoto(1400, 1000),
      [`${IMAGES}/foto-tak-terpakai.jpg`]: await phonePhoto(1200, 900),
      // An empty file nobody uses is only a warning, like any picture nobody uses.
      [`${IMAGES}/berkas-kosong.jpg`]: Buffer.alloc(0),
    };
    for (const [file, content] of Object.entries({ ...pictures, ...accepted })) copy.write(file, content);
    check = copy.check();
    first = copy.build({
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${COUNT_READS}`.trim(),
      READS_FILE: readsFile,
    });
    published = copy.snapshot();
  }, 600_000);
  afterAll(() => copy.dispose());

  describe("what the staff add is published", () => {
    it("check and build both pass, without a stack trace, and the build switches to complete output", () => {
      expect(check.status, check.output).toBe(0);
      expect(first.status, first.output).toBe(0);
      expect(check.output).toContain("✓ Semua konten valid");
      expect(`${check.output}${first.output}`).not.toMatch(STACK_FRAME);
      expect(Object.keys(published)).toEqual(
        expect.arrayContaining(["client/index.html", "client/_headers", "client/_redirects"]),
      );
    });

    it("reads each content file once: the check, Astro's config and loaders, the font and the editor share one reading", () => {
      const reads: Record<string, number> = {};
      for (const line of readFileSync(readsFile, "utf8").trim().split("\n"))
        for (const [file, times] of Object.entries(JSON.parse(line) as Record<string, number>))
          reads[file] = (reads[file] ?? 0) + times;
      const content = [
        ...readdirSync(copy.path("src/content/data"))
          .filter((name) => name.endsWith(".yaml"))
          .map((name) => `src/content/data/${name}`),
        ...readdirSync(copy.path(BLOG))
          .filter((name) => /\.md$/i.test(name))
          .map((name) => `${BLOG}/${name}`),
      ];
      expect(content.length).toBeGreaterThan(25);
      expect(reads).toEqual(Object.fromEntries(content.map((file) => [file, 1])));
    });

    it("publishes the guide's article with no other change: listed, built, titled, dated", () => {
      const list = copy.read("build/client/blog.html");
      expect(list).toContain("Belajar Menanam Sayur di Halaman");
      expect(list).toContain('href="/blog/4"');
      const page = copy.read("build/client/blog/4.html");
      expect(page).toContain("<title>Belajar Menanam Sayur di Halaman | Daycare Cisauk</title>");
      expect(page).toContain("20 Oktober 2025");
    });

    it("publishes every accepted article at its own address and in the list", () => {
      const pages = [copy.read("build/client/blog.html"), ...listPages(copy)].join("\n");
      for (const id of [6, 7, 8, 9, 10, 11, 12]) {
        expect(copy.read(`build/client/blog/${id}.html`)).toContain("<h1");
        expect(pages).toContain(`href="/blog/${id}"`);
      }
      expect(copy.read("build/client/blog/6.html")).toContain("<title>Artikel dari Notepad | Daycare Cisauk</title>");
      expect(copy.read("build/client/blog/10.html")).toContain("<title>Judul dengan NUL | Daycare Cisauk</title>");
    });

    it("renders hostile Markdown harmless", () => {
      const page = copy.read("build/client/blog/5.html");
      const body = page.slice(page.indexOf("Artikel ini berisi"));
      expect(body).not.toMatch(/javascript:|vbscript:|data:text|onerror=|<iframe|<img src="x"|alert\(/i);
      expect(body).toMatch(/<a href="https:\/\/www\.idai\.or\.id" target="_blank" rel="noopener noreferrer">/);
    });

    it("draws a 1200×630 link preview for every title: long words, any length, emoji", async () => {
      for (const id of [8, 9, 10, 11]) {
        const { width, height } = await sharp(readFileSync(copy.path(`build/client/og/blog-${id}.jpg`))).metadata();
        expect([width, height], `blog-${id}.jpg`).toEqual([1200, 630]);
      }
    });

    it("cuts the description on whole characters: no U+FFFD, no half emoji in the meta tags or the JSON-LD", () => {
      const page = copy.read("build/client/blog/11.html");
      const description = /<meta name="description" content="([^"]*)"/.exec(page)![1]!;
      expect(description).toBe(`${"a".repeat(149)}👨‍👩‍👧...`);
      const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (match) => match[1]!,
      );
      expect(`${page}${jsonLd.join("")}`).not.toMatch(/\uFFFD|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i);
      const posting = jsonLd
        .map((text) => JSON.parse(text) as { "@type": string; description?: string })
        .find((data) => data["@type"] === "BlogPosting");
      expect(posting?.description).toContain("👨‍👩‍👧...");
    });

    it("shows a phone's photo named IMG_1234.JPG, from files with URL-safe names", () => {
      const page = copy.read("build/client/blog/12.html");
      const shown = [...page.matchAll(/(?:src|srcset)="([^"]+)"/g)]
        .flatMap((match) => match[1]!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!))
        .filter((url) => /IMG_1234/i.test(url));
      expect(shown.length, "the photo is in the page").toBeGreaterThan(0);
      for (const url of shown) {
        expect(url).toMatch(/^\/assets\/[\w.-]+$/);
        expect(copy.publishedFiles(), url).toContain(url.slice(1));
      }
    });

    it("publishes no picture that says where it was taken or with which phone (no EXIF, no GPS)", async () => {
      const pictures = copy.publishedFiles().filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
      expect(
        pictures.some((file) => /IMG_1234/i.test(file)),
        "the phone's photo is published",
      ).toBe(true);
      for (const file of pictures) {
        const { exif } = await sharp(copy.path(`build/client/${file}`)).metadata();
        expect(exif && exifHasLocation(exif), `${file} has GPS`).toBeFalsy();
        expect(exif, `${file} has EXIF`).toBeUndefined();
      }
    });

    it("publishes nothing of a draft's photo or of a photo nobody uses: no file, no mention", () => {
      const text = copy.publishedText();
      const files = copy.publishedFiles().join("\n");
      for (const name of ["rahasia-draft", "foto-tak-terpakai", "berkas-kosong", "Belum Terbit"]) {
        expect(text, name).not.toContain(name);
        expect(files, name).not.toContain(name);
      }
      expect(published).not.toHaveProperty("client/blog/13.html");
    });

    it("tells, as a warning, which pictures are not used (and so not published)", () => {
      expect(check.output).toMatch(
        said(
          "Gambar foto-tak-terpakai.jpg: tidak dipakai di halaman mana pun, jadi tidak ikut dipublikasikan",
          `${IMAGES}/foto-tak-terpakai.jpg`,
        ),
      );
      expect(check.output).toMatch(said("Gambar berkas-kosong.jpg: tidak dipakai", `${IMAGES}/berkas-kosong.jpg`));
      expect(check.output).not.toContain("rahasia-draft.jpg: tidak dipakai");
    });

    it("warns exactly once that the site config holds example values, and still succeeds", () => {
      expect(first.output.match(/masih berisi nilai CONTOH/g) ?? []).toHaveLength(1);
      expect(first.output).toContain("nilai CONTOH untuk: Nama daycare, Nomor WhatsApp dan telepon, Email");
    });
  });

  describe("npm run check and npm run build agree on every mistake, and the site stays as it was", () => {
    /*
     * One run for the whole table, not one per mistake (a check and a failed build cost 10 s on two
     * cores): the check names every problem of the content at once, so each mistake is still proved
     * by its own line. That holds for these together because none hides another: the article files
     * are read (tab, colon, .md.txt, foto.heic) and every picture an article names is decoded (HEIC,
     * truncated, cut-off, empty) whatever else is wrong (checkContent in tooling/check.ts). Only what
     * the check reaches once nothing else is wrong (the link previews, and the pictures nobody uses)
     * would hide behind these, and would need a run of its own; the table holds none of that.
     */
    it("both refuse, in one run, every mistake of the table, each on its own line, in Indonesian", async () => {
      const files: Files = {};
      for (const mistake of refused) {
        for (const [file, content] of Object.entries(await mistake.files())) {
          if (file in files) throw new Error(`${mistake.what}: ${file} is written by another mistake too`);
          files[file] = content;
        }
      }
      for (const [file, content] of Object.entries(files)) copy.write(file, content);
      try {
        const checked = copy.check();
        const built = copy.build();
        expect(checked.status, checked.output).toBe(1);
        expect(built.status, built.output).toBe(1);
        const problems = refused.reduce((count, mistake) => count + mistake.says.length, 0);
        for (const run of [checked, built]) {
          for (const mistake of refused)
            for (const line of mistake.says) expect(run.output, `${mistake.what}:\n${run.output}`).toMatch(line);
          expect(run.output).toContain(`Konten tidak valid (${problems} masalah)`);
          expect(run.output).not.toMatch(STACK_FRAME);
        }
        expect(built.output).toContain(UNCHANGED);
        expect(copy.snapshot()).toEqual(published);
      } finally {
        for (const file of Object.keys(files)) copy.remove(file);
      }
    });

    it("a broken phone number: the field is named as the editor names it, then the file and line", () => {
      copy.edit("src/content/data/site.yaml", "phone: +62 812-3456-7890", "phone: 12345");
      try {
        const built = copy.build();
        expect(built.status).toBe(1);
        expect(built.output).toMatch(
          said(
            "Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia",
            "src/content/data/site.yaml, baris 6",
          ),
        );
        expect(copy.snapshot()).toEqual(published);
      } finally {
        copy.edit("src/content/data/site.yaml", "phone: 12345", "phone: +62 812-3456-7890");
      }
    });

    it("the usual mistakes, all at once: every one named by check and build", () => {
      const before = Object.fromEntries(
        [
          "src/content/data/site.yaml",
          "src/content/data/faq.yaml",
          "src/content/data/team.yaml",
          ...readdirSync(copy.path(BLOG)).map((name) => `${BLOG}/${name}`),
        ].map((file) => [file, copy.read(file)]),
      );
      copy.edit("src/content/data/site.yaml", "phone: +62 812-3456-7890", "phone: 12345");
      copy.edit("src/content/data/site.yaml", "email: info@daycarecisauk.id", "email: info@daycarecisauk");
      copy.edit("src/content/data/faq.yaml", /answer: "Langkahnya mudah[^"]*"/, 'answer: ""');
      copy.edit("src/content/data/team.yaml", "photo: /team-2.svg", "photo: /tim-2.svg");
      copy.edit(`${BLOG}/2-klinik-gigi.md`, "date: 2025-09-19", "date: 19 September 2025");
      copy.edit(
        `${BLOG}/3-kunjungan-mahasiswa.md`,
        "image: /blog/kunjungan-mahasiswa.svg",
        "image: /blog/kunjungan-mahasiswaa.svg",
      );
      copy.edit(`${BLOG}/5-uji.md`, "id: 5", "id: 3");
      copy.edit(`${BLOG}/1-posyandu.md`, /\nauthor: [^\n]*/, "");
      try {
        const checked = copy.check();
        expect(checked.status).toBe(1);
        const expected = [
          said(
            "Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia",
            "src/content/data/site.yaml, baris 6",
          ),
          said(
            "Identitas & Kontak › Email: harus berupa alamat email, contoh: info@daycarecisauk.id",
            "src/content/data/site.yaml, baris 7",
          ),
          said(
            `Tim › Anggota tim ke-2 › Foto: menyebut gambar 'tim-2.svg' yang tidak ada di ${IMAGES}/`,
            "src/content/data/team.yaml, baris 10",
          ),
          said(
            "Tanya jawab (FAQ) › Pertanyaan ke-3 › Jawaban: jawaban tidak boleh kosong",
            "src/content/data/faq.yaml, baris 6",
          ),
          said(
            "Artikel “Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik…” › Tanggal: harus berupa tanggal seperti 2025-09-19",
            `${BLOG}/2-klinik-gigi.md, baris 4`,
          ),
          said(
            "Artikel “Uji Keamanan Artikel” › Nomor artikel: 3 sudah dipakai oleh artikel “Hari Ceria Bersama Kakak-Kakak Mahasiswa”; setiap artikel perlu nomor sendiri. Nomor yang masih kosong: 14",
            `${BLOG}/5-uji.md, baris 2`,
          ),
          said(
            "Artikel “Hari Ceria Bersama Kakak-Kakak Mahasiswa” › Foto utama: menyebut gambar 'blog/kunjungan-mahasiswaa.svg' yang tidak ada",
            `${BLOG}/3-kunjungan-mahasiswa.md, baris 7`,
          ),
          said(
            "Artikel “Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh…” › Nama penulis: nama penulis harus diisi",
            `${BLOG}/1-posyandu.md`,
          ),
        ];
        for (const line of expected) expect(checked.output).toMatch(line);
        expect(checked.output).toContain("Konten tidak valid (8 masalah)");
        const built = copy.build();
        expect(built.status).toBe(1);
        for (const line of expected) expect(built.output).toMatch(line);
        for (const run of [checked, built]) expect(run.output).not.toMatch(STACK_FRAME);
        expect(copy.snapshot()).toEqual(published);
      } finally {
        for (const [file, text] of Object.entries(before)) copy.write(file, text);
      }
    });

    it("an invalid SITE_URL is named", () => {
      const built = copy.build({ SITE_URL: "daycare cisauk" });
      expect(built.status).toBe(1);
      expect(built.output).toContain(
        "Identitas & Kontak › Alamat situs (variabel lingkungan SITE_URL): harus berupa alamat web lengkap",
      );
      expect(copy.snapshot()).toEqual(published);
    });
  });

  describe("a build that fails late, after pages are written, changes nothing and says so without a stack trace", () => {
    const lateFailures = [
      {
        what: "a page that fails while it is built",
        file: "src/pages/galeri.astro",
        at: /^---\n/,
        fault: '---\nthrow new Error("galeri rusak");\n',
        says: ["Build gagal", "galeri rusak"],
      },
      {
        what: "a failure after every page is written (a full disk)",
        file: "astro.config.ts",
        at: "integrations: [",
        fault:
          'integrations: [{ name: "disk-penuh", hooks: { "astro:build:done": () => { throw new Error("ENOSPC: disk penuh"); } } }, ',
        says: ["Build gagal", "ENOSPC: disk penuh"],
      },
    ];
    for (const failure of lateFailures) {
      it(failure.what, () => {
        const original = copy.read(failure.file);
        copy.edit(failure.file, failure.at, failure.fault);
        try {
          const built = copy.build();
          expect(built.status).toBe(1);
          for (const line of [...failure.says, `${UNCHANGED} sama sekali.`]) expect(built.output).toContain(line);
          expect(built.output).not.toMatch(STACK_FRAME);
          expect(copy.snapshot()).toEqual(published);
        } finally {
          copy.write(failure.file, original);
        }
      });
    }
  });
});

/** The blog's numbered list pages of the copy's build (the list may run past one page). */
function listPages(copy: ProjectCopy): string[] {
  return copy
    .publishedFiles()
    .filter((file) => /^blog\/halaman\/\d+\.html$/.test(file))
    .map((file) => copy.read(`build/client/${file}`));
}
