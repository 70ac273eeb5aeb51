import type { Page } from "@playwright/test";
import { chatUrls, expect, routes, test, wakeIslands } from "./fixtures.ts";

test.use({ samePage: true });

/**
 * With JavaScript off (or before it has loaded on a slow phone)
 * every page is complete and usable: the same text as with JavaScript,
 * working chat, phone and mail links, and nothing left invisible.
 */

/** The lowest opacity any text of the page is shown with, ancestors included. */
const faintestText = (page: Page) =>
  page.locator("body").evaluate((body) => {
    let faintest = 1;
    for (const element of body.querySelectorAll<HTMLElement>("h1, h2, h3, p, li, a, button, summary")) {
      if (!element.textContent?.trim()) continue;
      let opacity = 1;
      for (let node: HTMLElement | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      faintest = Math.min(faintest, opacity);
    }
    return faintest;
  });

const mainText = (page: Page) =>
  page.getByRole("main").evaluate((main) => (main as HTMLElement).innerText.replace(/\s+/g, " ").trim());

/**
 * What rightly differs: 'Salin tautan' is left out because copying needs
 * JavaScript. (The registration dialogs of /program are the same HTML either way.)
 */
const comparable = (text: string) => text.replace(" Salin tautan", "");

for (const path of [...routes.map((route) => route.path), "/blog/1"]) {
  test.describe(`${path} without JavaScript`, () => {
    test.skip(({ isMobile }) => !isMobile, "the same text at every width: compared on the phone");
    test("shows the same text as with JavaScript, and none of it stays invisible", async ({
      page,
      browser,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
    }) => {
      await page.goto(path);
      // Every island hydrated: each waits for a first touch.
      await wakeIslands(page);
      const expected = await mainText(page);

      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, javaScriptEnabled: false });
      const withoutScript = await context.newPage();
      await withoutScript.goto(path);
      expect(comparable(await mainText(withoutScript))).toBe(comparable(expected));
      await expect.poll(() => faintestText(withoutScript), { timeout: 5000 }).toBe(1);
      await context.close();
    });
  });
}

test.describe("links without JavaScript", () => {
  // It follows a link out of the site and reads where it went.
  test.use({ otherSites: true });
  test.skip(({ isMobile }) => isMobile, "links are the same at every viewport");
  test.use({ javaScriptEnabled: false });

  test("every chat link is a complete WhatsApp link opening in a new tab", async ({ page }) => {
    for (const route of routes) {
      await page.goto(route.path);
      const chats = page.locator('a[href^="https://wa.me/"]');
      expect(await chats.count(), route.path).toBeGreaterThan(0);
      for (const link of await chats.all()) {
        await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=\S+$/);
        await expect(link).toHaveAttribute("target", "_blank");
      }
    }
  });

  test("the contact page has its phone and mail links, and every footer the mail link", async ({ page }) => {
    await page.goto("/kontak");
    await expect(page.getByRole("main").locator('a[href="tel:+6281234567890"]')).toHaveCount(1);
    await expect(page.getByRole("main").locator('a[href="mailto:info@daycarecisauk.id"]')).toHaveCount(1);
    for (const route of routes) {
      await page.goto(route.path);
      await expect(
        page.getByRole("contentinfo").locator('a[href="mailto:info@daycarecisauk.id"]'),
        route.path,
      ).toHaveCount(1);
    }
  });

  test("the registration buttons open their dialogs, which close again", async ({ page }) => {
    await page.goto("/program");
    for (const [button, title] of [
      ["Daftar Sekarang", "Program Bayi"],
      ["Daftar Trial", "Trial Harian"],
    ] as const) {
      const opener = page.getByRole("button", { name: button }).first();
      await opener.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: /Hubungi Kami via WhatsApp/ })).toHaveAttribute(
        "href",
        chatUrls.register,
      );
      await dialog.getByRole("button", { name: "Batal" }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test("without script the registration chat still opens from the dialog, which stays open behind it", async ({
    page,
  }) => {
    await page.goto("/program");
    await page.getByRole("button", { name: "Daftar Sekarang" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Program Bayi" });
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      dialog.getByRole("link", { name: /Hubungi Kami via WhatsApp/ }).click(),
    ]);
    expect(popup.url()).toBe(chatUrls.register);
    await expect(dialog).toBeVisible();
  });

  test("every FAQ answer can be opened and read", async ({ page }) => {
    await page.goto("/kontak");
    const questions = page.locator("summary");
    expect(await questions.count()).toBeGreaterThan(3);
    for (const question of await questions.all()) {
      await question.click();
      const answer = question.locator("xpath=..").locator("p, div").last();
      await expect(answer).toBeVisible();
    }
  });
});
