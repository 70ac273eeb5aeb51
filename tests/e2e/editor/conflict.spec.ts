import type { Locator, Page } from "@playwright/test";
import { expect, expectIndonesian, open, picture, publish, test } from "./github-phone.ts";

/**
 * Two members of staff change the site at once (docs/panduan-konten.md,
 * "Dua orang mengubah bersamaan"), each on their own phone, in the real
 * editor signed in to GitHub (./github-phone.ts). Whatever happens, the
 * editor says so in Indonesian, in words that name what is on the screen,
 * and nobody's text is lost.
 */

const SITE = "src/content/data/site.yaml";
const CHAT = "src/content/data/chat.yaml";
/** The red of a button that loses something (admin/index.html). */
const DANGER = "rgb(179, 38, 30)";
/** The one button that reloads the entry and puts the person's own changes back (admin/conflict/). */
const KEEP_BOTH = "Muat ulang dan pakai tulisan saya";
/** The controls the editor's messages can name: the message's own, and the editor's Terbitkan. */
const CONTROLS = ["Batal", "Tetap simpan", "Muat ulang isinya", KEEP_BOTH, "Pakai tulisan saya", "OK"];

test.skip(({ isMobile }) => !isMobile, "a journey of the staff's phone");
// Two editors load the whole site's content each: on a machine busy with other suites that takes a while.
test.setTimeout(90_000);

/** Every control a message names is there to press: in the message itself (or `within`), or the editor's Terbitkan. */
async function expectNamesOnScreen(page: Page, message: Locator, within: Locator | Page = message): Promise<void> {
  const text = await message.innerText();
  const named = CONTROLS.filter((name) => text.includes(name));
  expect(named.length + Number(text.includes("Terbitkan")), `a control named in: ${text}`).toBeGreaterThan(0);
  for (const name of named)
    await expect(within.getByRole("button", { name, exact: true }), `"${name}", named in: ${text}`).toBeVisible();
  if (text.includes("Terbitkan"))
    await expect(page.getByRole("button", { name: "Terbitkan", exact: true })).toBeVisible();
}

/** Every button of `where` is a finger wide and tall (decision 023). */
async function expectFingerSized(where: Locator): Promise<void> {
  const buttons = await where.getByRole("button").all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const box = (await button.boundingBox())!;
    const size = `${Math.round(box.width)}×${Math.round(box.height)} ${await button.innerText()}`;
    expect(box.width >= 44 && box.height >= 44, `44 px or more: ${size}`).toBe(true);
  }
}

