import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
import { contentData } from "../../src/lib/content/content-files.ts";
import { formatOpeningHours } from "../../src/lib/format/format.ts";

/** Every route of the site, with the title its served HTML must carry. */
export const routes = [
  { path: "/", title: "Daycare Cisauk - Daycare Muslim Pertama di Cisauk", nav: "Beranda" },
  { path: "/tentang", title: "Tentang Kami | Daycare Cisauk", nav: "Tentang Kami" },
  { path: "/program", title: "Program & Biaya | Daycare Cisauk", nav: "Program & Biaya" },
  { path: "/galeri", title: "Galeri Foto | Daycare Cisauk", nav: "Galeri" },
  { path: "/blog", title: "Blog | Daycare Cisauk", nav: "Blog" },
  { path: "/kontak", title: "Kontak Kami | Daycare Cisauk", nav: "Kontak" },
] as const;

/** The pages with nothing to operate: they load no JavaScript at all (issue 26, point 4). */
export const quietPages = ["/", "/tentang", "/galeri", "/kontak", "/blog", "/blog/kategori/aktivitas"];

export const PHONE_DIGITS = "6281234567890";
/** The opening hours as site.yaml holds them today: whatever they are, every page must say them this way. */
export const hoursLine = formatOpeningHours(contentData().site.hours);
/** The spec's messages (DECISIONS §2), the defaults of src/content/data/chat.yaml. */
export const chatUrls = {
  question: `https://wa.me/${PHONE_DIGITS}?text=Halo%2C%20saya%20ingin%20bertanya%20tentang%20Daycare%20Cisauk`,
  visit: `https://wa.me/${PHONE_DIGITS}?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20menjadwalkan%20kunjungan%20ke%20daycare.`,
  enrol: `https://wa.me/${PHONE_DIGITS}?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20mendaftar%20atau%20mencoba%20program%20trial.`,
  register: `https://wa.me/${PHONE_DIGITS}?text=Halo%20Daycare%20Cisauk%2C%20saya%20ingin%20mendaftar%20program%20anak%20%3A)`,
};

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 640;
}

/** The narrowest phone parents use, and a common one: layout checks run at both. */
export const smallPhone = { width: 360, height: 640 };

/**
 * Resolves once every entrance animation and transition on the page has
 * finished (or was cut short). Animations driven by scrolling (a view
 * timeline) follow the page's position, not the clock: they never "finish",
 * and are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Resolves once a style change has had two frames to start a transition, and every transition has ended. */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await animationsDone(page);
}

/**
 * A real scroll gesture at (x, y), played by the browser's input pipeline:
 * the mouse wheel, or a finger dragging. Positive `distance` scrolls down the
 * page. Resolves once it has been played. (Headless Chromium sends a finger's
 * touch and pointer events but never scrolls the page for them, so only the
 * wheel can show that a page moved.)
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
    speed: 2400,
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

/**
 * Whether the browser tells assistive technology that `element` is expanded
 * (a <summary>, a button that opens a popover), read from Chromium's own
 * accessibility tree: neither has an aria-expanded attribute to read.
 */
export async function expandedState(element: Locator): Promise<boolean | undefined> {
  const page = element.page();
  const probe = `${Date.now()}-${Math.random()}`;
  await element.evaluate((node, value) => node.setAttribute("data-ax-probe", value), probe);
  const client = await page.context().newCDPSession(page);
  try {
    const { root } = await client.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await client.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${probe}"]`,
    });
    const { nodes } = await client.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await client.detach();
    await element.evaluate((node) => node.removeAttribute("data-ax-probe"));
  }
}

/**
 * Touches every island of the page (`client:touch` wakes at a pointer, a key or focus: a
 * pointerdown event here) and waits until each has hydrated: Astro removes its `ssr` attribute then.
 */
export async function wakeIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("astro-island[ssr]"))
      island.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  });
  await expect(page.locator("astro-island[ssr]"), "every island hydrates").toHaveCount(0, { timeout: 15_000 });
}

/** Reads the CSP violations the page reports, from its first script on (`recordViolations` before loading it). */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/** An element of an XML document, as the browser's own parser read it. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/**
 * Parses `xml` with the browser's DOMParser, which refuses anything that is
 * not well-formed XML: the same parser a feed reader in a browser uses.
 */
export async function parseXml(page: Page, xml: string): Promise<XmlElement> {
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const error = doc.querySelector("parsererror");
    if (error) return { error: error.textContent ?? "parsererror" };
    type Node = { name: string; attributes: Record<string, string>; text: string; children: Node[] };
    const read = (element: Element): Node => ({
      name: element.tagName,
      attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
      text: element.children.length === 0 ? (element.textContent ?? "") : "",
      children: [...element.children].map(read),
    });
    return { root: read(doc.documentElement) };
  }, xml);
  if ("error" in parsed) throw new Error(`not well-formed XML: ${parsed.error}`);
  return parsed.root;
}

/** Every element named `name` below `element`, in document order. */
export function xmlAll(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...xmlAll(child, name)]);
}

/** The text of the first element named `name` directly below `element`. */
export const xmlText = (element: XmlElement, name: string) =>
  element.children.find((child) => child.name === name)?.text;

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page so far. */
  consoleErrors: string[];
  /**
   * Opens `url` as a visitor would and, when JavaScript runs, waits until every
   * `client:idle` island has hydrated (a `client:visible` island hydrates when
   * scrolled to: wait for what it renders). The editor at /admin/ is no page
   * of the site: open it with `page.goto`.
   */
  visit: (url: string, options?: Parameters<Page["goto"]>[1]) => Promise<Response | null>;
}

interface Options {
  /**
   * Whether another site (WhatsApp, Google Maps) answers with an empty page, for a test that follows a
   * link out of the site and reads where it went. Otherwise another site is unreachable: Chromium
   * resolves no host but this machine's (tests/fixtures/chromium.ts), so nothing leaves the machine
   * either way. Not on by default: while a test answers some requests, Chromium hands it every request
   * to choose from, which costs a fifth of each page load (measured: 40 loads, 33 CPU seconds against 26).
   */
  otherSites: boolean;
}

/** Console errors are collected so tests can assert there are none. */
export const test = base.extend<Fixtures & Options>({
  otherSites: [false, { option: true }],
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (url, options) => {
      const response = await page.goto(url, options);
      if (javaScriptEnabled !== false)
        await expect(
          page.locator('astro-island[ssr]:is([client="idle"], [client="load"])'),
          `every client:idle island of ${url} hydrates`,
        ).toHaveCount(0, { timeout: 15_000 });
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
  context: async ({ context, baseURL, otherSites }, use) => {
    const origin = new URL(baseURL!).origin;
    if (otherSites)
      await context.route(
        (url) => url.origin !== origin,
        (route) =>
          route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>eksternal</title>" }),
      );
    await use(context);
  },
});

export { expect };
