import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { presence, settingsOf } from "../../tooling/publish/settings.ts";
import {
  asString,
  type Contexts,
  evaluate,
  evaluateExpression,
  evaluateMap,
  loadWorkflow,
  statusFunctions,
  stringData,
  truthy,
  withFunction,
  type StepModel,
  type WorkflowModel,
} from "./workflow.ts";

/**
 * The workflows as GitHub reads them (its own parser and evaluator): what runs,
 * in which order, with which secret, and that nothing of the content
 * repository is ever run (docs/decisions/022-content-and-code-apart.md).
 */

const ok = withFunction(statusFunctions({ success: true, failure: false, cancelled: false }), {
  name: "hashFiles",
  minArgs: 1,
  maxArgs: 255,
  call: () => stringData("hash"),
});
const failed = statusFunctions({ success: false, failure: true, cancelled: false });

/** Values nobody but the staff (or whoever holds the trigger) chooses: none may reach a script. */
const UNTRUSTED = "«dari-luar»";
const contexts: Contexts = {
  github: {
    event_name: "workflow_dispatch",
    ref: "refs/heads/main",
    sha: "a".repeat(40),
    token: "ghs_token",
    repository: "daycare/situs",
    event: { head_commit: { message: UNTRUSTED }, inputs: { judul: UNTRUSTED } },
  },
  inputs: { judul: UNTRUSTED },
  vars: {
    CONTENT_REPO: "daycare/situs-konten",
    CODE_REPO: "daycare/situs",
    SITE_URL: "https://contoh.id",
    CLOUDFLARE_ACCOUNT_ID: "0".repeat(32),
  },
  secrets: {
    CONTENT_DEPLOY_KEY: "«kunci-baca»",
    CLOUDFLARE_API_TOKEN: "«token-cloudflare»",
    PUBLISH_TRIGGER_TOKEN: "«token-pemicu»",
  },
  steps: {
    jalur: { outputs: { path: "lengkap" } },
    terima: { outputs: { commit: "b".repeat(40) } },
    check: { outcome: "success" },
  },
  needs: { konten: { result: "success", outputs: { commit: "b".repeat(40) } } },
  runner: { temp: "/tmp" },
  env: {},
};

const text = (step: StepModel) =>
  [
    step.run ? asString(evaluate(step.run, contexts, ok)) : "",
    JSON.stringify(evaluateMap(step.with, contexts, ok)),
    JSON.stringify(evaluateMap(step.env, contexts, ok)),
  ].join("\n");
const named = (workflow: WorkflowModel, job: string, name: string) =>
  workflow.jobs
    .find((each) => each.id === job)!
    .steps.findIndex((step) => step.name && asString(evaluate(step.name, contexts, ok)).startsWith(name));

const publish = await loadWorkflow(".github/workflows/publish.yml");
const pullRequests = await loadWorkflow(".github/workflows/test.yml");
const trigger = await loadWorkflow("tooling/publish/content-repository/terbitkan.yml");
const codeWorkflows = [publish, pullRequests];
const job = (id: string) => publish.jobs.find((each) => each.id === id)!;