test("both change Identitas & Kontak: the second to save is told in Indonesian, sees both texts, and saves both in at most three taps", async ({
  repo,
}) => {
  const [aisyah, rina] = await Promise.all([repo.phone(repo.aisyah), repo.phone(repo.rina)]);
  await Promise.all([aisyah, rina].map((page) => open(page, "Identitas & Kontak", "Slogan")));
  const phone = "0812-7777-1234";
  const rinaPhone = "0812-1111-2222";
  const tagline = "Daycare Muslim yang hangat di Cisauk";

  await aisyah.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" }).fill(phone);
  await publish(aisyah);
  expect(repo.onMain(SITE)).toContain(`phone: ${phone}\n`);

  // Bu Rina opened it before Bu Aisyah saved: she writes a tagline, and another number in the same box.
  const rinaTagline = rina.getByRole("textbox", { name: "Slogan" });
  const rinaPhoneBox = rina.getByRole("textbox", { name: "Nomor WhatsApp dan telepon" });
  await rinaTagline.fill(tagline);
  await rinaPhoneBox.fill(rinaPhone);
  await publish(rina, false);
  // Worded for whoever changed it: it may be the person's own undo on the status page.
  const conflict = rina.getByRole("alertdialog", { name: "Sudah diubah sejak Anda membukanya" });
  // The editor first asks GitHub whether the entry changed: on a busy machine that takes a while.
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  // The editor sets names and dates apart for direction (U+2068 … U+2069). The time is 24-hour
  // Indonesian ("10.20") on this phone set to English, not "10.20 AM" (admin/language.ts).
  await expect(conflict).toContainText(
    /Isi ini diubah oleh \u2068?Bu Aisyah\u2069? pada \u2068?\d{1,2} [A-Z][a-z]+ \d{4},? \d{1,2}\.\d{2}\u2069?, setelah Anda membukanya\./,
  );
  await expect(conflict).not.toContainText(/AM|PM|rekan Anda/);
  await expect(conflict).toContainText(
    `Agar perubahan itu dan tulisan Anda sama-sama tersimpan, tekan ${KEEP_BOTH}, lalu Terbitkan. ` +
      "Tetap simpan menghapus perubahan itu, juga bila itu perubahan Anda sendiri (misalnya pembatalan di Status terbit).",
  );
  await expectNamesOnScreen(rina, conflict);
  // The yellow box over the form says the same, and offers the same button (the dialog covers it now).
  const yellow = rina.getByRole("alert").filter({ hasText: "Isi ini diubah oleh" });
  await expect(yellow).toContainText(`tekan ${KEEP_BOTH}, lalu Terbitkan.`);
  await expect(yellow).not.toContainText(/Batal|Tetap simpan|salin|tempel/i);
  await expectNamesOnScreen(rina, yellow);
  await expectFingerSized(yellow);
  const dismiss = (await rina.getByRole("button", { name: "Abaikan" }).boundingBox())!;
  expect(Math.min(dismiss.width, dismiss.height), "the yellow box's ✕").toBeGreaterThanOrEqual(44);
  // The safe choice looks like the editor's main button (Terbitkan); Tetap simpan is red; all a finger's size.
  const look = (button: Locator) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    });
  const main = await look(rina.getByRole("button", { name: "Terbitkan", exact: true }));
  expect(await look(conflict.getByRole("button", { name: KEEP_BOTH }))).toEqual(main);
  expect((await look(conflict.getByRole("button", { name: "Tetap simpan" }))).color).toBe(DANGER);
  await expectFingerSized(conflict);
  await expectIndonesian(rina, "the save conflict");
  await picture(rina, "conflict-dialog");
  // Nothing lost yet: her text is still in the form, Bu Aisyah's change is on main, nothing of hers written over it.
  await expect(rinaTagline).toHaveValue(tagline);
  expect(repo.onMain(SITE)).toContain(`phone: ${phone}\n`);
  expect(repo.onMain(SITE)).not.toContain(tagline);
  expect(repo.pushers).toEqual(["aisyah"]);

  // From the refusal on, every tap counts.
  let taps = 0;
  const tap = async (control: Locator) => {
    taps += 1;
    await control.click();
  };
  await tap(conflict.getByRole("button", { name: KEEP_BOTH }));
  await expect(conflict).toBeHidden();
  // Both texts on the screen: Bu Aisyah's number in its box, Bu Rina's tagline back in hers, and
  // Bu Rina's own number under the box, not written over Bu Aisyah's unless she chooses it.
  await expect(rinaPhoneBox).toHaveValue(phone);
  await expect(rinaTagline).toHaveValue(tagline);
  const notice = rina.getByRole("status").filter({ hasText: "Perubahan Bu Aisyah sudah dimuat" });
  await expect(notice).toContainText(
    "Perubahan Bu Aisyah sudah dimuat (Nomor WhatsApp dan telepon), dan tulisan Anda dipasang lagi (Slogan). " +
      "Periksa, lalu tekan Terbitkan.",
  );
  await expect(notice).toContainText(
    "Nomor WhatsApp dan telepon diubah Anda berdua: kotaknya berisi tulisan Bu Aisyah, tulisan Anda ada di " +
      "bawahnya dengan tombol Pakai tulisan saya.",
  );
  const hers = rina.getByRole("group", { name: "Tulisan Anda" });
  await expect(hers).toContainText(rinaPhone);
  // On the phone's screen at once, without scrolling: the box both wrote in, and hers under it.
  for (const text of [rinaPhoneBox, hers, rinaTagline]) await expect(text).toBeInViewport();
  await expectNamesOnScreen(rina, notice, rina);
  await expectFingerSized(hers);
  await expect(yellow).toBeHidden();
  await expectIndonesian(rina, "the entry reloaded with both texts");
  await picture(rina, "conflict-both-texts");

  await tap(rina.getByRole("button", { name: "Terbitkan", exact: true }));
  await expect(rina.getByRole("status").filter({ hasText: "Tersimpan." }).first()).toBeVisible({ timeout: 20_000 });
  expect(taps).toBeLessThanOrEqual(3);
  const site = repo.onMain(SITE);
  expect(site).toContain(`phone: ${phone}\n`);
  expect(site).toContain(`tagline: ${tagline}\n`);
  expect(site).not.toContain(rinaPhone);
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

  // An ordinary race, not an error: "Belum tersimpan".
  const refused = rina.getByRole("alertdialog", { name: "Belum tersimpan" });
  await expect(refused).toContainText(
    "Ada rekan yang menyimpan pada saat yang sama, jadi simpanan Anda belum masuk. " +
      "Tulisan Anda masih ada di sini: tekan OK, lalu langsung tekan Terbitkan sekali lagi.",
  );
  await expectNamesOnScreen(rina, refused);
  await expectFingerSized(refused);
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
