import { defineConfig } from "@playwright/test";
import { fullChromiumLaunch } from "./tests/fixtures/chromium.ts";

/**
 * `npm run guide:screenshots`: the pictures of the staff guide
 * (docs/panduan-konten.md), taken from the real editor at a phone's size,
 * against the current build. Not part of `npm test`: they are documentation,
 * redone when the editor or the content forms change.
 */
export default defineConfig({
  testDir: "tests/guide",
  // Its specs only: the folder's *.test.ts are Vitest's (the guide's words).
  testMatch: /\.spec\.ts$/,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    locale: "id-ID",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    screenshot: "only-on-failure",
    launchOptions: fullChromiumLaunch,
  },
});
