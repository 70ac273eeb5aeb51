/**
 * The staff read the editor in Indonesian whatever their phone's language.
 * Sveltia CMS takes its interface language from its saved preference when
 * it starts, then from the browser's languages, and offers once to switch to
 * the browser's language when the two differ. Indonesian is the one offered
 * here (tooling/editor/editor-build.ts adds it to the editor's list): this
 * module, imported before the editor, sets the preference and reports the
 * page's languages as Indonesian so that the offer, in English, never comes.
 */
const PREFERENCES = "sveltia-cms.prefs";

try {
  const saved = JSON.parse(localStorage.getItem(PREFERENCES) ?? "{}") as Record<string, unknown> | null;
  localStorage.setItem(PREFERENCES, JSON.stringify({ ...saved, locale: "id" }));
} catch {
  // Storage refused (a private window on some phones): the languages below still choose Indonesian.
}

for (const [name, value] of [
  ["language", "id"],
  ["languages", Object.freeze(["id"])],
] as const)
  Object.defineProperty(navigator, name, { configurable: true, get: () => value });
