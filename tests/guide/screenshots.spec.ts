import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { chromiumLaunch } from "../fixtures/chromium.ts";
import { phonePhoto } from "../fixtures/pictures.ts";
import { project, serveProject, type StartedServer } from "../fixtures/project-copy.ts";
import { publish, test as githubTest } from "../e2e/editor/github-phone.ts";
import { field, fillArticle } from "../e2e/editor/local-repository.ts";
import { github, run, save } from "../e2e/editor/status-api.ts";
import { openStatus, repository } from "../fixtures/staff-repository.ts";
import type { World } from "../github/status-world.ts";
import { SITE_HOST } from "./site-host.ts";

/** The staff guide's pictures: each step as a staff member sees it on a phone, from `npm start`. */

const out = path.resolve("docs/gambar");

let server: StartedServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mkdirSync(out, { recursive: true });
  ({ url: base, server } = await serveProject(project));
});
test.afterAll(() => server.stop());
test.use({ baseURL: async ({}, use) => use(base) });

/** Saved as WebP: a phone screenshot at twice its size stays sharp and light. `now`: a passing moment (a toast). */
async function shot(page: Page, name: string, focus?: Locator, now = false): Promise<void> {
  if (focus) await focus.scrollIntoViewIfNeeded();
  // The editor slides its panels in: the picture is taken once nothing moves. Asked again and again
  // rather than awaited: a toast's own disappearance is an animation too, and would be waited for.
  if (!now) await page.waitForLoadState("networkidle");
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((each) => each.playState === "running").length))
    .toBe(0);
  const png = await page.screenshot();
  await sharp(png)
    .webp({ quality: 80 })
    .toFile(path.join(out, `${name}.webp`));
}

/** Back to the list without saving, through the editor's own "discard?" question. */
async function leave(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Batal mengubah" }).click();
  const discard = page.getByRole("dialog").getByRole("button", { name: /Buang|Tinggalkan|OK/ });
  if (await discard.isVisible().catch(() => false)) await discard.click();
  await page.getByRole("radio", { name: "Konten" }).click();
}

