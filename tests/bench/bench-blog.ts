/**
 * `npm run bench:blog -- --articles N`: what a blog of N articles costs.
 * Builds a throw-away copy of the project whose blog holds N generated
 * articles (tests/fixtures/grown-blog/generate-articles.ts) and prints the build's wall time
 * and peak memory, the bytes of an article page and of the list pages, and
 * the number of files.
 *
 *   npm run bench:blog -- --articles 1000
 *   npm run bench:blog -- --articles 100 --keep    keep the copy, and say where
 *
 * The copy is built twice: the first build makes the pictures and link
 * previews the cache does not hold yet; the second, the figure reported, is
 * a rebuild on a warm cache, as when staff publish one more article.
 * A benchmark, not a test: times depend on the machine. `npm test` holds
 * the byte budgets (on a build of 100 articles, tests/build).
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { filesUnder, gzipSize, isListPage, javaScriptOf, KB, pageFiles } from "../fixtures/built-site.ts";
import { ProjectCopy } from "../fixtures/project-copy.ts";
import { generateArticles } from "../fixtures/grown-blog/generate-articles.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const count = Number(option("--articles") ?? 100);
if (!Number.isInteger(count) || count < 1) {
  console.error("Pakai: npm run bench:blog -- --articles 100 (bilangan bulat positif)");
  process.exit(2);
}

/** Resident memory of a process and all its descendants, in bytes, from /proc. */
function treeMemory(root: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name may hold spaces: fields are counted after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(name), Number(fields[1]));
      rss.set(Number(name), Number(fields[21]) * 4096);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let ancestor: number | undefined = pid; ancestor; ancestor = parents.get(ancestor)) {
      if (ancestor === root) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

/** `npm run build` in the copy: its wall time and the peak of its memory, sampled every 50 ms. */
async function timedBuild(copy: ProjectCopy): Promise<{ seconds: number; peakBytes: number }> {
  const started = performance.now();
  // As `npm run build` runs it (package.json), without npm's own process.
  const child = spawn(process.execPath, ["tooling/build.ts"], {
    cwd: copy.root,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  let peakBytes = 0;
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeMemory(child.pid!))), 50);
  const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(sampler);
  if (status !== 0) throw new Error(`build gagal:\n${errors}`);
  return { seconds: (performance.now() - started) / 1000, peakBytes };
}

const copy = new ProjectCopy().replaceArticles(generateArticles(count));
try {
  console.log(`${count} artikel: build pertama (mengisi cache gambar)…`);
  const first = await timedBuild(copy);
  console.log(`${count} artikel: build kedua (cache hangat)…`);
  const warm = await timedBuild(copy);

  const client = copy.path("build/client");
  const pages = pageFiles(client);
  const article = `blog/${Math.ceil(count / 2)}.html`;
  const lists = pages.filter(isListPage);
  const largestList = lists.reduce(
    (largest, page) => {
      const bytes = readFileSync(path.join(client, page)).length;
      return bytes > largest.bytes ? { page, bytes } : largest;
    },
    { page: "", bytes: 0 },
  );
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const rows: [string, string][] = [
    ["artikel", String(count)],
    ["build pertama (cache dingin untuk artikel baru)", `${first.seconds.toFixed(1)} s`],
    ["build kedua: waktu", `${warm.seconds.toFixed(1)} s`],
    ["build kedua: memori puncak", `${Math.round(warm.peakBytes / 1024 / 1024)} MB`],
    [`JavaScript halaman artikel (/${article.replace(".html", "")}, gz)`, kb(javaScriptOf(client, article).gzipped)],
    ["HTML halaman artikel (gz)", kb(gzipSize(readFileSync(path.join(client, article))))],
    ["JavaScript beranda (gz)", kb(javaScriptOf(client, "index.html").gzipped)],
    [
      "HTML /blog (mentah / gz)",
      `${kb(readFileSync(path.join(client, "blog.html")).length)} / ${kb(gzipSize(readFileSync(path.join(client, "blog.html"))))}`,
    ],
    [`halaman daftar terbesar (/${largestList.page.replace(".html", "")}, mentah)`, kb(largestList.bytes)],
    ["halaman daftar", String(lists.length)],
    ["halaman seluruhnya", String(pages.length)],
    ["berkas di build/client", String(filesUnder(client).length)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join("\n")}`);
} finally {
  if (args.includes("--keep")) console.log(`\nSalinan proyek: ${copy.root}`);
  else rmSync(copy.root, { recursive: true, force: true });
}
