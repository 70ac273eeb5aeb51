import type { Locator, Page } from "@playwright/test";
import { violations } from "../a11y.ts";
import { annotation, CODE, CONTENT, github, run, save, trigger, undo, type World } from "./status-api.ts";
import { expect as expectAnswer, test } from "../fixtures.ts";

/**
 * Every answer the page waits for comes from the stand-in through the test's routes: on two cores
 * npm test keeps busy, a page of five saves took over Playwright's 5 s to show them.
 */
const expect = expectAnswer.configure({ timeout: 15_000 });

/**
 * /admin/status/: where a member of staff sees what became of each save
 * (docs/panduan-konten.md, "Melihat hasilnya"). The saves are the content
 * repository's commits; the site's terbitan.json says which one it serves;
 * the code repository's publication runs and the content repository's
 * trigger runs say what became of the others. Answered by the project's
 * GitHub stand-in holding each journey's world (./status-api.ts).
 */

const latest = (page: Page) => page.locator("#terbaru");
/** The earlier saves, not the reasons listed under one. */
const older = (page: Page) => page.locator("#daftar > li");
/** An earlier save is one line until tapped: its time, its links and its button are under it. */
const opened = async (save: Locator) => {
  await save.locator("summary").click();
  return save;
};
/** Said when the account signed in to the editor can change the site's code (the maintainer's). */
const maintainerNotice = (page: Page) => page.getByRole("status").filter({ hasText: "akun pengelola teknis" });
const PHONE_REASON =
  "Identitas & Kontak › Nomor WhatsApp dan telepon: harus berupa nomor Indonesia yang diawali +62 atau 0, contoh: +62 812-3456-7890";

