import { normalizeLines, readYaml, type YamlProblem } from "../yaml-text.ts";

/**
 * Splits an article file into its front matter (the `---` block at the top)
 * and its Markdown body, the way a person writing it expects: a byte order
 * mark or Windows line endings change nothing, and every mistake is told in
 * Indonesian with the line of the file (not of the block) and what to do.
 */

export interface FrontMatter {
  /** The fields, when the block could be read. */
  data?: Record<string, unknown>;
  body: string;
  /** Line of the file where each field is written. */
  fieldLines: Map<string, number>;
  problems: YamlProblem[];
}

const FENCE = /^---\s*$/;

export function readFrontMatter(source: string, labels: Readonly<Record<string, string>> = {}): FrontMatter {
  const lines = normalizeLines(source).split("\n");
  const fieldLines = new Map<string, number>();
  const start = lines.findIndex((line) => line.trim() !== "");
  if (start === -1 || !FENCE.test(lines[start]!)) {
    const message =
      "tidak ditemukan: berkas artikel harus diawali baris --- berisi id, title, date, author, category, image, lalu --- lagi";
    return {
      body: "",
      fieldLines,
      problems: [{ field: "front matter", line: start === -1 ? undefined : start + 1, message }],
    };
  }
  const end = lines.findIndex((line, index) => index > start && FENCE.test(line));
  if (end === -1) {
    const message =
      "tidak ditutup: tambahkan baris --- di bawah baris terakhir bagian atas artikel (setelah image: …), lalu isi artikel di bawahnya";
    return { body: "", fieldLines, problems: [{ field: "front matter", line: start + 1, message }] };
  }
  const body = lines.slice(end + 1).join("\n");
  // The block starts on the line after the opening ---.
  const yaml = readYaml(lines.slice(start + 1, end).join("\n"), {
    labels,
    lineOffset: start + 1,
    flat: true,
    where: "di bagian atas artikel",
  });
  if (!yaml.data) return { body, fieldLines, problems: yaml.problems };
  const data = yaml.data as Record<string, unknown>;
  for (const key of Object.keys(data)) {
    const line = yaml.lineOf([key]);
    if (line !== undefined) fieldLines.set(key, line);
  }
  return { data, body, fieldLines, problems: [] };
}
