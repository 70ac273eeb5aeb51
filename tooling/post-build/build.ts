/**
 * `npm run build`: React Router's build, with output a member of staff can
 * act on. Progress is shown as it comes; a failure is told in Indonesian,
 * never with a stack trace (the details are for developers:
 * `npx react-router build` prints them). The build itself is all or
 * nothing (tooling/post-build/build-output.ts): whatever fails, `build/` stays as it was.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { pruneReleases } from "./build-output";

/** Messages written for staff (tooling/content/content-problem.ts) start with one of these. */
const STAFF_FACING = ["Konten tidak valid (", "Build gagal pada langkah "];
const STACK_FRAME = /^\s+at\s/;
/** The first line of an error, or of a tool's own error report. */
const ERROR_LINE = /^(\w*Error\b|✗ |\[[\w:-]+\] )/;

/** What to show of the build's error output when it failed. */
export function failureReport(stderr: string): string {
  const lines = stderr.split("\n");
  const ours = lines.findIndex((line) => STAFF_FACING.some((start) => line.startsWith(start)));
  if (ours !== -1) {
    const report = lines
      .slice(ours)
      .filter((line) => !STACK_FRAME.test(line))
      .join("\n")
      .trimEnd();
    return report.includes("tidak diubah") ? report : `${report}\nSitus yang sudah ada (folder build/) tidak diubah.`;
  }
  const summary = [...new Set(lines.filter((line) => ERROR_LINE.test(line)).map((line) => line.slice(0, 300)))];
  return [
    "Build gagal karena kesalahan teknis, bukan karena isi konten.",
    "Situs yang sudah ada (folder build/) tidak diubah sama sekali. Minta bantuan pengelola teknis situs.",
    ...(summary.length > 0
      ? [
          "Ringkasan untuk pengelola teknis (rincian lengkap: npx react-router build):",
          ...summary.map((line) => `  ${line}`),
        ]
      : []),
  ].join("\n");
}

function run(): Promise<number> {
  const cli = path.resolve("node_modules/@react-router/dev/bin.js");
  // Two malloc arenas instead of one per thread of the native libraries (sharp, Rollup,
  // Tailwind): about 60 MB less at the peak (docs/performance.md). No heap limit: the heap
  // a build keeps grows with the blog, and a limit would one day stop publishing.
  const child = spawn(process.execPath, [cli, "build"], {
    stdio: ["ignore", "inherit", "pipe"],
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
    },
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (code === 0) {
        process.stderr.write(stderr);
        console.log(`✓ Situs selesai dibangun: ${path.join("build", "client")}`);
      } else {
        // The folder of the build that failed, if the failure came before it could clean up.
        pruneReleases();
        console.error(`\n${failureReport(stderr)}`);
      }
      resolve(code ?? 1);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await run();
}
