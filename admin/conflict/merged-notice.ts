import { type Draft, DRAFT_ROOT, type DraftStore } from "./entry-drafts.ts";
import { type Part, put, written } from "./merge.ts";

/**
 * After ./keep-both.ts reloaded an entry with this person's changes put back: above the form, what
 * came from whom; under a field both changed, the text that is not in it, with a button to swap. Shown
 * until the form is saved, closed or reloaded again (the editor then holds another form).
 */
export interface Shown {
  store: DraftStore;
  draft: Draft;
  /** Who saved the other change. */
  name: string;
  /** Labels of the fields: this person's text put back, the other person's loaded. */
  restored: string[];
  theirs: string[];
  conflicts: Array<Part & { locale: string; label: string }>;
}

const NOTICE = "data-tulisan-digabung";
const OTHER = "data-tulisan-lain";

let shown: (Shown & { using: Map<string, "mine" | "theirs"> }) | undefined;

const list = (labels: string[]) => [...new Set(labels)].join(", ");

function text(element: Element, words: string): void {
  if (element.textContent !== words) element.textContent = words;
}

/** The child of `parent` marked `mark` (with `value`), made and placed by `place` when there is none. */
function make<K extends keyof HTMLElementTagNameMap>(
  parent: Element,
  mark: string,
  tag: K,
  place: (made: HTMLElementTagNameMap[K]) => void,
  value = "",
): HTMLElementTagNameMap[K] {
  const found = parent.querySelector<HTMLElementTagNameMap[K]>(`:scope > [${mark}="${CSS.escape(value)}"]`);
  if (found) return found;
  const made = document.createElement(tag);
  made.setAttribute(mark, value);
  place(made);
  return made;
}

function noticeWords({ name, restored, theirs, conflicts }: Shown): string[] {
  const loaded = `Perubahan ${name} sudah dimuat${theirs.length ? ` (${list(theirs)})` : ""}`;
  const back = restored.length ? `, dan tulisan Anda dipasang lagi (${list(restored)})` : "";
  return [
    // Nothing of this person's to save: Terbitkan has nothing to do.
    restored.length || conflicts.length ? `${loaded}${back}. Periksa, lalu tekan Terbitkan.` : `${loaded}.`,
    conflicts.length
      ? `${list(conflicts.map(({ label }) => label))} diubah Anda berdua: kotaknya berisi tulisan ${name}, ` +
        "tulisan Anda ada di bawahnya dengan tombol Pakai tulisan saya."
      : "",
  ].filter(Boolean);
}

/** Under a field both changed: the text that is not in the field now, and the button that swaps them. */
function other(box: HTMLElement, conflict: Shown["conflicts"][number]): void {
  const { name, using, store } = shown!;
  const mineShown = using.get(conflict.path) !== "mine";
  box.className = "tulisan-lain";
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", mineShown ? "Tulisan Anda" : `Tulisan ${name}`);
  const title = make(box, "data-judul", "p", (made) => box.append(made));
  text(title, mineShown ? "Tulisan Anda:" : `Tulisan ${name}:`);
  const words = make(box, "data-isi", "p", (made) => box.append(made));
  text(words, written(mineShown ? conflict.mine : conflict.theirs) || "(kosong)");
  const swap = make(box, "data-tukar", "button", (made) => {
    made.type = "button";
    made.addEventListener("click", () => {
      const form = store.current?.currentValues[conflict.locale];
      if (!shown || !form) return;
      const useMine = shown.using.get(conflict.path) !== "mine";
      put(form, conflict.path, useMine ? conflict.mine : conflict.theirs);
      shown.using.set(conflict.path, useMine ? "mine" : "theirs");
      render();
    });
    box.append(made);
  });
  text(swap, mineShown ? "Pakai tulisan saya" : `Pakai tulisan ${name}`);
}

export function render(): void {
  const root = [...document.querySelectorAll(`[${DRAFT_ROOT}]`)].find((element) => !element.closest("dialog"));
  if (!shown || !root || shown.store.current !== shown.draft) {
    shown = undefined;
    for (const element of document.querySelectorAll(`[${NOTICE}], [${OTHER}]`)) element.remove();
    return;
  }
  const first = root.querySelector("section.field");
  if (!first) return;
  const notice = make(first.parentElement!, NOTICE, "div", (made) => first.before(made));
  notice.className = "tulisan-digabung";
  notice.setAttribute("role", "status");
  const lines = make(notice, "data-baris", "div", (made) => notice.prepend(made));
  const words = noticeWords(shown);
  if ([...lines.children].map((line) => line.textContent).join("\n") !== words.join("\n"))
    lines.replaceChildren(...words.map((line) => Object.assign(document.createElement("p"), { textContent: line })));
  for (const conflict of shown.conflicts) {
    // Under its field; in the notice while the field is not on screen (a list item folded away).
    const place = root.querySelector(`section.field[data-key-path="${CSS.escape(conflict.path)}"]`) ?? notice;
    const box = make(
      place,
      OTHER,
      "div",
      (made) => {
        // Moved when its field appears or goes; in a field, right under its box (before its hint).
        root.querySelector(`[${OTHER}="${CSS.escape(conflict.path)}"]`)?.remove();
        const hint = place === notice ? null : place.querySelector(":scope > .footer");
        if (hint) hint.before(made);
        else place.append(made);
      },
      conflict.path,
    );
    other(box, conflict);
  }
}

export function showMerged(merged: Shown): void {
  shown = { ...merged, using: new Map() };
  render();
  // Where both wrote, both texts on the screen at once: the field and this person's text under it.
  requestAnimationFrame(() => document.querySelector(`[${OTHER}]`)?.scrollIntoView({ block: "nearest" }));
}

new MutationObserver(() => shown && render()).observe(document.body, { subtree: true, childList: true });
