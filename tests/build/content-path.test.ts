import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, ProjectCopy, type Run, STACK_FRAME } from "../fixtures/project-copy.ts";

/**
 * The content path of a publication (`npm run test:content`, docs/deploy.md
 * "Two paths") on a copy of the project, as the workflow runs it after a
 * save: a save that would put a broken page online makes it fail, in
 * Indonesian where the content is at fault. That it passes is rehearsed with
 * the workflow itself (tests/rehearsal/scenarios.ts, a staff member's article).
 */

const ARTICLE = "src/content/blog/1-posyandu.md";

describe("npm run test:content", () => {
  let copy: ProjectCopy;
  let port: string;
  const testContent = (...playwrightArgs: string[]): Run =>
    copy.npm("test:content", { CI: "true", CONTENT_PORT: port }, playwrightArgs);

  beforeAll(async () => {
    copy = new ProjectCopy();
    port = String(await freePort());
  });
  afterAll(() => copy.dispose());

  it("fails on broken content before building, in Indonesian, naming the field as the editor does, then the file", () => {
    const original = copy.read("src/content/data/site.yaml");
    copy.edit("src/content/data/site.yaml", /^phone: .*$/m, "phone: nomor kantor");
    try {
      const run = testContent();
      expect(run.status).not.toBe(0);
      expect(run.output).toMatch(
        /Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia.* \(berkas src\/content\/data\/site\.yaml, baris \d+\)/,
      );
      expect(run.output).not.toMatch(STACK_FRAME);
      expect(run.output).not.toContain("Running");
    } finally {
      copy.write("src/content/data/site.yaml", original);
    }
  });

  it("publishes an article that links to a page of the site that does not exist, warning with the article's name, and shows the link's words without the link", () => {
    const original = copy.read(ARTICLE);
    copy.write(ARTICLE, `${original}\nBaca juga [cerita **kunjungan** kami](/blog/998).\n`);
    try {
      const run = testContent();
      expect(run.status, run.output).toBe(0);
      expect(run.output).toMatch(
        /Perlu diperhatikan[\s\S]*Artikel “Kunjungan Rutin ke Posyandu[^”]*” › Isi artikel: tautan \/blog\/998 menuju artikel yang tidak ada lagi.*teks biasa.* \(berkas src\/content\/blog\/1-posyandu\.md\)/,
      );
      // The smoke test's crawl of every address passed: the page names no /blog/998 for a parent to follow.
      const page = copy.read("build/client/blog/1.html");
      expect(page).toContain("Baca juga cerita <strong>kunjungan</strong> kami.");
      expect(page).not.toContain("/blog/998");
    } finally {
      copy.write(ARTICLE, original);
    }
  });

  it("fails when an article's text shows a picture, which the site cannot show", () => {
    const original = copy.read(ARTICLE);
    copy.write(ARTICLE, `${original}\n![Anak-anak di posyandu](/blog/foto-yang-hilang.jpg)\n`);
    try {
      const run = testContent();
      expect(run.status).not.toBe(0);
      expect(run.output).toMatch(
        /Artikel “[^”]+” › Isi artikel: memuat gambar.* \(berkas src\/content\/blog\/1-posyandu\.md, baris \d+\)/,
      );
      expect(run.output).not.toMatch(STACK_FRAME);
    } finally {
      copy.write(ARTICLE, original);
    }
  });
});
