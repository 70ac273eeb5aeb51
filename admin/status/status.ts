/**
 * /admin/status/: where a member of staff sees what became of each save
 * (docs/panduan-konten.md, "Melihat hasilnya"). The saves are the content
 * repository's commits (the editor's backend); whether one is online comes
 * from what the site itself serves (./terbitan.json); otherwise from the
 * code repository's publication runs and the content repository's trigger
 * runs (./state.ts), with the reasons the workflows wrote as annotations.
 * GitHub is asked with the editor's own sign-in in this browser (Sveltia CMS
 * keeps it): the content repository is private. A save that is online and
 * changed only content can be taken back from here (./undo-dialog.ts, ./undo.ts),
 * and so can one whose entry the publication kept back for a mistake it made.
 */
import {
  type Annotation,
  failedJobs,
  failureMessage,
  type HeldBack,
  inWords,
  type Job,
  type ListedCommit,
  lookAgainIn,
  offersUndo,
  type Publication,
  type PublishWarning,
  type Reason,
  reasonOf,
  reasonsOf,
  type Save,
  saveOf,
  type SaveState,
  saveState,
  shown,
  SIGN_IN,
  type WorkflowRun,
} from "./state.ts";
import { editorToken, githubRequest } from "./github.ts";
import {
  type ArticleFacts,
  articleFacts,
  editorAddress,
  entryNameOf,
  type SaveName,
  saveName,
  sectionPages,
} from "./names.ts";
import { type Commit, contentOnly, decodeBase64, type EditorNames, editorNames, isArticle, isUndo } from "./undo.ts";
import { undoButton } from "./undo-dialog.ts";

/** The code repository's publishing workflow, and the content repository's request for it. */
const PUBLISH = "publish.yml";
const TRIGGER = "terbitkan.yml";
/** The saves listed; older ones are changed in the editor. */
const SAVES = 6;
/** Enough runs to reach back past the oldest save listed. */
const RUNS = 30;
/** Right after an undo: how soon to look again for its save and its request to publish, and until when. */
const AWAIT_MS = 5_000;

const latest = document.getElementById("terbaru")!;
const list = document.getElementById("daftar")!;
const listHeading = document.getElementById("judul-daftar")!;
const reload = document.getElementById("muat-ulang") as HTMLButtonElement;
const notice = document.getElementById("pemberitahuan")!;
const maintainerNotice = document.getElementById("akun-pengelola")!;
const warningsBox = document.getElementById("perhatian")!;
let timer: number | undefined;
let awaited: { sha: string; until: number } | undefined;
let names: EditorNames = { files: {} };
/** Each data file's page on the site (./names.ts). */
let pages: Record<string, string> = {};
/** A reason with the way to its entry in the editor; the workflow's own reasons, for the maintainer, without. */
const reasonIn = (annotation: Annotation) => reasonOf(annotation, (path) => editorAddress(path, names));
const maintainerReason = (annotation: Annotation) => reasonOf(annotation);

/** Where the page reads from: the editor's repository and branch, and the repository the site is published from. */
interface Sources {
  content: string;
  branch: string;
  code: string;
}

/** GitHub did not answer with the data: its status (0: no answer at all), the repository asked, and how it was asked. */
class Unanswered extends Error {
  readonly status: number;
  readonly repo: string;
  readonly signedIn: boolean;
  readonly rateLimited: boolean;
  constructor(status: number, repo: string, signedIn: boolean, rateLimited = false) {
    super(`GitHub menjawab ${status} untuk ${repo}`);
    this.status = status;
    this.repo = repo;
    this.signedIn = signedIn;
    this.rateLimited = rateLimited;
  }
}

async function github<T>(repo: string, path: string): Promise<T> {
  const token = editorToken();
  const { status, body, rateLimited } = await githubRequest(repo, token)("GET", path);
  if (status < 200 || status > 299) throw new Unanswered(status, repo, Boolean(token), rateLimited);
  return body as T;
}

const runsOf = async (repo: string, workflow: string) =>
  (await github<{ workflow_runs: WorkflowRun[] }>(repo, `/actions/workflows/${workflow}/runs?per_page=${RUNS}`))
    .workflow_runs;

