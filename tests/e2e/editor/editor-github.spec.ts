import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { linkingArticles } from "../../../src/lib/content/articles/article-backlinks.ts";
import { readArticles } from "../../../src/lib/content/articles/articles.ts";
import { renderArticle } from "../../../src/lib/content/articles/markdown.ts";
import { cameraPhoto, phonePhoto } from "../../fixtures/pictures.ts";
import { expect, expectIndonesian, picture, publish, type Repository, test } from "./github-phone.ts";
import { field } from "./local-repository.ts";

/**
 * One member of staff on her phone (set to English) in the editor signed in
 * to GitHub (./github-phone.ts), through what staff tripped over in the editor
 * (docs/decisions/023-what-staff-trip-over.md): article numbers within one
 * sitting, the words and controls of the form.
 */

test.skip(({ isMobile }) => !isMobile, "a journey of the staff's phone");
test.setTimeout(120_000);

const articleFiles = (repo: Repository) =>
  execFileSync("git", ["-C", repo.github.bare, "ls-tree", "-r", "--name-only", "main", "src/content/blog/"], {
    encoding: "utf8",
  }).split("\n");

/** The newest save's title on GitHub, which names its entry as the editor does (admin/commit-titles.ts). */
const newestTitle = (repo: Repository) =>
  execFileSync("git", ["-C", repo.github.bare, "log", "-1", "--format=%s", "main"], { encoding: "utf8" }).trim();

/**
 * The articles linking to each, as the build would find them if articles 1 and 3 linked to article 2:
 * the example content has no link between articles, and the public pages' tests read it as it is.
 */
async function linkingToTheSecond(): Promise<Record<string, string[]>> {
  const linking = readArticles().articles.map((article) =>
    article.id === 2
      ? article
      : { ...article, body: `${article.body}\n\nBaca juga [kunjungan ke klinik gigi](/blog/2).` },
  );
  return linkingArticles(linking, "https://daycarecisauk.id", (article) => renderArticle(article.body));
}

/** Fills what a new article needs, its number left as the editor offers it. */
async function fillArticle(page: Page, title: string): Promise<void> {
  await page.getByRole("textbox", { name: "Judul" }).fill(title);
  await page.getByRole("textbox", { name: "Tanggal" }).fill("2025-10-20");
  await page.getByRole("textbox", { name: "Nama penulis" }).fill("Bunda Sari");
  // The category is a choice of the staff's Daftar kategori, never free text.
  const category = page.getByRole("combobox", { name: "Kategori" });
  await expect(field(page, "Kategori").getByRole("textbox")).toHaveCount(0);
  await category.click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText([
    "Aktivitas",
    "Gizi & Menu",
    "Kegiatan Daycare",
    "Kesehatan Anak",
    "Parenting Islami",
    "Pengumuman",
    "Tumbuh Kembang",
  ]);
  await page.getByRole("option", { name: "Kegiatan Daycare", exact: true }).click();
  await expect(category).toHaveText("Kegiatan Daycare");
  // A new photo in one tap: the phone's gallery opens, and the photo is in the field.
  const photo = field(page, "Foto utama");
  const gallery = page.waitForEvent("filechooser");
  await photo.getByRole("button", { name: "Unggah foto baru" }).click();
  await (await gallery).setFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: await phonePhoto(800, 600) });
  await expect(photo.getByRole("button", { name: "Ganti foto" })).toBeVisible();
  await page.getByRole("textbox", { name: "Isi artikel" }).click();
  await page.keyboard.type("Anak-anak menanam bayam di pot kecil.");
}

/** At least 44 px each way: what a finger can tap. */
async function expectTappable(control: Locator, what: string): Promise<void> {
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(Math.min(box!.width, box!.height), `${what}: ${box!.width}×${box!.height} px`).toBeGreaterThanOrEqual(44);
}

