import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests only, beside the code they test; the browser and build suites under tests/ have their own runners.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["tests/**", "tooling/rehearsal/**", "**/node_modules/**", "build/**", ".build/**", "dist/**"],
    environment: "node",
    restoreMocks: true,
  },
});
