/**
 * `npm run check`: checks all content and the site config without building,
 * and prints every problem at once, in Indonesian, with file and field.
 * The production build runs the same checks before it writes anything.
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
  const problems = validation.validateContent(process.env);
  if (problems.length > 0) {
    console.error(validation.formatProblems(problems, "perbaiki lalu jalankan lagi `npm run check`"));
    return 1;
  }
  console.log("✓ Semua konten valid.");
  const warning = validation.exampleValuesWarning();
  if (warning) console.warn(`⚠ ${warning}`);
  return 0;
}

void main().then((code) => {
  process.exitCode = code;
});
