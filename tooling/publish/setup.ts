/**
 * `npm run setup:github`: checks, and where it can creates, what the
 * publishing workflow needs on GitHub (docs/deploy.md, "Set it up once"), in
 * this order: the repository (private), the variables and secrets of
 * settings.ts for the chosen PUBLISH_TO, read-only workflow permissions, a
 * ruleset that keeps the default branch from being deleted or force-pushed,
 * GitHub Pages' source (github-pages) and the Cloudflare Pages project
 * (cloudflare). Run it once with a token of a repository admin, and again any
 * time: what is already right is left alone. It ends with what is still
 * missing, each with where to do it by hand, and exits 1 while something
 * required is missing; `--check` changes nothing.
 *
 * `setup()` is the whole work, with GitHub reached through an injected
 * `fetch` (tests: setup-fake-github.ts); the rest of this file is the command.
 * The token is only ever held in memory and sent to GitHub.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import sodium from "libsodium-wrappers";
import { SETTINGS, type Setting, type Target, TARGETS, settingsFor } from "./settings.ts";

// ---------------------------------------------------------------------------
// What the core needs from the outside world

export interface HttpResponse {
  status: number;
  statusText: string;
  text(): Promise<string>;
}
/** The part of `fetch` used here. */
export type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<HttpResponse>;

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}
/** Runs a command with these variables added to its environment. */
export type RunCommand = (command: string, args: string[], env: Record<string, string>) => Promise<CommandResult>;

/** Asks the maintainer; `hidden`: the answer is not shown while typed. */
export type Ask = (question: string, options: { hidden: boolean }) => Promise<string>;

export interface Options {
  /** owner/name */
  repo: string;
  token: string;
  /** GitHub's REST API; default https://api.github.com. */
  apiUrl?: string;
  /** `--publish-to`: same as `--set PUBLISH_TO=…`. */
  publishTo?: string;
  /** `--set NAME=value`: variables. */
  set?: Record<string, string>;
  /** `--secret-file NAME=path`, already read: secrets. */
  secrets?: Record<string, string>;
  /** `--replace-secret NAME`: overwrite a secret that exists (GitHub never shows a secret, so it cannot be compared). */
  replaceSecrets?: readonly string[];
  /** `--check`: read only, ask nothing, change nothing. */
  check?: boolean;
  /** The Cloudflare Pages project (wrangler.toml's `name`). */
  cloudflareProject?: string;
}

export interface Deps {
  fetch: Fetch;
  /** Absent when nobody is at a terminal: what is not given is then reported as missing. */
  ask?: Ask;
  /** For wrangler; absent: the Cloudflare project is not checked. */
  run?: RunCommand;
  /** Progress, one line at a time. */
  log?: (line: string) => void;
}

// ---------------------------------------------------------------------------
// The report

export type Status = "ok" | "done" | "missing" | "unchecked";

export interface Item {
  /** "repository", "variable:SITE_URL", "secret:DEPLOY_SSH_KEY", "workflow-permissions", "ruleset", "pages", "cloudflare-project" */
  step: string;
  /** What it is, for the maintainer. */
  title: string;
  status: Status;
  /** What was found or done, or why it is missing. */
  detail: string;
  /** Where to do it by hand. */
  where?: string;
  /** Publishing (or its safety) needs it: while it is missing the command exits 1. */
  required: boolean;
}

export interface Report {
  repo: string;
  target?: Target;
  items: Item[];
  /** Values refused before anything was sent: then nothing else happened. */
  refused: string[];
  /** Said once, loudly, at the top and the end (a public repository). */
  warnings: string[];
  /** Other things worth knowing (values given but not read by this PUBLISH_TO). */
  notes: string[];
  /** 0 all set, 1 something required missing, 2 a value refused. */
  exitCode: number;
}

// ---------------------------------------------------------------------------
// GitHub's API

export class ApiError extends Error {
  status: number;
  githubMessage: string;
  constructor(status: number, message: string, githubMessage: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.githubMessage = githubMessage;
  }
}

interface Answer {
  status: number;
  body: unknown;
}

