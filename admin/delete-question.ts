/**
 * The question before deleting an article names it (decision 023): the
 * editor asks "Hapus artikel ini dari situs?" without saying which, and its
 * message has no place for a name. While an article is open, its title is
 * added above the question, set apart as a quotation; the editor's own text
 * and buttons stay as they are. The dialog is the editor's "Hapus artikel"
 * (delete_entries, admin/locales/id.json); the article is the one in the form.
 *
 * Below the question it also names the published articles whose text links
 * to this one: once it is gone the site shows those links' words without the
 * link, and the texts to fix are easier to find before than after. Which they
 * are was read when the site was built (linkingArticles in
 * src/lib/content/articles/article-backlinks.ts), so a link saved since the
 * last publication is not among them.
 */
const QUESTION = "Hapus artikel";
const NAME = "data-yang-dihapus";
const LINKS = "data-ditautkan-dari";

let linkedFrom: Record<string, string[]> = {};

/** This build's table of the articles linking to each article, by entry name (admin/main.ts hands it over). */
export function knowLinkingArticles(table: unknown): void {
  linkedFrom = table && typeof table === "object" ? (table as Record<string, string[]>) : {};
}

/** The open article's entry name, as the editor's address holds it (#/collections/articles/entries/2-klinik-gigi). */
function openArticle(): string | undefined {
  const entry = /^#\/collections\/articles\/entries\/([^?#]+)/.exec(location.hash)?.[1];
  if (!entry) return undefined;
  try {
    return decodeURIComponent(entry);
  } catch {
    return entry;
  }
}

/** Puts `text` in the body's element marked `mark`, made by `make` when there is none; none when there is no text. */
function show(body: HTMLElement, mark: string, text: string | undefined, make: () => HTMLElement): void {
  const shown = body.querySelector<HTMLElement>(`[${mark}]`);
  if (!text) return shown?.remove();
  // Only when it changed: each change is itself a mutation this module observes.
  if (shown?.textContent === text) return;
  const line = shown ?? make();
  line.setAttribute(mark, "");
  line.textContent = text;
}

export function nameTheArticle(): void {
  const dialog = document.querySelector<HTMLElement>('dialog[open][role="alertdialog"]');
  if (!dialog) return;
  const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "");
  const body = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
  if (title?.textContent?.trim() !== QUESTION || !body) return;
  const name = document.querySelector<HTMLInputElement>('section.field[data-key-path="title"] input')?.value.trim();
  show(body, NAME, name && `“${name}”`, () => {
    const line = document.createElement("strong");
    // Before the editor's own nodes, so that what it renders after them is left where it was.
    body.prepend(line, document.createElement("br"));
    return line;
  });
  const entry = openArticle();
  const linking = entry && Object.hasOwn(linkedFrom, entry) ? linkedFrom[entry] : undefined;
  const said =
    Array.isArray(linking) && linking.length > 0
      ? `Artikel ini ditautkan dari: ${linking.map((each) => `“${each}”`).join(", ")}. Tautan di sana akan tampil sebagai teks biasa sampai diperbaiki.`
      : undefined;
  show(body, LINKS, said, () => {
    const line = document.createElement("span");
    line.style.display = "block";
    line.style.marginBlockStart = "0.75em";
    // A long title without spaces breaks inside the dialog, never widens it past a phone's screen.
    line.style.overflowWrap = "anywhere";
    body.append(line);
    return line;
  });
}

new MutationObserver(nameTheArticle).observe(document.body, {
  subtree: true,
  childList: true,
  attributeFilter: ["open"],
});
