import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house a volunteer inherits: what decision 013 and the README's "Where things live"
 * promise, checked on the tracked files, so that the picture cannot drift from the folders.
 */
const root = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).trim().split("\n");
const SOURCE = /\.(ts|tsx|astro|js|mjs)$/;
const ROOMS = ["src", "functions", "tooling", "admin", "tests"];
const sources = tracked.filter((file) => SOURCE.test(file) && ROOMS.includes(file.split("/")[0]!));
const folders = [...new Set(sources.map((file) => path.posix.dirname(file)))].sort();

const lines = (files: string[]) =>
  files.reduce((sum, file) => sum + readFileSync(path.join(root, file), "utf8").split("\n").length - 1, 0);
const codeOf = (room: string) =>
  sources.filter((file) => file.startsWith(`${room}/`) && !/\.(test|spec)\.tsx?$/.test(file));

describe("the house", () => {
  it("has no folder with more than 12 source files side by side", () => {
    const crowded = folders
      .map((folder) => [folder, sources.filter((file) => path.posix.dirname(file) === folder).length] as const)
      .filter(([, count]) => count > 12);
    expect(crowded).toEqual([]);
  });

  it("names every folder of code in decision 013, and no folder that is gone", () => {
    const decision = readFileSync(path.join(root, "docs/decisions/013-tooling-by-lifecycle.md"), "utf8");
    const named = new Set(
      [...decision.matchAll(/`((?:src|functions|tooling|admin|tests)(?:\/[\w.-]+)*)\/`/g)].map((m) => m[1]),
    );
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
    const existing = new Set(
      tracked.flatMap((file) =>
        file
          .split("/")
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
      ),
    );
    expect([...named].filter((folder) => !existing.has(folder!))).toEqual([]);
  });

  // No cap on a room's lines: a cap made us write by hand what a library does. The site stays the biggest.
  it("keeps the site the biggest room", () => {
    const site = lines(codeOf("src"));
    const tooling = lines(codeOf("tooling"));
    expect(site).toBeGreaterThan(tooling);
    expect(site).toBeGreaterThan(lines(codeOf("admin")));
  });

  // No cap on their number (decision 025): a library made for the job beats code written to stay under a count.
  it("gives every dependency its reason in decision 025", () => {
    const { devDependencies = {}, dependencies = {}, optionalDependencies = {} } = manifest;
    const all = Object.keys({ ...dependencies, ...devDependencies });
    const decision = readFileSync(path.join(root, "docs/decisions/025-dependencies-that-earn-their-place.md"), "utf8");
    // Node 24's platform packages (optional: npm installs the one of the machine) are named there too.
    expect([...all, ...Object.keys(optionalDependencies)].filter((name) => !decision.includes(`\`${name}\``))).toEqual(
      [],
    );
  });

  // A successor gets the repository, not our tracker nor the product's spec beside it: a comment or a doc says
  // the thing itself, or names a file, a docs/ heading or a decision record. An upstream project's address
  // (github.com/<owner>/<repo>/issues/<n>) can be opened by anyone, and stays. The patterns are built from
  // pieces so that this file, which is checked too, does not cite what it looks for.
  it("cites no issue number of ours and no spec kept outside the repository, naming file and line", () => {
    const citations = [
      new RegExp(String.raw`\bissues?(?:[\s*#]|//)+\d+\b`, "gi"),
      new RegExp(String.raw`DECISIONS(?:\.md|\s*§)|shared/(?:spec|research)|\.\./shared/`, "g"),
      new RegExp(["product", "spec"].join("-"), "g"),
    ];
    const found = tracked
      .filter((file) => existsSync(path.join(root, file)))
      .flatMap((file) => {
        const bytes = readFileSync(path.join(root, file));
        if (bytes.includes(0)) return []; // a picture: no text to read
        const text = bytes.toString("utf8");
        const textLines = text.split("\n");
        return citations.flatMap((pattern) =>
          [...text.matchAll(pattern)].map((match) => {
            const line = text.slice(0, match.index).split("\n").length;
            return `${file}:${line}: ${textLines[line - 1]!.trim().slice(0, 100)}`;
          }),
        );
      });
    expect(found).toEqual([]);
  });
});

describe("what npm runs while it installs", () => {
  it("runs no dependency's install script: npm refuses them all (.npmrc), none is listed to run", () => {
    expect(readFileSync(path.join(root, ".npmrc"), "utf8")).toMatch(/^ignore-scripts=true$/m);
    expect(Object.keys(manifest)).not.toContain("allowScripts");
    // Played, as npm reads it: a package with a postinstall, from a local tarball, installed beside this .npmrc.
    const dir = mkdtempSync(path.join(tmpdir(), "pasang-"));
    mkdirSync(path.join(dir, "paket"));
    const marker = path.join(dir, "skrip-berjalan");
    writeFileSync(
      path.join(dir, "paket/package.json"),
      JSON.stringify({
        name: "paket",
        version: "1.0.0",
        scripts: { postinstall: `node -e "require('fs').writeFileSync('${marker}','')"` },
      }),
    );
    execFileSync("npm", ["pack", "--silent"], { cwd: path.join(dir, "paket"), stdio: "ignore" });
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name: "uji", private: true, dependencies: { paket: "file:./paket/paket-1.0.0.tgz" } }),
    );
    writeFileSync(path.join(dir, ".npmrc"), readFileSync(path.join(root, ".npmrc")));
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--offline"], { cwd: dir, stdio: "ignore" });
    expect(existsSync(path.join(dir, "node_modules/paket/package.json"))).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });

  it("takes the Node that runs every npm script from the lock file, checked against its integrity", () => {
    const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
    const platform = `node-${process.platform}-${process.arch}`;
    const entry = lock.packages[`node_modules/${platform}`];
    expect(entry?.integrity).toMatch(/^sha512-/);
    expect(entry.version).toMatch(/^24\./);
    expect(realpathSync(path.join(root, "node_modules/.bin/node"))).toBe(
      realpathSync(path.join(root, `node_modules/${platform}/bin/node`)),
    );
    expect(execFileSync(path.join(root, "node_modules/.bin/node"), ["--version"], { encoding: "utf8" }).trim()).toBe(
      `v${entry.version}`,
    );
  });
});