/** GitHub's own words from an error body: its message, and each of its `errors`. */
function githubWords(text: string): string {
  let body: { message?: unknown; errors?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return text.trim().slice(0, 200) || "(no message)";
  }
  const parts: string[] = [];
  if (typeof body?.message === "string") parts.push(body.message);
  if (Array.isArray(body?.errors))
    for (const error of body.errors as unknown[]) {
      if (typeof error === "string") parts.push(error);
      else if (error && typeof error === "object") {
        const { message, resource, field, code } = error as Record<string, unknown>;
        parts.push(
          typeof message === "string"
            ? message
            : [resource, field, code].filter((x) => typeof x === "string").join(" "),
        );
      }
    }
  return parts.filter(Boolean).join("; ") || "(no message)";
}

function api(fetch: Fetch, apiUrl: string, token: string) {
  const base = apiUrl.replace(/\/+$/, "");
  return async function request(method: string, path: string, body?: unknown, allow404 = false): Promise<Answer> {
    let response: HttpResponse;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${token}`,
          "x-github-api-version": "2022-11-28",
          "user-agent": "daycare-cisauk-setup",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new ApiError(0, `could not reach GitHub at ${base} (${why})`, why);
    }
    const text = await response.text();
    if (response.status === 404 && allow404) return { status: 404, body: undefined };
    if (response.status >= 400) {
      const words = githubWords(text);
      const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
      throw new ApiError(response.status, `GitHub answered ${status} to ${method} ${path}: ${words}`, words);
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  };
}

// ---------------------------------------------------------------------------
// Where to do each thing by hand

/** GitHub's web address for an API address (github.com for api.github.com, the host itself for GitHub Enterprise). */
export function webUrlOf(apiUrl: string): string {
  const url = new URL(apiUrl);
  return url.hostname === "api.github.com" ? "https://github.com" : url.origin;
}

function places(web: string, repo: string) {
  const settings = `${web}/${repo}/settings`;
  return {
    visibility: `Settings → General → Danger Zone → Change repository visibility → Make private (${settings})`,
    variable: (name: string) =>
      `Settings → Secrets and variables → Actions → Variables → New repository variable, name ${name} (${settings}/variables/actions)`,
    secret: (name: string) =>
      `Settings → Secrets and variables → Actions → Secrets → New repository secret, name ${name} (${settings}/secrets/actions)`,
    permissions: `Settings → Actions → General → Workflow permissions: choose "Read repository contents and packages permissions", untick "Allow GitHub Actions to create and approve pull requests", Save (${settings}/actions)`,
    ruleset: `Settings → Rules → Rulesets → New ruleset → New branch ruleset: name main, Enforcement status Active, bypass list empty, Target branches → Add target → Include default branch, tick "Restrict deletions" and "Block force pushes", Create (${settings}/rules)`,
    pages: `Settings → Pages → Build and deployment → Source: GitHub Actions (${settings}/pages)`,
    cloudflare: (project: string) =>
      `Cloudflare → Workers & Pages → Create → Pages → Direct Upload, project name ${project}, production branch main`,
  };
}

// ---------------------------------------------------------------------------
// Checking what was given, before anything is sent

function byName(name: string): Setting | undefined {
  return SETTINGS.find((setting) => setting.name === name);
}

const KNOWN = SETTINGS.map((setting) => setting.name).join(", ");

/** Every reason a value given on the command line is wrong; empty: all may be sent. */
export function refusedValues(options: Options): string[] {
  const refused: string[] = [];
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(options.repo))
    refused.push(`--repo "${options.repo}": write it as owner/name, e.g. daycare-cisauk/situs`);
  const set = { ...options.set };
  if (options.publishTo !== undefined) {
    if (set.PUBLISH_TO !== undefined && set.PUBLISH_TO.trim() !== options.publishTo.trim())
      refused.push(`--publish-to ${options.publishTo} and --set PUBLISH_TO=${set.PUBLISH_TO} disagree: give one`);
    set.PUBLISH_TO = options.publishTo;
  }
  for (const [name, raw] of Object.entries(set)) {
    const setting = byName(name);
    const value = raw.trim();
    if (!setting) refused.push(`${name}: not a setting the publishing workflow reads (it reads ${KNOWN})`);
    else if (setting.kind === "secret") refused.push(`${name} is a secret: give it with --secret-file ${name}=<file>`);
    else if (!value) refused.push(`${name}: the value is empty`);
    else {
      const why = setting.check?.(value);
      if (why) refused.push(`${name}=${shown(value)} refused: ${why}`);
    }
  }
  for (const [name, value] of Object.entries(options.secrets ?? {})) {
    const setting = byName(name);
    if (!setting) refused.push(`${name}: not a setting the publishing workflow reads (it reads ${KNOWN})`);
    else if (setting.kind === "variable") refused.push(`${name} is a variable, not a secret: give it with --set`);
    else if (!value.trim()) refused.push(`${name}: the file is empty`);
  }
  for (const name of options.replaceSecrets ?? []) {
    if (byName(name)?.kind !== "secret") refused.push(`--replace-secret ${name}: not one of the workflow's secrets`);
    else if (options.secrets?.[name] === undefined)
      refused.push(`--replace-secret ${name}: give the new value too, with --secret-file ${name}=<file>`);
  }
  return refused;
}

