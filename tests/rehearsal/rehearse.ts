/**
 * `npm run rehearse`: publishing (the code repository's
 * .github/workflows/publish.yml as committed in a new repository made from
 * this project, and the content repository's trigger workflow) played through
 * the life of the site on this machine, scenario by scenario
 * (./scenarios.ts), against GitHub's own parser and evaluator, a stand-in of
 * GitHub with two repositories and its permission model, a real sshd for the
 * deploy key, and the locked wrangler against a stand-in of Cloudflare's
 * API. docs/deploy.md, "The rehearsal".
 *
 *   npm run rehearse                  every scenario (the full path's npm test recorded)
 *   npm run rehearse -- --full        every scenario, npm ci and the full path's npm test run for real
 *   npm run rehearse -- --quick       the scenarios npm test runs
 *   npm run rehearse -- --from <ref>  the repository made from a commit of this project (e.g. an older main);
 *                                     with --link-modules, npm ci links this project's node_modules all the same
 *   npm run rehearse -- --verbose     every job's log as it runs
 *
 * Runs as root (jobs run as root and as uid 1001, as on GitHub's runner), and
 * needs a build (for /admin/status/ before the first publication) and Debian's
 * chromium, openssh-server and jq (.ci/run installs them).
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { PROJECT, World } from "./rehearsal.ts";
import { contentPathTimes, hasBuild, scenarios, type Stage } from "./scenarios.ts";
import { closeBrowser } from "./status-view.ts";

/** What the rehearsal cannot know: said with every report, so nobody reads more into a green one. */
export const CANNOT_KNOW = [
  "GitHub itself: the stand-in answers the REST, GraphQL and git calls the workflows, the editor and /admin/status/ make, in GitHub's shapes, and refuses what GitHub refuses (a staff sign-in pushing code or a workflow, a run's token outside its repository, a revoked token); GitHub's scheduling, quotas and outages are not played",
  "the container image: jobs run on this machine's Debian with the project's Node 24, not in node:24-bookworm pulled from Docker Hub; apt-get only checks that what a step installs is here",
  "the actions: stand-ins of checkout (HTTPS with a token, SSH with a deploy key), cache, upload-artifact and download-artifact keep the documented behaviour of the pinned versions the workflows depend on, not every detail",
  "Cloudflare: the real wrangler uploads to a stand-in of Cloudflare's API; what Cloudflare then serves is proven by the host table (wrangler pages dev), not here",
];

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      full: { type: "boolean", default: false },
      quick: { type: "boolean", default: false },
      verbose: { type: "boolean", default: false },
      from: { type: "string" },
      until: { type: "string" },
      "link-modules": { type: "boolean", default: false },
    },
  });
  if (process.getuid?.() !== 0) {
    const why =
      "The rehearsal runs jobs as root and as uid 1001, as GitHub's runner does, and sets up an sshd: run it as root (CI does).";
    // Inside npm test on a developer's own account: said plainly, not failed; `npm run rehearse` itself refuses.
    if (values.quick) {
      console.log(`Rehearsal skipped: ${why}`);
      return 0;
    }
    console.error(why);
    return 1;
  }
  if (!hasBuild(PROJECT)) {
    console.log("No build yet (the status page is read from it): npm run build");
    execFileSync("npm", ["run", "build"], { cwd: PROJECT, stdio: "inherit" });
  }
  const chosen = scenarios
    .filter((scenario) => !values.quick || scenario.quick)
    .slice(0, values.until ? Number(values.until) : undefined);
  const world = new World({
    full: values.full,
    quick: values.quick,
    verbose: values.verbose,
    from: values.from,
    linkModules: values["link-modules"],
  });
  const stage: Stage = { world, say: (line) => console.log(line) };
  // Stopped from outside (Ctrl-C, a time limit), even while it starts: the real sshd goes too, and the
  // machine is left as found.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      void Promise.allSettled([world.stop(), stage.cloudflare?.close(), closeBrowser()]).then(() => process.exit(130));
    });
  await world.start();
  console.log(
    `Rehearsal of publishing in ${world.root} (${values.full ? "npm ci and npm test run for real" : "npm ci linked and the full path's npm test recorded"}${values.from ? `, repository made from ${values.from}` : ""})`,
  );
  let failed = 0;
  const started = performance.now();
  for (const [index, scenario] of chosen.entries()) {
    const begun = performance.now();
    console.log(`\n${index + 1}. ${scenario.name}`);
    try {
      await scenario.play(stage);
      console.log(`   ✓ ${((performance.now() - begun) / 1000).toFixed(0)} s`);
    } catch (error) {
      failed++;
      console.log(`   ✗ ${(error as Error).message}`);
    }
  }
  await closeBrowser();
  await stage.cloudflare?.close();
  const times = contentPathTimes(world);
  const timed = times.map(({ seconds, warm }) => `${seconds.toFixed(0)} s (caches ${warm ? "warm" : "cold"})`);
  console.log(
    `\nContent path, end to end in the rehearsal (the whole run, publishing job included): ${timed.join(", ") || "not taken"}`,
  );
  for (const note of world.notes) console.log(`Note: ${note}`);
  console.log("\nWhat the rehearsal cannot know:");
  for (const line of CANNOT_KNOW) console.log(`  - ${line}`);
  await world.stop();
  const total = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\n${chosen.length - failed} passed, ${failed} failed (rehearsal, ${total} s)`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`The rehearsal stopped: ${(error as Error).stack ?? String(error)}`);
  return 1;
});