test("the save the site serves is online since its publication, and so are the saves before it", async ({ page }) => {
  await github(page, () => ({
    // Save 2 and, before it, the repository's first commit.
    saves: [save(3, "Ubah Identitas & Kontak lewat editor"), save(2)],
    live: { save: 3, run: 12 },
    publications: [run(12, 4, { updated_at: "2026-11-25T07:09:30Z" }), run(11, 2, { conclusion: "failure" })],
  }));
  // What the signed-in account may do in the site's repository: a member of staff only reads it.
  const access = page.waitForResponse(`https://api.github.com/repos/${CODE}`);
  await page.goto("/admin/status/");
  await expect(page.getByRole("heading", { level: 1, name: "Status terbit" })).toBeVisible();
  await expect(latest(page)).toHaveAttribute("aria-busy", "false");
  const card = latest(page).locator(".kartu");
  await expect(card).toContainText("Sudah online");
  await expect(card).toContainText("Identitas & Kontak diubah oleh Bu Aisyah");
  await expect(card).toContainText("Disimpan Rabu, 25 November 2026 pukul 14.03 WIB");
  await expect(card.getByRole("link", { name: "Lihat di situs" })).toHaveAttribute("href", "/kontak");
  await expect(card).toContainText("Online sejak Rabu, 25 November 2026 pukul 14.09 WIB.");
  // A save of content that is online can be taken back (tests/e2e/editor/undo.spec.ts).
  await expect(card.getByRole("button", { name: "Batalkan simpanan ini" })).toBeVisible();
  await expect(older(page)).toHaveCount(2);
  // A failed run before the save the site serves changes nothing: what is online is what the site says.
  for (const item of await older(page).all()) {
    await expect(item).toContainText("Sudah online");
    await expect(item).not.toContainText("sejak");
  }
  // The way back to the editor is the page's first link, above its heading, a thumb's size.
  const back = page.getByRole("link", { name: "Kembali ke editor" }).first();
  const box = (await back.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual((await page.getByRole("heading", { level: 1 }).boundingBox())!.y);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await expect(back).toHaveAttribute("href", "/admin/");
  expect(((await (await access).json()) as { permissions: object }).permissions).toMatchObject({ push: false });
  await expect(maintainerNotice(page)).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

/** The editor's sign-in as Sveltia keeps it in the browser, for the account of `token`. */
const signedInAs = (page: Page, token: string) =>
  page.addInitScript((each) => localStorage.setItem("sveltia-cms.user", JSON.stringify({ token: each })), token);

test("signed in to the editor with the maintainer's own account, it says so at the top, and shows the saves as ever", async ({
  page,
}) => {
  const { maintainer } = await github(
    page,
    () => ({ saves: [save(2), save(1)], live: { save: 2, run: 20 }, publications: [run(20, 2)] }),
    false,
  );
  await signedInAs(page, maintainer.token);
  await page.goto("/admin/status/");
  await expect(maintainerNotice(page)).toHaveText(
    "Akun yang masuk ke editor ini adalah akun pengelola teknis (bisa mengubah kode situs). " +
      "Untuk mengedit konten, buka editor, keluar, lalu masuk dengan akun staf: " +
      "selama akun ini masuk, kunci aksesnya tersimpan di browser ini.",
  );
  await expect(latest(page)).toContainText("Sudah online");
  await expect(latest(page).getByRole("button", { name: "Batalkan simpanan ini" })).toBeVisible();
  // Near the top: under the page's heading and introduction, above the saves.
  const notice = (await maintainerNotice(page).boundingBox())!;
  expect(notice.y).toBeLessThan((await latest(page).boundingBox())!.y);
  expect(notice.y).toBeGreaterThan((await page.getByRole("heading", { level: 1 }).boundingBox())!.y);
  expect(await violations(page)).toEqual([]);
});

test("when GitHub does not say what the signed-in account may do, the page says nothing of it and works as ever", async ({
  page,
}) => {
  const { maintainer } = await github(
    page,
    () => ({ saves: [save(1)], live: { save: 1, run: 20 }, publications: [run(20, 1)] }),
    false,
  );
  await signedInAs(page, maintainer.token);
  let asked = 0;
  await page.route(`https://api.github.com/repos/${CODE}`, (route) => {
    asked++;
    return asked === 1 ? route.abort("internetdisconnected") : route.fulfill({ status: 502, json: {} });
  });
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Sudah online");
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await expect(latest(page)).toHaveAttribute("aria-busy", "false");
  await expect(latest(page)).toContainText("Sudah online");
  await expect.poll(() => asked).toBe(2);
  await expect(maintainerNotice(page)).toHaveCount(0);
});

test("each save is named from what it changed, as the editor names it, by whom, with the page that shows it; an undone one says so", async ({
  page,
}) => {
  const ARTICLE = "src/content/blog/4-belajar-menanam-sayur-di-halaman.md";
  const DELETED = "src/content/blog/2-klinik-gigi.md";
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/(commits\/\w+|contents\/)/.test(request.url())) asked.push(request.url());
  });
  // Titled as the editor titled saves before its titles named the entry: named from its files all the same.
  const site = save(2, "Ubah Bagian situs “site” lewat editor", "Bu Sari");
  await github(page, () => ({
    saves: [
      save(6, "Tambah Artikel “Belajar Menanam Sayur di Halaman” lewat editor +1"),
      save(5, "Hapus Artikel “Seru Belajar Merawat Gigi” lewat editor"),
      save(4, "Unggah “src/content/images/blog/halaman.webp” lewat editor"),
      undo(3, site),
      site,
      save(1, "Perbarui keterangan repositori"),
    ],
    live: { save: 6, run: 20 },
    publications: [run(20, 6)],
    files: {
      6: [
        { filename: ARTICLE, status: "added" },
        { filename: "src/content/images/blog/menanam.webp", status: "added" },
      ],
      5: [{ filename: DELETED, status: "removed" }],
      4: [{ filename: "src/content/images/blog/halaman.webp", status: "added" }],
      1: [{ filename: "README.md", status: "modified" }],
    },
    contents: {
      [ARTICLE]: "---\nid: 4\ntitle: Belajar Menanam Sayur di Halaman\ndate: 2025-10-20\n---\n\nIsi\n",
      // There since the repository's first commit; a deleted article is read as it was, in the save before.
      [DELETED]: '---\nid: 2\ntitle: "Seru Belajar Merawat Gigi"\n---\n',
    },
  }));
  await page.goto("/admin/status/");
  const card = latest(page).locator(".kartu");
  await expect(card).toContainText(
    "Artikel “Belajar Menanam Sayur di Halaman” ditambahkan, foto diunggah oleh Bu Aisyah",
  );
  await expect(card.getByRole("link", { name: "Lihat di situs" })).toHaveAttribute("href", "/blog/4");
  // Short on a phone: the newest save in full, each earlier one its state and title only (a line, or three) until tapped.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1_200);
  for (const item of await older(page).all()) expect((await item.boundingBox())!.height).toBeLessThan(100);
  const deleted = await opened(older(page).nth(0));
  await expect(deleted).toContainText("Artikel “Seru Belajar Merawat Gigi” dihapus oleh Bu Aisyah");
  await expect(deleted.getByRole("button", { name: "Batalkan simpanan ini" })).toBeVisible();
  await expect(deleted.getByRole("link", { name: "Lihat di situs" })).toHaveCount(0);
  await expect(older(page).nth(1)).toContainText("Foto diunggah oleh Bu Aisyah");
  await expect(older(page).nth(2)).toContainText(
    "Sudah online: Pembatalan: Identitas & Kontak dikembalikan seperti sebelumnya oleh Bu Aisyah",
  );
  // Taken back by that undo: no longer online, though the site serves a later save.
  const undone = await opened(older(page).nth(3));
  await expect(undone).toContainText("Dibatalkan: Identitas & Kontak diubah oleh Bu Sari");
  await expect(undone).toContainText("Pembatalannya sudah online: situs tidak lagi menampilkan perubahan ini.");
  await expect(undone).not.toContainText("Sudah online");
  await expect(undone.getByRole("button", { name: "Batalkan simpanan ini" })).toHaveCount(0);
  // Not a save in the editor: its own message names it.
  const other = await opened(older(page).nth(4));
  await expect(other).toContainText("Perbarui keterangan repositori");
  await expect(other).toContainText("Disimpan oleh Bu Aisyah, Rabu, 25 November 2026 pukul 14.01 WIB");
  await expect(page.locator("main")).not.toContainText("lewat editor");
  await expect(page.locator("main")).not.toContainText("4-belajar-menanam-sayur-di-halaman");
  expect(await violations(page)).toEqual([]);

  // A commit never changes: looking again asks GitHub for none of them, nor their articles, again.
  // Six commits, the six saves; two articles, the one added and the one deleted (read in the save before).
  const before = asked.length;
  expect(before).toBe(8);
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await expect(latest(page)).toHaveAttribute("aria-busy", "false");
  await expect(card).toContainText("Belajar Menanam Sayur di Halaman");
  expect(asked).toHaveLength(before);
  // Looking again keeps open what was opened.
  await expect(undone.getByText("Pembatalannya sudah online")).toBeVisible();
});