/** A value as shown in the output: its first line, at most 60 characters. */
function shown(value: string): string {
  const first = value.split("\n")[0]!;
  const more = value.includes("\n") ? " …" : "";
  return first.length > 60 ? `${first.slice(0, 59)}…${more}` : `${first}${more}`;
}

// ---------------------------------------------------------------------------
// The work

const CLOUDFLARE_PROJECT = "daycare-cisauk";

/** Whether GitHub refused because the account's plan lacks the feature (GitHub Free and a private repository). */
const planLimit = (error: ApiError) =>
  (error.status === 403 || error.status === 422) && /upgrade|plan|pro\b/i.test(error.githubMessage);

export async function setup(options: Options, deps: Deps): Promise<Report> {
  const log = deps.log ?? (() => {});
  const report: Report = { repo: options.repo, items: [], refused: [], warnings: [], notes: [], exitCode: 0 };
  report.refused = refusedValues(options);
  if (report.refused.length > 0) {
    report.exitCode = 2;
    return report;
  }

  const apiUrl = options.apiUrl ?? "https://api.github.com";
  const request = api(deps.fetch, apiUrl, options.token);
  const where = places(webUrlOf(apiUrl), options.repo);
  const repoPath = `/repos/${options.repo}`;
  const check = options.check === true;
  const ask = check ? undefined : deps.ask;
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.set ?? {})) given[name] = value.trim();
  if (options.publishTo !== undefined) given.PUBLISH_TO = options.publishTo.trim();
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.secrets ?? {})) secrets[name] = value.trim();
  const replace = new Set(options.replaceSecrets ?? []);

  const add = (item: Item) => {
    report.items.push(item);
    log(formatItem(item));
    return item;
  };
  /** One step: an API error other than a lost connection or a refused token is reported on the step, and the run goes on. */
  const attempt = async (
    base: Omit<Item, "status" | "detail">,
    work: () => Promise<Item>,
    explain?: (error: ApiError) => Partial<Item> | undefined,
  ): Promise<Item> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status === 401) throw error;
      return add({ ...base, status: "missing", detail: error.message, ...explain?.(error) });
    }
  };

  try {
    // 1. The repository, private.
    const repository = await request("GET", repoPath, undefined, true);
    if (repository.status === 404) {
      add({
        step: "repository",
        title: `repository ${options.repo}`,
        status: "missing",
        required: true,
        detail: `GitHub does not know ${options.repo}, or this token may not see it (404 Not Found): check the name, and that the token belongs to an admin of the repository`,
      });
      return finish(report);
    }
    const repo = repository.body as {
      private?: boolean;
      visibility?: string;
      default_branch?: string;
      permissions?: { admin?: boolean };
    };
    if (repo.permissions && repo.permissions.admin === false) {
      add({
        step: "repository",
        title: `repository ${options.repo}`,
        status: "missing",
        required: true,
        detail: `this token's account is not an admin of ${options.repo}: variables, secrets and settings need an admin's token (Settings → Collaborators and teams: role Admin)`,
      });
      return finish(report);
    }
    const defaultBranch = repo.default_branch ?? "main";
    if (repo.private === false) {
      const warning = `The repository ${options.repo} is PUBLIC: anyone on the internet can read all of it, every photo of the children in src/content/images/ and the whole history, including photos removed from the site. Make it private: ${where.visibility}`;
      report.warnings.push(warning);
      log(`\n!!! ${warning}\n`);
      add({
        step: "repository",
        title: `repository ${options.repo}`,
        status: "missing",
        required: false,
        detail: "public: it should be private (children's photos)",
        where: where.visibility,
      });
    } else
      add({ step: "repository", title: `repository ${options.repo}`, status: "ok", required: true, detail: "private" });

    // 2. The variables and secrets, in the order of settings.ts; PUBLISH_TO first, which says which others.
    let publicKey: { key_id: string; key: string } | undefined;
    /** Each variable's right value on GitHub after its step. */
    const current: Record<string, string> = {};
    /** The value the rest of the run goes by: what is on GitHub; with --check, what was given if anything. */
    const settled = (name: string) => (check ? (given[name] ?? current[name]) : current[name]);
    const variable = async (setting: Setting): Promise<Item> => {
      const base = {
        step: `variable:${setting.name}`,
        title: `variable ${setting.name}`,
        required: true,
        where: where.variable(setting.name),
      };
      return attempt(base, async () => {
        const path = `${repoPath}/actions/variables/${encodeURIComponent(setting.name)}`;
        const found = await request("GET", path, undefined, true);
        const existing = found.status === 404 ? undefined : String((found.body as { value?: unknown }).value ?? "");
        const problem = existing === undefined ? "not set" : (setting.check?.(existing.trim()) ?? null);
        let value = given[setting.name];
        if (value === undefined) {
          if (existing !== undefined && problem === null) {
            current[setting.name] = existing.trim();
            return add({ ...base, status: "ok", detail: `= ${shown(existing.trim())}` });
          }
          if (ask) {
            if (existing !== undefined) log(`  ${setting.name} is now ${shown(existing)}: ${problem}`);
            value = await askValue(ask, log, setting);
          }
          if (value === undefined)
            return add({
              ...base,
              status: "missing",
              detail: existing === undefined ? `not set: ${setting.what}` : `is ${shown(existing)}: ${problem}`,
            });
        }
        if (existing?.trim() === value) {
          current[setting.name] = value;
          return add({ ...base, status: "ok", detail: `= ${shown(value)}` });
        }
        if (check)
          return add({
            ...base,
            status: "missing",
            detail: `${existing === undefined ? "not set" : `is ${shown(existing)}`}; to be ${shown(value)}`,
          });
        if (existing === undefined)
          await request("POST", `${repoPath}/actions/variables`, { name: setting.name, value });
        else await request("PATCH", path, { name: setting.name, value });
        current[setting.name] = value;
        return add({
          ...base,
          status: "done",
          detail: `= ${shown(value)} (${existing === undefined ? "created" : `changed from ${shown(existing)}`})`,
        });
      });
    };
    const secret = async (setting: Setting): Promise<Item> => {
      const base = {
        step: `secret:${setting.name}`,
        title: `secret ${setting.name}`,
        required: true,
        where: where.secret(setting.name),
      };
      return attempt(base, async () => {
        const path = `${repoPath}/actions/secrets/${encodeURIComponent(setting.name)}`;
        const exists = (await request("GET", path, undefined, true)).status !== 404;
        let value = secrets[setting.name];
        if (exists && !(value !== undefined && replace.has(setting.name)))
          return add({
            ...base,
            status: "ok",
            detail:
              value === undefined
                ? "set"
                : `set, kept (GitHub never shows a secret, so it cannot be compared with the file: to replace it, add --replace-secret ${setting.name})`,
          });
        if (value === undefined && ask) {
          value = (
            await ask(
              `\n${setting.name}: ${setting.what}\n(what you type or paste is not shown; Enter when done, Enter alone to skip)\n${setting.name} = `,
              { hidden: true },
            )
          ).trim();
          if (value) secrets[setting.name] = value;
          else value = undefined;
        }
        if (value === undefined) return add({ ...base, status: "missing", detail: `not set: ${setting.what}` });
        if (check) return add({ ...base, status: "missing", detail: "not set" });
        publicKey ??= (await request("GET", `${repoPath}/actions/secrets/public-key`)).body as typeof publicKey;
        await request("PUT", path, { encrypted_value: await seal(value, publicKey!.key), key_id: publicKey!.key_id });
        return add({ ...base, status: "done", detail: exists ? "replaced" : "created" });
      });
    };

    const publishTo = SETTINGS[0]!;
    await variable(publishTo);
    const chosen = settled(publishTo.name);
    const target = (TARGETS as readonly string[]).includes(chosen ?? "") ? (chosen as Target) : undefined;
    report.target = target;
    const rest = target
      ? settingsFor(target).slice(1)
      : SETTINGS.filter((setting) => TARGETS.every((each) => setting.targets.includes(each))).slice(1);
    if (!target)
      report.notes.push(
        `PUBLISH_TO is not chosen, so only the settings every host needs were checked: run again with --publish-to ${TARGETS.join("|")}`,
      );
    for (const setting of rest) await (setting.kind === "variable" ? variable(setting) : secret(setting));
    const read = new Set(rest.map((setting) => setting.name).concat(publishTo.name));
    for (const name of [...Object.keys(given), ...Object.keys(secrets)])
      if (target && !read.has(name))
        report.notes.push(`${name} was given but is not read when PUBLISH_TO is ${target}: left alone`);

    // 3. Workflow permissions: read-only, and no approving of pull requests.
    {
      const base = {
        step: "workflow-permissions",
        title: "Actions workflow permissions",
        required: true,
        where: where.permissions,
      };
      await attempt(
        base,
        async () => {
          const path = `${repoPath}/actions/permissions/workflow`;
          const now = (await request("GET", path)).body as {
            default_workflow_permissions?: string;
            can_approve_pull_request_reviews?: boolean;
          };
          const wrong = [
            now.default_workflow_permissions !== "read" && "workflows may write to the repository",
            now.can_approve_pull_request_reviews !== false && "workflows may create and approve pull requests",
          ].filter((x): x is string => typeof x === "string");
          if (wrong.length === 0)
            return add({ ...base, status: "ok", detail: "read-only, may not approve pull requests" });
          if (check) return add({ ...base, status: "missing", detail: wrong.join("; ") });
          await request("PUT", path, { default_workflow_permissions: "read", can_approve_pull_request_reviews: false });
          return add({ ...base, status: "done", detail: "set to read-only, may not approve pull requests" });
        },
        (error) =>
          error.status === 409
            ? {
                detail: `${error.message} (the organisation's own settings decide this: the organisation's Settings → Actions → General → Workflow permissions)`,
              }
            : undefined,
      );
    }

    // 4. A ruleset on the default branch: no deletion, no force push.
    {
      const base = {
        step: "ruleset",
        title: `branch ruleset on ${defaultBranch}`,
        required: true,
        where: where.ruleset,
      };
      await attempt(
        base,
        async () => {
          const list = ((await request("GET", `${repoPath}/rulesets?per_page=100`)).body ?? []) as {
            id: number;
            name: string;
            target?: string;
            enforcement?: string;
            source_type?: string;
          }[];
          const rules = new Set<string>();
          for (const summary of list) {
            if ((summary.target ?? "branch") !== "branch" || summary.enforcement !== "active") continue;
            const full = (await request("GET", `${repoPath}/rulesets/${summary.id}`)).body as {
              conditions?: { ref_name?: { include?: string[]; exclude?: string[] } } | null;
              rules?: { type: string }[];
            };
            const include = full.conditions?.ref_name?.include ?? [];
            const exclude = full.conditions?.ref_name?.exclude ?? [];
            const names = ["~DEFAULT_BRANCH", `refs/heads/${defaultBranch}`];
            if (!include.some((x) => x === "~ALL" || names.includes(x)) || exclude.some((x) => names.includes(x)))
              continue;
            for (const rule of full.rules ?? []) rules.add(rule.type);
          }
          const lacking = [
            !rules.has("deletion") && "deletion is not restricted",
            !rules.has("non_fast_forward") && "force pushes are not blocked",
          ].filter((x): x is string => typeof x === "string");
          if (lacking.length === 0)
            return add({ ...base, status: "ok", detail: "deletion restricted, force pushes blocked" });
          if (check) return add({ ...base, status: "missing", detail: lacking.join("; ") });
          const named = list.find((summary) => summary.name === "main" && summary.source_type !== "Organization");
          if (named)
            return add({
              ...base,
              status: "missing",
              detail: `${lacking.join("; ")}; a ruleset named "main" exists (not changed here): edit it by hand`,
            });
          await request("POST", `${repoPath}/rulesets`, {
            name: "main",
            target: "branch",
            enforcement: "active",
            bypass_actors: [],
            conditions: { ref_name: { include: ["~DEFAULT_BRANCH"], exclude: [] } },
            rules: [{ type: "deletion" }, { type: "non_fast_forward" }],
          });
          return add({ ...base, status: "done", detail: "created: deletion restricted, force pushes blocked" });
        },
        (error) =>
          planLimit(error)
            ? {
                required: false,
                detail: `${error.message.replace(/\.+$/, "")}. On GitHub Free, rulesets exist only for public repositories: with GitHub Pro (personal account) or GitHub Team (organisation) this command creates it. Until then nothing but this advice keeps anyone with write access from force-pushing to ${defaultBranch} or deleting it.`,
              }
            : undefined,
      );
    }

    // 5. GitHub Pages from GitHub Actions.
    if (target === "github-pages") {
      const base = {
        step: "pages",
        title: "GitHub Pages source",
        required: true,
        where: where.pages,
      };
      await attempt(
        base,
        async () => {
          const path = `${repoPath}/pages`;
          const pages = await request("GET", path, undefined, true);
          const buildType = (pages.body as { build_type?: string } | undefined)?.build_type;
          if (pages.status !== 404 && buildType === "workflow")
            return add({ ...base, status: "ok", detail: "GitHub Actions" });
          if (check)
            return add({
              ...base,
              status: "missing",
              detail: pages.status === 404 ? "Pages is off" : `the source is ${buildType ?? "not GitHub Actions"}`,
            });
          if (pages.status === 404) await request("POST", path, { build_type: "workflow" });
          else await request("PUT", path, { build_type: "workflow" });
          return add({
            ...base,
            status: "done",
            detail: pages.status === 404 ? "turned on: GitHub Actions" : "set to GitHub Actions",
          });
        },
        (error) =>
          planLimit(error) && repo.private
            ? {
                detail: `${error.message.replace(/\.+$/, "")}. On GitHub Free, GitHub Pages serves only public repositories: keep this one private and publish elsewhere (PUBLISH_TO cloudflare, the recommended host), or use GitHub Pro / Team`,
              }
            : undefined,
      );
    }

    // 6. The Cloudflare Pages project, with the locked wrangler and the maintainer's token.
    if (target === "cloudflare") {
      const project = options.cloudflareProject ?? CLOUDFLARE_PROJECT;
      const base = {
        step: "cloudflare-project",
        title: `Cloudflare Pages project ${project}`,
        required: true,
        where: where.cloudflare(project),
      };
      const token = secrets.CLOUDFLARE_API_TOKEN;
      const account = settled("CLOUDFLARE_ACCOUNT_ID");
      if (!token || account === undefined || !deps.run)
        add({
          ...base,
          status: "unchecked",
          required: false,
          detail:
            account === undefined
              ? "not checked: CLOUDFLARE_ACCOUNT_ID is not set right yet"
              : `not checked: to let this command check it and create it, give it the Cloudflare token (--secret-file CLOUDFLARE_API_TOKEN=<file>; the secret on GitHub stays as it is); or look in Cloudflare → Workers & Pages for a Pages project named ${project}`,
        });
      else {
        const env = {
          CLOUDFLARE_API_TOKEN: token,
          CLOUDFLARE_ACCOUNT_ID: account,
          WRANGLER_SEND_METRICS: "false",
        };
        const wrangler = (args: string[]) => deps.run!("npx", ["--no-install", "wrangler", ...args], env);
        const listed = await wrangler(["pages", "project", "list", "--json"]);
        const names = listed.code === 0 ? projectNames(listed.stdout) : undefined;
        if (!names)
          add({
            ...base,
            status: "missing",
            detail: `wrangler pages project list failed: ${wranglerWords(listed)}`,
          });
        else if (names.includes(project)) add({ ...base, status: "ok", detail: "exists" });
        else if (check) add({ ...base, status: "missing", detail: "does not exist" });
        else {
          const created = await wrangler(["pages", "project", "create", project, "--production-branch", "main"]);
          add(
            created.code === 0
              ? { ...base, status: "done", detail: "created, production branch main" }
              : {
                  ...base,
                  status: "missing",
                  detail: `wrangler pages project create failed: ${wranglerWords(created)}`,
                },
          );
        }
      }
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const detail =
      error.status === 401
        ? `${error.message}. The token is wrong or expired: make a new one (GitHub → Settings → Developer settings → Personal access tokens)`
        : error.message;
    add({ step: "github", title: "GitHub", status: "missing", required: true, detail });
  }
  return finish(report);
}

