import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { admissionProblems, admit, Inadmissible, MAX_PICTURE_BYTES, treeOf, type TreeEntry } from "./content.ts";

/** A content repository as the staff's saves leave it, plus whatever a test adds. */
function repository(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "konten-"));
  const all: Record<string, string | Buffer> = {
    "README.md": "# Konten\n",
    ".github/workflows/terbitkan.yml": "name: Terbitkan\n",
    "src/content/data/site.yaml": "name: Daycare\n",
    "src/content/blog/1-posyandu.md": "---\nid: 1\n---\n\nIsi.\n",
    "src/content/images/blog/posyandu.jpg": Buffer.from([0xff, 0xd8, 0xff]),
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=Bunda", "-c", "user.email=b@contoh.id", "commit", "-q", "-m", "Konten");
  return dir;
}

const commitAll = (dir: string) => {
  execFileSync("git", ["-C", dir, "add", "-A"]);
  execFileSync("git", ["-C", dir, "-c", "user.name=B", "-c", "user.email=b@c.id", "commit", "-q", "-m", "x"]);
};

const entry = (file: string, fields: Partial<TreeEntry> = {}): TreeEntry => ({
  mode: "100644",
  type: "blob",
  sha: "0".repeat(40),
  size: 10,
  path: file,
  ...fields,
});

const messages = (entries: TreeEntry[]) => admissionProblems(entries).map((problem) => problem.message);

describe("what the content repository may hold", () => {
  it("admits the collections' files and leaves the repository's own files out", () => {
    const dir = repository();
    expect(admissionProblems(treeOf(dir, "HEAD"))).toEqual([]);
  });

  it.each([
    [
      "a symbolic link among the pictures",
      entry("src/content/images/blog/foto.jpg", { mode: "120000" }),
      /^Foto “blog\/foto\.jpg” adalah tautan \(symbolic link\)/,
    ],
    [
      "an executable",
      entry("src/content/blog/2-x.md", { mode: "100755" }),
      /^Artikel “2-x\.md” ditandai sebagai program/,
    ],
    [
      "a submodule",
      entry("src/content/images/galeri", { mode: "160000", type: "commit", size: undefined }),
      /adalah submodul git/,
    ],
    ["a script among the pictures", entry("src/content/images/blog/skrip.mjs"), /^Foto “blog\/skrip\.mjs” bukan foto/],
    ["a package.json at the root", entry("package.json"), /^Berkas “package\.json” bukan bagian konten/],
    [
      "a workflow of its own",
      entry(".github/workflows/lain.yml"),
      /^Berkas “\.github\/workflows\/lain\.yml” bukan bagian konten/,
    ],
    ["a configuration beside the content", entry("src/content.config.ts"), /bukan bagian konten/],
    ["a data file no collection claims", entry("src/content/data/rahasia.yaml"), /tidak dikenal editor/],
    ["an article in a subfolder", entry("src/content/blog/lama/1-a.md"), /tanpa subfolder/],
    ["capitals in a name", entry("src/content/images/IMG_1234.JPG"), /huruf yang tidak diizinkan/],
    ["a name with a newline", entry("src/content/images/a\nb.jpg"), /^Foto "a\\nb\.jpg" bernama dengan huruf/],
    ["a name climbing out", entry("src/content/images/../../x.jpg"), /huruf yang tidak diizinkan/],
    [
      "an oversized photo",
      entry("src/content/images/besar.jpg", { size: MAX_PICTURE_BYTES + 1 }),
      /terlalu besar \(20 MB\): paling besar 20 MB/,
    ],
    [
      "an oversized article",
      entry("src/content/blog/9-besar.md", { size: 2 * 1024 * 1024 }),
      /terlalu besar \(2 MB\): paling besar 1 MB/,
    ],
  ])("refuses %s, naming it as the editor does", (_what, bad, message) => {
    expect(messages([entry("src/content/data/site.yaml"), bad])).toEqual([expect.stringMatching(message)]);
  });

  it("a README.md that is a symbolic link is not the repository's own README: refused", () => {
    expect(messages([entry("README.md", { mode: "120000" })])).toEqual([expect.stringMatching(/bukan bagian konten/)]);
  });

  it("says every problem at once", () => {
    expect(
      messages([entry("package.json"), entry("src/content/images/x.mjs"), entry("src/content/blog/A.md")]),
    ).toHaveLength(3);
  });

  it("reads modes, names and sizes from git, not from the files on disk", () => {
    const dir = repository();
    symlinkSync("/etc/passwd", path.join(dir, "src/content/images/blog/kunci.jpg"));
    writeFileSync(path.join(dir, "src/content/blog/2-skrip.md"), "#!/bin/sh\n");
    chmodSync(path.join(dir, "src/content/blog/2-skrip.md"), 0o755);
    writeFileSync(path.join(dir, "src/content/images/baris\nbaru.jpg"), "x");
    commitAll(dir);
    expect(messages(treeOf(dir, "HEAD"))).toEqual([
      expect.stringMatching(/^Artikel “2-skrip\.md” ditandai sebagai program/),
      expect.stringMatching(/^Foto "baris\\nbaru\.jpg" bernama dengan huruf/),
      expect.stringMatching(/^Foto “blog\/kunci\.jpg” adalah tautan/),
    ]);
  });
});

