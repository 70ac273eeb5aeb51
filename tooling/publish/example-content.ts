/**
 * The whole test suite asserts the project's example content (the phone
 * number +62 812-3456-7890, the three articles, …), while the repository the
 * centre publishes from holds its real content, and a publication refuses
 * the example values (tooling/check.ts). So the full path and the pull
 * requests' tests run `npm test` on the example content, kept as it was in
 * tests/fixtures/example-content/, and the real content is then checked,
 * built and smoke-tested as on the content path (docs/deploy.md, "Dua jalur").
 *
 *   node tooling/publish/example-content.ts <command…>
 *
 * puts the example content in src/content/, runs the command, and always
 * puts the real content back from git (`git checkout` of HEAD): it refuses to
 * start while src/content/ has changes git does not hold, so nothing is lost.
 * Only Node's own modules here.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";

const CONTENT = "src/content";
const FOLDERS = ["data", "blog", "images"];
const EXAMPLE = "tests/fixtures/example-content";

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

function restore(): void {
  git("checkout", "HEAD", "--", CONTENT);
  git("clean", "-fdq", "--", CONTENT);
}

function main(command: string[]): number {
  if (command.length === 0) {
    console.error("usage: node tooling/publish/example-content.ts <command…>");
    return 2;
  }
  const unsaved = git("status", "--porcelain", "--", CONTENT).trim();
  if (unsaved) {
    console.error(
      `${CONTENT}/ has changes git does not hold; commit or stash them first (this command puts the content back from git):\n${unsaved}`,
    );
    return 1;
  }
  try {
    for (const folder of FOLDERS) {
      rmSync(path.join(CONTENT, folder), { recursive: true, force: true });
      cpSync(path.join(EXAMPLE, folder), path.join(CONTENT, folder), { recursive: true });
    }
    console.log(`The example content (${EXAMPLE}) is in ${CONTENT}/ while this runs: ${command.join(" ")}`);
    const result = spawnSync(command[0]!, command.slice(1), { stdio: "inherit" });
    return result.status ?? 1;
  } finally {
    restore();
  }
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
