import type { Locator, Page } from "@playwright/test";
import {
  animationsDone,
  chatUrls,
  expandedState,
  expect,
  hoursLine,
  isPhone,
  routes,
  scrollGesture,
  settledScrollY,
  smallPhone,
  test,
  transitionsDone,
} from "./fixtures.ts";

test.use({ samePage: true });

/** The pages of the menu, in its order: the header's and the footer's alike. */
const MENU_LABELS = ["Beranda", "Tentang Kami", "Program & Biaya", "Galeri", "Blog", "Kontak"];

test.describe("header navigation", () => {
  for (const route of [...routes, { path: "/blog/2", nav: "Blog" }]) {
    test(`on ${route.path} the '${route.nav}' entry is marked as the current page`, async ({ page, visit }) => {
      await visit(route.path);
      if (isPhone(page)) await page.getByRole("button", { name: "Buka menu" }).click();
      const nav = page.getByRole("navigation", { name: "Menu utama" });
      await expect(nav.getByRole("link")).toHaveText(MENU_LABELS);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.nav);
    });
  }

  test("the header stays at the top while the page scrolls", async ({ page, visit }) => {
    await visit("/tentang");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });

  test("a menu link opens its page, with its own title and heading", async ({ page, visit }) => {
    await visit("/");
    if (isPhone(page)) await page.getByRole("button", { name: "Buka menu" }).click();
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Tentang Kami" }).click();
    await expect(page).toHaveURL("/tentang");
    await expect(page).toHaveTitle("Tentang Kami | Daycare Cisauk");
    await expect(page.getByRole("heading", { level: 1, name: "Tentang Kami" })).toBeVisible();
  });
});

test.describe("menu on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, "the menu button is for small screens");

  const menuButton = (page: Page) => page.getByRole("banner").getByRole("button");
  const menu = (page: Page) => page.locator("#menu-ponsel");

  test("the button opens and closes the menu, says whether it is open, and is named for what it will do", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const button = menuButton(page);
    await expect(button).toHaveAccessibleName("Buka menu");
    await expect(button).toHaveAttribute("aria-controls", "menu-ponsel");
    expect(await expandedState(button)).toBe(false);
    await expect(menu(page)).toBeHidden();
    await button.click();
    await expect(button).toHaveAccessibleName("Tutup menu");
    await expect.poll(() => expandedState(button)).toBe(true);
    await expect(menu(page).getByRole("link", { name: "Galeri" })).toBeVisible();
    await button.click();
    await expect(button).toHaveAccessibleName("Buka menu");
    await expect.poll(() => expandedState(button)).toBe(false);
    await expect(menu(page)).toBeHidden();
  });

  test("choosing a link opens that page with the menu closed", async ({ page, visit }) => {
    await visit("/");
    await menuButton(page).click();
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Galeri" }).click();
    await expect(page).toHaveURL("/galeri");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galeri Foto");
    await expect(page.getByRole("navigation", { name: "Menu utama" })).toBeHidden();
    expect(await expandedState(menuButton(page))).toBe(false);
  });

  test("Escape closes the menu and puts focus back on its button", async ({ page, visit }) => {
    await visit("/");
    const button = menuButton(page);
    await button.click();
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Blog" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect.poll(() => expandedState(button)).toBe(false);
    await expect(button).toBeFocused();
  });

  test("from the open menu's button, Tab goes through the menu's links in order", async ({ page, visit }) => {
    await visit("/");
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    const reached: string[] = [];
    for (let step = 0; step < MENU_LABELS.length + 1; step++) {
      await page.keyboard.press("Tab");
      const text = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? "");
      // The visible words: the chat link's "(membuka tab baru)" is for screen readers.
      reached.push(text.replace("(membuka tab baru)", "").trim());
    }
    expect(reached).toEqual([...MENU_LABELS, "Jadwalkan Kunjungan"]);
  });

  test("a tap on the page beside the menu closes it, and the page under it does not take the tap", async ({
    page,
    context,
    visit,
  }) => {
    await visit("/");
    await menuButton(page).click();
    // The menu's last item ends its panel; below it the popover shows the page, dimmed.
    const last = (await menu(page)
      .getByRole("link", { name: /Jadwalkan Kunjungan/ })
      .boundingBox())!;
    const panel = { y: last.y, height: last.height + 24 };
    const viewport = page.viewportSize()!;
    // A link of the page that shows below the open menu, where a thumb would tap.
    const boxes = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => {
          const { x, y, width, height } = link.getBoundingClientRect();
          return { x, y, width, height, name: link.textContent?.trim() };
        }),
      );
    const target = boxes.find((box) => box.y > panel.y + panel.height + 8 && box.y + box.height < viewport.height - 90);
    expect(target, "a link of the page below the open menu").toBeDefined();
    let opened = 0;
    context.on("page", () => opened++);
    await page.touchscreen.tap(target!.x + target!.width / 2, target!.y + target!.height / 2);
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAccessibleName("Buka menu");
    await expect(page).toHaveURL("/");
    expect(opened).toBe(0);
  });

  test("the page behind the open menu stays still under the wheel, and the menu stays open", async ({
    page,
    visit,
  }) => {
    await visit("/tentang");
    await page.evaluate(() => window.scrollTo(0, 600));
    // Tapped where the button is: Playwright's click() would first scroll the sticky header "into view".
    const button = (await menuButton(page).boundingBox())!;
    await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2);
    await expect(menu(page)).toBeVisible();
    // A wheel is handled by the compositor, which learns whether the page may scroll only from the
    // next frame the page draws: wait for it, as no finger is faster than a frame.
    await transitionsDone(page);
    const panel = (await menu(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    const onPage = { x: viewport.width / 2, y: viewport.height - 120 };

    // Over the menu itself, and over the dimmed page below it.
    await scrollGesture(page, { x: panel.x + panel.width / 2, y: panel.y + 40 }, 300);
    expect(await settledScrollY(page)).toBe(600);
    await scrollGesture(page, onPage, 300);
    expect(await settledScrollY(page)).toBe(600);
    await expect(menu(page)).toBeVisible();

    // Closed, the same wheel scrolls the page: the checks above would have seen a scroll.
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await transitionsDone(page);
    await scrollGesture(page, onPage, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
  });
});

