import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/fixtures/chromium.ts";
import { CONTENT_PORT } from "./tests/fixtures/ports.ts";

/**
 * The content path's smoke test (tests/content/smoke.spec.ts), run by
 * `npm run test:content` after the check and the build: the build that was
 * just made, served as it is (`npm run serve`, no rebuild), in Debian's
 * Chromium at 390 px. docs/deploy.md says when this path is taken.
 */
export default defineConfig({
  testDir: "tests/content",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${CONTENT_PORT}`,
    locale: "id-ID",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: "node tooling/hosting/serve.ts",
    env: { PORT: String(CONTENT_PORT) },
    url: `http://localhost:${CONTENT_PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
