import { readFileSync } from "node:fs";
import path from "node:path";
import { StaffFacingError } from "../../src/lib/content/loading/problem-messages.ts";
import { isSelectMessage, MessageSyntaxError, type Model, parseMessage, validate, visit } from "messageformat";

type Message = Model.Message;

/**
 * The editor's own interface in Indonesian (admin/locales/id.json): every
 * string of the pinned Sveltia CMS, in its own locale format (MessageFormat 2,
 * keyed like `locales/en-US.json`, so it could be offered upstream). This
 * check compares the translation with the English of the installed version:
 * a key the version has and the translation lacks, a string left in English,
 * a placeholder lost or invented, or a plural form Indonesian never selects.
 * It runs in the unit tests and in every build, so that an update of the
 * editor can never quietly bring English back.
 */

export type Messages = { [key: string]: string | Messages };

interface TranslationProblem {
  /** The key as the locale files nest it, dotted: `entry_sidebar.slug.title`. */
  key: string;
  problem: string;
}

/** Where the Indonesian lives, and where the editor's English comes from. */
export const INDONESIAN = "admin/locales/id.json";
export const ENGLISH = "node_modules/@sveltia/cms/locales/en-US.json";

/** Words that are the same in both languages: product names, formats, units, and loanwords Indonesian uses as they are. */
const SAME_IN_BOTH =
  /^(?:Folder|Menu|Domain|Video|Audio|Status|Editor|Media|MIDI|JavaScript|OK|ID|URL|HTML|CSS|JSON|YAML|TOML|Markdown|MDX|Git|GitHub|GitLab|Gitea|Forgejo|Netlify|Cloudflare|Sveltia|CMS|API|KB|MB|GB|TB|PDF|SVG|WebP|AVIF|JPEG|PNG|Unsplash|Pexels|Pixabay|DeepL|Google|Anthropic|OpenAI|Claude|GPT|Emoji|Email|[^A-Za-z]*)$/;

function flatten(messages: Messages, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(dotted, value);
    else flatten(value, dotted, into);
  }
  return into;
}

/** The variables a message shows to the reader (in a pattern), and every one it names at all. */
function variables(message: Message): { shown: Set<string>; named: Set<string> } {
  const shown = new Set<string>();
  const named = new Set<string>();
  visit(message, {
    value(value) {
      if (value.type === "variable") named.add(value.name);
    },
  });
  const patterns = isSelectMessage(message) ? message.variants.map(({ value }) => value) : [message.pattern];
  for (const part of patterns.flat())
    if (typeof part !== "string" && part.type === "expression" && part.arg?.type === "variable")
      shown.add(part.arg.name);
  // A local declaration shows its own name: what it is bound to counts as shown too.
  for (const declaration of message.declarations)
    if (declaration.value.arg?.type === "variable" && shown.has(declaration.name))
      shown.add(declaration.value.arg.name);
  return { shown, named };
}

/** Only the words of a message, to tell whether it still reads as English. */
function words(source: string): string[] {
  return source
    .replace(/^\.input.*?\.match\s+(?:\$\w+\s+)+/s, "")
    .replace(/\{\$?[^{}]*\}/g, " ")
    .split(/[^A-Za-z]+/)
    .filter(Boolean);
}

function parse(source: string): Message | string {
  try {
    const message = parseMessage(source);
    validate(message);
    return message;
  } catch (error) {
    return error instanceof MessageSyntaxError ? `${error.message} (kolom ${error.start + 1})` : String(error);
  }
}

/** Every problem of `indonesian` as a translation of `english`, in the order of the English keys. */
export function translationProblems(english: Messages, indonesian: Messages): TranslationProblem[] {
  const source = flatten(english);
  const target = flatten(indonesian);
  const problems: TranslationProblem[] = [];
  for (const [key, text] of source) {
    const translated = target.get(key);
    if (translated === undefined) {
      problems.push({ key, problem: `belum diterjemahkan (bahasa Inggrisnya: "${text}")` });
      continue;
    }
    const message = parse(translated);
    if (typeof message === "string") {
      problems.push({ key, problem: `bukan MessageFormat 2 yang sah: ${message}` });
      continue;
    }
    const original = parse(text);
    if (typeof original !== "string") {
      const want = variables(original);
      const have = variables(message);
      for (const name of want.shown)
        if (!have.shown.has(name)) problems.push({ key, problem: `tempat isian {$${name}} hilang` });
      for (const name of have.named)
        if (!want.named.has(name))
          problems.push({ key, problem: `tempat isian {$${name}} tidak ada di bahasa Inggrisnya` });
    }
    if (
      isSelectMessage(message) &&
      message.variants.some((variant) => variant.keys.some((k) => k.type !== "*" && k.value === "one"))
    )
      problems.push({ key, problem: "bentuk 'one' tidak pernah dipilih dalam bahasa Indonesia: pakai kunci 1" });
    const english = words(text);
    if (english.length > 0 && translated === text && !english.every((word) => SAME_IN_BOTH.test(word)))
      problems.push({ key, problem: `masih berbahasa Inggris: "${text}"` });
  }
  for (const key of target.keys())
    if (!source.has(key)) problems.push({ key, problem: "tidak ada di versi editor ini: hapus dari terjemahan" });
  return problems;
}

const readJson = <T>(root: string, file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;

/** Throws, naming every key, when the translation does not cover the installed editor exactly. */
export function assertTranslated(root = process.cwd()): void {
  const problems = translationProblems(readJson(root, ENGLISH), readJson(root, INDONESIAN));
  if (problems.length === 0) return;
  const lines = problems.map(({ key, problem }) => `  - ${key}: ${problem}`);
  const { version } = readJson<{ version: string }>(root, "node_modules/@sveltia/cms/package.json");
  // Written for the maintainer who updated the editor: printed whole by the build, every key named.
  throw new StaffFacingError(
    `Terjemahan editor (${INDONESIAN}) belum cocok dengan @sveltia/cms ${version} (${problems.length} masalah):\n${lines.join("\n")}\nTerjemahkan kunci-kunci itu (lihat ${ENGLISH}), lalu jalankan lagi.`,
  );
}
