/**
 * The centre's own details, asked before `npm run setup` pushes the first
 * content: the project ships a made-up identity (src/content/data/site.yaml),
 * and a publication refuses every field that still holds its made-up value
 * (tooling/check.ts, exampleValueProblems). Written into the first commit,
 * the real details make the first publication pass instead of sending the
 * maintainer to fix each field on GitHub and wait for another run.
 *
 * What is asked, how a field is named and what an answer must look like all
 * come from the site's schema and the content check: nothing here lists a
 * field (but the site's address, which the check lets through) or repeats a
 * rule. The answers are judged by writing them into a copy of the example
 * content and running the check's own reading of it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseDocument } from "yaml";
import { collections, DATA_DIR } from "../../src/lib/content/collections.ts";
import { loadContent } from "../../src/lib/content/loading/content-files.ts";
import { problemText } from "../../src/lib/content/loading/problem-messages.ts";
import { type SchemaNode, schemaNode } from "../../src/lib/content/content-schema.ts";
import { fieldWords } from "../../src/lib/content/loading/editor-words.ts";
import { normalizeLines, readYaml } from "../../src/lib/content/yaml-text.ts";
import { siteContentSchema } from "../../src/lib/content/schemas.ts";
import { exampleValueProblems, MAY_BE_REAL } from "../check.ts";
import { SETTINGS } from "../publish/settings.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const SITE_FILE = `${DATA_DIR}/${collections.site.file}`;
/** The site's address is one of the values the check lets through, but setup needs the real one (SITE_URL). */
const SITE_URL_FIELD = "siteUrl";

/**
 * Answers by field, spelled as the content check names fields ("phone",
 * "address.street"): each replaces the value at that place in site.yaml.
 */
export type CentreDetails = Record<string, unknown>;

/** A field to ask for. */
export interface DetailField {
  /** As the content check names it: "address.street". */
  field: string;
  /** As the editor shows it: "Alamat › Jalan atau desa". */
  label: string;
  /** The made-up value the project ships in it. */
  example: string | number;
  /** The hints of its groups, then its own, as the editor shows them. */
  hints: string[];
  /** Answered as a number (a map coordinate), not as text. */
  number: boolean;
}

/** A refused detail: `text` is the content check's own Indonesian, naming the field by its label. */
export interface DetailProblem {
  field: string;
  text: string;
}

/** Every field of `node` that names its made-up value, with the hints on the way down to it. */
function fieldsWithExample(node: SchemaNode, prefix = "", hints: string[] = []): Omit<DetailField, "label">[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    const along = child.hint ? [...hints, child.hint] : hints;
    if (child.example !== undefined)
      return [{ field, example: child.example, hints: along, number: child.type === "number" }];
    return fieldsWithExample(child, field, along);
  });
}

/**
 * What the first publication would refuse as made up, and the site's address:
 * each field of the site's schema that names its example, but for the ones
 * the check lets keep it, in the order of site.yaml.
 */
export const DETAIL_FIELDS: readonly DetailField[] = fieldsWithExample(schemaNode(siteContentSchema))
  .filter(({ field }) => !MAY_BE_REAL.has(field) || field === SITE_URL_FIELD)
  .map((field) => ({ ...field, label: fieldWords("site", field.field) }));

/**
 * Writes the answers into `<contentDir>/src/content/data/site.yaml`, each at
 * its place: the file's comments, order and every other value stay as they are.
 */
export function writeDetails(contentDir: string, values: CentreDetails): void {
  const file = path.join(contentDir, SITE_FILE);
  // As the content check reads it (./yaml-text.ts): 07.00 and 15343 stay text.
  const doc = parseDocument(normalizeLines(readFileSync(file, "utf8")), { schema: "core" });
  // A scalar that is set keeps its node, and so its comments.
  for (const [field, value] of Object.entries(values)) doc.setIn(field.split("."), value);
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

/** The setting the site's address becomes in a publication, with its own (stricter) rule: https, no path. */
const siteUrlSetting = SETTINGS.find((setting) => setting.name === "SITE_URL")!;

/** One run of the content check over the example content with these answers written in. */
function checkedOnce(values: CentreDetails): DetailProblem[] {
  const root = mkdtempSync(path.join(tmpdir(), "identitas-"));
  try {
    cpSync(path.join(PROJECT, DATA_DIR), path.join(root, DATA_DIR), { recursive: true });
    writeDetails(root, values);
    const files = loadContent(root);
    const found = [...files.problems, ...exampleValueProblems({ PUBLISHING: "1" }, files)].filter(
      (problem) => problem.file === SITE_FILE,
    );
    const problems = found.map((problem) => ({ field: problem.field, text: problemText(problem) }));
    const address = files.parsed.site?.siteUrl;
    const why = address === undefined ? null : siteUrlSetting.check!(address);
    if (why)
      problems.push({
        field: SITE_URL_FIELD,
        text: problemText({ file: SITE_FILE, field: SITE_URL_FIELD, message: why }),
      });
    return problems;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Every problem of site.yaml with these answers, as a publication would find
 * it: the answers are written into a copy of the example content, which the
 * content check reads (the schema, then the example values, PUBLISHING=1).
 * A field left out keeps its example value, and is refused for it.
 */
export function checkDetails(values: CentreDetails): DetailProblem[] {
  const problems = checkedOnce(values);
  const refused = new Set(problems.map((problem) => problem.field));
  if (refused.size === 0) return problems;
  // The check looks for example values only in a file its schema accepts; site.yaml's fields are
  // judged each on its own, so the rest are looked at without the refused answers, and every
  // problem is told at once rather than one run after another.
  const rest = Object.fromEntries(Object.entries(values).filter(([field]) => !refused.has(field)));
  return [...problems, ...checkedOnce(rest).filter((problem) => !refused.has(problem.field))];
}

/**
 * `values` by field, groups of the schema opened into their fields
 * ({ address: { street } } → "address.street"); anything else, a typo
 * included, stays whole for the check to name.
 */
function byField(values: Record<string, unknown>, node: SchemaNode, prefix = ""): CentreDetails {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) => {
      const field = prefix ? `${prefix}.${key}` : key;
      const child = node.properties && Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;
      if (child?.properties && value !== null && typeof value === "object" && !Array.isArray(value))
        return Object.entries(byField(value as Record<string, unknown>, child, field));
      return [[field, value]];
    }),
  );
}

