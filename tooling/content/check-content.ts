/**
 * `npm run check`: checks all content and the site config without building,
 * and prints every problem at once, in Indonesian, with file, field and line.
 * The build runs the same check before it writes anything, so this passes
 * exactly when the build would.
 */
async function main(): Promise<number> {
  let validation: typeof import("./validate-content");
  try {
    validation = await import("./validate-content");
  } catch (error) {
    // A content module that is not valid TypeScript any more (a missing quote or comma).
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `Berkas konten tidak bisa dibaca. Periksa tanda kutip (") dan koma (,) di sekitar bagian yang terakhir diubah.\n  ${message.split("\n").slice(0, 3).join("\n  ")}`,
    );
    return 1;
  }
  const { problems, warnings } = await validation.checkContent(process.env);
  if (warnings.length > 0) console.warn(validation.formatWarnings(warnings));
  if (problems.length > 0) {
    console.error(validation.formatProblems(problems, "perbaiki lalu jalankan lagi `npm run check`"));
    return 1;
  }
  console.log("✓ Semua konten valid.");
  const warning = validation.exampleValuesWarning();
  if (warning) console.warn(`⚠ ${warning}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Never a stack trace for staff: what went wrong, and that nothing was changed.
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(
      `Pemeriksaan konten berhenti karena kesalahan teknis: ${message}\n  Tidak ada yang diubah. Minta bantuan pengelola teknis situs.`,
    );
    process.exitCode = 1;
  },
);
