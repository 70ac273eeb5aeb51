import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import { openStatus, repository } from "../../fixtures/staff-repository.ts";
import { violations } from "../a11y.ts";
import { englishOnScreen } from "./english.ts";
import { expect, test } from "../fixtures.ts";

/**
 * Undoing a save that is online from /admin/status/ (docs/panduan-konten.md,
 * "Membatalkan simpanan"), on a phone, against the rehearsal's GitHub
 * (tests/github/stand-in.ts): the content repository (the editor's backend)
 * holding the project's content, the staff's saves as commits on its main,
 * and the Git Data API the page writes the undo through; the code
 * repository's publications, and the site naming the save it serves
 * (tests/fixtures/staff-repository.ts).
 */

const SITE = "src/content/data/site.yaml";
const FAQ = "src/content/data/faq.yaml";
const DELETED = "src/content/blog/2-klinik-gigi.md";
const ADDED = "src/content/blog/4-menanam-sayur.md";

test.skip(({ isMobile }) => !isMobile, "a journey of the staff's phone");

/** The save in the list of earlier saves whose title is `title`, opened: until tapped, it is one line. */
async function earlier(page: Page, title: string): Promise<Locator> {
  const save = page.locator("#daftar").getByRole("listitem").filter({ hasText: title });
  if (!(await save.locator("details").evaluate((details) => (details as HTMLDetailsElement).open)))
    await save.locator("summary").click();
  return save;
}

