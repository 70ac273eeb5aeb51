/**
 * A rehearsal world: the project's repository on a stand-in of GitHub
 * (./github.ts), its people, its settings (tooling/publish/settings.ts), and
 * the workflows of that repository (as committed there, never as this
 * checkout has them) run by ./runner.ts when GitHub would run them: on a push
 * to main, on a pull request, by hand; one publication at a time, with
 * GitHub's `concurrency` (a run in progress goes on, a newer one waiting
 * replaces an older one waiting).
 *
 * Inside `npm test` two steps are recorded instead of run, and say so in
 * their log: `npm ci` links the project's own node_modules (when the lock file
 * is the project's), and the full path's `npm test` (the suite that is
 * running this). `npm run rehearse -- --full` runs both for real.
 */
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { actionsFor } from "./actions.ts";
import { GitHubStandIn, type Permission, type Person, type RefUpdate, type RunRecord } from "./github.ts";
import { ensureRunner, RUNNER } from "./nginx-server.ts";
import { fresh, type JobResult, RUNNER_UID, runJob } from "./runner.ts";
import {
  asString,
  evaluate,
  evaluateExpression,
  statusFunctions,
  truthy,
  type Value,
  type WorkflowModel,
  loadWorkflow,
} from "./workflow.ts";

export const PROJECT = path.resolve(import.meta.dirname, "../..");
const NODE_24 = path.join(PROJECT, "node_modules/node/bin/node");

export interface WorldOptions {
  /** Run `npm ci` and the full path's `npm test` for real. */
  full: boolean;
  repository?: string;
  visibility?: "private" | "public";
  /** Print every job's log as it runs. */
  verbose?: boolean;
  /** The project's files to start the repository from: a commit of this checkout, or its working tree. */
  from?: string;
  /** Link the project's node_modules for `npm ci` even when the lock file differs (an older commit, quickly). */
  linkModules?: boolean;
}

export interface Change {
  [file: string]: string | Buffer | null;
}

export interface RunOutcome {
  run: RunRecord;
  jobs: Record<string, JobResult & { name: string }>;
  seconds: number;
}

const DEFAULT_PERMISSIONS = { contents: "read", metadata: "read", packages: "read" };

export class World {
  readonly root: string;
  readonly github: GitHubStandIn;
  readonly vars: Record<string, string> = {};
  readonly secrets: Record<string, string> = {};
  /** Extra environment every job gets: how the rehearsal's stand-ins of other services are reached. */
  readonly network: Record<string, string> = {};
  readonly outcomes: RunOutcome[] = [];
  /** Lines worth reporting (a stand-in behind the workflow's pin). */
  readonly notes = new Set<string>();
  maintainer!: Person;
  pagesAllowed = false;
  pagesUrl = "";
  readonly pagesDir: string;
  private readonly clone: string;
  private readonly bin: string;
  private running: Promise<void> | null = null;
  private pending: { run: RunRecord; workflow: string; group: string | null; event: Record<string, unknown> }[] = [];
  private inProgress: RunRecord | null = null;
  private runNumber = 0;

  readonly options: WorldOptions;

  constructor(options: WorldOptions) {
    this.options = options;
    if (process.getuid?.() !== 0)
      throw new Error("The rehearsal runs jobs as root and as uid 1001, as GitHub's runner does: run it as root.");
    this.root = mkdtempSync(path.join(tmpdir(), "daycare-rehearsal-"));
    chmodSync(this.root, 0o755);
    this.github = new GitHubStandIn(
      this.root,
      options.repository ?? "daycare-cisauk/situs",
      options.visibility ?? "private",
    );
    this.clone = path.join(this.root, "clone");
    this.pagesDir = path.join(this.root, "pages-site");
    this.bin = path.join(this.root, "image-bin");
    ensureRunner();
    this.writeImageBin();
    // The runners reach the internet; jobs here reach what this machine reaches, through its certificates.
    for (const name of ["NODE_EXTRA_CA_CERTS", "SSL_CERT_FILE", "SSL_CERT_DIR", "CURL_CA_BUNDLE", "GIT_SSL_CAINFO"])
      if (process.env[name]) this.network[name] = process.env[name]!;
  }

