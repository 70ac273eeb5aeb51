import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { GitHubStandIn, type Person } from "../../tests/rehearsal/github.ts";
import { englishOnScreen } from "./english.ts";
import { expect, test as base } from "./fixtures.ts";

/**
 * Two members of staff change the site at once (docs/panduan-konten.md,
 * "Dua orang mengubah bersamaan"), each on their own phone, in the real
 * editor signed in to GitHub: here the rehearsal's stand-in
 * (tests/rehearsal/github.ts), a real git repository holding the project's
 * content, whose GraphQL API takes each save as a compare-and-swap on main.
 * Whatever happens, the editor says so in Indonesian and nobody's text is lost.
 */

const SITE = "src/content/data/site.yaml";
const CHAT = "src/content/data/chat.yaml";
const CONTENT = path.resolve(import.meta.dirname, "../../src/content");

interface Repository {
  github: GitHubStandIn;
  /** A phone of its own, signed in to the editor as `who` (see `phoneOf`). */
  phone: (who: Person) => Promise<Page>;
  aisyah: Person;
  rina: Person;
  /** The phones opened on it, closed with it. */
  phones: BrowserContext[];
  /** Who moved main, save after save (as GitHub tells the publishing workflow). */
  pushers: string[];
  /** A file as main has it now. */
  onMain: (file: string) => string;
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
    phone: (who) => phoneOf(browser, baseURL, repo, who),
    phones,
    pushers,
    aisyah: github.addPerson("aisyah", "write", "Bu Aisyah"),
    rina: github.addPerson("rina", "write", "Bu Rina"),
    onMain: (file) => execFileSync("git", ["-C", github.bare, "show", `main:${file}`], { encoding: "utf8" }),
    dispose: async () => {
      await Promise.all(phones.map((context) => context.close()));
      await github.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return repo;
}

/** Each journey on a repository of its own, removed with its phones even when the journey fails or times out. */
const test = base.extend<{ repo: Repository }>({
  repo: async ({ browser, baseURL }, use) => {
    const repo = await repository(browser, baseURL!);
    await use(repo);
    await repo.dispose();
  },
});

test.skip(({ isMobile }) => !isMobile, "a journey of the staff's phone");
// Two editors load the whole site's content each: on a machine busy with other suites that takes a while.
test.setTimeout(90_000);

/**
 * A phone of its own (390 px), signed in to the editor as `who` without
 * GitHub's sign-in window, with GitHub's API answered by the stand-in;
 * nothing else leaves the machine. The phone is set to English: the editor
 * still speaks Indonesian (admin/language.ts).
 */
async function phoneOf(browser: Browser, baseURL: string, { github, phones }: Repository, who: Person): Promise<Page> {
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
  // The editor asks GitHub's status page whether GitHub works.
  await context.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
  await context.route("https://api.github.com/**", async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${github.url}${url.pathname}${url.search}` }) });
  });
  // The build's own editor configuration, pointing at the stand-in's repository.
  await context.route("**/admin/config.json", async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, backend: { ...config.backend, repo: github.repository } } });
  });
  const page = await context.newPage();
  await page.goto("/admin/");
  return page;
}

async function open(page: Page, entry: string, field: string): Promise<void> {
  await page.getByRole("treeitem", { name: entry }).click();
  await expect(page.getByRole("textbox", { name: field })).not.toHaveValue("");
}

/** Presses Terbitkan (the save button in GitHub mode); `landed` waits for the editor's word that it saved. */
async function publish(page: Page, landed = true): Promise<void> {
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  if (landed)
    await expect(page.getByRole("status").filter({ hasText: "Tersimpan." }).first()).toBeVisible({ timeout: 20_000 });
}

async function expectIndonesian(page: Page, where: string): Promise<void> {
  expect(await englishOnScreen(page), `English on the screen: ${where}`).toEqual([]);
}

/** What the phone shows now, kept with the test's results (and looked at when the wording changes). */
async function picture(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

test("both open Identitas & Kontak: the second to save is told in Indonesian, keeps their text, and following the message saves both", async ({
  repo,
}) => {
  const [aisyah, rina] = await Promise.all([repo.phone(repo.aisyah), repo.phone(repo.rina)]);
  await Promise.all([aisyah, rina].map((page) => open(page, "Identitas & Kontak", "Slogan")));
  const phone = "0812-7777-1234";
  const tagline = "Daycare Muslim yang hangat di Cisauk";

  await aisyah.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" }).fill(phone);
  await publish(aisyah);
  expect(repo.onMain(SITE)).toContain(`phone: ${phone}\n`);

  // Bu Rina opened it before Bu Aisyah saved, and changes another field.
  const rinaTagline = rina.getByRole("textbox", { name: "Slogan" });
  await rinaTagline.fill(tagline);
  await publish(rina, false);
  const conflict = rina.getByRole("alertdialog", { name: "Sudah diubah rekan Anda" });
  // The editor sets names and dates apart for direction (U+2068 … U+2069).
  await expect(conflict).toContainText(
    /Bu Aisyah\u2069? menyimpan perubahan pada entri ini pada .+, setelah Anda membukanya\./,
  );
  await expect(conflict).toContainText(
    "Jika Anda tetap menyimpan, perubahan rekan Anda hilang. Agar tidak ada yang hilang: tekan Batal, " +
      "salin tulisan Anda, tekan Muat ulang entri di bagian atas, tempelkan tulisan Anda lagi, lalu tekan Terbitkan.",
  );
  await expectIndonesian(rina, "the save conflict");
  await picture(rina, "conflict-dialog");
  // Nothing lost: her text is still in the form, Bu Aisyah's change is on main, nothing of hers written over it.
  await expect(rinaTagline).toHaveValue(tagline);
  expect(repo.onMain(SITE)).toContain(`phone: ${phone}\n`);
  expect(repo.onMain(SITE)).not.toContain(tagline);
  expect(repo.pushers).toEqual(["aisyah"]);

  // What the message says: Batal, copy her text, Muat ulang entri, paste it, save.
  await conflict.getByRole("button", { name: "Batal", exact: true }).click();
  await expect(conflict).toBeHidden();
  await rinaTagline.selectText();
  await rina.keyboard.press("ControlOrMeta+C");
  await rina.getByRole("button", { name: "Muat ulang entri" }).click();
  const reload = rina.getByRole("alertdialog", { name: "Muat ulang entri" });
  await expectIndonesian(rina, "reloading the entry");
  await reload.getByRole("button", { name: "Muat ulang entri" }).click();
  await expect(rina.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" })).toHaveValue(phone);
  await rinaTagline.selectText();
  await rina.keyboard.press("ControlOrMeta+V");
  await expect(rinaTagline).toHaveValue(tagline);
  await publish(rina);

  const site = repo.onMain(SITE);
  expect(site).toContain(`phone: ${phone}\n`);
  expect(site).toContain(`tagline: ${tagline}\n`);
  expect(repo.pushers).toEqual(["aisyah", "rina"]);
});

test("two entries saved at the same moment: the later save is refused in Indonesian, the text stays, and saving again lands both", async ({
  repo,
}) => {
  const [aisyah, rina] = await Promise.all([repo.phone(repo.aisyah), repo.phone(repo.rina)]);
  await Promise.all([
    open(aisyah, "Identitas & Kontak", "Nomor WhatsApp dan telepon"),
    open(rina, "Pesan WhatsApp", "Pesan dari Jadwalkan Kunjungan"),
  ]);
  const phone = "0812-5555-9876";
  const message = "Assalamualaikum {nama}, kami ingin berkunjung hari Sabtu.";
  await aisyah.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" }).fill(phone);
  const rinaMessage = rina.getByRole("textbox", { name: "Pesan dari Jadwalkan Kunjungan" });
  await rinaMessage.fill(message);

  // The race, made certain: Bu Rina's save reaches GitHub just after Bu Aisyah's has landed.
  let arrived!: () => void;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const go = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await rina.route("https://api.github.com/graphql", async (route) => {
    if (first && route.request().postData()?.includes("createCommitOnBranch")) {
      first = false;
      arrived();
      await go;
    }
    await route.fallback();
  });
  await publish(rina, false);
  await held;
  await publish(aisyah);
  release();

  const refused = rina.getByRole("alertdialog", { name: "Terjadi kesalahan" });
  await expect(refused).toContainText(
    "Ada rekan yang menyimpan pada saat yang sama, jadi simpanan Anda belum masuk. " +
      "Tulisan Anda masih ada di sini: tekan OK, lalu langsung tekan Terbitkan sekali lagi.",
  );
  await expectIndonesian(rina, "the save refused because main moved");
  await picture(rina, "conflict-branch-moved");
  await expect(rinaMessage).toHaveValue(message);
  expect(repo.onMain(SITE)).toContain(`phone: ${phone}\n`);
  expect(repo.onMain(CHAT)).not.toContain(message);
  expect(repo.pushers).toEqual(["aisyah"]);

  // As the message says: close it, press Terbitkan once more.
  await refused.getByRole("button", { name: "OK" }).click();
  await publish(rina);
  expect(repo.onMain(SITE)).toContain(`phone: ${phone}\n`);
  expect(repo.onMain(CHAT)).toContain(message);
  expect(repo.pushers).toEqual(["aisyah", "rina"]);
});
