import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { exifHasLocation, heicPhoto, phonePhoto, photoWithLocation } from "../../fixtures/pictures.ts";
import { ProjectCopy } from "../../fixtures/project-copy.ts";
import { answerGitHubStatus } from "../../github/forward.ts";
import { englishIn, englishOnScreen } from "./english.ts";
import { expect, recordViolations, test } from "../fixtures.ts";
import { changes, field, fillArticle, openEditor, repositoryFiles, repositoryNow, save } from "./local-repository.ts";

/**
 * The centre's staff change the site from a browser (docs/decisions/009-staff-editor.md):
 * the real editor at /admin/, on a phone-sized screen, working on a local
 * copy of the repository: what only the local copy shows (the files as saved:
 * the photo redrawn without its GPS position, the YAML of each entry; a draft,
 * a deletion; the refusals before saving). What it saves is then checked as
 * the publishing workflow checks a commit. The same editor signed in to GitHub
 * (editor-github, conflict and undo specs) saves through the stand-in; the
 * build of saved content is the build tier's (tests/build/publish.test.ts).
 * The editor's headers are in the host table (tests/hosts/table.ts).
 */

const ARTICLE = "src/content/blog/4-belajar-menanam-sayur-di-halaman.md";

/** Nothing on the screen is English: the editor's own words are Indonesian too (admin/locales/id.json). */
async function expectIndonesian(page: Page, where: string): Promise<void> {
  expect(await englishOnScreen(page), `English on the screen: ${where}`).toEqual([]);
}

/**
 * Every control on the screen a thumb can hit that is under 44 px either way: buttons, links (but a
 * link within a sentence), text boxes, tabs and the like, as "width×height name".
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=radio], " +
          "[role=menuitem], [role=option], [role=treeitem], [role=checkbox], [role=switch], [role=combobox]",
      ),
    ]
      .filter((control) => control.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter((control) => !(control instanceof HTMLAnchorElement && control.closest("p, li")))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(
        ({ control, box }) =>
          `${Math.round(box.width)}×${Math.round(box.height)} ${control.getAttribute("role") ?? control.localName} ${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}`,
      ),
  );
}

/** Every origin the page asked something of, other than the site's own. */
function requestsElsewhere(page: Page): () => string[] {
  const origins = new Set<string>();
  page.on("request", (request) => {
    const { protocol, origin } = new URL(request.url());
    if (protocol.startsWith("http")) origins.add(origin);
  });
  return () => [...origins].filter((origin) => origin !== new URL(page.url()).origin);
}

/**
 * Holds the editor's drawing of a photo it was given (to make it smaller) until the returned function
 * is called: a phone that takes its time, so that a button can be pressed meanwhile.
 */
async function holdPhotos(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const draw = window.createImageBitmap.bind(window);
    const held = new Promise((resolve) => Object.assign(window, { lepasFoto: resolve }));
    window.createImageBitmap = (async (...args: Parameters<typeof createImageBitmap>) => {
      await held;
      return draw(...args);
    }) as typeof createImageBitmap;
  });
  return () => page.evaluate(() => (window as unknown as { lepasFoto: () => void }).lepasFoto());
}

/**
 * The contrast (WCAG) of text with its background as the screen shows them, whatever fades them
 * (opacity, filters): the darkest and the lightest pixel of `box`, at the phone's pixel density.
 */
async function contrastOnScreen(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const shot = await page.screenshot({ clip: box, animations: "disabled" });
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const linear = (value: number) =>
    value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4;
  let [darkest, lightest] = [1, 0];
  for (let at = 0; at < data.length; at += info.channels) {
    const luminance = 0.2126 * linear(data[at]!) + 0.7152 * linear(data[at + 1]!) + 0.0722 * linear(data[at + 2]!);
    [darkest, lightest] = [Math.min(darkest, luminance), Math.max(lightest, luminance)];
  }
  return (lightest + 0.05) / (darkest + 0.05);
}