  /** The container image's and the runner's tools, as this machine has them (see the file's comment). */
  private writeImageBin(): void {
    mkdirSync(this.bin, { recursive: true });
    symlinkSync(NODE_24, path.join(this.bin, "node"));
    const npm = `#!/bin/sh
# npm in the rehearsal (tooling/rehearsal/rehearsal.ts): recorded steps say so.
if [ "$1" = ci ] && [ "\${REHEARSAL_LINK_NPM_CI:-}" = 1 ] && { [ "\${REHEARSAL_ANY_LOCK:-}" = 1 ] || cmp -s package-lock.json "${PROJECT}/package-lock.json"; }; then
  echo "npm ci: recorded, not run: node_modules linked from the project (its lock file is this one, or --link-modules said to)"
  mkdir -p node_modules
  for entry in "${PROJECT}"/node_modules/* "${PROJECT}"/node_modules/.bin "${PROJECT}"/node_modules/.package-lock.json; do
    ln -s "$entry" node_modules/
  done
  exit 0
fi
if [ "$1" = test ] && [ "\${REHEARSAL_RECORD_NPM_TEST:-}" = 1 ]; then
  echo "npm test: recorded, not run (this rehearsal runs inside npm test; npm run rehearse -- --full runs it)"
  : > "\${RUNNER_TEMP:-/tmp}/rehearsal-full-path"
  exit 0
fi
# On the full path inside npm test, the smoke test of every page is the same browser work as npm test's
# own (which is running this): the check and the build that is published run, the smoke is recorded.
if [ "$1 $2" = "run test:content" ] && [ -f "\${RUNNER_TEMP:-/tmp}/rehearsal-full-path" ]; then
  echo "npm run test:content: check and build run; the smoke test of every page recorded, not run (full path inside npm test; npm run rehearse runs it)"
  /usr/bin/npm run check && exec /usr/bin/npm run build
fi
exec /usr/bin/npm "$@"
`;
    const aptGet = `#!/bin/sh
# apt-get in the rehearsal: what the step installs must already be on this machine (.ci/run installs it).
[ "$1" = update ] && { echo "apt-get update: recorded (the rehearsal does not change this machine)"; exit 0; }
shift
for package in "$@"; do
  case "$package" in -*) continue ;; esac
  dpkg-query -W -f='\${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || { echo "E: Unable to locate package $package (not installed on this machine)" >&2; exit 100; }
done
echo "apt-get install: $* already installed on this machine"
`;
    writeFileSync(path.join(this.bin, "npm"), npm, { mode: 0o755 });
    writeFileSync(path.join(this.bin, "apt-get"), aptGet, { mode: 0o755 });
  }

  async start(): Promise<void> {
    await this.github.start();
    this.maintainer = this.person("pengelola", "admin");
    execFileSync("git", ["clone", "-q", this.github.bare, this.clone], { stdio: "ignore" });
    this.git("checkout", "-q", "-b", "main");
    this.github.onRefUpdate.push((update) => this.movedThroughApi(update));
  }

  /**
   * main moved through GitHub's API (an undo on /admin/status/): the clone
   * follows it, so the next save builds on it, and GitHub starts what a push starts.
   */
  private movedThroughApi(update: RefUpdate): void {
    if (update.ref !== "refs/heads/main") return;
    this.git("fetch", "-q", this.github.bare, "main");
    if (this.git("symbolic-ref", "--short", "HEAD") === "main") this.git("reset", "-q", "--hard", "FETCH_HEAD");
    else this.git("branch", "-f", "main", "FETCH_HEAD");
    if (/\[skip ci\]/.test(update.message)) return;
    this.trigger("publish.yml", { event: "push", sha: update.after, actor: update.actor, message: update.message });
  }

  async stop(): Promise<void> {
    await this.idle();
    await this.github.stop();
    if (!process.env.KEEP_REHEARSAL) rmSync(this.root, { recursive: true, force: true });
  }

  person(login: string, permission: Permission): Person {
    return this.github.addPerson(login, permission);
  }

