/**
 * /admin/status/: where a member of staff sees what became of their save
 * (docs/panduan-konten.md, "Melihat hasilnya"). It asks GitHub's API for the
 * publishing workflow's latest runs and, for a failed one, the reasons the
 * workflow wrote as annotations (the content check's file, line and message).
 * A public repository answers anyone; for a private one the editor's own
 * sign-in (kept by Sveltia CMS in this browser) is used when present.
 */
import { type Annotation, type Job, reasonOf, runState, type WorkflowRun } from "./state.ts";

const API = "https://api.github.com";
const WORKFLOW = "publish.yml";
/** While something is waiting or being checked. */
const REFRESH_MS = 30_000;
/** GitHub's own line under a failed step: no reason a member of staff can act on. */
const GENERIC = /^Process completed with exit code|^The job was not started|^The operation was canceled/;

const latest = document.getElementById("terbaru")!;
const list = document.getElementById("daftar")!;
const listHeading = document.getElementById("judul-daftar")!;
const reload = document.getElementById("muat-ulang") as HTMLButtonElement;
let timer: number | undefined;

/** The editor's GitHub token, when the editor is signed in in this browser. */
function editorToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "null") as { token?: unknown } | null;
    return typeof user?.token === "string" ? user.token : undefined;
  } catch {
    return undefined;
  }
}

async function github<T>(path: string): Promise<T> {
  const token = editorToken();
  const response = await fetch(`${API}${path}`, {
    headers: { accept: "application/vnd.github+json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`GitHub menjawab ${response.status}`);
  return (await response.json()) as T;
}

async function jobsOf(repo: string, run: WorkflowRun): Promise<Job[]> {
  return (await github<{ jobs: Job[] }>(`/repos/${repo}/actions/runs/${run.id}/jobs`)).jobs;
}

/** Why a run failed: the annotations of its failed jobs, GitHub's generic lines left out. */
async function reasons(repo: string, jobs: readonly Job[]): Promise<Annotation[]> {
  const found: Annotation[] = [];
  for (const job of jobs.filter((job) => job.conclusion === "failure" || job.conclusion === "timed_out")) {
    const checkRun = job.check_run_url.split("/").pop();
    const annotations = await github<Annotation[]>(`/repos/${repo}/check-runs/${checkRun}/annotations`);
    for (const annotation of annotations)
      if (!GENERIC.test(annotation.message) && annotation.annotation_level !== "notice") found.push(annotation);
  }
  return found;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function showMessage(text: string) {
  latest.replaceChildren(element("p", text, "kartu"));
  latest.setAttribute("aria-busy", "false");
}

async function show(repo: string) {
  clearTimeout(timer);
  latest.setAttribute("aria-busy", "true");
  const { workflow_runs: runs } = await github<{ workflow_runs: WorkflowRun[] }>(
    `/repos/${repo}/actions/workflows/${WORKFLOW}/runs?per_page=6`,
  );
  if (runs.length === 0) {
    showMessage("Belum ada perubahan yang diterbitkan lewat editor.");
    list.replaceChildren();
    return;
  }
  // "Online" only when a publishing job succeeded: the jobs of every successful run are asked for.
  const jobs = new Map(
    await Promise.all(
      runs
        .filter((run) => run.status === "completed" && run.conclusion !== "cancelled" && run.conclusion !== "skipped")
        .map(async (run) => [run.id, await jobsOf(repo, run)] as const),
    ),
  );
  const [newest, ...older] = runs as [WorkflowRun, ...WorkflowRun[]];
  const state = runState(newest, jobs.get(newest.id));
  const card = element("div", undefined, "kartu");
  card.dataset.tone = state.tone;
  card.append(element("strong", state.label), element("p", newest.display_title), element("p", state.when, "kecil"));
  if (state.tone === "gagal") {
    const why = await reasons(repo, jobs.get(newest.id) ?? []).catch(() => null);
    // The content check names files of the content; anything else is the site's, not the staff's.
    const content = why?.filter((annotation) => annotation.path.startsWith("src/content/")) ?? [];
    if (!why) {
      card.append(element("p", "Alasannya belum bisa dimuat: buka rinciannya di GitHub."));
    } else if (content.length > 0) {
      card.append(element("p", "Yang perlu diperbaiki di editor, lalu simpan lagi:"));
      const items = element("ul", undefined, "alasan");
      items.append(...content.map((annotation) => element("li", reasonOf(annotation))));
      card.append(items);
    } else {
      card.append(element("p", "Ini bukan kesalahan isian: hubungi pengelola teknis situs."));
      // The workflow's own reasons (a missing setting, a refused change of code), for the maintainer they call.
      if (why.length > 0) {
        card.append(element("p", "Yang dilihat pengelola teknis:", "kecil"));
        const items = element("ul", undefined, "alasan kecil");
        items.append(...why.map((annotation) => element("li", reasonOf(annotation))));
        card.append(items);
      }
    }
  }
  const details = element("a", "Lihat rinciannya di GitHub");
  details.href = newest.html_url;
  const more = element("p", undefined, "kecil");
  more.append(details);
  card.append(more);
  latest.replaceChildren(card);
  latest.setAttribute("aria-busy", "false");

  list.replaceChildren(
    ...older.map((run) => {
      const { label, when, tone } = runState(run, jobs.get(run.id));
      const item = element("li");
      item.dataset.tone = tone;
      item.append(element("strong", label), element("p", run.display_title), element("p", when, "kecil"));
      return item;
    }),
  );
  listHeading.hidden = older.length === 0;
  if (newest.status !== "completed") timer = window.setTimeout(() => void refresh(repo), REFRESH_MS);
}

async function refresh(repo: string) {
  if (document.visibilityState !== "visible") {
    document.addEventListener("visibilitychange", () => void refresh(repo), { once: true });
    return;
  }
  try {
    await show(repo);
  } catch {
    showMessage("Status belum bisa dimuat: GitHub tidak menjawab. Periksa internet, lalu tekan Muat ulang.");
  }
}

const config = (await (await fetch("/admin/config.json", { cache: "no-cache" })).json()) as {
  backend?: { repo?: string };
};
const repo = config.backend?.repo ?? "";
if (!repo || repo.startsWith("belum-diatur/")) {
  showMessage(
    "Penerbitan belum diatur untuk situs ini (repositori GitHub belum diisi). Minta pengelola teknis mengaturnya (docs/deploy.md).",
  );
} else {
  reload.addEventListener("click", () => void refresh(repo));
  await refresh(repo);
}
