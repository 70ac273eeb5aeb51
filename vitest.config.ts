import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests, beside the code they test, and the rehearsal's own quick tests (GitHub's reading of the
// workflows, the GitHub stand-in, npm run setup against it); the browser and build suites, and the
// rehearsal's tests that need root or a real service, have their own runners.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["**/*.test.ts"],
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
  },
});
