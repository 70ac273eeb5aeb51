import type { Locator } from "@playwright/test";
import { expect, expectIndonesian, open, picture, publish, test } from "./github-phone.ts";

/**
 * Two members of staff change the site at once (docs/panduan-konten.md,
 * "Dua orang mengubah bersamaan"), each on their own phone, in the real
 * editor signed in to GitHub (./github-phone.ts). Whatever happens, the
 * editor says so in Indonesian and nobody's text is lost.
 */

const SITE = "src/content/data/site.yaml";
const CHAT = "src/content/data/chat.yaml";
/** The red of a button that loses something (admin/index.html). */
const DANGER = "rgb(179, 38, 30)";

test.skip(({ isMobile }) => !isMobile, "a journey of the staff's phone");
// Two editors load the whole site's content each: on a machine busy with other suites that takes a while.
test.setTimeout(90_000);

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
  // Worded for whoever changed it: it may be the person's own undo on the status page.
  const conflict = rina.getByRole("alertdialog", { name: "Sudah diubah sejak Anda membukanya" });
  // The editor sets names and dates apart for direction (U+2068 … U+2069). The time is 24-hour
  // Indonesian ("10.20") on this phone set to English, not "10.20 AM" (admin/language.ts).
  await expect(conflict).toContainText(
    /Isi ini diubah oleh \u2068?Bu Aisyah\u2069? pada \u2068?\d{1,2} [A-Z][a-z]+ \d{4},? \d{1,2}\.\d{2}\u2069?, setelah Anda membukanya\./,
  );
  await expect(conflict).not.toContainText(/AM|PM|rekan Anda/);
  await expect(conflict).toContainText(
    "Jika Anda tetap menyimpan, perubahan itu hilang, juga bila itu perubahan Anda sendiri (misalnya pembatalan di " +
      "Status terbit). Agar tidak ada yang hilang: tekan Batal, salin tulisan Anda, tekan Muat ulang isinya di " +
      "bagian atas, tempelkan tulisan Anda lagi, lalu tekan Terbitkan.",
  );
  // The safe choice looks like the editor's main button (Terbitkan); Tetap simpan is red.
  const look = (button: Locator) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    });
  const main = await look(rina.getByRole("button", { name: "Terbitkan", exact: true }));
  expect(await look(conflict.getByRole("button", { name: "Batal", exact: true }))).toEqual(main);
  expect((await look(conflict.getByRole("button", { name: "Tetap simpan" }))).color).toBe(DANGER);
  await expectIndonesian(rina, "the save conflict");
  await picture(rina, "conflict-dialog");
  // Nothing lost: her text is still in the form, Bu Aisyah's change is on main, nothing of hers written over it.
  await expect(rinaTagline).toHaveValue(tagline);
  expect(repo.onMain(SITE)).toContain(`phone: ${phone}\n`);
  expect(repo.onMain(SITE)).not.toContain(tagline);
  expect(repo.pushers).toEqual(["aisyah"]);

  // What the message says: Batal, copy her text, Muat ulang isinya, paste it, save.
  await conflict.getByRole("button", { name: "Batal", exact: true }).click();
  await expect(conflict).toBeHidden();
  await rinaTagline.selectText();
  await rina.keyboard.press("ControlOrMeta+C");
  await rina.getByRole("button", { name: "Muat ulang isinya" }).click();
  const reload = rina.getByRole("alertdialog", { name: "Muat ulang isinya" });
  await expectIndonesian(rina, "reloading the entry");
  await reload.getByRole("button", { name: "Muat ulang isinya" }).click();
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

  // An ordinary race, not an error: "Belum tersimpan".
  const refused = rina.getByRole("alertdialog", { name: "Belum tersimpan" });
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
