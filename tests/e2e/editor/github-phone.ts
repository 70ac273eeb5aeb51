import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { answerGitHubStatus, forwardGitHubApi } from "../../github/forward.ts";
import { GitHubStandIn, type Person } from "../../github/stand-in.ts";
import { LINKED_FROM } from "../../../tooling/editor/editor-config.ts";
import { englishOnScreen } from "./english.ts";
import { expect, test as base } from "../fixtures.ts";

/**
 * The staff's phones in the real editor signed in to GitHub: here the
 * rehearsal's stand-in (tests/github/stand-in.ts), a real git repository
 * holding the project's content, whose GraphQL API takes each save as a
 * compare-and-swap on main. Shared by the specs that drive the editor in
 * GitHub mode (conflict.spec.ts, editor-github.spec.ts).
 */

const CONTENT = path.resolve(import.meta.dirname, "../../../src/content");

export interface Repository {
  github: GitHubStandIn;
  /**
   * A phone of its own, signed in to the editor as `who` (see `phoneOf`); `linkedFrom`, the articles
   * linking to each as a build of other content would find them, in place of this build's.
   */
  phone: (who: Person, linkedFrom?: Record<string, string[]>) => Promise<Page>;
  aisyah: Person;
  rina: Person;
  /** The phones opened on it, closed with it. */
  phones: BrowserContext[];
  /** Who moved main, save after save (as GitHub tells the publishing workflow). */
  pushers: string[];
  /** A file as main has it now. */
  onMain: (file: string) => string;
  /** Files committed to main before a phone opens, as if saved earlier (the editor reads main when it opens). */
  commit: (files: Record<string, Buffer>, message: string) => void;
  dispose: () => Promise<void>;
}

async function repository(browser: Browser, baseURL: string): Promise<Repository> {
  const root = mkdtempSync(path.join(tmpdir(), "conflict-e2e-"));
  const github = new GitHubStandIn(root, "daycare/situs");
  await github.start();
  const work = path.join(root, "work");
  const git = (...args: string[]) => execFileSync("git", ["-C", work, ...args], { encoding: "utf8" }).trim();
  // The repository as the editor finds it: the project's content, committed once.
  execFileSync("git", ["init", "-q", "-b", "main", work]);
  cpSync(CONTENT, path.join(work, "src/content"), { recursive: true });
  git("add", "-A");
  git("-c", "user.name=pengelola", "-c", "user.email=pengelola@contoh.id", "commit", "-q", "-m", "Isi awal");
  git("push", "-q", github.bare, "HEAD:refs/heads/main");
  const phones: BrowserContext[] = [];
  const pushers: string[] = [];
  github.onRefUpdate.push(({ actor }) => pushers.push(actor));
  const repo: Repository = {
    github,
    phone: (who, linkedFrom) => phoneOf(browser, baseURL, repo, who, linkedFrom),
    phones,
    pushers,
    aisyah: github.addPerson("aisyah", "write", "Bu Aisyah"),
    rina: github.addPerson("rina", "write", "Bu Rina"),
    onMain: (file) => execFileSync("git", ["-C", github.bare, "show", `main:${file}`], { encoding: "utf8" }),
    commit: (files, message) => {
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
        writeFileSync(path.join(work, file), content);
      }
      git("add", "-A");
      git("-c", "user.name=pengelola", "-c", "user.email=pengelola@contoh.id", "commit", "-q", "-m", message);
      git("push", "-q", github.bare, "HEAD:refs/heads/main");
    },
    dispose: async () => {
      await Promise.all(phones.map((context) => context.close()));
      await github.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return repo;
}

/** Each journey on a repository of its own, removed with its phones even when the journey fails or times out. */
export const test = base.extend<{ repo: Repository }>({
  repo: async ({ browser, baseURL }, use) => {
    const repo = await repository(browser, baseURL!);
    await use(repo);
    await repo.dispose();
  },
});

/**
 * A phone of its own (390 px), signed in to the editor as `who` without
 * GitHub's sign-in window, with GitHub's API answered by the stand-in;
 * nothing else leaves the machine. The phone is set to English: the editor
 * still speaks Indonesian (admin/language.ts).
 */
async function phoneOf(
  browser: Browser,
  baseURL: string,
  { github, phones }: Repository,
  who: Person,
  linkedFrom?: Record<string, string[]>,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "en-US",
  });
  phones.push(context);
  // Copying and pasting their own text, as the conflict's message asks.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL).origin });
  await context.addInitScript((user) => localStorage.setItem("sveltia-cms.user", JSON.stringify(user)), {
    backendName: "github",
    token: who.token,
    login: who.login,
    name: who.name,
  });
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>eksternal</title>" }),
  );
  await answerGitHubStatus(context);
  await forwardGitHubApi(context, github.url);
  // The build's own editor configuration, pointing at the stand-in's repository.
  await context.route("**/admin/config.json", async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({
      json: {
        ...config,
        backend: { ...config.backend, repo: github.repository },
        ...(linkedFrom ? { [LINKED_FROM]: linkedFrom } : {}),
      },
    });
  });
  const page = await context.newPage();
  await page.goto("/admin/");
  return page;
}

export async function open(page: Page, entry: string, field: string): Promise<void> {
  await page.getByRole("treeitem", { name: entry }).click();
  await expect(page.getByRole("textbox", { name: field })).not.toHaveValue("");
}

/** Presses Terbitkan (the save button in GitHub mode); `landed` waits for the editor's word that it saved. */
export async function publish(page: Page, landed = true): Promise<void> {
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  if (landed)
    await expect(page.getByRole("status").filter({ hasText: "Tersimpan." }).first()).toBeVisible({ timeout: 20_000 });
}

export async function expectIndonesian(page: Page, where: string): Promise<void> {
  expect(await englishOnScreen(page), `English on the screen: ${where}`).toEqual([]);
}

/** What the phone shows now, kept with the test's results (and looked at when the wording changes). */
export async function picture(page: Page | Locator, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

export { expect };
