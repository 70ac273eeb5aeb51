import { defineConfig } from "vitest/config";

/**
 * The build tier: real `npm run check`, `npm run build` and `npm start` runs
 * on copies of the project (tests/build). Each file is one copy, built as
 * few times as its cases allow (a full build is 20–40 s); the two files run
 * side by side, beside the browser tests in `npm test`.
 */
export default defineConfig({
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
    maxWorkers: 2,
    fileParallelism: true,
    // Far above a build on two busy cores: only a build that hangs fails on time.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
