/**
 * What became of a save in the editor, in the words of the member of staff
 * who made it (docs/panduan-konten.md, "Melihat hasilnya"). Three sources:
 * - the content repository's commits: the saves, newest first;
 * - its workflow terbitkan.yml (tooling/publish/content-repository/), which
 *   asks the code repository to publish after each save (the "trigger");
 * - the code repository's publish.yml runs (the "publications"), each of
 *   which fetches the newest content when it starts;
 * and what the site online says it serves (/admin/status/terbitan.json,
 * written by tooling/editor/editor-build.ts): a save is online exactly when
 * it is that content commit or older than it, and the publication kept back
 * no entry it changed (`heldBack`).
 */
import { undoneSha } from "./undo.ts";

/** The markers with which GitHub starts no workflow for a push; the editor's "Simpan tanpa menerbitkan" writes the first. */
const SKIP_CI = /\[(?:skip ci|ci skip|no ci|skip actions|actions skip)\]/i;

/** A commit as GitHub's "List commits" gives it, the fields used here. */
export interface ListedCommit {
  sha: string;
  html_url?: string;
  commit: {
    message: string;
    author: { name: string; date: string } | null;
    committer: { name: string; date: string } | null;
  };
}

/** A save in the editor: one commit on the content repository's main. */
export interface Save {
  sha: string;
  /** The first line of its message ("Ubah Identitas & Kontak lewat editor"). */
  title: string;
  message: string;
  /** Who saved: the commit's author's name. */
  author: string;
  /** When it reached the repository (the committer's date: a save through GitHub's API is made there and then). */
  date: string;
}

export const saveOf = ({ sha, commit }: ListedCommit): Save => ({
  sha,
  // "[skip ci]" is the editor's note to GitHub, not part of what was saved.
  title: commit.message.split("\n")[0]!.replace(SKIP_CI, "").trim(),
  message: commit.message,
  author: commit.author?.name ?? "",
  date: commit.committer?.date ?? commit.author?.date ?? "",
});

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
  event?: string;
  /** The commit it ran for: for the trigger, the save that started it (or main's head, for "Terbitkan perubahan"). */
  head_sha?: string;
}

/**
 * An entry the publication kept back: a mistake the editor could not catch (a cut-off photo, two
 * articles with one number) keeps back only its own entry, which stays as it was last published, or
 * offline if it is new, while everything else goes online.
 */
export interface HeldBack {
  /** The entry's file, e.g. "src/content/blog/7-foto-kegiatan.md" or "src/content/data/site.yaml" (never shown: it gives the editor's name and address). */
  file: string;
  /** Every save (content commit sha) whose change of this file is not online, newest first. */
  saves: string[];
  /** The save that made the problem: the oldest of `saves`. "Batalkan simpanan ini" is offered on it. */
  madeBy: string;
  /** The save whose version of the file is online instead; null: the entry is offline (it was new). */
  shown: string | null;
  /** Each problem with the field as the editor names it ("Foto utama") and the message in Indonesian. */
  problems: { field: string; message: string }[];
}

/** Something online that needs a look but stopped nothing (a link to an article no longer there, shown as plain text). */
export interface PublishWarning {
  file: string;
  field: string;
  message: string;
}

/** What the site online says it was built from (/admin/status/terbitan.json); null outside a publication. */
export interface Publication {
  contentRepo?: string;
  branch?: string;
  codeRepo: string | null;
  contentCommit: string | null;
  run: string | null;
  /** Absent from a site published before entries could be kept back: then nothing was. */
  heldBack?: HeldBack[];
  warnings?: PublishWarning[];
}