/** Why a file could not be read, in the maintainer's words. */
const unreadable = (error: unknown) =>
  ({ ENOENT: "no such file", EISDIR: "a folder, not a file", EACCES: "not readable by you" })[
    `${(error as NodeJS.ErrnoException).code}`
  ] ?? (error as Error).message;

/**
 * The answers in a YAML file written like site.yaml (`phone: …`,
 * `address:` then `  street: …`), for a run without questions (`--details
 * <file>`). `problems` is what kept it from being read; the values themselves
 * are judged by checkDetails.
 */
export function readDetailsFile(file: string): { values: CentreDetails; problems: string[] } {
  const where = `details file ${path.resolve(file)}`;
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch (error) {
    return {
      values: {},
      problems: [`${where}: ${unreadable(error)}: give the path of the file with the centre's details`],
    };
  }
  const yaml = readYaml(source);
  if (yaml.problems.length > 0)
    return {
      values: {},
      problems: yaml.problems.map(
        ({ field, line, message }) => `${where}${line ? `, line ${line}` : ""}: ${field}: ${message}`,
      ),
    };
  const data = yaml.data ?? {};
  if (typeof data !== "object" || Array.isArray(data))
    return {
      values: {},
      problems: [`${where}: write the details as in site.yaml, one per line, e.g. phone: 0812-1234-5678`],
    };
  return { values: byField(data as Record<string, unknown>, schemaNode(siteContentSchema)), problems: [] };
}

export interface DetailsIo {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/** An answer as the field takes it: a coordinate as a number when it is one, anything else as typed. */
const answerOf = (field: DetailField, typed: string): string | number => {
  const text = typed.trim();
  return field.number && /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};

/** Why one answer is refused: site.yaml's fields are judged each on its own, the others keeping their examples. */
const refusalsOf = (field: string, value: unknown) =>
  checkDetails({ [field]: value }).filter((problem) => problem.field === field);

/**
 * Asks, in Indonesian, for each field of DETAIL_FIELDS that `given` does not
 * already answer well (a details file, `--site-url`): its label, its hints
 * and its example; an answer the check refuses is asked again, with the
 * check's reason. Returns `given` with the answers.
 */
export async function askDetails(io: DetailsIo, given: CentreDetails = {}): Promise<CentreDetails> {
  const values: CentreDetails = { ...given };
  const asked = DETAIL_FIELDS.map((field) => ({
    field,
    refused: Object.hasOwn(given, field.field) ? refusalsOf(field.field, given[field.field]) : undefined,
  })).filter(({ refused }) => refused === undefined || refused.length > 0);
  if (asked.length === 0) return values;
  const terminal = createInterface({ input: io.input, output: io.output });
  // Lines that arrive before their question (answers piped in) wait here instead of being lost.
  const lines = terminal[Symbol.asyncIterator]();
  // Answers piped in close the interface at their end, while some still wait to be read.
  let closed = false;
  terminal.once("close", () => (closed = true));
  // Without a listener readline only pauses at Ctrl+C, and the questions would hang.
  terminal.once("SIGINT", () => terminal.close());
  const say = (text: string) => io.output.write(`${text}\n`);
  const shown = new Set<string>();
  try {
    say(`Data asli daycare untuk ${collections.site.label}: situs tidak diterbitkan dengan nilai CONTOH.`);
    for (const { field, refused = [] } of asked) {
      say("");
      // A group's hint (where to find the map's numbers) once, before its first field.
      for (const hint of field.hints.filter((hint) => !shown.has(hint))) {
        shown.add(hint);
        say(`  ${hint}`);
      }
      // A hint that already quotes the example need not repeat it.
      const quoted = field.hints.some((hint) => hint.includes(String(field.example)));
      const question = `${field.label}${quoted ? "" : ` (contoh: ${field.example})`}: `;
      terminal.setPrompt(question);
      for (let problems = refused; ;) {
        for (const problem of problems) say(`  ✗ ${problem.text}`);
        if (closed) io.output.write(question);
        else terminal.prompt();
        const line = await lines.next();
        if (line.done) throw new Error(`the questions ended before ${field.field} (${field.label}) was answered`);
        values[field.field] = answerOf(field, line.value);
        problems = refusalsOf(field.field, values[field.field]);
        if (problems.length === 0) break;
      }
    }
    return values;
  } finally {
    terminal.close();
  }
}
