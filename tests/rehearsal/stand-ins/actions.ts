/**
 * Stand-ins for the actions publish.yml and test.yml use, each keeping the
 * documented behaviour of the version the workflow pins (the comment beside
 * each commit), as far as the workflow depends on it:
 *
 * - actions/checkout v4.2.2: a clone over git's HTTP with the job's token (or
 *   `token`), or, with `ssh-key`, over SSH as `git@github.com:owner/name`
 *   with that key and GitHub's host keys (plus `ssh-known-hosts`) as the only
 *   known hosts, strictly checked; `repository` (another repository), `ref`,
 *   `fetch-depth` (default 1, 0 = all history and tags), `path`,
 *   `persist-credentials` (default true: the token or key stays in
 *   .git/config); the workspace is a safe.directory only during this step
 *   ("Temporarily overriding HOME"), never after.
 * - actions/cache v4.2.3: restore by `key`, else the newest `restore-keys`
 *   prefix; save at the end of a successful job when the key was not hit.
 * - actions/upload-artifact v4.6.2, actions/download-artifact v4.3.0: files
 *   kept per run and name; a name used twice in a run is an error; hidden
 *   files and folders (a name starting with ".", the path itself included)
 *   are left out, as `include-hidden-files` is false by default since v4.4.0.
 *
 * A pin other than the one a stand-in was written for is reported: the
 * stand-in may no longer say what the action does.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Action, ActionContext } from "../runner.ts";

/** The commits the stand-ins were written for (the workflows' pins today). */
export const PINNED: Record<string, string> = {
  "actions/checkout": "11bd71901bbe5b1630ceea73d27597364c9af683",
  "actions/cache": "5a3ec84eff668545956fd18022155c47e93e2684",
  "actions/upload-artifact": "ea165f8d65b6e75b540449e92b4886f43607fa02",
  "actions/download-artifact": "d3f86a106a0bac45b974a628896c90dbdf5c8093",
};

export interface ActionWorld {
  /** GITHUB_SERVER_URL: repositories are at <server>/<owner>/<name>. */
  server: string;
  /** The job's token and the workflow's own repository, commit and branch. */
  token: string;
  repository: string;
  sha: string;
  ref: string;
  /** GitHub's SSH host keys, as actions/checkout carries them (here: the rehearsal's sshd's). */
  githubKnownHosts: string;
  /** Where the run's artifacts and the repository's caches are kept. */
  artifacts: string;
  caches: string;
}

const truthyInput = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : value === "true";

function checkout(world: ActionWorld): Action {
  return async ({ job, inputs, exec, log }) => {
    const target = path.resolve(job.workspace, inputs.path ?? "");
    mkdirSync(target, { recursive: true });
    const repository = inputs.repository || world.repository;
    const own = repository.toLowerCase() === world.repository.toLowerCase();
    const depth = Number(inputs["fetch-depth"] || 1);
    const persist = truthyInput(inputs["persist-credentials"], true);
    const sshKey = inputs["ssh-key"] ?? "";
    // The action's own HOME for this step: the workspace is trusted here, and only here.
    const home = path.join(job.temp, `checkout-home-${Date.now()}`);
    mkdirSync(home, { recursive: true });
    // On the runner itself the action runs as the runner's user: its folders are that user's.
    const onRunner = !job.model.container;
    const own1001 = (...files: string[]) => onRunner && execFileSync("chown", ["-R", "1001:1001", ...files]);
    own1001(target, home);
    const env = { HOME: home, GIT_TERMINAL_PROMPT: "0" };
    log("Temporarily overriding HOME before making global git config changes");
    await exec("git", ["config", "--global", "--add", "safe.directory", target], { env });
    const git = (...args: string[]) => exec("git", args, { cwd: target, env });
    const keyFile = path.join(job.temp, randomUUID());
    try {
      await git("init", "-q");
      let remote: string;
      if (sshKey) {
        writeFileSync(keyFile, `${sshKey.trim()}\n`, { mode: 0o600 });
        writeFileSync(`${keyFile}_known_hosts`, `${world.githubKnownHosts}${inputs["ssh-known-hosts"] ?? ""}\n`);
        own1001(keyFile, `${keyFile}_known_hosts`);
        remote = `git@github.com:${repository}.git`;
        await git(
          "config",
          "--local",
          "core.sshCommand",
          `"ssh" -i "${keyFile}" -o StrictHostKeyChecking=yes -o CheckHostIP=no -o "UserKnownHostsFile=${keyFile}_known_hosts"`,
        );
      } else {
        remote = `${world.server}/${repository}`;
        const auth = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${inputs.token || world.token}`).toString("base64")}`;
        await git("config", "--local", `http.${remote}.extraheader`, auth);
      }
      await git("remote", "add", "origin", remote);
      const ref = inputs.ref || (own ? world.ref : "main");
      const source = own && !inputs.ref ? world.sha : `refs/heads/${ref}`;
      const fetch = ["-c", "protocol.version=2", "fetch", "--no-tags", "--prune", "--no-recurse-submodules"];
      if (depth > 0) await git(...fetch, `--depth=${depth}`, "origin", `+${source}:refs/remotes/origin/${ref}`);
      else
        await git(
          ...fetch.filter((arg) => arg !== "--no-tags"),
          "--tags",
          "origin",
          "+refs/heads/*:refs/remotes/origin/*",
        );
      await git("checkout", "-q", "--force", "-B", ref, own && !inputs.ref ? world.sha : `refs/remotes/origin/${ref}`);
      if (!persist) {
        if (sshKey) await git("config", "--local", "--unset-all", "core.sshCommand");
        else await git("config", "--local", "--unset-all", `http.${remote}.extraheader`);
      }
    } finally {
      rmSync(home, { recursive: true, force: true });
      if (!persist) rmSync(keyFile, { force: true });
    }
    return {};
  };
}

