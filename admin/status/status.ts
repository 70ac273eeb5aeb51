/**
 * /admin/status/: where a member of staff sees what became of their save
 * (docs/panduan-konten.md, "Melihat hasilnya"). It asks GitHub's API for the
 * publishing workflow's latest runs and, for a failed one, the reasons the
 * workflow wrote as annotations (the content check's file, line and message).
 * A public repository answers anyone; for a private one the editor's own
 * sign-in (kept by Sveltia CMS in this browser) is used when present. A
 * published save of content can be taken back from here with that sign-in
 * (./undo-dialog.ts, ./undo.ts).
 */
import { type Annotation, type Job, reasonOf, runState, type Tone, type WorkflowRun } from "./state.ts";
import { type Commit, contentOnly, type EditorNames, editorNames } from "./undo.ts";
import { type UndoContext, undoButton } from "./undo-dialog.ts";

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
const notice = document.getElementById("pemberitahuan")!;
let timer: number | undefined;
/** Right after an undo: how soon to look again for its run, and until when. */
const AWAIT_MS = 5_000;
let awaited: { sha: string; until: number } | undefined;
let names: EditorNames = { files: {} };

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

/** Whether a save's commit changed only content, asked once per page (a commit never changes). */
const contentSaves = new Map<string, Promise<boolean>>();

/** Only a save that put something online, and changed nothing but content, can be undone here (./undo.ts). */
function undoable(repo: string, run: WorkflowRun, tone: Tone): Promise<boolean> {
  const sha = run.head_sha;
  if (tone !== "online" || run.event !== "push" || !sha) return Promise.resolve(false);
  let known = contentSaves.get(sha);
  if (!known) {
    known = github<Commit>(`/repos/${repo}/commits/${sha}`).then(
      (commit) => contentOnly(commit, names),
      () => {
        contentSaves.delete(sha);
        return false;
      },
    );
    contentSaves.set(sha, known);
  }
  return known;
}

const undoContext = (repo: string): UndoContext => ({
  repo,
  names,
  token: editorToken,
  done: (sha) => {
    notice.textContent = "Pembatalan tersimpan; diperiksa lalu terbit, biasanya 1 sampai 3 menit.";
    notice.hidden = false;
    // The button pressed is gone with the list redrawn: the notice takes the focus.
    notice.focus();
    awaited = { sha, until: Date.now() + 120_000 };
    void refresh(repo);
  },
});

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
  const undo = new Set(
    await Promise.all(
      runs.map(async (run) => ((await undoable(repo, run, runState(run, jobs.get(run.id)).tone)) ? run.id : 0)),
    ),
  );
  const [newest, ...older] = runs as [WorkflowRun, ...WorkflowRun[]];
  const state = runState(newest, jobs.get(newest.id));
  const card = element("div", undefined, "kartu");
  card.dataset.tone = state.tone;
  const title = element("p", newest.display_title);
  card.append(element("strong", state.label), title, element("p", state.when, "kecil"));
  if (state.tone === "gagal") {
    const why = await reasons(repo, jobs.get(newest.id) ?? []).catch(() => null);
    // The content check names files of the content; anything else is the site's, not the staff's.
    const content = why?.filter((annotation) => annotation.path.startsWith("src/content/")) ?? [];
    // What to fix in the editor's words; the file and line, for the maintainer, on a smaller line under it.
    const reasonItem = (annotation: Annotation) => {
      const { text, detail } = reasonOf(annotation);
      const item = element("li", text);
      if (detail) item.append(element("p", detail, "kecil"));
      return item;
    };
    if (!why) {
      card.append(element("p", "Alasannya belum bisa dimuat: buka rinciannya di GitHub."));
    } else if (content.length > 0) {
      card.append(element("p", "Yang perlu diperbaiki di editor, lalu simpan lagi:"));
      const items = element("ul", undefined, "alasan");
      items.append(...content.map(reasonItem));
      card.append(items);
    } else {
      card.append(element("p", "Ini bukan kesalahan isian: hubungi pengelola teknis situs."));
      // The workflow's own reasons (a missing setting, a refused change of code), for the maintainer they call.
      if (why.length > 0) {
        card.append(element("p", "Yang dilihat pengelola teknis:", "kecil"));
        const items = element("ul", undefined, "alasan kecil");
        items.append(...why.map(reasonItem));
        card.append(items);
      }
    }
  }
  const details = element("a", "Lihat rinciannya di GitHub");
  details.href = newest.html_url;
  const more = element("p", undefined, "kecil");
  more.append(details);
  card.append(more);
  if (undo.has(newest.id)) card.append(undoButton(newest, undoContext(repo), title));
  latest.replaceChildren(card);
  latest.setAttribute("aria-busy", "false");

  list.replaceChildren(
    ...older.map((run) => {
      const { label, when, tone } = runState(run, jobs.get(run.id));
      const item = element("li");
      item.dataset.tone = tone;
      const title = element("p", run.display_title);
      item.append(element("strong", label), title, element("p", when, "kecil"));
      if (undo.has(run.id)) item.append(undoButton(run, undoContext(repo), title));
      return item;
    }),
  );
  listHeading.hidden = older.length === 0;
  // After an undo, until its own run is listed (GitHub starts it within seconds).
  if (awaited && (runs.some((run) => run.head_sha === awaited!.sha) || Date.now() > awaited.until)) awaited = undefined;
  if (newest.status !== "completed" || awaited)
    timer = window.setTimeout(() => void refresh(repo), awaited ? AWAIT_MS : REFRESH_MS);
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
// The entries an undo touches are named as the editor names them, from its own configuration.
names = editorNames(config);
if (!repo || repo.startsWith("belum-diatur/")) {
  showMessage(
    "Penerbitan belum diatur untuk situs ini: repositori GitHub-nya belum diisi. Minta pengelola teknis situs mengaturnya.",
  );
} else {
  reload.addEventListener("click", () => void refresh(repo));
  await refresh(repo);
}