export type SaveState =
  /** `live`: this is the very save the site was built from. */
  | { kind: "online"; live: boolean }
  | { kind: "checking"; run: WorkflowRun }
  /** A publication since the save waits its turn behind the one in progress. */
  | { kind: "waiting"; run: WorkflowRun }
  /** No publication yet: the trigger runs (`run`), or GitHub has not started it yet. */
  | { kind: "asking"; run?: WorkflowRun }
  /** The newest publication since the save failed. */
  | { kind: "refused"; run: WorkflowRun }
  /** The newest publication since the save succeeded, but the site does not show it yet. */
  | { kind: "going-online"; run: WorkflowRun }
  /** No publication since the save: the content repository could not ask for one (`run` is the trigger's). */
  | { kind: "not-started"; run: WorkflowRun }
  /** Saved with "Simpan tanpa menerbitkan", and nothing asked to publish since. */
  | { kind: "not-published" }
  /** Taken back by a later save, an undo made on this page (./undo.ts); `online`: that undo is. */
  | { kind: "undone"; online: boolean }
  /**
   * Published, but an entry it changed was kept back (`Publication.heldBack`): `made`, the entries
   * whose problem this save made; `after`, those whose problem an earlier save made, which keeps
   * this one back too. At least one of them is not empty.
   */
  | { kind: "held-back"; made: HeldBack[]; after: HeldBack[] };

/**
 * The index of the later save that undid `saves[index]`, if one did and was not undone in turn (an
 * undo can be undone too, which brings the save back). Newest first, so that an undo is known to
 * be undone before what it undid is looked at.
 */
function undoneBy(saves: readonly Save[], index: number): number | undefined {
  const undone = new Set<string>();
  for (let later = 0; later < index; later++) {
    const save = saves[later]!;
    if (undone.has(save.sha)) continue;
    const sha = undoneSha(save.message);
    if (sha === saves[index]!.sha) return later;
    if (sha) undone.add(sha);
  }
  return undefined;
}

/** Cancelled: a newer publication waiting behind the same one took its place (publish.yml's concurrency). */
const counts = (run: WorkflowRun) => run.conclusion !== "cancelled" && run.conclusion !== "skipped";

const newest = (runs: readonly WorkflowRun[]) =>
  runs.reduce<WorkflowRun | undefined>(
    (found, run) =>
      !found ||
      Date.parse(run.created_at) > Date.parse(found.created_at) ||
      (run.created_at === found.created_at && run.id > found.id)
        ? run
        : found,
    undefined,
  );

/**
 * What became of `saves[index]`. `saves` is the content repository's main,
 * newest first; `publications` the code repository's publish.yml runs,
 * `triggers` the content repository's terbitkan.yml runs (any order).
 */
export function saveState(
  saves: readonly Save[],
  index: number,
  live: Publication,
  publications: readonly WorkflowRun[],
  triggers: readonly WorkflowRun[],
): SaveState {
  const save = saves[index]!;
  // Before "online": the site serving a later save no longer shows what an undone save changed.
  const undo = undoneBy(saves, index);
  if (undo !== undefined)
    return { kind: "undone", online: saveState(saves, undo, live, publications, triggers).kind === "online" };
  const liveAt = live.contentCommit ? saves.findIndex((each) => each.sha === live.contentCommit) : -1;
  if (liveAt !== -1 && index >= liveAt) {
    // Per entry, not per save: a later save of another entry (someone else's) is online all the same.
    const held = (live.heldBack ?? []).filter((entry) => entry.saves.includes(save.sha));
    if (held.length === 0) return { kind: "online", live: index === liveAt };
    return {
      kind: "held-back",
      made: held.filter((entry) => entry.madeBy === save.sha),
      after: held.filter((entry) => entry.madeBy !== save.sha),
    };
  }

  // A publication fetches the newest content when it starts: every one created since the save includes it.
  const since = Date.parse(save.date);
  const after = publications.filter((run) => counts(run) && Date.parse(run.created_at) >= since);
  const checking = after.find((run) => run.status === "in_progress");
  if (checking) return { kind: "checking", run: checking };
  const queued = after.find((run) => run.status !== "completed");
  if (queued) return { kind: "waiting", run: queued };
  const last = newest(after);
  if (last) return last.conclusion === "success" ? { kind: "going-online", run: last } : { kind: "refused", run: last };

  // No publication yet: did this save, or one after it, ask for one?
  const sinceSave = saves.slice(0, index + 1);
  const shas = new Set(sinceSave.map((each) => each.sha));
  const trigger = newest(triggers.filter((run) => counts(run) && run.head_sha !== undefined && shas.has(run.head_sha)));
  if (trigger?.status === "completed" && trigger.conclusion !== "success") return { kind: "not-started", run: trigger };
  if (trigger) return { kind: "asking", run: trigger };
  if (sinceSave.every((each) => SKIP_CI.test(each.message))) return { kind: "not-published" };
  // GitHub has not started the trigger yet (a few seconds after a save).
  return { kind: "asking" };
}