describe("publish.yml as GitHub reads it", () => {
  it("has no error for GitHub's parser: the content taken in, a build, then Cloudflare; one publication at a time", () => {
    expect(publish.jobs.map((each) => each.id)).toEqual(["uji", "konten", "build", "cloudflare"]);
    expect(Object.keys(publish.events).sort()).toEqual(["push", "workflow_dispatch"]);
    expect(publish.concurrency).toEqual({ group: "publish", cancelInProgress: false });
    for (const each of [...publish.jobs, ...pullRequests.jobs]) {
      expect(each.timeoutMinutes, each.id).toBeLessThanOrEqual(40);
      // Pinned by digest: a tag can be moved to another image, a digest cannot.
      expect(each.container, each.id).toMatch(/^node:24-bookworm@sha256:[0-9a-f]{64}$/);
    }
    expect(new Set([...publish.jobs, ...pullRequests.jobs].map((each) => each.container)).size).toBe(1);
  });

  it("publishes only main, only after the build passed", () => {
    const runs = (ref: string, status = ok) =>
      truthy(evaluateExpression(job("cloudflare").if, { github: { ref } }, status));
    expect(job("cloudflare").needs).toEqual(["konten", "build"]);
    expect(runs("refs/heads/main")).toBe(true);
    expect(runs("refs/heads/coba")).toBe(false);
    expect(runs("refs/heads/main", failed)).toBe(false);
  });

  it("tests a push whatever the settings say, and builds after that suite passed, or at once for a save", () => {
    const pushed = (event: string) => truthy(evaluateExpression(job("uji").if, { github: { event_name: event } }, ok));
    expect([pushed("push"), pushed("workflow_dispatch")]).toEqual([true, false]);
    expect(job("uji").needs).toEqual([]);
    expect(job("build").needs).toEqual(["konten", "uji"]);
    const builds = (konten: string, uji: string) =>
      truthy(
        evaluateExpression(
          job("build").if,
          { needs: { konten: { result: konten, outputs: {} }, uji: { result: uji, outputs: {} } } },
          statusFunctions({
            success: konten === "success" && uji === "success",
            failure: [konten, uji].includes("failure"),
            cancelled: false,
          }),
        ),
      );
    expect(builds("success", "success")).toBe(true);
    expect(builds("success", "skipped")).toBe(true);
    expect(builds("success", "failure")).toBe(false);
    expect(builds("failure", "success")).toBe(false);
    // The step that chooses the path is told this run's suite result.
    const choose = job("build").steps.find((step) => /code-version\.ts tested/.test(text(step)))!;
    expect(JSON.stringify(choose.env)).toMatch(/SUITE_RESULT.*needs\.uji\.result/s);
  });

  it("runs nothing that came from the content repository", () => {
    const steps = job("konten").steps;
    const fetches = steps.filter(
      (step) => step.uses?.startsWith("actions/checkout") && /"repository"/.test(text(step)),
    );
    expect(fetches).toHaveLength(1);
    const fetch = evaluateMap(fetches[0]!.with, contexts, ok);
    expect(fetch).toMatchObject({
      repository: "daycare/situs-konten",
      "ssh-key": "«kunci-baca»",
      path: ".konten",
      "persist-credentials": "false",
    });
    // Its files are read once, by the admission, from git's record; then the clone is removed.
    const touching = steps.filter((step) => step !== fetches[0] && /\.konten/.test(text(step)));
    expect(
      touching.map((step) =>
        asString(evaluate(step.run!, contexts, ok))
          .trim()
          .split("\n"),
      ),
    ).toEqual([
      [
        "status=0",
        "node tooling/publish/content.ts .konten --into diterima || status=$?",
        "rm -rf .konten",
        "exit $status",
      ],
    ]);
    // No workflow of the code repository checks out anything else, nor runs an action from the workspace.
    for (const workflow of codeWorkflows)
      for (const each of workflow.jobs.flatMap((candidate) => candidate.steps)) {
        if (each !== fetches[0]) expect(text(each)).not.toMatch(/"repository"|"ssh-key"/);
        expect(each.uses ?? "").not.toMatch(/^\.\//);
      }
  });

  it("gives no script what the staff or the trigger chose (a title, a commit message)", () => {
    for (const workflow of codeWorkflows)
      for (const step of workflow.jobs.flatMap((each) => each.steps))
        if (step.run) expect(asString(evaluate(step.run, contexts, ok))).not.toContain(UNTRUSTED);
  });

  it("holds each secret in the one step that needs it: the deploy key to fetch, the Cloudflare token to upload", () => {
    const holders = codeWorkflows.flatMap((workflow) =>
      workflow.jobs.flatMap((each) =>
        each.steps
          .filter((step) => /«kunci-baca»|«token-cloudflare»/.test(text(step)))
          .map((step) => `${each.id}: ${text(step).includes("«kunci-baca»") ? "deploy key" : "Cloudflare"}`),
      ),
    );
    expect(holders).toEqual(["konten: deploy key", "cloudflare: Cloudflare"]);
    for (const each of publish.jobs) expect(JSON.stringify(evaluateMap(each.env, contexts, ok))).not.toMatch(/«/);
    const upload = job("cloudflare").steps.find((step) => text(step).includes("«token-cloudflare»"))!;
    expect(asString(evaluate(upload.run!, contexts, ok))).toContain(
      "npx --no-install wrangler pages deploy situs --branch main",
    );
    // Named by the save and the code it was built from: a rollback is picked by what changed.
    expect(asString(evaluate(upload.run!, contexts, ok))).toContain(
      '--commit-message "Konten $CONTENT_COMMIT, kode $GITHUB_SHA"',
    );
    expect(evaluateMap(upload.env, contexts, ok).CONTENT_COMMIT).toBe("b".repeat(40));
  });

  it("checks the settings before anything else, the first step learning only whether a secret is set", () => {
    const steps = job("konten").steps;
    const settings = named(publish, "konten", "Periksa pengaturan");
    const fetch = named(publish, "konten", "Ambil konten");
    expect(settings).toBeGreaterThan(0);
    expect(settings).toBeLessThan(fetch);
    const env = { ...evaluateMap(job("konten").env, contexts, ok), ...evaluateMap(steps[settings]!.env, contexts, ok) };
    for (const setting of settingsOf("code"))
      expect(env[setting.kind === "secret" ? presence(setting.name) : setting.name], setting.name).toBe(
        setting.kind === "secret" ? "true" : String((contexts.vars as Record<string, string>)[setting.name]),
      );
    expect(JSON.stringify(env)).not.toMatch(/«/);
  });

  it("runs the whole suite before the content is fetched, and only on the full path", () => {
    const suite = named(publish, "build", "Semua uji");
    expect(suite).toBeLessThan(named(publish, "build", "Kosongkan konten contoh"));
    expect(named(publish, "build", "Kosongkan konten contoh")).toBeLessThan(named(publish, "build", "Pakai konten"));
    const step = job("build").steps[suite]!;
    expect(asString(evaluate(step.run!, contexts, ok))).toBe("npm test");
    expect(truthy(evaluateExpression(step.if, contexts, ok))).toBe(true);
    const onContent = { ...contexts, steps: { jalur: { outputs: { path: "konten" } } } };
    expect(truthy(evaluateExpression(step.if, onContent, ok))).toBe(false);
  });

  it("prints the check's text as data, between ::stop-commands:: and a token of the run; its annotations after", () => {
    const step = job("build").steps[named(publish, "build", "Periksa konten")]!;
    const script = asString(evaluate(step.run!, contexts, ok));
    const dir = mkdtempSync(path.join(tmpdir(), "periksa-"));
    mkdirSync(path.join(dir, "bin"));
    // A check whose text (by a mistake of ours, or a value it quotes) holds a line GitHub would read as a command.
    const npm = `#!/bin/sh\nprintf 'Konten tidak valid\\n::error title=Palsu::Kirim kode\\n'\nprintf '::error title=Konten tidak valid::asli\\n' > "$CHECK_ANNOTATIONS"\nexit 1\n`;
    writeFileSync(path.join(dir, "bin/npm"), npm, { mode: 0o755 });
    const run = () =>
      spawnSync("sh", ["-e", "-c", script], {
        cwd: dir,
        encoding: "utf8",
        env: {
          PATH: `${path.join(dir, "bin")}:${process.env.PATH}`,
          ...evaluateMap(step.env, contexts, ok),
          GITHUB_STEP_SUMMARY: path.join(dir, "summary.md"),
        },
      });
    const first = run();
    expect(first.status).toBe(1);
    const lines = first.stdout.split("\n");
    const stop = lines.findIndex((line) => /^::stop-commands::[0-9a-f]{32}$/.test(line));
    const token = lines[stop]!.slice("::stop-commands::".length);
    const resume = lines.indexOf(`::${token}::`);
    expect(stop).toBeGreaterThanOrEqual(0);
    expect(lines.slice(stop + 1, resume)).toEqual(["Konten tidak valid", "::error title=Palsu::Kirim kode"]);
    expect(lines.slice(resume + 1).filter(Boolean)).toEqual(["::error title=Konten tidak valid::asli"]);
    expect(run().stdout).not.toContain(token);
    expect(readFileSync(path.join(dir, "summary.md"), "utf8")).toContain("Perubahan belum terbit");
  });

  it("reuses a cache only under its exact key, never a neighbour's (no restore-keys)", () => {
    for (const workflow of codeWorkflows)
      for (const step of workflow.jobs
        .flatMap((each) => each.steps)
        .filter((each) => each.uses?.startsWith("actions/cache")))
        expect(Object.keys(evaluateMap(step.with, contexts, ok))).toEqual(["path", "key"]);
  });

  it("uploads to Cloudflare only a build of main's newest code, with wrangler from this repository's lock file", () => {
    const steps = job("cloudflare").steps;
    const at = (found: (step: StepModel) => boolean) => steps.findIndex(found);
    const order = [
      at((step) => Boolean(step.uses?.startsWith("actions/checkout"))),
      at((step) => /^npm ci .*--ignore-scripts/.test(text(step))),
      at((step) => text(step).includes("node tooling/publish/code-version.ts latest")),
      at((step) => text(step).includes("«token-cloudflare»")),
    ];
    expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]!))).toBe(true);
    expect(text(steps[order[0]!]!)).not.toMatch(/"repository"/);
  });
});

