/**
 * `npm run setup`: makes, or checks, what publishing needs on GitHub and
 * Cloudflare (docs/deploy.md, "Setting it up"), in this order:
 *
 *  1. the code repository (this project): your token is its admin;
 *  2. the content repository: created private if it does not exist, and
 *     never accepted public (the staff upload photos of children);
 *  3. the code repository's variables and secrets (./settings.ts), with a
 *     read-only deploy key of the content repository made for it;
 *  4. the content repository's variable and its trigger token;
 *  5. the code repository's Actions may only read, and approve nothing;
 *  6. the staff (`--staff`): Write on the content, Read on the code;
 *  7. the content itself: the project's example content with the trigger
 *     workflow, pushed last, since its first commit already asks to publish;
 *     on a content repository that has content, only the trigger workflow is
 *     brought up to date;
 *  8. the Cloudflare Pages project, with the locked wrangler.
 *
 * Run it again at any time: what is right is left alone. It ends with what
 * is still missing and the steps only a person can do, each with where to
 * click, and exits 1 while something required is missing; a wrong command
 * line changes nothing and exits 1 too. `--check` changes nothing; `--help`
 * shows the options. The tokens are only held in memory and sent where they
 * belong: never in a command's arguments, never in what it prints.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs, type ParseArgsConfig, promisify } from "node:util";
import sodium from "libsodium-wrappers";
import { REPOSITORY_FILES } from "../publish/content.ts";
import { found, gitHub, type GitHub, split, statusOf } from "../publish/github.ts";
import type { CentreDetails } from "./centre-details.ts";
import {
  checkAdminToken,
  checkCloudflareToken,
  checkOwner,
  checkSignInApp,
  checkStaff,
  checkTriggerToken,
  cloudflareApiUrl,
  type Verdict,
} from "./credentials.ts";
import { base64, Stop, withoutSecrets } from "./secrets.ts";
import { makeSignInApp, type MadeApp } from "./sign-in-app.ts";
export { Stop } from "./secrets.ts";
import { repositoryName, SETTINGS, type Setting, TRIGGER_WORKFLOW } from "../publish/settings.ts";

// The details' checks read the whole content check: loaded only when setup gets that far (--help stays quick).
const details$ = () => import("./centre-details.ts");

export { withoutSecrets } from "./secrets.ts";

const run = promisify(execFile);
const PROJECT = path.resolve(import.meta.dirname, "../..");
/** Where the content repository's own files come from: its README and its trigger workflow. */
const CONTENT_REPOSITORY_FILES = path.join(import.meta.dirname, "../publish/content-repository");
export const DEPLOY_KEY_TITLE = "Penerbitan situs (hanya baca)";

const NEEDS_WORKFLOW_SCOPE = `GitHub refused the content repository's ${REPOSITORY_FILES[1]}: your token needs the \`workflow\` scope to add or change a workflow (GitHub → Settings → Developer settings → Personal access tokens → Tokens (classic) → your token → tick workflow → Update token; or \`gh auth refresh --scopes workflow\`)`;
/** GitHub's refusal of a workflow file, over git as over the API. */
const workflowRefused = (said: string) => /without `workflows?` (scope|permission)/.test(said);

export interface Options {
  code: string;
  content: string;
  /** Values of ./settings.ts given on the command line (secrets read from their files). */
  values: Record<string, string>;
  /** Secrets to overwrite although they exist (GitHub never shows one, so it cannot be compared). */
  replace: string[];
  staff: string[];
  check: boolean;
  token: string;
  /** GitHub's API and web addresses (GitHub Enterprise, or the rehearsal's stand-in). */
  apiUrl: string;
  serverUrl: string;
  /** The centre's details, written into the content repository's first commit (./centre-details.ts). */
  details?: CentreDetails;
  /** The editor's sign-in: the centre's GitHub App, given to the Pages project (src/sign-in/). */
  app?: { clientId: string; clientSecret: string };
}

export interface Line {
  status: "ok" | "done" | "missing";
  what: string;
  detail: string;
}

/** Sent as GitHub wants a secret: a libsodium sealed box for the repository's public key, base64. */
export async function putSecret(gh: GitHub, fullName: string, name: string, value: string): Promise<void> {
  const { data: key } = await gh("GET /repos/{owner}/{repo}/actions/secrets/public-key", split(fullName));
  await sodium.ready;
  const { ORIGINAL } = sodium.base64_variants;
  const box = sodium.crypto_box_seal(sodium.from_string(value), sodium.from_base64(key.key, ORIGINAL));
  await gh("PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}", {
    ...split(fullName),
    secret_name: name,
    encrypted_value: sodium.to_base64(box, ORIGINAL),
    key_id: key.key_id,
  });
}

const hasSecret = async (gh: GitHub, fullName: string, name: string) =>
  (await found(
    gh("GET /repos/{owner}/{repo}/actions/secrets/{secret_name}", { ...split(fullName), secret_name: name }),
  )) !== null;

