import type { Page } from "@playwright/test";
import {
  animationsDone,
  chatUrls,
  expect,
  hoursLine,
  isPhone,
  scrollGesture,
  settledScrollY,
  smallPhone,
  test,
} from "./fixtures.ts";

const registrationChat = chatUrls.register;

const dialog = (page: Page) => page.getByRole("dialog");

async function openFrom(page: Page, button: string, index = 0) {
  const opener = page.getByRole("button", { name: button }).nth(index);
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  return opener;
}

test.beforeEach(async ({ page, visit, javaScriptEnabled }) => {
  await visit("/program");
  // The registration islands hydrate when the browser is idle: until then they are links to the chat.
  if (javaScriptEnabled !== false) {
    await expect(page.getByRole("button", { name: "Daftar Sekarang" })).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Daftar Trial" })).toHaveCount(2);
  }
});

test("shows header, programs, methods and trials in that order", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Program & Biaya");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Program Bayi",
    "Program Toddler",
    "Metode Pembelajaran",
    "Program Trial",
  ]);
});

test("each program card has ages, group size, hours, five features and 'Daftar Sekarang'", async ({ page }) => {
  const cards = page.getByRole("region", { name: "Program harian" }).getByRole("article");
  await expect(cards).toHaveCount(2);
  for (const [index, [title, ages, size]] of [
    ["Program Bayi", "6 bulan – 2 tahun", "Maks. 5 anak per kelompok"],
    ["Program Toddler", "2 – 6 tahun", "Maks. 8 anak per kelompok"],
  ].entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading")).toHaveText(title!);
    await expect(card).toContainText(ages!);
    await expect(card).toContainText(size!);
    await expect(card).toContainText(hoursLine);
    await expect(card.getByRole("list", { name: `Yang didapat di ${title}` }).getByRole("listitem")).toHaveCount(5);
    await expect(card.getByRole("img")).toBeVisible();
    await expect(card.getByRole("button", { name: "Daftar Sekarang" })).toBeVisible();
  }
});

test("'Metode Pembelajaran' shows the four methods; on a wide screen a title that wraps does not push its text down", async ({
  page,
}) => {
  const methods = page.getByRole("region", { name: "Metode Pembelajaran" });
  await expect(methods.getByRole("heading", { level: 3 })).toHaveText([
    "Bimba & Iqra",
    "Fine Motoric",
    "Sensorial",
    "Kemandirian & Tanggung Jawab",
  ]);
  if (isPhone(page)) return;
  await animationsDone(page);
  const cards = methods.getByRole("article");
  const lines = await cards.getByRole("heading").evaluateAll((titles) =>
    titles.map((title) => {
      const range = document.createRange();
      range.selectNodeContents(title);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    }),
  );
  // The long title does wrap here, so the check below is a real one.
  expect(lines).toEqual([1, 1, 1, 2]);
  const tops = await cards.locator("p").evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().top));
  expect(new Set(tops).size, `text tops ${tops}`).toBe(1);
});

test("'Program Trial' offers a day and a week, priced 'Hubungi kami' with no amount anywhere", async ({ page }) => {
  const trials = page.getByRole("region", { name: "Program Trial" }).getByRole("article");
  await expect(trials).toHaveCount(2);
  await expect(trials.nth(0).getByRole("heading")).toHaveText("Trial Harian");
  await expect(trials.nth(0)).toContainText("1 hari");
  await expect(trials.nth(1).getByRole("heading")).toHaveText("Trial Mingguan");
  await expect(trials.nth(1)).toContainText("1 minggu");
  for (const trial of await trials.all()) {
    await expect(trial).toContainText("Hubungi kami");
    await expect(trial.getByRole("button", { name: "Daftar Trial" })).toBeVisible();
  }
  await expect(page.getByRole("main")).not.toContainText(/Rp|IDR|\d+\.\d{3}/);
});

test("cards fade in 0.2 s (programs) and 0.1 s (methods) apart", async ({ page }) => {
  const delays = (region: string) =>
    page
      .getByRole("region", { name: region })
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationDelay));
  expect(await delays("Program harian")).toEqual(["0s", "0.2s"]);
  expect(await delays("Metode Pembelajaran")).toEqual(["0s", "0.1s", "0.2s", "0.3s"]);
});

