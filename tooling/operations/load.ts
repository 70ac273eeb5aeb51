/**
 * `npm run load`: a 10-second load test with autocannon against the
 * production build, served by `npm start`'s server and by nginx with
 * tooling/hosting/nginx.conf, each on 127.0.0.1. The requests mix every page, an
 * article, the page's CSS, JavaScript, font and a picture, and two paths that
 * must answer 404. Prints requests/s, p99 latency, errors and status codes;
 * exits non-zero on any error or on a status other than the expected ones.
 *
 *   npm run load                  build, then both servers
 *   npm run load -- --no-build    use the build that is there
 *
 * Results are recorded in docs/performance.md.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { navigation } from "../../app/lib/navigation";
import { bootModules } from "../post-build/defer-boot";
import { elementsOf, parsePage, textOf } from "../post-build/page-html";

const args = process.argv.slice(2);
const DURATION_S = 10;
const CONNECTIONS = 20;
if (!args.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });

const home = parsePage(readFileSync("build/client/index.html", "utf8"));
const asset = (what: string, candidates: string[], pattern: RegExp) => {
  const found = candidates.find((candidate) => pattern.test(candidate));
  if (!found) throw new Error(`build/client/index.html: no ${what} matching ${pattern}`);
  return found;
};
const attributes = (name: string, attribute: string) =>
  elementsOf(home, (element) => element.name === name).flatMap((element) => element.attribs[attribute] ?? []);
const notFound = ["/halaman-yang-tidak-ada", "/blog/999"];
const paths = [
  ...navigation.map((item) => item.href),
  "/blog/1",
  asset("stylesheet", attributes("link", "href"), /^\/assets\/[^/]+\.css$/),
  asset("module", bootModules(home, "build/client/index.html"), /^\/assets\/framework-/),
  // The font is named by the @font-face rule of the page's inline CSS (tooling/post-build/critical-css.ts).
  asset(
    "font",
    elementsOf(home, (element) => element.name === "style").flatMap((style) =>
      [...textOf(style).matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((match) => match[1]!),
    ),
    /\.woff2$/,
  ),
  asset(
    "hero picture",
    attributes("source", "srcSet").flatMap((set) => set.split(", ").map((candidate) => candidate.split(" ")[0]!)),
    /^\/assets\/img\/hero-[^/]+-480\.avif$/,
  ),
  ...notFound,
];

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

interface Outcome {
  server: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  unexpected: number;
}

async function measure(server: string, origin: string): Promise<Outcome> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((requestPath) => ({ method: "GET", path: requestPath })),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  const unexpected = Object.entries(statuses)
    .filter(([code]) => code !== "200" && code !== "404")
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    server,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
    unexpected,
  };
}

/** Starts a server script on `port`, measures it, and stops it again. */
async function measureScript(server: string, script: string, portVariable: string, port: number): Promise<Outcome> {
  const child: ChildProcess = spawn(path.resolve("node_modules/.bin/tsx"), [script], {
    env: { ...process.env, [portVariable]: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/`);
    return await measure(server, origin);
  } finally {
    child.kill();
  }
}

const outcomes: Outcome[] = [await measureScript("npm start (Express)", "tooling/hosting/serve.ts", "PORT", 4390)];
if (existsSync("/usr/sbin/nginx")) {
  outcomes.push(
    await measureScript("nginx (tooling/hosting/nginx.conf)", "tooling/operations/nginx-serve.ts", "NGINX_PORT", 4391),
  );
} else {
  console.warn("nginx is not installed (apt-get install -y nginx): measured npm start only.");
}

console.log(
  `\n${DURATION_S} s each, ${CONNECTIONS} connections, ${paths.length} paths in turn (${notFound.length} of them 404 on purpose), gzip accepted; ` +
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}\n`,
);
console.log("| server | requests/s | p99 latency | errors | status codes |");
console.log("| --- | --- | --- | --- | --- |");
for (const outcome of outcomes) {
  const codes = Object.entries(outcome.statuses)
    .map(([code, count]) => `${code}: ${count}`)
    .join(", ");
  console.log(
    `| ${outcome.server} | ${Math.round(outcome.requestsPerSecond)} | ${outcome.p99} ms | ${outcome.errors} | ${codes} |`,
  );
}
const failed = outcomes.some((outcome) => outcome.errors > 0 || outcome.unexpected > 0);
if (failed) {
  console.error("\nErrors, or status codes other than 200 and the intended 404.");
  process.exit(1);
}