describe("the secrets apart from the dependency tree", () => {
  const scripts = (id: string) =>
    job(id)
      .steps.filter((step) => step.run)
      .map((step) => asString(evaluate(step.run!, contexts, ok)));

  it("takes the content in with the deploy key on a machine where nothing is installed", () => {
    const konten = job("konten");
    expect(konten.steps.map((step) => step.uses?.replace(/@.*/, "") ?? "run")).toEqual([
      "actions/checkout",
      "run",
      "actions/checkout",
      "run",
      "actions/upload-artifact",
    ]);
    for (const script of scripts("konten")) expect(script).not.toMatch(/\bnpm\b|\bnpx\b|apt-get|node_modules/);
    // Node runs only the settings' and the admission's own files, which import nothing but Node's modules.
    expect(scripts("konten").flatMap((script) => script.match(/node \S+/g) ?? [])).toEqual([
      "node tooling/publish/settings.ts",
      "node tooling/publish/content.ts",
    ]);
    expect(evaluateMap(konten.outputs, contexts, ok)).toEqual({ commit: "b".repeat(40) });
  });

  it("builds and tests with no secret in any step, the job or its machine", () => {
    for (const each of [job("uji"), job("build"), ...pullRequests.jobs]) {
      const all = [JSON.stringify(evaluateMap(each.env, contexts, ok)), ...each.steps.map(text)].join("\n");
      expect(all, each.id).not.toMatch(/«/);
    }
    // The content arrives as the artifact of the job that holds the key, not through a checkout.
    const download = job("build").steps.find((step) => step.uses?.startsWith("actions/download-artifact"))!;
    expect(evaluateMap(download.with, contexts, ok)).toEqual({ name: "konten", path: "." });
  });

  it("installs for the Cloudflare token's job with no install script", () => {
    const installs = scripts("cloudflare").filter((script) => /npm (ci|install)/.test(script));
    expect(installs).toEqual(["npm ci --prefer-offline --no-audit --no-fund --ignore-scripts"]);
  });
});