  git(...args: string[]): string {
    return execFileSync("git", ["-C", this.clone, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  }

  /** The project's files, as the maintainer puts them in a new repository (tracked and new files, not ignored ones). */
  projectFiles(): void {
    if (this.options.from) {
      const archive = path.join(this.root, "project.tar");
      execFileSync("git", ["-C", PROJECT, "archive", "-o", archive, this.options.from]);
      execFileSync("tar", ["-xf", archive, "-C", this.clone]);
      return;
    }
    const files = execFileSync("git", ["-C", PROJECT, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      encoding: "utf8",
    })
      .split("\0")
      .filter((file) => file && existsSync(path.join(PROJECT, file)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(this.clone, file)), { recursive: true });
      cpSync(path.join(PROJECT, file), path.join(this.clone, file));
    }
  }

  read(file: string): string {
    return readFileSync(path.join(this.clone, file), "utf8");
  }

  /** Whether main (as the clone follows it) holds `file`. */
  exists(file: string): boolean {
    return existsSync(path.join(this.clone, file));
  }

  /** Writes (or, with null, deletes) files in the clone and commits them as `who`; returns the commit. */
  commit(who: Person, change: Change, message: string, branch = "main"): string {
    const current = this.git("symbolic-ref", "--short", "HEAD");
    if (current !== branch) this.git("checkout", "-q", ...(this.git("branch", "--list", branch) ? [] : ["-b"]), branch);
    for (const [file, content] of Object.entries(change)) {
      const target = path.join(this.clone, file);
      if (content === null) rmSync(target, { force: true });
      else {
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, content);
      }
    }
    this.git("add", "-A");
    execFileSync(
      "git",
      [
        "-C",
        this.clone,
        "-c",
        `user.name=${who.login}`,
        "-c",
        `user.email=${who.login}@contoh.id`,
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        message,
      ],
      { stdio: "ignore" },
    );
    return this.git("rev-parse", "HEAD");
  }

