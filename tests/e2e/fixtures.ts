import { test as base, expect, type Page, type Response } from "@playwright/test";
import { contentData } from "../../tooling/content/content-files";
import { BOOT_STATE_ATTRIBUTE, BootState } from "../../app/lib/boot-state";
import { formatOpeningHours } from "../../app/lib/format";

/** Every route of the site, with the title its served HTML must carry. */
export const routes = [
  { path: "/", title: "Daycare Cisauk - Daycare Muslim Pertama di Cisauk", nav: "Beranda" },
  { path: "/tentang", title: "Tentang Kami | Daycare Cisauk", nav: "Tentang Kami" },
  { path: "/program", title: "Program & Biaya | Daycare Cisauk", nav: "Program & Biaya" },
  { path: "/galeri", title: "Galeri Foto | Daycare Cisauk", nav: "Galeri" },
  { path: "/blog", title: "Blog | Daycare Cisauk", nav: "Blog" },
  { path: "/kontak", title: "Kontak Kami | Daycare Cisauk", nav: "Kontak" },
] as const;

export const PHONE_DIGITS = "6281234567890";
/** The opening hours as site.yaml holds them today: whatever they are, every page must say them this way. */
export const hoursLine = formatOpeningHours(contentData().site.hours);
export const chatUrls = {
  question: `https://wa.me/${PHONE_DIGITS}?text=Halo%2C%20saya%20ingin%20bertanya%20tentang%20Daycare%20Cisauk`,
  visit: `https://wa.me/${PHONE_DIGITS}?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20menjadwalkan%20kunjungan%20ke%20daycare.`,
  enrol: `https://wa.me/${PHONE_DIGITS}?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20mendaftar%20atau%20mencoba%20program%20trial.`,
};

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 640;
}

/** The narrowest phone parents use, and a common one: layout checks run at both. */
export const smallPhone = { width: 360, height: 640 };

/** Resolves once every entrance animation and transition on the page has finished (or was cut short). */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/** Resolves once a style change has had two frames to start a transition, and every transition has ended. */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await animationsDone(page);
}

/**
 * A real scroll gesture at (x, y), played by the browser's input pipeline:
 * the mouse wheel, or a finger dragging up. Resolves once it has been played.
 * (Headless Chromium sends a finger's touch and pointer events but never
 * scrolls the page for them, so only the wheel can show that a page moved.)
 */
export async function scrollGesture(
  page: Page,
  at: { x: number; y: number },
  distance: number,
  source: "mouse" | "touch" = "mouse",
): Promise<void> {
  const client = await page.context().newCDPSession(page);
  await client.send("Input.synthesizeScrollGesture", {
    ...at,
    yDistance: -distance,
    gestureSourceType: source,
    speed: 1600,
  });
  await client.detach();
}

/** The page's scroll position once two frames have been drawn: any scroll a gesture started has shown by then. */
export async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
      ),
  );
}

/** The server a project's tests run against (playwright.config.ts). */
export type Server = "npm start" | "nginx" | "cloudflare";
export const servedBy = (): Server => {
  const project = test.info().project.name;
  return project === "nginx" || project === "cloudflare" ? project : "npm start";
};

/**
 * wrangler's local asset server looks a path up on disk and fails (502) on
 * a NUL byte or a name longer than the disk allows; Cloudflare's CDN looks
 * paths up in the upload's manifest. Not a behaviour of the site, so those
 * paths are left out on that project.
 */
export const LOCAL_RUNTIME_LOOKUP =
  "wrangler's local asset server answers 502 for a path with a NUL byte or a name over 255 bytes";
export const localRuntimeCannotLookUp = (path: string) =>
  /%00/.test(path) || path.split(/[/?]/).some((segment) => segment.length > 255);

/**
 * Resolves, with the state, once the page in `page` has booted (app/lib/boot-state.ts): React has
 * taken over, or stays out on purpose. A page's JavaScript loads only after its first paint, so
 * `load` says nothing about React: after a document navigation (a reload, going back or forward
 * to another document), a test waits for this before it clicks, types, or reads what React renders.
 * Never with JavaScript off: the page never boots.
 */
export async function booted(page: Page): Promise<BootState> {
  const state = await page.waitForFunction(
    ({ attribute, states }) => {
      const value = document.documentElement.getAttribute(attribute);
      return value !== null && states.includes(value) && value;
    },
    { attribute: BOOT_STATE_ATTRIBUTE, states: Object.values(BootState) as string[] },
  );
  return (await state.jsonValue()) as BootState;
}

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page so far. */
  consoleErrors: string[];
  /**
   * Opens `url` in the test's page as a visitor would, then, when JavaScript runs, waits until the
   * page has booted (`booted`). The editor at /admin/ is no page of the site and never boots: open
   * it with `page.goto`.
   */
  visit: (url: string, options?: Parameters<Page["goto"]>[1]) => Promise<Response | null>;
}

/**
 * Nothing leaves the machine: requests to other hosts are answered with an
 * empty page. Console errors are collected so tests can assert there are none.
 */
export const test = base.extend<Fixtures>({
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (url, options) => {
      const response = await page.goto(url, options);
      if (javaScriptEnabled !== false) await booted(page);
      return response;
    });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // Chromium logs the 404 status of a not-found document itself; that
      // status is intended. Any other error (hydration included) counts.
      const ownStatus =
        message.text().startsWith("Failed to load resource: the server responded with a status of 404") &&
        message.location().url === page.url();
      if (!ownStatus) errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>eksternal</title>" }),
    );
    await use(context);
  },
});

export { expect };