describe("admitting the content into the project", () => {
  const projects: string[] = [];
  afterEach(() => projects.splice(0));

  function project(): string {
    const dir = mkdtempSync(path.join(tmpdir(), "proyek-"));
    projects.push(dir);
    for (const file of ["src/content/data/site.yaml", "src/content/blog/3-contoh.md", "src/content/images/hero.svg"]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), "contoh");
    }
    writeFileSync(path.join(dir, "src/content.config.ts"), "// kode");
    return dir;
  }

  it("replaces the example content with the repository's, byte for byte, and nothing else", async () => {
    const dir = repository();
    const into = project();
    const { commit, files } = await admit(dir, into);
    expect(commit).toMatch(/^[0-9a-f]{40}$/);
    expect(files).toBe(3);
    expect(readFileSync(path.join(into, "src/content/data/site.yaml"), "utf8")).toBe("name: Daycare\n");
    expect([...readFileSync(path.join(into, "src/content/images/blog/posyandu.jpg"))]).toEqual([0xff, 0xd8, 0xff]);
    expect(existsSync(path.join(into, "src/content/blog/3-contoh.md"))).toBe(false);
    expect(existsSync(path.join(into, "src/content/images/hero.svg"))).toBe(false);
    expect(existsSync(path.join(into, "README.md"))).toBe(false);
    expect(existsSync(path.join(into, ".github"))).toBe(false);
    expect(readFileSync(path.join(into, "src/content.config.ts"), "utf8")).toBe("// kode");
  });

  it("writes nothing when anything is refused", async () => {
    const dir = repository({ "package.json": "{}" });
    const into = project();
    await expect(admit(dir, into)).rejects.toBeInstanceOf(Inadmissible);
    expect(readFileSync(path.join(into, "src/content/blog/3-contoh.md"), "utf8")).toBe("contoh");
    expect(existsSync(path.join(into, "package.json"))).toBe(false);
  });
});

describe("the admission, as the workflow's first job runs it", () => {
  it("runs from its own files with nothing installed: no package shares a machine with the deploy key", () => {
    // Only these files, copied where they are, and no node_modules anywhere above them.
    const alone = mkdtempSync(path.join(tmpdir(), "penerimaan-"));
    const root = path.resolve(import.meta.dirname, "../..");
    for (const file of ["tooling/publish/content.ts", "tooling/publish/settings.ts", "src/lib/content/places.ts"]) {
      mkdirSync(path.dirname(path.join(alone, file)), { recursive: true });
      writeFileSync(path.join(alone, file), readFileSync(path.join(root, file)));
    }
    const clone = repository();
    const said = execFileSync(
      process.execPath,
      [path.join(alone, "tooling/publish/content.ts"), clone, "--into", path.join(alone, "diterima")],
      { cwd: alone, encoding: "utf8", env: { PATH: process.env.PATH } },
    );
    expect(said).toMatch(/diterima sebagai data: 3 berkas/);
    expect(readFileSync(path.join(alone, "diterima/src/content/data/site.yaml"), "utf8")).toBe("name: Daycare\n");
  });
});