test.describe("registration dialog", () => {
  test("'Daftar Sekarang' opens an info dialog with the program's title and text, focus inside", async ({ page }) => {
    await openFrom(page, "Daftar Sekarang", 1);
    await expect(dialog(page)).toHaveAccessibleName("Program Toddler");
    await expect(dialog(page)).toHaveAttribute("data-tone", "info");
    await expect(dialog(page)).toContainText(
      "Terima kasih atas minat Ayah dan Bunda pada Program Toddler. Kirim pesan lewat WhatsApp, kami akan menjelaskan jadwal harian dan biaya, sekaligus mengatur jadwal kunjungan ke daycare.",
    );
    await expect(page.getByRole("button", { name: "Tutup" })).toBeFocused();
  });

  test("'Daftar Trial' opens a success dialog with the trial's title and text", async ({ page }) => {
    await openFrom(page, "Daftar Trial", 0);
    await expect(dialog(page)).toHaveAccessibleName("Trial Harian");
    await expect(dialog(page)).toHaveAttribute("data-tone", "success");
    await expect(dialog(page)).toContainText("Trial Harian si kecil");
  });

  test("the green confirm opens the registration chat in a new tab without opener, and closes", async ({ page }) => {
    await openFrom(page, "Daftar Sekarang", 0);
    const confirm = dialog(page).getByRole("link", { name: /Hubungi Kami via WhatsApp/ });
    await expect(confirm).toHaveCSS("background-color", "rgb(15, 122, 64)");
    await expect(confirm).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(confirm).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([page.waitForEvent("popup"), confirm.click()]);
    expect(popup.url()).toBe(registrationChat);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(dialog(page)).toBeHidden();
  });

  const closers: Array<[string, (page: Page) => Promise<void>]> = [
    ["Escape", (page) => page.keyboard.press("Escape")],
    ["'Batal'", (page) => dialog(page).getByRole("button", { name: "Batal" }).click()],
    ["'Tutup'", (page) => dialog(page).getByRole("button", { name: "Tutup" }).click()],
    ["a click on the backdrop", (page) => page.mouse.click(5, 5)],
  ];
  for (const [how, close] of closers) {
    test(`${how} closes without opening anything and gives focus back to the button`, async ({ page, context }) => {
      const opener = await openFrom(page, "Daftar Trial", 1);
      let opened = 0;
      context.on("page", () => opened++);
      await close(page);
      await expect(dialog(page)).toBeHidden();
      await expect(opener).toBeFocused();
      expect(opened).toBe(0);
      await expect(page).toHaveURL("/program");
    });
  }

  test("the page behind the open dialog does not scroll", async ({ page }) => {
    await openFrom(page, "Daftar Sekarang", 0);
    const before = await page.evaluate(() => window.scrollY);
    // The wheel over the dimmed page beside the dialog.
    await scrollGesture(page, { x: 6, y: 200 }, 400);
    expect(await settledScrollY(page)).toBe(before);
    await expect(dialog(page)).toBeVisible();
    // Closed, the same wheel scrolls the page: the check above would have seen it.
    await page.keyboard.press("Escape");
    await scrollGesture(page, { x: 6, y: 200 }, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
  });

  test("on a 360 px phone the confirm button keeps 'Hubungi Kami via WhatsApp' on one line", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "phones");
    for (const viewport of [smallPhone, page.viewportSize()!]) {
      await page.setViewportSize(viewport);
      for (const opener of ["Daftar Sekarang", "Daftar Trial"]) {
        await openFrom(page, opener, 0);
        const lines = await dialog(page)
          .getByRole("link", { name: /Hubungi Kami via WhatsApp/ })
          .evaluate((link) => {
            // The words themselves, not the link's screen-reader-only addition.
            const label = [...link.childNodes].find(
              (node) => node.textContent?.trim() === "Hubungi Kami via WhatsApp",
            )!;
            const range = document.createRange();
            range.selectNodeContents(label);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          });
        expect(lines, `${viewport.width} px, ${opener}`).toBe(1);
        await page.keyboard.press("Escape");
      }
    }
  });

  test("Tab keeps focus inside the dialog", async ({ page }) => {
    await openFrom(page, "Daftar Sekarang", 0);
    for (let step = 0; step < 7; step++) {
      await page.keyboard.press(step % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
  });

  test("opening another registration replaces the first: one dialog, the new content", async ({ page }) => {
    await openFrom(page, "Daftar Sekarang", 0);
    await page.keyboard.press("Escape");
    await openFrom(page, "Daftar Trial", 1);
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(dialog(page)).toHaveAccessibleName("Trial Mingguan");
    await expect(dialog(page)).not.toContainText("Program Bayi");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every registration button is a working link to the registration chat", async ({ page }) => {
    const links = page.getByRole("link", { name: /^(Daftar Sekarang|Daftar Trial)/ });
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", registrationChat);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