/** What of `others` the shown `toast` lies over, as their boxes; nothing when no toast is shown. */
async function coveredBy(toast: Locator, others: Locator[]): Promise<string[]> {
  const over = (await toast.count()) > 0 ? await toast.boundingBox() : null;
  if (!over) return [];
  const covered: string[] = [];
  for (const other of others) {
    const box = await other.boundingBox();
    if (
      box &&
      over.x < box.x + box.width &&
      box.x < over.x + over.width &&
      over.y < box.y + box.height &&
      box.y < over.y + over.height
    )
      covered.push(`${other} at ${JSON.stringify(box)} under the toast at ${JSON.stringify(over)}`);
  }
  return covered;
}

test("what tells English from Indonesian finds the editor's English, and only that", () => {
  expect(englishIn(["Create New Entry", "Entry saved.", "Sign In with GitHub"])).toHaveLength(3);
  expect(
    englishIn(["Buat artikel baru", "Masuk dengan GitHub", "Nomor WhatsApp dan telepon", "Program trial"]),
  ).toEqual([]);
});

test("with the phone set to Indonesian, sign-in, the lists and a form are Indonesian, without a console error or a policy violation", async ({
  page,
  isMobile,
  consoleErrors,
}) => {
  test.skip(!isMobile, "the staff's phone");
  const violations = await recordViolations(page);
  await answerGitHubStatus(page);
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /^Masuk dengan .?GitHub.?$/ })).toBeVisible();
  // On the site's own address only the GitHub button: no access-token form (the local copy is for localhost).
  await expect(page.getByRole("button", { name: /token/i })).toHaveCount(0);
  await expectIndonesian(page, "sign-in");
  await openEditor(page, repositoryFiles());
  await expectIndonesian(page, "the list of content");
  expect(await smallControls(page), "the list of content: every control 44 px or more").toEqual([]);
  await page.getByRole("treeitem", { name: "Identitas & Kontak" }).click();
  await expect(page.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" })).toHaveValue("+62 812-3456-7890");
  expect(await smallControls(page), "a section's form").toEqual([]);
  await page.getByRole("button", { name: "Batal mengubah" }).click();
  // A list of items, each with its ↑ ↓ ⋮ ✕.
  await page.getByRole("treeitem", { name: "Tanya jawab (FAQ)" }).click();
  await expect(page.getByRole("button", { name: /^Tambah/ })).toBeVisible();
  expect(await smallControls(page), "a list's items").toEqual([]);
  await page.getByRole("button", { name: "Batal mengubah" }).click();
  await page.getByRole("treeitem", { name: "Artikel" }).click();
  expect(await smallControls(page), "the list of articles").toEqual([]);
  await page.getByRole("button", { name: "Buat artikel baru" }).click();
  await expect(page.getByRole("textbox", { name: "Judul" })).toBeVisible();
  await expectIndonesian(page, "a new article");
  expect(await smallControls(page), "an article's form, its text's toolbar too").toEqual([]);
  // From the form being filled in, one tap: the status opens beside it, the form stays as it is.
  const [status] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: /Status terbit/ }).click(),
  ]);
  await expect(status.getByRole("heading", { level: 1, name: "Status terbit" })).toBeVisible();
  await expectIndonesian(status, "the status page");
  await expect(page.getByRole("textbox", { name: "Judul" })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe("staff change the site from a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the staff's own phone");
  test.setTimeout(300_000);
  // A phone set to English: the editor still speaks Indonesian (admin/language.ts).
  test.use({ locale: "en-US" });

  test("write an article with a photo, change an FAQ answer, the phone number, a chat message and a gallery photo; npm run check accepts them", async ({
    page,
  }) => {
    const before = repositoryFiles();
    const elsewhere = requestsElsewhere(page);
    await openEditor(page, before);
    await expectIndonesian(page, "the list of content");
    // One tap from every screen: where a save can be followed until it is online.
    await expect(page.getByRole("link", { name: /^Status terbit/ })).toHaveAttribute("href", "/admin/status/");

    await page.getByRole("treeitem", { name: "Artikel" }).click();
    await expectIndonesian(page, "the articles");
    await page.getByRole("button", { name: "Buat artikel baru" }).click();
    await expect(page.getByRole("spinbutton", { name: "Nomor artikel" })).toHaveValue("4");
    await fillArticle(page, {
      title: "Belajar Menanam Sayur di Halaman",
      date: "2025-10-20",
      author: "Bunda Sari",
      category: "Kegiatan Daycare",
    });
    const photo = field(page, "Foto utama");
    // First an iPhone's HEIC saved as .jpg: named for what it is, with what to do, and not taken.
    await photo
      .locator("input[type=file]")
      .first()
      .setInputFiles({ name: "IMG_2040.jpg", mimeType: "image/jpeg", buffer: await heicPhoto() });
    const refusal = page.getByRole("dialog", { name: "Foto HEIC dari iPhone" });
    await expect(refusal).toContainText("“IMG_2040.jpg” adalah foto HEIC");
    await expect(refusal).toContainText("Paling Kompatibel");
    await refusal.getByRole("button", { name: "Mengerti" }).click();
    await expect(photo.getByRole("button", { name: "Ganti foto" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "Isi artikel" }).click();
    await page.keyboard.type("Anak-anak menanam bayam dan kangkung di pot kecil, lalu menyiramnya setiap pagi.");
    // A link on words of the text: the words stay the link's text, the address starts empty (the editor
    // put the words there, and "Sisipkan" saved a link to "alaman program"), and what is no address is refused.
    await page.keyboard.type(" Lihat program kami.");
    await page.keyboard.press("ArrowLeft");
    for (let left = "program kami".length; left > 0; left -= 1) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByRole("button", { name: "Tautan", exact: true }).click();
    const linkDialog = page.getByRole("dialog", { name: "Sisipkan tautan" });
    const address = linkDialog.getByRole("textbox", { name: "Alamat tautan" });
    await expect(address).toHaveValue("");
    await expect(linkDialog).toContainText("https://… atau /program");
    expect(await smallControls(page), "the link dialog").toEqual([]);
    await address.fill("alaman program");
    await linkDialog.getByRole("button", { name: "Sisipkan" }).click();
    await expect(linkDialog.getByRole("alert")).toHaveText(
      /^“alaman program” bukan alamat tautan: .* diawali https:\/\/, .* diawali \/ \(contoh \/program\)\.$/,
    );
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expectIndonesian(page, "the link dialog's refusal");
    await address.fill("/program");
    await expect(linkDialog.getByRole("alert")).toHaveCount(0);
    await linkDialog.getByRole("button", { name: "Sisipkan" }).click();
    await expect(linkDialog).toHaveCount(0);
    // Then the photo, as a phone takes it (with the GPS position of where it was taken), which the phone
    // takes a while to make smaller: Simpan is pressed meanwhile.
    const release = await holdPhotos(page);
    await photo
      .locator("input[type=file]")
      .first()
      .setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: await photoWithLocation() });
    const processing = photo
      .getByRole("status")
      .filter({ hasText: "Memproses berkas. Ini mungkin perlu waktu sebentar." });
    await expect(processing).toBeVisible();
    // Its note is read, not faded.
    expect(
      await contrastOnScreen(page, (await processing.boundingBox())!),
      "the note's contrast",
    ).toBeGreaterThanOrEqual(4.5);
    await expectIndonesian(page, "an article with its photo");
    // Simpan waits for the photo and saves it: it said "Ada satu isian yang salah", the photo's field still
    // empty, then "Tidak ada kesalahan" under Tampilkan kesalahan.
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByRole("button", { name: "Menyimpan…" })).toBeVisible();
    await release();
    await expect
      .poll(async () => (await repositoryNow(page))[ARTICLE]?.toString(), { timeout: 60_000 })
      .toMatch(/\nimage: \/blog\/[\w-]+\.webp\n/);
    await expect(
      page.getByRole("status").filter({ hasText: "Tersimpan, belum diterbitkan: situs belum berubah." }).first(),
    ).toBeVisible();
    await expect(page.getByText(/isian yang salah/)).toHaveCount(0);
    await expectIndonesian(page, "the article saved");

    await page.getByRole("radio", { name: "Konten" }).click();
    await page.getByRole("treeitem", { name: "Tanya jawab (FAQ)" }).click();
    await page
      .getByRole("textbox", { name: "Jawaban" })
      .nth(2)
      .fill(
        "Mudah: hubungi kami lewat WhatsApp, datang berkunjung, isi formulir, lalu kami atur jadwal trial si kecil.",
      );
    await expectIndonesian(page, "the FAQ");
    await save(page, "src/content/data/faq.yaml");

    await page.getByRole("radio", { name: "Konten" }).click();
    await page.getByRole("treeitem", { name: "Identitas & Kontak" }).click();
    await page.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" }).fill("0812-9876-5432");
    await expectIndonesian(page, "Identitas & Kontak");
    await save(page, "src/content/data/site.yaml");

    await page.getByRole("radio", { name: "Konten" }).click();
    await page.getByRole("treeitem", { name: "Pesan WhatsApp" }).click();
    await page
      .getByRole("textbox", { name: "Pesan dari Jadwalkan Kunjungan" })
      .fill("Assalamualaikum {nama}, kami ingin berkunjung.");
    await save(page, "src/content/data/chat.yaml");

    await page.getByRole("radio", { name: "Konten" }).click();
    await page.getByRole("treeitem", { name: "Galeri" }).click();
    // The photos of the first group: picture fields, not the list around them (which has Collapse All).
    const photos = field(page, "Foto")
      .filter({ has: page.getByRole("button", { name: "Ganti foto" }) })
      .filter({ hasNot: page.getByRole("button", { name: "Ciutkan semua" }) });
    const secondPhoto = photos.nth(1);
    // Held again while it is made smaller: in a list, its note on one line made the form 418 px wide.
    const releaseGallery = await holdPhotos(page);
    await secondPhoto
      .locator("input[type=file]")
      .first()
      .setInputFiles({ name: "Bermain Pasir.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1400, 1050) });
    await expect(page.getByRole("status").filter({ hasText: "Memproses berkas" })).toBeVisible();
    const form = await page.getByRole("group", { name: "Ubah isi" }).boundingBox();
    expect(form!.x + form!.width, "the form's right edge").toBeLessThanOrEqual(page.viewportSize()!.width);
    await releaseGallery();
    await expect(secondPhoto.getByRole("button", { name: "Ganti nama" })).toBeVisible();
    await expectIndonesian(page, "the gallery");
    await save(page, "src/content/data/gallery.yaml");
    // The editor's own files and nothing else: no interface file from another origin, for any language.
    expect(elsewhere()).toEqual(["https://www.githubstatus.com"]);

    const saved = changes(before, await repositoryNow(page));
    const article = saved[ARTICLE]!.toString();
    expect(article).toMatch(/^---\nid: 4\ntitle: Belajar Menanam Sayur di Halaman\ndate: 2025-10-20\n/);
    // The refused address never became a link; the words link to the page written.
    expect(article).toContain("setiap pagi. Lihat [program kami](/program).");
    expect(article).not.toMatch(/alaman(%20| )program/);
    const picture = /\nimage: (\/blog\/[\w-]+\.webp)\n/.exec(article)?.[1];
    expect(picture, article).toBeDefined();
    // The phone's photo is made smaller and saved as WebP before it is stored.
    expect(saved[`src/content/images${picture}`], "the photo, saved as WebP").toBeDefined();
    // Drawn anew by the editor before it is committed: no EXIF, so no GPS position, reaches the repository.
    const stored = await sharp(saved[`src/content/images${picture}`]!).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif === undefined || !exifHasLocation(stored.exif), "the stored photo carries no location").toBe(
      true,
    );
    expect(saved["src/content/data/site.yaml"]!.toString()).toMatch(/\nphone: 0812-9876-5432\n/);
    expect(saved["src/content/data/faq.yaml"]!.toString()).toContain("Mudah: hubungi kami lewat WhatsApp");
    expect(saved["src/content/data/chat.yaml"]!.toString()).toContain("Assalamualaikum {nama}, kami ingin berkunjung.");
    expect(saved["src/content/data/gallery.yaml"]!.toString()).toMatch(
      /- \/galeri\/aktivitas-1\.svg\n\s+- \/galeri\/bermain-pasir\.webp\n/,
    );
    // What the editor wrote passes the publication's check. That such content builds and shows on every
    // page is the build tier's (tests/build/publish.test.ts) and the rehearsal's (a saved phone number online).
    const copy = new ProjectCopy();
    for (const [file, bytes] of Object.entries(saved)) copy.write(file, bytes);
    const check = copy.check();
    copy.dispose();
    expect(check.status, check.output).toBe(0);
  });

  test("unpublish one article (draft) and delete another; npm run check accepts the result", async ({ page }) => {
    const files = repositoryFiles();
    await openEditor(page, files);
    await page.getByRole("treeitem", { name: "Artikel" }).click();
    await page.getByText("Seru Belajar Merawat Gigi").click();
    await page.getByRole("switch", { name: "Draf (belum tampil di situs)" }).click();
    await save(page, "src/content/blog/2-klinik-gigi.md");

    await page.getByText("Hari Ceria Bersama Kakak-Kakak Mahasiswa").click();
    await page.getByRole("button", { name: "Tampilkan opsi editor" }).click();
    await page.getByRole("menuitem", { name: "Hapus" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Hapus" }).click();
    await expect
      .poll(async () => Object.keys(await repositoryNow(page)))
      .not.toContain("src/content/blog/3-kunjungan-mahasiswa.md");

    const now = await repositoryNow(page);
    expect(now["src/content/blog/2-klinik-gigi.md"]!.toString()).toMatch(/\ndraft: true\n/);
    const unpublished = new ProjectCopy();
    for (const [file, bytes] of Object.entries(changes(files, now))) unpublished.write(file, bytes);
    unpublished.remove("src/content/blog/3-kunjungan-mahasiswa.md");
    const check = unpublished.check();
    unpublished.dispose();
    expect(check.status, check.output).toBe(0);
    // The deleted article's picture stays in the repository, unused: said, and never published.
    expect(check.output).toMatch(
      /Gambar blog\/kunjungan-mahasiswa\.svg: tidak dipakai.*\(berkas src\/content\/images\/blog\/kunjungan-mahasiswa\.svg\)/,
    );
  });

  test("the editor refuses a foreign phone number and an empty FAQ answer before saving", async ({ page }) => {
    await openEditor(page, repositoryFiles());
    await page.getByRole("treeitem", { name: "Identitas & Kontak" }).click();
    await page.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" }).fill("+1 415 555 0100");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(
      page.getByText("harus berupa nomor Indonesia yang diawali +62 atau 0, contoh: +62 812-3456-7890"),
    ).toBeVisible();
    // The red toast is clear of the field it is about (it sat mid-screen, over the number just typed) and
    // of Simpan; its words readable, its button a finger tall.
    const phone = field(page, "Nomor WhatsApp dan telepon");
    const toast = page.getByRole("alert").filter({ hasText: "Ada satu isian yang salah." });
    await expect(toast).toBeVisible();
    expect(await coveredBy(toast, [phone, page.getByRole("button", { name: "Simpan", exact: true })])).toEqual([]);
    const showErrors = toast.getByRole("button", { name: "Tampilkan kesalahan" });
    await expect(showErrors).toBeInViewport({ ratio: 1 });
    const [words, button] = [(await toast.boundingBox())!, (await showErrors.boundingBox())!];
    expect(button.height).toBeGreaterThanOrEqual(44);
    // Its words: the toast above its button.
    expect(
      await contrastOnScreen(page, { ...words, height: button.y - words.y }),
      "the toast's contrast",
    ).toBeGreaterThanOrEqual(4.5);
    // Its button lists the mistakes (the editor then takes the toast away); the first, chosen, is brought
    // into view, its message uncovered by a toast still shown.
    await showErrors.click();
    await page
      .getByRole("dialog", { name: "Pemeriksaan" })
      .getByRole("button", { name: /Nomor WhatsApp/ })
      .click();
    const phoneMessage = phone.getByRole("alert");
    await expect(phoneMessage).toBeInViewport({ ratio: 1 });
    expect(await coveredBy(toast, [phoneMessage])).toEqual([]);
    await page.getByRole("button", { name: "Batal mengubah" }).click();

    await page.getByRole("treeitem", { name: "Tanya jawab (FAQ)" }).click();
    const answer = page.getByRole("textbox", { name: "Jawaban" }).nth(2);
    await answer.fill("   ");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    // The editor takes only spaces for nothing; its own message is said in Indonesian (admin/messages.ts).
    await expect(answer).toHaveAttribute("aria-invalid", "true");
    const message = field(page, "Jawaban").nth(2).getByRole("alert");
    await expect(message).toContainText("Wajib diisi.");
    expect(changes(repositoryFiles(), await repositoryNow(page))).toEqual({});
  });
});
