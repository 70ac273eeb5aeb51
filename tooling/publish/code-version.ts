/**
 * Two questions the publishing workflow asks GitHub about the code it runs
 * (docs/decisions/022-content-and-code-apart.md), with the run's own token:
 *
 *   node tooling/publish/code-version.ts tested   which path: `path=konten` when
 *       this exact commit's whole suite already passed (this push's own job
 *       "Semua uji", SUITE_RESULT; that job in an earlier run of this commit,
 *       even one whose publication stopped at the settings, as the
 *       maintainer's first push before `npm run setup`; or a publication),
 *       else `path=lengkap`.
 *   node tooling/publish/code-version.ts latest   whether this commit is still
 *       main's newest: a run started again later (Re-run) never puts older
 *       code back online.
 *
 * Only the maintainer and this workflow write to the code repository, so its
 * runs are a record the staff cannot touch; deleting runs only makes the
 * next publication take the whole suite again. Any failure to ask stops the
 * run with the reason in Indonesian: nothing is assumed.
 */
import { appendFileSync } from "node:fs";
import { get, reason } from "./github.ts";
import { PUBLISH_WORKFLOW, PUBLISHED_BRANCH } from "./settings.ts";

export class Stop extends Error {}

/** GitHub's answer to GET `route` in the run's own repository; a Stop saying so when none came. */
async function ask<T>(env: NodeJS.ProcessEnv, route: string, what: string, pauseMs?: number): Promise<T> {
  try {
    return await get<T>(
      env.GITHUB_TOKEN ?? "",
      `${env.GITHUB_API_URL}/repos/${env.GITHUB_REPOSITORY}${route}`,
      pauseMs,
    );
  } catch (error) {
    throw new Stop(
      `GitHub tidak bisa ditanya ${what} (${reason(error)}). Tidak ada yang diterbitkan; jalankan ulang nanti (Re-run jobs).`,
    );
  }
}

export type PublishPath = "konten" | "lengkap";

/** The name of publish.yml's job that runs the whole suite on a push. */
export const SUITE_JOB = "Semua uji (npm test)";

export async function testedPath(
  env: NodeJS.ProcessEnv,
  pauseMs?: number,
): Promise<{ path: PublishPath; reason: string }> {
  if (env.SUITE_RESULT === "success")
    return { path: "konten", reason: "Kode situs diubah, dan semua uji baru saja lolos di run ini." };
  if (env.GITHUB_EVENT_NAME === "push")
    return { path: "lengkap", reason: "Kode situs diubah: semua uji dijalankan sebelum terbit." };
  const what = "apakah kode versi ini sudah pernah lolos semua uji";
  const runs = await ask<{ workflow_runs?: { id?: unknown; conclusion?: unknown }[] }>(
    env,
    `/actions/workflows/${PUBLISH_WORKFLOW}/runs?head_sha=${env.GITHUB_SHA}&status=completed&per_page=20`,
    what,
    pauseMs,
  );
  if (!Array.isArray(runs.workflow_runs))
    throw new Stop("Jawaban GitHub tentang terbitan sebelumnya tidak bisa dibaca.");
  if (runs.workflow_runs.some((run) => run.conclusion === "success"))
    return { path: "konten", reason: "Hanya konten yang baru: kode versi ini sudah lolos semua uji." };
  // A run whose suite passed though the run stopped later (the first push, before the settings were there).
  for (const run of runs.workflow_runs) {
    const { jobs } = await ask<{ jobs?: { name?: unknown; conclusion?: unknown }[] }>(
      env,
      `/actions/runs/${String(run.id)}/jobs?per_page=100`,
      what,
      pauseMs,
    );
    if (!Array.isArray(jobs)) throw new Stop("Jawaban GitHub tentang terbitan sebelumnya tidak bisa dibaca.");
    if (jobs.some((job) => job.name === SUITE_JOB && job.conclusion === "success"))
      return {
        path: "konten",
        reason: "Hanya konten yang baru: kode versi ini sudah lolos semua uji saat didorong ke main.",
      };
  }
  return { path: "lengkap", reason: "Kode versi ini belum pernah lolos semua uji: semua uji dijalankan dulu." };
}

export async function checkLatest(env: NodeJS.ProcessEnv, pauseMs?: number): Promise<string> {
  const ref = await ask<{ object?: { sha?: unknown } }>(
    env,
    `/git/ref/heads/${PUBLISHED_BRANCH}`,
    `versi kode terbaru di ${PUBLISHED_BRANCH}`,
    pauseMs,
  );
  const newest = ref.object?.sha;
  if (newest !== env.GITHUB_SHA)
    throw new Stop(
      `Kode yang diuji (${env.GITHUB_SHA?.slice(0, 7)}) bukan lagi versi terbaru di ${PUBLISHED_BRANCH} (${String(newest).slice(0, 7)}): tidak diterbitkan, supaya situs tidak kembali ke kode lama. Terbitan kode terbaru menyusul.`,
    );
  return `✓ Kode ${String(newest).slice(0, 7)} masih versi terbaru di ${PUBLISHED_BRANCH}.`;
}

async function main(command: string | undefined): Promise<number> {
  const env = process.env;
  try {
    if (command === "tested") {
      const { path, reason } = await testedPath(env);
      console.log(`Jalur ${path}: ${reason}`);
      if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `path=${path}\n`);
      return 0;
    }
    if (command === "latest") {
      console.log(await checkLatest(env));
      return 0;
    }
    console.error("usage: node tooling/publish/code-version.ts tested|latest");
    return 2;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    console.log(`::error title=Tidak diterbitkan::${error.message}`);
    if (env.GITHUB_STEP_SUMMARY)
      appendFileSync(
        env.GITHUB_STEP_SUMMARY,
        `## ✗ Tidak diterbitkan\n\n${error.message} Situs yang online tetap seperti sebelumnya.\n`,
      );
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv[2]);
