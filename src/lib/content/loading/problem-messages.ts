import { inspect } from "node:util";
import type { ContentProblem } from "../content-problem.ts";
import { type ArticleTitles, articleTitles, editorWords, ENVIRONMENT } from "./editor-words.ts";

/**
 * Content problems as messages: in the editor's words for staff (./editor-words.ts), the file and
 * line after them for the maintainer, on the terminal, in the build's error and as GitHub annotations.
 */

/** A problem as staff read it: the collection and field in the editor's words (./editor-words.ts), then what to do. */
export function problemText({ file, field, message }: ContentProblem, titles?: ArticleTitles): string {
  return `${editorWords(file, field, titles)}: ${message}`;
}

/** The file and line, for the maintainer: "berkas src/content/data/site.yaml, baris 6"; none for a setting. */
export function problemLocation({ file, line }: ContentProblem): string | undefined {
  if (file === ENVIRONMENT) return undefined;
  return `berkas ${file}${line ? `, baris ${line}` : ""}`;
}

/**
 * A message on one line, whatever a value quoted in it holds: a line break a staff member typed (or
 * sent through GitHub's API) would otherwise start a line of its own, which a terminal or GitHub's
 * runner reads as more than text (`::error …` is a workflow command). Line breaks show as ⏎, other
 * control characters (a terminal's escape sequences among them) as �.
 */
export function oneLine(text: string): string {
  return text
    .replace(/\r\n|[\n\r\u0085\u2028\u2029]/g, " ⏎ ")
    .replaceAll("\t", " ")
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "�");
}

function describe(problem: ContentProblem, titles: ArticleTitles): string {
  const location = problemLocation(problem);
  return oneLine(`${problemText(problem, titles)}${location ? ` (${location})` : ""}`);
}

/**
 * Every problem on its own line, the editor's words first and the file and
 * line after them. `root` is where the articles are read for their titles.
 */
export function formatProblems(
  problems: readonly ContentProblem[],
  consequence = "build dihentikan",
  root = process.cwd(),
): string {
  const titles = articleTitles(root);
  const lines = problems.map((problem) => `  - ${describe(problem, titles)}`);
  return `Konten tidak valid (${problems.length} masalah), ${consequence}:\n${lines.join("\n")}`;
}

/**
 * The same problems as GitHub Actions annotations (`::error file=…,line=…::…`),
 * printed by `npm run check` inside the publishing workflow: they mark the run
 * and are what the staff's status page (admin/status/) reads back as the
 * reason. The message is in the editor's words; the file and line are the
 * annotation's own, so GitHub still marks the line.
 */
export function problemAnnotations(problems: readonly ContentProblem[], root = process.cwd()): string {
  const titles = articleTitles(root);
  // GitHub's escaping for workflow commands: data, then property values.
  const data = (text: string) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
  const property = (text: string) => data(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
  return problems
    .map((problem) => {
      const { file, line } = problem;
      // A setting of the build environment is in no file of the repository for GitHub to mark.
      const at = file === ENVIRONMENT ? [] : [`file=${property(file)}`, ...(line ? [`line=${line}`] : [])];
      const where = [...at, "title=Konten tidak valid"];
      return `::error ${where.join(",")}::${data(problemText(problem, titles))}`;
    })
    .join("\n");
}

/** Things worth knowing that do not stop the build, e.g. a picture nobody uses. */
export function formatWarnings(warnings: readonly ContentProblem[], root = process.cwd()): string {
  const titles = articleTitles(root);
  const lines = warnings.map((warning) => `  - ${describe(warning, titles)}`);
  return `Perlu diperhatikan (${warnings.length}), tidak menghentikan build:\n${lines.join("\n")}`;
}

/**
 * An error whose message is already written for staff: printed as it is,
 * never with a stack trace.
 */
export class StaffFacingError extends Error {
  constructor(message: string) {
    super(message);
    // Node prints `stack` for an uncaught error; the message alone is what helps.
    this.stack = message;
  }

  /** How `console.error(error)` shows it: the message, nothing else. */
  [inspect.custom](): string {
    return this.message;
  }
}
StaffFacingError.prototype.name = "StaffFacingError";
