import { describe, expect, it } from "vitest";
import { annotation } from "../../tests/github/status-world.ts";
import {
  type Annotation,
  type Failure,
  failureMessage,
  type HeldBack,
  inWords,
  lookAgainIn,
  moving,
  offersUndo,
  type Publication,
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
import { undoMessage } from "./undo.ts";

/** Saves on the content repository's main, newest first: save 3 at 14.20 WIB, 2 at 14.10, 1 at 14.00. */
const save = (n: number, message = `Ubah Artikel “Kunjungan ${n}” lewat editor`): Save => ({
  sha: `${n}`.repeat(40),
  title: message.split("\n")[0]!,
  message,
  author: "Bu Aisyah",
  date: `2026-11-25T07:${String((n - 1) * 10).padStart(2, "0")}:00Z`,
});
const saves = [save(3), save(2), save(1)];

const run = (id: number, created: string, fields: Partial<WorkflowRun> = {}): WorkflowRun => ({
  id,
  display_title: "Ubah Artikel lewat editor",
  status: "completed",
  conclusion: "success",
  created_at: `2026-11-25T${created}:00Z`,
  updated_at: `2026-11-25T${created}:50Z`,
  run_started_at: `2026-11-25T${created}:05Z`,
  html_url: `https://github.com/daycare/situs/actions/runs/${id}`,
  ...fields,
});

const offline: Publication = { codeRepo: "daycare/situs", contentCommit: null, run: null };
const liveAt = (n: number): Publication => ({ ...offline, contentCommit: save(n).sha, run: "77" });
/** The state of save `n` (3, 2 or 1). */
const stateOf = (n: number, live: Publication, publications: WorkflowRun[], triggers: WorkflowRun[] = []) =>
  saveState(saves, 3 - n, live, publications, triggers);

describe("what became of a save", () => {
  it("is online when the site serves it or a later save, and says since when only for the save it serves", () => {
    const live = liveAt(2);
    expect(stateOf(2, live, [])).toEqual({ kind: "online", live: true });
    expect(stateOf(1, live, []), "a save older than the live one").toEqual({ kind: "online", live: false });
    expect(stateOf(3, live, []).kind, "a save newer than the live one").not.toBe("online");
    expect(shown({ kind: "online", live: true }, "2026-11-25T07:14:30Z")).toEqual({
      tone: "online",
      label: "Sudah online",
      note: "Online sejak Rabu, 25 November 2026 pukul 14.14 WIB.",
    });
    expect(shown({ kind: "online", live: false }, "2026-11-25T07:14:30Z")).toEqual({
      tone: "online",
      label: "Sudah online",
    });
  });

  it("is not online when the site serves a commit that is not among the saves listed (older than all of them)", () => {
    const live = { ...offline, contentCommit: "0".repeat(40) };
    expect(stateOf(1, live, [run(1, "07:01", { conclusion: "failure" })]).kind).toBe("refused");
  });

  it("is being checked while a publication started since the save runs", () => {
    const checking = run(5, "07:21", { status: "in_progress", conclusion: null });
    expect(stateOf(3, offline, [checking, run(4, "07:11")])).toEqual({ kind: "checking", run: checking });
    // One in progress and one waiting behind it, both since the save: the one in progress has it already.
    const behind = run(6, "07:22", { status: "queued", conclusion: null });
    expect(stateOf(3, offline, [behind, checking])).toEqual({ kind: "checking", run: checking });
    expect(shown({ kind: "checking", run: checking })).toMatchObject({
      tone: "diperiksa",
      label: "Sedang diperiksa",
      note: "Mulai diperiksa Rabu, 25 November 2026 pukul 14.21 WIB.",
    });
  });

  it("waits its turn behind a publication in progress that started before it", () => {
    const before = run(4, "07:15", { status: "in_progress", conclusion: null });
    for (const status of ["queued", "waiting", "pending"]) {
      const queued = run(5, "07:21", { status, conclusion: null });
      expect(stateOf(3, offline, [queued, before]), status).toEqual({ kind: "waiting", run: queued });
    }
    expect(shown({ kind: "waiting", run: before }).label).toBe("Menunggu giliran");
  });

  it("leaves out publications older than the save: they fetched the content before it", () => {
    const older = run(4, "07:15", { status: "in_progress", conclusion: null });
    expect(stateOf(3, offline, [older]).kind).toBe("asking");
    expect(stateOf(2, offline, [older]).kind, "the same run includes the save before it").toBe("checking");
  });

  it("leaves out cancelled publications: a newer one waiting took their place", () => {
    const cancelled = run(5, "07:21", { conclusion: "cancelled" });
    const newer = run(6, "07:22", { status: "queued", conclusion: null });
    expect(stateOf(3, offline, [newer, cancelled])).toEqual({ kind: "waiting", run: newer });
    expect(stateOf(3, offline, [cancelled]).kind, "only a cancelled one: nothing since").toBe("asking");
  });

  it("is not published when the newest publication since it failed, even if an earlier one succeeded", () => {
    const failed = run(6, "07:25", { conclusion: "failure" });
    expect(stateOf(3, liveAt(2), [failed, run(5, "07:21")])).toEqual({ kind: "refused", run: failed });
    expect(shown({ kind: "refused", run: failed })).toEqual({
      tone: "gagal",
      label: "Belum terbit",
      note: "Situs yang online tetap seperti sebelumnya. Diperiksa Rabu, 25 November 2026 pukul 14.25 WIB.",
    });
  });

  it("is on its way online when the newest publication since it succeeded and the site does not serve it yet", () => {
    const passed = run(6, "07:25");
    expect(stateOf(3, liveAt(2), [passed, run(5, "07:21", { conclusion: "failure" })])).toEqual({
      kind: "going-online",
      run: passed,
    });
    expect(moving({ kind: "going-online", run: passed }), "the page looks again").toBe(true);
  });

  it("says publishing could not begin when its trigger failed and no publication came since", () => {
    const failed = run(9, "07:20", { head_sha: save(3).sha, conclusion: "failure" });
    expect(stateOf(3, liveAt(2), [run(5, "07:11")], [failed])).toEqual({ kind: "not-started", run: failed });
    expect(shown({ kind: "not-started", run: failed })).toMatchObject({
      tone: "gagal",
      label: "Belum terbit: penerbitan tidak bisa dimulai",
    });
    // The save before it: its own trigger went through, but the newest request for it failed.
    const earlier = run(8, "07:10", { head_sha: save(2).sha });
    expect(stateOf(2, liveAt(1), [], [failed, earlier])).toEqual({ kind: "not-started", run: failed });
    // A later save's trigger went through: its publication will come.
    const later = run(10, "07:21", { head_sha: save(3).sha });
    const own = run(8, "07:10", { head_sha: save(2).sha, conclusion: "failure" });
    expect(stateOf(2, liveAt(1), [], [later, own])).toEqual({ kind: "asking", run: later });
  });

  it("waits while its trigger runs, or before GitHub starts it", () => {
    const running = run(9, "07:20", { head_sha: save(3).sha, status: "in_progress", conclusion: null });
    expect(stateOf(3, liveAt(2), [], [running])).toEqual({ kind: "asking", run: running });
    expect(stateOf(3, liveAt(2), [], [])).toEqual({ kind: "asking" });
    expect(shown({ kind: "asking" })).toMatchObject({ tone: "menunggu", label: "Menunggu giliran" });
    expect(moving({ kind: "asking" })).toBe(true);
  });

  it("was saved without publishing when it and every save after it skip CI and nothing asked since", () => {
    const quiet = [save(3, "Ubah FAQ lewat editor [skip ci]"), save(2, "Ubah Beranda lewat editor [skip ci]"), save(1)];
    expect(saveState(quiet, 0, liveAt(1), [], [])).toEqual({ kind: "not-published" });
    expect(saveState(quiet, 1, liveAt(1), [], [])).toEqual({ kind: "not-published" });
    expect(shown({ kind: "not-published" })).toEqual({
      tone: "dilewati",
      label: "Tersimpan, belum diterbitkan",
      note: "Disimpan tanpa menerbitkan. Jika sudah siap, tekan Terbitkan perubahan di bagian atas editor.",
    });
    expect(moving({ kind: "not-published" }), "nothing to wait for").toBe(false);
    // "Terbitkan perubahan": a repository_dispatch run on main's head at the time.
    const dispatch = run(9, "07:25", { head_sha: save(3).sha, event: "repository_dispatch", status: "queued" });
    expect(saveState(quiet, 1, liveAt(1), [], [dispatch])).toEqual({ kind: "asking", run: dispatch });
    // A save after it that publishes takes it along.
    const mixed = [save(3), save(2, "Ubah Beranda lewat editor [skip ci]"), save(1)];
    expect(saveState(mixed, 1, liveAt(1), [], []).kind).toBe("asking");
  });

  it("is undone once a later save took it back, refused or online before; an undo taken back brings it back", () => {
    // Save 4 takes back save 3, which the publication had refused.
    const undoOf = (n: number, of: Save) => save(n, undoMessage(of.message, of.sha));
    const undone = [undoOf(4, save(3)), ...saves];
    const refusedThen = [run(9, "07:21", { conclusion: "failure" })];
    expect(saveState(saves, 0, liveAt(2), refusedThen, []), "before the undo").toMatchObject({ kind: "refused" });
    const live = { ...offline, contentCommit: undone[0]!.sha, run: "78" };
    const publications = [...refusedThen, run(10, "07:31")];
    expect(saveState(undone, 1, live, publications, [])).toEqual({ kind: "undone", online: true });
    expect(shown({ kind: "undone", online: true })).toMatchObject({ tone: "dilewati", label: "Dibatalkan" });
    expect(saveState(undone, 2, live, publications, []), "a save before it").toEqual({ kind: "online", live: false });
    // The undo is still being checked: what it took back is undone all the same, and says the undo is not online yet.
    const checking = [...refusedThen, run(10, "07:31", { status: "in_progress", conclusion: null })];
    const pending = saveState(undone, 1, liveAt(2), checking, []);
    expect(pending).toEqual({ kind: "undone", online: false });
    expect(shown(pending).note).toContain("belum online");
    expect(moving(pending)).toBe(false);
    expect(offersUndo(pending, undefined)).toBe(false);
    // Save 5 takes the undo back: save 3 is back, and refused as before.
    const redone = [undoOf(5, undone[0]!), ...undone];
    expect(saveState(redone, 1, liveAt(2), refusedThen, [])).toMatchObject({ kind: "undone" });
    expect(saveState(redone, 2, liveAt(2), refusedThen, [])).toMatchObject({ kind: "refused" });
  });

  describe("when the publication kept back an entry", () => {
    const ARTICLE = "src/content/blog/7-foto-kegiatan.md";
    const photo = { field: "Foto utama", message: "fotonya terpotong: unggah lagi fotonya" };
    /** Save 3, Bu Sari's, changed the phone number; saves 2 and 1, Bu Aisyah's, an article. */
    const twoPeople = [{ ...save(3, "Ubah Identitas & Kontak lewat editor"), author: "Bu Sari" }, save(2), save(1)];
    const kept = (fields: Partial<HeldBack> = {}): HeldBack => ({
      file: ARTICLE,
      saves: [save(2).sha],
      madeBy: save(2).sha,
      shown: save(1).sha,
      problems: [photo],
      ...fields,
    });
    const liveWith = (heldBack: HeldBack[], n = 3): Publication => ({ ...liveAt(n), heldBack });

    it("says a kept-back save is not online, while another person's later save of another entry is", () => {
      const entry = kept();
      const live = liveWith([entry]);
      expect(saveState(twoPeople, 0, live, [run(20, "07:21")], []), "Bu Sari's phone number").toEqual({
        kind: "online",
        live: true,
      });
      const state = saveState(twoPeople, 1, live, [run(20, "07:21")], []);
      expect(state, "Bu Aisyah's article").toEqual({ kind: "held-back", made: [entry], after: [] });
      expect(saveState(twoPeople, 2, live, [], []), "the article as it is online").toEqual({
        kind: "online",
        live: false,
      });
      expect(shown(state, "2026-11-25T07:22:00Z")).toEqual({
        tone: "gagal",
        label: "Belum terbit: perlu diperbaiki",
        note: "Situs masih menampilkan versi sebelumnya.",
      });
      // Nothing is on its way: only a new save fixes it.
      expect(moving(state)).toBe(false);
      const states: SaveState[] = [{ kind: "online", live: true }, state, { kind: "online", live: false }];
      expect(lookAgainIn(twoPeople, states, Date.parse("2026-11-25T07:22:00Z"))).toBeUndefined();
    });

    it("offers the undo on the save that made the problem only, and says a new entry is not on the site yet", () => {
      // Bu Aisyah added the article (save 2) and changed it again (save 3): neither is online.
      const entry = kept({ saves: [save(3).sha, save(2).sha], madeBy: save(2).sha, shown: null });
      const live = liveWith([entry]);
      const made = stateOf(2, live, []);
      const after = stateOf(3, live, []);
      expect(made).toEqual({ kind: "held-back", made: [entry], after: [] });
      expect(after).toEqual({ kind: "held-back", made: [], after: [entry] });
      expect(offersUndo(made, undefined)).toBe(true);
      expect(offersUndo(after, undefined), "undoing it would leave the mistake").toBe(false);
      expect(shown(made).note).toBe("Entri ini belum tampil di situs.");
      expect(shown(after).label).toBe("Belum terbit: perlu diperbaiki");
    });

    it("keeps a save back only where it would otherwise be online", () => {
      // Save 3 is newer than what the site serves: still being checked, whatever the list says.
      const live = liveWith([kept({ saves: [save(3).sha], madeBy: save(3).sha })], 2);
      const checking = run(21, "07:21", { status: "in_progress", conclusion: null });
      expect(stateOf(3, live, [checking])).toEqual({ kind: "checking", run: checking });
      expect(stateOf(2, live, [checking])).toEqual({ kind: "online", live: true });
      // A site published before entries could be kept back says nothing of them.
      expect(stateOf(2, liveAt(2), [])).toEqual({ kind: "online", live: true });
    });

    it("says an undone save is undone, kept back or not", () => {
      const undoOf = (n: number, of: Save) => save(n, undoMessage(of.message, of.sha));
      const undone = [undoOf(4, save(2)), ...twoPeople];
      // The undo is still being checked: the list still names the save it takes back.
      const waiting = liveWith([kept()]);
      expect(saveState(undone, 2, waiting, [], [])).toEqual({ kind: "undone", online: false });
      expect(saveState(undone, 1, waiting, [], []), "Bu Sari's save").toEqual({ kind: "online", live: true });
      const online = { ...liveWith([kept()]), contentCommit: undone[0]!.sha };
      expect(saveState(undone, 2, online, [], [])).toEqual({ kind: "undone", online: true });
      expect(offersUndo(saveState(undone, 2, online, [], []), undefined)).toBe(false);
      // The undo itself kept back (the article as it was names a category no longer in the list): not online yet.
      const undoKept = kept({ saves: [undone[0]!.sha], madeBy: undone[0]!.sha, shown: save(2).sha });
      const stuck = { ...online, heldBack: [undoKept] };
      expect(saveState(undone, 0, stuck, [], []), "the undo").toEqual({
        kind: "held-back",
        made: [undoKept],
        after: [],
      });
      expect(saveState(undone, 2, stuck, [], [])).toEqual({ kind: "undone", online: false });
    });
  });

  it("looks again within seconds while a publication runs, seldom long after any would have ended, not when none runs", () => {
    const checking: SaveState = { kind: "checking", run: run(9, "07:21", { status: "in_progress", conclusion: null }) };
    const online: SaveState = { kind: "online", live: true };
    const at = (time: string) => Date.parse(`2026-11-25T${time}:00Z`);
    // Save 3 was made at 07.20.
    expect(lookAgainIn(saves, [checking, online, online], at("07:22"))).toBe(5_000);
    expect(lookAgainIn(saves, [{ kind: "asking" }, online, online], at("07:20"))).toBe(5_000);
    expect(lookAgainIn(saves, [checking, online, online], at("08:30"))).toBe(60_000);
    expect(lookAgainIn(saves, [online, online, online], at("07:22"))).toBeUndefined();
    expect(lookAgainIn(saves, [{ kind: "not-published" }, online, online], at("07:22"))).toBeUndefined();
  });

  it("reads a save from GitHub's list of commits: the first line, the author, the commit's date", () => {
    const quiet = saveOf({
      sha: "b".repeat(40),
      commit: { message: "Ubah Beranda lewat editor [skip ci]", author: null, committer: null },
    });
    expect(quiet.title, "without the editor's note to GitHub").toBe("Ubah Beranda lewat editor");
    expect(quiet.message).toContain("[skip ci]");
    expect(
      saveOf({
        sha: "a".repeat(40),
        commit: {
          message: "Ubah Identitas & Kontak lewat editor\n\nCo-authored-by: x",
          author: { name: "Bu Aisyah", date: "2026-11-25T07:00:00Z" },
          committer: { name: "GitHub", date: "2026-11-25T07:00:02Z" },
        },
      }),
    ).toEqual({
      sha: "a".repeat(40),
      title: "Ubah Identitas & Kontak lewat editor",
      message: "Ubah Identitas & Kontak lewat editor\n\nCo-authored-by: x",
      author: "Bu Aisyah",
      date: "2026-11-25T07:00:02Z",
    });
  });
});

describe("times and reasons in the staff's words", () => {
  it("tells the time in the centre's time zone, 24 hours", () => {
    expect(inWords("2026-11-25T07:09:30Z")).toBe("Rabu, 25 November 2026 pukul 14.09 WIB");
    expect(inWords("2026-11-25T17:05:00Z")).toBe("Kamis, 26 November 2026 pukul 00.05 WIB");
  });

  it("sorts a failed run's annotations: the content check's for the staff, the rest for the maintainer", () => {
    const phone = annotation({
      path: "src/content/data/site.yaml",
      start_line: 6,
      message: "Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia",
    });
    const refused = annotation({ title: "Konten ditolak", message: "Berkas “package.json” bukan bagian konten." });
    const generic = annotation({ message: "Process completed with exit code 1." });
    const hint = annotation({ annotation_level: "notice", message: "Cache not found" });
    expect(reasonsOf([phone, generic, hint])).toEqual({ content: [phone], other: [], testFailed: false });
    expect(reasonsOf([refused, generic])).toEqual({ content: [], other: [refused], testFailed: false });
    const test = annotation({ title: "Uji situs gagal", message: "Isian konten sudah benar, tetapi uji situs gagal" });
    expect(reasonsOf([test])).toEqual({ content: [], other: [test], testFailed: true });
  });

  it("gives the content check's reason in the editor's words, with the way to its entry there, never its file", () => {
    const SITE = "/admin/#/collections/_singletons/entries/site";
    const addressOf = (path: string) => (path === "src/content/data/site.yaml" ? SITE : undefined);
    expect(
      reasonOf(
        annotation({ path: "src/content/data/site.yaml", start_line: 6, message: "Identitas & Kontak › …" }),
        addressOf,
      ),
    ).toEqual({ text: "Identitas & Kontak › …", editor: SITE });
    // A file no entry of the editor opens (a photo): the message alone, which names the entry that shows it.
    expect(
      reasonOf(
        annotation({ path: "src/content/images/blog/a.webp", message: "Artikel “A” › Foto utama: …" }),
        addressOf,
      ),
    ).toEqual({ text: "Artikel “A” › Foto utama: …" });
    expect(reasonOf(annotation({ message: "Uji situs gagal" }), addressOf)).toEqual({ text: "Uji situs gagal" });
  });
});

describe("when the saves cannot be read", () => {
  const message = (failure: Partial<Failure>) =>
    failureMessage({ status: 0, repo: "content", signedIn: true, ...failure }, "daycare/situs");

  it("asks a browser without a working sign-in to sign in in the editor, whatever GitHub answered", () => {
    for (const status of [401, 403, 404])
      expect(message({ status, signedIn: false }), `${status} without a sign-in`).toEqual({
        text: SIGN_IN,
        editor: true,
      });
    expect(message({ status: 403, signedIn: false, rateLimited: true }), "the anonymous rate limit").toEqual({
      text: SIGN_IN,
      editor: true,
    });
    expect(message({ status: 401 }), "a sign-in GitHub no longer accepts").toEqual({ text: SIGN_IN, editor: true });
    for (const status of [403, 404]) {
      const { text, editor } = message({ status });
      expect(text, `${status} signed in`).toContain("masuk lagi dengan akun GitHub Anda sendiri");
      expect(editor).toBe(true);
    }
  });

  it("keeps “GitHub does not answer” for no answer and GitHub's own failures", () => {
    for (const status of [0, 500, 502, 503])
      expect(message({ status }).text, String(status)).toBe(
        "Status belum bisa dimuat: GitHub tidak menjawab. Periksa internet, lalu tekan Muat ulang.",
      );
    for (const status of [401, 403, 404, 422, 429])
      expect(message({ status }).text, String(status)).not.toContain("Periksa internet");
    expect(message({ status: 429, rateLimited: true }).text).toContain("Tunggu beberapa menit");
  });

  it("asks the maintainer for Read on the code repository when only that one is hidden", () => {
    expect(message({ status: 404, repo: "code" }).text).toContain(
      "belum bisa membaca repositori situs (daycare/situs)",
    );
  });
});

describe("which saves offer an undo", () => {
  const refused: SaveState = { kind: "refused", run: run(9, "07:20", { conclusion: "failure" }) };
  const reasons = (annotations: Partial<Annotation>[]) =>
    reasonsOf(
      annotations.map((fields) => ({
        path: ".github",
        start_line: 0,
        message: "",
        annotation_level: "failure",
        ...fields,
      })),
    );

  it("offers a save online, and a refused one when the content may be what stopped it", () => {
    expect(offersUndo({ kind: "online", live: false }, undefined)).toBe(true);
    expect(offersUndo(refused, reasons([{ path: "src/content/blog/1-posyandu.md", message: "tautan /blog/2" }]))).toBe(
      true,
    );
    expect(offersUndo(refused, reasons([{ title: "Konten ditolak", message: "foto terlalu besar" }]))).toBe(true);
    expect(offersUndo(refused, null), "GitHub did not say why").toBe(true);
    expect(offersUndo(refused, reasons([{ message: "Process completed with exit code 1." }])), "no reason given").toBe(
      true,
    );
  });

  it("does not offer it when the fault is not the content's, nor before the outcome is known", () => {
    expect(offersUndo(refused, reasons([{ title: "Uji situs gagal", message: "uji situs gagal" }]))).toBe(false);
    expect(offersUndo(refused, reasons([{ title: "Pengaturan penerbitan belum lengkap", message: "SITE_URL" }]))).toBe(
      false,
    );
    const trigger = run(10, "07:20", { conclusion: "failure" });
    for (const state of [
      { kind: "checking", run: trigger },
      { kind: "waiting", run: trigger },
      { kind: "asking" },
      { kind: "going-online", run: trigger },
      { kind: "not-started", run: trigger },
      { kind: "not-published" },
    ] satisfies SaveState[])
      expect(offersUndo(state, undefined), state.kind).toBe(false);
  });
});
