import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What a content folder holds now: names, sizes and times of change. The
 * loaders keep what they parsed as long as this stays the same, so a build
 * (and a test run) reads and checks an unchanged folder once.
 */
export function folderState(folder: string): string {
  return readdirSync(folder)
    .sort()
    .map((name) => {
      const stat = statSync(path.join(folder, name));
      return `${name}:${stat.size}:${stat.mtimeMs}`;
    })
    .join("\n");
}
