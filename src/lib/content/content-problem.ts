import { inspect } from "node:util";

/**
 * A mistake in the content, as staff see it: the file, the field, the line
 * of the file where there is one, and what to do about it, in Indonesian.
 */
export interface ContentProblem {
  file: string;
  field: string;
  /** 1-based line of the file, counted as an editor shows it. */
  line?: number;
  message: string;
}

function describe({ file, field, line, message }: ContentProblem): string {
  return `${file}${line ? `, baris ${line}` : ""}: '${field}' ${message}`;
}

export function formatProblems(problems: readonly ContentProblem[], consequence = "build dihentikan"): string {
  const lines = problems.map((problem) => `  - ${describe(problem)}`);
  return `Konten tidak valid (${problems.length} masalah), ${consequence}:\n${lines.join("\n")}`;
}

/**
 * The same problems as GitHub Actions annotations (`::error file=…,line=…::…`),
 * printed by `npm run check` inside the publishing workflow: they mark the run
 * and are what the staff's status page (admin/status/) reads back as the reason.
 */
export function problemAnnotations(problems: readonly ContentProblem[]): string {
  // GitHub's escaping for workflow commands: data, then property values.
  const data = (text: string) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
  const property = (text: string) => data(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
  return problems
    .map(({ file, field, line, message }) => {
      const where = [`file=${property(file)}`, ...(line ? [`line=${line}`] : []), "title=Konten tidak valid"];
      return `::error ${where.join(",")}::${data(`'${field}' ${message}`)}`;
    })
    .join("\n");
}

/** Things worth knowing that do not stop the build, e.g. a picture nobody uses. */
export function formatWarnings(warnings: readonly ContentProblem[]): string {
  const lines = warnings.map((warning) => `  - ${describe(warning)}`);
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
