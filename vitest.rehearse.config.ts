import { defineConfig } from "vitest/config";

/**
 * The publishing rehearsal's own tests (tooling/rehearsal): real sshd, nginx,
 * git and wrangler processes on this machine, as root. Kept out of the unit
 * tier, which must stay fast and need nothing installed.
 */
export default defineConfig({
  test: {
    include: ["tooling/rehearsal/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
