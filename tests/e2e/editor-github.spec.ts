import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { phonePhoto } from "../fixtures/pictures.ts";
import { expect, expectIndonesian, picture, publish, type Repository, test } from "./github-phone.ts";
import { field } from "./local-repository.ts";

/**
 * One member of staff on her phone (set to English) in the editor signed in
 * to GitHub (./github-phone.ts), through what issue 39 found in the editor:
 * article numbers within one sitting, the words and controls of the form.
 */

test.skip(({ isMobile }) => !isMobile, "a journey of the staff's phone");
test.setTimeout(120_000);

const articleFiles = (repo: Repository) =>
  execFileSync("git", ["-C", repo.github.bare, "ls-tree", "-r", "--name-only", "main", "src/content/blog/"], {
    encoding: "utf8",
  }).split("\n");

/** Fills what a new article needs, its number left as the editor offers it. */
async function fillArticle(page: Page, title: string): Promise<void> {
  await page.getByRole("textbox", { name: "Judul" }).fill(title);
  await page.getByRole("textbox", { name: "Tanggal" }).fill("2025-10-20");
  await page.getByRole("textbox", { name: "Nama penulis" }).fill("Bunda Sari");
  await page.getByRole("textbox", { name: "Kategori" }).fill("Kegiatan Daycare");
  const photo = field(page, "Foto utama");
  await photo
    .locator("input[type=file]")
    .first()
    .setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: await phonePhoto(800, 600) });
  await expect(photo.getByRole("button", { name: "Ganti foto" })).toBeVisible();
  await page.getByRole("textbox", { name: "Isi artikel" }).click();
  await page.keyboard.type("Anak-anak menanam bayam di pot kecil.");
}

test("two new articles in one sitting get 4 and 5; an existing article's number names no other address", async ({
  repo,
}) => {
  const page = await repo.phone(repo.aisyah);
  await page.getByRole("treeitem", { name: "Artikel" }).click();
  const number = page.getByRole("spinbutton", { name: "Nomor artikel" });

  // Article 2: its hint must not say another article's address (it said /blog/4).
  await page.getByRole("row", { name: /Seru Belajar Merawat Gigi/ }).click();
  await expect(number).toHaveValue("2");
  await expect(page.getByText(/Nomor unik yang menjadi alamat artikel/)).toBeVisible();
  await expect(page.getByText(/\/blog\/\d/)).toHaveCount(0);
  await page.getByRole("button", { name: "Batal mengubah" }).click();

  await page.getByRole("button", { name: "Buat entri baru" }).click();
  await expect(number).toHaveValue("4");
  await fillArticle(page, "Menanam Sayur");
  await publish(page);
  await expect.poll(() => articleFiles(repo)).toContain("src/content/blog/4-menanam-sayur.md");

  // The second new article of the sitting: the number after the one just saved.
  await page.getByRole("button", { name: "Buat entri baru" }).click();
  await expect(number).toHaveValue("5");
  await expectIndonesian(page, "a second new article");
  await picture(page, "second-new-article");
  await fillArticle(page, "Menyiram Sayur");
  await publish(page);
  await expect.poll(() => articleFiles(repo)).toContain("src/content/blog/5-menyiram-sayur.md");
});
