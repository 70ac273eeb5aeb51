import { type Document, isMap, isScalar, LineCounter, parseDocument, visit, type YAMLError } from "yaml";

/**
 * YAML as the people who write it expect: a byte order mark or Windows line
 * endings change nothing, and every mistake is told in Indonesian with the
 * line of the file and what to do. Used for the front matter of articles and
 * for the data files of src/content/data.
 */

export interface YamlProblem {
  field: string;
  line?: number;
  message: string;
}

export interface YamlOptions {
  /** How to name a field in a sentence ("beri tanda kutip di sekitar judul …"). */
  labels?: Readonly<Record<string, string>>;
  /** Line of the file where the text starts, minus one (the front matter starts after its ---). */
  lineOffset?: number;
  /** Every line is a top-level `name: value` (front matter): indentation is a mistake, not structure. */
  flat?: boolean;
  /** Where the lines are, for messages: "di bagian atas artikel". */
  where?: string;
}

export interface YamlText {
  /** The value, when the text could be read. */
  data?: unknown;
  problems: YamlProblem[];
  /** Line of the file of the value at `path` (keys and list positions), if it is written there. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/** A BOM and \r\n (or a lone \r) come from editors on Windows and phones: they change nothing. */
export const normalizeLines = (source: string) => source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

const KEY_LINE = /^(\s*)(?:-\s+)?([A-Za-z_][\w-]*)\s*:(.*)$/;
/** Characters that mean something to YAML at the start of a value. */
const SPECIAL_START = /^[@`%*&!|>{[]/;

/** The value written as it should be: in double quotes, or single quotes when it holds a double one. */
export function quoted(value: string): string {
  const text = value.trim();
  return text.includes('"') ? `'${text.replaceAll("'", "''")}'` : `"${text}"`;
}

/** How a sentence names the field `key`: its label, else the key as written (a key such as `constructor` is no label). */
const labelOf = (labels: Readonly<Record<string, string>>, key: string): string =>
  Object.hasOwn(labels, key) ? labels[key]! : key;

/** A value that opens a quote it does not close on its line. */
function opensQuote(text: string): boolean {
  const value = KEY_LINE.exec(text)?.[3]?.trim() ?? "";
  const quote = value[0];
  if (quote !== '"' && quote !== "'") return false;
  return value.length === 1 || !value.endsWith(quote) || (quote === '"' && value.endsWith('\\"'));
}

/**
 * The line the writer has to change, which is not always where the parser
 * gave up: an unclosed quote is noticed lines later, an indented line (in
 * front matter) on the line above it.
 */
function blamedLine(lines: readonly string[], errorLine: number, error: YAMLError, flat: boolean): number {
  const unclosed = lines.slice(0, errorLine).findIndex(opensQuote);
  if (unclosed !== -1) return unclosed + 1;
  const next = lines[errorLine];
  const indentCodes = ["BLOCK_AS_IMPLICIT_KEY", "MULTILINE_IMPLICIT_KEY", "BAD_INDENT"];
  if (flat && next !== undefined && /^\s/.test(next) && indentCodes.includes(error.code)) return errorLine + 1;
  return errorLine;
}

/**
 * One message per line for what YAML refused, read from the line itself:
 * the parser's own codes say where it gave up, the line says what the
 * writer meant.
 */
function explainLine(
  text: string,
  error: YAMLError,
  { labels = {}, flat = false, where = "" }: YamlOptions,
): { field: string; message: string } {
  const match = KEY_LINE.exec(text);
  const key = match?.[2];
  const field = key ?? (flat ? "front matter" : "(isi berkas)");
  const label = key ? labelOf(labels, key) : "isi";
  const value = match?.[3]?.trim() ?? "";
  const lines = where ? `baris ${where}` : "baris";
  if ((flat && /^\s*\t/.test(text)) || error.code === "TAB_AS_INDENT") {
    return {
      field,
      message: flat
        ? `diawali tombol Tab: hapus Tab (dan spasi) di awal baris ini; ${lines} ditulis rapat ke kiri`
        : "memakai tombol Tab untuk menjorok: ganti Tab di awal baris ini dengan spasi",
    };
  }
  if (!match) {
    return {
      field,
      message: `bukan baris 'nama: isi': setiap ${lines} ditulis seperti title: Judul Artikel (atau hapus baris ini)`,
    };
  }
  if (flat && match[1])
    return { field, message: `diawali spasi: hapus spasi di awal baris ini; ${lines} ditulis rapat ke kiri` };
  if (error.code === "DUPLICATE_KEY") return { field, message: `ditulis dua kali: hapus salah satu baris '${key}'` };
  if (opensQuote(text)) return { field, message: `tanda kutip tidak ditutup: tambahkan ${value[0]} di akhir ${label}` };
  if (/:(\s|$)/.test(value)) {
    return {
      field,
      message: `memakai titik dua (:) tanpa tanda kutip: beri tanda kutip di sekitar ${label} yang memakai titik dua, contoh: ${key}: ${quoted(value)}`,
    };
  }
  if (SPECIAL_START.test(value) || /^-\s/.test(value)) {
    return {
      field,
      message: `diawali tanda ${value[0]} yang punya arti khusus: beri tanda kutip di sekitar ${label}, contoh: ${key}: ${quoted(value)}`,
    };
  }
  return {
    field,
    message: `tidak bisa dibaca: tulis seperti ${key}: isi, dan beri tanda kutip di sekitar ${label} jika memakai titik dua (:) atau diawali tanda baca`,
  };
}

/** Values YAML reads differently from what they look like: a `#` starts a comment, `*` a reference. */
function misreadValues(
  doc: Document,
  lines: readonly string[],
  lineCounter: LineCounter,
  options: YamlOptions,
): YamlProblem[] {
  const { labels = {}, lineOffset = 0 } = options;
  const problems: YamlProblem[] = [];
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  visit(doc, {
    Pair(_, pair) {
      if (!isScalar(pair.key) || !pair.key.range) return;
      const key = String(pair.key.value);
      const line = lineAt(pair.key.range[0]);
      const written = KEY_LINE.exec(lines[line - 1] ?? "")?.[3]?.trim() ?? "";
      // `title: #Daycare…` reads as an empty title followed by a comment.
      const empty = pair.value === null || (isScalar(pair.value) && pair.value.value === null);
      if (empty && written.startsWith("#")) {
        problems.push({
          field: key,
          line: line + lineOffset,
          message: `diawali tanda # sehingga dibaca sebagai catatan dan ${labelOf(labels, key)} menjadi kosong: beri tanda kutip, contoh: ${key}: ${quoted(written)}`,
        });
      }
    },
    // `*kata` and `&kata` are YAML references; outside quotes they break the value.
    Alias(_, node) {
      const line = node.range ? lineAt(node.range[0]) : undefined;
      const match = KEY_LINE.exec(line ? (lines[line - 1] ?? "") : "");
      const key = match?.[2] ?? "(isi berkas)";
      problems.push({
        field: key,
        line: line ? line + lineOffset : undefined,
        message: `diawali tanda * yang punya arti khusus: beri tanda kutip di sekitar ${labelOf(labels, key)}, contoh: ${key}: ${quoted(match?.[3] ?? "")}`,
      });
    },
  });
  return problems;
}

export function readYaml(source: string, options: YamlOptions = {}): YamlText {
  const { lineOffset = 0, flat = false } = options;
  const text = normalizeLines(source);
  const lines = text.split("\n");
  const lineCounter = new LineCounter();
  // The core schema keeps 2025-09-19 and 07.00 strings instead of a Date and a number.
  const doc = parseDocument(text, { schema: "core", lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (path: readonly PropertyKey[]) => {
    const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? lineCounter.linePos(range[0]).line + lineOffset : undefined;
  };

  const problems: YamlProblem[] = [];
  const seenLines = new Set<number>();
  for (const error of doc.errors) {
    const line = blamedLine(lines, lineCounter.linePos(error.pos[0]).line, error, flat);
    // One mistake often makes several parser errors on the same line.
    if (seenLines.has(line)) continue;
    seenLines.add(line);
    problems.push({ ...explainLine(lines[line - 1] ?? "", error, options), line: line + lineOffset });
  }
  if (problems.length > 0) return { problems, lineOf };
  if (flat && doc.contents !== null && !isMap(doc.contents)) {
    return {
      problems: [
        {
          field: "front matter",
          line: lineOffset + 1,
          message: "harus berisi baris 'nama: isi', contoh: title: Judul Artikel",
        },
      ],
      lineOf,
    };
  }
  problems.push(...misreadValues(doc, lines, lineCounter, options));
  if (problems.length > 0) return { problems, lineOf };
  return { data: doc.toJS() ?? (flat ? {} : null), problems, lineOf };
}
