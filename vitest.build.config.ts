import { defineConfig } from "vitest/config";

/**
 * The build tier: real `npm run check` and `npm run build` runs on copies of
 * the project (tests/build). Slower than the unit tests, so kept apart from
 * them; each file builds its own copy, two files at a time.
 */
export default defineConfig({
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
    maxWorkers: 2,
    // A rebuild took up to 215 s in CI with the browser tests beside it on 2 cores:
    // limits far above that, so only a build that hangs fails on time.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
