import type { Plugin } from "vite";
import { StaffFacingError } from "../content/content-problem";
import { type ContentReport, checkContent, formatProblems, formatWarnings } from "../content/validate-content";

/** One check per build process: Vite loads this config once per environment (client, then server). */
const CHECKED = Symbol.for("daycare.content-check");
type WithCheck = typeof globalThis & { [CHECKED]?: Promise<ContentReport> };

/**
 * Checks all content when Vite loads its config, before any file is
 * written, exactly as `npm run check` does: a mistake stops the build with
 * the same Indonesian list, and nothing is built.
 */
export function contentValidation(): Plugin {
  return {
    name: "daycare:content-validation",
    async config() {
      const global = globalThis as WithCheck;
      const first = !global[CHECKED];
      global[CHECKED] ??= checkContent(process.env);
      const { problems, warnings } = await global[CHECKED];
      if (problems.length > 0) throw new StaffFacingError(formatProblems(problems));
      if (first && warnings.length > 0) console.warn(`\n${formatWarnings(warnings)}\n`);
    },
  };
}