/** Whether the page should look again by itself: something is on its way. */
export const moving = (state: SaveState) =>
  state.kind === "waiting" || state.kind === "asking" || state.kind === "checking" || state.kind === "going-online";

/** While a publication runs: the member of staff who just saved waits on this page, and it takes 1 to 3 minutes. */
const SOON_MS = 5_000;
/**
 * Still on its way long after a publication would have ended (a content repository without its
 * trigger, a site that did not take the new build): the page still looks, but seldom, as every
 * look costs GitHub requests counted against the editor's own sign-in.
 */
const SELDOM_MS = 60_000;
/** Past the longest publication (the full checks after a change of code, about 15 minutes). */
const STALE_MS = 30 * 60_000;

/** In how many milliseconds the page looks again by itself; undefined: nothing is on its way. */
export function lookAgainIn(saves: readonly Save[], states: readonly SaveState[], now: number): number | undefined {
  const going = saves.filter((_, index) => moving(states[index]!));
  if (going.length === 0) return undefined;
  return going.some((save) => now - Date.parse(save.date) < STALE_MS) ? SOON_MS : SELDOM_MS;
}

const time = new Intl.DateTimeFormat("id-ID", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Jakarta",
});

/** "Rabu, 25 November 2026 pukul 14.09 WIB": the centre's time zone, 24 hours. */
export function inWords(iso: string): string {
  return `${time.format(new Date(iso))} WIB`;
}

export type Tone = "menunggu" | "diperiksa" | "online" | "gagal" | "dilewati";

export interface Shown {
  tone: Tone;
  /** One short line: what became of the save. */
  label: string;
  /** A sentence under it: since when, or what happens next; absent when the label says it all. */
  note?: string;
}

/** A state in the staff's words; `liveSince`: when the site's current build went online, if known. */
export function shown(state: SaveState, liveSince?: string): Shown {
  switch (state.kind) {
    case "online":
      return {
        tone: "online",
        label: "Sudah online",
        ...(state.live && liveSince ? { note: `Online sejak ${inWords(liveSince)}.` } : {}),
      };
    case "checking":
      return {
        tone: "diperiksa",
        label: "Sedang diperiksa",
        note: `Mulai diperiksa ${inWords(state.run.run_started_at ?? state.run.updated_at)}.`,
      };
    case "waiting":
      return { tone: "menunggu", label: "Menunggu giliran", note: "Diperiksa sesudah yang sedang berjalan selesai." };
    case "asking":
      return { tone: "menunggu", label: "Menunggu giliran", note: "Penerbitan sedang diminta." };
    case "going-online":
      return {
        tone: "diperiksa",
        label: "Lolos pemeriksaan, sedang dipasang online",
        note: "Situs sedang diperbarui; halaman ini melihat lagi sebentar lagi.",
      };
    case "refused":
      return {
        tone: "gagal",
        label: "Belum terbit",
        note: `Situs yang online tetap seperti sebelumnya. Diperiksa ${inWords(state.run.updated_at)}.`,
      };
    case "not-started":
      return {
        tone: "gagal",
        label: "Belum terbit: penerbitan tidak bisa dimulai",
        note: "Simpanan Anda tetap tersimpan; situs yang online tetap seperti sebelumnya.",
      };
    case "not-published":
      return {
        tone: "dilewati",
        label: "Tersimpan, belum diterbitkan",
        note: "Disimpan tanpa menerbitkan. Jika sudah siap, tekan Terbitkan perubahan di bagian atas editor.",
      };
    case "held-back":
      return {
        tone: "gagal",
        label: "Belum terbit: perlu diperbaiki",
        note: [...state.made, ...state.after].every((entry) => entry.shown === null)
          ? "Entri ini belum tampil di situs."
          : "Situs masih menampilkan versi sebelumnya.",
      };
    case "undone":
      return {
        tone: "dilewati",
        label: "Dibatalkan",
        note: state.online
          ? "Pembatalannya sudah online: situs tidak lagi menampilkan perubahan ini."
          : "Pembatalannya belum online: keadaannya tertulis pada simpanan Pembatalan di atas.",
      };
  }
}

