import type { Page } from "@playwright/test";
import type { Job, WorkflowRun } from "../../admin/status/state.ts";

/**
 * GitHub's API as it answers /admin/status/ for a repository whose
 * publishing workflow has run: used by tests/e2e/status-page.spec.ts and the
 * guide's pictures (tests/guide/screenshots.spec.ts).
 */

export const REPO = "daycare/situs";
export const API = `https://api.github.com/repos/${REPO}`;

/** A run as GitHub's "List workflow runs" gives it, the fields the page reads. */
export type Run = WorkflowRun;

export const run = (id: number, fields: Partial<Run>): Run => ({
  id,
  display_title: `Ubah Artikel “${id}-kunjungan” lewat editor`,
  status: "completed",
  conclusion: "success",
  created_at: "2026-11-25T07:00:00Z",
  updated_at: "2026-11-25T07:04:00Z",
  run_started_at: "2026-11-25T07:00:10Z",
  html_url: `https://github.com/${REPO}/actions/runs/${id}`,
  ...fields,
});

/** The jobs of a run as publish.yml has them: the test, then the publishing job ("Terbitkan …") when it passed. */
export function jobsOf(run: Run): Job[] {
  const test = { name: "Periksa konten dan uji situs", check_run_url: `${API}/check-runs/${run.id}00` };
  if (run.conclusion === "success")
    return [
      { ...test, conclusion: "success" },
      { name: "Terbitkan ke Cloudflare Pages", conclusion: "success", check_run_url: `${API}/check-runs/${run.id}01` },
    ];
  return [{ ...test, conclusion: run.conclusion }];
}

/**
 * The editor's configuration names the repository; GitHub answers with `runs`, their jobs (`jobs`, by
 * default as publish.yml has them) and, per run, its failed job's annotations.
 */
export async function github(
  page: Page,
  runs: () => Run[],
  annotations: Record<number, object[]> = {},
  jobs: (run: Run) => Job[] = jobsOf,
) {
  await page.route("**/admin/config.json", (route) =>
    route.fulfill({ json: { backend: { name: "github", repo: REPO, branch: "main" } } }),
  );
  await page.route(`${API}/actions/workflows/publish.yml/runs?*`, (route) =>
    route.fulfill({ json: { total_count: runs().length, workflow_runs: runs() } }),
  );
  await page.route(`${API}/actions/runs/*/jobs`, (route) => {
    const id = Number(/runs\/(\d+)\/jobs/.exec(route.request().url())![1]);
    route.fulfill({ json: { jobs: jobs(runs().find((run) => run.id === id)!) } });
  });
  await page.route(`${API}/check-runs/*/annotations`, (route) => {
    const id = Number(/check-runs\/(\d+)00\/annotations/.exec(route.request().url())![1]);
    route.fulfill({ json: annotations[id] ?? [] });
  });
}