function finish(report: Report): Report {
  report.exitCode = report.items.some((item) => item.status === "missing" && item.required) ? 1 : 0;
  return report;
}

/** Asks for a variable until the answer is right; empty: skipped. */
async function askValue(ask: Ask, log: (line: string) => void, setting: Setting): Promise<string | undefined> {
  for (let tries = 0; tries < 3; tries++) {
    const answer = (
      await ask(`\n${setting.name}: ${setting.what}\n(Enter alone to skip)\n${setting.name} = `, { hidden: false })
    ).trim();
    if (!answer) return undefined;
    const why = setting.check?.(answer);
    if (!why) return answer;
    log(`  ✗ ${why}`);
  }
  return undefined;
}

/** A libsodium sealed box of `value` for the repository's public key, base64, as GitHub wants secrets. */
export async function seal(value: string, key: string): Promise<string> {
  await sodium.ready;
  const box = sodium.crypto_box_seal(
    sodium.from_string(value),
    sodium.from_base64(key, sodium.base64_variants.ORIGINAL),
  );
  return sodium.to_base64(box, sodium.base64_variants.ORIGINAL);
}

/** The project names in `wrangler pages project list --json`; undefined when it printed no such list. */
function projectNames(stdout: string): string[] | undefined {
  const start = stdout.indexOf("[");
  const end = stdout.lastIndexOf("]");
  if (start < 0 || end < start) return undefined;
  try {
    const list = JSON.parse(stdout.slice(start, end + 1)) as Record<string, unknown>[];
    return list.map((project) => String(project["Project Name"]));
  } catch {
    return undefined;
  }
}

