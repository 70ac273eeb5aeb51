import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { phonePhoto } from "../fixtures/pictures";
import { article, ProjectCopy, STACK_FRAME } from "../fixtures/project-copy";

/**
 * The other half of check-agrees.test.ts: what looks wrong but is fine
 * (Notepad's BOM and line endings, a long hashtag, emoji, a phone's photo
 * name) passes both `npm run check` and `npm run build`, and is published
 * right; what must stay private (a draft's photo, a photo nobody uses) is
 * not published at all. A file of its own, so the build tier's two workers
 * share the work evenly.
 */

type Files = Record<string, string | Buffer>;

describe("npm run check and npm run build both accept what only looks wrong, and publish it right", { timeout: 240_000 }, () => {
  const copy = new ProjectCopy();
  const longTitle = "Catatan Kegiatan ".repeat(60).trim();
  const accepted: Files = {
    // A BOM and Windows line endings, as Notepad saves a file.
    "app/content/blog/4-bom.md": `\uFEFF${article({ id: 4, title: "Artikel dari Notepad" })}`.replaceAll("\n", "\r\n"),
    "app/content/blog/5-KEGIATAN.MD": article({ id: 5, title: "Nama Berkas Huruf Besar" }),
    "app/content/blog/6-tagar.md": article({ id: 6, title: "Ikuti #DaycareMuslimCisaukTangerangBanten2025 dan info@daycarecisauk.id" }),
    "app/content/blog/7-panjang.md": article({ id: 7, title: longTitle }),
    "app/content/blog/8-nul.md": article({ id: 8, title: "Judul\u0000 dengan NUL" }),
    "app/content/blog/9-emoji.md": article({ id: 9, title: "Main Air di Halaman 💦😄" }, `${"a".repeat(149)}👨‍👩‍👧 dan seterusnya.`),
    "app/content/blog/10-foto-ponsel.md": article({ id: 10, title: "Foto dari Ponsel", image: "blog/IMG_1234.JPG" }),
    "app/content/blog/11-draft.md": article({ id: 11, title: "Belum Terbit", image: "blog/rahasia-draft.jpg", draft: true }),
  };
  let pictures: Files;
  let check: ReturnType<ProjectCopy["check"]>;
  let build: ReturnType<ProjectCopy["build"]>;

  beforeAll(async () => {
    pictures = {
      "app/images/blog/IMG_1234.JPG": await phonePhoto(),
      "app/images/blog/rahasia-draft.jpg": await phonePhoto(1400, 1000),
      "app/images/foto-tak-terpakai.jpg": await phonePhoto(1200, 900),
      "app/images/berkas-kosong.jpg": Buffer.alloc(0),
    };
    for (const [file, content] of Object.entries({ ...pictures, ...accepted })) copy.write(file, content);
    check = copy.check();
    build = copy.build();
  }, 240_000);

  it("both pass, without a stack trace", () => {
    expect(check.status, check.output).toBe(0);
    expect(build.status, build.output).toBe(0);
    expect(check.output).toContain("✓ Semua konten valid.");
    expect(`${check.output}${build.output}`).not.toMatch(STACK_FRAME);
  });

  it("publishes every accepted article at its own address and in the list", () => {
    const list = copy.read("build/client/blog.html");
    for (const id of [4, 5, 6, 7, 8, 9, 10]) {
      expect(copy.read(`build/client/blog/${id}.html`)).toContain("<h1");
      expect(list).toContain(`href="/blog/${id}"`);
    }
    expect(copy.read("build/client/blog/4.html")).toContain("<title>Artikel dari Notepad | Daycare Cisauk</title>");
    expect(copy.read("build/client/blog/8.html")).toContain("<title>Judul dengan NUL | Daycare Cisauk</title>");
  });

  it("draws a 1200×630 link preview for every title: long words, any length, emoji", async () => {
    for (const id of [6, 7, 8, 9]) {
      const { width, height } = await sharp(readFileSync(copy.path(`build/client/og/blog-${id}.jpg`))).metadata();
      expect([width, height], `blog-${id}.jpg`).toEqual([1200, 630]);
    }
  });

  it("cuts the description on whole characters: no U+FFFD, no half emoji in the meta tags or the JSON-LD", () => {
    const page = copy.read("build/client/blog/9.html");
    const description = /<meta name="description" content="([^"]*)"/.exec(page)![1]!;
    expect(description).toBe(`${"a".repeat(149)}👨‍👩‍👧...`);
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => match[1]!).join("");
    expect(`${page}${jsonLd}`).not.toMatch(/\uFFFD|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i);
    expect(JSON.stringify(JSON.parse(jsonLd.slice(jsonLd.indexOf('{"@context":"https://schema.org","@type":"BlogPosting"'))))).toContain("👨‍👩‍👧...");
  });

  it("shows a phone photo named IMG_1234.JPG, from lower-case, URL-safe files", () => {
    expect(copy.read("build/client/blog/10.html")).toMatch(/\/assets\/img\/blog-img-1234-[0-9a-f]{10}-\d+\.avif/);
  });

  it("publishes nothing of a draft's photo or of a photo nobody uses: no file, no mention", () => {
    const text = copy.publishedText();
    const files = copy.publishedFiles().join("\n");
    for (const name of ["rahasia-draft", "foto-tak-terpakai", "berkas-kosong", "Belum Terbit"]) {
      expect(text, name).not.toContain(name);
      expect(files, name).not.toContain(name);
    }
    expect(copy.snapshot()).not.toHaveProperty("client/blog/11.html");
  });

  it("tells, as a warning, which pictures are not used (and so not published)", () => {
    expect(check.output).toContain("app/images/foto-tak-terpakai.jpg: 'gambar' tidak dipakai di halaman mana pun, jadi tidak ikut dipublikasikan");
    expect(check.output).toContain("app/images/berkas-kosong.jpg: 'gambar' tidak dipakai");
    expect(check.output).not.toContain("rahasia-draft.jpg: 'gambar' tidak dipakai");
  });
});
