import { isMap, isScalar, LineCounter, parseDocument, visit, type YAMLError } from "yaml";

/**
 * Splits an article file into its front matter (the `---` block at the top)
 * and its Markdown body, the way a person writing it expects: a byte order
 * mark or Windows line endings change nothing, and every mistake is told in
 * Indonesian with the line of the file (not of the block) and what to do.
 */

export interface FrontMatterProblem {
  field: string;
  line?: number;
  message: string;
}

export interface FrontMatter {
  /** The fields, when the block could be read. */
  data?: Record<string, unknown>;
  body: string;
  /** Line of the file where each field is written. */
  fieldLines: Map<string, number>;
  problems: FrontMatterProblem[];
}

/** How to name a field in a sentence ("beri tanda kutip di sekitar judul …"). */
export type FieldLabels = Readonly<Record<string, string>>;

const FENCE = /^---\s*$/;
const KEY_LINE = /^(\s*)([A-Za-z_][\w-]*)\s*:(.*)$/;
/** Characters that mean something to YAML at the start of a value. */
const SPECIAL_START = /^[@`%*&!|>{[]/;

/** The value written as it should be: in double quotes, or single quotes when it holds a double one. */
function quoted(value: string): string {
  const text = value.trim();
  return text.includes('"') ? `'${text.replaceAll("'", "''")}'` : `"${text}"`;
}

/**
 * One message per line for what YAML refused, read from the line itself:
 * the parser's own codes say where it gave up, the line says what the
 * writer meant.
 */