const chatButton = (page: Page) => page.getByRole("link", { name: /^Tanya Kami/ });

/**
 * What lies under the floating chat button while it shows: every line of text
 * and every button-sized control (a whole-card link counts by its text). Away
 * counts as covering nothing only when it is both unseen (transparent or below
 * the screen) and untouchable (it lets taps through, or is below the screen).
 */
function underChatButton(chat: Locator) {
  return chat.evaluate(async (button) => {
    // At rest: once a style change has had two frames to start its slide, and the slide has ended.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const sliding = button.getAnimations().filter((animation) => animation.timeline === document.timeline);
    await Promise.all(sliding.map((animation) => animation.finished.catch(() => undefined)));
    const box = button.getBoundingClientRect();
    const style = getComputedStyle(button);
    const below = box.top >= window.innerHeight;
    if ((below || Number(style.opacity) === 0) && (below || style.pointerEvents === "none")) return [];
    const overlaps = (rect: DOMRect) =>
      rect.width > 1 &&
      rect.height > 1 &&
      rect.left < box.right &&
      box.left < rect.right &&
      rect.top < box.bottom &&
      box.top < rect.bottom;
    const found: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || button.contains(parent)) continue;
      if (parent.closest('[aria-hidden="true"], script, noscript, style')) continue;
      // Text for screen readers only (sr-only) is clipped to a 1 px box: nothing shows.
      const shown = parent.getBoundingClientRect();
      if (shown.width <= 1 || shown.height <= 1) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll("a[href], button, summary")) {
      const rect = control.getBoundingClientRect();
      if (control !== button && rect.height <= 64 && overlaps(rect))
        found.push(`control "${control.textContent?.trim().slice(0, 40)}"`);
    }
    return found;
  });
}

/** Fully shown, inside the screen. */
const inPlace = (chat: Locator) =>
  chat.evaluate(
    (button) =>
      Number(getComputedStyle(button).opacity) === 1 && button.getBoundingClientRect().bottom <= window.innerHeight,
  );