/** Asked once per page: a finished run, a commit, never change. */
const once = new Map<string, Promise<unknown>>();
function remembered<T>(key: string, ask: () => Promise<T>): Promise<T> {
  let known = once.get(key) as Promise<T> | undefined;
  if (!known) {
    known = ask();
    once.set(key, known);
    // A failure is asked again next time.
    known.catch(() => once.delete(key));
  }
  return known;
}

/** The annotations of a finished run's failed jobs; null when GitHub did not say. */
const annotationsOf = (repo: string, run: WorkflowRun) =>
  remembered(`notes ${repo} ${run.id}`, async () => {
    const { jobs } = await github<{ jobs: Job[] }>(repo, `/actions/runs/${run.id}/jobs`);
    const found: Annotation[] = [];
    for (const job of failedJobs(jobs))
      found.push(
        ...(await github<Annotation[]>(repo, `/check-runs/${job.check_run_url.split("/").pop()}/annotations`)),
      );
    return found;
  }).catch(() => null);

/** When the site's build went online: its run's end. */
const liveSince = (code: string, live: Publication) =>
  live.run
    ? remembered(`run ${code} ${live.run}`, () => github<WorkflowRun>(code, `/actions/runs/${live.run}`))
        .then((run) => (run.status === "completed" ? run.updated_at : undefined))
        .catch(() => undefined)
    : Promise.resolve(undefined);

/** The reasons of the run that refused a save; null when GitHub did not say, undefined when not refused. */
const reasonsFor = (code: string, state: SaveState) =>
  state.kind === "refused"
    ? annotationsOf(code, state.run).then((annotations) => annotations && reasonsOf(annotations))
    : Promise.resolve(undefined);

/** A save's commit with its files; null when GitHub did not give it (the save is then named by its message). */
const commitOf = (content: string, save: Save) =>
  remembered(`commit ${content} ${save.sha}`, () => github<Commit>(content, `/commits/${save.sha}`)).catch(() => null);

/** An article's front matter at a commit; one request per article and commit, never repeated. */
const articleAt = (content: string, path: string, ref: string) =>
  remembered(`article ${content} ${ref} ${path}`, () =>
    github<{ content?: string }>(
      content,
      `/contents/${path.split("/").map(encodeURIComponent).join("/")}?ref=${encodeURIComponent(ref)}`,
    ),
  )
    .then((file): ArticleFacts => (file.content ? articleFacts(decodeBase64(file.content)) : {}))
    .catch((): ArticleFacts => ({}));

/** What a save changed, in the editor's words (./names.ts); undefined: named by its message. */
async function nameOf(content: string, save: Save, commit: Commit | null): Promise<SaveName | undefined> {
  const files = commit?.files ?? [];
  const articles = new Map(
    await Promise.all(
      files
        .filter((file) => isArticle(file.filename, names))
        .map(async (file) => {
          // A deleted article is named as it was: in the save's parent.
          const ref = file.status === "removed" ? commit?.parents[0]?.sha : save.sha;
          return [file.filename, ref ? await articleAt(content, file.filename, ref) : {}] as const;
        }),
    ),
  );
  return saveName(files, names, pages, articles, isUndo(save.message));
}

/** The answer of GitHub's "Get a repository": what the signed-in account may do there. */
interface RepositoryAccess {
  permissions?: { admin?: boolean; push?: boolean };
}

/** Whether the account signed in with `token` can change the code repository; asked once per sign-in. */
let account: { token: string; writesCode: Promise<boolean> } | undefined;

/**
 * The editor keeps its sign-in's token in this browser (localStorage), and the editor asks for the
 * `repo` scope: signed in with the maintainer's own account, that token can change the site's code
 * too. The page says so, above everything else; an answer that does not say so, or none, says
 * nothing and stops nothing.
 */