  /** Pushes a branch as `who` (the editor's API, the maintainer's git) and lets GitHub start what a push starts. */
  push(who: Person, branch = "main", force = false): RunRecord | null {
    execFileSync(
      "git",
      [
        "-C",
        this.clone,
        "push",
        "-q",
        ...(force ? ["--force"] : []),
        this.github.bare,
        `${branch}:refs/heads/${branch}`,
      ],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    const sha = this.git("rev-parse", branch);
    const message = this.git("log", "-1", "--format=%B", sha);
    if (branch !== "main" || /\[skip ci\]/.test(message)) return null;
    return this.trigger("publish.yml", { event: "push", sha, actor: who.login, message });
  }

  /** A save in the editor: one commit on main as `who`, pushed. */
  save(who: Person, change: Change, message: string): RunRecord | null {
    this.commit(who, change, message);
    return this.push(who);
  }

  /**
   * A pull request from `author`, tested by test.yml; when `mergedBy` is given, squash-merged onto
   * main by them (one commit, as GitHub's "Squash and merge"), which starts publish.yml.
   */
  async pullRequest(
    author: Person,
    change: Change,
    title: string,
    mergedBy?: Person,
  ): Promise<{ number: number; tests: RunOutcome; merged?: RunRecord | null }> {
    const number = this.github.id();
    const branch = `pr-${number}`;
    const base = this.git("rev-parse", "main");
    this.git("checkout", "-q", "-b", branch, base);
    const head = this.commit(author, change, title, branch);
    this.push(author, branch);
    const pull = {
      number,
      title,
      head: branch,
      base: "main",
      author: author.login,
      merged_at: null as string | null,
      merged_by: null as string | null,
      commits: [head],
    };
    this.github.pulls.push(pull);
    const tests = await this.runNow("test.yml", {
      event: "pull_request",
      sha: head,
      actor: author.login,
      ref: `refs/pull/${number}/merge`,
      message: title,
    });
    this.git("checkout", "-q", "main");
    if (!mergedBy) return { number, tests };
    this.git("merge", "-q", "--squash", branch);
    const squashed = this.commit(mergedBy, {}, `${title} (#${number})`);
    pull.commits.push(squashed);
    pull.merged_at = new Date().toISOString();
    pull.merged_by = mergedBy.login;
    return { number, tests, merged: this.push(mergedBy) };
  }

  /** A run of a workflow, queued under its concurrency group; started at once when nothing else runs. */
  trigger(
    workflow: string,
    event: { event: string; sha: string; actor: string; message?: string; ref?: string },
  ): RunRecord {
    const now = new Date().toISOString();
    const run: RunRecord = {
      id: this.github.id(),
      workflow,
      name: "",
      display_title: event.message?.split("\n")[0] ?? "",
      event: event.event,
      head_branch: event.ref ? event.ref.replace("refs/heads/", "") : "main",
      head_sha: event.sha,
      actor: event.actor,
      status: "queued",
      conclusion: null,
      created_at: now,
      updated_at: now,
      jobs: [],
      summary: "",
    };
    this.github.runs.push(run);
    const group = this.concurrencyGroup(workflow, event.sha);
    const item = { run, workflow, group, event: { ...event, ref: event.ref ?? "refs/heads/main" } };
    if (!this.inProgress) this.startRun(item);
    else {
      // One run at a time here; of the runs waiting, GitHub keeps only the newest of a concurrency group.
      for (const waiting of this.pending.filter((each) => group && each.group === group)) {
        Object.assign(waiting.run, { status: "completed", conclusion: "cancelled", updated_at: now });
        this.pending.splice(this.pending.indexOf(waiting), 1);
      }
      run.status = "pending";
      this.pending.push(item);
    }
    return run;
  }

  /** The workflow's literal concurrency group at that commit, if it has one. */
  private concurrencyGroup(workflow: string, sha: string): string | null {
    const text = execFileSync("git", ["-C", this.github.bare, "show", `${sha}:.github/workflows/${workflow}`], {
      encoding: "utf8",
    });
    const group = (parse(text) as { concurrency?: { group?: unknown } }).concurrency?.group;
    return typeof group === "string" && !group.includes("${{") ? group : null;
  }

  private startRun(item: { run: RunRecord; workflow: string; event: Record<string, unknown> }): void {
    this.inProgress = item.run;
    this.running = this.execute(item.run, item.workflow, item.event as never).then(() => {
      this.inProgress = null;
      const next = this.pending.shift();
      if (next) this.startRun(next);
    });
  }

  /** Waits until no run is in progress or waiting. */
  async idle(): Promise<void> {
    while (this.running) {
      const current = this.running;
      await current;
      if (this.running === current && !this.inProgress) this.running = null;
    }
  }

  /** Runs a workflow that has no concurrency group (test.yml) at once, and waits for it. */
  async runNow(
    workflow: string,
    event: { event: string; sha: string; actor: string; message?: string; ref?: string },
  ): Promise<RunOutcome> {
    const run = this.trigger(workflow, event);
    await this.idle();
    return this.outcomeOf(run);
  }

  outcomeOf(run: RunRecord): RunOutcome {
    const found = this.outcomes.find((outcome) => outcome.run === run);
    if (!found) throw new Error(`run ${run.id} (${run.display_title}) did not run: ${run.status} ${run.conclusion}`);
    return found;
  }

  private async execute(
    run: RunRecord,
    workflowFile: string,
    event: { event: string; sha: string; actor: string; message?: string; ref: string },
  ): Promise<void> {
    const started = performance.now();
    run.status = "in_progress";
    run.run_started_at = new Date().toISOString();
    const jobs: RunOutcome["jobs"] = {};
    const outcome: RunOutcome = { run, jobs, seconds: 0 };
    try {
      // The workflow as this commit of the repository has it: a push runs its own workflow file.
      const file = path.join(this.root, `workflow-${run.id}.yml`);
      writeFileSync(
        file,
        execFileSync("git", ["-C", this.github.bare, "show", `${event.sha}:.github/workflows/${workflowFile}`]),
      );
      const workflow = await loadWorkflow(file, `.github/workflows/${workflowFile}`);
      const github = this.githubContext(run, workflow, event);
      run.name = workflow.name;
      if (workflow.runName)
        run.display_title = asString(
          evaluate(
            workflow.runName,
            { github, vars: this.vars, inputs: {} },
            statusFunctions({ success: true, failure: false, cancelled: false }),
          ),
        );
      const results = new Map<string, "success" | "failure" | "skipped">();
      for (const model of order(workflow)) {
        const needs = Object.fromEntries(
          model.needs.map((need) => [need, { result: results.get(need)!, outputs: {} }]),
        );
        const failedNeed = model.needs.some((need) => results.get(need) === "failure");
        const okNeeds = model.needs.every((need) => results.get(need) === "success");
        const runs = truthy(
          evaluateExpression(
            model.if,
            { github, vars: this.vars, needs, inputs: {} },
            statusFunctions({ success: okNeeds, failure: failedNeed, cancelled: false }),
          ),
        );
        const record = {
          id: this.github.id(),
          name: model.name,
          status: "completed" as const,
          conclusion: "skipped" as "success" | "failure" | "skipped",
          annotations: [] as never[],
        };
        run.jobs.push(record);
        if (!runs) {
          results.set(model.id, "skipped");
          jobs[model.id] = {
            name: model.name,
            conclusion: "skipped",
            steps: [],
            annotations: [],
            summary: "",
            log: "",
          };
          continue;
        }
        const result = await this.job(run, workflow, model.id, github, needs, event);
        results.set(model.id, result.conclusion);
        record.conclusion = result.conclusion;
        record.annotations = result.annotations as never[];
        run.summary += result.summary;
        jobs[model.id] = { name: model.name, ...result };
      }
      const concluded = [...results.values()];
      run.conclusion = concluded.includes("failure") ? "failure" : "success";
    } catch (error) {
      // A workflow GitHub would not run at all.
      run.conclusion = "failure";
      run.summary += `\n${(error as Error).message}\n`;
      jobs.workflow = {
        name: "workflow",
        conclusion: "failure",
        steps: [],
        annotations: [],
        summary: "",
        log: (error as Error).message,
      };
    }
    run.status = "completed";
    run.updated_at = new Date().toISOString();
    outcome.seconds = (performance.now() - started) / 1000;
    this.outcomes.push(outcome);
  }

  private githubContext(
    run: RunRecord,
    workflow: WorkflowModel,
    event: { event: string; sha: string; actor: string; message?: string; ref: string },
  ): GitHubContext {
    const eventPayload: Value =
      event.event === "push"
        ? { head_commit: { id: event.sha, message: event.message ?? "" }, ref: event.ref, after: event.sha }
        : event.event === "pull_request"
          ? { pull_request: { head: { sha: event.sha } } }
          : {};
    return {
      event_name: event.event,
      event: eventPayload,
      sha: event.sha,
      ref: event.ref,
      ref_name: event.ref.replace(/^refs\/(heads|tags)\//, ""),
      ref_type: "branch",
      repository: this.github.repository,
      repository_owner: this.github.owner,
      actor: event.actor,
      triggering_actor: event.actor,
      run_id: String(run.id),
      run_number: String(++this.runNumber),
      run_attempt: "1",
      workflow: workflow.name,
      server_url: this.github.url,
      api_url: this.github.url,
      graphql_url: `${this.github.url}/graphql`,
      retention_days: "90",
    };
  }

  private async job(
    run: RunRecord,
    workflow: WorkflowModel,
    jobId: string,
    github: GitHubContext,
    needs: Record<string, unknown>,
    event: { event: string; sha: string; ref: string },
  ): Promise<JobResult> {
    const model = workflow.jobs.find((job) => job.id === jobId)!;
    const inContainer = Boolean(model.container);
    const permissions = { ...(model.permissions ?? workflow.permissions ?? DEFAULT_PERMISSIONS), metadata: "read" };
    const token = this.github.runToken(run.id, permissions);
    const repo = this.github.name;
    // A container job's places (GitHub's /__w and /github/home), or the runner's own (/home/runner).
    const base = path.join(this.root, "runner");
    const workspace = inContainer ? path.join(base, "__w", repo, repo) : path.join(base, "work", repo, repo);
    const temp = inContainer ? path.join(base, "__w", "_temp") : path.join(base, "work", "_temp");
    const home = inContainer ? path.join(base, "github-home") : RUNNER.home;
    for (const dir of [path.join(base, "__w"), path.join(base, "work"), home]) fresh(dir);
    if (!inContainer) {
      execFileSync("chown", ["-R", `${RUNNER_UID}:${RUNNER_UID}`, path.join(base, "work"), home]);
      chmodSync(base, 0o755);
    }
    const eventPath = path.join(temp, "_github_workflow", "event.json");
    mkdirSync(path.dirname(eventPath), { recursive: true });
    writeFileSync(eventPath, JSON.stringify(github.event));
    if (!inContainer) execFileSync("chown", ["-R", `${RUNNER_UID}:${RUNNER_UID}`, temp]);
    const secrets = { ...this.secrets, GITHUB_TOKEN: token };
    const baseEnv: Record<string, string> = {
      PATH: `${this.bin}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
      HOME: home,
      LANG: "C.UTF-8",
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: this.github.repository,
      GITHUB_REPOSITORY_OWNER: this.github.owner,
      GITHUB_SHA: event.sha,
      GITHUB_REF: event.ref,
      GITHUB_REF_NAME: github.ref_name,
      GITHUB_REF_TYPE: "branch",
      GITHUB_EVENT_NAME: event.event,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_ACTOR: github.actor,
      GITHUB_TRIGGERING_ACTOR: github.triggering_actor,
      GITHUB_RUN_ID: String(run.id),
      GITHUB_RUN_NUMBER: github.run_number,
      GITHUB_RUN_ATTEMPT: "1",
      GITHUB_JOB: jobId,
      GITHUB_WORKFLOW: workflow.name,
      GITHUB_API_URL: this.github.url,
      GITHUB_SERVER_URL: this.github.url,
      GITHUB_GRAPHQL_URL: `${this.github.url}/graphql`,
      RUNNER_TEMP: temp,
      RUNNER_OS: "Linux",
      RUNNER_ARCH: "X64",
      RUNNER_NAME: "GitHub Actions (rehearsal)",
      RUNNER_TOOL_CACHE: "/opt/hostedtoolcache",
      RUNNER_WORKSPACE: path.dirname(workspace),
      ...(this.options.full ? {} : { REHEARSAL_LINK_NPM_CI: "1", REHEARSAL_RECORD_NPM_TEST: "1" }),
      ...(this.options.linkModules ? { REHEARSAL_ANY_LOCK: "1" } : {}),
      // github.com, as a step may name it, is the rehearsal's GitHub (with a token in the address too).
      ...gitNetwork(this.github.url, token),
      ...this.network,
    };
    const echo = this.options.verbose ? (line: string) => console.log(`    [${jobId}] ${line}`) : undefined;
    const artifacts = path.join(this.root, "artifacts", String(run.id));
    return runJob({
      model,
      workspace,
      temp,
      home,
      hostTemp: `${RUNNER.home}/work/_temp`,
      root: base,
      contexts: {
        github: { ...github, token, workspace, job: jobId },
        vars: this.vars,
        secrets,
        needs: needs as never,
        inputs: {},
        matrix: {},
        strategy: {},
        runner: { os: "Linux", arch: "X64", name: "GitHub Actions (rehearsal)", tool_cache: "/opt/hostedtoolcache" },
        env: {},
      },
      baseEnv,
      secrets: Object.values(secrets),
      echo,
      actions: actionsFor(
        {
          remote: `${this.github.url}/${this.github.repository}`,
          token,
          repository: this.github.repository,
          sha: event.sha,
          ref: github.ref_name,
          artifacts,
          caches: path.join(this.root, "caches"),
          pagesAllowed: this.pagesAllowed,
          pagesDir: this.pagesDir,
          pagesUrl: this.pagesUrl || `https://${this.github.owner}.github.io/${repo}/`,
          permissions,
        },
        (line) => this.notes.add(line),
      ),
    });
  }

  /** The files of a branch of the repository (the publishing branch, `terbit`). */
  branchFiles(branch: string): string[] {
    try {
      return execFileSync("git", ["-C", this.github.bare, "ls-tree", "-r", "--name-only", branch], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean);
    } catch {
      return [];
    }
  }

  branchFile(branch: string, file: string): Buffer | null {
    try {
      return execFileSync("git", ["-C", this.github.bare, "show", `${branch}:${file}`]);
    } catch {
      return null;
    }
  }
}