/** wrangler's own error lines, without colours or its log file's address. */
function wranglerWords({ code, stdout, stderr }: CommandResult): string {
  const lines = `${stderr}\n${stdout}`
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^[╭│╰─]|⛅|Logs were written|log file|^-+$/i.test(line));
  const errors = lines.filter((line) => /ERROR|error/.test(line));
  return `${(errors.length > 0 ? errors : lines).slice(0, 4).join(" ") || "no message"} (exit ${code})`;
}

// ---------------------------------------------------------------------------
// Output

const MARK: Record<Status, string> = { ok: "✓", done: "+", missing: "✗", unchecked: "?" };

export function formatItem(item: Item): string {
  return `${MARK[item.status]} ${item.title}: ${item.detail}`;
}

/** The end of the output: what is still missing, in order, each with where to do it by hand. */
export function formatReport(report: Report): string {
  if (report.refused.length > 0)
    return [
      "Nothing was sent to GitHub. Fix these and run again:",
      ...report.refused.map((line) => `  - ${line}`),
    ].join("\n");
  const lines: string[] = [];
  const stop = report.items.find((item) => item.step === "github");
  const open = report.items.filter(
    (item) => item !== stop && (item.status === "missing" || item.status === "unchecked"),
  );
  const required = open.filter((item) => item.required);
  const other = open.filter((item) => !item.required);
  const list = (items: Item[]) =>
    items.forEach((item, index) => {
      lines.push(`  ${index + 1}. ${item.title}: ${item.detail}`);
      if (item.where) lines.push(`     By hand: ${item.where}`);
    });
  lines.push("");
  for (const warning of report.warnings) lines.push(`!!! ${warning}`, "");
  if (required.length > 0) {
    lines.push(
      `Still missing on ${report.repo}${report.target ? ` (PUBLISH_TO ${report.target})` : ""}, in this order:`,
    );
    list(required);
  }
  if (other.length > 0) {
    lines.push(required.length > 0 ? "Also:" : "Not required, but worth doing:");
    list(other);
  }
  for (const note of report.notes) lines.push(`Note: ${note}`);
  if (stop) {
    lines.push(`Stopped before the rest could be checked: ${stop.detail}`);
    return lines.join("\n");
  }
  const changed = report.items.filter((item) => item.status === "done").length;
  lines.push(
    required.length > 0
      ? `${required.length} required thing${required.length === 1 ? "" : "s"} still missing.${changed ? ` ${changed} changed in this run.` : ""}`
      : `Everything the workflow needs is set up${report.target ? ` for ${report.target}` : ""}.${changed ? ` ${changed} changed in this run.` : " Nothing changed."}`,
  );
  return lines.join("\n");
}

