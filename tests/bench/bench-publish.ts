/**
 * `npm run bench:publish`: how long a member of staff waits on the content
 * path (docs/deploy.md, "Two paths"), measured on this machine. In a
 * throw-away copy of the project, two saves are timed one after the other:
 *
 *   1. one article's text changed
 *   2. the phone number changed
 *
 * For each, the stages of `npm run test:content` (the content check, the
 * build, the smoke test of every page),
 * from an installed checkout whose picture cache is warm, as the workflow's
 * cache restores it. `--full` also times the full path (`npm test`) once.
 * A benchmark, not a test: the figures go to docs/performance.md.
 *
 *   npm run bench:publish
 *   npm run bench:publish -- --full
 */
import { spawnSync } from "node:child_process";
import { CONTENT, freePort, ProjectCopy } from "../fixtures/project-copy.ts";

const full = process.argv.includes("--full");
const copy = new ProjectCopy();

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
  for (const save of saves) {
    save.change();
    const port = String(await freePort());
    const check = timed("periksa konten", "npm", ["run", "--silent", "check"]);
    const build = timed("build", "npm", ["run", "--silent", "build"]);
    const smoke = timed(
      "uji cepat",
      "npx",
      ["playwright", "test", "--config", "playwright.content.config.ts", "--reporter", "dot"],
      { CI: "true", CONTENT_PORT: port },
    );
    const total = check + build + smoke;
    rows.push([save.what, ...[check, build, smoke, total].map((s) => s.toFixed(1))]);
  }
  console.log("\n| simpanan | periksa | build | uji cepat | jalur konten |");
  console.log("|---|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  if (full) {
    const seconds = timed("npm test", "npm", ["test"], { CI: "true" });
    console.log(`\njalur lengkap (npm test): ${(seconds / 60).toFixed(1)} menit`);
  }
} finally {
  copy.dispose();
}
