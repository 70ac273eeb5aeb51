import type { Plugin } from "vite";
import { formatProblems, validateContent } from "./validate-content";

/**
 * Validates all content when Vite loads its config, before any file is
 * written, so a bad value never produces a half-built site.
 */
export function contentValidation(): Plugin {
  return {
    name: "daycare:content-validation",
    config() {
      const problems = validateContent(process.env);
      if (problems.length > 0) {
        const error = new Error(formatProblems(problems));
        error.stack = error.message; // the stack of this plugin helps nobody
        throw error;
      }
    },
  };
}