test("sign-in, as the staff see it on the site's own address", async () => {
  // Not localhost, where the editor also offers the maintainer's local copy: a name of the site's
  // own, which this browser resolves to this machine and treats as secure (as HTTPS would be).
  const site = base.replace("localhost", SITE_HOST);
  const browser = await chromium.launch({
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      `--host-resolver-rules=MAP ${SITE_HOST} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=${site}`,
    ],
  });
  try {
    const page = await browser.newPage({
      baseURL: site,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      locale: "en-US",
    });
    await page.goto("/admin/");
    await expect(page.getByRole("button", { name: /^Masuk dengan .?GitHub.?$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Gunakan repositori lokal" })).toHaveCount(0);
    await shot(page, "01-masuk");
  } finally {
    await browser.close();
  }
});

githubTest("the guide's pictures, in the editor signed in to GitHub", async ({ repo }) => {
  githubTest.setTimeout(180_000);
  // As a member of staff finds it on her phone: signed in, every save a "Terbitkan".
  const page = await repo.phone(repo.aisyah);
  await expect(page.getByRole("treeitem", { name: "Artikel", exact: true })).toBeVisible();
  await shot(page, "02-daftar-isi");

  await page.getByRole("treeitem", { name: "Artikel", exact: true }).click();
  await page.getByRole("button", { name: "Buat artikel baru" }).click();
  await expect(page.getByRole("spinbutton", { name: "Nomor artikel" })).toHaveValue("4");
  await fillArticle(page, {
    title: "Belajar Menanam Sayur di Halaman",
    date: "2025-10-20",
    author: "Bunda Sari",
    category: "Kegiatan Daycare",
  });
  await shot(page, "03-artikel-baru", page.getByRole("spinbutton", { name: "Nomor artikel" }));
  const photo = field(page, "Foto utama");
  const gallery = page.waitForEvent("filechooser");
  await photo.getByRole("button", { name: "Unggah foto baru" }).click();
  await (await gallery).setFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await expect(photo.getByRole("button", { name: "Ganti foto" })).toBeVisible();
  await page.getByRole("textbox", { name: "Isi artikel" }).click();
  await page.keyboard.type("Anak-anak menanam bayam dan kangkung di pot kecil, lalu menyiramnya setiap pagi.");
  await shot(page, "04-artikel-foto", photo);
  await publish(page);
  await shot(page, "05-tersimpan", undefined, true);
  // Taken while the editor still said it.
  await expect(page.getByRole("status").filter({ hasText: "Tersimpan." }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Tersimpan" })).toHaveCount(0, { timeout: 20_000 });

  await page.getByRole("radio", { name: "Konten" }).click();
  await page.getByRole("treeitem", { name: "Identitas & Kontak" }).click();
  const phone = page.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" });
  await phone.fill("0812-9876-5432");
  await shot(page, "06-nomor-telepon", phone);
  await phone.fill("+1 415 555 0100");
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await expect(page.getByText("harus berupa nomor Indonesia")).toBeVisible();
  await shot(page, "07-pesan-salah", phone);
  await leave(page);

  await page.getByRole("treeitem", { name: "Tanya jawab (FAQ)" }).click();
  const add = page.getByRole("button", { name: /Tambah .?Pertanyaan.?$/ });
  await add.click();
  // The editor draws list items as they scroll into view: the new one sits just above the button.
  await add.scrollIntoViewIfNeeded();
  const question = page.getByRole("textbox", { name: "Pertanyaan" }).last();
  const answer = page.getByRole("textbox", { name: "Jawaban" }).last();
  await expect(question).toHaveValue("");
  await expect(answer).toHaveValue("");
  await question.fill("Apakah anak boleh membawa bekal dari rumah?");
  await answer.fill("Boleh, Bunda. Bekal diberi nama anak, dan kami simpan di lemari pendingin.");
  await expect(question).toHaveValue("Apakah anak boleh membawa bekal dari rumah?");
  await shot(page, "08-faq-tambah", question);
  await leave(page);

  await page.getByRole("treeitem", { name: "Galeri" }).click();
  const photos = field(page, "Foto")
    .filter({ has: page.getByRole("button", { name: "Ganti foto" }) })
    .filter({ hasNot: page.getByRole("button", { name: "Ciutkan semua" }) });
  await shot(page, "09-galeri-ganti", photos.nth(1));
  await photos.nth(1).getByRole("button", { name: "Ganti foto" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await shot(page, "09b-pilih-foto");
});

const ARTICLE = "src/content/blog/4-belajar-menanam-sayur-di-halaman.md";

/**
 * Three saves, the newest numbered `newest`: the phone number, before it an article with its photo,
 * before that an FAQ answer. What each changed: the page names it from that, as the editor names things.
 */
const threeSaves = (newest: number): Pick<World, "saves" | "files" | "contents"> => ({
  saves: [save(newest), save(newest - 1), save(newest - 2)],
  files: {
    [newest]: [{ filename: "src/content/data/site.yaml", status: "modified" }],
    [newest - 1]: [
      { filename: ARTICLE, status: "added" },
      { filename: "src/content/images/blog/menanam.webp", status: "added" },
    ],
    [newest - 2]: [{ filename: "src/content/data/faq.yaml", status: "modified" }],
  },
  contents: { [ARTICLE]: "---\nid: 4\ntitle: Belajar Menanam Sayur di Halaman\n---\n" },
});

test("the status page's pictures", async ({ page }) => {
  await github(page, () => ({
    ...threeSaves(12),
    live: { save: 12, run: 22 },
    publications: [run(22, 13), run(21, 11, { conclusion: "cancelled" }), run(20, 10)],
  }));
  await page.goto("/admin/status/");
  await expect(page.locator("#terbaru")).toContainText("Sudah online");
  await shot(page, "10-status-online");

  // The usual "not yet": the article's photo arrived cut off, so the publication kept the article
  // back; Bu Sari's later change of the phone number went online all the same.
  await page.unrouteAll();
  await github(page, () => ({
    ...threeSaves(13),
    live: { save: 13, run: 23 },
    publications: [run(23, 14), run(22, 12)],
    heldBack: [
      {
        file: ARTICLE,
        saves: [12],
        shown: null,
        problems: [
          {
            field: "Foto utama",
            message:
              "menyebut gambar blog/menanam.webp yang terpotong: bagian bawahnya kosong (tembus pandang, 48% dari gambar), seperti foto yang unggahannya terputus: unggah ulang foto aslinya",
          },
        ],
      },
    ],
  }));
  await page.getByRole("button", { name: "Muat ulang" }).click();
  const kept = page.locator("#daftar > li").filter({ hasText: "Belajar Menanam Sayur di Halaman" });
  await expect(kept).toContainText("Belum terbit: perlu diperbaiki");
  await expect(page.locator("#terbaru")).toHaveAttribute("aria-busy", "false");
  // An earlier save is one line until tapped: opened, as a member of staff opens it to read why.
  await kept.locator("summary").click();
  await expect(kept.getByRole("link", { name: "Perbaiki di editor" })).toBeVisible();
  await shot(page, "11-status-belum-terbit", kept);
});

test("taking back a save: the question before anything is written", async ({ page }) => {
  const repo = await repository();
  try {
    const site = repo.show("main", "src/content/data/site.yaml").toString();
    repo.save("Ubah Identitas & Kontak lewat editor", {
      "src/content/data/site.yaml": site.replace(/^phone: .*$/m, "phone: +62 811-2222-3333"),
    });
    repo.save("Hapus Artikel “Seru Belajar Merawat Gigi” lewat editor", { "src/content/blog/2-klinik-gigi.md": null });
    await openStatus(page, repo, repo.staff);
    await page.locator("#terbaru").getByRole("button", { name: "Batalkan simpanan ini" }).click();
    const dialog = page.getByRole("dialog", { name: "Batalkan simpanan ini?" });
    await expect(dialog.getByRole("button", { name: "Ya, batalkan" })).toBeVisible();
    await shot(page, "12-batalkan");
  } finally {
    await repo.dispose();
  }
});
