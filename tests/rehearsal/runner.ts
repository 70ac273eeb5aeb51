/**
 * Runs one job of a workflow the way GitHub's hosted runner does (as GitHub
 * documents it and public threads report it, e.g. actions/checkout#766;
 * docs/deploy.md, "The rehearsal: publishing run here as GitHub runs it"),
 * on this machine:
 *
 * - a `container:` job: steps run as root, under `sh -e {0}` (dash, not bash),
 *   with HOME at the job's own home folder (GitHub's /github/home), in a
 *   workspace folder that belongs to the runner's user (uid 1001), so git
 *   refuses it ("dubious ownership") unless a step trusts it; `runner.temp` in
 *   an expression is the host's path, `$RUNNER_TEMP` the container's;
 * - a job on the runner itself: steps run as the runner's user (uid 1001,
 *   HOME /home/runner, its passwd home) under `bash -e {0}`;
 * - `shell: bash` is `bash --noprofile --norc -eo pipefail {0}`;
 * - GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STEP_SUMMARY files, the
 *   `::error file=…,line=…::` commands as annotations, `::add-mask::`, secrets
 *   masked in the log; `::stop-commands::TOKEN` reads every line as text until
 *   `::TOKEN::`; a job's `outputs:` for the jobs that need it; `if:` with the status functions, `continue-on-error`,
 *   `timeout-minutes`.
 *
 * What runs in the container image (node:24-bookworm) is this machine's
 * Debian with the project's Node 24 first on PATH. `uses:` steps go to the
 * stand-ins of ./actions.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Annotation } from "../github/stand-in.ts";
import {
  asString,
  type Contexts,
  evaluate,
  evaluateExpression,
  evaluateMap,
  fromData,
  type Functions,
  type JobModel,
  statusFunctions,
  type StepModel,
  truthy,
  type Value,
  withFunction,
} from "./workflow.ts";
import { hashFiles } from "./hash-files.ts";

export const RUNNER_UID = 1001;
/** The runner's user as on GitHub's hosted runner: uid 1001, HOME /home/runner (also its passwd home). */
export const RUNNER = { name: "runner", uid: RUNNER_UID, home: "/home/runner" } as const;

/** Makes the runner's user on this machine, or checks that the one there is it. */
export function ensureRunner(): void {
  const entry = spawnSync("getent", ["passwd", String(RUNNER.uid)], { encoding: "utf8" });
  const fields = entry.status === 0 ? entry.stdout.trim().split(":") : null;
  if (fields && (fields[0] !== RUNNER.name || fields[5] !== RUNNER.home))
    throw new Error(
      `uid ${RUNNER.uid} is ${fields[0]} (home ${fields[5]}); the rehearsal needs it to be ${RUNNER.name}.`,
    );
  if (fields) return;
  const made = spawnSync(
    "useradd",
    ["--create-home", "--uid", String(RUNNER.uid), "--home-dir", RUNNER.home, "--shell", "/bin/bash", RUNNER.name],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`useradd ${RUNNER.name}: ${made.stderr}`);
}

export interface StepResult {
  id: string;
  name: string;
  outcome: "success" | "failure" | "skipped";
  conclusion: "success" | "failure" | "skipped";
  outputs: Record<string, string>;
  seconds: number;
}

export interface JobResult {
  conclusion: "success" | "failure" | "skipped";
  /** The job's `outputs:`, as `needs.<id>.outputs` shows them to later jobs. */
  outputs: Record<string, string>;
  steps: StepResult[];
  annotations: Annotation[];
  summary: string;
  log: string;
}

/** What a `uses:` stand-in gets: the job's places, its inputs, and a way to run commands as the job does. */
export interface ActionContext {
  job: JobRun;
  inputs: Record<string, string>;
  /** Runs a command as the job's user, in the workspace (or `cwd`); throws with its output when it fails. */
  exec(command: string, args: string[], options?: { cwd?: string; env?: Record<string, string> }): Promise<string>;
  log(line: string): void;
}

