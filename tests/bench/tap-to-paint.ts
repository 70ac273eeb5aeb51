/**
 * Part of `npm run bench`: the time from a parent's tap on a header link to the
 * next page's first paint, on a phone-sized Chromium with a slow network and a
 * slowed CPU, for the site as built ("sesudah": speculation rules and the page
 * transition), for the same build without them ("sebelum"), and with the rules
 * but no transition. Prints the median per link.
 *
 * How it is measured:
 * - The network is slowed between the browser and the site's own server by a
 *   proxy (Lighthouse's mobile figures: 150 ms round trip, 1.6 Mbit/s down,
 *   750 kbit/s up), so that every request pays, the prepared page's included.
 *   Chromium's own network emulation covers only the tab it is attached to.
 * - The CPU is slowed four times (DevTools' throttling of the tab).
 * - A tap is a finger down for 100 ms, then up: the time a parent's finger rests on
 *   the glass, during which conservative speculation rules already start.
 * - From the tap (pointerdown, the page's own clock) to the next page's
 *   first-contentful-paint, or its activation if it was prerendered.
 * - A driven Chromium never prerenders (`PrerenderingDisabledByDevTools`); it
 *   fetches the page instead. The figure is that of the fetch: a real phone,
 *   which also renders the page before the finger lifts, does at least as well.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Browser, type CDPSession, type Page } from "@playwright/test";
import express from "express";
import { createApp } from "../../tooling/hosting/app.ts";
import type { HostHeaders } from "../../tooling/hosting/headers.ts";

const ROUND_TRIP_MS = 150;
const DOWN_BYTES_PER_MS = 1_600_000 / 8 / 1000;
const UP_BYTES_PER_MS = 750_000 / 8 / 1000;
const CPU_SLOWDOWN = 4;
const FINGER_DOWN_MS = 100;
/** From the home page, the header's links a parent taps most. */
const TAPS = [
  { name: "Program & Biaya", path: "/program" },
  { name: "Tentang Kami", path: "/tentang" },
  { name: "Blog", path: "/blog" },
];

/** What a copy of the build keeps of the two: the site as built keeps both. */
const VARIANTS = [
  { label: "tanpa keduanya (sebelum)", rules: false, transition: false },
  { label: "aturan spekulasi saja", rules: true, transition: false },
  { label: "aturan spekulasi dan transisi (sesudah)", rules: true, transition: true },
] as const;
type Variant = (typeof VARIANTS)[number];

/** A copy of the build with only what `variant` keeps of the speculation rules and the page transition. */
function copyOfBuild(client: string, variant: Variant): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-ketuk-"));
  cpSync(client, path.join(root, "client"), { recursive: true });
  const headers = JSON.parse(readFileSync(path.join(client, "..", "headers.json"), "utf8")) as HostHeaders;
  // A copy's styles may differ from what the policy's hashes allow: no copy sends the policy,
  // so that they differ only in what is measured.
  delete headers.all["Content-Security-Policy"];
  writeFileSync(path.join(root, "headers.json"), JSON.stringify(headers));
  for (const file of readdirSync(path.join(root, "client"), { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const full = path.join(root, "client", file);
    let html = readFileSync(full, "utf8");
    if (!variant.rules) html = html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/g, "");
    if (!variant.transition) html = html.replace(/@view-transition\{navigation:auto\}/g, "");
    writeFileSync(full, html);
  }
  return root;
}

/** Forwards `from` to `to` no faster than `bytesPerMs`, each chunk half a round trip late. */
function slowed(from: net.Socket, to: net.Socket, bytesPerMs: number) {
  let free = 0;
  from.on("data", (chunk: Buffer) => {
    const now = Date.now();
    free = Math.max(free, now) + chunk.length / bytesPerMs;
    setTimeout(() => to.write(chunk), free - now + ROUND_TRIP_MS / 2);
  });
  from.on("end", () => setTimeout(() => to.end(), Math.max(free - Date.now(), 0) + ROUND_TRIP_MS / 2));
  from.on("error", () => to.destroy());
}

/** A slow network in front of `port`: a connection costs a round trip, then every byte its time. */
async function slowNetwork(port: number): Promise<{ port: number; close: () => void }> {
  const proxy = net.createServer((client) => {
    client.pause();
    setTimeout(() => {
      const server = net.connect(port, "127.0.0.1", () => client.resume());
      slowed(client, server, UP_BYTES_PER_MS);
      slowed(server, client, DOWN_BYTES_PER_MS);
    }, ROUND_TRIP_MS);
  });
  proxy.listen(0, "127.0.0.1");
  await new Promise((resolve) => proxy.once("listening", resolve));
  return { port: (proxy.address() as AddressInfo).port, close: () => proxy.close() };
}

async function serve(root: string) {
  const app = express().use(createApp(path.join(root, "client")));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const network = await slowNetwork((server.address() as AddressInfo).port);
  return {
    origin: `http://127.0.0.1:${network.port}`,
    close: () => {
      network.close();
      server.close();
    },
  };
}

async function touch(devtools: CDPSession, page: Page, name: string) {
  const link = page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name, exact: true });
  const box = (await link.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await devtools.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, FINGER_DOWN_MS));
  await devtools.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** One tap from the home page on the header link `name`: milliseconds from the finger down to the next page's paint. */
async function tapOnce(browser: Browser, origin: string, name: string, pathname: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "id-ID",
  });
  try {
    await context.addInitScript(() =>
      addEventListener(
        "pointerdown",
        () => sessionStorage.setItem("ketuk", String(performance.timeOrigin + performance.now())),
        { capture: true },
      ),
    );
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/`, { waitUntil: "load" });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.getByRole("button", { name: "Buka menu" }).tap();
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name, exact: true }).waitFor();
    await touch(devtools, page, name);
    await page.waitForURL(`${origin}${pathname}`);
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    return await page.evaluate(() => {
      // activationStart: when a prerendered page was shown (0 for any other); not yet in TypeScript's DOM types.
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
        activationStart: number;
      };
      const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
      return (
        performance.timeOrigin + Math.max(paint, navigation.activationStart) - Number(sessionStorage.getItem("ketuk"))
      );
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Measures each variant of `client`, `runs` taps per link, and prints the table. */
export async function benchTapToPaint(browser: Browser, client: string, runs: number): Promise<void> {
  const figures = new Map<string, number[][]>(TAPS.map(({ path: pathname }) => [pathname, VARIANTS.map(() => [])]));
  for (const [index, variant] of VARIANTS.entries()) {
    const root = copyOfBuild(client, variant);
    const site = await serve(root);
    try {
      for (const { name, path: pathname } of TAPS)
        for (let run = 0; run < runs; run += 1) {
          figures.get(pathname)![index]!.push(await tapOnce(browser, site.origin, name, pathname));
          process.stderr.write(".");
        }
    } finally {
      site.close();
      rmSync(root, { recursive: true, force: true });
    }
  }
  process.stderr.write("\n");
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nKetuk tautan di menu → halaman berikutnya tampil (first paint): ponsel 390×844, jaringan ${ROUND_TRIP_MS} ms / 1,6 Mbit/s, CPU ${CPU_SLOWDOWN}× lebih lambat, jari ${FINGER_DOWN_MS} ms, median dari ${runs} ketukan\n`,
  );
  console.log(`| Dari / ke | ${VARIANTS.map((variant) => variant.label).join(" | ")} |`);
  console.log(`| --- | ${VARIANTS.map(() => "---").join(" | ")} |`);
  for (const [pathname, perVariant] of figures)
    console.log(`| ${pathname} | ${perVariant.map((values) => seconds(median(values))).join(" | ")} |`);
}
