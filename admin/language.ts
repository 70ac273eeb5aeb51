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

/**
 * Times and dates the editor shows are Indonesian and 24-hour ("10.20"), whatever the phone's
 * language: the editor formats them with the browser's default language when it names none (an
 * English phone's, so "Nov 28, 2026, 10:20 AM"), and asks for a 12-hour clock itself ("10.20 AM",
 * as staff saw it; decision 023). Only the language left unnamed and the 12-hour clock are changed:
 * code that names a language to compute with (the editor's time zones, in en-US) gets exactly what it
 * asked.
 */
const INDONESIAN = "id-ID";
const inIndonesian = (locales: Intl.LocalesArgument) => locales ?? INDONESIAN;
function twentyFourHour<T extends Intl.DateTimeFormatOptions | undefined>(options: T): T {
  if (options?.hour12 !== true) return options;
  const { hour12: _, ...rest } = options;
  return { ...rest, hourCycle: "h23" } as T;
}

const NativeDateTimeFormat = Intl.DateTimeFormat;
Intl.DateTimeFormat = new Proxy(NativeDateTimeFormat, {
  construct: (target, [locales, options]: [Intl.LocalesArgument, Intl.DateTimeFormatOptions?]) =>
    new target(inIndonesian(locales), twentyFourHour(options)),
  apply: (target, _this, [locales, options]: [Intl.LocalesArgument, Intl.DateTimeFormatOptions?]) =>
    target(inIndonesian(locales), twentyFourHour(options)),
});

for (const name of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"] as const) {
  const native = Date.prototype[name] as (
    locales?: Intl.LocalesArgument,
    options?: Intl.DateTimeFormatOptions,
  ) => string;
  Object.defineProperty(Date.prototype, name, {
    configurable: true,
    writable: true,
    value(this: Date, locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
      return native.call(this, inIndonesian(locales), twentyFourHour(options));
    },
  });
}