export interface ActionResult {
  outputs?: Record<string, string>;
  /** Runs when the job ends (actions/cache saves here), given whether the job succeeded. */
  post?: (success: boolean) => Promise<void>;
}

export type Action = (context: ActionContext) => Promise<ActionResult>;

/** Everything a job runs with; made by the rehearsal for each job of a run. */
export interface JobRun {
  model: JobModel;
  /** Where the container job's folders or the runner's work folder live for this job. */
  workspace: string;
  temp: string;
  home: string;
  /** `runner.temp` as an expression sees it: the host's path, not the container's. */
  hostTemp: string;
  contexts: Contexts;
  /** Environment every step starts from (PATH, HOME, CI, GITHUB_*, RUNNER_*). */
  baseEnv: Record<string, string>;
  /** Secret values, masked in the log. */
  secrets: string[];
  actions: (uses: string) => Action | undefined;
  /** The job's own working folder, which the rehearsal cleans before each job. */
  root: string;
  /** Prints the job's log as it runs. */
  echo?: (line: string) => void;
}

function parseFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const result: Record<string, string> = {};
  const lines = readFileSync(file, "utf8").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line) continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i]!);
      result[name!] = value.join("\n");
      continue;
    }
    const equals = line.indexOf("=");
    if (equals > 0) result[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return result;
}

/** `::error file=a,line=3,title=T::message`, GitHub's escaping undone. */
function command(line: string): { name: string; properties: Record<string, string>; message: string } | null {
  const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!match) return null;
  const unescape = (text: string) =>
    text
      .replaceAll("%0D", "\r")
      .replaceAll("%0A", "\n")
      .replaceAll("%3A", ":")
      .replaceAll("%2C", ",")
      .replaceAll("%25", "%");
  const properties: Record<string, string> = {};
  for (const pair of (match[2] ?? "").split(",").filter(Boolean)) {
    const equals = pair.indexOf("=");
    properties[pair.slice(0, equals).trim()] = unescape(pair.slice(equals + 1));
  }
  return { name: match[1]!, properties, message: unescape(match[3]!) };
}