async function showAccount(code: string, token: string | undefined) {
  if (!token) {
    maintainerNotice.hidden = true;
    return;
  }
  if (account?.token !== token) {
    const writesCode = github<RepositoryAccess>(code, "")
      .then(({ permissions }) => Boolean(permissions?.admin || permissions?.push))
      .catch(() => {
        // No answer: asked again next time.
        if (account?.token === token) account = undefined;
        return false;
      });
    account = { token, writesCode };
  }
  const asked = account;
  const writes = await asked.writesCode;
  // Signed in again meanwhile: the newer sign-in's answer decides.
  if (account !== asked) return;
  // Filled as it appears, so that a screen reader announces it once.
  if (writes && maintainerNotice.hidden)
    maintainerNotice.replaceChildren(
      element("strong", "Akun yang masuk ke editor ini adalah akun pengelola teknis (bisa mengubah kode situs)."),
      element(
        "span",
        " Untuk mengedit konten, buka editor, keluar, lalu masuk dengan akun staf: selama akun ini masuk, " +
          "kunci aksesnya tersimpan di browser ini.",
      ),
    );
  maintainerNotice.hidden = !writes;
}

/** Only a save online or refused (./state.ts, offersUndo), that changed nothing but content, can be undone here (./undo.ts). */
const undoable = (commit: Commit | null, offered: boolean) => offered && commit !== null && contentOnly(commit, names);

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function link(text: string, href: string) {
  const anchor = element("a", text);
  anchor.href = href;
  return anchor;
}

/** A message instead of the saves; `editor`: with a way to the editor's sign-in. */
function showMessage(text: string, editor = false) {
  const card = element("div", undefined, "kartu");
  card.append(element("p", text));
  if (editor) card.append(link("Buka editor dan masuk", "/admin/"));
  latest.replaceChildren(card);
  list.replaceChildren();
  listHeading.hidden = true;
  latest.setAttribute("aria-busy", "false");
}

/** Numbers the reasons of one drawing from 1, so that drawing the same again gives the same page (redraw). */
let reasonIds = 0;

/** What to fix in the editor's words, each with the way to its entry there. */
function reasonList(list: readonly Reason[], className = "alasan") {
  const items = element("ul", undefined, className);
  for (const { text, editor } of list) {
    const item = element("li");
    const said = element("span", text);
    item.append(said);
    if (editor) {
      said.id = `alasan-${++reasonIds}`;
      const open = link("Perbaiki di editor", editor);
      // Several reasons may have one: each link is described by its reason.
      open.setAttribute("aria-describedby", said.id);
      const line = element("p", undefined, "kecil");
      line.append(open);
      item.append(line);
    }
    items.append(item);
  }
  return items;
}

const MAINTAINER = "Ini bukan kesalahan isian: hubungi pengelola teknis situs.";

/**
 * A staff save's publication is started by the content repository's trigger with
 * PUBLISH_TRIGGER_TOKEN (tooling/publish/content-repository/terbitkan.yml), a token of the
 * maintainer's own account (docs/deploy.md, step 3); a code change's, by the maintainer's push.
 * Either way the run is the maintainer's, and GitHub mails a failed run to whoever triggered it
 * (their Actions notifications, on by default): the staff have nothing to pass on.
 */
const TEST_FAILED =
  "Isian Anda sudah benar, dan simpanan Anda tetap tersimpan: tidak perlu diulang atau disimpan lagi. " +
  "Yang gagal adalah uji situs; pengelola teknis situs yang memperbaikinya, dan simpanan Anda ikut terbit sesudahnya. " +
  "GitHub sudah mengabari pengelola teknis lewat email secara otomatis, jadi Anda tidak perlu meneruskan pesan ini.";

/** Why a save is not online, under the newest save: from the annotations of the run that stopped it. */
async function why(sources: Sources, state: SaveState): Promise<Node[]> {
  if (state.kind !== "refused" && state.kind !== "not-started") return [];
  const repo = state.kind === "refused" ? sources.code : sources.content;
  const annotations = await annotationsOf(repo, state.run);
  if (!annotations) return [element("p", "Alasannya belum bisa dimuat: buka rinciannya di GitHub.")];
  const { content, other, testFailed } = reasonsOf(annotations);
  if (state.kind === "not-started")
    // The trigger's own words say what the maintainer renews (tooling/publish/content-repository/terbitkan.yml).
    return [element("p", MAINTAINER), ...(other.length > 0 ? [reasonList(other.map(maintainerReason))] : [])];
  if (content.length > 0)
    return [element("p", "Yang perlu diperbaiki di editor, lalu simpan lagi:"), reasonList(content.map(reasonIn))];
  const forMaintainer = other.filter((annotation) => annotation.title !== "Uji situs gagal");
  return [
    element("p", testFailed ? TEST_FAILED : MAINTAINER),
    ...(forMaintainer.length > 0
      ? [
          element("p", "Yang dilihat pengelola teknis:", "kecil"),
          reasonList(forMaintainer.map(maintainerReason), "alasan kecil"),
        ]
      : []),
  ];
}

