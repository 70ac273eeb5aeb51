/**
 * The undo on /admin/status/, as the member of staff meets it: a button under
 * a save that is online, then a dialog that says what will happen before anything
 * is written ("Ya, batalkan" / "Tidak jadi"). The work itself is ./undo.ts.
 */
import type { Save } from "./state.ts";
import { githubRequest } from "./github.ts";
import { commitUndo, type EditorNames, type Prepared, prepareUndo, preview, UndoError } from "./undo.ts";

export interface UndoContext {
  /** The content repository: the editor's backend, where the saves are. */
  repo: string;
  names: EditorNames;
  /** The editor's GitHub token in this browser, read when the button is pressed. */
  token: () => string | undefined;
  /** After the undo is saved, with its commit. */
  done: (sha: string) => void;
}

const dialog = document.getElementById("pembatalan") as HTMLDialogElement;
const saveTitle = document.getElementById("simpanan-dipilih")!;
const body = document.getElementById("isi-pembatalan")!;
const yes = document.getElementById("ya-batalkan") as HTMLButtonElement;
const no = document.getElementById("tidak-jadi") as HTMLButtonElement;
const signIn = document.getElementById("buka-editor")!;

const UNEXPECTED =
  "Pembatalan belum tersimpan: terjadi kesalahan yang tidak terduga. Tidak ada yang berubah; coba lagi.";

/** What the dialog is about now; a reply for an earlier opening is dropped. */
let opened: { save: Save; context: UndoContext; prepared?: Prepared } | undefined;

function paragraph(text: string, className?: string) {
  const node = document.createElement("p");
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Only a way out: a refusal, a failure, or not signed in. */
function stop(...nodes: Node[]) {
  body.replaceChildren(...nodes);
  body.setAttribute("aria-busy", "false");
  yes.hidden = true;
  no.textContent = "Tutup";
}

async function open(save: Save, context: UndoContext, name: string) {
  const current = { save, context } as NonNullable<typeof opened>;
  opened = current;
  saveTitle.textContent = name;
  yes.hidden = true;
  signIn.hidden = true;
  no.textContent = "Tidak jadi";
  const token = context.token();
  if (!token) {
    stop(
      paragraph(
        "Untuk membatalkan simpanan, buka editor dan masuk dengan akun GitHub Anda dulu, di browser ini. " +
          "Setelah itu kembali ke halaman ini dan tekan tombolnya lagi.",
      ),
    );
    signIn.hidden = false;
    dialog.showModal();
    return;
  }
  body.replaceChildren(paragraph("Memeriksa apa saja yang diubah simpanan ini…"));
  body.setAttribute("aria-busy", "true");
  dialog.showModal();
  try {
    const prepared = await prepareUndo(githubRequest(context.repo, token), save.sha, context.names);
    if (opened !== current || !dialog.open) return;
    const shown = preview(prepared);
    if ("refused" in shown) return stop(paragraph(shown.refused));
    current.prepared = prepared;
    const list = document.createElement("ul");
    list.append(...shown.lines.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
    body.replaceChildren(
      paragraph("Yang akan terjadi:"),
      list,
      paragraph(
        "Pembatalan ini menjadi simpanan baru: diperiksa dulu, lalu terbit seperti simpanan lain, biasanya 1 sampai 3 menit.",
        "kecil",
      ),
    );
    body.setAttribute("aria-busy", "false");
    yes.hidden = false;
  } catch (error) {
    if (opened === current) stop(paragraph(error instanceof UndoError ? error.message : UNEXPECTED));
  }
}

yes.addEventListener("click", async () => {
  const current = opened;
  const token = current?.context.token();
  if (!current?.prepared || !token) return;
  yes.disabled = no.disabled = true;
  yes.textContent = "Menyimpan…";
  try {
    const sha = await commitUndo(githubRequest(current.context.repo, token), current.prepared);
    dialog.close();
    current.context.done(sha);
  } catch (error) {
    stop(paragraph(error instanceof UndoError ? error.message : UNEXPECTED));
  } finally {
    yes.disabled = no.disabled = false;
    yes.textContent = "Ya, batalkan";
  }
});
no.addEventListener("click", () => dialog.close());
// Escape while writing would hide a write that still goes on: the dialog stays until it is done.
dialog.addEventListener("cancel", (event) => {
  if (no.disabled) event.preventDefault();
});
dialog.addEventListener("close", () => {
  opened = undefined;
});

/** The button under a save that is online; `title` is the line that names the save (its description). */
export function undoButton(save: Save, context: UndoContext, title: HTMLElement): HTMLButtonElement {
  title.id ||= `simpanan-${save.sha.slice(0, 12)}`;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "batalkan";
  button.textContent = "Batalkan simpanan ini";
  button.setAttribute("aria-describedby", title.id);
  // The save as the page names it (./names.ts), read when pressed.
  button.addEventListener("click", () => void open(save, context, title.textContent || save.title));
  return button;
}
