import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ProjectCopy, project, STACK_FRAME } from "../fixtures/project-copy";

/**
 * Publishing as the centre's staff do it: add an article file, or change a
 * value, then `npm run build` (and `npm run check`) on a copy of the project.
 */

/** The example article of the staff guide, exactly as the guide tells staff to write it. */
function articleFromGuide(): string {
  const guide = readFileSync(path.join(project, "docs/panduan-konten.md"), "utf8");
  const section = guide.slice(guide.indexOf("#### Artikel sebagai berkas"));
  const block = section.match(/```md\n([\s\S]*?)\n\s*```/)?.[1];
  if (!block) throw new Error("docs/panduan-konten.md has no example article");
  return `${block.replace(/^ {3}/gm, "")}\n`;
}

const hostileArticle = `---
id: 5
title: Uji Keamanan Artikel
date: 2025-10-21
author: Tim Daycare
category: Kegiatan Daycare
image: blog/posyandu.svg
---

Artikel ini berisi tautan dan kode berbahaya.

- [bacaan](https://www.idai.or.id)

[klik](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox(1))

<script>alert(1)</script>

<img src="x" onerror="alert(1)">

<iframe src="https://contoh.example"></iframe>
`;

describe("npm run build", { timeout: 240_000 }, () => {
  const copy = new ProjectCopy();
  let first: ReturnType<ProjectCopy["build"]>;

  beforeAll(() => {
    // What a member of staff does to publish an article: add one file, as the guide shows.
    copy.write("app/content/blog/4-menanam-sayur.md", articleFromGuide());
    copy.write("app/content/blog/5-uji.md", hostileArticle);
    first = copy.build();
  }, 240_000);

  it("publishes a fourth article file with no other change: listed, prerendered, titled", () => {
    expect(first.status).toBe(0);
    const list = copy.read("build/client/blog.html");
    expect(list).toContain("Belajar Menanam Sayur di Halaman");
    expect(list).toContain('href="/blog/4"');
    const page = copy.read("build/client/blog/4.html");
    expect(page).toContain("<title>Belajar Menanam Sayur di Halaman | Daycare Cisauk</title>");
    expect(page).toContain("20 Oktober 2025");
  });

  it("renders hostile Markdown harmless in the published page", () => {
    const page = copy.read("build/client/blog/5.html");
    const body = page.slice(page.indexOf("Artikel ini berisi"));
    expect(body).not.toMatch(/javascript:|vbscript:|data:text|onerror=|<iframe|<img src="x"|alert\(/i);
    expect(body).toContain('<a href="https://www.idai.or.id" target="_blank" rel="noopener noreferrer">');
  });

  it("keeps the Markdown parser and the validation library out of every browser file", () => {
    const assets = copy.path("build/client/assets");
    for (const name of readdirSync(assets).filter((file) => file.endsWith(".js"))) {
      const code = readFileSync(path.join(assets, name), "utf8");
      // Token names of micromark (the Markdown parser) and zod's error class survive minification.
      expect(code, name).not.toMatch(/codeFencedFence|ZodError/);
    }
  });

  it("succeeds and warns exactly once that the site config holds example values", () => {
    expect(first.status).toBe(0);
    const warnings = first.output.match(/masih berisi nilai CONTOH/g) ?? [];
    expect(warnings).toHaveLength(1);
    expect(first.output).toContain("nilai CONTOH untuk: name, phone, email");
  });

  it("fails on a broken phone number, naming file and field, and leaves the last good build alone", () => {
    const index = copy.path("build/client/index.html");
    const before = { site: copy.snapshot(), mtime: statSync(index).mtimeMs };
    copy.edit("app/content/data/site.yaml", "phone: +62 812-3456-7890", "phone: 12345");

    const broken = copy.build();
    expect(broken.status).not.toBe(0);
    expect(broken.output).toContain("app/content/data/site.yaml, baris 6: 'phone' harus berupa nomor Indonesia");
    expect(copy.snapshot()).toEqual(before.site);
    expect(statSync(index).mtimeMs).toBe(before.mtime);
  });

  it("catches the usual mistakes all at once with `npm run check`, and the build publishes nothing", () => {
    copy.edit("app/content/data/site.yaml", "email: info@daycarecisauk.id", "email: info@daycarecisauk");
    copy.edit("app/content/data/faq.yaml", /answer: "Langkahnya mudah[^"]*"/, 'answer: ""');
    copy.edit("app/content/data/team.yaml", "photo: /team-2.svg", "photo: /tim-2.svg");
    copy.edit("app/content/blog/2-klinik-gigi.md", "date: 2025-09-19", "date: 19 September 2025");
    copy.edit("app/content/blog/3-kunjungan-mahasiswa.md", "image: /blog/kunjungan-mahasiswa.svg", "image: /blog/kunjungan-mahasiswaa.svg");
    copy.edit("app/content/blog/5-uji.md", "id: 5", "id: 3");
    copy.edit("app/content/blog/1-posyandu.md", /\nauthor: [^\n]*/, "");

    const before = copy.snapshot();
    const check = copy.check();
    expect(check.status).toBe(1);
    const expected = [
      "app/content/data/site.yaml, baris 6: 'phone' harus berupa nomor Indonesia",
      "app/content/data/site.yaml, baris 7: 'email' harus berupa alamat email, contoh: info@daycarecisauk.id",
      "app/content/data/team.yaml, baris 10: 'item ke-2: photo' menyebut gambar 'tim-2.svg' yang tidak ada di app/images/",
      "app/content/data/faq.yaml, baris 6: 'item ke-3: answer' jawaban tidak boleh kosong",
      "app/content/blog/2-klinik-gigi.md, baris 4: 'date' harus berupa tanggal seperti 2025-09-19",
      "app/content/blog/5-uji.md, baris 2: 'id' 3 sudah dipakai oleh app/content/blog/3-kunjungan-mahasiswa.md",
      "app/content/blog/3-kunjungan-mahasiswa.md, baris 7: 'image' menyebut gambar 'blog/kunjungan-mahasiswaa.svg' yang tidak ada",
      "app/content/blog/1-posyandu.md: 'author' nama penulis harus diisi",
    ];
    for (const line of expected) expect(check.output).toContain(line);
    expect(check.output).toContain("Konten tidak valid (8 masalah)");

    const broken = copy.build();
    expect(broken.status).not.toBe(0);
    for (const line of expected) expect(broken.output).toContain(line);
    for (const run of [check, broken]) expect(run.output).not.toMatch(STACK_FRAME);
    expect(copy.snapshot()).toEqual(before);
  });

  it("fails on an invalid SITE_URL, naming it", () => {
    const result = copy.build({ SITE_URL: "daycare cisauk" });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("'siteUrl (variabel lingkungan SITE_URL)'");
  });
});
