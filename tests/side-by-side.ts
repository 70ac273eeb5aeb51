/**
 * `npm test`: lint, the unit tests, and the type check then `npm run build`, side by
 * side (a failure of any stops here, in about a minute; the build fills the
 * picture cache that every copy of the project shares, so no two builds draw
 * the same pictures at once), then two lanes side by side, each line prefixed
 * with its tier. One: the build tier (vitest.build.config.ts), then the publishing
 * rehearsal (`npm run test:rehearsal`) at a lower CPU priority. The other:
 * the browser and host tiers (playwright.config.ts, whose `npm start` finds
 * that build), the longer work. Measured (docs/performance.md): moving the
 * grown blog, the host table or the phone against the GitHub stand-in into
 * the first lane made the two lanes compete and both slower: on two cores only less work makes
 * `npm test` shorter (issue 40 took out the browser journeys and the rehearsal's scenario that
 * other tests repeat). Both run to the end, so one failure never hides the other's results; the
 * exit code is non-zero when anything failed.
 *
 * The test servers listen on a free block of ports chosen here (E2E_PORT, when given, is kept), and
 * every copy the tests make lives in a folder of its own: two clones can run `npm test` side by
 * side on one machine.
 *
 *   node tests/side-by-side.ts
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { PORTS_TAKEN } from "./fixtures/ports.ts";

interface Result {
  name: string;
  code: number;
  seconds: number;
  /** The lane's last lines: for a failed lane they are printed again at the very end. */
  tail: string[];
}

/** As many of a failed lane's last lines as CI's excerpt of the log can still show under the summary. */
const TAIL_LINES = 60;

/**
 * Runs an npm script, its lines prefixed with `name`. `nice`: at a lower CPU priority, so that a
 * lane with no timing of its own (the rehearsal) does not slow the browser tests beside it.
 */
function run(name: string, script: string, { nice = false } = {}): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...args] = [...(nice ? ["nice", "-n", "10"] : []), "npm", "run", script];
    const child = spawn(command!, args, { env: { ...process.env, FORCE_COLOR: "0" } });
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
    const stop = () => child.kill("SIGTERM");
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    child.on("exit", (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000), tail }),
    );
  });
}

/** Scripts one after the other in one lane. */
async function inTurn(...lanes: [string, string, { nice?: boolean }?][]): Promise<Result[]> {
  const done: Result[] = [];
  for (const [name, script, options] of lanes) done.push(await run(name, script, options));
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

// Every lane reads its ports from the environment (tests/fixtures/ports.ts); E2E_PORT given is kept.
process.env.E2E_PORT ??= String(await freePorts());
console.log(`Test servers on ports ${process.env.E2E_PORT} and the ${PORTS_TAKEN - 1} after it`);

// Side by side: the unit tests wait on git and on servers of their own for half their time, which
// the others fill (about 40 s less than one after the other, docs/performance.md). The type check and
// the build one after the other: both have Astro write its generated files in .astro/, and two
// writers at once failed on each other's temporary file.
const results = (
  await Promise.all([
    inTurn(["lint", "lint"]),
    inTurn(["typecheck", "typecheck"], ["build", "build"]),
    inTurn(["unit", "test:unit"]),
  ])
).flat();
if (results.every((result) => result.code === 0))
  results.push(
    ...(
      await Promise.all([
        inTurn(["build tier", "test:build"], ["rehearsal", "test:rehearsal", { nice: true }]),
        inTurn(["e2e", "test:e2e"]),
      ])
    ).flat(),
  );
// The lanes' lines are interleaved: a failure is shown again whole, where a short excerpt of the log still finds it.
for (const { name, code, tail } of results)
  if (code !== 0) console.log(`\n${name} failed; its last lines:\n${tail.map((line) => `  ${line}`).join("\n")}\n`);
for (const { name, code, seconds } of results)
  console.log(`${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s`);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
