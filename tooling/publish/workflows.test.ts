import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

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
  container?: string;
  "timeout-minutes"?: number;
  needs?: string;
  if?: string;
  permissions?: Record<string, string>;
  environment?: { name: string };
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

  it("chooses the path first, from what changed since the last publication, before installing anything", () => {
    const choose = index((step) => step.id === "choose");
    const run = test.steps[choose]!.run!;
    // The chooser and the guard come from the last publication's commit, not from the push being judged.
    expect(run).toContain('git show "$since:tooling/publish/$file"');
    expect(run).toMatch(/for file in changes\.ts choose-path\.ts guard\.ts; do/);
    expect(run).toMatch(/\nnode "\$trusted\/choose-path\.ts" \$\{since:\+--since "\$since"\} --list /);
    expect(choose).toBeLessThan(index((step) => /npm ci/.test(step.run ?? "")));
    const checkout = test.steps.find((step) => step.uses?.startsWith("actions/checkout"))!;
    expect(checkout.with).toMatchObject({ "fetch-depth": 0, "persist-credentials": false });
    expect(test.permissions).toEqual({ contents: "read", actions: "read", "pull-requests": "read" });
  });

  it("the content path installs Chromium without nginx, tests with test:content and builds once", () => {
    const install = test.steps.find((step) => /apt-get install/.test(step.run ?? ""))!;
    expect(install.run).toMatch(/packages=chromium\n/);
    expect(install.run).toMatch(/= lengkap \] && packages="chromium nginx"/);
    const onContentPath = test.steps.filter((step) => step.if?.includes("'konten'"));
    // The list of changed files as the chooser wrote it, inside the container ($RUNNER_TEMP, not runner.temp).
    expect(onContentPath.map((step) => step.run)).toEqual([
      'CHANGED_FILES="$RUNNER_TEMP/changed-files.txt" npm run test:content',
    ]);
    expect(JSON.stringify(publish)).not.toContain("runner.temp");
    expect(onContentPath[0]!.env).toMatchObject({ SITE_URL: "${{ vars.SITE_URL }}" });
    // Every other build or test step belongs to the full path.
    for (const step of test.steps.filter((step) => /npm (test|run build)\b/.test(step.run ?? "")))
      expect(step.if, step.name).toContain("'lengkap'");
  });

  it("npm installs from a cache keyed on the lock file", () => {
    const caches = test.steps.filter((step) => step.uses?.startsWith("actions/cache"));
    expect(caches[0]!.with).toMatchObject({ path: "~/.npm", key: "npm-${{ hashFiles('package-lock.json') }}" });
    expect(index((step) => step === caches[0])).toBeLessThan(index((step) => /npm ci/.test(step.run ?? "")));
  });

  it("publishes only after the tests passed, to one GitHub deployment per publication", () => {
    for (const [name, job] of Object.entries(publish.jobs).filter(([name]) => name !== "test")) {
      expect(job.needs, name).toBe("test");
      expect(job.environment?.name, name).toMatch(/^(situs|github-pages)$/);
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

  it("secrets appear only in the one step that uses them, in a deploy job behind the situs environment", () => {
    for (const [name, job] of jobs) {
      const { steps, ...rest } = job;
      expect(JSON.stringify(rest), name).not.toContain("secrets.");
      for (const step of steps) {
        if (!JSON.stringify(step).includes("secrets.")) continue;
        expect(JSON.stringify(step.env), `${name}: ${step.name}`).toContain("secrets.");
        expect(job.environment?.name, name).toBe("situs");
      }
    }
  });
});

describe("the nginx publication", () => {
  it("copies a release with its own nginx files and lets nginx-release.sh check and switch it", () => {
    const run = publish.jobs.nginx!.steps.map((step) => step.run ?? "").join("\n");
    expect(run).toContain('rsync -a site/ "$TARGET:$release/client/"');
    expect(run).toContain('rsync -a nginx/ "$TARGET:$release/nginx/"');
    expect(run).toContain('ssh "$TARGET" "sh $release/nginx/nginx-release.sh $release"');
    expect(run).not.toMatch(/\/etc\/nginx|nginx -s reload/);
  });
});

describe("test.yml, for pull requests (the update bot's too)", () => {
  it("runs the whole suite as CI does, with read-only permission, and publishes nothing", () => {
    expect(Object.keys(pullRequests.on)).toEqual(["pull_request"]);
    expect(pullRequests.permissions).toEqual({ contents: "read" });
    expect(Object.keys(pullRequests.jobs)).toEqual(["test"]);
    const steps = pullRequests.jobs.test!.steps;
    expect(steps.at(-1)!.run).toBe("bash .ci/run");
    expect(JSON.stringify(pullRequests)).not.toMatch(/secrets\.|deploy|wrangler|upload-pages-artifact/);
  });
});