function expandHome(job: ActionContext["job"], file: string): string {
  return file.startsWith("~/") ? path.join(job.home, file.slice(2)) : path.resolve(job.workspace, file);
}

function cache(world: ActionWorld): Action {
  return async ({ job, inputs, log }) => {
    const paths = (inputs.path ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const key = inputs.key!;
    const restoreKeys = (inputs["restore-keys"] ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    mkdirSync(world.caches, { recursive: true });
    const stored = readdirSync(world.caches)
      .map((name) => ({ name: decodeURIComponent(name.replace(/\.tar$/, "")), file: path.join(world.caches, name) }))
      .sort((a, b) => statSync(b.file).mtimeMs - statSync(a.file).mtimeMs);
    const hit =
      stored.find((entry) => entry.name === key) ??
      restoreKeys.map((prefix) => stored.find((entry) => entry.name.startsWith(prefix))).find(Boolean);
    if (hit) {
      execFileSync("tar", ["-xPf", hit.file]);
      log(`Cache restored from key: ${hit.name}`);
    } else log(`Cache not found for input keys: ${[key, ...restoreKeys].join(", ")}`);
    const exact = hit?.name === key;
    return {
      outputs: { "cache-hit": String(exact) },
      post: async (success) => {
        if (!success || exact) return;
        const present = paths.map((file) => expandHome(job, file)).filter((file) => existsSync(file));
        if (present.length === 0) return;
        execFileSync("tar", ["-cPf", path.join(world.caches, `${encodeURIComponent(key)}.tar`), ...present]);
        log(`Cache saved with key: ${key}`);
      },
    };
  };
}

function uploadArtifact(world: ActionWorld): Action {
  return async ({ job, inputs, log }) => {
    const name = inputs.name || "artifact";
    const source = path.resolve(job.workspace, inputs.path!);
    const target = path.join(world.artifacts, name);
    if (existsSync(target))
      throw new Error(
        `Failed to CreateArtifact: an artifact with this name already exists on the workflow run: ${name}`,
      );
    const hidden = (file: string) => path.basename(file).startsWith(".");
    if (!existsSync(source) || hidden(source)) {
      if (inputs["if-no-files-found"] === "error")
        throw new Error(`No files were found with the provided path: ${inputs.path}`);
      log(`Warning: No files were found with the provided path: ${inputs.path}. No artifacts will be uploaded.`);
      return {};
    }
    cpSync(source, statSync(source).isDirectory() ? target : path.join(target, path.basename(source)), {
      recursive: true,
      dereference: true,
      filter: (file) => !hidden(file),
    });
    log(`Artifact ${name} has been successfully uploaded`);
    return {};
  };
}

function downloadArtifact(world: ActionWorld): Action {
  return async ({ job, inputs, log }) => {
    const name = inputs.name!;
    const source = path.join(world.artifacts, name);
    if (!existsSync(source)) throw new Error(`Unable to download artifact(s): Artifact not found for name: ${name}`);
    const target = path.resolve(job.workspace, inputs.path || ".");
    cpSync(source, target, { recursive: true });
    // The files belong to whoever runs the job.
    if (!job.model.container) execFileSync("chown", ["-R", "1001:1001", target]);
    log(`Artifact download completed successfully: ${name}`);
    return {};
  };
}

/** The stand-in for `uses:`, or undefined (the step then fails, saying so). */
export function actionsFor(world: ActionWorld, warn: (line: string) => void): (uses: string) => Action | undefined {
  const table: Record<string, (world: ActionWorld) => Action> = {
    "actions/checkout": checkout,
    "actions/cache": cache,
    "actions/upload-artifact": uploadArtifact,
    "actions/download-artifact": downloadArtifact,
  };
  return (uses) => {
    const [name, ref] = uses.split("@") as [string, string];
    if (PINNED[name] && PINNED[name] !== ref)
      warn(
        `${name}@${ref}: the stand-in was written for ${PINNED[name]}; check the action's changes (tests/rehearsal/stand-ins/actions.ts)`,
      );
    const make = table[name];
    return make?.(world);
  };
}