/**
 * A problem of an entry, worded as the content check words a reason (the entry and field as the
 * editor names them, then what is wrong), with the way to the entry in the editor. An article is
 * named by its title at `ref`.
 */
async function problemOf(content: string, file: string, ref: string | null, field: string, message: string) {
  const facts = ref && isArticle(file, names) ? await articleAt(content, file, ref) : {};
  const editor = editorAddress(file, names);
  return { text: `${entryNameOf(file, names, facts)} › ${field}: ${message}`, ...(editor ? { editor } : {}) };
}

/** Why a save is kept back: the problems to fix here, and the earlier saves that list the rest. */
interface HeldBackNotes {
  problems: Reason[];
  earlier: Save[];
}

/**
 * A later save of an entry kept back points at the save that made the problem, which lists it;
 * when that one is no longer listed, the problems are listed here.
 */
async function heldBackOf(
  content: string,
  save: Save,
  state: SaveState,
  saves: readonly Save[],
): Promise<HeldBackNotes | undefined> {
  if (state.kind !== "held-back") return undefined;
  const earlier = new Map(
    state.after.flatMap((entry) => {
      const made = saves.find((each) => each.sha === entry.madeBy);
      return made ? [[entry, made] as const] : [];
    }),
  );
  const here: HeldBack[] = [...state.made, ...state.after.filter((entry) => !earlier.has(entry))];
  const problems = await Promise.all(
    here.flatMap((entry) =>
      entry.problems.map(({ field, message }) => problemOf(content, entry.file, save.sha, field, message)),
    ),
  );
  return { problems, earlier: [...new Set(earlier.values())] };
}

/** Drawn in the page's order, after every answer is in: the reasons' numbers stay the same from one look to the next. */
function heldBackNodes(notes: HeldBackNotes | undefined): Node[] {
  if (!notes) return [];
  return [
    ...(notes.problems.length > 0
      ? [element("p", "Yang perlu diperbaiki di editor, lalu simpan lagi:"), reasonList(notes.problems)]
      : []),
    ...notes.earlier.map((made) =>
      element(
        "p",
        `Masalahnya ada pada simpanan sebelumnya, ${inWords(made.date)}: yang perlu diperbaiki tertulis di sana.`,
        "kecil",
      ),
    ),
  ];
}

/** What is online but needs a look, named as the site serves it. */
const warningsOf = (content: string, live: Publication) =>
  Promise.all(
    (live.warnings ?? []).map(({ file, field, message }: PublishWarning) =>
      problemOf(content, file, live.contentCommit, field, message),
    ),
  );

/** Nothing when all is well. */
function warningNodes(reasons: readonly Reason[]): Element[] {
  if (reasons.length === 0) return [];
  const heading = element("h2", "Perlu diperhatikan");
  heading.id = "judul-perhatian";
  return [heading, element("p", "Sudah online, tetapi sebaiknya diperbaiki:", "kecil"), reasonList(reasons)];
}

/**
 * One save: what became of it, what it changed and who saved it, when, and
 * the page that shows it once online. A save the editor names nothing of (a
 * maintainer's commit) keeps its own message as its title. The newest is a
 * card in full; an earlier one is one line, what became of it and its title,
 * the rest a tap away: on a phone, six saves in full made the page several
 * screens long, and it is the newest save the staff come to see.
 */
