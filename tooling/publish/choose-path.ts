/**
 * The publishing workflow's first step: which files changed since the last
 * successful publication (not since the previous commit: a save after a
 * failed run carries the failed one's changes too, and saves made with
 * "Save without Publishing" are published by the next run), and so which
 * path this run takes (./changes.ts).
 *
 *   node tooling/publish/choose-path.ts [--since <commit>] [--list <file>]
 *
 * --since is the head commit of the workflow's last successful run, which
 * publish.yml asks of GitHub before it runs this file (as it was at that
 * commit). Whatever cannot be known (no --since: no publication yet, or the
 * API unreachable; that commit no longer in the history) takes the full path. Writes `path=konten|lengkap` to
 * GITHUB_OUTPUT and the changed files, one per line, to --list.
 *
 * On the full path it also asks the guard (./guard.ts) whether every commit
 * that changed code came through an approved pull request; if not, it stops
 * the run (exit 1) before anything is installed or run.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { publishPath, type PublishPath } from "./changes.ts";
import { type Commit, githubReviews, type Reviews, unreviewed } from "./guard.ts";

export interface Choice {
  path: PublishPath;
  /** One sentence in Indonesian, for the run's page. */
  reason: string;
  changed: string[];
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** The path for the working copy at `cwd`, given the commit last published (null: none). */
export function choose(cwd: string, since: string | null): Choice {
  if (!since) return { path: "lengkap", reason: "Belum ada terbitan yang berhasil: jalur lengkap.", changed: [] };
  if (!/^[0-9a-f]{7,40}$/i.test(since))
    return { path: "lengkap", reason: `"${since}" bukan nomor commit: jalur lengkap.`, changed: [] };
  try {
    git(cwd, "cat-file", "-e", `${since}^{commit}`);
  } catch {
    return {
      path: "lengkap",
      reason: `Commit terbitan terakhir (${since.slice(0, 7)}) tidak ada di riwayat: jalur lengkap.`,
      changed: [],
    };
  }
  // Renames as a deletion and an addition: code moved into the content folders is not content.
  const changed = git(cwd, "diff", "--name-only", "--no-renames", "-z", since, "HEAD").split("\0").filter(Boolean);
  const path = publishPath(changed);
  const files = `${changed.length} berkas berubah sejak terbitan terakhir (${since.slice(0, 7)})`;
  return {
    path,
    reason:
      path === "konten"
        ? `${files}, semuanya konten: jalur konten (pemeriksaan konten, build, uji cepat).`
        : `${files}, tidak semuanya konten: jalur lengkap (semua uji).`,
    changed,
  };
}

/** The commits after `since` up to HEAD, each with the files it changed against its first parent. */
export function commitsSince(cwd: string, since: string): Commit[] {
  return git(cwd, "rev-list", `${since}..HEAD`)
    .split("\n")
    .filter(Boolean)
    .map((sha) => ({
      sha,
      files: git(cwd, "diff", "--name-only", "--no-renames", "-z", `${sha}^`, sha).split("\0").filter(Boolean),
    }));
}

/** Why the changes since `since` may not be published, in Indonesian; empty when they may. */
export async function guard(cwd: string, since: string | null, branch: string, github: Reviews): Promise<string[]> {
  if (!since) return [];
  return unreviewed(commitsSince(cwd, since), branch, github);
}

async function main() {
  const { values } = parseArgs({ options: { since: { type: "string" }, list: { type: "string" } } });
  const env = process.env;
  const since = values.since || null;
  const choice = choose(process.cwd(), since);
  console.log(choice.reason);
  if (choice.path === "lengkap" && since && choice.changed.length > 0) {
    const branch = env.GITHUB_REF_NAME ?? "main";
    const refused = await guard(process.cwd(), since, branch, githubReviews(env)).catch((error: Error) => [
      `pull request tidak bisa diperiksa (${error.message})`,
    ]);
    if (refused.length > 0) {
      const why =
        "Perubahan selain konten hanya terbit lewat pull request yang disetujui orang lain (docs/deploy.md). Tidak ada yang dipasang atau diterbitkan:";
      console.error(`${why}\n${refused.map((line) => `  - ${line}`).join("\n")}`);
      if (env.GITHUB_ACTIONS === "true")
        console.log(`::error title=Perubahan kode tanpa pull request yang disetujui::${refused.join("; ")}`);
      if (env.GITHUB_STEP_SUMMARY)
        appendFileSync(
          env.GITHUB_STEP_SUMMARY,
          `## ✗ Tidak diterbitkan\n\n${why}\n\n${refused.map((line) => `- ${line}`).join("\n")}\n`,
        );
      process.exitCode = 1;
      return;
    }
  }
  for (const file of choice.changed) console.log(`  ${file}`);
  if (values.list) writeFileSync(values.list, choice.changed.map((file) => `${file}\n`).join(""));
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `path=${choice.path}\n`);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${choice.reason}\n\n`);
}

if (import.meta.main) await main();
