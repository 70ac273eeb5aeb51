import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR, serve } from "./serve";

/** Everything the build reads: when one of these is newer than the build, rebuild. */
const SOURCES = ["app", "scripts", "server/not-found-pages.ts", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(path.join(BUILD_DIR, "index.html")) ? statSync(path.join(BUILD_DIR, "index.html")).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log("Membangun situs (npm run build)…");
  execSync("npm run build", { stdio: "inherit" });
}
serve();
