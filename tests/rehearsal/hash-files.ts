/**
 * `hashFiles()` as the runner computes it: the SHA-256 of each matched file's
 * SHA-256, in path order; the empty string when nothing matches. Only cache
 * keys use it here, so what matters is that the same files give the same key
 * and a changed file a new one.
 */
import { createHash } from "node:crypto";
import { globSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { stringData } from "./workflow.ts";

export function hashFiles(workspace: string, patterns: string[]) {
  const files = new Set<string>();
  for (const pattern of patterns)
    for (const match of globSync(pattern, { cwd: workspace }))
      if (statSync(path.join(workspace, match)).isFile()) files.add(match);
  if (files.size === 0) return stringData("");
  const all = createHash("sha256");
  for (const file of [...files].sort())
    all.update(
      createHash("sha256")
        .update(readFileSync(path.join(workspace, file)))
        .digest(),
    );
  return stringData(all.digest("hex"));
}
