/**
 * `npm run build`: the content check, Astro's build into a folder of its
 * own, the steps Astro does not do, and only then the switch that makes the
 * new site the live one (tooling/after-astro/build-output.ts). Whatever fails,
 * `build/` stays byte for byte as it was, and the failure is told in
 * Indonesian, naming the step, never with a stack trace (developers get the
 * details from `npx astro build`).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { formatProblems, formatWarnings, StaffFacingError } from "../src/lib/content/loading/problem-messages.ts";
import { type ContentReading, holdingReading, readContent } from "../src/lib/content/loading/reading.ts";
import { checkContent, exampleValuesWarning } from "./check.ts";
import { writeEditor } from "./editor/editor-build.ts";
import { writeHostConfig } from "./hosting/host-config.ts";
import { LIVE_DIR, pruneReleases, stagingDirectory, switchLive } from "./after-astro/build-output.ts";
import { removeUnusedPictures } from "./after-astro/unused-pictures.ts";
import { verifyOutput } from "./after-astro/verify-output.ts";
import { withoutStack } from "./astro-logger.ts";

/** A step that failed, told the way staff can act on it. */
class StepFailure extends Error {}

/** What an error says, in a few lines (a bundler's first line only counts the errors), without a stack trace or colour codes. */
function summary(error: unknown): string {
  const text = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
  const lines = withoutStack(text).split("\n");
  const shown = lines.map((line) => line.trim().slice(0, 300)).filter(Boolean);
  return shown.slice(0, 4).join("\n  ");
}

/**
 * A content mistake found while Astro loads the collections (src/lib/content/loading/loaders.ts)
 * is already written for staff; Astro may wrap it in an error of its own, keeping it as the cause.
 * Known by its kind, never by its words. (After the check passed, the loaders find none: they read
 * with the same code. This is for a file changed while the build runs.)
 */
function staffMessage(error: unknown): string | null {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if (cause instanceof StaffFacingError || cause.name === "StaffFacingError") return cause.message;
  return null;
}

async function step<T>(what: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StepFailure) throw error;
    const staff = staffMessage(error);
    throw new StepFailure(
      staff
        ? `Build gagal pada langkah ${what}:\n${staff}`
        : `Build gagal pada langkah ${what}: ${summary(error)}\n` +
            "Jika pesan ini tidak menyebut berkas konten, minta bantuan pengelola teknis situs.",
    );
  }
}

/**
 * Builds and switches live; returns the content as read once: the check, Astro's config and loaders,
 * the font and the editor all take this one reading (src/lib/content/loading/reading.ts).
 */
async function build(root: string): Promise<ContentReading> {
  const staging = path.join(root, stagingDirectory(root));
  const client = path.join(staging, "client");
  try {
    const reading = await step("pemeriksaan konten", () => readContent(root));
    return await holdingReading(reading, async () => {
      // The same check as `npm run check`, so both agree, before anything is written.
      const warnings = await step("pemeriksaan konten", async () => {
        const { problems, warnings } = await checkContent(process.env, reading);
        if (warnings.length > 0) console.warn(formatWarnings(warnings));
        if (problems.length > 0) throw new StepFailure(formatProblems(problems));
        return warnings;
      });

      await step("pembuatan halaman (Astro)", async () => {
        // No usage report to Astro's servers from a build that may run on the centre's own machine.
        process.env.ASTRO_TELEMETRY_DISABLED ??= "1";
        // A NODE_ENV left in the environment (a test runner sets "test") would make React's development
        // build ship: twice the JavaScript. What is published is always the production build.
        process.env.NODE_ENV = "production";
        // Loaded only once the content is known to be good: Astro takes a second to load.
        const { build: astroBuild } = await import("astro");
        const logger = { entrypoint: fileURLToPath(new URL("astro-logger.ts", import.meta.url)) };
        await astroBuild({ root, outDir: client, mode: "production", logger });
      });
      await step("pemilahan gambar (hanya yang tampil di halaman ikut terbit)", () => removeUnusedPictures(client));
      await step("editor konten (/admin/)", () => writeEditor(client, reading, warnings));
      // After every writer of pages: the script and style hashes of the Content-Security-Policy come from the final pages.
      await step("header keamanan dan berkas untuk hosting", () => writeHostConfig(staging));
      await step("pemeriksaan kelengkapan hasil build", () => verifyOutput(staging));
      await step("penggantian situs lama dengan yang baru", () => switchLive(staging, root));
      return reading;
    });
  } finally {
    // Switched live, the staging folder is gone already; otherwise nothing of this build may stay.
    rmSync(staging, { recursive: true, force: true });
    pruneReleases(root);
  }
}

/** Runs the build; returns the exit code, having told staff what happened. */
export async function runBuild(root = process.cwd()): Promise<number> {
  const started = performance.now();
  let reading: ContentReading;
  try {
    reading = await build(root);
  } catch (error) {
    const told =
      error instanceof StepFailure ? error.message : `Build gagal karena kesalahan teknis: ${summary(error)}`;
    console.error(`\n${told}\nSitus yang sudah ada (folder ${LIVE_DIR}/) tidak diubah sama sekali.`);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n✓ Situs selesai dibangun dalam ${seconds} detik: ${path.join(LIVE_DIR, "client")}`);
  const warning = exampleValuesWarning(process.env, reading);
  if (warning) console.warn(`\n⚠ ${warning}\n`);
  return 0;
}

if (import.meta.main) process.exitCode = await runBuild();
