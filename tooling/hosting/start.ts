import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { builtAt, serve } from "./serve.ts";

/** Everything the build reads: when one of these is newer than a build, that build is stale. */
const SOURCES = ["src", "admin", "tooling", "astro.config.ts", "package-lock.json", "tsconfig.json"];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

// Never built, or built before the last change to what the build reads.
if ((builtAt() ?? 0) < Math.max(...SOURCES.map((source) => newestChange(source)))) {
  console.log("Membangun situs (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    // Serving the previous build here would show a site without the change just made, silently.
    console.error(
      `\nSitus tidak dijalankan karena build gagal (lihat pesan di atas). Perbaiki, lalu jalankan \`npm start\` lagi.`,
    );
    process.exit(1);
  }
}
serve();
