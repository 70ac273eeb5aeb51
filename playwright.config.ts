import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4317);
const NGINX_PORT = Number(process.env.NGINX_PORT ?? PORT + 1);
const GROWN_PORT = Number(process.env.GROWN_PORT ?? PORT + 2);
const CLOUDFLARE_PORT = Number(process.env.CLOUDFLARE_PORT ?? PORT + 3);
/** Against a build of 100 generated articles (tests/fixtures/grown-blog.ts): pages, categories, feed. */
const GROWN_BLOG = /blog-grown\.spec\.ts/;
/** Netlify's own parsers and engines over the build, without a browser (tests/fixtures/netlify.ts). */
const NETLIFY = /netlify\.spec\.ts/;
/** Run against nginx and Cloudflare's runtime too: whatever a host must reproduce of `npm start`. */
const SERVER_PARITY = /(routing|blog|security|hostile-input)\.spec\.ts/;

/**
 * Browser tests run against the production build served by `npm start`,
 * exactly as a visitor gets it, in Debian's Chromium at a phone and a
 * desktop size; the routing, blog, header and hostile-input checks run again
 * against nginx with the shipped tooling/hosting/nginx.conf and against Cloudflare's
 * own Pages runtime (wrangler pages dev, wrangler.toml); Netlify's parsers and
 * engines read the same build. A blog of 100 generated articles, built by the
 * build tier, is paged through on a server of its own.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "id-ID",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // This machine has no internet: keep Chromium from trying to phone home.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "ponsel",
      testIgnore: [GROWN_BLOG, NETLIFY],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: "desktop", testIgnore: [GROWN_BLOG, NETLIFY], use: { viewport: { width: 1280, height: 900 } } },
    { name: "netlify", testMatch: NETLIFY },
    {
      name: "blog-100",
      testMatch: GROWN_BLOG,
      use: { viewport: { width: 1280, height: 900 }, baseURL: `http://localhost:${GROWN_PORT}` },
    },
    {
      name: "nginx",
      testMatch: SERVER_PARITY,
      use: { viewport: { width: 1280, height: 900 }, baseURL: `http://127.0.0.1:${NGINX_PORT}` },
    },
    {
      name: "cloudflare",
      testMatch: SERVER_PARITY,
      use: { viewport: { width: 1280, height: 900 }, baseURL: `http://127.0.0.1:${CLOUDFLARE_PORT}` },
    },
  ],
  webServer: [
    {
      command: "npm start",
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // Started after npm start, which builds first when the build is stale.
      command: "tsx tooling/operations/nginx-serve.ts",
      env: { NGINX_PORT: String(NGINX_PORT) },
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Cloudflare's own Pages runtime (wrangler, from npm; runs offline), serving the same build.
      // Silent: it logs every path its local disk lookup fails on (LOCAL_RUNTIME_LOOKUP in tests/e2e/fixtures.ts).
      command: `wrangler pages dev --ip 127.0.0.1 --port ${CLOUDFLARE_PORT} --log-level none --show-interactive-dev-session=false`,
      env: { WRANGLER_SEND_METRICS: "false" },
      url: `http://127.0.0.1:${CLOUDFLARE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Built by the build tier in `npm test`; built here when missing or older than the project.
      command: "tsx tests/fixtures/serve-grown-blog.ts",
      env: { GROWN_PORT: String(GROWN_PORT) },
      url: `http://localhost:${GROWN_PORT}/blog`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
});
