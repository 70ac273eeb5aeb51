/**
 * `npm run bench`: Lighthouse (mobile: slow 4G and a 4× slower CPU) on every
 * page of the production build, served the way `npm start` serves it, and on
 * the floor: a bare one-file page with a heading and a paragraph, served by
 * the same server in the same run. Prints the median of several runs per page
 * and each page's FCP and LCP as a multiple of the floor's.
 *
 *   npm run bench                 build, then 3 runs per page with simulated throttling, then 3
 *                                 with applied throttling: the network and CPU really are slowed,
 *                                 every request pays the round trip (Lighthouse's devtools method)
 *   npm run bench -- --throttling devtools
 *                                 one method only (simulate or devtools)
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
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import express from "express";
import lighthouse from "lighthouse";
import { readArticles } from "../../src/lib/content/articles.ts";
import { navigation } from "../../src/lib/navigation.ts";
import { createApp } from "../../tooling/hosting/app.ts";
import { benchTapToPaint } from "./tap-to-paint.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option("--runs") ?? 3);
const jsonFile = option("--json");
const methods = option("--throttling") ? [option("--throttling")!] : ["simulate", "devtools"];
const client = path.resolve(option("--client") ?? "build/client");
if (methods.some((method) => method !== "simulate" && method !== "devtools"))
  throw new Error("--throttling: simulate or devtools");
const withoutCoop = args.includes("--without-coop");
/** Lighthouse drives its own tab of this Chromium, through the DevTools port. */
const DEBUGGING_PORT = 9300 + (process.pid % 500);

/** The floor: what any page costs at the least, one round trip and a few hundred bytes. */
const FLOOR_PATH = "/__lantai";
const FLOOR_HTML =
  '<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Lantai</title><meta name="description" content="Halaman paling sederhana, sebagai pembanding."></head>' +
  "<body><h1>Daycare Cisauk</h1><p>Halaman paling sederhana: satu berkas HTML dengan satu judul dan satu paragraf, tanpa CSS, " +
  "tanpa huruf, tanpa gambar, tanpa JavaScript. Setiap halaman situs dibandingkan dengan halaman ini.</p></body></html>";

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
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
  args: [`--remote-debugging-port=${DEBUGGING_PORT}`, "--disable-background-networking", "--disable-component-update"],
});

const tapOnly = args.includes("--tap-only");
const all: Record<string, Record<string, Run[]>> = {};
try {
  if (!tapOnly) for (const throttling of methods) all[throttling] = Object.fromEntries(await measure(throttling));
  if (!args.includes("--no-tap")) await benchTapToPaint(chrome, client, Number(option("--runs") ?? 5));
} finally {
  await chrome.close();
  server.close();
}
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(all, null, 2));

async function measure(throttling: string): Promise<Map<string, Run[]>> {
  const results = new Map<string, Run[]>();
  try {
    for (const pagePath of paths) {
      const pageRuns: Run[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}${pagePath}`, {
          port: DEBUGGING_PORT,
          output: "json",
          logLevel: "error",
          throttlingMethod: throttling as "simulate" | "devtools",
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        pageRuns.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcp: value("first-contentful-paint"),
          lcp: value("largest-contentful-paint"),
          tbt: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          bytes: value("total-byte-weight"),
        });
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
      m("performance"),
      m("accessibility"),
      m("bestPractices"),
      m("seo"),
      seconds(m("fcp")),
      ratio(pageRuns, "fcp"),
      seconds(m("lcp")),
      ratio(pageRuns, "lcp"),
      `${Math.round(m("tbt"))} ms`,
      m("cls").toFixed(3),
      `${(m("bytes") / 1024).toFixed(1)} KB`,
    ].map(String);
  });
  const header = [
    "Halaman",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "FCP",
    "FCP/lantai",
    "LCP",
    "LCP/lantai",
    "TBT",
    "CLS",
    "Bytes",
  ];
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const { version: lighthouseVersion } = createRequire(import.meta.url)("lighthouse/package.json") as {
    version: string;
  };
  const method = `${throttling === "devtools" ? "applied throttling (devtools)" : "simulated throttling"}${withoutCoop ? ", without Cross-Origin-Opener-Policy" : ""}`;
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile, ${method}, median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}\n`,
  );
  console.log([line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n"));
  return results;
}