/** The repository as the token sees it, or null when it does not exist (or is hidden from the token). */
const repository = async (gh: GitHub, fullName: string) =>
  (await found(gh("GET /repos/{owner}/{repo}", split(fullName))))?.data ?? null;

/** The content repository's first commit: the example content, its README and its trigger. */
async function pushExampleContent(options: Options): Promise<void> {
  const { token, serverUrl, content } = options;
  const work = mkdtempSync(path.join(tmpdir(), "konten-awal-"));
  try {
    cpSync(path.join(CONTENT_REPOSITORY_FILES, "README.md"), path.join(work, "README.md"));
    cpSync(path.join(CONTENT_REPOSITORY_FILES, TRIGGER_WORKFLOW), path.join(work, REPOSITORY_FILES[1]!));
    cpSync(path.join(PROJECT, "src/content"), path.join(work, "src/content"), { recursive: true });
    // The centre's own details in place of the examples: the first publication goes online.
    if (options.details) (await details$()).writeDetails(work, options.details);
    const identity = ["-c", "user.name=npm run setup", "-c", "user.email=setup@localhost"];
    // The token reaches git through its environment: any process on the machine can read a
    // command's arguments, and a failed command's error quotes them. Appended after any
    // configuration the maintainer's environment already gives git this way.
    const count = Number(process.env.GIT_CONFIG_COUNT ?? 0);
    const env = {
      ...process.env,
      GIT_TERMINAL_PROMPT: "0",
      GIT_CONFIG_COUNT: String(count + 1),
      [`GIT_CONFIG_KEY_${count}`]: "http.extraheader",
      [`GIT_CONFIG_VALUE_${count}`]: `AUTHORIZATION: basic ${base64(`x-access-token:${token}`)}`,
    };
    const git = (...args: string[]) => run("git", ["-C", work, ...identity, ...args], { env });
    await git("init", "-q", "-b", "main");
    await git("add", "-A");
    await git(
      "commit",
      "-q",
      "-m",
      options.details ? "Konten awal: data daycare dari npm run setup" : "Konten awal dari konten contoh situs",
    );
    await git("push", "-q", `${serverUrl}/${content}.git`, "main").catch((error: unknown) => {
      const said = `${(error as { stderr?: string }).stderr ?? ""}`.trim();
      if (workflowRefused(said)) throw new Stop(NEEDS_WORKFLOW_SCOPE);
      throw new Stop(
        `git could not push the example content to ${serverUrl}/${content}: ${said.split("\n").join(" ")}`,
      );
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Whether the content repository has no commit yet (or does not exist): its first push is setup's. */
const contentIsEmpty = (gh: GitHub, content: string) =>
  gh("GET /repos/{owner}/{repo}/commits", { ...split(content), per_page: 1 }).then(
    () => false,
    (error: unknown) => {
      if (statusOf(error) === 409 || statusOf(error) === 404) return true;
      throw error;
    },
  );

const MAKE_APP =
  "The editor's sign-in needs the centre's GitHub App. Make it now through GitHub (one page, one button)? [Y/n] ";

/** A yes from the terminal; no terminal, no yes. */
async function yes(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const answer = (await terminal.question(question)).trim().toLowerCase();
  terminal.close();
  return answer === "" || answer.startsWith("y");
}

/** The App through GitHub's manifest flow (./sign-in-app.ts), for the Pages address and the site's. */
async function makeApp(options: Options, values: Record<string, string>): Promise<MadeApp> {
  const gh = await gitHub(options.token, options.apiUrl);
  const { owner } = split(options.content);
  const { data: account } = await gh("GET /users/{username}", { username: owner });
  return makeSignInApp({
    gh,
    web: options.serverUrl,
    owner,
    ownerKind: account.type === "Organization" ? "Organization" : "User",
    siteAddresses: [`https://${projectName()}.pages.dev`, ...(values.SITE_URL ? [values.SITE_URL] : [])],
    tell: (address) =>
      console.log(
        `\nOpen ${address}/ in the browser you are signed in to GitHub with, and press the button there; GitHub then asks you to Create the App.`,
      ),
  });
}

/** Every credential given, checked before setup makes anything (./credentials.ts). */
async function credentials(options: Options): Promise<Verdict[]> {
  const { token, apiUrl, serverUrl: web, values, code, content } = options;
  const mine = { request: await gitHub(token, apiUrl), token, web };
  const verdicts = [await checkAdminToken(mine)];
  for (const owner of new Set([split(code).owner, split(content).owner])) verdicts.push(await checkOwner(mine, owner));
  verdicts.push(...(await checkStaff(mine, options.staff)));
  const trigger = values.PUBLISH_TRIGGER_TOKEN;
  if (trigger)
    verdicts.push(
      await checkTriggerToken({ request: await gitHub(trigger, apiUrl), token: trigger, web }, { code, content }),
    );
  if (values.CLOUDFLARE_API_TOKEN && values.CLOUDFLARE_ACCOUNT_ID)
    verdicts.push(
      await checkCloudflareToken({ token: values.CLOUDFLARE_API_TOKEN, account: values.CLOUDFLARE_ACCOUNT_ID }),
    );
  if (options.app) verdicts.push(await checkSignInApp({ web, ...options.app }));
  return verdicts;
}

/** A fresh ed25519 key pair from ssh-keygen: OpenSSH's own format, which git's ssh reads. */
async function keyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "kunci-"));
  try {
    const file = path.join(dir, "kunci");
    await run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "penerbitan-situs", "-f", file]).catch(
      (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        throw new Stop(
          "ssh-keygen, which makes the deploy key, is not installed: install OpenSSH's client (Debian, Ubuntu: sudo apt install openssh-client; macOS and Windows 10 or later have it)",
        );
      },
    );
    return { publicKey: readFileSync(`${file}.pub`, "utf8").trim(), privateKey: readFileSync(file, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function setup(options: Options, log: (line: Line) => void = () => undefined): Promise<Line[]> {
  const lines: Line[] = [];
  const say = (line: Line) => {
    lines.push(line);
    log(line);
  };
  const gh = await gitHub(options.token, options.apiUrl);
  const { code, content, check } = options;

  // 1. The code repository.
  const codeRepo = await repository(gh, code);
  const admin = codeRepo?.permissions?.admin === true;
  say({
    status: admin ? "ok" : "missing",
    what: `code repository ${code}`,
    detail: !codeRepo
      ? "not found with your token"
      : admin
        ? `${codeRepo.private ? "private" : "public"}, you are admin`
        : "your token is not its admin",
  });
  if (!admin) return lines;

  // 2. The content repository: private, always.
  const what = `content repository ${content}`;
  const contentRepo = await repository(gh, content);
  if (!contentRepo && !check) {
    const { owner, repo } = split(content);
    const { data: account } = await gh("GET /users/{username}", { username: owner });
    const settings = {
      name: repo,
      private: true,
      has_issues: false,
      has_wiki: false,
      has_projects: false,
      description: "Konten situs: teks, data dan foto yang diubah staf lewat editor",
    };
    if (account.type === "Organization") await gh("POST /orgs/{org}/repos", { org: owner, ...settings });
    else await gh("POST /user/repos", settings);
    say({ status: "done", what, detail: "created, private" });
  } else {
    const refused = !contentRepo
      ? "does not exist (run without --check to create it)"
      : !contentRepo.private
        ? "is PUBLIC: the staff upload photos of children. Make it private (Settings → General → Danger Zone → Change visibility), then run again"
        : !contentRepo.permissions?.admin
          ? "your token is not its admin"
          : null;
    say({ status: refused ? "missing" : "ok", what, detail: refused ?? "private, you are admin" });
    if (refused) return lines;
  }

  // 3. and 4. Variables and secrets, each in its repository; the deploy key made here.
  const values: Record<string, string> = { ...options.values, CONTENT_REPO: content, CODE_REPO: code };
  for (const setting of SETTINGS) {
    const where = setting.repository === "code" ? code : content;
    if (setting.name === "CONTENT_DEPLOY_KEY") say(await deployKey(gh, options));
    else if (setting.kind === "variable") say(await variable(gh, where, setting, values[setting.name], check));
    else say(await secret(gh, where, setting, options));
  }

  // 5. The code repository's Actions: read-only token, no approving of pull requests.
  const { data: permissions } = await gh("GET /repos/{owner}/{repo}/actions/permissions/workflow", split(code));
  if (permissions.default_workflow_permissions === "read" && !permissions.can_approve_pull_request_reviews)
    say({ status: "ok", what: "workflow permissions", detail: "read-only, approves nothing" });
  else if (check) say({ status: "missing", what: "workflow permissions", detail: "not read-only" });
  else {
    await gh("PUT /repos/{owner}/{repo}/actions/permissions/workflow", {
      ...split(code),
      default_workflow_permissions: "read",
      can_approve_pull_request_reviews: false,
    });
    say({ status: "done", what: "workflow permissions", detail: "set read-only, approves nothing" });
  }

  // 6. The staff: Write on the content, Read on the code (for /admin/status/).
  for (const username of check ? [] : options.staff) {
    const invited = await found(
      gh("PUT /repos/{owner}/{repo}/collaborators/{username}", { ...split(content), username, permission: "push" }),
    );
    // We are admin of both repositories (above), so only the login can be what GitHub did not find.
    if (!invited) {
      say({
        status: "missing",
        what: `staff ${username}`,
        detail: `no GitHub account has this login (${options.serverUrl}/${username} shows no one): ask them for theirs`,
      });
      continue;
    }
    await gh("PUT /repos/{owner}/{repo}/collaborators/{username}", { ...split(code), username, permission: "pull" });
    say({
      status: "done",
      what: `staff ${username}`,
      detail: "invited: Write on the content, Read on the code (they accept in GitHub's mail)",
    });
  }

  // 7. The content, last: its trigger runs at its first commit.
  say(await contentItself(gh, options));
  return lines;
}

async function variable(
  gh: GitHub,
  fullName: string,
  setting: Setting,
  given: string | undefined,
  check: boolean,
): Promise<Line> {
  const what = `${setting.name} (variable of ${fullName})`;
  const why = given === undefined ? null : setting.check?.(given);
  if (why) return { status: "missing", what, detail: `"${given}" refused: ${why}` };
  const current = (
    await found(gh("GET /repos/{owner}/{repo}/actions/variables/{name}", { ...split(fullName), name: setting.name }))
  )?.data.value;
  if (given === undefined || given === current)
    return current === undefined
      ? { status: "missing", what, detail: `not set: ${setting.what}` }
      : { status: "ok", what, detail: current };
  if (check) return { status: "missing", what, detail: `is "${current ?? ""}", not "${given}"` };
  const body = { ...split(fullName), name: setting.name, value: given };
  if (current === undefined) await gh("POST /repos/{owner}/{repo}/actions/variables", body);
  else await gh("PATCH /repos/{owner}/{repo}/actions/variables/{name}", body);
  return { status: "done", what, detail: given };
}

/** Stored when given and not there yet, or given with --replace: GitHub never shows one to compare. */
async function secret(gh: GitHub, fullName: string, setting: Setting, options: Options): Promise<Line> {
  const what = `${setting.name} (secret of ${fullName})`;
  const given = options.values[setting.name];
  const there = await hasSecret(gh, fullName, setting.name);
  if (given !== undefined && !options.check && (!there || options.replace.includes(setting.name))) {
    await putSecret(gh, fullName, setting.name, given.trim());
    return { status: "done", what, detail: "stored" };
  }
  return there
    ? { status: "ok", what, detail: "set (GitHub never shows it)" }
    : { status: "missing", what, detail: `not set: ${setting.what}` };
}

/** The content repository's read-only deploy key, its private half the code repository's secret. */
export async function deployKey(
  gh: GitHub,
  { code, content, check, replace }: Pick<Options, "code" | "content" | "check" | "replace">,
): Promise<Line> {
  const what = `CONTENT_DEPLOY_KEY (secret of ${code}, read-only deploy key of ${content})`;
  const { data: keys } = await gh("GET /repos/{owner}/{repo}/keys", { ...split(content), per_page: 100 });
  const ours = keys.filter((key) => key.title === DEPLOY_KEY_TITLE);
  const stored = await hasSecret(gh, code, "CONTENT_DEPLOY_KEY");
  const writable = ours.filter((key) => !key.read_only);
  if (ours.length === 1 && writable.length === 0 && stored && !replace.includes("CONTENT_DEPLOY_KEY"))
    return { status: "ok", what, detail: "set, read-only" };
  if (check) return { status: "missing", what, detail: "no read-only deploy key with its secret" };
  // The new pair first: when it cannot be made, the old key still lets publishing read the content.
  const pair = await keyPair();
  for (const key of ours) await gh("DELETE /repos/{owner}/{repo}/keys/{key_id}", { ...split(content), key_id: key.id });
  await gh("POST /repos/{owner}/{repo}/keys", {
    ...split(content),
    title: DEPLOY_KEY_TITLE,
    key: pair.publicKey,
    read_only: true,
  });
  await putSecret(gh, code, "CONTENT_DEPLOY_KEY", pair.privateKey);
  return { status: "done", what, detail: "made: read-only on the content repository, nothing else" };
}

async function contentItself(gh: GitHub, options: Options): Promise<Line> {
  const what = `content of ${options.content}`;
  const empty = await gh("GET /repos/{owner}/{repo}/commits", { ...split(options.content), per_page: 1 }).then(
    () => false,
    (error: unknown) => {
      if (statusOf(error) === 409 || statusOf(error) === 404) return true;
      throw error;
    },
  );
  if (empty) {
    if (options.check) return { status: "missing", what, detail: "empty" };
    await pushExampleContent(options);
    return {
      status: "done",
      what,
      detail: "the example content and the trigger workflow pushed: the first publication starts now",
    };
  }
  // Only the trigger workflow is ours to keep current; the rest is the staff's.
  const ours = readFileSync(path.join(CONTENT_REPOSITORY_FILES, TRIGGER_WORKFLOW));
  const theirs = (
    await found(
      gh("GET /repos/{owner}/{repo}/contents/{path}", { ...split(options.content), path: REPOSITORY_FILES[1]! }),
    )
  )?.data as { sha: string; content: string } | undefined;
  if (theirs && Buffer.from(theirs.content, "base64").equals(ours))
    return { status: "ok", what, detail: `has content; ${TRIGGER_WORKFLOW} is current` };
  if (options.check) return { status: "missing", what, detail: `${TRIGGER_WORKFLOW} is missing or not current` };
  await gh("PUT /repos/{owner}/{repo}/contents/{path}", {
    ...split(options.content),
    path: REPOSITORY_FILES[1]!,
    message: `Perbarui ${TRIGGER_WORKFLOW} (npm run setup)`,
    content: ours.toString("base64"),
    ...(theirs ? { sha: theirs.sha } : {}),
  }).catch((error: unknown) => {
    throw workflowRefused(`${(error as Error).message}`) ? new Stop(NEEDS_WORKFLOW_SCOPE) : error;
  });
  return { status: "done", what, detail: `${TRIGGER_WORKFLOW} brought up to date` };
}

/** The Cloudflare Pages project of wrangler.toml, made with the locked wrangler. */
export async function cloudflareProject(values: Record<string, string>, check: boolean): Promise<Line> {
  const project = projectName();
  const what = `Cloudflare Pages project ${project}`;
  const { CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID } = values;
  if (!CLOUDFLARE_API_TOKEN || !CLOUDFLARE_ACCOUNT_ID)
    return { status: "missing", what, detail: "not checked: give --cloudflare-token-file and --cloudflare-account" };
  const env = { ...process.env, CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, WRANGLER_SEND_METRICS: "false" };
  const wrangler = (...args: string[]) =>
    run("npx", ["--no-install", "wrangler", "pages", "project", ...args], { cwd: PROJECT, env });
  try {
    const { stdout } = await wrangler("list", "--json");
    const names = (
      JSON.parse(stdout.slice(stdout.indexOf("["), stdout.lastIndexOf("]") + 1)) as Record<string, unknown>[]
    ).map((each) => each["Project Name"]);
    if (names.includes(project)) return { status: "ok", what, detail: "exists" };
    if (check) return { status: "missing", what, detail: "does not exist" };
    await wrangler("create", project, "--production-branch", "main");
    return { status: "done", what, detail: "created, production branch main" };
  } catch (error) {
    const said = `${(error as { stderr?: string }).stderr ?? (error as Error).message}`
      .replace(/\x1b\[[0-9;]*m/g, "")
      .trim()
      .split("\n")
      .filter((line) => /✘|ERROR|error/i.test(line))
      .slice(0, 3)
      .join(" ");
    return { status: "missing", what, detail: `wrangler failed: ${said || "see above"}` };
  }
}

export const projectName = () =>
  /^name\s*=\s*"([^"]+)"/m.exec(readFileSync(path.join(PROJECT, "wrangler.toml"), "utf8"))![1]!;

/** The Pages project's variables that the editor's sign-in reads (src/sign-in/sign-in.ts `SignInEnv`). */
export const SIGN_IN_VARIABLES = { id: "GITHUB_CLIENT_ID", secret: "GITHUB_CLIENT_SECRET" } as const;

/**
 * The editor's sign-in in the Pages project: the App's client ID and secret as the project's
 * variables, for production and previews, set through Cloudflare's API (wrangler has no command for
 * a variable). Cloudflare never shows a secret again, so a secret there is kept unless --replace.
 */
export async function signInOnPages(
  values: Record<string, string>,
  app: Options["app"],
  { check, replace }: Pick<Options, "check" | "replace">,
): Promise<Line> {
  const project = projectName();
  const what = `the editor's sign-in (${SIGN_IN_VARIABLES.id}, ${SIGN_IN_VARIABLES.secret} of Pages project ${project})`;
  const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: account } = values;
  if (!token || !account)
    return { status: "missing", what, detail: "not checked: give --cloudflare-token-file and --cloudflare-account" };
  const address = `${cloudflareApiUrl()}/accounts/${account}/pages/projects/${project}`;
  const call = async (init: RequestInit = {}) => {
    const response = await fetch(address, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    const envelope = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      result?: { deployment_configs?: { production?: { env_vars?: Record<string, { value?: string } | null> } } };
      errors?: { message: string }[];
    };
    if (!envelope.success)
      throw new Stop(
        `Cloudflare refused the Pages project's variables (${envelope.errors?.map((e) => e.message).join("; ") || response.status}): the token needs Account · Cloudflare Pages · Edit`,
      );
    return envelope.result;
  };
  const there = (await call())?.deployment_configs?.production?.env_vars ?? {};
  const idThere = there[SIGN_IN_VARIABLES.id]?.value;
  const secretThere = Boolean(there[SIGN_IN_VARIABLES.secret]);
  const right =
    idThere !== undefined &&
    secretThere &&
    (!app || (app.clientId === idThere && !replace.includes(SIGN_IN_VARIABLES.secret)));
  if (right) return { status: "ok", what, detail: `App ${idThere}; the secret set (Cloudflare never shows it)` };
  if (!app)
    return {
      status: "missing",
      what,
      detail: 'not set: give --app-client-id and --app-secret-file (docs/deploy.md, "The editor\'s sign-in")',
    };
  if (check) return { status: "missing", what, detail: `is ${idThere ?? "not set"}, not ${app.clientId}` };
  const env_vars = {
    [SIGN_IN_VARIABLES.id]: { type: "plain_text", value: app.clientId },
    [SIGN_IN_VARIABLES.secret]: { type: "secret_text", value: app.clientSecret },
  };
  await call({
    method: "PATCH",
    body: JSON.stringify({ deployment_configs: { production: { env_vars }, preview: { env_vars } } }),
  });
  return {
    status: "done",
    what,
    detail: `App ${app.clientId}, its secret stored; the next deployment signs in with it`,
  };
}

/** What only a person can do, each with where to click (docs/deploy.md has the same list with times). */
export function handSteps(options: Pick<Options, "code" | "content" | "serverUrl" | "staff">, lines: Line[]): string[] {
  const missing = (name: string) => lines.some((line) => line.status === "missing" && line.what.startsWith(name));
  const site = lines.find((line) => line.what.startsWith("SITE_URL"));
  const project = projectName();
  const steps: string[] = [];
  if (missing("CLOUDFLARE_API_TOKEN") || missing("CLOUDFLARE_ACCOUNT_ID") || missing("Cloudflare"))
    steps.push(
      `Cloudflare: a free account; My Profile → API Tokens → Create Token → Create Custom Token, permission Account · Cloudflare Pages · Edit, this account only (--cloudflare-token-file); the Account ID from Workers & Pages → Overview (--cloudflare-account).`,
    );
  if (missing("PUBLISH_TRIGGER_TOKEN"))
    steps.push(
      `The trigger token: GitHub → Settings → Developer settings → Personal access tokens → Fine-grained tokens → Generate new token: Repository access "Only select repositories" ${options.code}; Repository permissions: Actions "Read and write", nothing else; then --trigger-token-file <file>.`,
    );
  if (missing("the editor's sign-in")) {
    const { owner } = split(options.content);
    steps.push(
      `The editor's sign-in, a GitHub App (docs/deploy.md, "The editor's sign-in"): ${options.serverUrl}/settings/apps/new (an organisation's: ${options.serverUrl}/organizations/${owner}/settings/apps/new); Callback URL https://${project}.pages.dev/masuk/callback (and https://<the centre's domain>/masuk/callback); Webhook: untick Active; Repository permissions: Contents "Read and write", Actions "Read-only"; Create. Then Install App → only ${options.content} and ${options.code}; Generate a new client secret, saved in a file; then --app-client-id <Client ID> --app-secret-file <file>.`,
    );
  }
  if (!site || site.status === "missing" || /\.pages\.dev\b/.test(site.detail))
    steps.push(
      `The site's domain, when the centre has one: Cloudflare → Workers & Pages → ${project} → Custom domains → Set up a domain; then --site-url https://<domain>.`,
    );
  if (options.staff.length === 0 && !lines.some((line) => line.what.startsWith("staff ")))
    steps.push(
      `Each member of staff: their own GitHub account with two-factor authentication, then --staff <login> (Write on ${options.content}, Read on ${options.code}).`,
    );
  return steps;
}

const OPTIONS = {
  code: { type: "string" },
  content: { type: "string" },
  "site-url": { type: "string" },
  "cloudflare-account": { type: "string" },
  "cloudflare-token-file": { type: "string" },
  details: { type: "string" },
  "app-client-id": { type: "string" },
  "app-secret-file": { type: "string" },
  "make-app": { type: "boolean", default: false },
  "trigger-token-file": { type: "string" },
  staff: { type: "string", multiple: true, default: [] },
  replace: { type: "string", multiple: true, default: [] },
  check: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
} as const satisfies ParseArgsConfig["options"];

const USAGE = `Usage (docs/deploy.md, "Setting it up"; npm run setup -- --help says what each option is):
  GITHUB_TOKEN=… npm run setup -- --code owner/situs --content owner/situs-konten \\
    --details <file> --cloudflare-account <id> --cloudflare-token-file <file> \\
    --trigger-token-file <file> [--make-app | --app-client-id <id> --app-secret-file <file>] \\
    [--staff login]… [--replace NAME]… [--check]`;

const HELP = `npm run setup: makes, or checks, what publishing needs on GitHub and Cloudflare; run it again at any time.

${USAGE}

  GITHUB_TOKEN             yours, admin of both repositories: a classic token with scopes repo and workflow,
                           or $(gh auth token); asked for, not shown, when it is not given
  --code, --content        the code repository (this project), the content repository (made private)
  --details <file>         the centre's details for the content's first commit (name as the site shows it,
                           WhatsApp number, email, address, map point, socials, the site's address), in
                           site.yaml's form; asked for, one by one, when missing and a terminal is there
  --site-url               the site's address, https://… (else the details' siteUrl)
  --make-app               make the editor's sign-in App through GitHub (asked for in a terminal when the
                           Pages project has no sign-in yet): one page to open, one button to press
  --app-client-id          or: the Client ID of a GitHub App you made by hand (docs/deploy.md)
  --app-secret-file        and the file a client secret of that App is saved in
  --cloudflare-account     the Cloudflare account ID: 32 characters
  --cloudflare-token-file  the file the Cloudflare API token is saved in
  --trigger-token-file     the file the trigger's fine-grained token is saved in
  --staff login            a member of staff to invite: Write on the content, Read on the code
                           (the option again for each, or login,login)
  --replace NAME           overwrite the secret NAME although it is set (CONTENT_DEPLOY_KEY: a new key pair)
  --check                  change nothing, only say what is right and what is missing
  -h, --help               this text`;

/** How many letters to add, remove or change to turn `a` into `b`. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The option a mistyped one most likely meant: the one it begins or ends, or one a slip or two
 * away; none when two are as likely.
 */
function meant(name: string): string | undefined {
  const score = (option: string) => (option.startsWith(name) || name.startsWith(option) ? 0 : distance(name, option));
  const near = Object.keys(OPTIONS).filter((option) => score(option) <= 2);
  const best = near.filter((option) => score(option) === Math.min(...near.map(score)));
  return best.length === 1 ? best[0] : undefined;
}

/**
 * The options, or the first thing wrong with the command line: after a wrong option, what
 * follows may be read wrongly too. Read loosely first, to say what is wrong in the maintainer's
 * terms rather than as Node's parse error.
 */
function commandLine(args: string[]) {
  const { tokens } = parseArgs({ args, options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === "positional")
      return { wrong: `unexpected "${token.value}": a value goes after its option, e.g. --staff ${token.value}` };
    if (token.kind !== "option") continue;
    const option = Object.hasOwn(OPTIONS, token.name) ? OPTIONS[token.name as keyof typeof OPTIONS] : undefined;
    if (!option) {
      const guess = meant(token.name);
      return {
        wrong: `unknown option ${token.rawName}: ${guess ? `did you mean --${guess}?` : "the options are in the usage below"}`,
      };
    }
    if (option.type === "boolean" && token.value !== undefined)
      return { wrong: `${token.rawName} takes no value: write ${token.rawName} alone` };
    // A value that looks like an option is most likely the next option, its own value forgotten.
    if (option.type === "string" && (token.value === undefined || (!token.inlineValue && token.value.startsWith("-"))))
      return { wrong: `${token.rawName} needs a value after it, as in the usage below` };
  }
  return { flags: parseArgs({ args, options: OPTIONS }).values };
}

/** Why a token file could not be read, in the maintainer's words. */
const unreadable = (error: unknown) =>
  ({ ENOENT: "no such file", EISDIR: "a folder, not a file", EACCES: "not readable by you" })[
    `${(error as NodeJS.ErrnoException).code}`
  ] ?? (error as Error).message;

async function main(): Promise<number> {
  const line = commandLine(process.argv.slice(2));
  const refuse = (problems: string[]) => {
    console.error(
      `npm run setup: nothing was changed.\n${problems.map((problem) => `  ✗ ${problem}`).join("\n")}\n\n${USAGE}`,
    );
    return 1;
  };
  if (line.wrong !== undefined) return refuse([line.wrong]);
  const { flags } = line;
  if (flags.help) {
    console.log(HELP);
    return 0;
  }
  const problems: string[] = [];
  for (const name of ["code", "content"] as const) {
    const why = flags[name] ? repositoryName(flags[name]) : "missing";
    if (why) problems.push(`--${name} owner/name: ${why}`);
  }
  if (flags.code && flags.code === flags.content) problems.push("--code and --content must be two repositories");
  const values: Record<string, string> = {};
  const given = {
    SITE_URL: flags["site-url"],
    CLOUDFLARE_ACCOUNT_ID: flags["cloudflare-account"],
  };
  for (const [name, value] of Object.entries(given)) if (value) values[name] = value;
  for (const [name, flag] of [
    ["CLOUDFLARE_API_TOKEN", "cloudflare-token-file"],
    ["PUBLISH_TRIGGER_TOKEN", "trigger-token-file"],
  ] as const) {
    const file = flags[flag];
    if (!file) continue;
    // Named as read: npm run reads it from the project's folder, wherever the command was typed.
    const where = `--${flag} ${path.resolve(file)}`;
    try {
      values[name] = readFileSync(file, "utf8").trim();
      if (!values[name]) problems.push(`${where}: empty: save the token in it`);
    } catch (error) {
      problems.push(`${where}: ${unreadable(error)}: give the path of the file you saved the token in`);
    }
  }
  let app: Options["app"];
  if (flags["app-client-id"] || flags["app-secret-file"]) {
    const file = flags["app-secret-file"];
    const where = `--app-secret-file ${path.resolve(file ?? "")}`;
    if (!flags["app-client-id"] || !file) problems.push("--app-client-id and --app-secret-file go together");
    else
      try {
        const clientSecret = readFileSync(file, "utf8").trim();
        if (!clientSecret) problems.push(`${where}: empty: save the App's client secret in it`);
        app = { clientId: flags["app-client-id"].trim(), clientSecret };
      } catch (error) {
        problems.push(`${where}: ${unreadable(error)}: give the path of the file you saved the client secret in`);
      }
  }
  let details: CentreDetails | undefined;
  if (flags.details) {
    const read = (await details$()).readDetailsFile(flags.details);
    problems.push(...read.problems.map((problem) => `--details ${path.resolve(flags.details!)}: ${problem}`));
    details = read.values;
  }
  if (flags["site-url"]) details = { ...details, siteUrl: flags["site-url"] };
  if (!values.SITE_URL && typeof details?.siteUrl === "string") values.SITE_URL = details.siteUrl;
  for (const [name, value] of Object.entries(values)) {
    const why = SETTINGS.find((setting) => setting.name === name)?.check?.(value);
    if (why) problems.push(`${name} "${value}": ${why}`);
  }
  if (problems.length > 0) return refuse(problems);
  let token = process.env.GITHUB_TOKEN?.trim() ?? "";
  if (!token && process.stdin.isTTY) {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    token = (await terminal.question("GitHub token (classic, scopes repo and workflow; not shown): ")).trim();
    terminal.close();
  }
  if (!token) {
    console.error(
      "npm run setup: give a GitHub token of an admin of both repositories in GITHUB_TOKEN (classic token, scopes repo and workflow; or `GITHUB_TOKEN=$(gh auth token)`).",
    );
    return 1;
  }
  const options: Options = {
    code: flags.code!,
    content: flags.content!,
    values,
    replace: flags.replace,
    staff: flags.staff
      .flatMap((each) => each.split(","))
      .map((login) => login.trim())
      .filter(Boolean),
    check: flags.check,
    token,
    apiUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
    serverUrl: process.env.GITHUB_SERVER_URL ?? "https://github.com",
    app,
  };
  // Whatever is printed, GitHub's and git's words included, passes here first.
  const plain = (text: string) =>
    withoutSecrets(text, [token, values.PUBLISH_TRIGGER_TOKEN, values.CLOUDFLARE_API_TOKEN, app?.clientSecret]);
  const mark = { ok: "✓", done: "+", missing: "✗" };
  const print = (line: Line) => console.log(plain(`${mark[line.status]} ${line.what}: ${line.detail}`));
  let lines: Line[];
  try {
    // Every credential first, before anything is made: a wrong one stops here, with what to click.
    const verdicts = await credentials(options);
    verdicts.forEach(print);
    const wrong = verdicts.filter((verdict) => verdict.status === "missing");
    if (wrong.length > 0) {
      console.error(`\nnpm run setup: nothing was changed: ${wrong.length} of what you gave is not right (✗ above).`);
      return 1;
    }
    // The centre's details, for a content repository that has no content yet: its first commit is online.
    if (!options.check && (await contentIsEmpty(await gitHub(token, options.apiUrl), options.content))) {
      const { askDetails, checkDetails } = await details$();
      let refused = checkDetails(details ?? {});
      if (refused.length > 0 && process.stdin.isTTY) {
        console.log("\nThe centre's details, for the content's first commit (the site is published with them):");
        details = await askDetails({ input: process.stdin, output: process.stdout }, details);
        refused = checkDetails(details);
      }
      if (refused.length > 0) {
        console.error(
          `\nnpm run setup: nothing was changed: the content's first commit needs the centre's details (--details <file>, or run it in a terminal to be asked):\n${refused.map((problem) => `  ✗ ${problem.text}`).join("\n")}`,
        );
        return 1;
      }
      options.details = details;
      if (!values.SITE_URL && typeof details?.siteUrl === "string") values.SITE_URL = details.siteUrl;
    }
    lines = await setup(options, print);
  } catch (error) {
    const said =
      error instanceof Stop
        ? error.message
        : statusOf(error) === 401
          ? "GitHub: GitHub refused the token (wrong or expired)"
          : `GitHub: ${(error as Error).message}`;
    console.error(plain(`✗ ${said}. What is marked above is done; run again.`));
    return 1;
  }
  const cloudflare = await cloudflareProject(values, options.check);
  print(cloudflare);
  lines.push(cloudflare);
  let made: MadeApp | undefined;
  if (cloudflare.status !== "missing") {
    const onPages = () =>
      signInOnPages(values, app, options).catch((error: unknown): Line => ({
        status: "missing",
        what: "the editor's sign-in",
        detail: plain(error instanceof Stop ? error.message : `Cloudflare: ${(error as Error).message}`),
      }));
    let signIn = await onPages();
    // No App yet: made through GitHub's manifest flow, its credentials received here, never typed.
    if (signIn.status === "missing" && !app && !options.check && (flags["make-app"] || (await yes(MAKE_APP)))) {
      try {
        made = await makeApp(options, values);
        app = { clientId: made.clientId, clientSecret: made.clientSecret };
        print({ status: "done", what: "the editor's sign-in App", detail: `made: ${made.htmlUrl}` });
        signIn = await onPages();
      } catch (error) {
        signIn = { status: "missing", what: "the editor's sign-in", detail: plain((error as Error).message) };
      }
    }
    print(signIn);
    lines.push(signIn);
  }
  console.log(
    `\nBy hand (docs/deploy.md, "Setting it up"):\n${[
      ...(made
        ? [
            `Install the editor's sign-in App: ${made.htmlUrl}/installations/new → ${split(options.content).owner} → Only select repositories: ${options.content} and ${options.code} → Install.`,
          ]
        : []),
      ...handSteps(options, lines),
    ]
      .map((step, i) => `  ${i + 1}. ${step}`)
      .join("\n")}`,
  );
  const missing = lines.filter((line) => line.status === "missing");
  console.log(
    missing.length === 0 ? "\nEverything publishing needs is set." : `\n${missing.length} still missing: see ✗ above.`,
  );
  return missing.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = await main();
