import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * What the staff see of the editor and the status page must be Indonesian
 * (decision 018). Every string visible on the screen (text, and what a screen
 * reader or a tooltip says: aria-label, title, placeholder, alt) is split
 * into words, and a word is English when the editor's own English
 * (@sveltia/cms locales/en-US.json) has it while none of the Indonesian the
 * staff work with does: the editor's Indonesian (admin/locales/id.json), the
 * site's content and the editor's configuration (labels and hints). A short
 * list of names is allowed as they are.
 */

const project = path.resolve(import.meta.dirname, "../../..");

/** Names and words that are the same for an Indonesian reader. */
const ALLOWED = new Set(["whatsapp", "github", "sveltia", "cms", "markdown", "url", "ok", "email", "online", "wib"]);

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];

/** The text of every message of a locale file, without MessageFormat's own syntax. */
function messagesText(file: string): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(path.join(project, file), "utf8")));
  return texts
    .join("\n")
    .replace(/\.(input|local)\s*\{[^{}]*\}/g, " ")
    .replace(/\.match(\s+\$\w+)+/g, " ")
    .replace(/\{\$?[^{}]*\}/g, " ");
}

function filesText(dir: string): string {
  return readdirSync(path.join(project, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ya?ml|md|json)$/.test(name))
    .map((name) => readFileSync(path.join(project, dir, name), "utf8"))
    .join("\n");
}

let vocabulary: Set<string> | undefined;

/** Words that can only be the editor's English. */
function englishWords(): Set<string> {
  if (vocabulary) return vocabulary;
  const indonesian = new Set(
    wordsOf(
      [
        messagesText("admin/locales/id.json"),
        filesText("src/content"),
        // Without the placeholders of its commit titles ({{entry}}), which no one reads as written.
        readFileSync(path.join(project, "build/client/admin/config.json"), "utf8").replace(/\{\{[\w-]+\}\}/g, ""),
      ].join("\n"),
    ),
  );
  vocabulary = new Set(
    wordsOf(messagesText("node_modules/@sveltia/cms/locales/en-US.json")).filter(
      (word) => !indonesian.has(word) && !ALLOWED.has(word),
    ),
  );
  return vocabulary;
}

/** Every string a person sees or hears on the page now: icons drawn from a font's ligatures left out. */
export async function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const hidden = (element: Element) =>
      element.closest("[aria-hidden=true]") !== null ||
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      /Material Symbols/.test(getComputedStyle(element).fontFamily);
    for (const element of document.querySelectorAll("body *")) {
      if (element instanceof HTMLScriptElement || element instanceof HTMLStyleElement || hidden(element)) continue;
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) found.add(node.textContent.trim());
      for (const name of ["aria-label", "title", "placeholder", "alt", "aria-description"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.add(value);
      }
    }
    return [...found];
  });
}

/** The strings with an English word in them, each with its English words: empty when all is Indonesian. */
export function englishIn(strings: readonly string[]): string[] {
  const english = englishWords();
  return strings.flatMap((text) => {
    const words = [...new Set(wordsOf(text).filter((word) => english.has(word)))];
    return words.length > 0 ? [`“${text}” (${words.join(", ")})`] : [];
  });
}

/** What is English on the screen now. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  return englishIn(await visibleStrings(page));
}
