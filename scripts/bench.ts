/**
 * `npm run bench`: Lighthouse (default mobile mode: simulated slow 4G and a
 * 4× slower CPU) on every page of the production build, served the way
 * `npm start` serves it. Prints the median of several runs per page.
 *
 *   npm run bench                 build, then 3 runs per page
 *   npm run bench -- --runs 5     more runs
 *   npm run bench -- --no-build   measure the build that is already there
 *   npm run bench -- --json out.json   also write every run's figures
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
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { navigation } from "../app/lib/navigation";
import { createApp } from "../server/app";
import { readArticles } from "./articles";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option("--runs") ?? 3);
const jsonFile = option("--json");

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

const paths = [...navigation.map((item) => item.href), ...readArticles().articles.map((article) => `/blog/${article.id}`)];
const server = createApp(path.resolve("build/client")).listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});

const results = new Map<string, Run[]>();
try {
  for (const pagePath of paths) {
    const pageRuns: Run[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error" });
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
  await chrome.kill();
  server.close();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rows = [...results].map(([pagePath, pageRuns]) => {
  const m = (key: keyof Run) => median(pageRuns.map((run) => run[key]));
  return [
    pagePath,
    m("performance"),
    m("accessibility"),
    m("bestPractices"),
    m("seo"),
    seconds(m("fcp")),
    seconds(m("lcp")),
    `${Math.round(m("tbt"))} ms`,
    m("cls").toFixed(3),
    `${(m("bytes") / 1024).toFixed(1)} KB`,
  ].map(String);
});
const header = ["Halaman", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "Bytes"];
const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
const { version: lighthouseVersion } = createRequire(import.meta.url)("lighthouse/package.json") as { version: string };
console.log(`\nLighthouse ${lighthouseVersion}, mobile default, median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}\n`);
console.log([line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n"));
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(Object.fromEntries(results), null, 2));
