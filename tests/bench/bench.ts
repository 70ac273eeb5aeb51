/**
 * `npm run bench`: every page of the production build, served the way
 * `npm start` serves it, loaded in Playwright's Chromium as on a cheap phone
 * (Lighthouse's mobile conditions, applied through the DevTools protocol: slow
 * 4G, a 4× slower CPU, a 412×823 screen), and the floor: a bare one-file page
 * with a heading and a paragraph, served by the same server in the same run.
 * Prints the median of several runs per page and each page's FCP and LCP as a
 * multiple of the floor's. Until 2026-11-28 this ran Lighthouse; its ~90 packages
 * were installed on every CI run for this command alone (docs/performance.md,
 * decision 025).
 *
 *   npm run bench                 build, then 3 cold loads per page
 *   npm run bench -- --runs 5     more runs
 *   npm run bench -- --no-build   measure the build that is already there
 *   npm run bench -- --json out.json   also write every run's figures
 *   npm run bench -- --no-build --client ../other/build/client
 *                                 measure another build in the same way
 *   npm run bench -- --pages /,/galeri,/blog/1
 *                                 only these pages (and the floor)
 *   npm run bench -- --without-coop
 *                                 leave Cross-Origin-Opener-Policy out of every answer, to
 *                                 measure what that header costs a first visit
 *   npm run bench -- --tap-only   only the second part: a tap on a header link to the next
 *                                 page's first paint, with and without speculation rules
 *                                 (tests/bench/tap-to-paint.ts); --no-tap leaves it out
 *
 * A benchmark, not a test: timings depend on the machine. The byte budgets
 * that must never regress are checked by `npm test` (tests/e2e/budgets.spec.ts).
 */
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import express from "express";
import { readArticles } from "../../src/lib/content/articles/articles.ts";
import { navigation } from "../../src/lib/addresses/addresses.ts";
import { createApp } from "../../tooling/hosting/app.ts";
import { benchTapToPaint } from "./tap-to-paint.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option("--runs") ?? 3);
const jsonFile = option("--json");
const client = path.resolve(option("--client") ?? "build/client");
const withoutCoop = args.includes("--without-coop");

/**
 * Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) as
 * its applied ("devtools") throttling set it, so that the tables measured with
 * Lighthouse (docs/performance.md) stay comparable: Chromium adds the latency
 * to each request, not to each connection, so Lighthouse gave it 3.75 round
 * trips and 90% of the throughput.
 */
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's phone (a Moto G Power): its screen in CSS pixels and its pixel ratio. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** A page is done when, after its load event, no request and no long task came for this long. */
const QUIET_MS = 2000;
/** Longest wait for the quiet after load: a page that never settles is measured as it is then. */
const SETTLE_LIMIT_MS = 15_000;
/** A task longer than this blocks a tap (Total Blocking Time counts what goes beyond it). */
const LONG_TASK_MS = 50;

/** The floor: what any page costs at the least, one round trip and a few hundred bytes. */
const FLOOR_PATH = "/__lantai";
const FLOOR_HTML =
  '<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Lantai</title><meta name="description" content="Halaman paling sederhana, sebagai pembanding."></head>' +
  "<body><h1>Daycare Cisauk</h1><p>Halaman paling sederhana: satu berkas HTML dengan satu judul dan satu paragraf, tanpa CSS, " +
  "tanpa huruf, tanpa gambar, tanpa JavaScript. Setiap halaman situs dibandingkan dengan halaman ini.</p></body></html>";

interface Run {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  /** 1 when any script ran: a script file fetched, or a script element the browser executes. */
  script: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

if (!args.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });

const paths = [
  FLOOR_PATH,
  ...(option("--pages")?.split(",") ?? [
    ...navigation.map((item) => item.href),
    ...readArticles().articles.map((article) => `/blog/${article.id}`),
  ]),
];
const app = express();
if (withoutCoop) {
  // Every header the site's server sets passes through setHeader: this one never arrives.
  app.use((_request, response, next) => {
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) =>
      name.toLowerCase() === "cross-origin-opener-policy" ? response : setHeader(name, value);
    next();
  });
}
app.get(FLOOR_PATH, (_request, response) => {
  response.type("html").send(FLOOR_HTML);
});
app.use(createApp(client));
const server = app.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--disable-background-networking", "--disable-component-update"],
});

const tapOnly = args.includes("--tap-only");
let all: Record<string, Run[]> = {};
try {
  if (!tapOnly) all = Object.fromEntries(await measure(chrome));
  if (!args.includes("--no-tap")) await benchTapToPaint(chrome, client, Number(option("--runs") ?? 5));
} finally {
  await chrome.close();
  server.close();
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(all, null, 2));

/**
 * What the page itself observes from its first byte: paints, layout shifts
 * and long tasks, kept on `window.__bench` until the bench reads them.
 */
