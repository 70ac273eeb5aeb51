import type { Locator, Page } from "@playwright/test";
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
} from "../fixtures.ts";
import { DIALOG_LINK_CLOSER } from "../../../src/lib/dialog-link-closer.ts";

test.use({ samePage: true });

const registrationChat = chatUrls.register;

const dialog = (page: Page) => page.getByRole("dialog");

/** Taps on a phone, clicks elsewhere: the first touch is what the dialog must answer. */
async function press(page: Page, target: Locator) {
  if (isPhone(page)) await target.tap();
  else await target.click();
}

async function openFrom(page: Page, button: string, index = 0) {
  const opener = page.getByRole("button", { name: button }).nth(index);
  await press(page, opener);
  await expect(dialog(page)).toBeVisible();
  return opener;
}

/**
 * A browser without invoker commands (Samsung Internet on an older
 * Chromium, Safari before 26.2): the buttons keep only `popovertarget`.
 */
const withoutInvokerCommands = (page: Page) =>
  page.evaluate(() => {
    const buttons = document.querySelectorAll("button[commandfor]");
    for (const button of buttons) {
      button.removeAttribute("commandfor");
      button.removeAttribute("command");
    }
    return buttons.length;
  });

/** The dialogs' two ways of being open: by the invoker command (modal), and as a popover where there is none. */
const modes = [
  ["with invoker commands", async () => {}],
  ["without invoker commands", async (page: Page) => expect(await withoutInvokerCommands(page)).toBeGreaterThan(0)],
] as const;

