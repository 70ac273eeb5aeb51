/**
 * A new photo in one tap (decision 023): "Pilih foto" opens the
 * editor's library, where a photo from the phone takes Unggah, the gallery,
 * then "Pakai foto ini". Beside it, "Unggah foto baru" opens the phone's
 * gallery straight away and puts the photo in the field, through the field's
 * own file input: the one the editor uses for a photo dropped on it, so the
 * photo is made smaller and stripped of its location exactly as any other.
 */
const BROWSE = "Pilih foto"; // browse, admin/locales/id.json
const MARK = "data-unggah-langsung";

export function addButtons(): void {
  for (const field of document.querySelectorAll<HTMLElement>('section.field[data-field-type="image"]')) {
    const browse = field.querySelector<HTMLButtonElement>(`button[data-label="${BROWSE}"]`);
    const added = field.querySelector(`[${MARK}]`);
    if (!browse) {
      added?.remove();
      continue;
    }
    const input = field.querySelector<HTMLInputElement>('input[type="file"]');
    if (added || !input) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = browse.className;
    button.setAttribute(MARK, "");
    button.textContent = "Unggah foto baru";
    button.addEventListener("click", () => input.click());
    browse.before(button);
  }
}

new MutationObserver(addButtons).observe(document.body, { subtree: true, childList: true });