// ---------------------------------------------------------------------------
// The command

export const USAGE = `npm run setup:github -- --repo OWNER/NAME [options]

Checks, and where it can creates, what the publishing workflow needs on GitHub.
The GitHub token (an admin's: classic with scope "repo", or fine-grained for this
repository with Administration, Secrets, Variables and Pages: read and write) is
read from GITHUB_TOKEN, or asked; it is never written anywhere.

  --publish-to HOST         ${TARGETS.join(" | ")} (default: the PUBLISH_TO already set)
  --set NAME=value          a variable, e.g. --set SITE_URL=https://daycarecisauk.id (repeatable)
  --secret-file NAME=path   a secret, read from a file, e.g. --secret-file DEPLOY_SSH_KEY=deploy_key (repeatable)
  --replace-secret NAME     overwrite that secret even though it exists (repeatable)
  --check                   only check: ask nothing, change nothing
  --help                    this text

What is not given is asked when run at a terminal. Exits 1 while something required is missing.`;

function pairs(list: string[] | undefined, flag: string, refused: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of list ?? []) {
    const at = entry.indexOf("=");
    if (at <= 0) refused.push(`${flag} ${entry}: write it as NAME=${flag === "--set" ? "value" : "path"}`);
    else result[entry.slice(0, at).trim()] = entry.slice(at + 1);
  }
  return result;
}

