import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests only, beside the code they test; the browser and build suites under tests/ have their own runners.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["**/*.test.ts"],
    exclude: [
      "tests/**",
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
