import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Everything the build reads: when one of these is newer than a build, that build is stale. */
export const SOURCES = ["src", "admin", "tooling", "astro.config.ts", "package-lock.json", "tsconfig.json"];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** Whether the project in `root` changed after `builtAt` (ms; null: never built). */
export function isStale(builtAt: number | null, root = process.cwd()): boolean {
  return (builtAt ?? 0) < Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
}
