import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ProjectCopy, project, STACK_FRAME } from "../fixtures/project-copy";

/**
 * A build that fails anywhere, even after React Router has written pages,
 * leaves the published site byte-for-byte as it was and says so in
 * Indonesian (docs/deploy.md promises it); `npm start` never serves a
 * half-built or stale folder. Late failures are brought about by breaking
 * the copy's own build code, as a bug or a full disk would.
 */

const tsx = path.join(project, "node_modules/tsx/dist/cli.mjs");

describe("all or nothing", { timeout: 240_000 }, () => {
  const copy = new ProjectCopy();
  let published: Record<string, string>;

  beforeAll(() => {
    published = copy.publish();
  }, 240_000);

  const leftovers = () => readdirSync(copy.path(".build")).filter((name) => name.startsWith("next-"));

  it("publishes by switching `build` to a complete new folder, and keeps no older one", () => {
    expect(published["(build →)"]).toMatch(/^\.build\/\d{8}T\d{6}\d{3}Z-\d+$/);
    expect(Object.keys(published)).toEqual(expect.arrayContaining(["headers.json", "nginx/pages.conf", "client/index.html", "client/_headers"]));
    expect(readdirSync(copy.path(".build"))).toEqual([path.basename(published["(build →)"]!)]);
  });

  const lateFailures = [
    {
      what: "a page that fails while being prerendered",
      file: "app/routes/gallery.tsx",
      at: "export default function GalleryPage() {",
      fault: 'throw new Error("galeri rusak");',
      says: ["Build gagal karena kesalahan teknis, bukan karena isi konten.", "Error: galeri rusak"],
    },
    {
      what: "a failure in the last step before the switch (the host files)",
      file: "tooling/hosting/host-config.ts",
      at: "export function writeHostConfig(buildDir: string): HostHeaders {",
      fault: 'throw new Error("ENOSPC: disk penuh");',
      says: ["Build gagal pada langkah header keamanan untuk server dan hosting: ENOSPC: disk penuh"],
    },
  ];

  for (const failure of lateFailures) {
    it(`${failure.what} changes nothing, and is told without a stack trace`, () => {
      copy.edit(failure.file, failure.at, `${failure.at}\n  ${failure.fault}`);
      try {
        const build = copy.build();
        expect(build.status).toBe(1);
        for (const line of [...failure.says, "Situs yang sudah ada (folder build/) tidak diubah sama sekali."]) expect(build.output).toContain(line);
        expect(build.output).not.toMatch(STACK_FRAME);
        expect(copy.snapshot()).toEqual(published);
        expect(leftovers()).toEqual([]);
      } finally {
        copy.edit(failure.file, `\n  ${failure.fault}`, "");
      }
    });
  }

  it("npm start does not serve the old site when the rebuild fails: it says why and stops", () => {
    copy.edit("app/content/data/site.yaml", "phone: +62 812-3456-7890", "phone: 12345");
    try {
      const start = spawnSync(process.execPath, [tsx, "tooling/hosting/start.ts"], {
        cwd: copy.root,
        encoding: "utf8",
        env: { ...process.env, PORT: "0", NO_COLOR: "1" },
        timeout: 200_000,
      });
      const output = `${start.stdout}\n${start.stderr}`;
      expect(start.status).toBe(1);
      expect(output).toContain("app/content/data/site.yaml, baris 6: 'phone' harus berupa nomor Indonesia");
      expect(output).toContain("Situs tidak dijalankan karena build gagal");
      expect(output).not.toContain("Situs berjalan di");
      expect(output).not.toMatch(STACK_FRAME);
      expect(copy.snapshot()).toEqual(published);
    } finally {
      copy.edit("app/content/data/site.yaml", "phone: 12345", "phone: +62 812-3456-7890");
    }
  });

  it("npm start rebuilds a half-built folder left by an older version instead of serving it", async () => {
    // What the old build left after a late failure: pages, but no header files.
    rmSync(copy.path("build"), { recursive: true });
    mkdirSync(copy.path("build/client"), { recursive: true });
    writeFileSync(copy.path("build/client/index.html"), "<!DOCTYPE html><title>setengah jadi</title>");
    const start = spawn(process.execPath, [tsx, "tooling/hosting/start.ts"], { cwd: copy.root, env: { ...process.env, PORT: "0", NO_COLOR: "1" } });
    let output = "";
    const serving = new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Situs berjalan di")) resolve();
      };
      start.stdout.on("data", onData);
      start.stderr.on("data", onData);
      start.on("exit", (code) => reject(new Error(`npm start ended (${code}):\n${output}`)));
    });
    try {
      await serving;
      expect(output).toContain("Membangun situs");
      expect(existsSync(copy.path("build/headers.json"))).toBe(true);
      expect(copy.read("build/client/index.html")).not.toContain("setengah jadi");
    } finally {
      start.kill("SIGTERM");
    }
  });
});
