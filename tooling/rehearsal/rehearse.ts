/**
 * `npm run rehearse`: the publishing workflow (.github/workflows/publish.yml
 * and test.yml, as committed in a new repository made from this project)
 * played through the life of that repository on this machine, scenario by
 * scenario (./scenarios.ts), against GitHub's own parser and evaluator, a
 * stand-in of GitHub, a real sshd, rsync and nginx, and the locked wrangler
 * against a stand-in of Cloudflare's API. docs/deploy.md, "The rehearsal".
 *
 *   npm run rehearse                  every scenario (the full path's npm test recorded)
 *   npm run rehearse -- --full        every scenario, npm ci and the full path's npm test run for real
 *   npm run rehearse -- --quick       the scenarios npm test runs
 *   npm run rehearse -- --from <ref>  the repository made from a commit of this project (e.g. an older main);
 *                                     with --link-modules, npm ci links this project's node_modules all the same
 *   npm run rehearse -- --verbose     every job's log as it runs
 *
 * Runs as root (jobs run as root and as uid 1001, as on GitHub's runner), and
 * needs a build (for /admin/status/) and Debian's chromium, nginx,
 * openssh-server, rsync and sudo (.ci/run installs them).
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { PROJECT, World } from "./rehearsal.ts";
import { contentPathTimes, hasBuild, scenarios, type Stage } from "./scenarios.ts";
import { closeBrowser } from "./status-view.ts";

/** What the rehearsal cannot know: said with every report, so nobody reads more into a green one. */
export const CANNOT_KNOW = [
  "GitHub itself: the stand-in answers the REST calls the workflow and /admin/status/ make, in GitHub's shapes, and refuses what GitHub refuses (a workflow file pushed with the workflow's token, a private repository to strangers); GitHub's scheduling, quotas and outages are not played, and a new branch made by the workflow's token at a commit holding workflow files is refused, the stricter reading of GitHub's rule",
  "the container image: jobs run on this machine's Debian with the project's Node 24, not in node:24-bookworm pulled from Docker Hub; apt-get only checks that what a step installs is here",
  "the actions: stand-ins of checkout, cache, upload/download-artifact, upload-pages-artifact and deploy-pages keep the documented behaviour of the pinned versions the workflow depends on, not every detail",
  "Cloudflare and GitHub Pages: the real wrangler uploads to a stand-in of Cloudflare's API, and deploy-pages to a folder; what those services then serve is proven by the host table (wrangler pages dev), not here",
  "the hosts that publish the branch terbit (Netlify, Cloudflare Pages' Git integration): the branch's files are checked, not the host's build settings",
  "the server: sshd, rsync, sudo and nginx are Debian's, set up as docs/deploy.md says, on this machine's loopback; a real server's firewall, TLS and DNS are not",
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
      "The rehearsal runs jobs as root and as uid 1001, as GitHub's runner does, and sets up sshd and nginx: run it as root (CI does).";
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
    verbose: values.verbose,
    from: values.from,
    linkModules: values["link-modules"],
  });
  await world.start();
  const stage: Stage = {
    world,
    staff: world.person("bunda-sari", "write"),
    dependabot: world.person("dependabot[bot]", "write"),
    say: (line) => console.log(line),
  };
  // Stopped from outside (Ctrl-C, a time limit): the real sshd and nginx go too, and the machine is left as found.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      void Promise.allSettled([stage.nginx?.stop(), stage.cloudflare?.close(), closeBrowser()]).then(() =>
        process.exit(130),
      );
    });
  console.log(
    `Rehearsal of publish.yml in ${world.root} (${values.full ? "npm ci and npm test run for real" : "npm ci linked and the full path's npm test recorded"}${values.from ? `, repository made from ${values.from}` : ""})`,
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
      if (scenario.catches) console.log(`     (this scenario catches finding ${scenario.catches})`);
    }
  }
  await closeBrowser();
  await stage.nginx?.stop();
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
