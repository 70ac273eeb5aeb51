/**
 * `npm run preview:content -- <clone of the content repository>`: the site as
 * it would be published, with the real content, on this machine
 * (docs/deploy.md, "The real content on your machine"). The content is
 * admitted exactly as the publishing workflow admits it (./content.ts) into
 * a copy of this repository's committed code in one fixed temporary folder,
 * built there, and served on http://localhost:${PORT:-3000}.
 *
 * The copy has node_modules of its own, linking this project's packages, so
 * the pictures made from the real photos stay in that folder: it is emptied
 * at every start, and "When a parent withdraws consent for a photo" lists it.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { admit, Inadmissible } from "./content.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
export const PREVIEW = path.join(tmpdir(), "daycare-pratinjau-konten");

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: "inherit" });
}

async function main(clone: string | undefined): Promise<number> {
  if (!clone || !existsSync(path.join(clone, ".git"))) {
    console.error(
      "usage: npm run preview:content -- <clone of the content repository>\n(e.g. git clone git@github.com:owner/situs-konten.git ../situs-konten)",
    );
    return 2;
  }
  rmSync(PREVIEW, { recursive: true, force: true });
  execFileSync("git", ["-C", PROJECT, "worktree", "prune"]);
  run("git", ["-C", PROJECT, "worktree", "add", "--quiet", "--detach", PREVIEW, "HEAD"], PROJECT);
  mkdirSync(path.join(PREVIEW, "node_modules"));
  for (const entry of readdirSync(path.join(PROJECT, "node_modules")).filter((name) => !name.startsWith(".")))
    symlinkSync(path.join(PROJECT, "node_modules", entry), path.join(PREVIEW, "node_modules", entry));
  symlinkSync(path.join(PROJECT, "node_modules/.bin"), path.join(PREVIEW, "node_modules/.bin"));
  try {
    const { commit, files } = await admit(clone, PREVIEW);
    console.log(`Konten ${commit.slice(0, 7)}: ${files} berkas, dibangun di ${PREVIEW}`);
  } catch (error) {
    if (!(error instanceof Inadmissible)) throw error;
    console.error(
      `Konten tidak bisa diterbitkan:\n${error.problems.map((problem) => `  - ${problem.message}`).join("\n")}`,
    );
    return 1;
  }
  try {
    run("npm", ["run", "--silent", "build"], PREVIEW);
  } catch {
    return 1;
  }
  const server = spawn("npm", ["run", "--silent", "serve"], { cwd: PREVIEW, stdio: "inherit" });
  return new Promise((resolve) => server.on("close", (code) => resolve(code ?? 0)));
}

if (import.meta.main) process.exitCode = await main(process.argv[2]);