test.describe("chat links", () => {
  // It follows a link out of the site and reads where it went.
  test.use({ otherSites: true });
  test("the header's 'Jadwalkan Kunjungan' opens the visit chat in a new tab", async ({ page, visit }) => {
    await visit("/tentang");
    if (isPhone(page)) await page.getByRole("button", { name: "Buka menu" }).click();
    const link = page
      .getByRole("banner")
      .getByRole("link", { name: /Jadwalkan Kunjungan/ })
      .filter({ visible: true });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", chatUrls.visit);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    expect(popup.url()).toBe(chatUrls.visit);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test("the floating 'Tanya Kami' button is at the bottom right of every page and opens the question chat", async ({
    page,
    visit,
  }) => {
    for (const route of routes) {
      await visit(route.path);
      const button = page.getByRole("link", { name: "Tanya Kami lewat WhatsApp (membuka tab baru)" });
      await expect(button).toHaveAttribute("href", chatUrls.question);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      if (!isPhone(page)) await expect(button.getByText("Tanya Kami", { exact: true })).toBeVisible();
      // Where it rests: on the first screen it has slid away below it (measured by the tests further down).
      const gap = await button.evaluate((link: HTMLElement) => {
        const screen = link.offsetParent!.getBoundingClientRect();
        const [right, bottom] = [link.offsetLeft + link.offsetWidth, link.offsetTop + link.offsetHeight];
        return { right: screen.width - right, bottom: screen.height - bottom };
      });
      expect(gap.right, route.path).toBeGreaterThanOrEqual(0);
      expect(gap.right, route.path).toBeLessThanOrEqual(32);
      expect(gap.bottom, route.path).toBeGreaterThanOrEqual(0);
      expect(gap.bottom, route.path).toBeLessThanOrEqual(32);
    }
    // At the end of the page it always shows.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => inPlace(chatButton(page))).toBe(true);
    const [popup] = await Promise.all([page.waitForEvent("popup"), chatButton(page).click()]);
    expect(popup.url()).toBe(chatUrls.question);
  });
});