/** The `github` context, as far as the workflows read it. */
type GitHubContext = {
  [key: string]: Value;
  event: Value;
  ref_name: string;
  actor: string;
  triggering_actor: string;
  run_number: string;
};

/** Git's own configuration, through the environment, sending https://github.com/ to the stand-in. */
function gitNetwork(url: string, token: string): Record<string, string> {
  const host = new URL(url).host;
  const rules = [
    [`http://${host}/`, "https://github.com/"],
    [`http://x-access-token:${token}@${host}/`, `https://x-access-token:${token}@github.com/`],
  ];
  return {
    GIT_CONFIG_COUNT: String(rules.length),
    ...Object.fromEntries(
      rules.flatMap(([to, from], i) => [
        [`GIT_CONFIG_KEY_${i}`, `url.${to}.insteadOf`],
        [`GIT_CONFIG_VALUE_${i}`, from],
      ]),
    ),
  };
}

/** Jobs in an order where each comes after the jobs it needs. */
function order(workflow: WorkflowModel) {
  const done = new Set<string>();
  const result: WorkflowModel["jobs"] = [];
  while (result.length < workflow.jobs.length) {
    const next = workflow.jobs.find((job) => !done.has(job.id) && job.needs.every((need) => done.has(need)));
    if (!next) throw new Error(`${workflow.file}: the jobs' needs form a cycle`);
    done.add(next.id);
    result.push(next);
  }
  return result;
}

export function listFiles(dir: string): string[] {
  return existsSync(dir) ? (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]) : [];
}
