import type { Page, Route } from "@playwright/test";
import type { Annotation, ListedCommit, WorkflowRun } from "../../admin/status/state.ts";

/**
 * What /admin/status/ reads, answered the way GitHub and the site answer it
 * for a publication in two repositories: the content repository's saves
 * (commits) and its trigger runs (terbitkan.yml), the code repository's
 * publication runs (publish.yml), their jobs and annotations, and the site's
 * own /admin/status/terbitan.json. Used by tests/e2e/status-page.spec.ts and
 * the guide's pictures (tests/guide/screenshots.spec.ts).
 */

export const CONTENT = "daycare/situs-konten";
export const CODE = "daycare/situs";
const API = "https://api.github.com";

/** Save `n`: its commit is n × 40, saved at 14.0n WIB on Wednesday 25 November 2026. */
export const sha = (n: number) => `${n}`.padStart(2, "0").repeat(20);

export const save = (n: number, message = `Ubah Artikel “${n}-kunjungan” lewat editor`): ListedCommit => {
  const date = `2026-11-25T07:${String(n).padStart(2, "0")}:00Z`;
  return {
    sha: sha(n),
    html_url: `https://github.com/${CONTENT}/commit/${sha(n)}`,
    commit: { message, author: { name: "Bu Aisyah", date }, committer: { name: "GitHub", date } },
  };
};

/** A run created `minute` minutes past 14.00 WIB, finished 50 s later unless it says otherwise. */
export const run = (id: number, minute: number, fields: Partial<WorkflowRun> = {}): WorkflowRun => {
  const at = `2026-11-25T07:${String(minute).padStart(2, "0")}`;
  return {
    id,
    display_title: "Ubah Artikel lewat editor",
    status: "completed",
    conclusion: "success",
    created_at: `${at}:00Z`,
    run_started_at: `${at}:05Z`,
    updated_at: `${at}:50Z`,
    html_url: `https://github.com/${CODE}/actions/runs/${id}`,
    event: "workflow_dispatch",
    ...fields,
  };
};

/** The trigger's run for save `n` (terbitkan.yml in the content repository). */
export const trigger = (id: number, n: number, fields: Partial<WorkflowRun> = {}): WorkflowRun =>
  run(id, n, {
    event: "push",
    head_sha: sha(n),
    html_url: `https://github.com/${CONTENT}/actions/runs/${id}`,
    ...fields,
  });

/** An annotation as the workflows write them. */
export const annotation = (fields: Partial<Annotation>): Annotation => ({
  path: ".github",
  start_line: 0,
  message: "",
  annotation_level: "failure",
  title: "",
  ...fields,
});

export interface World {
  /** The content repository's main, newest first. */
  saves: ListedCommit[];
  /** What the site serves (terbitan.json): a save's number and the run that published it. */
  live?: { save: number; run: number };
  publications?: WorkflowRun[];
  triggers?: WorkflowRun[];
  /** Per run id: the annotations of its failed job. */
  annotations?: Record<number, Annotation[]>;
  /** Per save: the files it changed, as "Get a commit" lists them (unless given: the site's identity, modified). */
  files?: Record<number, { filename: string; status: string }[]>;
  /** The repository's files by commit, as "Get repository content" gives them at a `ref`: `${sha}:${path}` → text. */
  contents?: Record<string, string>;
}

/**
 * The editor's configuration names the content repository, the site's terbitan.json the code repository and
 * what is online, and GitHub answers from `world()`, read at each request. `token`: the editor's sign-in in
 * this browser (null: signed out).
 */
export async function github(page: Page, world: () => World, token: string | null = "gho_staf") {
  if (token)
    await page.addInitScript((token) => localStorage.setItem("sveltia-cms.user", JSON.stringify({ token })), token);
  // The build's own editor configuration (its names for every entry), pointing at the content repository.
  await page.route("**/admin/config.json", async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, backend: { ...config.backend, repo: CONTENT, branch: "main" } } });
  });
  await page.route("**/admin/status/terbitan.json", (route) => {
    const { live } = world();
    return route.fulfill({
      json: {
        contentRepo: CONTENT,
        branch: "main",
        codeRepo: CODE,
        contentCommit: live ? sha(live.save) : null,
        run: live ? String(live.run) : null,
      },
    });
  });
  await page.route(`${API}/**`, (route) => answer(route, world()));
}

function answer(route: Route, world: World) {
  const url = new URL(route.request().url());
  const { saves, publications = [], triggers = [], annotations = {}, files = {}, contents = {} } = world;
  const [, owner, name, rest = ""] = /^\/repos\/([^/]+)\/([^/]+)(.*)$/.exec(url.pathname) ?? [];
  const repo = `${owner}/${name}`;
  const runs = repo === CODE ? publications : repo === CONTENT ? triggers : [];
  let match: RegExpExecArray | null;
  if (repo === CONTENT && rest === "/commits")
    return route.fulfill({ json: saves.slice(0, Number(url.searchParams.get("per_page") ?? 30)) });
  if (repo === CONTENT && (match = /^\/commits\/(\w+)$/.exec(rest))) {
    // "Get a commit": its files as the world says, else one entry of the content; its parent, the save before it.
    const at = saves.findIndex((each) => each.sha === match![1]);
    const found = saves[at];
    return found
      ? route.fulfill({
          json: {
            ...found,
            parents: [{ sha: saves[at + 1]?.sha ?? "0".repeat(40) }],
            files: files[Number(found.sha.slice(0, 2))] ?? [
              { filename: "src/content/data/site.yaml", status: "modified" },
            ],
          },
        })
      : route.fulfill({ status: 404, json: { message: "Not Found" } });
  }
  if (repo === CONTENT && (match = /^\/contents\/(.+)$/.exec(rest))) {
    const text = contents[`${url.searchParams.get("ref")}:${decodeURIComponent(match[1]!)}`];
    return text === undefined
      ? route.fulfill({ status: 404, json: { message: "Not Found" } })
      : route.fulfill({ json: { type: "file", encoding: "base64", content: Buffer.from(text).toString("base64") } });
  }
  if (repo === CODE && rest === "/actions/workflows/publish.yml/runs")
    return route.fulfill({ json: { total_count: publications.length, workflow_runs: publications } });
  if (repo === CONTENT && rest === "/actions/workflows/terbitkan.yml/runs")
    return route.fulfill({ json: { total_count: triggers.length, workflow_runs: triggers } });
  if ((match = /^\/actions\/runs\/(\d+)(\/jobs)?$/.exec(rest))) {
    const found = runs.find((each) => each.id === Number(match![1]));
    if (!found) return route.fulfill({ status: 404, json: { message: "Not Found" } });
    if (!match[2]) return route.fulfill({ json: found });
    // The job that failed, then the publishing job it stopped; a check run's number is the run's, then 0 or 1.
    const failed = found.conclusion === "failure";
    return route.fulfill({
      json: {
        jobs: [
          { name: "Periksa dan bangun situs", conclusion: found.conclusion, n: 0 },
          { name: "Terbitkan ke Cloudflare Pages", conclusion: failed ? "skipped" : found.conclusion, n: 1 },
        ].map(({ n, ...job }) => ({ ...job, check_run_url: `${API}/repos/${repo}/check-runs/${found.id}${n}` })),
      },
    });
  }
  if ((match = /^\/check-runs\/(\d+)0\/annotations$/.exec(rest)))
    return route.fulfill({ json: annotations[Number(match[1])] ?? [] });
  return route.fulfill({ status: 404, json: { message: "Not Found" } });
}
