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
    expect(test.steps[choose]!.run).toMatch(/^node tooling\/publish\/choose-path\.ts --list /);
    expect(choose).toBeLessThan(index((step) => /npm ci/.test(step.run ?? "")));
    const checkout = test.steps.find((step) => step.uses?.startsWith("actions/checkout"))!;
    expect(checkout.with).toMatchObject({ "fetch-depth": 0, "persist-credentials": false });
    expect(test.permissions).toEqual({ contents: "read", actions: "read" });
  });

  it("the content path installs Chromium without nginx, tests with test:content and builds once", () => {
    const install = test.steps.find((step) => /apt-get install/.test(step.run ?? ""))!;
    expect(install.run).toMatch(/packages=chromium\n/);
    expect(install.run).toMatch(/= lengkap \] && packages="chromium nginx"/);
    const onContentPath = test.steps.filter((step) => step.if?.includes("'konten'"));
    expect(onContentPath.map((step) => step.run)).toEqual(["npm run test:content"]);
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
