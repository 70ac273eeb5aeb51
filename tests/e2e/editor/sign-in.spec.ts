import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { answerGitHubStatus, forwardGitHubApi } from "../../github/forward.ts";
import { GitHubStandIn } from "../../github/stand-in.ts";
import { CLOUDFLARE_PORT, SIGN_IN_GITHUB_PORT } from "../../fixtures/ports.ts";
import { SIGN_IN_APP } from "../../fixtures/sign-in-app.ts";
import { expect, test } from "../fixtures.ts";

/**
 * A staff member signs in to the editor on the site's own origin: Cloudflare's Pages runtime
 * (`wrangler pages dev`, started by playwright.config.ts) runs the sign-in's Function
 * (functions/masuk/), whose GitHub is the stand-in started here at the address the runtime was
 * given. The editor opens its sign-in window, GitHub's page is answered, and the window hands the
 * token back, or refuses to.
 */

const SITE = `http://127.0.0.1:${CLOUDFLARE_PORT}`;
/** The editor's button; its name isolates "GitHub" with Unicode's bidirectional marks. */
const SIGN_IN_BUTTON = /^Masuk dengan \u2068?GitHub\u2069?$/;
const CONTENT = path.resolve(import.meta.dirname, "../../../src/content");

// One stand-in at a fixed port: these journeys take turns.
test.describe.configure({ mode: "serial" });
// The editor loads twice in the first journey (13 s on a quiet machine); beside a busy lane, 30 s ran
// out at the second load once, as for the other specs of the editor against GitHub.
test.setTimeout(90_000);

let github: GitHubStandIn;
let root: string;
/** Each journey's phone, closed after it even when it fails, before the stand-in stops. */
const phones: BrowserContext[] = [];

test.beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "masuk-e2e-"));
  github = new GitHubStandIn(root, "daycare/situs-konten");
  await github.start(SIGN_IN_GITHUB_PORT);
  const work = path.join(root, "work");
  execFileSync("git", ["init", "-q", "-b", "main", work]);
  cpSync(CONTENT, path.join(work, "src/content"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", ["-C", work, ...args]);
  git("add", "-A");
  git("-c", "user.name=pengelola", "-c", "user.email=pengelola@contoh.id", "commit", "-q", "-m", "Isi awal");
  git("push", "-q", github.bare, "HEAD:refs/heads/main");
  github.addPerson("aisyah", "write", "Bu Aisyah");
  github.webFlow.addApp({
    ...SIGN_IN_APP,
    callbackUrls: [`${SITE}/masuk/callback`],
    installedOn: [github.repository],
    expiring: true,
  });
});

test.afterEach(async () => {
  await Promise.all(phones.splice(0).map((context) => context.close()));
});

test.afterAll(async () => {
  await github.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A phone at the editor on the Pages runtime, GitHub's API answered by the stand-in. */
async function editor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "id-ID",
  });
  phones.push(context);
  await answerGitHubStatus(context);
  await forwardGitHubApi(context, github.url);
  await context.route("**/admin/config.json", async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, backend: { ...config.backend, repo: github.repository } } });
  });
  const page = await context.newPage();
  await page.goto(`${SITE}/admin/`);
  return page;
}

/** Presses the editor's sign-in button and answers GitHub's page in the window it opens. */
async function signInAt(page: Page, decision: "Authorize" | "Cancel"): Promise<Page> {
  const [window] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: SIGN_IN_BUTTON }).click(),
  ]);
  await window.getByLabel("Username or email address").fill("aisyah");
  await window
    .getByRole("button", { name: decision === "Authorize" ? `Authorize ${SIGN_IN_APP.name}` : "Cancel" })
    .click();
  return window;
}

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "{}") as { token?: string }).token);

test("signs a staff member in through the site's own Pages project, and renews the token when GitHub's runs out", async ({
  browser,
}) => {
  const page = await editor(browser);
  const window = await signInAt(page, "Authorize");
  // The window hands the token over and closes itself, at times before the click that sent it there returns.
  if (!window.isClosed()) await window.waitForEvent("close");
  // Signed in: the editor lists what staff edit.
  await expect(page.getByRole("treeitem", { name: "Identitas & Kontak" })).toBeVisible({ timeout: 30_000 });
  const token = await storedToken(page);
  expect(token).toMatch(/^ghu_/);

  // The next morning GitHub answers 401 (a user token lasts 8 hours): the editor, opened again, renews
  // it through the site, and the staff member sees no sign-in.
  github.webFlow.expire("aisyah");
  const context = page.context();
  await page.close();
  const morning = await context.newPage();
  const renewed = morning.waitForResponse(`${SITE}/masuk/access_token`);
  await morning.goto(`${SITE}/admin/`);
  expect((await renewed).status()).toBe(200);
  await expect(morning.getByRole("treeitem", { name: "Identitas & Kontak" })).toBeVisible({ timeout: 30_000 });
  await expect(morning.getByRole("button", { name: SIGN_IN_BUTTON })).toHaveCount(0);
  await expect.poll(() => storedToken(morning)).not.toBe(token);
});

test("hands no token over for a callback whose state was changed on the way", async ({ browser }) => {
  const page = await editor(browser);
  // GitHub's redirect back, its state changed (a redirect is not a request a route sees: its cause is).
  const authorize = (url: URL) => url.origin === github.url && url.pathname === "/login/oauth/authorize";
  await page.context().route(authorize, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    const back = new URL(answer.headers().location!);
    back.searchParams.set("state", "0".repeat(64));
    await route.fulfill({ response: answer, headers: { ...answer.headers(), location: back.href } });
  });
  const refused = page.context().waitForEvent("response", (response) => response.url().includes("/masuk/callback"));
  await signInAt(page, "Authorize");
  expect((await refused).status()).toBe(400);
  // The window closes; the editor says why, in Indonesian, and is not signed in.
  await expect(page.getByText("tidak cocok dengan yang dimulai dari editor")).toBeVisible();
  await expect(page.getByRole("button", { name: SIGN_IN_BUTTON })).toBeVisible();
  // What the phone shows, kept with the test's results.
  await page.screenshot({ path: test.info().outputPath("masuk-ditolak.png") });
  expect(await storedToken(page)).toBeUndefined();
});

test("says so when the staff member cancels at GitHub", async ({ browser }) => {
  const page = await editor(browser);
  await signInAt(page, "Cancel");
  await expect(page.getByText("Izin di GitHub dibatalkan")).toBeVisible();
  expect(await storedToken(page)).toBeUndefined();
});