test("a save being checked says so, and the page looks again within seconds until the site serves it, then stops", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-11-25T07:06:00Z") });
  let looks = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/admin/status/terbitan.json")) looks++;
  });
  const world: World = {
    saves: [save(5), save(4)],
    live: { save: 4, run: 20 },
    publications: [run(21, 5, { status: "in_progress", conclusion: null }), run(20, 4)],
    triggers: [trigger(31, 5), trigger(30, 4)],
  };
  await github(page, () => world);
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Sedang diperiksa");
  await expect(latest(page)).toContainText("Mulai diperiksa Rabu, 25 November 2026 pukul 14.05 WIB.");
  const details = latest(page).getByRole("link", { name: "Lihat rinciannya di GitHub" });
  await expect(details).toHaveAttribute("href", `https://github.com/${CODE}/actions/runs/21`);
  // Big enough for a thumb (44 px), as is every link of the page.
  for (const link of [details, ...(await page.getByRole("link", { name: "Kembali ke editor" }).all())])
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(latest(page).getByRole("button", { name: "Batalkan simpanan ini" })).toHaveCount(0);
  await expect(older(page).first()).toContainText("Sudah online");

  // The run passed; the site is not updated yet. Seen within seconds: the member of staff is waiting.
  world.publications![0] = run(21, 5);
  await page.clock.fastForward(5_000);
  await expect(latest(page)).toContainText("Lolos pemeriksaan, sedang dipasang online");
  // Now it is.
  world.live = { save: 5, run: 21 };
  await page.clock.fastForward(5_000);
  await expect(latest(page)).toContainText("Sudah online");
  await expect(latest(page)).toContainText("Online sejak Rabu, 25 November 2026 pukul 14.05 WIB.");

  // Nothing on its way: the page looks no more by itself. Were a look due, it would come before the reload's.
  await page.clock.fastForward(600_000);
  const seen = looks;
  const reload = page.waitForRequest("**/admin/status/terbitan.json");
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await reload;
  expect(looks).toBe(seen + 1);
});

