/**
 * The link dialog of an article's text ("Sisipkan tautan", "Perbarui tautan") says what an
 * address is and refuses one that is none, in the dialog, before the editor writes it into the
 * text: "Sisipkan" had saved a link to "alaman program". Below the address box an example; on
 * "Sisipkan"/"Perbarui" (or Enter) with an address that is none (./link-address.ts), the tap or
 * the key goes no further than here, the box is marked invalid and the dialog says why and what
 * to write; typing again takes the message away. That the box starts empty is a patch of the
 * editor's bundle (withEmptyLinkAddress, tooling/editor/editor-build.ts): the value is decided
 * inside it before anything is drawn.
 *
 * The dialog is the editor's own `<dialog>`, found by its address box's name, the editor's word
 * for it (_sui.text_editor.url, admin/locales/id.json); its main button is the editor's
 * `button.primary`. A change of either shows in tests/e2e/editor/editor.spec.ts.
 */
import { LINK_EXAMPLE, linkAddressProblem } from "./link-address.ts";

const ADDRESS = "Alamat tautan"; // _sui.text_editor.url, admin/locales/id.json
const HINT = "data-contoh-alamat";
const REFUSAL = "data-alamat-ditolak";

/** The address box of the open link dialog `within` is part of, if it is one. */
function addressBox(within: Element | null): HTMLInputElement | undefined {
  const dialog = within?.closest("dialog");
  return dialog?.querySelector<HTMLInputElement>(`input[aria-label="${ADDRESS}"]`) ?? undefined;
}

/** The ids of what describes the box: the example, and the refusal while there is one. */
function describe(box: HTMLInputElement): void {
  const dialog = box.closest("dialog");
  const ids = [HINT, REFUSAL].flatMap((mark) => dialog?.querySelector(`[${mark}]`)?.id ?? []);
  box.setAttribute("aria-describedby", ids.join(" "));
}

/** The box's line in the dialog: its label and the box, the editor's own. */
function lineOf(box: HTMLInputElement): Element {
  return (box.id && box.closest("dialog")?.querySelector(`label[for="${box.id}"]`)?.parentElement) || box;
}

/** The example below every address box that has none yet. */
export function addExamples(): void {
  for (const box of document.querySelectorAll<HTMLInputElement>(`dialog input[aria-label="${ADDRESS}"]`)) {
    if (box.closest("dialog")?.querySelector(`[${HINT}]`)) continue;
    const hint = document.createElement("p");
    hint.setAttribute(HINT, "");
    hint.id = `${box.id || "alamat-tautan"}-contoh`;
    hint.className = "contoh-alamat";
    hint.textContent = `Contoh: ${LINK_EXAMPLE}`;
    lineOf(box).after(hint);
    describe(box);
  }
}

function forget(box: HTMLInputElement): void {
  const dialog = box.closest("dialog");
  dialog?.querySelector(`[${REFUSAL}]`)?.remove();
  box.removeAttribute("aria-invalid");
  describe(box);
}

function refuse(box: HTMLInputElement, why: string): void {
  const dialog = box.closest("dialog");
  let refusal = dialog?.querySelector<HTMLElement>(`[${REFUSAL}]`);
  if (!refusal) {
    refusal = document.createElement("p");
    refusal.setAttribute(REFUSAL, "");
    refusal.setAttribute("role", "alert");
    refusal.id = `${box.id || "alamat-tautan"}-ditolak`;
    refusal.className = "alamat-ditolak";
    (dialog?.querySelector(`[${HINT}]`) ?? lineOf(box)).after(refusal);
  }
  refusal.textContent = why;
  box.setAttribute("aria-invalid", "true");
  describe(box);
  box.focus();
}

/**
 * Lets "Sisipkan" or Enter through when the address is one (spaces around it dropped, as the
 * editor would have written them into the link), and stops it here otherwise.
 */
function check(event: Event, box: HTMLInputElement): void {
  const why = linkAddressProblem(box.value);
  if (why) {
    event.preventDefault();
    event.stopImmediatePropagation();
    refuse(box, why);
    return;
  }
  if (box.value !== box.value.trim()) {
    box.value = box.value.trim();
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

// In the capture phase on the document: before the editor's own handlers, which it attaches further in.
document.addEventListener(
  "click",
  (event) => {
    const button = event.target instanceof Element ? event.target.closest("button.primary") : null;
    const box = addressBox(button);
    if (box) check(event, box);
  },
  true,
);
document.addEventListener(
  "keydown",
  (event) => {
    if (event.key !== "Enter" || event.isComposing || !(event.target instanceof HTMLInputElement)) return;
    const box = addressBox(event.target);
    if (box) check(event, box);
  },
  true,
);
document.addEventListener(
  "input",
  (event) => {
    const box = event.target instanceof HTMLInputElement ? addressBox(event.target) : undefined;
    if (box === event.target && box.hasAttribute("aria-invalid")) forget(box);
  },
  true,
);

new MutationObserver(addExamples).observe(document.body, { subtree: true, childList: true });
