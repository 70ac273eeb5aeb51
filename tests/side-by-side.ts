/**
 * `npm test`: `npm run build`, with lint and the unit tests beside it from the start. Once the
 * build passes, the type check beside two lanes, each line prefixed with its tier: the build tier
 * (vitest.build.config.ts) then the publishing rehearsal (`npm run test:rehearsal`); and the
 * browser and host tiers (playwright.config.ts, whose `npm start` finds that build), the longer
 * work. The lanes do not wait for the checks: lint and the type check keep one core busy each, and
 * the unit tests wait on git and on servers of their own for a third of their time, which the
 * lanes' start fills. A failed build starts no lane; a failure of lint, the type check or the unit
 * tests stops the lanes, in about three minutes at most. Each script runs in a process group of its
 * own, and a stop reaches the whole group: the rehearsal's sshd, the browsers, the servers. The
 * build fills the picture cache that every copy of the project shares, so no two builds draw the
 * same pictures at once. Measured (docs/performance.md): on two cores only less work makes `npm
 * test` shorter, and no core may wait at the end: the rehearsal runs at the same priority as the
 * browser lane, so that it ends first, and the browser lane, with two workers, keeps both cores
 * busy to its end. Both lanes run to the end, so one failure never hides the other's results; the
 * exit code is non-zero when anything failed.
 *
 * The test servers listen on a free block of ports chosen here (E2E_PORT, when given, is kept), and
 * every copy the tests make lives in a folder of its own: two clones can run `npm test` side by
 * side on one machine.
 *
 *   node tests/side-by-side.ts
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PORTS_TAKEN } from "./fixtures/ports.ts";

interface Result {
  name: string;
  code: number;
  seconds: number;
  /** The lane's last lines: for a failed lane they are printed again at the very end. */
  tail: string[];
  /** Why it was stopped before its end, when it was. */
  stoppedBy?: string;
}

/** As many of a failed lane's last lines as CI's excerpt of the log can still show under the summary. */
const TAIL_LINES = 60;

/** The scripts running now, and whether a failure before the lanes has stopped them. */
const running = new Set<ChildProcess>();
let stopped: string | undefined;

/** Stops every script still running (a check failed: the lanes' results would mean nothing). */
function stopAll(why: string) {
  stopped ??= why;
  for (const child of running) stopScript(child);
}

/**
 * Stops a script and everything it started, as Ctrl-C in a terminal does: each script runs in a
 * process group of its own, and the whole group gets SIGINT, on which Playwright stops the servers
 * it started in groups of their own (on SIGTERM it would leave them running) and the rehearsal its
 * sshd. Whatever is still running ten seconds later gets SIGTERM.
 */
function stopScript(child: ChildProcess) {
  const group = -child.pid!;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // The group has ended already.
    }
  };
  signal("SIGINT");
  setTimeout(() => signal("SIGTERM"), 10_000).unref();
}

// Ctrl-C reaches this process only, the scripts being in groups of their own: it stops them all.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(`stopped by ${signal}`));

/** Runs an npm script, its lines prefixed with `name`. */
function run(name: string, script: string): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { env: { ...process.env, FORCE_COLOR: "0" }, detached: true });
    running.add(child);
    const tail: string[] = [];
    const prefix = (stream: NodeJS.WriteStream) => {
      let partial = "";
      return (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          stream.write(`[${name}] ${line}\n`);
          tail.push(line);
          if (tail.length > TAIL_LINES) tail.shift();
        }
      };
    };
    child.stdout.on("data", prefix(process.stdout));
    child.stderr.on("data", prefix(process.stderr));
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve({
        name,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - started) / 1000),
        tail,
        stoppedBy: code !== 0 ? stopped : undefined,
      });
    });
  });
}

/** Scripts one after the other in one lane; none starts once everything was stopped. */
async function inTurn(...lanes: [string, string][]): Promise<Result[]> {
  const done: Result[] = [];
  for (const [name, script] of lanes) {
    if (stopped) break;
    done.push(await run(name, script));
  }
  return done;
}

