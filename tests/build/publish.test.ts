import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Runs the real production build on a copy of the project, so what the
 * centre's staff see in their terminal is what is tested.
 */
const project = path.resolve(import.meta.dirname, "..");
const skip = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "playwright-report"]);

function copyProject(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "daycare-build-"));
  cpSync(project, copy, { recursive: true, filter: (source) => !skip.has(path.basename(source)) });
  symlinkSync(path.join(project, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}

function build(cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(project, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The example article of the staff guide, exactly as the guide tells staff to write it. */
function articleFromGuide(): string {
  const guide = readFileSync(path.join(project, "docs/panduan-konten.md"), "utf8");
  const section = guide.slice(guide.indexOf("## Menambah artikel"));
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

describe("npm run build", { timeout: 120_000 }, () => {
  let copy: string;
  let first: ReturnType<typeof build>;

  beforeAll(() => {
    copy = copyProject();
    // What a member of staff does to publish an article: add one file, as the guide shows.
    writeFileSync(path.join(copy, "app/content/blog/4-menanam-sayur.md"), articleFromGuide());
    writeFileSync(path.join(copy, "app/content/blog/5-uji.md"), hostileArticle);
    first = build(copy);
  }, 120_000);

  it("publishes a fourth article file with no other change: listed, prerendered, titled", () => {
    expect(first.status).toBe(0);
    const list = readFileSync(path.join(copy, "build/client/blog/index.html"), "utf8");
    expect(list).toContain("Belajar Menanam Sayur di Halaman");
    expect(list).toContain('href="/blog/4"');
    const page = readFileSync(path.join(copy, "build/client/blog/4/index.html"), "utf8");
    expect(page).toContain("<title>Belajar Menanam Sayur di Halaman | Daycare Cisauk</title>");
    expect(page).toContain("20 Oktober 2025");
  });

  it("renders hostile Markdown harmless in the published page", () => {
    const page = readFileSync(path.join(copy, "build/client/blog/5/index.html"), "utf8");
    const body = page.slice(page.indexOf("Artikel ini berisi"));
    expect(body).not.toMatch(/javascript:|vbscript:|data:text|onerror=|<iframe|<img src="x"|alert\(/i);
    expect(body).toContain('<a href="https://www.idai.or.id" target="_blank" rel="noopener noreferrer">');
  });

  it("keeps the Markdown parser and the validation library out of every browser file", () => {
    const assets = path.join(copy, "build/client/assets");
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
    const index = path.join(copy, "build/client/index.html");
    const before = { html: readFileSync(index, "utf8"), mtime: statSync(index).mtimeMs };
    const siteFile = path.join(copy, "app/content/site.ts");
    writeFileSync(siteFile, readFileSync(siteFile, "utf8").replace('phone: "+62 812-3456-7890"', 'phone: "12345"'));

    const broken = build(copy);
    expect(broken.status).not.toBe(0);
    expect(broken.output).toContain("app/content/site.ts: 'phone' harus berupa nomor Indonesia");
    expect(readFileSync(index, "utf8")).toBe(before.html);
    expect(statSync(index).mtimeMs).toBe(before.mtime);
  });

  it("catches the usual mistakes all at once with `npm run check`, and the build publishes nothing", () => {
    const edit = (file: string, from: string | RegExp, to: string) => {
      const target = path.join(copy, file);
      const before = readFileSync(target, "utf8");
      const after = before.replace(from, to);
      expect(after, `${file} edited`).not.toBe(before);
      writeFileSync(target, after);
    };
    edit("app/content/site.ts", 'email: "info@daycarecisauk.id"', 'email: "info@daycarecisauk"');
    edit("app/content/faq.ts", /answer:\s*"Langkahnya mudah[^"]*"/, 'answer: ""');
    edit("app/content/team.ts", 'photo: "team-2.svg"', 'photo: "tim-2.svg"');
    edit("app/content/blog/2-klinik-gigi.md", "date: 2025-09-19", "date: 19 September 2025");
    edit("app/content/blog/3-kunjungan-mahasiswa.md", "image: blog/kunjungan-mahasiswa.svg", "image: blog/kunjungan-mahasiswaa.svg");
    edit("app/content/blog/5-uji.md", "id: 5", "id: 3");
    edit("app/content/blog/1-posyandu.md", /\nauthor: [^\n]*/, "");

    const index = path.join(copy, "build/client/index.html");
    const before = readFileSync(index, "utf8");
    const check = spawnSync(process.execPath, [path.join(project, "node_modules/tsx/dist/cli.mjs"), "scripts/check-content.ts"], {
      cwd: copy,
      encoding: "utf8",
    });
    expect(check.status).toBe(1);
    const expected = [
      "app/content/site.ts: 'phone' harus berupa nomor Indonesia",
      "app/content/site.ts: 'email' harus berupa alamat email, contoh: info@daycarecisauk.id",
      "app/content/team.ts: 'item ke-2: photo' menyebut gambar 'tim-2.svg' yang tidak ada di app/images/",
      "app/content/faq.ts: 'item ke-3: answer' jawaban tidak boleh kosong",
      "app/content/blog/2-klinik-gigi.md: 'date' harus berupa tanggal seperti 2025-09-19",
      "app/content/blog/5-uji.md: 'id' 3 sudah dipakai oleh app/content/blog/3-kunjungan-mahasiswa.md",
      "app/content/blog/3-kunjungan-mahasiswa.md: 'image' menyebut gambar 'blog/kunjungan-mahasiswaa.svg' yang tidak ada",
      "app/content/blog/1-posyandu.md: 'author' penulis harus diisi",
    ];
    for (const line of expected) expect(check.stderr).toContain(line);
    expect(check.stderr).toContain("Konten tidak valid (8 masalah)");

    const broken = build(copy);
    expect(broken.status).not.toBe(0);
    for (const line of expected) expect(broken.output).toContain(line);
    expect(readFileSync(index, "utf8")).toBe(before);
  });

  it("fails on an invalid SITE_URL, naming it", () => {
    const result = build(copy, { SITE_URL: "daycare cisauk" });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("'siteUrl (variabel lingkungan SITE_URL)'");
  });
});
