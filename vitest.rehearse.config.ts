import { defineConfig } from "vitest/config";

/**
 * The publishing rehearsal's own tests (tests/rehearsal, tests/github) and the rehearsal of
 * removing a photo (tooling/operations/remove-photo.test.ts): real sshd, git,
 * git-filter-repo and wrangler processes on this machine, as root. Kept out of the unit
 * tier, which must stay fast and need nothing installed.
 */
export default defineConfig({
  test: {
    include: ["tests/rehearsal/**/*.test.ts", "tests/github/**/*.test.ts", "tooling/operations/remove-photo.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