test.beforeEach(async ({ visit }) => {
  await visit("/program");
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
  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, "a first tap, on the phone: the same page and files at every width");
    test("the page loads no script, and the first tap while it is still loading opens the dialog", async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      // Pictures and the font held back: the page is still loading when the parent taps.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.(woff2|avif|webp|png|jpe?g|svg)(\?.*)?$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/program", { waitUntil: "commit" });
      await openFrom(page, "Daftar Sekarang", 0);
      expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
      await expect(dialog(page)).toHaveAccessibleName("Program Bayi");
      release();
      await page.waitForLoadState("load");
      expect(scripts).toEqual([]);
      // JSON-LD and speculation rules are data, never run; the one line that runs waits for a tap on the chat link.
      const inline = page.locator('script:not([type="application/ld+json"]):not([type="speculationrules"])');
      expect(await inline.allTextContents()).toEqual([DIALOG_LINK_CLOSER]);
    });
  });

  test("'Daftar Sekarang' opens an info dialog with the program's title and text, focus inside, with or without invoker commands", async ({
    page,
  }) => {
    for (const [mode, prepare] of modes) {
      await prepare(page);
      await openFrom(page, "Daftar Sekarang", 1);
      await expect(dialog(page), mode).toHaveAccessibleName("Program Toddler");
      await expect(dialog(page), mode).toHaveAccessibleDescription(
        "Terima kasih atas minat Ayah dan Bunda pada Program Toddler. Kirim pesan lewat WhatsApp, kami akan menjelaskan jadwal harian dan biaya, sekaligus mengatur jadwal kunjungan ke daycare.",
      );
      await expect(dialog(page), mode).toHaveAttribute("data-tone", "info");
      await expect(page.getByRole("button", { name: "Tutup" }), mode).toBeFocused();
      // Which of the two ways opened it: a modal by the command, else a popover.
      const shown = await dialog(page).evaluate((element) => ({
        modal: element.matches(":modal"),
        popover: element.matches(":popover-open"),
      }));
      expect(shown, mode).toEqual(
        mode === "with invoker commands" ? { modal: true, popover: false } : { modal: false, popover: true },
      );
      await page.keyboard.press("Escape");
    }
  });

  test("'Daftar Trial' opens a success dialog with the trial's title and text; it rises into place unless motion is reduced", async ({
    page,
  }) => {
    /** The dialog's parts that move or fade in as it opens (colour changes on hover are not motion). */
    const moving = () =>
      dialog(page).evaluate(
        (element) =>
          [element, ...element.querySelectorAll("*")].filter((part) => {
            const style = getComputedStyle(part);
            return (
              /translate|transform|opacity/.test(style.transitionProperty) && parseFloat(style.transitionDuration) > 0
            );
          }).length,
      );
    await openFrom(page, "Daftar Trial", 0);
    await expect(dialog(page)).toHaveAccessibleName("Trial Harian");
    await expect(dialog(page)).toHaveAttribute("data-tone", "success");
    await expect(dialog(page)).toContainText("Trial Harian si kecil");
    expect(await moving()).toBe(1);
    await page.keyboard.press("Escape");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openFrom(page, "Daftar Trial", 0);
    expect(await moving()).toBe(0);
  });

  test.describe("the green confirm", () => {
    // It follows a link out of the site and reads where it went.
    test.use({ otherSites: true });
    // The link, the dialog and the focus behave alike at every width; the parent taps it on a phone.
    test.skip(({ isMobile }) => !isMobile, "the same at every width: on the phone");
    for (const [mode, prepare] of modes)
      test(`the green confirm opens the registration chat in a new tab without opener and closes the dialog, ${mode}`, async ({
        page,
      }) => {
        await prepare(page);
        const opener = await openFrom(page, "Daftar Trial", 1);
        const confirm = dialog(page).getByRole("link", { name: "Hubungi Kami via WhatsApp (membuka tab baru)" });
        await expect(confirm).toHaveCSS("background-color", "rgb(15, 122, 64)");
        await expect(confirm).toHaveCSS("color", "rgb(255, 255, 255)");
        await expect(confirm).toHaveAttribute("rel", "noopener noreferrer");
        const [popup] = await Promise.all([page.waitForEvent("popup"), press(page, confirm)]);
        expect(popup.url()).toBe(registrationChat);
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        // Back from WhatsApp, the parent finds the page as it was, and the button they tapped.
        await expect(dialog(page)).toBeHidden();
        await expect(page).toHaveURL("/program");
        await expect(opener).toBeFocused();
        await expect(page.getByRole("button", { name: "Daftar Sekarang" }).first()).toBeEnabled();
      });
  });

  const closers: Array<[string, (page: Page) => Promise<void>]> = [
    ["Escape", (page) => page.keyboard.press("Escape")],
    ["'Batal'", (page) => press(page, dialog(page).getByRole("button", { name: "Batal" }))],
    ["'Tutup'", (page) => press(page, dialog(page).getByRole("button", { name: "Tutup" }))],
    ["a tap on the dimmed page", (page) => (isPhone(page) ? page.touchscreen.tap(5, 5) : page.mouse.click(5, 5))],
  ];
  for (const [how, close] of closers) {
    test(`${how} closes without opening anything and gives focus back to the button, with or without invoker commands`, async ({
      page,
      context,
    }) => {
      let opened = 0;
      context.on("page", () => opened++);
      for (const [mode, prepare] of modes) {
        await prepare(page);
        const opener = await openFrom(page, "Daftar Trial", 1);
        await expect(dialog(page), mode).toHaveAccessibleName("Trial Mingguan");
        await expect(page.getByRole("button", { name: "Tutup" }), mode).toBeFocused();
        await close(page);
        await expect(dialog(page), mode).toBeHidden();
        await expect(opener, mode).toBeFocused();
      }
      expect(opened).toBe(0);
      await expect(page).toHaveURL("/program");
    });
  }

  test.describe("in a browser with neither invoker commands nor popovers", () => {
    // The page is rewritten below: its inline CSS no longer matches the hashes the policy allows.
    test.use({ bypassCSP: true });

    // One @supports rule in the CSS decides, with no breakpoint: the same at every width.
    test.skip(({ isMobile }) => !isMobile, "the same at every width: on the phone");

    test("every registration button is the registration chat link instead", async ({ page }) => {
      await page.route("/program", async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const query = "@supports selector(:popover-open)";
        expect(html).toContain(query);
        // What such a browser sees: a query it cannot answer yes to.
        await route.fulfill({ response, body: html.replace(query, "@supports selector(:tidak-ada)") });
      });
      await page.goto("/program");
      await expect(page.getByRole("button", { name: /^Daftar (Sekarang|Trial)$/ })).toHaveCount(0);
      const links = page.getByRole("link", { name: /^Daftar (Sekarang|Trial) \(membuka tab baru\)$/ });
      await expect(links).toHaveCount(4);
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", registrationChat);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    });
  });

  test("the page behind the open dialog does not scroll, with or without invoker commands", async ({ page }) => {
    for (const [mode, prepare] of modes) {
      await prepare(page);
      await openFrom(page, "Daftar Sekarang", 0);
      // Read once the page has settled: opening may still be bringing the button into view.
      const before = await settledScrollY(page);
      // The wheel over the dimmed page beside the dialog.
      await scrollGesture(page, { x: 6, y: 200 }, 400);
      expect(await settledScrollY(page), mode).toBe(before);
      await expect(dialog(page), mode).toBeVisible();
      // Closed, the same wheel scrolls the page: the check above would have seen it.
      await page.keyboard.press("Escape");
      await scrollGesture(page, { x: 6, y: 200 }, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY), mode).toBeGreaterThan(before + 100);
    }
  });

  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile, "phones");

    test("on a 360 px phone the confirm button keeps 'Hubungi Kami via WhatsApp' on one line", async ({ page }) => {
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
  });

  test.describe(() => {
    test.skip(({ isMobile }) => isMobile, "the keyboard's, on the desktop: the same dialog at every width");
    test("Tab never leaves the dialog for the page behind it", async ({ page }) => {
      await openFrom(page, "Daftar Sekarang", 0);
      const reached = new Set<string>();
      for (let step = 0; step < 9; step++) {
        await page.keyboard.press(step % 4 === 3 ? "Shift+Tab" : "Tab");
        // After the last control the browser's own bar may hold focus (the document's body is active):
        // the page behind is inert, so the next Tab comes back into the dialog.
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return "(browser)";
          return element.closest("dialog")
            ? element.textContent!.replace(/\s+/g, " ").trim()
            : `outside: ${element.outerHTML.slice(0, 80)}`;
        });
        expect(focused).not.toMatch(/^outside/);
        reached.add(focused);
      }
      reached.delete("(browser)");
      expect([...reached].sort()).toEqual(["Batal", "Hubungi Kami via WhatsApp (membuka tab baru)", "Tutup"]);
    });
  });

  test("one dialog at a time: opening another shows only the new one, with or without invoker commands", async ({
    page,
  }) => {
    for (const [mode, prepare] of modes) {
      await prepare(page);
      await openFrom(page, "Daftar Sekarang", 0);
      // A tap beside the dialog only closes it: the page behind is out of reach while it is open.
      await (isPhone(page) ? page.touchscreen.tap(5, 400) : page.mouse.click(5, 400));
      await expect(dialog(page), mode).toBeHidden();
      await openFrom(page, "Daftar Trial", 1);
      await expect(page.getByRole("dialog"), mode).toHaveCount(1);
      await expect(dialog(page), mode).toHaveAccessibleName("Trial Mingguan");
      await expect(dialog(page), mode).not.toContainText("Program Bayi");
      await page.keyboard.press("Escape");
    }
  });
});
