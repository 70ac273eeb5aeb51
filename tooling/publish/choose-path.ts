/**
 * The publishing workflow's chooser: which files changed since the last
 * successful publication (not since the previous commit: a save after a
 * failed run carries the failed one's changes too, and saves made with
 * "Save without Publishing" are published by the next run), and so which
 * path this run takes (./changes.ts); then the guard (./guard.ts) on every
 * commit since.
 *
 *   node tooling/publish/choose-path.ts --since <commit or ""> [--list <file>]
 *
 * publish.yml asks GitHub for the head commit of the last successful run and
 * runs this file as it was at that commit. An empty --since means there is no
 * publication to compare with (the first one, or the history was rewritten):
 * the workflow has already checked that an admin started the run, and the
 * full path is taken. Writes `path=konten|lengkap` to GITHUB_OUTPUT and the
 * changed files, one per line, to --list.
 *
 * Fails closed: whatever goes wrong (git cannot read the repository, the last
 * publication is not in the history, GitHub's API does not answer) stops the
 * run (exit 1) with the reason in Indonesian, before anything is installed.
 * Nothing that fails is ever read as "nothing changed" or "no guard needed".
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { publishPath, type PublishPath } from "./changes.ts";
import { type Commit, type GitHub, githubApi, unreviewed } from "./guard.ts";

export interface Choice {
  path: PublishPath;
  /** One sentence in Indonesian, for the run's page. */
  reason: string;
  changed: string[];
}

/** Git's own words when it fails (e.g. "detected dubious ownership"), for the reason on the run's page. */
export class Refusal extends Error {}

function git(cwd: string, ...args: string[]): string {
  try {
    return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const said =
      String((error as { stderr?: unknown }).stderr ?? "")
        .trim()
        .split("\n")[0] || (error as Error).message;
    throw new Refusal(`git tidak bisa membaca repositori (git ${args[0]}: ${said})`);
  }
}

/**
 * The path for the working copy at `cwd`, given the commit last published
 * (null: none to compare with, the workflow has vouched for the run). Throws a
 * Refusal when the history cannot be read: never a guess.
 */
export function choose(cwd: string, since: string | null): Choice {
  git(cwd, "rev-parse", "--verify", "HEAD^{commit}");
  if (!since)
    return {
      path: "lengkap",
      reason: "Belum ada terbitan untuk dibandingkan (terbitan pertama, dijalankan admin): jalur lengkap.",
      changed: [],
    };
  if (!/^[0-9a-f]{40}$/i.test(since)) throw new Refusal(`"${since}" bukan nomor commit terbitan terakhir`);
  git(cwd, "cat-file", "-e", `${since}^{commit}`);
  const changed = changedSince(cwd, since);
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

/** The files that differ between `since` and HEAD; renames as a deletion and an addition: code moved into the content folders is not content. */
function changedSince(cwd: string, since: string): string[] {
  return git(cwd, "diff", "--name-only", "--no-renames", "-z", since, "HEAD").split("\0").filter(Boolean);
}

/** Git's empty tree, the same in every repository. */
const EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";

/** The commits after `since` up to HEAD, each with the files it changed against its first parent. */
export function commitsSince(cwd: string, since: string): Commit[] {
  return git(cwd, "rev-list", `${since}..HEAD`)
    .split("\n")
    .filter(Boolean)
    .map((sha) => {
      // A first commit (a history started anew) is compared with nothing: every file it holds.
      const parent = git(cwd, "rev-list", "--parents", "-n", "1", sha).trim().split(" ")[1] ?? EMPTY_TREE;
      return {
        sha,
        files: git(cwd, "diff", "--name-only", "--no-renames", "-z", parent, sha).split("\0").filter(Boolean),
      };
    });
}

/** Why the changes since `since` may not be published, in Indonesian; empty when they may. Throws when it cannot tell. */
export async function guard(
  cwd: string,
  since: string | null,
  branch: string,
  github: GitHub,
  changed: readonly string[] = since ? changedSince(cwd, since) : [],
): Promise<string[]> {
  if (!since) return [];
  return unreviewed(commitsSince(cwd, since), branch, github, new Set(changed));
}

const NOT_PUBLISHED = "Tidak ada yang dipasang atau diterbitkan; situs yang online tetap seperti sebelumnya.";

function refuse(title: string, why: string, lines: readonly string[]): void {
  console.error(`${why} ${NOT_PUBLISHED}\n${lines.map((line) => `  - ${line}`).join("\n")}`);
  const env = process.env;
  if (env.GITHUB_ACTIONS === "true") for (const line of lines) console.log(`::error title=${title}::${line}`);
  if (env.GITHUB_STEP_SUMMARY)
    appendFileSync(
      env.GITHUB_STEP_SUMMARY,
      `## ✗ Tidak diterbitkan\n\n${why} ${NOT_PUBLISHED}\n\n${lines.map((line) => `- ${line}`).join("\n")}\n`,
    );
  process.exitCode = 1;
}

export async function main(args = process.argv.slice(2), github: GitHub = githubApi(process.env)): Promise<void> {
  const { values } = parseArgs({ args, options: { since: { type: "string" }, list: { type: "string" } } });
  const env = process.env;
  const since = values.since || null;
  let choice: Choice;
  let refused: string[];
  try {
    choice = choose(process.cwd(), since);
    console.log(choice.reason);
    refused = await guard(process.cwd(), since, env.GITHUB_REF_NAME ?? "main", github, choice.changed);
  } catch (error) {
    const why = error instanceof Refusal ? error.message : `GitHub tidak bisa ditanya (${(error as Error).message})`;
    refuse("Asal perubahan tidak bisa diperiksa", "Asal perubahan ini tidak bisa diperiksa, jadi tidak diterbitkan.", [
      `${why}. Jalankan ulang nanti (Re-run jobs); bila terulang, hubungi pengelola teknis situs`,
    ]);
    return;
  }
  if (refused.length > 0) {
    refuse(
      "Perubahan kode tanpa pull request admin",
      "Perubahan selain konten hanya terbit lewat pull request yang digabungkan oleh admin repositori (docs/deploy.md).",
      refused,
    );
    return;
  }
  for (const file of choice.changed) console.log(`  ${file}`);
  if (values.list) writeFileSync(values.list, choice.changed.map((file) => `${file}\n`).join(""));
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `path=${choice.path}\n`);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${choice.reason}\n\n`);
}

if (import.meta.main) await main();