test("two new articles in one sitting get 4 and 5; the form's words, photo and controls are for the staff", async ({
  repo,
}) => {
  // A photo as a phone's camera takes it, over a megabyte, saved before: the list of photos shows it.
  const camera = await cameraPhoto(3000, 2250);
  expect(camera.length).toBeGreaterThan(1024 * 1024);
  repo.commit({ "src/content/images/blog/kegiatan-ponsel.jpg": camera }, "Foto kegiatan dari ponsel");
  const page = await repo.phone(repo.aisyah, await linkingToTheSecond());
  await page.getByRole("treeitem", { name: "Artikel" }).click();
  const number = page.getByRole("spinbutton", { name: "Nomor artikel" });

  // Article 2: its hint must not say another article's address (it said /blog/4).
  const second = page.getByRole("row", { name: /Seru Belajar Merawat Gigi/ });
  // Dates day first in the list too.
  await expect(second).toContainText("(19/09/2025)");
  await second.click();
  await expect(number).toHaveValue("2");
  await expect(page.getByText(/Nomor unik yang menjadi alamat artikel/)).toBeVisible();
  await expect(page.getByText(/\/blog\/\d/)).toHaveCount(0);
  // Its photo is shown as a photo, not as a file's path.
  await expect(field(page, "Foto utama").getByText("/blog/klinik-gigi.svg")).toBeHidden();
  // Its date day first, though this phone is set to English (MM/DD/YYYY).
  await expect(field(page, "Tanggal").getByText("19/09/2025")).toBeVisible();
  await expectTappable(field(page, "Judul").getByRole("button", { name: "Tampilkan opsi isian" }), "a field's ⋮");
  await expectTappable(page.getByRole("button", { name: "Naikkan" }), "the number's arrow up");
  await expectTappable(page.getByRole("button", { name: "Turunkan" }), "the number's arrow down");
  // Deleting names what it does to the site, with a red button.
  await page.getByRole("button", { name: "Tampilkan opsi editor" }).click();
  await expect(page.getByRole("menuitem", { name: "Alamat halaman" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Hapus artikel" }).click();
  const deleting = page.getByRole("alertdialog", { name: "Hapus artikel" });
  await expect(deleting).toContainText("“Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi”");
  await expect(deleting).toContainText("tidak online lagi");
  // The articles whose links lose their target, named while their texts can still be fixed.
  const linked = deleting.getByText("Artikel ini ditautkan dari:");
  await expect(linked).toBeVisible();
  await expect(linked).toHaveText(
    "Artikel ini ditautkan dari: “Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh Kembang Si Kecil”, “Hari Ceria Bersama Kakak-Kakak Mahasiswa”. Tautan di sana akan tampil sebagai teks biasa sampai diperbaiki.",
  );
  // On the phone it wraps inside the dialog, which stays within the screen.
  const [line, dialog] = [await linked.boundingBox(), await deleting.boundingBox()];
  expect(dialog!.x).toBeGreaterThanOrEqual(0);
  expect(dialog!.x + dialog!.width).toBeLessThanOrEqual(390);
  expect(line!.x + line!.width).toBeLessThanOrEqual(dialog!.x + dialog!.width);
  const rows = await linked.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    return new Set([...text.getClientRects()].map((box) => Math.round(box.top))).size;
  });
  expect(rows).toBeGreaterThan(1);
  expect(
    await deleting
      .getByRole("button", { name: "Hapus" })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
  ).toBe("rgb(179, 38, 30)");
  await picture(page, "delete-question");
  await deleting.getByRole("button", { name: "Batal" }).click();
  await page.getByRole("button", { name: "Batal mengubah" }).click();
  // An article no other article links to: its title, and no such line.
  await page.getByRole("row", { name: /Hari Ceria Bersama Kakak-Kakak Mahasiswa/ }).click();
  await page.getByRole("button", { name: "Tampilkan opsi editor" }).click();
  await page.getByRole("menuitem", { name: "Hapus artikel" }).click();
  await expect(deleting).toContainText("“Hari Ceria Bersama Kakak-Kakak Mahasiswa”");
  await expect(deleting.getByText("ditautkan dari")).toHaveCount(0);
  await deleting.getByRole("button", { name: "Batal" }).click();
  await page.getByRole("button", { name: "Batal mengubah" }).click();

  await page.getByRole("button", { name: "Buat artikel baru" }).click();
  await expect(number).toHaveValue("4");
  // Choosing a photo, in the staff's words.
  const choose = field(page, "Foto utama").getByRole("button", { name: "Pilih foto" });
  await expectTappable(choose, "Pilih foto");
  await expectTappable(field(page, "Foto utama").getByRole("button", { name: "Unggah foto baru" }), "Unggah foto baru");
  await picture(field(page, "Foto utama"), "photo-field");
  await choose.click();
  const photos = page.getByRole("dialog", { name: "Pilih foto" });
  await expect(photos.getByRole("button", { name: "Pakai foto ini" })).toBeVisible();
  await expect(photos.getByRole("combobox", { name: "Lokasi" })).not.toHaveText(/Berkas/);
  // Its thumbnail is drawn: the photo's bytes reached the phone whole.
  const thumbnail = photos.getByRole("img", { name: /kegiatan-ponsel/ });
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expectIndonesian(page, "choosing a photo");
  await picture(page, "choose-photo");
  await photos.getByRole("button", { name: "Batal" }).click();
  await fillArticle(page, "Menanam Sayur");
  await publish(page);
  await expect.poll(() => articleFiles(repo)).toContain("src/content/blog/4-menanam-sayur.md");
  expect(newestTitle(repo)).toMatch(/^Tambah Artikel “Menanam Sayur” lewat editor( \+\d+)?$/);

  // The second new article of the sitting: the number after the one just saved.
  await page.getByRole("button", { name: "Buat artikel baru" }).click();
  await expect(number).toHaveValue("5");
  await expectIndonesian(page, "a second new article");
  await picture(page, "second-new-article");
  // The editor's own date field still works inside the day-first one: Hari ini fills today, day first.
  const date = field(page, "Tanggal");
  await expect(date.getByText("hh/bb/tttt")).toBeVisible();
  await date.getByRole("button", { name: "Hari ini" }).click();
  const today = await page.evaluate(() => {
    const now = new Date();
    const two = (value: number) => String(value).padStart(2, "0");
    return `${two(now.getDate())}/${two(now.getMonth() + 1)}/${now.getFullYear()}`;
  });
  await expect(date.getByText(today)).toBeVisible();
  await fillArticle(page, "Menyiram Sayur");
  // Saved without publishing: the editor must not say it goes online.
  await page.getByRole("button", { name: "Opsi lainnya" }).click();
  await page.getByRole("menuitem", { name: "Simpan tanpa menerbitkan" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Tersimpan, belum diterbitkan" }).first();
  await expect(saved).toBeVisible({ timeout: 20_000 });
  // Where the toast sits, read at once: it leaves after five seconds, and on a busy machine the list
  // behind it can take longer than that to settle. Its place is fixed, whatever the list does.
  const toast = await saved.boundingBox();
  expect(toast, "the toast is shown").not.toBeNull();
  // And a tap on it goes through to what is under it.
  expect(await saved.evaluate((status) => getComputedStyle(status.closest(".toast") ?? status).pointerEvents)).toBe(
    "none",
  );
  await expect(saved).not.toContainText("online");
  await picture(page, "saved-without-publishing");
  // The next article's button is clear of the toast, and is what a tap at its middle reaches.
  const next = page.getByRole("button", { name: "Buat artikel baru" });
  await expect
    .poll(async () => {
      const button = await next.boundingBox();
      if (!button) return "the button is not shown";
      const apart = toast!.y + toast!.height <= button.y || button.y + button.height <= toast!.y;
      const center = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
      const tapped = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.ariaLabel,
        center,
      );
      return apart && tapped === "Buat artikel baru" ? "free" : JSON.stringify({ toast, button, tapped });
    })
    .toBe("free");
  await expect.poll(() => articleFiles(repo)).toContain("src/content/blog/5-menyiram-sayur.md");
  expect(newestTitle(repo)).toMatch(/^\[skip ci\] Tambah Artikel “Menyiram Sayur” lewat editor( \+\d+)?$/);
});