function explainLine(text: string, error: YAMLError, labels: FieldLabels): { field: string; message: string } {
  const match = KEY_LINE.exec(text);
  const key = match?.[2];
  const field = key ?? "front matter";
  const label = (key && labels[key]) ?? key ?? "isi";
  const value = match?.[3]?.trim() ?? "";
  if (/^\s*\t/.test(text) || error.code === "TAB_AS_INDENT") {
    return { field, message: "diawali tombol Tab: hapus Tab (dan spasi) di awal baris ini; baris di bagian atas artikel ditulis rapat ke kiri" };
  }
  if (!match) {
    return {
      field,
      message: "bukan baris 'nama: isi': setiap baris di bagian atas artikel ditulis seperti title: Judul Artikel (atau hapus baris ini)",
    };
  }
  if (match[1]) return { field, message: "diawali spasi: hapus spasi di awal baris ini; baris di bagian atas artikel ditulis rapat ke kiri" };
  if (error.code === "DUPLICATE_KEY") return { field, message: `ditulis dua kali: hapus salah satu baris '${key}'` };
  if (opensQuote(text)) {
    return { field, message: `tanda kutip tidak ditutup: tambahkan ${value[0]} di akhir ${label}` };
  }
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

/** A value that opens a quote it does not close on its line. */
function opensQuote(text: string): boolean {
  const value = KEY_LINE.exec(text)?.[3]?.trim() ?? "";
  const quote = value[0];
  if (quote !== '"' && quote !== "'") return false;
  return value.length === 1 || !value.endsWith(quote) || (quote === '"' && value.endsWith('\\"'));
}

/**
 * The line the writer has to change, which is not always where the parser
 * gave up: an unclosed quote is noticed lines later, an indented line is
 * noticed on the line above it.
 */
function blamedLine(block: readonly string[], errorLine: number, error: YAMLError): number {
  const unclosed = block.slice(0, errorLine).findIndex(opensQuote);
  if (unclosed !== -1) return unclosed + 1;
  const next = block[errorLine];
  const indentCodes = ["BLOCK_AS_IMPLICIT_KEY", "MULTILINE_IMPLICIT_KEY", "BAD_INDENT"];
  if (next !== undefined && /^\s/.test(next) && indentCodes.includes(error.code)) return errorLine + 1;
  return errorLine;
}

export function readFrontMatter(source: string, labels: FieldLabels = {}): FrontMatter {
  // A BOM and \r\n (or a lone \r) come from editors on Windows and phones: they change nothing.
  const lines = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").split("\n");
  const fieldLines = new Map<string, number>();
  const start = lines.findIndex((line) => line.trim() !== "");
  if (start === -1 || !FENCE.test(lines[start]!)) {
    return {
      body: "",
      fieldLines,
      problems: [
        {
          field: "front matter",
          line: start === -1 ? undefined : start + 1,
          message: "tidak ditemukan: berkas artikel harus diawali baris --- berisi id, title, date, author, category, image, lalu --- lagi",
        },
      ],
    };
  }
  const end = lines.findIndex((line, index) => index > start && FENCE.test(line));
  if (end === -1) {
    return {
      body: "",
      fieldLines,
      problems: [
        {
          field: "front matter",
          line: start + 1,
          message: "tidak ditutup: tambahkan baris --- di bawah baris terakhir bagian atas artikel (setelah image: …), lalu isi artikel di bawahnya",
        },
      ],
    };
  }
  const block = lines.slice(start + 1, end);
  /** File line of a line of the block: the block starts right after the opening ---. */
  const fileLine = (blockLine: number) => start + 1 + blockLine;
  const body = lines.slice(end + 1).join("\n");
  const lineCounter = new LineCounter();
  // The core schema keeps 2025-09-19 a string instead of turning it into a Date.
  const doc = parseDocument(block.join("\n"), { schema: "core", lineCounter, prettyErrors: false, uniqueKeys: true });

  const problems: FrontMatterProblem[] = [];
  const seenLines = new Set<number>();
  for (const error of doc.errors) {
    const blockLine = blamedLine(block, lineCounter.linePos(error.pos[0]).line, error);
    // One mistake often makes several parser errors on the same line.
    if (seenLines.has(blockLine)) continue;
    seenLines.add(blockLine);
    problems.push({ ...explainLine(block[blockLine - 1] ?? "", error, labels), line: fileLine(blockLine) });
  }
  if (problems.length > 0) return { body, fieldLines, problems };

  if (doc.contents !== null && !isMap(doc.contents)) {
    return {
      body,
      fieldLines,
      problems: [{ field: "front matter", line: start + 2, message: "harus berisi baris 'nama: isi', contoh: title: Judul Artikel" }],
    };
  }
  for (const pair of isMap(doc.contents) ? doc.contents.items : []) {
    if (!isScalar(pair.key) || !pair.key.range) continue;
    const key = String(pair.key.value);
    const line = fileLine(lineCounter.linePos(pair.key.range[0]).line);
    fieldLines.set(key, line);
    const label = labels[key] ?? key;
    const written = KEY_LINE.exec(block[line - start - 2] ?? "")?.[3]?.trim() ?? "";
    // `title: #Daycare…` reads as an empty title followed by a comment.
    const empty = pair.value === null || (isScalar(pair.value) && pair.value.value === null);
    if (empty && written.startsWith("#")) {
      problems.push({
        field: key,
        line,
        message: `diawali tanda # sehingga dibaca sebagai catatan dan ${label} menjadi kosong: beri tanda kutip, contoh: ${key}: ${quoted(written)}`,
      });
    }
  }
  // `*kata` and `&kata` are YAML references; outside quotes they break the value.
  visit(doc, {
    Alias(_, node) {
      const blockLine = node.range ? lineCounter.linePos(node.range[0]).line : undefined;
      const match = KEY_LINE.exec(blockLine ? (block[blockLine - 1] ?? "") : "");
      const key = match?.[2] ?? "front matter";
      problems.push({
        field: key,
        line: blockLine ? fileLine(blockLine) : undefined,
        message: `diawali tanda * yang punya arti khusus: beri tanda kutip di sekitar ${labels[key] ?? key}, contoh: ${key}: ${quoted(match?.[3] ?? "")}`,
      });
    },
  });
  if (problems.length > 0) return { body, fieldLines, problems };
  const data = (doc.toJS() ?? {}) as Record<string, unknown>;
  return { data, body, fieldLines, problems };
}