export async function runJob(job: JobRun): Promise<JobResult> {
  const model = job.model;
  const inContainer = Boolean(model.container);
  const annotations: Annotation[] = [];
  const log: string[] = [];
  const masks = new Set(job.secrets.filter((secret) => secret.length > 3));
  const mask = (text: string) => [...masks].reduce((masked, secret) => masked.replaceAll(secret, "***"), text);
  const say = (line: string) => {
    const masked = mask(line);
    log.push(masked);
    job.echo?.(masked);
  };
  const steps: StepResult[] = [];
  const stepsContext: Record<string, Value> = {};
  let failed = false;
  let summary = "";
  const addedEnv: Record<string, string> = {};
  const addedPath: string[] = [];
  const posts: ((success: boolean) => Promise<void>)[] = [];
  const deadline = Date.now() + model.timeoutMinutes * 60_000;

  for (const dir of [job.workspace, job.temp, job.home]) mkdirSync(dir, { recursive: true });
  // The runner makes the workspace on the host, as its own user: inside the container, root sees a folder it does not own.
  chownSync(job.workspace, RUNNER_UID, RUNNER_UID);
  if (!inContainer) for (const dir of [job.temp]) chownSync(dir, RUNNER_UID, RUNNER_UID);

  const functionsFor = (): Functions =>
    withFunction(statusFunctions({ success: !failed, failure: failed, cancelled: false }), {
      name: "hashFiles",
      minArgs: 1,
      maxArgs: 255,
      call: (...patterns) =>
        hashFiles(
          job.workspace,
          patterns.map((pattern) => String(fromData(pattern))),
        ),
    });

  const contexts = (): Contexts => ({
    ...job.contexts,
    env: { ...(job.contexts.env as Record<string, Value>), ...addedEnv },
    steps: stepsContext,
    job: { status: failed ? "failure" : "success", ...(inContainer ? { container: { id: "rehearsal" } } : {}) },
    runner: { ...(job.contexts.runner as Record<string, Value>), temp: job.hostTemp },
  });

  const jobEnv = evaluateMap(model.env, contexts(), functionsFor());
  job.contexts.env = jobEnv;

  /** A process as the job's user: root in the container, the runner's user on the runner. */
  const spawnAsJob = (file: string, args: string[], env: Record<string, string>, cwd: string) =>
    spawn(file, args, {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      ...(inContainer ? {} : { uid: RUNNER_UID, gid: RUNNER_UID }),
    });

  const run = (file: string, args: string[], env: Record<string, string>, cwd: string) =>
    new Promise<number>((resolve) => {
      const child = spawnAsJob(file, args, env, cwd);
      const timer = setTimeout(() => child.kill("SIGKILL"), Math.max(1, deadline - Date.now()));
      let partial = { out: "", err: "" };
      const lines = (which: "out" | "err") => (chunk: Buffer) => {
        const text = partial[which] + chunk.toString();
        const parts = text.split("\n");
        partial[which] = parts.pop() ?? "";
        for (const line of parts) onLine(line);
      };
      child.stdout.on("data", lines("out"));
      child.stderr.on("data", lines("err"));
      child.on("close", (code) => {
        clearTimeout(timer);
        for (const rest of [partial.out, partial.err]) if (rest) onLine(rest);
        partial = { out: "", err: "" };
        resolve(code ?? 1);
      });
    });

  // Between `::stop-commands::TOKEN` and `::TOKEN::` the runner reads no command (GitHub's docs,
  // "Stopping and starting workflow commands").
  let stoppedUntil: string | null = null;
  const onLine = (line: string) => {
    if (stoppedUntil !== null) {
      if (line === `::${stoppedUntil}::`) stoppedUntil = null;
      return say(line);
    }
    const found = command(line);
    if (!found) return say(line);
    if (found.name === "stop-commands") {
      stoppedUntil = found.message;
      return;
    }
    if (found.name === "add-mask") return void masks.add(found.message);
    if (["error", "warning", "notice"].includes(found.name)) {
      const { file, line: at, title } = found.properties;
      annotations.push({
        path: file || ".github",
        start_line: Number(at ?? 0) || 0,
        end_line: Number(at ?? 0) || 0,
        annotation_level: found.name === "error" ? "failure" : (found.name as "warning" | "notice"),
        title: title ?? "",
        message: found.message,
      });
      return say(`${found.name === "error" ? "Error" : found.name}: ${found.message}`);
    }
    if (found.name === "group" || found.name === "endgroup") return;
    say(line);
  };

  for (const step of model.steps) {
    const started = performance.now();
    const functions = functionsFor();
    const name = stepName(step, contexts(), functions);
    const result: StepResult = {
      id: step.id,
      name,
      outcome: "skipped",
      conclusion: "skipped",
      outputs: {},
      seconds: 0,
    };
    steps.push(result);
    const record = () => {
      if (step.named)
        stepsContext[step.id] = { outputs: result.outputs, outcome: result.outcome, conclusion: result.conclusion };
    };
    if (!truthy(evaluateExpression(step.if, contexts(), functions))) {
      say(`⤼ ${name} (dilewati: ${step.if})`);
      record();
      continue;
    }
    say(`▶ ${name}`);
    const env: Record<string, string> = {
      ...job.baseEnv,
      ...jobEnv,
      ...addedEnv,
      ...evaluateMap(step.env, contexts(), functions),
    };
    if (addedPath.length) env.PATH = [...addedPath.toReversed(), env.PATH].join(":");
    const stepDir = path.join(job.temp, `_runner_file_commands`);
    mkdirSync(stepDir, { recursive: true });
    const files = {
      GITHUB_OUTPUT: path.join(stepDir, `set_output_${steps.length}`),
      GITHUB_ENV: path.join(stepDir, `set_env_${steps.length}`),
      GITHUB_PATH: path.join(stepDir, `add_path_${steps.length}`),
      GITHUB_STEP_SUMMARY: path.join(stepDir, `step_summary_${steps.length}`),
    };
    for (const file of Object.values(files)) {
      writeFileSync(file, "");
      if (!inContainer) chownSync(file, RUNNER_UID, RUNNER_UID);
    }
    if (!inContainer) chownSync(stepDir, RUNNER_UID, RUNNER_UID);
    Object.assign(env, files);

    let code: number;
    if (step.run) {
      const script = asString(evaluate(step.run, contexts(), functions));
      const file = path.join(job.temp, `${crypto.randomUUID()}.sh`);
      writeFileSync(file, script);
      if (!inContainer) chownSync(file, RUNNER_UID, RUNNER_UID);
      const [shell, ...args] =
        step.shell === "bash"
          ? ["bash", "--noprofile", "--norc", "-eo", "pipefail"]
          : step.shell === "sh" || inContainer
            ? ["sh", "-e"]
            : ["bash", "-e"];
      code = await run(shell!, [...args, file], env, job.workspace);
    } else {
      const action = job.actions(step.uses!);
      if (!action) {
        say(`Error: ${step.uses} has no stand-in in the rehearsal (tests/rehearsal/stand-ins/actions.ts)`);
        code = 1;
      } else {
        const inputs = evaluateMap(step.with, contexts(), functions);
        try {
          const outcome = await action({
            job,
            inputs,
            log: say,
            exec: async (command, args, options = {}) => {
              const output: string[] = [];
              const child = spawnAsJob(command, args, { ...env, ...options.env }, options.cwd ?? job.workspace);
              child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
              child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
              const status = await new Promise<number>((resolve) => child.on("close", (c) => resolve(c ?? 1)));
              if (status !== 0) throw new Error(`${command} ${args.join(" ")}: ${output.join("").trim()}`);
              return output.join("");
            },
          });
          Object.assign(result.outputs, outcome.outputs ?? {});
          if (outcome.post) posts.push(outcome.post);
          code = 0;
        } catch (error) {
          say(`Error: ${(error as Error).message}`);
          code = 1;
        }
      }
    }
    Object.assign(result.outputs, parseFile(files.GITHUB_OUTPUT));
    Object.assign(addedEnv, parseFile(files.GITHUB_ENV));
    if (existsSync(files.GITHUB_PATH))
      addedPath.push(...readFileSync(files.GITHUB_PATH, "utf8").split("\n").filter(Boolean));
    summary += readFileSync(files.GITHUB_STEP_SUMMARY, "utf8");
    result.seconds = (performance.now() - started) / 1000;
    if (Date.now() >= deadline) {
      say(
        `Error: The job running on runner has exceeded the maximum execution time of ${model.timeoutMinutes} minutes.`,
      );
      code = code || 1;
    }
    if (code === 0) {
      result.outcome = result.conclusion = "success";
    } else {
      result.outcome = "failure";
      result.conclusion = step.continueOnError ? "success" : "failure";
      annotations.push({
        path: ".github",
        start_line: step.line ?? 0,
        end_line: step.line ?? 0,
        annotation_level: "failure",
        title: "",
        message: `Process completed with exit code ${code}.`,
      });
      say(`✗ ${name}: exit ${code}`);
      if (!step.continueOnError) failed = true;
    }
    record();
  }
  for (const post of posts.reverse()) await post(!failed).catch((error: Error) => say(`Warning: ${error.message}`));
  const outputs = evaluateMap(model.outputs, contexts(), functionsFor());
  return { conclusion: failed ? "failure" : "success", outputs, steps, annotations, summary, log: log.join("\n") };
}

function stepName(step: StepModel, contexts: Contexts, functions: Functions): string {
  if (step.name) return asString(evaluate(step.name, contexts, functions));
  if (step.uses) return `Run ${step.uses.replace(/@[0-9a-f]{40}$/, "")}`;
  if (step.run) {
    const text = asString(evaluate(step.run, contexts, functions))
      .trim()
      .split("\n")[0]!;
    return `Run ${text}`;
  }
  return step.id;
}

/** Cleans a folder a job will use, as a fresh runner would have it. */
export function fresh(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
