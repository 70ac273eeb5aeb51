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

const fourthArticle = `---
id: 4
title: Belajar Menanam Sayur di Halaman
date: 2025-10-20
author: Tim Daycare
category: Kegiatan Daycare
image: blog/posyandu.svg
---

Anak-anak menanam bayam dan kangkung di pot kecil.

## Yang kami pelajari

- menyiram setiap pagi
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
    // What a member of staff does to publish an article: add one file.
    writeFileSync(path.join(copy, "app/content/blog/4-artikel-baru.md"), fourthArticle);
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
    const page = readFileSync(path.join(copy, "build/client/blog/4/index.html"), "utf8");
    const body = page.slice(page.indexOf("Belajar Menanam Sayur"));
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

  it("fails on an invalid SITE_URL, naming it", () => {
    const result = build(copy, { SITE_URL: "daycare cisauk" });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("'siteUrl (variabel lingkungan SITE_URL)'");
  });
});