test("staff take back a save that is online and bring back a deleted article; a save changed later is refused", async ({
  page,
}) => {
  const repo = await repository();
  try {
    const editedFaq = repo.show("main", FAQ).toString().replace(/\?/, "? (diperbarui)");
    repo.save("Perbarui keterangan repositori", { "README.md": "Konten situs Daycare Cisauk\n" });
    repo.save("Ubah Tanya jawab (FAQ) lewat editor", { [FAQ]: editedFaq });
    const beforePhone = repo.show("main", SITE);
    repo.save("Ubah Identitas & Kontak lewat editor", {
      [SITE]: beforePhone.toString().replace(/^phone: .*$/m, "phone: +62 811-2222-3333"),
    });
    const article = repo.show("main", DELETED);
    repo.save("Hapus Artikel “Seru Belajar Merawat Gigi” lewat editor", { [DELETED]: null });
    repo.save("Tambah Artikel “Belajar Menanam Sayur” lewat editor", {
      [ADDED]: "---\nid: 4\ntitle: Belajar Menanam Sayur\ndate: 2025-10-20\n---\n\nIsi\n",
    });
    repo.save("Ubah Tanya jawab (FAQ) lewat editor", { [FAQ]: editedFaq.replace("(diperbarui)", "(lagi)") });
    await openStatus(page, repo, repo.staff);
    const dialog = page.getByRole("dialog", { name: "Batalkan simpanan ini?" });
    const undoOf = (item: Locator) => item.getByRole("button", { name: "Batalkan simpanan ini" });

    await test.step("only a save of content that is online gets the button, at a thumb's size", async () => {
      await expect(page.locator("#terbaru")).toContainText("Sudah online");
      await expect(page.locator("#terbaru")).toContainText("Tanya jawab (FAQ) diubah oleh Bu Aisyah");
      await expect(undoOf(page.locator("#terbaru"))).toBeVisible();
      await expect(await earlier(page, "Perbarui keterangan repositori")).toContainText("Sudah online");
      // Named from what each save changed, as the editor names it; an article by its title, with its page.
      const added = await earlier(page, "Artikel “Belajar Menanam Sayur” ditambahkan oleh Bu Aisyah");
      await expect(added.getByRole("link", { name: "Lihat di situs" })).toHaveAttribute("href", "/blog/4");
      await expect(page.locator("main")).not.toContainText("lewat editor");
      await expect(undoOf(await earlier(page, "Perbarui keterangan repositori"))).toHaveCount(0);
      const box = (await undoOf(await earlier(page, "Identitas & Kontak diubah")).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    });

    await test.step("a save whose entry a later save changed is refused, naming it, and nothing is written", async () => {
      const head = repo.github.head();
      await undoOf(await earlier(page, "Tanya jawab (FAQ) diubah")).click();
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
      // Published as a push to the content's main is: the undo is a save like any other.
      repo.github.onRefUpdate.push((update) => repo.published(update.after, update.message));
      await undoOf(await earlier(page, "Identitas & Kontak diubah")).click();
      await expect(dialog).toContainText("Identitas & Kontak diubah oleh Bu Aisyah");
      await expect(dialog.getByRole("listitem")).toHaveText([
        "Identitas & Kontak kembali seperti sebelum simpanan ini.",
      ]);
      expect(await violations(page)).toEqual([]);
      expect(await englishOnScreen(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Ya, batalkan" }).click();
      await expect(dialog).toBeHidden();
      const notice = page.getByRole("status");
      await expect(notice).toContainText("Pembatalan tersimpan; diperiksa lalu terbit, biasanya 1 sampai 3 menit.");
      // An editor left open still shows the undone text: saving from it would bring the mistake back.
      await expect(notice).toContainText(
        "tutup semua tab editor yang masih terbuka (juga di ponsel atau komputer lain), lalu buka editor lagi",
      );
      await expect(notice).toContainText("jika disimpan dari sana, kesalahannya kembali.");
      await expect(notice).toBeFocused();
      const undo = repo.github.head()!;
      expect(undo).not.toBe(head);
      expect(repo.show(undo, SITE).equals(beforePhone)).toBe(true);
      const changed = execFileSync("git", ["-C", repo.github.bare, "show", "--format=%P%n%s", "--name-only", undo], {
        encoding: "utf8",
      });
      expect(changed.trim().split("\n")).toEqual([head, "Batalkan: Ubah Identitas & Kontak lewat editor", "", SITE]);
      const latest = page.locator("#terbaru");
      await expect(latest).toContainText(
        "Pembatalan: Identitas & Kontak dikembalikan seperti sebelumnya oleh Bu Aisyah",
      );
      await expect(latest).toContainText("Sudah online");
    });

    await test.step("a deleted article comes back, named by its title", async () => {
      await undoOf(
        await earlier(page, "Artikel “Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi” dihapus"),
      ).click();
      await expect(dialog.getByRole("listitem")).toHaveText([
        "Artikel “Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi” yang dihapus simpanan ini dikembalikan.",
      ]);
      await dialog.getByRole("button", { name: "Ya, batalkan" }).click();
      await expect(page.locator("#terbaru")).toContainText(
        "Pembatalan: Artikel “Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi” dikembalikan",
      );
      await expect(page.locator("#terbaru").getByRole("link", { name: "Lihat di situs" })).toHaveAttribute(
        "href",
        "/blog/2",
      );
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
    repo.save("Ubah Identitas & Kontak lewat editor", {
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

test("a save not online yet offers no undo; the one the site serves does", async ({ page }) => {
  const repo = await repository();
  try {
    const site = repo.show("main", SITE).toString();
    repo.save("Ubah Identitas & Kontak lewat editor", {
      [SITE]: site.replace(/^phone: .*$/m, "phone: +62 811-2222-3333"),
    });
    repo.save("Ubah Tanya jawab (FAQ) lewat editor", { [FAQ]: `${repo.show("main", FAQ)}\n` }, false);
    await openStatus(page, repo, repo.staff);
    const latest = page.locator("#terbaru");
    await expect(latest).toContainText("Menunggu giliran");
    await expect(latest.getByRole("button", { name: "Batalkan simpanan ini" })).toHaveCount(0);
    const online = await earlier(page, "Identitas & Kontak diubah");
    await expect(online).toContainText("Sudah online");
    await expect(online.getByRole("button", { name: "Batalkan simpanan ini" })).toBeVisible();
  } finally {
    await repo.dispose();
  }
});

test("a save the publication refused can be taken back from the page: the deleted article another links to comes back", async ({
  page,
}) => {
  const repo = await repository();
  try {
    const article = repo.show("main", DELETED);
    const message = "Hapus Artikel “Seru Belajar Merawat Gigi” lewat editor";
    const deletion = repo.save(message, { [DELETED]: null }, false);
    // What the content check says of an article linking to the deleted one: every later save fails the same way.
    repo.published(deletion, message, {
      path: "src/content/blog/1-posyandu.md",
      start_line: 12,
      end_line: 12,
      annotation_level: "failure",
      title: "Konten belum benar",
      message: "Artikel “Kunjungan Rutin ke Posyandu” › Isi artikel: tautan /blog/2 menuju artikel yang tidak ada.",
    });
    repo.github.onRefUpdate.push((update) => repo.published(update.after, update.message));
    await openStatus(page, repo, repo.staff);
    const latest = page.locator("#terbaru");
    await expect(latest).toContainText("Belum terbit");
    await expect(latest).toContainText("tautan /blog/2 menuju artikel yang tidak ada");
    await latest.getByRole("button", { name: "Batalkan simpanan ini" }).click();
    const dialog = page.getByRole("dialog", { name: "Batalkan simpanan ini?" });
    await expect(dialog.getByRole("listitem")).toHaveText([
      "Artikel “Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi” yang dihapus simpanan ini dikembalikan.",
    ]);
    await dialog.getByRole("button", { name: "Ya, batalkan" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toContainText("Pembatalan tersimpan");
    expect(repo.show("main", DELETED).equals(article)).toBe(true);
    await expect(latest).toContainText("Sudah online");
  } finally {
    await repo.dispose();
  }
});