test.describe("the floating chat button keeps out of the way", () => {
  test("it slides away while a parent scrolls down, and comes back when they scroll up", async ({ page, visit }) => {
    await visit("/tentang");
    const chat = chatButton(page);
    const viewport = page.viewportSize()!;
    const middle = { x: viewport.width / 2, y: viewport.height / 2 };
    const opacity = () => chat.evaluate((button) => Number(getComputedStyle(button).opacity));
    await scrollGesture(page, middle, 600);
    await expect.poll(opacity).toBe(0);
    await scrollGesture(page, middle, -300);
    await expect.poll(() => inPlace(chat)).toBe(true);
    // From where it shows, reading on sends it away again.
    await scrollGesture(page, middle, 300);
    await expect.poll(opacity).toBe(0);
    await scrollGesture(page, middle, -200);
    await expect.poll(() => inPlace(chat)).toBe(true);
  });

  test("on every page's first screen, at rest, nothing a parent reads or taps lies under it", async ({
    page,
    isMobile,
  }) => {
    // The phones of decision 008, and on the desktop the laptop screen where a card of /blog lay under it.
    const sizes = isMobile
      ? [page.viewportSize()!, smallPhone, { width: 412, height: 915 }]
      : [page.viewportSize()!, { width: 1280, height: 720 }];
    const paths = [...routes.map((route) => route.path), "/blog/1", "/halaman-tidak-ada"];
    for (const path of paths) {
      // Loaded once, at the first size; the page, never scrolled, then shows its first screen at the others.
      await page.setViewportSize(sizes[0]!);
      await page.goto(path);
      for (const size of sizes) {
        await page.setViewportSize(size);
        expect(await underChatButton(chatButton(page)), `${path} at ${size.width}×${size.height}`).toEqual([]);
      }
    }
    // Away from the first screen, it is still there for the keyboard: the last stop of Tab.
    await page.keyboard.press("Shift+Tab");
    await expect(chatButton(page)).toBeFocused();
    await expect.poll(() => inPlace(chatButton(page))).toBe(true);
  });

  /**
   * A parent scrolls up from the end of the page with the wheel: the button
   * shows, and stays while a script moves the page (only a parent's scroll
   * sends it away).
   */
  async function scrolledUp(page: Page) {
    const viewport = page.viewportSize()!;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await scrollGesture(page, { x: viewport.width / 2, y: viewport.height / 3 }, -300);
  }

  /**
   * Moves the page so that `control` is at the bottom of the screen, its
   * middle where the button's middle rests, and reports, once the button has
   * settled: whether it is in place, the points where the two meet (the middle
   * of `end`, an FAQ question's arrow, if it lies there, and the middle of
   * their overlap), and what the page's hit test finds at each ('' for the
   * control or inside it). One round trip: the machine is shared.
   */
  async function underTheButton(page: Page, control: Locator, end?: Locator) {
    const button = await chatButton(page).elementHandle();
    const arrow = end ? await end.elementHandle() : null;
    return control.evaluate(
      async (element, [link, arrow]) => {
        const { offsetParent, offsetTop, offsetHeight } = link as HTMLElement;
        // Its place in the layout, whether or not it has slid away.
        const rest = offsetParent!.getBoundingClientRect().top + offsetTop + offsetHeight / 2;
        const start = element.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + start.top + start.height / 2 - rest);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const sliding = link.getAnimations().filter((animation) => animation.timeline === document.timeline);
        // A card still fading in is a stacking context of its own, under the button, for its 0.6 s: a parent
        // taps what it shows once it is there. On a busy machine the test can reach it sooner.
        const entering = document.getAnimations().filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && target !== link && target.contains(element);
        });
        await Promise.all([...sliding, ...entering].map((animation) => animation.finished.catch(() => undefined)));

        const chat = link.getBoundingClientRect();
        const inPlace = Number(getComputedStyle(link).opacity) === 1 && chat.bottom <= window.innerHeight;
        const box = element.getBoundingClientRect();
        const within = (x: number, y: number) => x > chat.left && x < chat.right && y > chat.top && y < chat.bottom;
        const points: { x: number; y: number }[] = [];
        const tip = arrow?.getBoundingClientRect();
        if (tip && within(tip.x + tip.width / 2, tip.y + tip.height / 2))
          points.push({ x: tip.x + tip.width / 2, y: tip.y + tip.height / 2 });
        const [left, right] = [Math.max(box.left, chat.left), Math.min(box.right, chat.right)];
        const [top, bottom] = [Math.max(box.top, chat.top), Math.min(box.bottom, chat.bottom)];
        if (right - left >= 8 && bottom - top >= 8) points.push({ x: (left + right) / 2, y: (top + bottom) / 2 });
        const hits = points.map(({ x, y }) => {
          const hit = document.elementFromPoint(x, y);
          if (hit && element.contains(hit)) return "";
          const what = hit?.closest("a[href], button, summary") ?? hit;
          return `${what?.tagName} "${what?.textContent?.trim().slice(0, 40)}"`;
        });
        return { inPlace, points, hits };
      },
      [button, arrow] as const,
    );
  }

  test.describe("a tap on a control where the button rests reaches the control", () => {
    test.skip(({ isMobile }) => !isMobile, "on a phone the page's controls reach the button's place");

    test("/kontak: every FAQ question opens its answer, at its arrow too; WhatsApp does not open", async ({
      page,
      context,
      visit,
    }) => {
      let opened = 0;
      context.on("page", () => opened++);
      await visit("/kontak");
      const questions = page.getByRole("region", { name: "Pertanyaan yang Sering Diajukan" }).getByRole("group");
      await expect(questions).toHaveCount(7);
      await scrolledUp(page);
      // From the last question up: the page only moves up after the parent's scroll.
      for (const item of (await questions.all()).reverse()) {
        const question = item.locator("summary");
        const where = `"${await question.textContent()}"`;
        const { inPlace, points, hits } = await underTheButton(page, question, question.locator("svg"));
        expect(inPlace, `${where}: the button shows`).toBe(true);
        expect(points.length, `${where}: its arrow lies under the button`).toBe(2);
        expect(hits, where).toEqual(["", ""]);
        await page.touchscreen.tap(points[0]!.x, points[0]!.y);
        await expect(item, where).toHaveAttribute("open", "");
        await page.touchscreen.tap(points[1]!.x, points[1]!.y);
        await expect(item, where).not.toHaveAttribute("open");
      }
      expect(opened, "tabs opened").toBe(0);
      await expect(page).toHaveURL("/kontak");
    });

    test("/program: every 'Daftar' button opens its dialog; WhatsApp does not open", async ({
      page,
      context,
      visit,
    }) => {
      let opened = 0;
      context.on("page", () => opened++);
      await visit("/program");
      const buttons = page.getByRole("main").getByRole("button", { name: /^Daftar (Sekarang|Trial)/ });
      await expect(buttons).toHaveCount(4);
      await scrolledUp(page);
      for (const button of (await buttons.all()).reverse()) {
        const where = `"${await button.textContent()}"`;
        const { inPlace, points, hits } = await underTheButton(page, button);
        expect(inPlace, `${where}: the button shows`).toBe(true);
        expect(points.length, `${where}: its end lies under the button`).toBe(1);
        expect(hits, where).toEqual([""]);
        await page.touchscreen.tap(points[0]!.x, points[0]!.y);
        await expect(page.getByRole("dialog"), where).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog"), where).toBeHidden();
      }
      expect(opened, "tabs opened").toBe(0);
      await expect(page).toHaveURL("/program");
    });
  });

  /** Scrolled to the end of `path` by the wheel: the button is there, and nothing a parent needs lies under it. */
  async function atTheEnd(page: Page, path: string) {
    await page.goto(path);
    // On /kontak the answers a parent opens count too.
    for (const question of await page.locator("summary").all()) await question.click();
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await page.evaluate((top) => window.scrollTo(0, top), Math.max(0, end - 400));
    const viewport = page.viewportSize()!;
    await scrollGesture(page, { x: viewport.width / 2, y: viewport.height / 2 }, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(end);
    await transitionsDone(page);
    const chat = chatButton(page);
    await expect.poll(() => inPlace(chat), { message: `${path}: the button shows at the end of the page` }).toBe(true);
    expect(await underChatButton(chat), `${path}: under the button at the end of the page`).toEqual([]);
  }

  const endPages = [...routes.map((route) => route.path), "/blog/1"];
  for (const path of endPages)
    test(`at the end of ${path} it is in place, clear of any text or control`, ({ page }) => atTheEnd(page, path));

  test.describe("on a 360 px phone", () => {
    test.skip(({ isMobile }) => !isMobile, "phones");
    test.use({ viewport: smallPhone });
    for (const path of endPages)
      test(`at the end of ${path} it is in place, clear of any text or control`, ({ page }) => atTheEnd(page, path));
  });
});