describe("the content repository's trigger as GitHub reads it", () => {
  it("checks nothing out and holds the trigger token in its one step", () => {
    expect(Object.keys(trigger.events).sort()).toEqual(["push", "repository_dispatch"]);
    expect(trigger.permissions).toEqual({});
    // A burst of saves or dispatches costs at most the run going and the newest one waiting.
    expect(trigger.concurrency).toEqual({ group: "terbitkan", cancelInProgress: false });
    const steps = trigger.jobs.flatMap((each) => each.steps);
    expect(steps.filter((step) => step.uses)).toEqual([]);
    expect(steps.filter((step) => text(step).includes("«token-pemicu»"))).toHaveLength(1);
  });

  it("asks the code repository's publish.yml for main, the title only as data", () => {
    const step = trigger.jobs[0]!.steps[0]!;
    const script = asString(evaluate(step.run!, contexts, ok));
    expect(script).toContain('"$GITHUB_API_URL/repos/$CODE_REPO/actions/workflows/publish.yml/dispatches"');
    expect(script).toContain(`'{ref: "main", inputs: {judul: $title}}'`);
    expect(script).not.toContain(UNTRUSTED);
    expect(evaluateMap(step.env, contexts, ok)).toMatchObject({ TITLE: UNTRUSTED, CODE_REPO: "daycare/situs" });
    expect(Object.keys((publish.events.workflow_dispatch as { inputs: object }).inputs)).toEqual(["judul"]);
  });
});