/* Why a run failed ------------------------------------------------------- */

/** A job of a run, the fields that matter here (GitHub's REST API, "List jobs for a workflow run"). */
export interface Job {
  name: string;
  conclusion: string | null;
  check_run_url: string;
}

/** The jobs whose annotations say why a run failed. */
export const failedJobs = (jobs: readonly Job[]) =>
  jobs.filter((job) => job.conclusion === "failure" || job.conclusion === "timed_out");

/** An annotation a workflow wrote (`::error file=…,line=…,title=…::message`), as GitHub lists it for a check run. */
export interface Annotation {
  path: string;
  start_line: number;
  message: string;
  annotation_level: string;
  title?: string | null;
}

/** GitHub's own line under a failed step: no reason anyone can act on. */
const GENERIC = /^Process completed with exit code|^The job was not started|^The operation was canceled/;

export interface Reasons {
  /** The content check's, in the editor's words: the staff fix these in the editor. */
  content: Annotation[];
  /** The workflow's own (content refused as not content, a setting, GitHub failing, a test): for the maintainer. */
  other: Annotation[];
  /** The content passed, a test of the site failed: the save is kept, nothing to redo. */
  testFailed: boolean;
}

/** The failed jobs' annotations, sorted by whom they are for; GitHub's generic lines and notices left out. */
export function reasonsOf(annotations: readonly Annotation[]): Reasons {
  const kept = annotations.filter(
    (annotation) => annotation.annotation_level !== "notice" && !GENERIC.test(annotation.message),
  );
  // The content check names a file of the content; "Konten ditolak" (tooling/publish/content.ts) names none.
  const content = kept.filter((annotation) => annotation.path.startsWith("src/content/"));
  return {
    content,
    other: kept.filter((annotation) => !content.includes(annotation)),
    testFailed: kept.some((annotation) => annotation.title === "Uji situs gagal"),
  };
}

/** Why a run failed, for the member of staff: what to fix, and where to fix it. */
export interface Reason {
  /** The workflow's message, which names the entry and field as the editor does: "Identitas & Kontak › Nomor WhatsApp dan telepon: harus …". */
  text: string;
  /** The editor's address of the entry to fix; absent for the workflow's own reasons, and a file no entry of the editor opens. */
  editor?: string;
}

/**
 * An annotation as a reason: its message as the workflow wrote it, and where the editor opens its
 * file (`addressOf`, ./names.ts). Never the file's path: the staff know entries, not files.
 */
export function reasonOf(
  annotation: Annotation,
  addressOf: (path: string) => string | undefined = () => undefined,
): Reason {
  const editor = annotation.path ? addressOf(annotation.path) : undefined;
  return { text: annotation.message, ...(editor ? { editor } : {}) };
}

/* Which saves offer an undo ------------------------------------------------ */

/** A refusal that a save of content may have caused: the content check's, or content refused as not content. */
const CONTENT_REFUSED = "Konten ditolak";

