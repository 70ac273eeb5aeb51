/**
 * What a run of the publishing workflow (.github/workflows/publish.yml)
 * means for the member of staff who saved, in their words: waiting,
 * checking, online since when, or not published and why.
 */

/** The fields of a workflow run that matter here (GitHub's REST API, "List workflow runs"). */
export interface WorkflowRun {
  id: number;
  display_title: string;
  status: string;
  conclusion: string | null;
  created_at: string;
  updated_at: string;
  run_started_at?: string;
  html_url: string;
  actor?: { login: string } | null;
  /** What started it: "push" for a save (one commit), "repository_dispatch" for "Publish Changes". */
  event?: string;
  /** The commit it checked: for a push, the save itself (what an undo takes back, ./undo.ts). */
  head_sha?: string;
}

export type Tone = "menunggu" | "diperiksa" | "online" | "gagal" | "dilewati";

export interface RunState {
  tone: Tone;
  /** One short line: what happened to this save. */
  label: string;
  /** When, in words: "sejak Rabu, 25 November 2026 pukul 14.09". */
  when: string;
}

const time = new Intl.DateTimeFormat("id-ID", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Jakarta",
});

/** "Rabu, 25 November 2026 pukul 14.09" in the centre's time zone (WIB). */
export function inWords(iso: string): string {
  return `${time.format(new Date(iso))} WIB`;
}

/** A job of a run, the fields that matter here (GitHub's REST API, "List jobs for a workflow run"). */
export interface Job {
  name: string;
  conclusion: string | null;
  check_run_url: string;
}

/**
 * The publishing workflow's jobs that put a build online are named "Terbitkan …"
 * (.github/workflows/publish.yml). A run that succeeded without one of them
 * succeeding published nothing: that is never "online".
 */
export const PUBLISHING_JOB = /^Terbitkan /;

export const published = (jobs: readonly Job[]) =>
  jobs.some((job) => PUBLISHING_JOB.test(job.name) && job.conclusion === "success");

/**
 * The state of a run; for a completed, successful one, `jobs` says whether a
 * publishing job put it online (not given: not known yet, so not online).
 */
export function runState(run: WorkflowRun, jobs?: readonly Job[]): RunState {
  if (run.status !== "completed") {
    if (run.status === "in_progress")
      return {
        tone: "diperiksa",
        label: "Sedang diperiksa",
        when: `mulai ${inWords(run.run_started_at ?? run.updated_at)}`,
      };
    return { tone: "menunggu", label: "Menunggu giliran", when: `disimpan ${inWords(run.created_at)}` };
  }
  switch (run.conclusion) {
    case "success":
      if (jobs && published(jobs))
        return { tone: "online", label: "Sudah online", when: `sejak ${inWords(run.updated_at)}` };
      return {
        tone: "gagal",
        label: "Belum terbit: tidak ada yang diterbitkan",
        when: `diperiksa ${inWords(run.updated_at)}`,
      };
    case "cancelled":
    case "skipped":
      return {
        tone: "dilewati",
        label: "Dilewati: simpanan sesudahnya sudah memuat perubahan ini",
        when: `disimpan ${inWords(run.created_at)}`,
      };
    default:
      return {
        tone: "gagal",
        label: "Belum terbit: situs yang online tetap seperti sebelumnya",
        when: `diperiksa ${inWords(run.updated_at)}`,
      };
  }
}

/** The annotations the workflow writes for each content mistake (file, line, message): why a run failed. */
export interface Annotation {
  path: string;
  start_line: number;
  message: string;
  annotation_level: string;
}

/** Why a run failed, for the member of staff: what to fix, and where, for the maintainer they may call. */
export interface Reason {
  /** The content check's message, in the editor's words: "Identitas & Kontak › Nomor WhatsApp dan telepon: harus …". */
  text: string;
  /** "berkas src/content/data/site.yaml, baris 6": shown smaller, under the text; absent for the workflow's own reasons. */
  detail?: string;
}

/**
 * An annotation as a reason: its message as the content check wrote it
 * (tooling/check.ts), its file and line only as the detail.
 */
export function reasonOf(annotation: Annotation): Reason {
  const file = annotation.path && annotation.path !== ".github" ? annotation.path : "";
  if (!file) return { text: annotation.message };
  const line = annotation.start_line > 0 ? `, baris ${annotation.start_line}` : "";
  return { text: annotation.message, detail: `berkas ${file}${line}` };
}
