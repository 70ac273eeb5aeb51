import { defineConfig } from "vitest/config";
import { sharedConfig, sharedPlugins } from "./tooling/vite/vite-shared";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  ...sharedConfig,
  plugins: sharedPlugins(),
  test: {
    include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.ts", "tooling/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
