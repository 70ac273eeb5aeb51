/**
 * The question before deleting an article names it (decision 023): the
 * editor asks "Hapus artikel ini dari situs?" without saying which, and its
 * message has no place for a name. While an article is open, its title is
 * added above the question, set apart as a quotation; the editor's own text
 * and buttons stay as they are. The dialog is the editor's "Hapus artikel"
 * (delete_entries, admin/locales/id.json); the article is the one in the form.
 */
const QUESTION = "Hapus artikel";
const MARK = "data-yang-dihapus";

export function nameTheArticle(): void {
  const dialog = document.querySelector<HTMLElement>('dialog[open][role="alertdialog"]');
  if (!dialog) return;
  const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "");
  const body = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
  if (title?.textContent?.trim() !== QUESTION || !body) return;
  const name = document.querySelector<HTMLInputElement>('section.field[data-key-path="title"] input')?.value.trim();
  const shown = body.querySelector(`[${MARK}]`);
  if (!name) return shown?.remove();
  if (shown?.textContent === `“${name}”`) return;
  const line = shown ?? document.createElement("strong");
  line.setAttribute(MARK, "");
  line.textContent = `“${name}”`;
  // Before the editor's own nodes, so that what it renders after them is left where it was.
  if (!shown) body.prepend(line, document.createElement("br"));
}

new MutationObserver(nameTheArticle).observe(document.body, {
  subtree: true,
  childList: true,
  attributeFilter: ["open"],
});
