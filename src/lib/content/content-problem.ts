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