function saveItem<K extends "div" | "li">(
  tag: K,
  save: Save,
  name: SaveName | undefined,
  state: SaveState,
  since: string | undefined,
  opened: ReadonlySet<string> = new Set(),
) {
  const { tone, label, note } = shown(state, since);
  const item = element(tag, undefined, tag === "div" ? "kartu" : undefined);
  item.dataset.tone = tone;
  const by = save.author ? ` oleh ${save.author}` : "";
  const title = element(tag === "div" ? "p" : "span", name ? `${name.what}${by}` : save.title, "judul");
  title.id = `simpanan-${save.sha.slice(0, 12)}`;
  let body: HTMLElement = item;
  if (tag === "div") item.append(element("strong", label), title);
  else {
    const details = element("details");
    details.id = `rincian-${save.sha.slice(0, 12)}`;
    // Looked at again, the page keeps open what the member of staff opened.
    details.open = opened.has(details.id);
    const summary = element("summary");
    summary.append(element("strong", `${label}:`), " ", title);
    details.append(summary);
    item.append(details);
    body = details;
  }
  body.append(element("p", `Disimpan${name ? "" : `${by},`} ${inWords(save.date)}`, "kecil"));
  if (note) body.append(element("p", note, "kecil"));
  if (name?.page && state.kind === "online") {
    const visit = link("Lihat di situs", name.page);
    // Several saves may have one: each link is described by its save.
    visit.setAttribute("aria-describedby", title.id);
    const line = element("p", undefined, "kecil");
    line.append(visit);
    body.append(line);
  }
  return { item, title, body };
}

/**
 * Puts `nodes` in `parent` only when they differ from what it shows: looked at again every few
 * seconds, the page would otherwise close what the member of staff opened, take the focus away,
 * and have a screen reader read the same again.
 */
function redraw(parent: HTMLElement, nodes: readonly Element[]) {
  if (parent.innerHTML !== nodes.map((node) => node.outerHTML).join("")) parent.replaceChildren(...nodes);
}

async function show(sources: Sources) {
  clearTimeout(timer);
  reasonIds = 0;
  latest.setAttribute("aria-busy", "true");
  const { content, branch, code } = sources;
  // What the site serves now: read again each time, as it changes with every publication.
  const live = await publication();
  const warned = warningsOf(content, live);
  const [commits, publications, triggers, since] = await Promise.all([
    github<ListedCommit[]>(content, `/commits?sha=${encodeURIComponent(branch)}&per_page=${SAVES}`),
    runsOf(code, PUBLISH),
    // A content repository without its trigger yet: nothing asks to publish, nothing failed to.
    runsOf(content, TRIGGER).catch((error: unknown) => {
      if (error instanceof Unanswered && error.status === 404) return [];
      throw error;
    }),
    liveSince(code, live),
  ]);
  const saves = commits.map(saveOf);
  if (saves.length === 0) return showMessage("Belum ada yang disimpan lewat editor.");
  const states = saves.map((_, index) => saveState(saves, index, live, publications, triggers));
  // Every listed save's commit, once per page load (a commit never changes): its name, and whether it can be undone.
  const [reasons, commitsOf] = await Promise.all([
    Promise.all(states.map((state) => reasonsFor(code, state))),
    Promise.all(saves.map((save) => commitOf(content, save))),
  ]);
  const named = await Promise.all(saves.map((save, index) => nameOf(content, save, commitsOf[index]!)));
  const undo = saves.map((_, index) => undoable(commitsOf[index]!, offersUndo(states[index]!, reasons[index])));
  const held = await Promise.all(saves.map((save, index) => heldBackOf(content, save, states[index]!, saves)));
  const context = {
    repo: content,
    names,
    token: editorToken,
    done: (sha: string) => {
      // The editor keeps what it loaded: one left open still shows the undone text, and its next save
      // would bring the mistake back without anyone seeing it (decision 023).
      notice.replaceChildren(
        element("strong", "Pembatalan tersimpan; diperiksa lalu terbit, biasanya 1 sampai 3 menit."),
        element(
          "span",
          " Sebelum mengubah apa pun lagi, tutup semua tab editor yang masih terbuka (juga di ponsel atau komputer lain), " +
            "lalu buka editor lagi. Editor yang dibiarkan terbuka masih menampilkan isi yang dibatalkan; " +
            "jika disimpan dari sana, kesalahannya kembali.",
        ),
      );
      notice.hidden = false;
      // The button pressed is gone with the list redrawn: the notice takes the focus.
      notice.focus();
      awaited = { sha, until: Date.now() + 120_000 };
      void refresh(sources);
    },
  };

  // Above the newest save: drawn before it, so that it does not push the save down once read.
  const warnings = warningNodes(await warned);
  redraw(warningsBox, warnings);
  warningsBox.hidden = warnings.length === 0;

  const [newest, ...older] = saves as [Save, ...Save[]];
  const state = states[0]!;
  const { item: card, title } = saveItem("div", newest, named[0], state, since);
  card.append(...(await why(sources, state)), ...heldBackNodes(held[0]));
  const run = "run" in state ? state.run : undefined;
  if (run) {
    const more = element("p", undefined, "kecil");
    more.append(link("Lihat rinciannya di GitHub", run.html_url));
    card.append(more);
  }
  if (undo[0]) card.append(undoButton(newest, context, title));
  redraw(latest, [card]);
  latest.setAttribute("aria-busy", "false");

  const opened = new Set([...list.querySelectorAll("details[open]")].map((each) => each.id));
  redraw(
    list,
    older.map((save, index) => {
      const { item, title, body } = saveItem("li", save, named[index + 1], states[index + 1]!, since, opened);
      body.append(...heldBackNodes(held[index + 1]));
      if (undo[index + 1]) body.append(undoButton(save, context, title));
      return item;
    }),
  );
  listHeading.hidden = older.length === 0;

  // After an undo, until GitHub has taken up its request to publish (within seconds).
  if (awaited) {
    const own = states[saves.findIndex((save) => save.sha === awaited!.sha)];
    const taken = own && (own.kind !== "asking" || own.run);
    if (taken || Date.now() > awaited.until) awaited = undefined;
  }
  const again = awaited ? AWAIT_MS : lookAgainIn(saves, states, Date.now());
  if (again !== undefined) timer = window.setTimeout(() => void refresh(sources), again);
}