test("a save waiting behind a publication in progress says it waits its turn; a cancelled run is no answer", async ({
  page,
}) => {
  await github(page, () => ({
    saves: [save(6), save(5), save(4)],
    live: { save: 4, run: 20 },
    publications: [
      run(23, 6, { status: "queued", conclusion: null }),
      run(22, 6, { conclusion: "cancelled" }),
      run(21, 5, { status: "in_progress", conclusion: null }),
      run(20, 4),
    ],
  }));
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Menunggu giliran");
  await expect(latest(page)).toContainText("Disimpan Rabu, 25 November 2026 pukul 14.06 WIB");
  // Not online yet: nothing to see on the site.
  await expect(latest(page).getByRole("link", { name: "Lihat di situs" })).toHaveCount(0);
  await expect(older(page).nth(0)).toContainText("Sedang diperiksa");
});

test("a save the content check refused says what to fix in the editor's words, with the way to the entry, no file", async ({
  page,
}) => {
  await github(page, () => ({
    saves: [save(7, "Ubah Identitas & Kontak lewat editor"), save(6)],
    live: { save: 6, run: 20 },
    publications: [run(24, 7, { conclusion: "failure" }), run(20, 6)],
    annotations: {
      24: [
        annotation({ path: "src/content/data/site.yaml", start_line: 6, message: PHONE_REASON }),
        annotation({ message: "Process completed with exit code 1." }),
      ],
    },
  }));
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Belum terbit");
  await expect(latest(page)).toContainText("Situs yang online tetap seperti sebelumnya.");
  await expect(latest(page)).toContainText("Yang perlu diperbaiki di editor, lalu simpan lagi:");
  const reasons = latest(page).getByRole("listitem");
  await expect(reasons).toHaveCount(1);
  await expect(reasons.first()).toHaveText(`${PHONE_REASON}Perbaiki di editor`);
  // Where the editor's menu opens Identitas & Kontak.
  await expect(reasons.first().getByRole("link", { name: "Perbaiki di editor" })).toHaveAttribute(
    "href",
    "/admin/#/collections/_singletons/entries/site",
  );
  await expect(page.locator("main")).not.toContainText("src/content");
  await expect(page.locator("main")).not.toContainText("berkas");
  await expect(latest(page)).not.toContainText("hubungi pengelola teknis");
  expect(await violations(page)).toEqual([]);
});

/** A problem the editor could not catch: the publication goes online without the entry it is in. */
const CUT_OFF = "foto ini terpotong saat diunggah. Unggah lagi fotonya, lalu simpan.";
const byThumb = async (link: Locator) => {
  const box = (await link.boundingBox())!;
  expect(Math.min(box.width, box.height), "a thumb's size").toBeGreaterThanOrEqual(44);
};

