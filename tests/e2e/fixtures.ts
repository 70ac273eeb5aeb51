import {
  test as playwrightTest,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Locator,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type Response,
  type TestType,
} from "@playwright/test";
import { fullChromiumLaunch } from "../fixtures/chromium.ts";
import { contentData } from "../../src/lib/content/loading/content-files.ts";
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

/** The pages with nothing to operate: they load no JavaScript at all (decision 014). */
export const quietPages = ["/", "/tentang", "/galeri", "/kontak", "/blog", "/blog/kategori/aktivitas"];

export const PHONE_DIGITS = "6281234567890";
/** The opening hours as site.yaml holds them today: whatever they are, every page must say them this way. */
export const hoursLine = formatOpeningHours(contentData().site.hours);
/** The chat links' fixed messages, the defaults of src/content/data/chat.yaml. */
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
  /**
   * Whether the test takes its page over from the test before it in the same worker, for a spec that only
   * reads the site's pages (`test.use({ samePage: true })` at the top of its file). A new page costs
   * Chromium a renderer and about 0.2 CPU seconds more than a load in an open one (measured: 40 tests of
   * one load each, 22 CPU seconds on a new page against 14 on the same one); the browser lane opens
   * hundreds. What a page would carry over is undone between tests (`SamePages.release`); a test that
   * changes the page for good (a script before every page, a clock, an emulated medium) still runs on
   * it, and the page is closed after it.
   */
  samePage: boolean;
  /**
   * Whether the test's page is in the full browser rather than the headless shell, for what only the
   * full browser lays out as a parent's Chromium does (tests/fixtures/chromium.ts). The worker launches
   * it the first time a test asks, and keeps it: a spec that set Playwright's `launchOptions` instead
   * had workers of its own started for it, a Node process and a browser each.
   */
  fullBrowser: boolean;
}

/**
 * The page each worker hands from test to test (`samePage`), one per set of context options: a test of
 * the phone project at 360 px shares it with one at 390 (the width is set per test), a test without
 * JavaScript gets one of its own. Between tests: the HTTP cache is emptied (each test loads the site
 * as a first visit does, which the tests that count requests rely on), the page goes to about:blank
 * (a link to a `#part` of the page the last test ended on would otherwise not load the page again),
 * and what the test added (listeners, routes, permissions, cookies, other tabs, DevTools sessions) is
 * removed. A test that failed, or that changed the page for good, leaves no page behind.
 */
class SamePages {
  private readonly open = new Map<string, { context: BrowserContext; page: Page; devtools: CDPSession }>();
  /** What the page and its context cannot take back once a test has called it: the page is closed after such a test. */
  private static readonly LASTING = {
    page: ["addInitScript", "exposeBinding", "exposeFunction", "emulateMedia", "setExtraHTTPHeaders", "routeFromHAR"],
    context: [
      "addInitScript",
      "exposeBinding",
      "exposeFunction",
      "setExtraHTTPHeaders",
      "setGeolocation",
      "setOffline",
    ],
  } as const;

