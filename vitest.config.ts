import { defineConfig } from "vitest/config";
import { sharedConfig, sharedPlugins } from "./scripts/vite-shared";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  ...sharedConfig,
  plugins: sharedPlugins(),
  test: {
    include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
