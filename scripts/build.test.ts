import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
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

describe("npm run build", { timeout: 120_000 }, () => {
  let copy: string;
  let first: ReturnType<typeof build>;

  beforeAll(() => {
    copy = copyProject();
    first = build(copy);
  }, 120_000);

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