  async take(options: BrowserContextOptions, newContext: (options: BrowserContextOptions) => Promise<BrowserContext>) {
    const { viewport, ...rest } = options;
    const key = JSON.stringify(rest);
    let open = this.open.get(key);
    if (!open || open.page.isClosed()) {
      const context = await newContext(options);
      const page = await context.newPage();
      open = { context, page, devtools: await context.newCDPSession(page) };
      this.open.set(key, open);
    } else {
      await open.devtools.send("Network.clearBrowserCache");
      if (viewport && JSON.stringify(open.page.viewportSize()) !== JSON.stringify(viewport))
        await open.page.setViewportSize(viewport);
    }
    const { context, page } = open;
    // Page and context are event emitters like Node's, which Playwright's types do not say.
    type Emitter = {
      eventNames(): string[];
      listeners(name: string): unknown[];
      removeListener(name: string, listener: unknown): void;
    };
    const emitters = [page, context] as unknown as Emitter[];
    const before = emitters.map(
      (emitter) => new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))])),
    );
    let lasting = false;
    const restore: (() => void)[] = [];
    const watch = (
      target: object,
      names: readonly string[],
      wrap: (call: (...args: never[]) => unknown) => unknown,
    ) => {
      for (const name of names) {
        const own = target as Record<string, (...args: never[]) => unknown>;
        const original = own[name]!;
        own[name] = wrap(original.bind(target)) as (...args: never[]) => unknown;
        restore.push(() => delete own[name]);
      }
    };
    const lastingCall =
      (call: (...args: never[]) => unknown) =>
      (...args: never[]) => {
        lasting = true;
        return call(...args);
      };
    watch(page, SamePages.LASTING.page, lastingCall);
    watch(context, SamePages.LASTING.context, lastingCall);
    watch(
      page.clock,
      Object.getOwnPropertyNames(Object.getPrototypeOf(page.clock)).filter((name) => name !== "constructor"),
      lastingCall,
    );
    const sessions: CDPSession[] = [];
    watch(context, ["newCDPSession"], (call) => async (...args: never[]) => {
      const session = (await call(...args)) as CDPSession;
      sessions.push(session);
      return session;
    });
    const release = async (failed: boolean) => {
      for (const undo of restore) undo();
      emitters.forEach((emitter, index) => {
        for (const name of emitter.eventNames())
          for (const listener of emitter.listeners(name))
            if (!before[index]!.get(name)?.has(listener)) emitter.removeListener(name, listener);
      });
      if (failed || lasting || page.isClosed()) {
        this.open.delete(key);
        await context.close();
        return;
      }
      await Promise.all(sessions.map((session) => session.detach().catch(() => undefined)));
      for (const other of context.pages()) if (other !== page) await other.close();
      await Promise.all([
        page.unrouteAll({ behavior: "ignoreErrors" }),
        context.unrouteAll({ behavior: "ignoreErrors" }),
        context.clearPermissions(),
        context.clearCookies(),
      ]);
      await page.goto("about:blank");
    };
    return { context, page, release };
  }

  async close() {
    await Promise.all([...this.open.values()].map(({ context }) => context.close()));
  }
}

/**
 * Playwright's own test, with the one fixture of its own it is read through: the options every new context
 * of a test gets (the project's and the spec's `use`), which a page kept for the next test is opened with.
 * Not in Playwright's types; were it renamed, every spec would fail to load, naming it.
 */
const base = playwrightTest as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

/** Console errors are collected so tests can assert there are none. */
export const test = base.extend<Fixtures & Options, { samePages: SamePages; fullChromium: () => Promise<Browser> }>({
  otherSites: [false, { option: true }],
  samePage: [false, { option: true }],
  fullBrowser: [false, { option: true }],
  // Launched at the first test that asks, so a worker whose tests never do starts no second browser.
  fullChromium: [
    async ({ playwright }, use) => {
      let launched: Promise<Browser> | undefined;
      await use(() => (launched ??= playwright.chromium.launch(fullChromiumLaunch)));
      await (await launched)?.close();
    },
    { scope: "worker" },
  ],
  samePages: [
    async ({}, use) => {
      const pages = new SamePages();
      await use(pages);
      await pages.close();
    },
    { scope: "worker" },
  ],
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
  // With `samePage`, the context of the worker's open page; Playwright's own (made for every test, and
  // cheap while it opens no page: 200 cost 1.5 CPU seconds) goes unused.
  context: async (
    {
      context: own,
      browser,
      baseURL,
      otherSites,
      samePage,
      samePages,
      fullBrowser,
      fullChromium,
      _combinedContextOptions,
    },
    use,
    testInfo,
  ) => {
    const kept = samePage
      ? await samePages.take(_combinedContextOptions, (options) => browser.newContext(options))
      : undefined;
    const full = fullBrowser ? await (await fullChromium()).newContext(_combinedContextOptions) : undefined;
    const context = kept?.context ?? full ?? own;
    const origin = new URL(baseURL!).origin;
    if (otherSites)
      await context.route(
        (url) => url.origin !== origin,
        (route) =>
          route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>eksternal</title>" }),
      );
    await use(context);
    await kept?.release(["failed", "timedOut", "interrupted"].includes(testInfo.status ?? ""));
    await full?.close();
  },
  // A kept context holds its one page until the test opens another: the first is the kept page.
  page: async ({ context, samePage }, use) => {
    await use(samePage ? context.pages()[0]! : await context.newPage());
  },
});

export { expect };
