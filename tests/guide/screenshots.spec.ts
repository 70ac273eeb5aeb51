import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { phonePhoto } from "../fixtures/pictures.ts";
import { project, serveProject, type StartedServer } from "../fixtures/project-copy.ts";
import { field, fillArticle, openEditor, repositoryFiles } from "../e2e/local-repository.ts";
import { github, run } from "../e2e/status-api.ts";

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

/** Saved as WebP: a phone screenshot at twice its size stays sharp and light. */
async function shot(page: Page, name: string, focus?: Locator): Promise<void> {
  if (focus) await focus.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  // The editor slides its panels in: the picture is taken once they stand still.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const png = await page.screenshot();
  await sharp(png)
    .webp({ quality: 80 })
    .toFile(path.join(out, `${name}.webp`));
}

/** Back to the list without saving, through the editor's own "discard?" question. */
async function leave(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Cancel Editing" }).click();
  const discard = page.getByRole("dialog").getByRole("button", { name: /Discard|Leave|OK/ });
  if (await discard.isVisible().catch(() => false)) await discard.click();
  await page.getByRole("radio", { name: "Contents" }).click();
}

test("the guide's pictures", async ({ page }) => {
  test.setTimeout(90_000);
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ contentType: "application/json", body: '{"status":{"indicator":"none"}}' }),
  );
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
  await shot(page, "01-masuk");

  await openEditor(page, repositoryFiles());
  await shot(page, "02-daftar-isi");

  await page.getByRole("treeitem", { name: "Artikel" }).click();
  await page.getByRole("button", { name: "Create New Entry" }).click();
  await fillArticle(page, {
    title: "Belajar Menanam Sayur di Halaman",
    date: "2025-10-20",
    author: "Bunda Sari",
    category: "Kegiatan Daycare",
  });
  await shot(page, "03-artikel-baru", page.getByRole("spinbutton", { name: "Nomor artikel" }));
  const photo = field(page, "Foto utama");
  await photo
    .locator("input[type=file]")
    .first()
    .setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await expect(photo.getByRole("button", { name: "Replace Image" })).toBeVisible();
  await page.getByRole("textbox", { name: "Isi artikel" }).click();
  await page.keyboard.type("Anak-anak menanam bayam dan kangkung di pot kecil, lalu menyiramnya setiap pagi.");
  await shot(page, "04-artikel-foto", photo);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" }).first()).toBeVisible();
  await shot(page, "05-tersimpan");
  await expect(page.getByRole("status").filter({ hasText: "Entry saved" })).toHaveCount(0, { timeout: 20_000 });

  await page.getByRole("radio", { name: "Contents" }).click();
  await page.getByRole("treeitem", { name: "Identitas & Kontak" }).click();
  const phone = page.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" });
  await phone.fill("0812-9876-5432");
  await shot(page, "06-nomor-telepon", phone);
  await phone.fill("+1 415 555 0100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("harus berupa nomor Indonesia")).toBeVisible();
  await shot(page, "07-pesan-salah", phone);
  await leave(page);

  await page.getByRole("treeitem", { name: "Tanya jawab (FAQ)" }).click();
  const add = page.getByRole("button", { name: /Add .?Pertanyaan.?$/ });
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
    .filter({ has: page.getByRole("button", { name: "Replace Image" }) })
    .filter({ hasNot: page.getByRole("button", { name: "Collapse All" }) });
  await shot(page, "09-galeri-ganti", photos.nth(1));
});

test("the status page's pictures", async ({ page }) => {
  await github(page, () => [
    run(12, { display_title: "Ubah Identitas & Kontak “site” lewat editor" }),
    run(11, { display_title: "Tambah Artikel “4-belajar-menanam-sayur” lewat editor", conclusion: "cancelled" }),
    run(10, { display_title: "Ubah Tanya jawab (FAQ) “faq” lewat editor", updated_at: "2026-11-24T02:30:00Z" }),
  ]);
  await page.goto("/admin/status/");
  await expect(page.locator("#terbaru")).toContainText("Sudah online");
  await shot(page, "10-status-online");

  await page.unrouteAll();
  await github(
    page,
    () => [run(13, { display_title: "Ubah Identitas & Kontak “site” lewat editor", conclusion: "failure" })],
    {
      13: [
        {
          path: "src/content/data/site.yaml",
          start_line: 6,
          message: "'phone' harus berupa nomor Indonesia yang diawali +62 atau 0, contoh: +62 812-3456-7890",
          annotation_level: "failure",
        },
      ],
    },
  );
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await expect(page.locator("#terbaru")).toContainText("Yang perlu diperbaiki");
  await shot(page, "11-status-belum-terbit");
});