test.describe("footer", () => {
  test("holds the blurb, the pages, the contact details and the social links", async ({ page, visit }) => {
    await visit("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Daycare Muslim untuk anak usia 6 bulan – 6 tahun di Cisauk.");
    await expect(footer.getByRole("navigation", { name: "Menu di kaki halaman" }).getByRole("link")).toHaveText(
      MENU_LABELS,
    );
    await expect(footer.getByRole("link", { name: /Suradita, Cisauk, Tangerang, Banten 15343/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    const chat = footer.getByRole("link", { name: "+62 812-3456-7890 lewat WhatsApp (membuka tab baru)" });
    await expect(chat).toHaveAttribute("href", chatUrls.question);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("link", { name: "info@daycarecisauk.id" })).toHaveAttribute(
      "href",
      "mailto:info@daycarecisauk.id",
    );
    await expect(footer).toContainText(hoursLine);
    for (const [name, href] of [
      ["Facebook", "https://www.facebook.com/daycarecisauk"],
      ["Instagram", "https://www.instagram.com/daycarecisauk"],
    ]) {
      const social = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(social).toHaveAttribute("href", href!);
      await expect(social).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("every footer link is a comfortable tap target on a phone: at least 44 px tall", async ({
    page,
    isMobile,
    visit,
  }) => {
    test.skip(!isMobile, "phones");
    for (const viewport of [page.viewportSize()!, smallPhone]) {
      await page.setViewportSize(viewport);
      await visit("/");
      const links = await page
        .getByRole("contentinfo")
        .getByRole("link")
        .evaluateAll((elements) =>
          elements.map((link) => ({ name: link.textContent?.trim(), height: link.getBoundingClientRect().height })),
        );
      expect(links.length).toBe(12);
      expect(
        links.filter((link) => link.height < 44),
        `${viewport.width} px`,
      ).toEqual([]);
      const lowest = Math.min(...links.map((link) => link.height));
      test.info().annotations.push({ type: `lowest footer link at ${viewport.width} px`, description: `${lowest} px` });
    }
  });
});

test.describe("one container", () => {
  test.skip(({ isMobile }) => isMobile, "the container shows its edges on a wide screen");

  test("at 1280 px the header, every section, the contact cards and the footer share 64–1216 px", async ({
    page,
    visit,
  }) => {
    for (const path of [...routes.map((route) => route.path), "/blog/1"]) {
      await visit(path);
      await animationsDone(page);
      // Every box as wide as a container (not a full-width band) must have the container's edges:
      // a box that paints (a card, the closing box) at its border, any other where its content starts.
      // What a painted box holds is inset on purpose and not looked at.
      const edges = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const found = new Set<string>();
        const visit = (element: Element) => {
          if (element.getAttribute("aria-hidden") === "true") return;
          const style = getComputedStyle(element);
          if (style.position === "fixed" || style.display === "none") return;
          const box = element.getBoundingClientRect();
          const band = box.left <= 0.5 && box.right >= width - 0.5;
          const paints =
            style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
            style.backgroundImage !== "none" ||
            style.boxShadow !== "none";
          if (!band && box.width > 0) {
            const left = paints
              ? box.left
              : box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
            const right = paints
              ? box.right
              : box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
            if (right - left >= 1000) found.add(`${Math.round(left)}–${Math.round(right)}`);
            if (paints) return;
          }
          for (const child of element.children) visit(child);
        };
        visit(document.body);
        return [...found];
      });
      expect(edges, path).toEqual(["64–1216"]);
    }
    await visit("/kontak");
    const cards = page.getByRole("main").getByRole("list").first().getByRole("listitem");
    expect((await cards.first().boundingBox())!.x).toBe(64);
    const last = (await cards.last().boundingBox())!;
    expect(last.x + last.width).toBe(1216);
  });
});

test.describe("header tagline", () => {
  test('never leaves a word alone on a line ("Cisauk" above the hero)', async ({ page, visit }) => {
    for (const viewport of [page.viewportSize()!, smallPhone]) {
      await page.setViewportSize(viewport);
      await visit("/");
      const wordsPerLine = await page
        .getByRole("banner")
        .getByText("Daycare Muslim Pertama di Cisauk", { exact: true })
        .evaluate((tagline) => {
          const text = tagline.firstChild!;
          const range = document.createRange();
          const lines = new Map<number, number>();
          let start = 0;
          for (const word of text.textContent!.split(" ")) {
            range.setStart(text, start);
            range.setEnd(text, start + word.length);
            const top = Math.round(range.getBoundingClientRect().top);
            lines.set(top, (lines.get(top) ?? 0) + 1);
            start += word.length + 1;
          }
          return [...lines.values()];
        });
      expect(
        wordsPerLine.filter((count) => count < 2),
        `${viewport.width} px: words per line ${wordsPerLine}`,
      ).toEqual([]);
    }
  });
});

test.describe("skip link and toast area", () => {
  test("the first Tab reaches 'Langsung ke konten utama', which moves focus to the main content", async ({
    page,
    visit,
  }) => {
    await visit("/tentang");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Langsung ke konten utama" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test.describe(() => {
    test.skip(({ isMobile }) => isMobile, "the same markup at every width: looked for on the desktop");
    test("every page has an empty live region for notifications", async ({ page, visit }) => {
      for (const route of routes) {
        await visit(route.path);
        const status = page.getByRole("status");
        await expect(status, route.path).toHaveCount(1);
        await expect(status, route.path).toHaveAttribute("aria-live", "polite");
        await expect(status, route.path).toBeEmpty();
      }
    });
  });
});