test("an entry the publication kept back: its save says what to fix and offers the undo, and a later save of another person is online", async ({
  page,
}) => {
  const ARTICLE = "src/content/blog/7-foto-kegiatan.md";
  const LINKED = "src/content/blog/1-posyandu.md";
  const TITLED = "---\nid: 7\ntitle: Foto Kegiatan Bermain\n---\n";
  await github(page, () => ({
    saves: [
      save(5, "Ubah Identitas & Kontak lewat editor", "Bu Sari"),
      save(4, "Ubah Artikel “Foto Kegiatan Bermain” lewat editor"),
      save(3, "Tambah Artikel “Foto Kegiatan Bermain” lewat editor"),
      save(2, "Ubah Identitas & Kontak lewat editor"),
    ],
    // One publication took all four: the article stayed offline, everything else went online.
    live: { save: 5, run: 20 },
    publications: [run(20, 5)],
    files: {
      4: [{ filename: ARTICLE, status: "modified", text: `${TITLED}\nIsi yang ditambah\n` }],
      3: [{ filename: ARTICLE, status: "added" }],
    },
    contents: { [ARTICLE]: TITLED, [LINKED]: "---\nid: 1\ntitle: Kunjungan Rutin ke Posyandu\n---\n" },
    heldBack: [{ file: ARTICLE, saves: [4, 3], shown: null, problems: [{ field: "Foto utama", message: CUT_OFF }] }],
    warnings: [{ file: LINKED, field: "Isi artikel", message: "tautan /blog/2 menuju artikel yang sudah tidak ada." }],
  }));
  await page.goto("/admin/status/");
  await expect(latest(page)).toHaveAttribute("aria-busy", "false");
  // Bu Sari's phone number is online, though saved after the article kept back.
  await expect(latest(page)).toContainText("Sudah online");
  await expect(latest(page)).toContainText("Identitas & Kontak diubah oleh Bu Sari");

  // The save that made the problem: what to fix, where, and its undo.
  const made = await opened(older(page).nth(1));
  await expect(made).toContainText(
    "Belum terbit: perlu diperbaiki: Artikel “Foto Kegiatan Bermain” ditambahkan oleh Bu Aisyah",
  );
  await expect(made).toContainText("Entri ini belum tampil di situs.");
  const problem = made.getByRole("listitem");
  await expect(problem).toHaveText(`Artikel “Foto Kegiatan Bermain” › Foto utama: ${CUT_OFF}Perbaiki di editor`);
  const fix = problem.getByRole("link", { name: "Perbaiki di editor" });
  await expect(fix).toHaveAttribute("href", "/admin/#/collections/articles/entries/7-foto-kegiatan");
  await byThumb(fix);
  await expect(made.getByRole("button", { name: "Batalkan simpanan ini" })).toBeVisible();
  await expect(made.getByRole("link", { name: "Lihat di situs" })).toHaveCount(0);

  // The save after it, of the same article, is kept back by that problem: it points there, and has no undo.
  const after = await opened(older(page).nth(0));
  await expect(after).toContainText("Belum terbit: perlu diperbaiki");
  await expect(after).toContainText(
    "Masalahnya ada pada simpanan sebelumnya, Rabu, 25 November 2026 pukul 14.03 WIB: yang perlu diperbaiki tertulis di sana.",
  );
  await expect(after.getByRole("button", { name: "Batalkan simpanan ini" })).toHaveCount(0);
  await expect(after.getByRole("link", { name: "Perbaiki di editor" })).toHaveCount(0);
  await expect(older(page).nth(2)).toContainText("Sudah online");

  // Online but worth a look: above the saves, in the editor's words, with the way to the entry.
  const warnings = page.getByRole("region", { name: "Perlu diperhatikan" });
  await expect(warnings.getByRole("listitem")).toHaveText([
    "Artikel “Kunjungan Rutin ke Posyandu” › Isi artikel: tautan /blog/2 menuju artikel yang sudah tidak ada.Perbaiki di editor",
  ]);
  await expect(warnings.getByRole("link", { name: "Perbaiki di editor" })).toHaveAttribute(
    "href",
    "/admin/#/collections/articles/entries/1-posyandu",
  );
  await byThumb(warnings.getByRole("link", { name: "Perbaiki di editor" }));
  expect((await warnings.boundingBox())!.y).toBeLessThan((await latest(page).boundingBox())!.y);
  await expect(page.locator("main")).not.toContainText("src/content");
  expect(await violations(page)).toEqual([]);
});

