import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The files that replace a module (vi.mock) or a global: they run each in a fresh module registry.
 * Every other file shares its worker's modules with the files before it, which spares 56 workers'
 * start (about 15 s of `npm test`'s unit tier on two cores, docs/performance.md).
 */
const ISOLATED = ["tooling/check-bounded.test.ts", "tooling/check-preview.test.ts", "admin/renewal.test.ts"];

// Unit tests, beside the code they test, and the rehearsal's own quick tests (GitHub's reading of the
// workflows, the GitHub stand-in, npm run setup against it); the browser and build suites, and the
// rehearsal's tests that need root or a real service, have their own runners.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    exclude: [
      "tests/build/**",
      "tests/rehearsal/stand-ins/git-ssh.test.ts",
      "tests/rehearsal/stand-ins/cloudflare-api.test.ts",
      "tooling/operations/remove-photo.test.ts",
      "**/node_modules/**",
      "build/**",
      ".build/**",
      "dist/**",
    ],
    environment: "node",
    restoreMocks: true,
    // The content check's tests open and draw real pictures: on two cores busy with other work
    // they took over the default 5 s. Only a check that hangs should fail on time.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: "shared", include: ["**/*.test.ts"], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