/**
 * Whether "Batalkan simpanan ini" is offered under a save; what may then be
 * undone (content only, nothing a later save changed again) is ./undo.ts's
 * to decide. `reasons`: the refusing run's (null: GitHub did not say).
 *
 * Online: the undo takes a published mistake back. Refused: a save that the
 * publication refused can stop every later one too (an article deleted while
 * another links to it fails the content check for everyone after), and the
 * save to blame need not be the newest, so every refused save is offered,
 * which is every refused save newer than what is online (an older one is
 * online). Not when the run says the fault is not the content's (a test of the
 * site, a setting, GitHub failing): undoing would throw correct work away and
 * publish nothing. Nor while the outcome is still coming, nor when the save
 * could not ask to publish (the trigger's token, which no undo changes), nor
 * for a save not published (changed in the editor before publishing).
 */
export function offersUndo(state: SaveState, reasons: Reasons | null | undefined): boolean {
  if (state.kind === "online") return true;
  // Undoing a later save would leave the mistake; undoing the one that made it takes the mistake back.
  if (state.kind === "held-back") return state.made.length > 0;
  if (state.kind !== "refused") return false;
  if (!reasons) return true;
  if (reasons.content.length > 0 || reasons.other.some((annotation) => annotation.title === CONTENT_REFUSED))
    return true;
  return !reasons.testFailed && reasons.other.length === 0;
}

/* When the saves cannot be read --------------------------------------------- */

/** How GitHub failed to answer a request of the page. */
export interface Failure {
  /** The HTTP status; 0: no answer at all (offline, the connection cut). */
  status: number;
  /** Which repository was asked. */
  repo: "content" | "code";
  /** Whether the request carried the editor's sign-in. */
  signedIn: boolean;
  /** GitHub's rate limit was reached (403 or 429 with no requests left, or a Retry-After). */
  rateLimited?: boolean;
}

export interface FailureMessage {
  text: string;
  /** With the way to the editor's sign-in. */
  editor?: true;
}

export const SIGN_IN =
  "Untuk melihat status simpanan, masuk dulu ke editor di browser ini dengan akun GitHub Anda, lalu kembali ke halaman ini.";

const NO_ANSWER = "Status belum bisa dimuat: GitHub tidak menjawab. Periksa internet, lalu tekan Muat ulang.";

/**
 * What the member of staff reads when GitHub did not give the saves. A
 * browser without the editor's sign-in (signed out, or another browser) is
 * answered by GitHub with 401, 403 (its rate limit for anonymous requests
 * is 60 an hour) or 404 (a private repository hides itself): each means
 * "sign in in the editor first", never "check the internet", which is kept
 * for no answer at all and GitHub's own failures (5xx).
 */
export function failureMessage(
  { status, repo, signedIn, rateLimited = false }: Failure,
  repoName: string,
): FailureMessage {
  if (!signedIn || status === 401) return { text: SIGN_IN, editor: true };
  if (status === 0 || status >= 500) return { text: NO_ANSWER };
  if (rateLimited)
    return {
      text: "Status belum bisa dimuat: akun GitHub Anda sedang dibatasi GitHub karena terlalu banyak permintaan. Tunggu beberapa menit, lalu tekan Muat ulang.",
    };
  if (status === 404 && repo === "code")
    return {
      text:
        `Akun GitHub yang masuk di editor belum bisa membaca repositori situs (${repoName}), jadi status terbit belum bisa dilihat. ` +
        "Minta pengelola teknis situs memberi akun ini izin Read di repositori itu.",
    };
  // The sign-in no longer reaches the repository (access taken away, another account signed in): sign in again, else ask.
  if (status === 403 || status === 404)
    return {
      text:
        "Akun GitHub yang masuk di editor di browser ini tidak bisa membuka simpanan situs ini. " +
        "Buka editor, keluar, lalu masuk lagi dengan akun GitHub Anda sendiri. Jika tetap begini, hubungi pengelola teknis situs.",
      editor: true,
    };
  return {
    text: `Status belum bisa dimuat: GitHub menolak permintaannya (kode ${status}). Tekan Muat ulang; jika tetap begini, hubungi pengelola teknis situs.`,
  };
}
