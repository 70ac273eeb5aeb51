/**
 * What a member of staff sees on /admin/status/ at a moment of the
 * rehearsal: the status page as the site online has it (the newest
 * Cloudflare deployment; before the first, this project's build), opened in
 * Debian's Chromium at a phone's size, signed in as they are in the editor
 * (a private repository answers nobody else), with GitHub's API answered by
 * the rehearsal's GitHub. Returns the page's text, newest save first.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumLaunch } from "../fixtures/chromium.ts";
import type { CloudflareApi } from "./stand-ins/cloudflare-api.ts";
import type { Person } from "../github/stand-in.ts";
import { PROJECT, type World } from "./rehearsal.ts";

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

/** The status page as `who` opens it on a phone, from the site online; GitHub's API answered by the rehearsal's GitHub. */
async function openStatus(
  world: World,
  cloudflare: CloudflareApi | undefined,
  who: Person | null,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const site = cloudflare?.deployments().at(-1)?.folder ?? path.join(PROJECT, "build/client");
  if (!existsSync(path.join(site, "admin/status/index.html")))
    throw new Error(`${site}/admin/status/ is missing: run \`npm run build\` before the rehearsal`);
  browser ??= await chromium.launch(chromiumLaunch);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  if (who)
    await context.addInitScript((token) => {
      localStorage.setItem("sveltia-cms.user", JSON.stringify({ token }));
    }, who.token);
  const page = await context.newPage();
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    let file = path.join(site, decodeURIComponent(url.pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!file.startsWith(site) || !existsSync(file)) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({
      body: readFileSync(file),
      contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
    });
  });
  // The page asks api.github.com; the rehearsal's GitHub answers, with the same method, path, token and body.
  await page.route("https://api.github.com/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const response = await fetch(`${world.github.url}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: request.headers(),
      body: request.postData() ?? undefined,
    });
    return route.fulfill({
      status: response.status,
      body: Buffer.from(await response.arrayBuffer()),
      contentType: "application/json",
    });
  });
  await page.goto(`${SITE}/admin/status/`);
  await page.locator("#terbaru .kartu").first().waitFor();
  await page.waitForFunction(() => document.getElementById("terbaru")?.getAttribute("aria-busy") === "false");
  return { page, close: () => context.close() };
}

export async function statusView(
  world: World,
  cloudflare: CloudflareApi | undefined,
  who: Person | null,
): Promise<StatusView> {
  const { page, close } = await openStatus(world, cloudflare, who);
  try {
    return {
      latest: (await page.locator("#terbaru").innerText()).replace(/\s+/g, " ").trim(),
      older: (await page.locator("#daftar > li").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim()),
    };
  } finally {
    await close();
  }
}

/**
 * `who` takes back the save titled `title` on the status page, as a member of
 * staff does it: "Batalkan simpanan ini", then "Ya, batalkan" under what the
 * page says will happen. Returns what the confirmation said.
 */
export async function undoFromStatus(
  world: World,
  cloudflare: CloudflareApi | undefined,
  who: Person,
  title: string,
): Promise<string> {
  const { page, close } = await openStatus(world, cloudflare, who);
  try {
    const save = page.locator("#terbaru .kartu, #daftar > li").filter({ hasText: title }).first();
    // An earlier save is one line until tapped.
    const summary = save.locator("summary");
    if (await summary.count()) await summary.click();
    await save.getByRole("button", { name: "Batalkan simpanan ini" }).click();
    const dialog = page.getByRole("dialog");
    const yes = dialog.getByRole("button", { name: "Ya, batalkan" });
    await yes.waitFor();
    const said = (await dialog.innerText()).replace(/\s+/g, " ").trim();
    await yes.click();
    await page.getByText("Pembatalan tersimpan").waitFor();
    return said;
  } finally {
    await close();
  }
}
