/**
 * Loaded into every Node process of a build (`NODE_OPTIONS=--import …`): counts how often each
 * content text file (src/content/data, src/content/blog) is opened for reading, through every way
 * Node reads a file, and appends one line of JSON per process to READS_FILE when it exits. The
 * build reads each once (src/lib/content/loading/reading.ts); tests/build/publish.test.ts sums
 * the lines.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";

const CONTENT = /^src\/content\/(data|blog)\//;
const root = process.cwd();
const counts: Record<string, number> = {};

function count(file: unknown) {
  const named =
    typeof file === "string" ? file : file instanceof URL ? file.pathname : Buffer.isBuffer(file) ? String(file) : "";
  const relative = path.relative(root, path.resolve(named)).split(path.sep).join("/");
  if (named && CONTENT.test(relative)) counts[relative] = (counts[relative] ?? 0) + 1;
}

/** Wraps a reading function of `owner` so that it counts its first argument, the file. */
function counting<K extends string>(owner: Record<K, unknown>, name: K) {
  const original = owner[name] as (...args: unknown[]) => unknown;
  owner[name] = function (this: unknown, file: unknown, ...rest: unknown[]) {
    count(file);
    return original.call(this, file, ...rest);
  } as never;
}

for (const name of ["readFileSync", "readFile", "openSync", "open", "createReadStream"] as const)
  counting(fs as unknown as Record<string, unknown>, name);
for (const name of ["readFile", "open"] as const) counting(fs.promises as unknown as Record<string, unknown>, name);
// `import { readFileSync } from "node:fs"` binds to the module's exports: bring them up to date.
syncBuiltinESMExports();

process.on("exit", () => {
  if (process.env.READS_FILE && Object.keys(counts).length > 0)
    fs.appendFileSync(process.env.READS_FILE, `${JSON.stringify(counts)}\n`);
});
