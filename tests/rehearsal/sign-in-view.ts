import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../fixtures/chromium.ts";
import { answerGitHubStatus, forwardGitHubApi } from "../github/forward.ts";
import type { Person } from "../github/stand-in.ts";
import type { CloudflareApi } from "./stand-ins/cloudflare-api.ts";
import { PROJECT, type World } from "./rehearsal.ts";

/**
 * A member of staff signing in to the editor of the site online, through the site's own Pages
 * project: the last deployment's files served by Cloudflare's runtime (`wrangler pages dev`) with
 * the project's Function (functions/masuk/) and the variables `npm run setup` stored in the
 * project, GitHub's sign-in page and API answered by the rehearsal's GitHub. Returns what the
 * editor shows once signed in.
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function signInOnline(world: World, cloudflare: CloudflareApi, who: Person): Promise<string[]> {
  const site = cloudflare.deployments().at(-1)!.folder;
  const variables = cloudflare.variables();
  const [port, inspector] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  // The runtime answers here where Cloudflare answers at the Pages address: the App's callback for it.
  const app = [...world.github.webFlow.apps.values()].find((each) => each.clientId === variables.GITHUB_CLIENT_ID);
  if (!app) throw new Error(`the Pages project's GITHUB_CLIENT_ID ${variables.GITHUB_CLIENT_ID} is no App of GitHub's`);
  app.callbackUrls.push(`${origin}/masuk/callback`);
  // With the project's Node 24 (wrangler refuses an older one), whichever Node runs the rehearsal.
  const runtime = spawn(
    path.join(PROJECT, "node_modules/.bin/node"),
    [
      path.join(PROJECT, "node_modules/wrangler/bin/wrangler.js"),
      ...["pages", "dev", site, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspector)],
      ...["--log-level", "none", "--show-interactive-dev-session=false"],
      ...["--binding", ...Object.entries(variables).map(([name, value]) => `${name}=${value}`)],
      `GITHUB_URL=${world.github.url}`,
    ],
    { cwd: PROJECT, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, detached: true },
  );
  let said = "";
  runtime.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
  runtime.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${origin}/`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (up) break;
      if (tries > 120 || runtime.exitCode !== null)
        throw new Error(`wrangler pages dev did not answer: ${said.trim().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
    await answerGitHubStatus(context);
    await forwardGitHubApi(context, world.github.url);
    const page = await context.newPage();
    await page.goto(`${origin}/admin/`);
    const [window] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: /^Masuk dengan \u2068?GitHub\u2069?$/ }).click(),
    ]);
    await window.getByLabel("Username or email address").fill(who.login);
    await window.getByRole("button", { name: /^Authorize / }).click();
    const collections = page.getByRole("tree", { name: "Daftar koleksi" }).getByRole("treeitem");
    await collections.first().waitFor({ timeout: 60_000 });
    return await collections.allInnerTexts();
  } finally {
    await browser.close();
    // wrangler's runtime runs in children of its own: the whole group.
    if (runtime.pid && runtime.exitCode === null) process.kill(-runtime.pid, "SIGTERM");
  }
}
