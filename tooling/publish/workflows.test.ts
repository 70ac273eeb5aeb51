import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PUBLISHING_JOB } from "../../admin/status/state.ts";

/** The workflows as GitHub reads them: what each path of a publication runs, and what it never runs. */

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  name?: string;
  container?: string;
  "timeout-minutes"?: number;
  needs?: string;
  if?: string;
  permissions?: Record<string, string>;
  environment?: { name: string };
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, Job>;
}

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => parse(readFileSync(path.join(root, file), "utf8")) as Workflow;
const publish = read(".github/workflows/publish.yml");
const pullRequests = read(".github/workflows/test.yml");
const test = publish.jobs.test!;
const index = (find: (step: Step) => boolean) => test.steps.findIndex(find);

describe("publish.yml", () => {
  it("runs on a save, on the editor's Publish Changes and by hand, one run at a time, never cutting one off", () => {
    expect(Object.keys(publish.on).sort()).toEqual(["push", "repository_dispatch", "workflow_dispatch"]);
    expect(publish.on.repository_dispatch).toEqual({ types: ["sveltia-cms-publish"] });
    expect(publish.concurrency).toEqual({ group: "publish", "cancel-in-progress": false });
  });

  it("every job has a time limit, and every container is Node 24", () => {
    for (const [name, job] of Object.entries({ ...publish.jobs, ...pullRequests.jobs })) {
      expect(job["timeout-minutes"], name).toBeGreaterThan(0);
      expect(job["timeout-minutes"], name).toBeLessThanOrEqual(40);
      if (job.container) expect(job.container, name).toMatch(/^node:24-/);
    }
  });

  it("checks the settings, trusts the workspace, then chooses the path, all before installing anything", () => {
    const settings = index((step) => step.run === "node tooling/publish/settings.ts");
    const trust = index((step) => step.run === 'git config --global --add safe.directory "$GITHUB_WORKSPACE"');
    const choose = index((step) => step.id === "choose");
    const install = index((step) => /npm ci/.test(step.run ?? ""));
    expect([settings, trust, choose].every((step, i, all) => step > 0 && (i === 0 || step > all[i - 1]!))).toBe(true);
    expect(choose).toBeLessThan(install);
    const run = test.steps[choose]!.run!;
    // The chooser and the guard come from the last publication's commit, not from the push being judged.
    expect(run).toContain('git archive -o "$RUNNER_TEMP/publish.tar" "$since" tooling/publish');
    expect(run).toMatch(/\nnode "\$trusted\/choose-path\.ts" --since "\$since" --list /);
    const checkout = test.steps.find((step) => step.uses?.startsWith("actions/checkout"))!;
    expect(checkout.with).toMatchObject({ "fetch-depth": 0, "persist-credentials": false });
    expect(test.permissions).toEqual({ contents: "read", actions: "read", "pull-requests": "read" });
  });

  it("both paths publish the build of test:content, made and refused as a publication (PUBLISHING)", () => {
    const install = test.steps.find((step) => /apt-get install/.test(step.run ?? ""))!;
    expect(install.run).toMatch(/packages=chromium\n/);
    expect(install.run).toMatch(/= lengkap \] && packages="chromium nginx"/);
    const builds = test.steps.filter((step) => /npm (test|run build|run test:content)\b/.test(step.run ?? ""));
    // The list of changed files as the chooser wrote it, inside the container ($RUNNER_TEMP, not runner.temp).
    expect(builds.map((step) => [step.run, step.if])).toEqual([
      ["node tooling/publish/example-content.ts npm test", "steps.choose.outputs.path == 'lengkap'"],
      ['CHANGED_FILES="$RUNNER_TEMP/changed-files.txt" npm run test:content', undefined],
    ]);
    expect(JSON.stringify(publish)).not.toContain("runner.temp");
    expect(builds[1]!.env).toMatchObject({ PUBLISHING: "1" });
    expect(test.steps.find((step) => step.id === "check")!.env).toMatchObject({ PUBLISHING: "1" });
    expect(test.env).toMatchObject({ SITE_URL: "${{ vars.SITE_URL }}" });
  });

  it("npm installs from a cache keyed on the lock file", () => {
    const caches = test.steps.filter((step) => step.uses?.startsWith("actions/cache"));
    expect(caches[0]!.with).toMatchObject({ path: "~/.npm", key: "npm-${{ hashFiles('package-lock.json') }}" });
    expect(index((step) => step === caches[0])).toBeLessThan(index((step) => /npm ci/.test(step.run ?? "")));
  });

  it("publishes only after the tests passed, only main, each publishing job named as the status page reads it", () => {
    expect(test.name).not.toMatch(PUBLISHING_JOB);
    for (const [name, job] of Object.entries(publish.jobs).filter(([name]) => name !== "test")) {
      expect(job.needs, name).toBe("test");
      expect(job.if, name).toMatch(/^github\.ref == 'refs\/heads\/main' && /);
      expect(job.name, name).toMatch(PUBLISHING_JOB);
      // No environment but the one actions/deploy-pages needs: a private repository on GitHub Free has none.
      if (name !== "github-pages") expect(job.environment, name).toBeUndefined();
    }
  });
});

