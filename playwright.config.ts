import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumLaunch } from "./tests/fixtures/chromium.ts";
import {
  CLOUDFLARE_PORT,
  GROWN_PORT,
  INSPECTOR_PORT,
  NGINX_PORT,
  PORT,
  SIGN_IN_GITHUB_PORT,
} from "./tests/fixtures/ports.ts";
import { SIGN_IN_APP } from "./tests/fixtures/sign-in-app.ts";

/** Against a build of 100 generated articles (tests/fixtures/grown-blog/grown-blog.ts): pages, categories, feed, budgets. */
const GROWN_BLOG = /blog-grown[\w-]*\.spec\.ts/;
/** The staff's phone against the rehearsal's GitHub (a stand-in each spec starts): undo, two staff at once, the sign-in. */
const WITH_GITHUB = /\/(undo|conflict|editor-github|sign-in)\.spec\.ts/;
/** The browser suites, and the host table (no browser), all run by the projects below. */
const E2E = /tests\/e2e\/.*\.spec\.ts$/;
const HOSTS = /tests\/hosts\/.*\.spec\.ts$/;
/** The staff's status page: they open it on their phones (its desktop layout is looked at by hand). */
const PHONE_ONLY = /\/status-page\.spec\.ts/;
/** What is the same at every width (words, served files, the build's bytes): run once, on the desktop. */
const DESKTOP_ONLY = /\/(content|search-and-sharing|hostile-input|budgets|hygiene|routing|scripts)\.spec\.ts/;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * The projects named on the command line (`--project ponsel`), so that a
 * targeted run starts only the servers its projects use. None named: all.
 */
const named = process.argv.flatMap((arg, index, all) =>
  arg === "--project" || arg === "-p" ? [all[index + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice(10)] : [],
);
const wanted = (project: string) =>
  named.length === 0 ||
  named.some((name) =>
    new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`, "i").test(project),
  );

const servers: NonNullable<PlaywrightTestConfig["webServer"]> = [
  {
    // Builds first when the build is older than the project, exactly as a developer starts it.
    command: "npm start",
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
];
// The blog of 100 articles is paged through in the desktop project (its specs set their own baseURL).
if (wanted("desktop"))
  servers.push({
    // Built when missing or older than the project, then served by that copy's own `npm start`.
    command: "node tests/fixtures/grown-blog/serve-grown-blog.ts",
    env: { GROWN_PORT: String(GROWN_PORT) },
    url: `http://localhost:${GROWN_PORT}/blog`,
    reuseExistingServer: !process.env.CI,
    timeout: 400_000,
  });
// The host table runs in the desktop project: a worker starts a browser only for a test that asks for a page.
if (wanted("desktop"))
  servers.push({
    // Started after npm start, which has built the files nginx serves and includes.
    command: "node tests/hosts/nginx-serve.ts",
    env: { NGINX_PORT: String(NGINX_PORT) },
    url: `http://127.0.0.1:${NGINX_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  });
// The host table (desktop), and the editor's sign-in (a Pages Function: tests/e2e/editor/sign-in.spec.ts, phone).
if (wanted("desktop") || wanted("ponsel"))
  servers.push({
    // Cloudflare's own Pages runtime (wrangler.toml), offline, with the project's Functions (functions/)
    // given a GitHub App whose GitHub is the stand-in a spec starts at SIGN_IN_GITHUB_PORT. Silent: it
    // logs every path its local disk lookup fails on (LOCAL_RUNTIME_LOOKUP in tests/hosts/hosts.ts).
    command: [
      `wrangler pages dev --ip 127.0.0.1 --port ${CLOUDFLARE_PORT} --inspector-port ${INSPECTOR_PORT}`,
      "--log-level none --show-interactive-dev-session=false",
      `--binding GITHUB_CLIENT_ID=${SIGN_IN_APP.clientId} GITHUB_CLIENT_SECRET=${SIGN_IN_APP.clientSecret}`,
      `GITHUB_URL=http://127.0.0.1:${SIGN_IN_GITHUB_PORT}`,
    ].join(" "),
    env: { WRANGLER_SEND_METRICS: "false" },
    url: `http://127.0.0.1:${CLOUDFLARE_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
  });

/**
 * Browser behaviour runs once per viewport, against the production build
 * served by `npm start`, in Debian's Chromium: a phone and a desktop. The
 * hosts (npm start, nginx with the shipped config, Cloudflare's Pages
 * runtime) answer one table of requests without a browser. A blog of 100 generated articles is paged through on a server of
 * its own.
 */
export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "id-ID",
    launchOptions: chromiumLaunch,
    // A trace records every action of every test to keep the failing ones' traces; CI shows only the
    // log, so there the recording is work for nothing on two busy cores. Kept for local runs.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  // A project starts workers of its own (a Node process and a browser each): one project per size of screen.
  projects: [
    {
      name: "ponsel",
      testDir: "tests",
      testMatch: E2E,
      testIgnore: [GROWN_BLOG, DESKTOP_ONLY],
      use: PHONE,
    },
    {
      // The blog of 100 articles too, and the host table: raw requests, no browser (tests/hosts/hosts.ts);
      // alone: `npx playwright test tests/hosts`.
      name: "desktop",
      testDir: "tests",
      testMatch: [E2E, HOSTS],
      testIgnore: [WITH_GITHUB, PHONE_ONLY],
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: servers,
});
