import { chatUrls, expect, isPhone, routes, test } from "./fixtures";

test.describe("header navigation", () => {
  for (const route of [...routes, { path: "/blog/2", nav: "Blog" }]) {
    test(`on ${route.path} the '${route.nav}' entry is marked as the current page`, async ({ page }) => {
      await page.goto(route.path);
      if (isPhone(page)) await page.getByRole("button", { name: "Menu" }).click();
      const nav = page.getByRole("navigation", { name: "Menu utama" });
      await expect(nav.getByRole("link")).toHaveText(["Beranda", "Tentang Kami", "Program & Biaya", "Galeri", "Blog", "Kontak"]);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.nav);
    });
  }

  test("the header stays at the top while the page scrolls", async ({ page }) => {
    await page.goto("/tentang");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });

  test("client-side navigation changes page and title without reloading the document", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    if (isPhone(page)) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Tentang Kami" }).click();
    await expect(page).toHaveURL("/tentang");
    await expect(page).toHaveTitle("Tentang Kami | Daycare Cisauk");
    await expect(page.getByRole("heading", { level: 1, name: "Tentang Kami" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test.describe("menu on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, "the menu button is for small screens");

  test("the button opens and closes the menu and says whether it is open", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Galeri" })).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("choosing a link closes the menu", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Galeri" }).click();
    await expect(page).toHaveURL("/galeri");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Menu utama" })).toBeHidden();
  });

  test("Escape closes the menu and puts focus back on its button", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Blog" }).focus();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
});

test.describe("chat links", () => {
  test("the header's 'Jadwalkan Kunjungan' opens the visit chat in a new tab", async ({ page }) => {
    await page.goto("/tentang");
    if (isPhone(page)) await page.getByRole("button", { name: "Menu" }).click();
    const link = page.getByRole("banner").getByRole("link", { name: /Jadwalkan Kunjungan/ }).filter({ visible: true });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", chatUrls.visit);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    expect(popup.url()).toBe(chatUrls.visit);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  for (const route of routes) {
    test(`the floating chat button sits at the bottom right of ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      const button = page.getByRole("link", { name: "Chat WhatsApp dengan kami (membuka tab baru)" });
      await expect(button).toHaveAttribute("href", chatUrls.question);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      await page.evaluate(() => window.scrollTo(0, 1500));
      const box = (await button.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
      expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
    });
  }
});

test.describe("footer", () => {
  test("holds the blurb, the pages, the contact details and the social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Daycare Muslim untuk anak usia 6 bulan – 6 tahun di Cisauk.");
    await expect(footer.getByRole("navigation", { name: "Menu di kaki halaman" }).getByRole("link")).toHaveText([
      "Beranda",
      "Tentang Kami",
      "Program & Biaya",
      "Galeri",
      "Blog",
      "Kontak",
    ]);
    await expect(footer.getByRole("link", { name: /Suradita, Cisauk, Tangerang, Banten 15343/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    const chat = footer.getByRole("link", { name: /WhatsApp \+62 812-3456-7890/ });
    await expect(chat).toHaveAttribute("href", chatUrls.question);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("link", { name: "info@daycarecisauk.id" })).toHaveAttribute(
      "href",
      "mailto:info@daycarecisauk.id",
    );
    await expect(footer).toContainText("Senin - Jumat, 07.00 - 17.00 WIB");
    for (const [name, href] of [
      ["Facebook", "https://www.facebook.com/daycarecisauk"],
      ["Instagram", "https://www.instagram.com/daycarecisauk"],
    ]) {
      const social = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(social).toHaveAttribute("href", href!);
      await expect(social).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("skip link and toast area", () => {
  test("the first Tab reaches 'Langsung ke konten utama', which moves focus to the main content", async ({ page, browserName }) => {
    test.skip(browserName !== "chromium");
    await page.goto("/tentang");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Langsung ke konten utama" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("every page has an empty live region for notifications", async ({ page }) => {
    await page.goto("/");
    const status = page.getByRole("status");
    await expect(status).toHaveCount(1);
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toBeEmpty();
  });
});
