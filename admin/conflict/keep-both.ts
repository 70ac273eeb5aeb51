import { type Draft, DRAFT_ROOT, type DraftStore, entryDrafts, type Entry } from "./entry-drafts.ts";
import { copy, fieldLabel, merge, type Part, put } from "./merge.ts";
import { showMerged } from "./merged-notice.ts";

/**
 * A save conflict in one tap (decision 023, docs/panduan-konten.md "Dua orang mengubah bersamaan"):
 * where the editor says the entry was changed since it was opened, in its dialog and its yellow box,
 * one button reloads the entry with what the other person saved and puts this person's own changes
 * back in it. A field both changed keeps the other person's text, with this person's shown under it
 * (./merged-notice.ts), so nobody's text is lost and nothing is overwritten unless chosen. The
 * editor's words are admin/locales/id.json: save_conflict (its overwrite_warning names this button)
 * and remote_change.
 */
export const KEEP_BOTH = "Muat ulang dan pakai tulisan saya";
const SAVE_ANYWAY = "Tetap simpan"; // save_conflict.save_anyway
const CANCEL = "Batal"; // _sui.cancel
const RELOAD = "Muat ulang isinya"; // remote_change.reload_entry
/** What "Tetap simpan" does: said in the dialog only, where it is. */
const ANYWAY_SAYS =
  "Tetap simpan menghapus perubahan itu, juga bila itu perubahan Anda sendiri (misalnya pembatalan di Status terbit).";
const MARK = "data-muat-ulang-gabung";

/** The form of the entry being edited (not one in a dialog of its own). */
function openForm(): DraftStore | undefined {
  const root = [...document.querySelectorAll(`[${DRAFT_ROOT}]`)].find((element) => !element.closest("dialog"));
  return root ? entryDrafts()?.draftOf(root) : undefined;
}

/** The newer entry the form can be reloaded from: none when it was deleted, or nothing changed. */
function newer(draft: Draft | null | undefined): Entry | undefined {
  const change = draft?.originalEntry ? entryDrafts()?.changed(draft.originalEntry) : undefined;
  return change?.type === "modified" ? change.entry : undefined;
}

const author = ({ commitAuthor: who }: Entry) => who?.name || who?.login || who?.email || "rekan Anda";

let busy = false;

async function keepBoth(store: DraftStore): Promise<void> {
  const draft = store.current;
  const entry = newer(draft);
  if (!draft || !entry || busy) return;
  busy = true;
  try {
    const base = copy(draft.originalValues);
    const mine = copy(draft.currentValues);
    const files = { ...draft.files };
    await entryDrafts()!.reload(store, entry);
    const next = store.current;
    if (!next) return;
    // Photos chosen on the phone and not yet saved stay with the values that name them.
    Object.assign(next.files, files);
    const restored: string[] = [];
    const theirs: string[] = [];
    const conflicts: Array<Part & { locale: string; label: string }> = [];
    for (const [locale, values] of Object.entries(mine)) {
      const form = next.currentValues[locale];
      if (!form || !values) continue;
      const merged = merge(base[locale] ?? {}, values, copy(form));
      for (const { path, mine: wanted } of merged.restored) {
        put(form, path, wanted);
        restored.push(fieldLabel(next.fields, path));
      }
      theirs.push(...merged.theirs.map((path) => fieldLabel(next.fields, path)));
      conflicts.push(
        ...merged.conflicts.map((each) => ({ ...each, locale, label: fieldLabel(next.fields, each.path) })),
      );
    }
    showMerged({ store, draft: next, name: author(entry), restored, theirs, conflicts });
  } finally {
    busy = false;
  }
}

function button(like: HTMLElement, onClick: () => void): HTMLButtonElement {
  const made = document.createElement("button");
  made.type = "button";
  made.className = like.className.replace(/\b(?:link|secondary)\b/, "primary");
  made.setAttribute(MARK, "");
  made.textContent = KEEP_BOTH;
  made.addEventListener("click", onClick);
  return made;
}

/** The dialog after Terbitkan: the button first, and what Tetap simpan does. */
function offerInDialog(): void {
  const dialog = document.querySelector<HTMLElement>('dialog[open][role="alertdialog"]');
  const anyway = dialog?.querySelector<HTMLElement>(`button[data-label="${SAVE_ANYWAY}"]`);
  if (!dialog || !anyway) return;
  const body = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
  const offered = dialog.querySelector(`button[${MARK}]`);
  const said = body?.querySelector(`[${MARK}]`);
  const store = openForm();
  if (!store || !newer(store.current)) {
    offered?.remove();
    said?.remove();
    return;
  }
  if (!offered)
    anyway.parentElement!.prepend(
      button(anyway, () => {
        dialog.querySelector<HTMLElement>(`button[data-label="${CANCEL}"]`)?.click();
        void keepBoth(store);
      }),
    );
  if (body && !said) {
    const line = document.createElement("span");
    line.setAttribute(MARK, "");
    line.className = "tetap-simpan-berarti";
    // Its own line; the space keeps the sentences apart for whatever reads the text as one.
    line.textContent = ` ${ANYWAY_SAYS}`;
    body.append(line);
  }
}

/** The yellow box over the form: the same button, in place of the reload that drops this person's changes. */
function offerInInfobar(): void {
  for (const reload of document.querySelectorAll<HTMLElement>(`.infobar button[data-label="${RELOAD}"]`)) {
    if (reload.nextElementSibling?.hasAttribute(MARK)) continue;
    const store = openForm();
    if (!store) continue;
    reload.style.display = "none";
    reload.after(button(reload, () => void keepBoth(store)));
  }
}

new MutationObserver(() => {
  offerInDialog();
  offerInInfobar();
}).observe(document.body, { subtree: true, childList: true, attributeFilter: ["open"] });