describe("the publish path runs only what the lock file and pinned commits say", () => {
  const texts = [".github/workflows/publish.yml", ".github/workflows/test.yml"].map((file) =>
    readFileSync(path.join(root, file), "utf8"),
  );
  const jobs = Object.entries({ ...publish.jobs, ...pullRequests.jobs });

  it("every action is pinned to a full commit, its version in a comment (kept current by .github/dependabot.yml)", () => {
    const uses = texts.flatMap((text) => [...text.matchAll(/^\s*(?:- )?uses: (\S+)(.*)$/gm)]);
    expect(uses.length).toBeGreaterThan(10);
    for (const [, action, rest] of uses) {
      expect(action, action).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
      expect(rest, action).toMatch(/^ # v\d+\.\d+\.\d+$/);
    }
  });

  it("no checkout leaves the workflow's token in .git/config", () => {
    for (const [name, job] of jobs)
      for (const step of job.steps.filter((step) => step.uses?.startsWith("actions/checkout")))
        expect(step.with?.["persist-credentials"], name).toBe(false);
  });

  it("nothing is installed outside the lock file, and wrangler runs as npm ci installed it", () => {
    for (const text of texts) expect(text).not.toMatch(/npx --yes|npx -y |npm install|npm i /);
    const deploy = publish.jobs.cloudflare!.steps;
    const install = deploy.findIndex((step) => step.run === "npm ci --prefer-offline --no-audit --no-fund");
    const upload = deploy.findIndex((step) => /npx --no-install wrangler pages deploy/.test(step.run ?? ""));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(upload).toBeGreaterThan(install);
  });

  it("a secret's value appears only in the one step that uses it; the first step learns only whether it is set", () => {
    for (const [name, job] of jobs) {
      const { steps, ...rest } = job;
      expect(JSON.stringify(rest), name).not.toContain("secrets.");
      for (const step of steps) {
        const text = JSON.stringify(step);
        if (!text.includes("secrets.")) continue;
        expect(JSON.stringify(step.env), `${name}: ${step.name}`).toContain("secrets.");
        if (name === "test") expect(text.match(/secrets\.\w+ [^!]/g), step.name).toBeNull();
      }
    }
  });
});

describe("the nginx publication", () => {
  it("runs the release script the build ships, and nothing of the server's own", () => {
    const run = publish.jobs.nginx!.steps.map((step) => step.run ?? "").join("\n");
    expect(run).toContain("bash nginx/nginx-publish.sh pages/artifact.tar nginx");
    expect(run).not.toMatch(/\/etc\/nginx|nginx -s reload/);
  });
});

describe("test.yml, for pull requests (the update bot's too)", () => {
  it("runs the whole suite as CI does, with read-only permission, and publishes nothing", () => {
    expect(Object.keys(pullRequests.on)).toEqual(["pull_request"]);
    expect(pullRequests.permissions).toEqual({ contents: "read" });
    expect(Object.keys(pullRequests.jobs)).toEqual(["test"]);
    const steps = pullRequests.jobs.test!.steps;
    expect(steps.at(-1)!.run).toBe("node tooling/publish/example-content.ts bash .ci/run");
    expect(JSON.stringify(pullRequests)).not.toMatch(/secrets\.|deploy|wrangler|upload-pages-artifact/);
  });
});
