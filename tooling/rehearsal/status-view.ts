/**
 * What a member of staff sees on /admin/status/ at a moment of the
 * rehearsal: the status page the build made (build/client/admin/status/),
 * opened in Debian's Chromium at a phone's size, signed in as they are in the
 * editor (a private repository answers nobody else), with GitHub's API
 * answered by the rehearsal's GitHub. Returns the page's text, newest save
 * first.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { chromiumLaunch } from "../../tests/fixtures/chromium.ts";
import type { GitHubStandIn, Person } from "./github.ts";
import { PROJECT } from "./rehearsal.ts";

const SITE = "http://situs.rehearsal";
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
};

let browser: Browser | undefined;

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface StatusView {
  latest: string;
  older: string[];
}

export async function statusView(github: GitHubStandIn, who: Person | null): Promise<StatusView> {
  const client = path.join(PROJECT, "build/client");
  if (!existsSync(path.join(client, "admin/status/index.html")))
    throw new Error("build/client/admin/status/ is missing: run `npm run build` before the rehearsal");
  browser ??= await chromium.launch(chromiumLaunch);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  if (who)
    await context.addInitScript((token) => {
      localStorage.setItem("sveltia-cms.user", JSON.stringify({ token }));
    }, who.token);
  const page = await context.newPage();
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/admin/config.json")
      return route.fulfill({ json: { backend: { name: "github", repo: github.repository, branch: "main" } } });
    let file = path.join(client, decodeURIComponent(url.pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!file.startsWith(client) || !existsSync(file)) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({
      body: readFileSync(file),
      contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
    });
  });
  // The page asks api.github.com; the rehearsal's GitHub answers, with the same path and token.
  await page.route("https://api.github.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await fetch(`${github.url}${url.pathname}${url.search}`, { headers: route.request().headers() });
    return route.fulfill({
      status: response.status,
      body: Buffer.from(await response.arrayBuffer()),
      contentType: "application/json",
    });
  });
  try {
    await page.goto(`${SITE}/admin/status/`);
    const latest = page.locator("#terbaru");
    await latest.locator(".kartu").first().waitFor();
    await page.waitForFunction(() => document.getElementById("terbaru")?.getAttribute("aria-busy") === "false");
    return {
      latest: (await latest.innerText()).replace(/\s+/g, " ").trim(),
      older: (await page.locator("#daftar li").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim()),
    };
  } finally {
    await context.close();
  }
}