/** Whether nothing listens on `port`, on any address (npm start listens on all of them). */
function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first port of a block of PORTS_TAKEN free ones (tests/fixtures/ports.ts), chosen at random: a
 * second clone running `npm test` at the same time picks another block, where the fixed 4317 would have
 * made one run's Playwright reuse the other's servers.
 */
async function freePorts(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 2_000) * 10;
    const ports = Array.from({ length: PORTS_TAKEN }, (_, index) => first + index);
    if ((await Promise.all(ports.map(free))).every(Boolean)) return first;
  }
  throw new Error(`no ${PORTS_TAKEN} free ports in a row between 20000 and 40000`);
}

// Every temporary folder of the run (the tests' own, Chromium's profiles, the rehearsal's) in one
// of its own, removed at the end: the machine is left as found, whatever a test forgets. Measured:
// leftovers piled up in /tmp by the thousand, and the esbuild that wrangler pages dev keeps watching
// its bundle with polls the listing of every folder above the project, /tmp too when the clone is
// there (docs/performance.md). Writable by everyone like /tmp: the rehearsal's jobs run as uid 1001.
// The blog of 100 articles is kept from run to run (tests/fixtures/grown-blog/grown-blog.ts).
process.env.DAYCARE_LASTING_TMPDIR ??= tmpdir();
const scratch = mkdtempSync(path.join(tmpdir(), "npm-test-"));
chmodSync(scratch, 0o1777);
process.env.TMPDIR = scratch;
// Node keeps the code it compiles for each module in one folder of the run, and a later process loads
// it instead of compiling again: a run starts hundreds of Node processes (npm, every check and build,
// Playwright's and Vitest's workers) that load the same Astro, Vite and Playwright. Measured: 0.4 of
// 2.0 CPU seconds off an `npm run check`, 0.4–0.6 off a build or a Playwright run. The rehearsal's
// jobs are given an environment of their own, as on GitHub, without it.
process.env.NODE_COMPILE_CACHE ??= path.join(scratch, "node-compile-cache");

// Every lane reads its ports from the environment (tests/fixtures/ports.ts); E2E_PORT given is kept.
process.env.E2E_PORT ??= String(await freePorts());
console.log(`Test servers on ports ${process.env.E2E_PORT} and the ${PORTS_TAKEN - 1} after it`);

const failed = (results: Result[]) => results.some((result) => result.code !== 0);
/** A check that runs beside the lanes: when it fails, it stops them, whose results would mean nothing. */
const stopsAll = (name: string, script: string, why: string) =>
  inTurn([name, script]).then((results) => {
    if (failed(results)) stopAll(why);
    return results;
  });
const unit = stopsAll("unit", "test:unit", "the unit tests failed");
const lint = stopsAll("lint", "lint", "lint failed");
const build = await inTurn(["build", "build"]);
// The type check after the build: both have Astro write its generated files in .astro/, and two
// writers at once failed on each other's temporary file. Neither the lanes nor their copies of the
// project read .astro/.
const typecheck = failed(build) ? Promise.resolve([]) : stopsAll("typecheck", "typecheck", "the type check failed");
const checks = Promise.all([lint, typecheck, unit]).then((all) => all.flat());
const lanes =
  failed(build) || stopped
    ? []
    : (
        await Promise.all([
          inTurn(["build tier", "test:build"], ["rehearsal", "test:rehearsal"]),
          inTurn(["e2e", "test:e2e"]),
        ])
      ).flat();
const results = [...build, ...(await checks), ...lanes];
// The lanes' lines are interleaved: a failure is shown again whole, where a short excerpt of the log still finds it.
for (const { name, code, tail, stoppedBy } of results)
  if (code !== 0 && !stoppedBy)
    console.log(`\n${name} failed; its last lines:\n${tail.map((line) => `  ${line}`).join("\n")}\n`);
for (const { name, code, seconds, stoppedBy } of results)
  console.log(
    `${name}: ${code === 0 ? "passed" : stoppedBy ? `stopped, ${stoppedBy},` : `FAILED (exit ${code})`} in ${seconds} s`,
  );
rmSync(scratch, { recursive: true, force: true });
process.exit(failed(results) ? 1 : 0);
