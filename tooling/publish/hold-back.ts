/**
 * A mistake keeps back only its own entry (docs/decisions/032-a-mistake-keeps-back-its-entry.md).
 * Run in the publishing workflow once the content is admitted, before the
 * check that gates the build: every entry with a mistake the editor could not
 * catch (a photo cut off half way, two articles with one number, an article
 * filed under a category taken off the list) is put back as it was before the
 * save that made the mistake, from the content's own history
 * (./content.ts, HISTORY_FILE), or taken out if it had no good version (a new
 * article). Everything else is published as saved.
 *
 *   node tooling/publish/hold-back.ts
 *
 * What was kept back, and why in the editor's words, goes to HELD_BACK_FILE:
 * the editor's build puts it in /admin/status/terbitan.json, where the staff's
 * status page shows it on the save that made it. A mistake that is no entry's
 * (a setting of the build), or in a part of the site that must be there (the
 * site's identity, the home page) with no good version, is left as saved: the
 * check after this refuses the publication, as before.
 */
import { existsSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import path from "node:path";
// The shape /admin/status/terbitan.json carries, as the status page reads it.
import type { HeldBack } from "../../admin/status/state.ts";
import type { ContentProblem } from "../../src/lib/content/content-problem.ts";
import { articleTitles, editorWords, fieldInEntryWords } from "../../src/lib/content/loading/editor-words.ts";
import { oneLine } from "../../src/lib/content/loading/problem-messages.ts";
import { DATA_DIR, IMAGES_DIR } from "../../src/lib/content/places.ts";
import { readContent } from "../../src/lib/content/loading/reading.ts";
import { checkContent } from "../check.ts";
import { type ContentHistory, HISTORY_FILE } from "./content.ts";

/** Where the entries kept back are written for the editor's build (tooling/editor/editor-build.ts). */
export const HELD_BACK_FILE = "konten-tertahan.json";

type Env = Record<string, string | undefined>;

/** Each version tried is one check; ten earlier versions of a few entries is far below this. */
const MAX_ROUNDS = 60;

/** What was kept back, with each mistake also in full words (entry and field) for the run's log. */
export type KeptBack = HeldBack & { words: string[] };

/**
 * Puts back every entry with a mistake in `root`'s content, version by version, until the check
 * finds none an entry could answer for; returns what was kept back.
 */
export async function holdBack(root: string, history: ContentHistory, env: Env): Promise<KeptBack[]> {
  const newestFirst = new Map(history.commits.map((commit, index) => [commit, index]));
  /** The version of each file now on disk, by its index in the history; absent: the one saved. */
  const at = new Map<string, number>();
  const found = new Map<string, (HeldBack["problems"][number] & { words: string })[]>();
  /** Files that must be there and have no good version: left as saved. */
  const stuck = new Set<string>();
  const savedAt = (file: string) => {
    const version = history.files[file]?.[at.get(file) ?? 0];
    return version ? (newestFirst.get(version.commit) ?? Infinity) : Infinity;
  };
  const write = (file: string, text: string | null) => {
    const target = path.join(root, file);
    if (text === null) rmSync(target, { force: true });
    else writeFileSync(target, text);
  };

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { problems } = await checkContent(env, readContent(root));
    const targets = new Map<string, ContentProblem[]>();
    for (const problem of problems) {
      const candidates = [problem.file, ...(problem.also ?? [])].filter(
        (file) => history.files[file] !== undefined && !stuck.has(file),
      );
      if (candidates.length === 0) continue;
      // Between two entries, the one saved last made the mistake.
      const target = candidates.reduce((newest, file) => (savedAt(file) < savedAt(newest) ? file : newest));
      targets.set(target, [...(targets.get(target) ?? []), problem]);
    }
    if (targets.size === 0) break;
    // Words now, while every file named is still on disk to give its title.
    const titles = articleTitles(root);
    for (const [file, problemsOf] of targets) {
      if (!found.has(file))
        found.set(
          file,
          problemsOf.map((problem) => ({
            // The status page names the entry; a mistake found in another entry names that one too.
            field:
              problem.file === file
                ? fieldInEntryWords(problem.file, problem.field)
                : editorWords(problem.file, problem.field, titles),
            // A photo as the editor's list of photos names it, not by the folder it is kept in.
            message: problem.message.replaceAll(`${IMAGES_DIR}/`, ""),
            words: editorWords(problem.file, problem.field, titles),
          })),
        );
      const versions = history.files[file]!;
      const next = (at.get(file) ?? 0) + 1;
      const earlier = versions[next];
      if (earlier && earlier.text !== null) {
        write(file, earlier.text);
        at.set(file, next);
      } else if (!file.startsWith(`${DATA_DIR}/`)) {
        write(file, null);
        at.set(file, versions.length);
      } else {
        write(file, versions[0]!.text);
        at.delete(file);
        found.delete(file);
        stuck.add(file);
      }
    }
  }

  return [...at].map(([file, index]) => {
    const versions = history.files[file]!;
    const saves = versions.slice(0, index).map((version) => version.commit);
    const shown = versions[index];
    return {
      file,
      saves,
      madeBy: saves.at(-1)!,
      shown: shown && shown.text !== null ? shown.commit : null,
      problems: (found.get(file) ?? []).map(({ field, message }) => ({ field, message })),
      words: (found.get(file) ?? []).map(({ words, message }) => `${words}: ${message}`),
    };
  });
}

/** What was kept back, for the run's log and summary: one line per mistake, no line a workflow command. */
export function heldBackText(held: readonly KeptBack[]): string {
  return held
    .flatMap(({ shown, words }) =>
      words.map((line) => `  - ${shown ? "tetap versi sebelumnya" : "belum tampil di situs"}: ${oneLine(line)}`),
    )
    .join("\n");
}

async function main(root = process.cwd()): Promise<number> {
  const historyFile = path.join(root, HISTORY_FILE);
  if (!existsSync(historyFile)) {
    console.error(
      `Riwayat konten (${HISTORY_FILE}) tidak ada: langkah "Ambil dan terima konten" harus menulisnya. Tidak ada yang diterbitkan. Minta bantuan pengelola teknis situs.`,
    );
    return 1;
  }
  const history = JSON.parse(readFileSync(historyFile, "utf8")) as ContentHistory;
  const held = await holdBack(root, history, process.env);
  const record: HeldBack[] = held.map(({ words: _words, ...entry }) => entry);
  writeFileSync(path.join(root, HELD_BACK_FILE), `${JSON.stringify(record, null, 2)}\n`);
  if (held.length === 0) {
    console.log("✓ Tidak ada entri yang perlu ditahan.");
    return 0;
  }
  const text = heldBackText(held);
  console.log(`${held.length} entri ditahan; yang lain tetap diterbitkan:\n${text}`);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(
      process.env.GITHUB_STEP_SUMMARY,
      `## ⚠ ${held.length} entri ditahan, yang lain diterbitkan\n\nEntri ini tetap seperti versi yang online sebelumnya (atau belum tampil, jika baru) sampai diperbaiki di editor:\n\n\`\`\`\n${text.replaceAll("`", "ˋ")}\n\`\`\`\n`,
    );
  return 0;
}

if (import.meta.main) {
  process.exitCode = await main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(
      `Penahanan entri yang bermasalah berhenti karena kesalahan teknis: ${message}\n  Tidak ada yang diterbitkan. Minta bantuan pengelola teknis situs.`,
    );
    return 1;
  });
}