test("the newest save kept back for a mistake says the site still shows the entry as before, with no warnings to look at", async ({
  page,
}) => {
  const GALLERY = "src/content/data/gallery.yaml";
  await github(page, () => ({
    saves: [save(7, "Ubah Galeri lewat editor"), save(6, "Ubah Galeri lewat editor")],
    live: { save: 7, run: 21 },
    publications: [run(21, 7), run(20, 6)],
    files: { 7: [{ filename: GALLERY, status: "modified" }], 6: [{ filename: GALLERY, status: "modified" }] },
    heldBack: [{ file: GALLERY, saves: [7], shown: 6, problems: [{ field: "Foto ke-3 › Foto", message: CUT_OFF }] }],
  }));
  await page.goto("/admin/status/");
  const card = latest(page).locator(".kartu");
  await expect(card).toContainText("Belum terbit: perlu diperbaiki");
  await expect(card).toContainText("Galeri diubah oleh Bu Aisyah");
  await expect(card).toContainText("Situs masih menampilkan versi sebelumnya.");
  await expect(card).toContainText("Yang perlu diperbaiki di editor, lalu simpan lagi:");
  await expect(card.getByRole("listitem")).toHaveText([`Galeri › Foto ke-3 › Foto: ${CUT_OFF}Perbaiki di editor`]);
  await expect(card.getByRole("link", { name: "Perbaiki di editor" })).toHaveAttribute(
    "href",
    "/admin/#/collections/_singletons/entries/gallery",
  );
  await expect(card.getByRole("button", { name: "Batalkan simpanan ini" })).toBeVisible();
  // What the site shows is the version before: nothing of this save to see there.
  await expect(card.getByRole("link", { name: "Lihat di situs" })).toHaveCount(0);
  await expect(older(page).first()).toContainText("Sudah online");
  await expect(page.getByRole("region", { name: "Perlu diperhatikan" })).toHaveCount(0);
  await expect(page.getByText("Perlu diperhatikan")).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test("a save the publication refused offers its undo, and so does every refused save since the one online", async ({
  page,
}) => {
  const LINK =
    "Artikel “Kunjungan Rutin ke Posyandu” › Isi artikel: tautan /blog/2 menuju artikel yang tidak ada. Perbaiki tautannya, atau kembalikan artikelnya.";
  const world: World = {
    saves: [save(14), save(13, "Hapus Artikel “Seru Belajar Merawat Gigi” lewat editor"), save(12)],
    live: { save: 12, run: 20 },
    // The deletion broke a link; the save after it fails the same way.
    publications: [run(28, 14, { conclusion: "failure" }), run(27, 13, { conclusion: "failure" }), run(20, 12)],
    annotations: { 28: [annotation({ path: "src/content/blog/1-posyandu.md", start_line: 12, message: LINK })] },
  };
  await github(page, () => world);
  await page.goto("/admin/status/");
  const undo = { name: "Batalkan simpanan ini" } as const;
  await expect(latest(page)).toContainText("Belum terbit");
  await expect(latest(page).getByRole("button", undo)).toBeVisible();
  // The article that holds the link, opened in the editor by its file's name.
  await expect(latest(page).getByRole("link", { name: "Perbaiki di editor" })).toHaveAttribute(
    "href",
    "/admin/#/collections/articles/entries/1-posyandu",
  );
  await expect(older(page).nth(0)).toContainText("Belum terbit");
  await expect((await opened(older(page).nth(0))).getByRole("button", undo)).toBeVisible();
  await expect(older(page).nth(1)).toContainText("Sudah online");
  await expect((await opened(older(page).nth(1))).getByRole("button", undo)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // A test of the site failed: the content is right, and undoing it would publish nothing.
  world.annotations = {
    28: [annotation({ title: "Uji situs gagal", message: "Isian konten sudah benar, tetapi uji situs gagal." })],
  };
  await page.reload();
  await expect(latest(page)).toContainText("tidak perlu diulang");
  for (const item of await older(page).all()) await opened(item);
  await expect(page.getByRole("button", undo)).toHaveCount(1);
  await expect(older(page).nth(1).getByRole("button", undo)).toBeVisible();
});

test("content refused as not content is the maintainer's to fix, and the page says so", async ({ page }) => {
  await github(page, () => ({
    saves: [save(8)],
    publications: [run(25, 8, { conclusion: "failure" })],
    annotations: {
      25: [annotation({ title: "Konten ditolak", message: "Berkas “package.json” bukan bagian konten." })],
    },
  }));
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Belum terbit");
  await expect(latest(page)).toContainText("Ini bukan kesalahan isian: hubungi pengelola teknis situs.");
  await expect(latest(page).getByText("Yang dilihat pengelola teknis:")).toBeVisible();
  await expect(latest(page).getByRole("listitem")).toHaveText(["Berkas “package.json” bukan bagian konten."]);
  await expect(latest(page)).not.toContainText("Yang perlu diperbaiki di editor");
});

test("a failed test of the site says plainly the save is kept and nothing needs redoing", async ({ page }) => {
  await github(page, () => ({
    saves: [save(9)],
    publications: [run(26, 9, { conclusion: "failure" })],
    annotations: {
      26: [
        annotation({
          title: "Uji situs gagal",
          message: "Isian konten sudah benar, tetapi uji situs gagal (jalur konten): simpanan Anda tetap tersimpan.",
        }),
      ],
    },
  }));
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Belum terbit");
  await expect(latest(page)).toContainText(
    "Isian Anda sudah benar, dan simpanan Anda tetap tersimpan: tidak perlu diulang atau disimpan lagi.",
  );
  // The run is the maintainer's (their trigger token started it): GitHub mails them, the staff pass nothing on.
  await expect(latest(page)).toContainText(
    "GitHub sudah mengabari pengelola teknis lewat email secara otomatis, jadi Anda tidak perlu meneruskan pesan ini.",
  );
  await expect(latest(page)).not.toContainText("Yang perlu diperbaiki di editor");
});

test("when the content repository cannot ask for publishing, the page gives the reason and whom to call", async ({
  page,
}) => {
  const reason =
    "Kunci pemicu penerbitan (PUBLISH_TRIGGER_TOKEN) ditolak GitHub: sudah kedaluwarsa atau dicabut. Pengelola teknis membuat token baru dan menyimpannya lagi.";
  await github(page, () => ({
    saves: [save(10), save(9)],
    live: { save: 9, run: 20 },
    publications: [run(20, 9)],
    triggers: [trigger(40, 10, { conclusion: "failure" }), trigger(39, 9)],
    annotations: { 40: [annotation({ title: "Penerbitan tidak bisa dimulai", message: reason })] },
  }));
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Belum terbit: penerbitan tidak bisa dimulai");
  await expect(latest(page)).toContainText("Simpanan Anda tetap tersimpan");
  await expect(latest(page)).toContainText("Ini bukan kesalahan isian: hubungi pengelola teknis situs.");
  await expect(latest(page).getByRole("listitem")).toHaveText([reason]);
  await expect(latest(page).getByRole("link", { name: "Lihat rinciannya di GitHub" })).toHaveAttribute(
    "href",
    `https://github.com/${CONTENT}/actions/runs/40`,
  );
  // No undo: the save is not what stops publishing, the trigger's token is.
  await expect(latest(page).getByRole("button", { name: "Batalkan simpanan ini" })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test("a save made without publishing says to press Terbitkan perubahan when ready", async ({ page }) => {
  await github(page, () => ({
    saves: [save(11, "Ubah Beranda lewat editor [skip ci]"), save(10)],
    live: { save: 10, run: 20 },
    publications: [run(20, 10)],
    triggers: [trigger(41, 10)],
    files: { 11: [{ filename: "src/content/data/home.yaml", status: "modified" }] },
  }));
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Tersimpan, belum diterbitkan");
  await expect(latest(page)).toContainText("Jika sudah siap, tekan Terbitkan perubahan di bagian atas editor.");
  // Named by what it changed; the editor's note to GitHub is not part of what was saved.
  await expect(latest(page)).toContainText("Beranda diubah oleh Bu Aisyah");
  await expect(latest(page)).not.toContainText("skip ci");
});

test("signed out of the editor in this browser, it asks to sign in there first, without asking GitHub", async ({
  page,
}) => {
  let asked = false;
  await github(page, () => ({ saves: [save(1)] }), false);
  await page.route("https://api.github.com/**", (route) => {
    asked = true;
    return route.abort();
  });
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("masuk dulu ke editor di browser ini");
  await expect(latest(page).getByRole("link", { name: "Buka editor dan masuk" })).toHaveAttribute("href", "/admin/");
  await expect(latest(page)).not.toContainText("GitHub tidak menjawab");
  expect(asked).toBe(false);
});

test("a sign-in GitHub no longer accepts asks to sign in again", async ({ page }) => {
  const { staff } = await github(page, () => ({ saves: [save(1)] }));
  // Revoked on GitHub's side: the token this browser keeps is one GitHub no longer knows.
  staff.token = "gho_dicabut";
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("masuk dulu ke editor di browser ini");
  await expect(latest(page).getByRole("link", { name: "Buka editor dan masuk" })).toBeVisible();
});

test("every answer GitHub gives a browser without a working sign-in leads to the editor's sign-in, not to the internet", async ({
  page,
}) => {
  let answer: { status: number; headers?: Record<string, string> } = { status: 403 };
  await github(page, () => ({ saves: [save(1)], live: { save: 1, run: 20 }, publications: [run(20, 1)] }));
  await page.route(`https://api.github.com/repos/${CONTENT}/commits?*`, (route) =>
    route.fulfill({ ...answer, json: { message: "Resource not accessible by integration" } }),
  );
  await page.goto("/admin/status/");
  // A sign-in that no longer reaches the content repository: sign in again, with the way there.
  await expect(latest(page)).toContainText("Buka editor, keluar, lalu masuk lagi dengan akun GitHub Anda sendiri.");
  await expect(latest(page).getByRole("link", { name: "Buka editor dan masuk" })).toHaveAttribute("href", "/admin/");
  await expect(latest(page)).not.toContainText("Periksa internet");

  // The same for a private repository hiding itself from the account.
  answer = { status: 404 };
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await expect(latest(page)).toContainText("Buka editor, keluar, lalu masuk lagi");
  await expect(latest(page)).not.toContainText("Periksa internet");

  // GitHub's rate limit is not a missing internet either.
  answer = {
    status: 403,
    headers: { "x-ratelimit-remaining": "0", "access-control-expose-headers": "X-RateLimit-Remaining" },
  };
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await expect(latest(page)).toContainText("Tunggu beberapa menit, lalu tekan Muat ulang.");
  await expect(latest(page)).not.toContainText("Periksa internet");

  // GitHub failing on its side is what "does not answer" is kept for.
  answer = { status: 502 };
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await expect(latest(page)).toContainText("GitHub tidak menjawab. Periksa internet, lalu tekan Muat ulang.");
});

test("an account that cannot read the site's repository is told the maintainer gives it Read", async ({ page }) => {
  const { github: standIn, staff } = await github(page, () => ({ saves: [save(1)] }));
  // The site's repository is private: to an account without Read, GitHub answers as if it were not there.
  standIn.grant(standIn.main, staff.login, "none");
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText(`belum bisa membaca repositori situs (${CODE})`);
  await expect(latest(page)).toContainText("memberi akun ini izin Read");
});

test("when GitHub does not answer, it says so and how to try again", async ({ page }) => {
  let answer = false;
  await github(page, () => ({ saves: [save(1)], live: { save: 1, run: 20 }, publications: [run(20, 1)] }));
  await page.route(`https://api.github.com/repos/${CODE}/actions/workflows/publish.yml/runs?*`, (route) =>
    answer ? route.fallback() : route.abort("internetdisconnected"),
  );
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText(
    "Status belum bisa dimuat: GitHub tidak menjawab. Periksa internet, lalu tekan Muat ulang.",
  );
  answer = true;
  await page.getByRole("button", { name: "Muat ulang" }).click();
  await expect(latest(page)).toContainText("Sudah online");
});

test("before publishing is set up, or on a build no publication made, it says so instead of asking GitHub", async ({
  page,
}) => {
  let asked = false;
  await page.route("https://api.github.com/**", (route) => {
    asked = true;
    return route.abort();
  });
  await page.goto("/admin/status/");
  await expect(latest(page)).toContainText("Penerbitan belum diatur untuk situs ini");

  await page.route("**/admin/config.json", (route) =>
    route.fulfill({ json: { backend: { name: "github", repo: CONTENT, branch: "main" } } }),
  );
  // What a local build (npm run build) writes: no publication made it.
  await page.route("**/admin/status/terbitan.json", (route) =>
    route.fulfill({ json: { contentRepo: CONTENT, branch: "main", codeRepo: null, contentCommit: null, run: null } }),
  );
  await page.addInitScript(() => localStorage.setItem("sveltia-cms.user", JSON.stringify({ token: "gho_staf" })));
  await page.reload();
  await expect(latest(page)).toContainText("tidak dibuat oleh penerbitan otomatis");
  expect(asked).toBe(false);
});