/** What the maintainer types, not shown; a pasted key (-----BEGIN … -----END …-----) may span lines. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    stdout.write(question);
    let value = "";
    const finish = (then: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      then();
    };
    const onData = (chunk: string) => {
      for (const char of chunk.replace(/\u001b\[20[01]~/g, "")) {
        if (char === "\u0003") return finish(() => reject(new Error("Stopped.")));
        if (char === "\u0004") return finish(() => resolve(value));
        if (char === "\r" || char === "\n") {
          if (value.startsWith("-----BEGIN") && !/-----END [^\n]*-----\s*$/.test(value)) {
            value += "\n";
            continue;
          }
          return finish(() => resolve(value));
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

async function terminalAsk(question: string, { hidden }: { hidden: boolean }): Promise<string> {
  if (hidden) return askHidden(question);
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  const controller = new AbortController();
  lines.on("SIGINT", () => controller.abort());
  try {
    return await lines.question(question, { signal: controller.signal });
  } catch {
    throw new Error("Stopped.");
  } finally {
    lines.close();
  }
}

function runCommand(command: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  const inherited = { ...process.env };
  delete inherited.GITHUB_TOKEN;
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { env: { ...inherited, ...env }, maxBuffer: 16 * 1024 * 1024, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) || (error && !stdout ? error.message : "") });
      },
    );
  });
}

/** wrangler.toml's `name`: the Cloudflare Pages project. */
function cloudflareProject(): string {
  try {
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    return /^name\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? CLOUDFLARE_PROJECT;
  } catch {
    return CLOUDFLARE_PROJECT;
  }
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        repo: { type: "string" },
        "publish-to": { type: "string" },
        set: { type: "string", multiple: true },
        "secret-file": { type: "string", multiple: true },
        "replace-secret": { type: "string", multiple: true },
        check: { type: "boolean" },
        help: { type: "boolean" },
      },
      allowPositionals: false,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.repo) {
    console.error(`Say which repository: --repo OWNER/NAME\n\n${USAGE}`);
    return 2;
  }
  const refused: string[] = [];
  const set = pairs(values.set, "--set", refused);
  const secrets: Record<string, string> = {};
  for (const [name, path] of Object.entries(pairs(values["secret-file"], "--secret-file", refused))) {
    try {
      secrets[name] = readFileSync(path, "utf8");
    } catch (error) {
      refused.push(`--secret-file ${name}=${path}: cannot read the file (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  if (refused.length > 0) {
    console.error(formatReport({ repo: values.repo, items: [], refused, warnings: [], notes: [], exitCode: 2 }));
    return 2;
  }
  const interactive = process.stdin.isTTY === true && process.stdout.isTTY === true;
  let token = process.env.GITHUB_TOKEN?.trim();
  if (!token && interactive)
    token = (
      await terminalAsk("GitHub token (an admin's; not shown, not kept): ", { hidden: true }).catch(() => "")
    ).trim();
  if (!token) {
    console.error("No GitHub token: give it in GITHUB_TOKEN, or run this at a terminal to be asked for it.");
    return 2;
  }
  console.log(`${values.check ? "Checking" : "Setting up"} ${values.repo} for publishing.`);
  const report = await setup(
    {
      repo: values.repo,
      token,
      apiUrl: process.env.GITHUB_API_URL || undefined,
      publishTo: values["publish-to"],
      set,
      secrets,
      replaceSecrets: values["replace-secret"],
      check: values.check,
      cloudflareProject: cloudflareProject(),
    },
    { fetch, ask: interactive ? terminalAsk : undefined, run: runCommand, log: (line) => console.log(line) },
  );
  (report.exitCode === 0 ? console.log : console.error)(formatReport(report));
  return report.exitCode;
}

if (import.meta.main)
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