function observePage() {
  const seen = { fcp: 0, lcp: 0, shifts: [] as { time: number; value: number }[], tasks: [] as [number, number][] };
  Object.assign(window, { __bench: seen });
  const observe = (type: string, take: (entry: PerformanceEntry) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  });
  observe("largest-contentful-paint", (entry) => (seen.lcp = entry.startTime));
  observe("layout-shift", (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) seen.shifts.push({ time: shift.startTime, value: shift.value });
  });
  observe("longtask", (entry) => seen.tasks.push([entry.startTime, entry.startTime + entry.duration]));
}

/** Cumulative Layout Shift as Chromium and Lighthouse count it: the worst burst (shifts < 1 s apart, ≤ 5 s long). */
function layoutShift(shifts: readonly { time: number; value: number }[]): number {
  let worst = 0;
  let burst = 0;
  let first = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { time, value } of shifts) {
    if (time - last > 1000 || time - first > 5000) [burst, first] = [0, time];
    burst += value;
    last = time;
    worst = Math.max(worst, burst);
  }
  return worst;
}

/** One cold load of `url` in a fresh context (an empty cache), slowed as a phone on slow 4G. */
async function loadOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ ...PHONE, locale: "id-ID" });
  try {
    await context.addInitScript(observePage);
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    let bytes = 0;
    let requests = 0;
    let scriptFetched = false;
    let lastActivity = Date.now();
    devtools.on("Network.requestWillBeSent", ({ request, type }) => {
      if (request.url.startsWith("data:")) return;
      requests += 1;
      if (type === "Script") scriptFetched = true;
      lastActivity = Date.now();
    });
    devtools.on("Network.loadingFinished", ({ encodedDataLength }) => {
      bytes += encodedDataLength;
      lastActivity = Date.now();
    });
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", NETWORK);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const loaded = Date.now();
    let tasks = 0;
    while (Date.now() - loaded < SETTLE_LIMIT_MS) {
      await page.waitForTimeout(250);
      const count = await page.evaluate(
        () => (window as unknown as { __bench: { tasks: unknown[] } }).__bench.tasks.length,
      );
      if (count !== tasks) [tasks, lastActivity] = [count, Date.now()];
      if (Date.now() - Math.max(lastActivity, loaded) >= QUIET_MS) break;
    }
    const seen = await page.evaluate(() => {
      const bench = (window as unknown as { __bench: ReturnType<typeof Object> }).__bench as {
        fcp: number;
        lcp: number;
        shifts: { time: number; value: number }[];
        tasks: [number, number][];
      };
      const runs = [...document.scripts].some(
        (script) => !script.type || /^(module|(text|application)\/(java|ecma)script)$/i.test(script.type),
      );
      return { ...bench, runs };
    });
    // Total Blocking Time: what each long task after the first paint takes beyond 50 ms.
    const tbt = seen.tasks.reduce((sum, [start, end]) => {
      const blocking = end - Math.max(start, seen.fcp) - LONG_TASK_MS;
      return sum + Math.max(0, blocking);
    }, 0);
    return {
      fcp: seen.fcp,
      lcp: seen.lcp || seen.fcp,
      tbt,
      cls: layoutShift(seen.shifts),
      bytes,
      requests,
      script: scriptFetched || seen.runs ? 1 : 0,
    };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser): Promise<Map<string, Run[]>> {
  const results = new Map<string, Run[]>();
  try {
    for (const pagePath of paths) {
      const pageRuns: Run[] = [];
      for (let run = 0; run < runs; run += 1) {
        pageRuns.push(await loadOnce(browser, `${origin}${pagePath}`));
        process.stderr.write(".");
      }
      results.set(pagePath, pageRuns);
    }
  } finally {
    process.stderr.write("\n");
  }

  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const medianOf = (pageRuns: Run[], key: keyof Run) => median(pageRuns.map((run) => run[key]));
  const floor = results.get(FLOOR_PATH)!;
  const ratio = (pageRuns: Run[], key: "fcp" | "lcp") =>
    `${(medianOf(pageRuns, key) / medianOf(floor, key)).toFixed(2)}×`;
  const rows = [...results].map(([pagePath, pageRuns]) => {
    const m = (key: keyof Run) => medianOf(pageRuns, key);
    return [
      pagePath === FLOOR_PATH ? "lantai (halaman kosong)" : pagePath,
      seconds(m("fcp")),
      ratio(pageRuns, "fcp"),
      seconds(m("lcp")),
      ratio(pageRuns, "lcp"),
      `${Math.round(m("tbt"))} ms`,
      m("cls").toFixed(3),
      `${(m("bytes") / 1024).toFixed(1)} KB`,
      m("requests"),
      // Any run: a script that ran once is a script the page ships.
      pageRuns.some((run) => run.script) ? "ya" : "tidak",
    ].map(String);
  });
  const header = ["Halaman", "FCP", "FCP/lantai", "LCP", "LCP/lantai", "TBT", "CLS", "Bytes", "Requests", "Script"];
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const method = `mobile ${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}, slow 4G and ${CPU_SLOWDOWN}× CPU applied through the DevTools protocol${withoutCoop ? ", without Cross-Origin-Opener-Policy" : ""}`;
  console.log(
    `\nChromium ${browser.version()}, ${method}, median of ${runs} cold loads, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}\n`,
  );
  console.log([line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n"));
  return results;
}
