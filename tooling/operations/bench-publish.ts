/**
 * `npm run bench:publish`: how long a member of staff waits on the content
 * path (docs/deploy.md, "Dua jalur"), measured on this machine. In a
 * throw-away copy of the project under git, as the publishing workflow sees
 * it, two saves are timed one after the other, each from the commit before
 * it as the last publication:
 *
 *   1. one article's text changed    (axe on that article and the pages that list articles)
 *   2. the phone number changed      (shared content: axe on every page)
 *
 * For each: the chooser (tooling/publish/choose-path.ts), then the stages of
 * `npm run test:content` (the content check, the build, the smoke test),
 * from an installed checkout whose picture cache is warm, as the workflow's
 * cache restores it. `--full` also times the full path (`npm test`) once.
 * A benchmark, not a test: the figures go to docs/performance.md.
 *
 *   npm run bench:publish
 *   npm run bench:publish -- --full
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT, freePort, ProjectCopy } from "../../tests/fixtures/project-copy.ts";

const full = process.argv.includes("--full");
const copy = new ProjectCopy();
const lists = mkdtempSync(path.join(tmpdir(), "daycare-changed-"));
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Staf", "-c", "user.email=staf@contoh.id", ...args], {
    cwd: copy.root,
    encoding: "utf8",
  }).trim();

/** Runs a command in the copy and returns its wall time in seconds; stops the benchmark if it fails. */
function timed(what: string, command: string, args: string[], env: Record<string, string> = {}): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {
    cwd: copy.root,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(`${what} gagal:\n${result.stdout}\n${result.stderr}`);
    copy.dispose();
    process.exit(1);
  }
  return seconds;
}

try {
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "terbitan terakhir");
  // The site as published: the build the next save replaces.
  timed("build awal", "npm", ["run", "--silent", "build"]);

  const saves = [
    {
      what: "satu artikel diubah",
      change: () => {
        const article = `${CONTENT.blog}/1-posyandu.md`;
        copy.write(article, `${copy.read(article)}\nSampai jumpa di kunjungan posyandu bulan depan, Ayah dan Bunda.\n`);
      },
    },
    {
      what: "nomor telepon diubah",
      change: () => copy.edit(`${CONTENT.data}/site.yaml`, /^phone: .*$/m, "phone: +62 812-9876-5432"),
    },
  ];
  const rows: string[][] = [];
  for (const [index, save] of saves.entries()) {
    const since = git("rev-parse", "HEAD");
    save.change();
    git("commit", "-q", "-am", save.what);
    const list = path.join(lists, `${index}.txt`);
    const port = String(await freePort());
    const choose = timed("pilih jalur", "node", ["tooling/publish/choose-path.ts", "--since", since, "--list", list]);
    const changed = readFileSync(list, "utf8").trim().split("\n");
    const check = timed("periksa konten", "npm", ["run", "--silent", "check"]);
    const build = timed("build", "npm", ["run", "--silent", "build"]);
    const smoke = timed(
      "uji cepat",
      "npx",
      ["playwright", "test", "--config", "playwright.content.config.ts", "--reporter", "dot"],
      { CI: "true", CHANGED_FILES: list, CONTENT_PORT: port },
    );
    const total = choose + check + build + smoke;
    rows.push([save.what, changed.join(", "), ...[choose, check, build, smoke, total].map((s) => s.toFixed(1))]);
  }
  console.log("\n| simpanan | berkas berubah | pilih jalur | periksa | build | uji cepat | jalur konten |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  if (full) {
    const seconds = timed("npm test", "npm", ["test"], { CI: "true" });
    console.log(`\njalur lengkap (npm test): ${(seconds / 60).toFixed(1)} menit`);
  }
} finally {
  copy.dispose();
}