async function refresh(sources: Sources) {
  if (document.visibilityState !== "visible") {
    document.addEventListener("visibilitychange", () => void refresh(sources), { once: true });
    return;
  }
  const token = editorToken();
  void showAccount(sources.code, token);
  if (!token) return showMessage(SIGN_IN, true);
  try {
    await show(sources);
  } catch (error) {
    if (!(error instanceof Unanswered))
      return showMessage(
        "Status belum bisa dimuat karena kesalahan yang tidak terduga. Tekan Muat ulang; jika tetap begini, hubungi pengelola teknis situs.",
      );
    // GitHub's answer for the commits of a repository with none.
    if (error.status === 409 && error.repo === sources.content)
      return showMessage("Belum ada yang disimpan lewat editor.");
    const { text, editor } = failureMessage(
      {
        status: error.status,
        repo: error.repo === sources.code ? "code" : "content",
        signedIn: error.signedIn,
        rateLimited: error.rateLimited,
      },
      error.repo,
    );
    showMessage(text, editor);
  }
}

/** The site's own publication (tooling/editor/editor-build.ts); all null when it was not built by one. */
async function publication(): Promise<Publication> {
  const none = { codeRepo: null, contentCommit: null, run: null };
  try {
    const response = await fetch("/admin/status/terbitan.json", { cache: "no-store" });
    return response.ok ? { ...none, ...((await response.json()) as Partial<Publication>) } : none;
  } catch {
    return none;
  }
}

const [config, { codeRepo }] = await Promise.all([
  fetch("/admin/config.json", { cache: "no-cache" }).then(
    (response) => response.json() as Promise<{ backend?: { repo?: string; branch?: string } }>,
  ),
  publication(),
]);
const content = config.backend?.repo ?? "";
// The entries an undo touches are named as the editor names them, from its own configuration.
names = editorNames(config);
pages = sectionPages(config);
if (!content || content.startsWith("belum-diatur/")) {
  showMessage(
    "Penerbitan belum diatur untuk situs ini: repositori GitHub-nya belum diisi. Minta pengelola teknis situs mengaturnya.",
  );
} else if (!codeRepo) {
  showMessage(
    "Situs yang dibuka ini tidak dibuat oleh penerbitan otomatis, jadi belum bisa disebut simpanan mana yang sudah online. " +
      "Buka halaman ini di alamat situs yang sebenarnya.",
  );
} else {
  const sources: Sources = { content, branch: config.backend?.branch || "main", code: codeRepo };
  reload.addEventListener("click", () => void refresh(sources));
  await refresh(sources);
}
