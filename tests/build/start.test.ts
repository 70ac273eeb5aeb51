import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { ProjectCopy, STACK_FRAME } from "../fixtures/project-copy.ts";

/**
 * `npm start` builds when the build is missing or older than the project,
 * and never serves a half-built or stale folder: when the rebuild fails it
 * says why, in Indonesian, and stops (docs/decisions/007-all-or-nothing-builds.md).
 */
describe("npm start", { timeout: 600_000 }, () => {
  const copy = new ProjectCopy();
  afterAll(() => copy.dispose());

  it("builds the site instead of serving a half-built folder an older version left behind", async () => {
    // Pages, but nothing else a host needs: what an interrupted copy or an old build leaves.
    rmSync(copy.path("build"), { recursive: true, force: true });
    mkdirSync(copy.path("build/client"), { recursive: true });
    writeFileSync(copy.path("build/client/index.html"), "<!DOCTYPE html><title>setengah jadi</title>");
    const { url, server } = await copy.serve();
    try {
      expect(server.output).toContain("Membangun situs");
      const home = await (await fetch(url)).text();
      expect(home).not.toContain("setengah jadi");
      expect(home).toContain("<title>Daycare Cisauk - Daycare Muslim Pertama di Cisauk</title>");
      expect(existsSync(copy.path("build/client/_headers"))).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it("does not serve the old site when the rebuild fails: it says why and stops", async () => {
    const live = copy.snapshot();
    expect(live).toHaveProperty(["client/index.html"]);
    copy.edit("src/content/data/site.yaml", "phone: +62 812-3456-7890", "phone: 12345");
    try {
      const server = copy.start();
      const code = await server.exited;
      expect(code).not.toBe(0);
      expect(server.output).toMatch(
        /Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia.* \(berkas src\/content\/data\/site\.yaml, baris 6\)/,
      );
      expect(server.output).toContain("Situs tidak dijalankan karena build gagal");
      expect(server.output).not.toContain("Situs berjalan di");
      expect(server.output).not.toMatch(STACK_FRAME);
      expect(copy.snapshot()).toEqual(live);
    } finally {
      copy.edit("src/content/data/site.yaml", "phone: 12345", "phone: +62 812-3456-7890");
    }
  });
});
