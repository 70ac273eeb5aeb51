import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { GitHubStandIn, type JobRecord, type Person, type RunRecord } from "../../tooling/rehearsal/github.ts";
import { violations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Undoing a published save from /admin/status/ (docs/panduan-konten.md,
 * "Membatalkan simpanan"), on a phone, against the rehearsal's GitHub
 * (tooling/rehearsal/github.ts): a real git repository holding the project's
 * content, the staff's saves as commits on main, and the Git Data API the
 * page writes the undo through.
 */

const SITE = "src/content/data/site.yaml";
const FAQ = "src/content/data/faq.yaml";
const DELETED = "src/content/blog/2-klinik-gigi.md";
const ADDED = "src/content/blog/4-menanam-sayur.md";
const CONTENT = path.resolve(import.meta.dirname, "../../src/content");

test.skip(({ isMobile }) => !isMobile, "a journey of the staff's phone");

interface Repository {
  github: GitHubStandIn;
  staff: Person;
  /** A file at a commit (or branch) of the repository, byte for byte. */
  show: (rev: string, file?: string) => Buffer;
  /** A save in the editor: a commit on main, pushed, and its run, online. */
  save: (message: string, files: Record<string, string | null>) => string;
  /** A successful run, with its publishing job, for a commit on main. */
  published: (sha: string, message: string) => RunRecord;
  dispose: () => Promise<void>;
}

let clock = Date.parse("2026-11-25T07:00:00Z");

async function repository(): Promise<Repository> {
  const root = mkdtempSync(path.join(tmpdir(), "undo-e2e-"));
  const github = new GitHubStandIn(root, "daycare/situs");
  await github.start();
  const staff = github.addPerson("staf", "write");
  const work = path.join(root, "work");
  const git = (...args: string[]) => execFileSync("git", ["-C", work, ...args], { encoding: "utf8" }).trim();
  const published = (sha: string, message: string): RunRecord => {
    const at = (minutes: number) => new Date((clock += minutes * 60_000)).toISOString();
    const created = at(1);
    const run: RunRecord = {
      id: github.id(),
      workflow: "publish.yml",
      name: "Periksa dan terbitkan",
      display_title: message.split("\n")[0]!,
      event: "push",
      head_branch: "main",
      head_sha: sha,
      actor: "staf",
      status: "completed",
      conclusion: "success",
      created_at: created,
      run_started_at: created,
      updated_at: at(2),
      jobs: ["Periksa konten dan uji situs", "Terbitkan ke Cloudflare Pages"].map((name): JobRecord => ({
        id: github.id(),
        name,
        status: "completed",
        conclusion: "success",
        annotations: [],
      })),
      summary: "",
    };
    github.runs.push(run);
    return run;
  };
  const save = (message: string, files: Record<string, string | null>) => {
    // main may have moved through the API (an undo): the next save builds on it, as the editor's does.
    git("fetch", "-q", github.bare, "main");
    git("reset", "-q", "--hard", "FETCH_HEAD");
    for (const [file, content] of Object.entries(files)) {
      if (content === null) git("rm", "-q", file);
      else {
        mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
        writeFileSync(path.join(work, file), content);
        git("add", file);
      }
    }
    git("-c", "user.name=staf", "-c", "user.email=staf@contoh.id", "commit", "-q", "-m", message);
    git("push", "-q", github.bare, "HEAD:refs/heads/main");
    const sha = git("rev-parse", "HEAD");
    published(sha, message);
    return sha;
  };
  // The repository as the editor finds it: the project's content, committed once.
  execFileSync("git", ["init", "-q", "-b", "main", work]);
  cpSync(CONTENT, path.join(work, "src/content"), { recursive: true });
  git("add", "-A");
  git("-c", "user.name=pengelola", "-c", "user.email=pengelola@contoh.id", "commit", "-q", "-m", "Isi awal");
  git("push", "-q", github.bare, "HEAD:refs/heads/main");
  return {
    github,
    staff,
    save,
    published,
    show: (rev, file) => execFileSync("git", ["-C", github.bare, "show", file ? `${rev}:${file}` : rev]),
    dispose: async () => {
      await github.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The status page with GitHub's API answered by the stand-in, signed in as `who` in this browser. */
async function openStatus(page: Page, { github }: Repository, who: Person) {
  await page.addInitScript((token) => localStorage.setItem("sveltia-cms.user", JSON.stringify({ token })), who.token);
  // The build's own editor configuration (its names for every entry), pointing at the stand-in's repository.
  await page.route("**/admin/config.json", async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, backend: { ...config.backend, repo: github.repository } } });
  });
  await page.route("https://api.github.com/**", async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${github.url}${url.pathname}${url.search}` }) });
  });
  await page.goto("/admin/status/");
}

/** The save in the list of earlier saves whose title is `title`. */
const earlier = (page: Page, title: string): Locator =>
  page.locator("#daftar").getByRole("listitem").filter({ hasText: title });

test("staff take back a published save and bring back a deleted article; a save changed later is refused", async ({
  page,
}) => {
  const repo = await repository();
  try {
    const editedFaq = repo.show("main", FAQ).toString().replace(/\?/, "? (diperbarui)");
    repo.save("Perbarui kode situs (#12)", { "README.md": "Situs daycare\n" });
    repo.save("Ubah Tanya jawab (FAQ) “faq” lewat editor", { [FAQ]: editedFaq });
    const beforePhone = repo.show("main", SITE);
    repo.save("Ubah Identitas & Kontak “site” lewat editor", {
      [SITE]: beforePhone.toString().replace(/^phone: .*$/m, "phone: +62 811-2222-3333"),
    });
    const article = repo.show("main", DELETED);
    repo.save("Hapus Artikel “2-klinik-gigi” lewat editor", { [DELETED]: null });
    repo.save("Tambah Artikel “4-menanam-sayur” lewat editor", {
      [ADDED]: "---\nid: 4\ntitle: Belajar Menanam Sayur\ndate: 2025-10-20\n---\n\nIsi\n",
    });
    repo.save("Ubah Tanya jawab (FAQ) “faq” lewat editor", { [FAQ]: editedFaq.replace("(diperbarui)", "(lagi)") });
    await openStatus(page, repo, repo.staff);
    const dialog = page.getByRole("dialog", { name: "Batalkan simpanan ini?" });
    const undoOf = (item: Locator) => item.getByRole("button", { name: "Batalkan simpanan ini" });

    await test.step("only a published save of content gets the button, at a thumb's size", async () => {
      await expect(page.locator("#terbaru")).toContainText("Sudah online");
      await expect(undoOf(page.locator("#terbaru"))).toBeVisible();
      await expect(undoOf(earlier(page, "Perbarui kode situs (#12)"))).toHaveCount(0);
      const box = (await undoOf(earlier(page, "Ubah Identitas & Kontak")).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    });

    await test.step("a save whose entry a later save changed is refused, naming it, and nothing is written", async () => {
      const head = repo.github.head();
      await undoOf(earlier(page, "Ubah Tanya jawab (FAQ)")).click();
      await expect(dialog).toContainText(
        "Tanya jawab (FAQ) sudah diubah lagi oleh simpanan yang lebih baru, jadi simpanan ini tidak bisa dibatalkan sendiri. " +
          "Batalkan dulu simpanan yang lebih baru itu, atau ubah isinya langsung di editor.",
      );
      await expect(dialog.getByRole("button", { name: "Ya, batalkan" })).toBeHidden();
      await dialog.getByRole("button", { name: "Tutup" }).click();
      await expect(dialog).toBeHidden();
      expect(repo.github.head()).toBe(head);
      expect(repo.github.requests.filter((line) => !line.startsWith("GET"))).toEqual([]);
    });

    await test.step("the phone number's save is taken back: the file as it was, in one new save", async () => {
      const head = repo.github.head()!;
      // Recorded as GitHub starts a run for a push: the undo is a save like any other.
      repo.github.onRefUpdate.push((update) => repo.published(update.after, update.message));
      await undoOf(earlier(page, "Ubah Identitas & Kontak")).click();
      await expect(dialog.getByRole("listitem")).toHaveText([
        "Identitas & Kontak kembali seperti sebelum simpanan ini.",
      ]);
      expect(await violations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Ya, batalkan" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("status")).toHaveText(
        "Pembatalan tersimpan; diperiksa lalu terbit, biasanya 1 sampai 3 menit.",
      );
      const undo = repo.github.head()!;
      expect(undo).not.toBe(head);
      expect(repo.show(undo, SITE).equals(beforePhone)).toBe(true);
      const changed = execFileSync("git", ["-C", repo.github.bare, "show", "--format=%P%n%s", "--name-only", undo], {
        encoding: "utf8",
      });
      expect(changed.trim().split("\n")).toEqual([
        head,
        "Batalkan: Ubah Identitas & Kontak “site” lewat editor",
        "",
        SITE,
      ]);
      const latest = page.locator("#terbaru");
      await expect(latest).toContainText("Batalkan: Ubah Identitas & Kontak “site” lewat editor");
      await expect(latest).toContainText("Sudah online");
    });

    await test.step("a deleted article comes back, named by its title", async () => {
      await undoOf(earlier(page, "Hapus Artikel “2-klinik-gigi”")).click();
      await expect(dialog.getByRole("listitem")).toHaveText([
        "Artikel “Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi” yang dihapus simpanan ini dikembalikan.",
      ]);
      await dialog.getByRole("button", { name: "Ya, batalkan" }).click();
      await expect(page.locator("#terbaru")).toContainText("Batalkan: Hapus Artikel “2-klinik-gigi” lewat editor");
      expect(repo.show("main", DELETED).equals(article)).toBe(true);
      expect(repo.show("main", ADDED).toString()).toContain("Belajar Menanam Sayur");
    });
  } finally {
    await repo.dispose();
  }
});

test("without the editor's sign-in in this browser, the button says to sign in first", async ({ page }) => {
  const repo = await repository();
  try {
    repo.save("Ubah Identitas & Kontak “site” lewat editor", {
      [SITE]: repo
        .show("main", SITE)
        .toString()
        .replace(/^phone: .*$/m, "phone: +62 811-2222-3333"),
    });
    await openStatus(page, repo, repo.staff);
    await expect(page.locator("#terbaru")).toContainText("Sudah online");
    // Signed out in another tab after the page loaded.
    await page.evaluate(() => localStorage.removeItem("sveltia-cms.user"));
    await page.getByRole("button", { name: "Batalkan simpanan ini" }).click();
    const dialog = page.getByRole("dialog", { name: "Batalkan simpanan ini?" });
    await expect(dialog).toContainText("buka editor dan masuk dengan akun GitHub Anda dulu");
    await expect(dialog.getByRole("link", { name: "Buka editor" })).toHaveAttribute("href", "/admin/");
    await expect(dialog.getByRole("button", { name: "Ya, batalkan" })).toBeHidden();
    expect(repo.github.requests.filter((line) => !line.startsWith("GET"))).toEqual([]);
  } finally {
    await repo.dispose();
  }
});
