/**
 * GitHub, as far as the publishing workflows, the editor, the status page and
 * `npm run setup` meet it, on this machine: repositories (bare git
 * repositories served over git's smart HTTP, so that a push says who pushed,
 * and over SSH for deploy keys, ./git-ssh.ts), people and their roles in each
 * repository, the tokens GitHub hands out, and the REST API in GitHub's
 * response shapes. The workflow runs themselves are recorded here by the
 * rehearsal (./rehearsal.ts).
 *
 * GitHub's permission model, as the design relies on it
 * (docs/decisions/022-content-and-code-apart.md):
 * - a person's role is per repository (admin, write, read, none); a private
 *   repository answers 404 to anyone who may not read it;
 * - an OAuth sign-in (the editor's: scopes `repo`, `user`) may push wherever
 *   its person may write, but never a change under .github/workflows/
 *   without the `workflow` scope; a run's own token never changes workflows;
 * - a run's token works in its own repository only, with the permissions its
 *   job asks for;
 * - a fine-grained token works in the repositories it names, with the
 *   permissions it names (the content repository's trigger: Actions write on
 *   the code repository, nothing else);
 * - a deploy key reads (or writes, if not read-only) one repository over SSH.
 *
 * Failures can be injected per path, to prove the workflows fail closed.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parse } from "yaml";
import { answerGraphQL, type GraphQLHost } from "./graphql.ts";
import { settingsApi } from "./settings-api.ts";
import { type App, WebFlow } from "./web-flow.ts";

export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";

export interface Person {
  login: string;
  /** The name on their GitHub profile: the author name of what they save through the API. */
  name: string;
  /** Their account's number (GitHub's `id`, GraphQL's `databaseId`). */
  id: number;
  /** Their role in the first repository (the others: `grant`). */
  permission: Permission;
  /** The token their sign-in (or, for the maintainer, their own use) gives them. */
  token: string;
  /** The OAuth scopes of that token: the editor's sign-in has `repo` and `user`, never `workflow`. */
  scopes: string[];
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "failure" | "warning" | "notice";
  title: string;
  message: string;
}

export interface JobRecord {
  id: number;
  name: string;
  status: "queued" | "in_progress" | "completed";
  conclusion: "success" | "failure" | "skipped" | "cancelled" | null;
  annotations: Annotation[];
}

export interface RunRecord {
  id: number;
  workflow: string;
  name: string;
  display_title: string;
  event: string;
  head_branch: string;
  head_sha: string;
  actor: string;
  status: "queued" | "pending" | "in_progress" | "completed";
  conclusion: "success" | "failure" | "cancelled" | null;
  created_at: string;
  updated_at: string;
  run_started_at?: string;
  jobs: JobRecord[];
  summary: string;
}

export interface DeployKey {
  id: number;
  title: string;
  key: string;
  read_only: boolean;
}

/** The token GitHub gives one run's jobs (`github.token`): an app, not a person, in its own repository. */
interface RunToken {
  token: string;
  repository: string;
  runId: number;
  permissions: Record<string, string>;
}

/** A fine-grained personal access token: the repositories and permissions it names, nothing else. */
interface FineGrainedToken {
  token: string;
  owner: string;
  repositories: string[];
  permissions: Record<string, "read" | "write">;
  revoked: boolean;
  /** When it stops working; absent: never (a personal owner may make one without expiry). */
  expires?: Date;
}

type Failure = { method: string; pattern: RegExp; status: number };

/** A branch moved (a push, or through the API), as GitHub tells what it starts: who, from what to what. */
export interface RefUpdate {
  repository: string;
  ref: string;
  before: string;
  after: string;
  actor: string;
  /** The new head commit's message. */
  message: string;
}

/** `POST …/actions/workflows/{file}/dispatches`, accepted: what GitHub then starts. */
export interface Dispatch {
  repository: string;
  workflow: string;
  ref: string;
  sha: string;
  inputs: Record<string, string>;
  actor: string;
}

/** `app`: the person signed in through a GitHub App, whose token reaches only where it is installed. */
type Caller = { person?: Person; run?: RunToken; fineGrained?: FineGrainedToken; app?: App };

/** What a caller may do in a repository. */
interface Access {
  read: boolean;
  write: boolean;
  admin: boolean;
  actions: "none" | "read" | "write";
}

/** A GitHub answer other than 200, raised inside a handler. */
export class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A route of the settings API (./settings-api.ts): its handler answers [status, body]. */
export interface Route {
  method: string;
  /** Matched against the path after /repos/{owner}/{name}, or the whole path for `global` routes. */
  pattern: RegExp;
  global?: boolean;
  handle: (context: {
    repo?: Repository;
    match: RegExpMatchArray;
    url: URL;
    body: () => Promise<Record<string, unknown>>;
    caller: Caller;
    access?: Access;
  }) => Promise<[number, unknown]> | [number, unknown];
}

const FILE_STATUS: Record<string, string> = {
  A: "added",
  D: "removed",
  M: "modified",
  T: "changed",
  R: "renamed",
  C: "copied",
};

const ZERO = "0".repeat(40);
const ROLE_RANK: Permission[] = ["none", "read", "triage", "write", "maintain", "admin"];
const atLeast = (role: Permission, wanted: Permission) => ROLE_RANK.indexOf(role) >= ROLE_RANK.indexOf(wanted);

/** Refuses what GitHub refuses on a push; who pushes comes from the server (PUSHER_KIND, WORKFLOW_SCOPE). */
const PRE_RECEIVE = `#!/bin/sh
# A stand-in of GitHub's own checks on a push (tests/github/stand-in.ts).
empty=$(git hash-object -t tree /dev/null)
while read -r old new ref; do
  [ "$new" = ${ZERO} ] && continue
  base=$old
  [ "$old" = ${ZERO} ] && base=$empty
  file=$(git diff --name-only "$base" "$new" -- .github/workflows/ | head -n 1)
  # Pushed over HTTP (PUSHER_KIND set), not straight into the folder by a test's own git.
  if [ -n "$file" ] && [ -n "\${PUSHER_KIND:-}" ] && [ "\${WORKFLOW_SCOPE:-}" != 1 ]; then
    case "\${PUSHER_KIND:-}" in
      app) echo "refusing to allow a GitHub App to create or update workflow \\\`$file\\\` without \\\`workflows\\\` permission" >&2 ;;
      fine-grained) echo "refusing to allow a Personal Access Token to create or update workflow \\\`$file\\\` without \\\`workflow\\\` scope" >&2 ;;
      *) echo "refusing to allow an OAuth App to create or update workflow \\\`$file\\\` without \\\`workflow\\\` scope" >&2 ;;
    esac
    exit 1
  fi
  if [ "\${RULESET_BLOCKS_FORCE_PUSH:-}" = 1 ] && [ "$ref" = refs/heads/main ] && [ "$old" != ${ZERO} ] && ! git merge-base --is-ancestor "$old" "$new"; then
    echo "GH013: Repository rule violations found for refs/heads/main: Cannot force-push to this branch" >&2
    exit 1
  fi
done
`;

export class Repository {
  readonly owner: string;
  readonly name: string;
  readonly bare: string;
  visibility: "private" | "public";
  /** Each person's role here; absent: none (a public repository lets anyone read). */
  readonly members = new Map<string, Permission>();
  readonly runs: RunRecord[] = [];
  /** Actions variables and secrets (secrets as the value GitHub decrypted for the runs). */
  readonly variables = new Map<string, string>();
  readonly secrets = new Map<string, string>();
  readonly deployKeys: DeployKey[] = [];
  /** Settings → Actions → General → Workflow permissions (GitHub's default for an older account: write). */
  workflowPermissions = { default_workflow_permissions: "write", can_approve_pull_request_reviews: true };
  /** Whether Actions may run here (`gh workflow disable` turns one workflow off). */
  readonly disabledWorkflows = new Set<string>();
  /**
   * A ruleset that blocks force pushes to main. GitHub Free has no rulesets for a
   * private repository, so by default there is none.
   */
  rulesetBlocksForcePush = false;

  constructor(gitRoot: string, fullName: string, visibility: "private" | "public") {
    [this.owner, this.name] = fullName.split("/") as [string, string];
    this.visibility = visibility;
    this.bare = path.join(gitRoot, this.owner, `${this.name}.git`);
    mkdirSync(this.bare, { recursive: true });
    execFileSync("git", ["init", "-q", "--bare", "-b", "main", this.bare]);
    execFileSync("git", ["-C", this.bare, "config", "http.receivepack", "true"]);
    const hook = path.join(this.bare, "hooks", "pre-receive");
    writeFileSync(hook, PRE_RECEIVE);
    chmodSync(hook, 0o755);
  }

  get fullName(): string {
    return `${this.owner}/${this.name}`;
  }

  /** The commit a branch points at, or null. */
  head(branch = "main"): string | null {
    try {
      return execFileSync("git", ["-C", this.bare, "rev-parse", "--verify", "-q", `refs/heads/${branch}`], {
        encoding: "utf8",
      }).trim();
    } catch {
      return null;
    }
  }

  /** A file at a commit or branch, or null. */
  file(rev: string, file: string): Buffer | null {
    try {
      return execFileSync("git", ["-C", this.bare, "show", `${rev}:${file}`], {
        stdio: ["ignore", "pipe", "ignore"],
        maxBuffer: MAX_BLOB,
      });
    } catch {
      return null;
    }
  }

  plumbing(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
    return execFileSync("git", ["-C", this.bare, ...args], {
      encoding: "utf8",
      input: options.input,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
      maxBuffer: 256 * 1024 * 1024,
    }).trim();
  }
}

export class GitHubStandIn {
  readonly root: string;
  readonly repositories = new Map<string, Repository>();
  /** The first repository: the one the single-repository helpers (runs, bare, head…) speak of. */
  readonly main: Repository;
  readonly people = new Map<string, Person>();
  /** GitHub's web sign-in for apps (./web-flow.ts): the editor's sign-in meets it. */
  readonly webFlow = new WebFlow(this.people, () => this.id());
  private readonly runTokens = new Map<string, RunToken>();
  private readonly fineGrained = new Map<string, FineGrainedToken>();
  private failures: Failure[] = [];
  private server?: Server;
  private nextId = 1000;
  /** "GET /repos/…" for every request, to show what was asked. */
  readonly requests: string[] = [];
  /** Called after a branch moved (a push over HTTP, or through the API), as GitHub starts what a push starts. */
  readonly onRefUpdate: ((update: RefUpdate) => void)[] = [];
  /** Called when a workflow_dispatch was accepted. */
  readonly onDispatch: ((dispatch: Dispatch) => void)[] = [];
  /** Called when a deploy key was added or removed (the SSH server re-reads them). */
  readonly onDeployKeys: (() => void)[] = [];
  private routes: Route[] = [];
  url = "";
  /**
   * GitHub's web address in the answers' html_url (https://github.com for a
   * browser whose links must read as GitHub's); unset: the stand-in's own.
   */
  web = "";

  constructor(root: string, repository = "daycare/situs", visibility: "private" | "public" = "private") {
    this.root = root;
    this.main = this.addRepository(repository, visibility);
  }

  addRepository(fullName: string, visibility: "private" | "public" = "private"): Repository {
    const repo = new Repository(path.join(this.root, "git"), fullName, visibility);
    this.repositories.set(fullName.toLowerCase(), repo);
    return repo;
  }

  repo(fullName: string): Repository | undefined {
    return this.repositories.get(fullName.toLowerCase());
  }

  // The first repository, for tests that have only one.
  get owner(): string {
    return this.main.owner;
  }
  get name(): string {
    return this.main.name;
  }
  get bare(): string {
    return this.main.bare;
  }
  get repository(): string {
    return this.main.fullName;
  }
  get runs(): RunRecord[] {
    return this.main.runs;
  }
  get visibility(): "private" | "public" {
    return this.main.visibility;
  }
  head(branch = "main"): string | null {
    return this.main.head(branch);
  }

  id(): number {
    return this.nextId++;
  }

  /** A person with an account, their role in the first repository, and a sign-in token with `scopes`. */
  addPerson(login: string, permission: Permission, name = login, scopes = ["repo", "user"]): Person {
    const person: Person = {
      login,
      name,
      id: this.id(),
      permission,
      token: `gho_${login.replace(/\W/g, "")}${this.id()}`,
      scopes,
    };
    this.people.set(login, person);
    this.main.members.set(login, permission);
    return person;
  }

  /** A person's role in a repository ("Settings → Collaborators"). */
  grant(repository: Repository, login: string, permission: Permission): void {
    repository.members.set(login, permission);
  }

  /** A fine-grained token of `owner` for `repositories`, with exactly `permissions`, until `expires` if given. */
  fineGrainedToken(
    owner: string,
    repositories: Repository[],
    permissions: Record<string, "read" | "write">,
    expires?: Date,
  ): string {
    const token = `github_pat_${owner.replace(/\W/g, "")}_${this.id()}`;
    this.fineGrained.set(token, {
      token,
      owner,
      repositories: repositories.map((repo) => repo.fullName.toLowerCase()),
      permissions,
      revoked: false,
      expires,
    });
    return token;
  }

  /** Settings → Developer settings → tokens → Revoke (or its expiry): GitHub then answers 401. */
  revoke(token: string): void {
    const found = this.fineGrained.get(token);
    if (found) found.revoked = true;
  }

  /** A token for one run's jobs in `repository`, with the permissions its job asks for. */
  runToken(runId: number, permissions: Record<string, string>, repository: Repository = this.main): string {
    const token = `ghs_run${runId}_${this.id()}`;
    this.runTokens.set(token, { token, repository: repository.fullName.toLowerCase(), runId, permissions });
    return token;
  }

  addDeployKey(repository: Repository, title: string, key: string, readOnly = true): DeployKey {
    const deployKey = { id: this.id(), title, key: key.trim(), read_only: readOnly };
    repository.deployKeys.push(deployKey);
    for (const listener of this.onDeployKeys) listener();
    return deployKey;
  }

  /** Until cleared, requests whose "METHOD path" matches answer `status`. */
  fail(method: string, pattern: RegExp, status = 502): void {
    this.failures.push({ method, pattern, status });
  }

  heal(): void {
    this.failures = [];
  }

  /** `port`: a fixed one, for a server that must know GitHub's address before the stand-in starts. */
  async start(port = 0): Promise<void> {
    this.routes = await settingsApi(this);
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        if (error instanceof Refusal) return json(response, error.status, { message: error.message });
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: error.message }));
      });
    });
    // Node closes a connection idle for 5 s; a client (Playwright's route.fetch, the editor's calls
    // forwarded here) that sends on it at that moment gets ECONNRESET: a flake of a busy machine, not
    // GitHub's behaviour. The stand-in keeps idle connections for as long as a test runs.
    this.server.keepAliveTimeout = 10 * 60_000;
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Connections kept open by a client (above) would hold the close back.
    server.closeAllConnections();
    await closed;
  }

  /** Who a request comes from: a person, a run's token, a fine-grained token, or nobody. */
  private caller(request: IncomingMessage): Caller {
    const header = request.headers.authorization ?? "";
    let token = "";
    if (/^(bearer|token) /i.test(header)) token = header.replace(/^\S+ /, "");
    else if (/^basic /i.test(header)) token = Buffer.from(header.slice(6), "base64").toString().split(":")[1] ?? "";
    if (!token) return {};
    const run = this.runTokens.get(token);
    if (run) return { run };
    const fineGrained = this.fineGrained.get(token);
    if (fineGrained) {
      if (fineGrained.revoked) throw new Refusal(401, "Bad credentials");
      if (fineGrained.expires && fineGrained.expires <= new Date()) throw new Refusal(401, "Bad credentials");
      return { fineGrained };
    }
    const signedIn = this.webFlow.userToken(token);
    if (signedIn) {
      const person = this.people.get(signedIn.login)!;
      if (signedIn.expiresAt !== null && signedIn.expiresAt <= Date.now()) throw new Refusal(401, "Bad credentials");
      // An app's user token carries no OAuth scopes: what it may do is the app's permissions.
      return { person: { ...person, token, scopes: [] }, app: signedIn.app };
    }
    const person = [...this.people.values()].find((each) => each.token === token);
    if (!person) throw new Refusal(401, "Bad credentials");
    return { person };
  }

  /** What `caller` may do in `repo`, by GitHub's rules (the file's comment). */
  access(caller: Caller, repo: Repository): Access {
    const publicRead = repo.visibility === "public";
    const none = { read: publicRead, write: false, admin: false, actions: publicRead ? "read" : "none" } as Access;
    if (caller.run) {
      if (caller.run.repository !== repo.fullName.toLowerCase()) return none;
      const contents = caller.run.permissions.contents ?? "none";
      const actions = (caller.run.permissions.actions ?? "none") as Access["actions"];
      return { read: true, write: contents === "write", admin: false, actions };
    }
    if (caller.fineGrained) {
      if (!caller.fineGrained.repositories.includes(repo.fullName.toLowerCase())) return none;
      const { permissions } = caller.fineGrained;
      return {
        read: true,
        write: permissions.contents === "write",
        admin: permissions.administration === "write",
        actions: permissions.actions ?? "none",
      };
    }
    if (caller.app && !caller.app.installedOn.includes(repo.fullName.toLowerCase())) return none;
    if (caller.person) {
      const role = repo.members.get(caller.person.login) ?? "none";
      if (role === "none") return none;
      const write = atLeast(role, "write");
      return { read: true, write, admin: role === "admin", actions: write ? "write" : "read" };
    }
    return none;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://github");
    const line = `${request.method} ${url.pathname}${url.search}`;
    this.requests.push(line);
    const failure = this.failures.find((each) => each.method === request.method && each.pattern.test(url.pathname));
    if (failure) return json(response, failure.status, { message: "Server Error (injected by the rehearsal)" });

    if (/^\/(login\/oauth|settings\/apps|organizations\/[\w.-]+\/settings\/apps)\//.test(url.pathname)) {
      if (await this.webFlow.handle(request, response, url)) return;
    }
    // The App a manifest made, its credentials once (no authentication: the code is the proof).
    const conversion = /^\/app-manifests\/([\w-]+)\/conversions$/.exec(url.pathname);
    if (conversion && request.method === "POST") {
      const app = this.webFlow.convert(conversion[1]!);
      if (!app) return json(response, 404, { message: "Not Found" });
      const slug = app.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      return json(response, 201, {
        id: this.id(),
        slug,
        name: app.name,
        client_id: app.clientId,
        client_secret: app.clientSecret,
        webhook_secret: null,
        pem: "-----BEGIN RSA PRIVATE KEY-----\n(stand-in)\n-----END RSA PRIVATE KEY-----\n",
        html_url: `${this.web || this.url}/apps/${slug}`,
      });
    }
    const caller = this.caller(request);
    // GitHub tells on every answer when the token it was asked with expires, in UTC ("2027-12-05 03:00:00 UTC").
    if (caller.fineGrained?.expires)
      response.setHeader(
        "github-authentication-token-expiration",
        caller.fineGrained.expires
          .toISOString()
          .replace("T", " ")
          .replace(/\.\d{3}Z$/, " UTC"),
      );
    let body: Record<string, unknown> | undefined;
    const readBody = async () => (body ??= await readJson(request));

    // https://github.com/owner/name(.git)/…: git's smart HTTP, with or without .git as GitHub accepts both.
    const gitPath = /^\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/(info\/refs|git-upload-pack|git-receive-pack)$/.exec(
      url.pathname,
    );
    if (gitPath) {
      const repo = this.repo(`${gitPath[1]}/${gitPath[2]}`);
      if (!repo) return json(response, 404, { message: "Repository not found." });
      url.pathname = `/${repo.owner}/${repo.name}.git/${gitPath[3]}`;
      return this.git(request, response, url, caller, repo);
    }

    for (const route of this.routes.filter((each) => each.global && each.method === request.method)) {
      const match = url.pathname.match(route.pattern);
      if (match) {
        const [status, answer] = await route.handle({ match, url, body: readBody, caller });
        return json(response, status, answer);
      }
    }

    if (url.pathname === "/graphql" && request.method === "POST") {
      const text = JSON.stringify(await readBody());
      const words = new Set(text.match(/[\w.-]+/g));
      const named = [...this.repositories.values()].filter((repo) => words.has(repo.owner) && words.has(repo.name));
      const repo = named.length === 1 ? named[0]! : this.main;
      const [status, answer] = await answerGraphQL(this.graphqlHost(caller, repo), await readBody());
      return json(response, status, answer);
    }
    if (url.pathname === "/user" && request.method === "GET") {
      const { person } = caller;
      if (!person) return json(response, 401, { message: "Requires authentication" });
      response.setHeader("x-oauth-scopes", person.scopes.join(", "));
      return json(response, 200, {
        login: person.login,
        id: person.id,
        type: "User",
        name: person.name,
        email: null,
        avatar_url: `${this.url}/avatars/${person.login}`,
        html_url: `${this.url}/${person.login}`,
      });
    }

    const repoPath = /^\/repos\/([\w.-]+)\/([\w.-]+)(\/.*)?$/.exec(url.pathname);
    const repo = repoPath ? this.repo(`${repoPath[1]}/${repoPath[2]}`) : undefined;
    if (!repoPath || !repo) return json(response, 404, { message: "Not Found" });
    const access = this.access(caller, repo);
    // A private repository is invisible to anyone who may not read it.
    if (!access.read) return json(response, 404, { message: "Not Found" });
    const route = repoPath[3] ?? "";

    for (const extra of this.routes.filter((each) => !each.global && each.method === request.method)) {
      const match = route.match(extra.pattern);
      if (match) {
        const [status, answer] = await extra.handle({ repo, match, url, body: readBody, caller, access });
        return json(response, status, answer);
      }
    }
    const [status, answer] = await this.rest(request, route, url, caller, access, repo, readBody);
    return json(response, status, answer);
  }

  /** The REST API of one repository. */
  private async rest(
    request: IncomingMessage,
    route: string,
    url: URL,
    caller: Caller,
    access: Access,
    repo: Repository,
    readBody: () => Promise<Record<string, unknown>>,
  ): Promise<[number, unknown]> {
    const api = `${this.url}/repos/${repo.fullName}`;
    const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? 30));
    let match: RegExpMatchArray | null;

    if (route.startsWith("/git/") || /^\/commits\/[^/]+$/.test(route))
      return this.gitData(request, route, url, caller, access, repo, readBody);

    if (request.method === "POST" && (match = route.match(/^\/actions\/workflows\/([\w.-]+)\/dispatches$/))) {
      if (access.actions !== "write")
        throw new Refusal(
          403,
          caller.person ? "Must have admin rights to Repository." : "Resource not accessible by personal access token",
        );
      const body = await readBody();
      const ref = typeof body.ref === "string" ? body.ref.replace(/^refs\/heads\//, "") : "";
      const sha = repo.head(ref);
      if (!sha) throw new Refusal(422, `No ref found for: ${String(body.ref)}`);
      const workflow = repo.file(sha, `.github/workflows/${match[1]}`);
      if (!workflow) throw new Refusal(404, "Not Found");
      if (repo.disabledWorkflows.has(match[1]!)) throw new Refusal(422, "Workflow is disabled.");
      const on = (parse(workflow.toString()) as { on?: Record<string, { inputs?: Record<string, unknown> }> }).on;
      if (!on || typeof on !== "object" || !("workflow_dispatch" in on))
        throw new Refusal(422, "Workflow does not have 'workflow_dispatch' trigger");
      const declared = Object.keys(on.workflow_dispatch?.inputs ?? {});
      const inputs = (body.inputs ?? {}) as Record<string, unknown>;
      const unexpected = Object.keys(inputs).filter((name) => !declared.includes(name));
      if (unexpected.length > 0) throw new Refusal(422, `Unexpected inputs provided: ${JSON.stringify(unexpected)}`);
      const dispatch: Dispatch = {
        repository: repo.fullName,
        workflow: match[1]!,
        ref,
        sha,
        inputs: Object.fromEntries(Object.entries(inputs).map(([key, value]) => [key, String(value)])),
        actor: caller.person?.login ?? caller.fineGrained?.owner ?? "github-actions[bot]",
      };
      for (const listener of this.onDispatch) listener(dispatch);
      return [204, null];
    }

    if ((match = route.match(/^\/contents\/(.+)$/)))
      return this.contents(request, repo, match[1]!, caller, access, readBody, url.searchParams.get("ref"));

    if (request.method !== "GET") throw new Refusal(404, "Not Found (not answered by the rehearsal's GitHub)");

    if ((match = route.match(/^\/actions\/workflows\/([\w.-]+)\/runs$/))) {
      const { searchParams: query } = url;
      const runs = repo.runs
        .filter((run) => run.workflow === match![1])
        .filter((run) => !query.get("branch") || run.head_branch === query.get("branch"))
        .filter((run) => !query.get("head_sha") || run.head_sha === query.get("head_sha"))
        .filter((run) => !query.get("event") || run.event === query.get("event"))
        .filter(
          (run) => !query.get("status") || run.status === query.get("status") || run.conclusion === query.get("status"),
        )
        .toReversed();
      return [
        200,
        { total_count: runs.length, workflow_runs: runs.slice(0, perPage).map((run) => this.runJson(repo, run)) },
      ];
    }
    if ((match = route.match(/^\/actions\/runs\/(\d+)$/))) {
      const run = repo.runs.find((each) => each.id === Number(match![1]));
      return run ? [200, this.runJson(repo, run)] : [404, { message: "Not Found" }];
    }
    if ((match = route.match(/^\/actions\/runs\/(\d+)\/jobs$/))) {
      const run = repo.runs.find((each) => each.id === Number(match![1]));
      if (!run) return [404, { message: "Not Found" }];
      const jobs = run.jobs.map((job) => ({
        id: job.id,
        run_id: run.id,
        name: job.name,
        status: job.status,
        conclusion: job.conclusion,
        check_run_url: `${api}/check-runs/${job.id}`,
        html_url: `${this.url}/${repo.fullName}/actions/runs/${run.id}/job/${job.id}`,
      }));
      return [200, { total_count: jobs.length, jobs }];
    }
    if ((match = route.match(/^\/check-runs\/(\d+)\/annotations$/))) {
      const job = repo.runs.flatMap((run) => run.jobs).find((each) => each.id === Number(match![1]));
      return job ? [200, job.annotations] : [404, { message: "Not Found" }];
    }
    if (route === "/commits") {
      if (this.branches(repo).length === 0) return [409, { message: "Git Repository is empty." }];
      const from = url.searchParams.get("sha") ?? "main";
      const head = this.resolve(repo, from, "commit");
      if (!head) return [404, { message: "Not Found" }];
      const shas = repo
        .plumbing(["rev-list", `--max-count=${perPage}`, head])
        .split("\n")
        .filter(Boolean);
      return [200, shas.map((sha) => this.commitJson(repo, sha, false))];
    }
    if ((match = route.match(/^\/collaborators\/([^/]+)$/))) {
      // "Check if a user is a repository collaborator": 204 or 404; only someone with push access may ask.
      if (!access.write) throw new Refusal(403, "Must have push access to view repository collaborators.");
      const role = repo.members.get(decodeURIComponent(match[1]!)) ?? "none";
      return [role === "none" ? 404 : 204, null];
    }
    if ((match = route.match(/^\/collaborators\/([^/]+)\/permission$/))) {
      const login = decodeURIComponent(match[1]!);
      if (!this.people.has(login)) return [404, { message: `${login} is not a user` }];
      const role = repo.members.get(login) ?? "none";
      return [200, { permission: role, role_name: role, user: { login } }];
    }
    if (route === "")
      return [
        200,
        {
          full_name: repo.fullName,
          name: repo.name,
          owner: { login: repo.owner },
          private: repo.visibility === "private",
          visibility: repo.visibility,
          default_branch: "main",
          permissions: { admin: access.admin, push: access.write, pull: access.read },
        },
      ];
    throw new Refusal(404, "Not Found (not answered by the rehearsal's GitHub)");
  }

  /** GET /contents/{path} on main or at `ref` (a commit or branch), and PUT on main: one file read, or written as one commit by the caller. */
  private async contents(
    request: IncomingMessage,
    repo: Repository,
    file: string,
    caller: Caller,
    access: Access,
    readBody: () => Promise<Record<string, unknown>>,
    ref: string | null = null,
  ): Promise<[number, unknown]> {
    if (ref !== null && request.method === "GET") {
      const at = this.resolve(repo, ref, "commit");
      if (!at) throw new Refusal(404, `No commit found for the ref ${ref}`);
      const bytes = repo.file(at, decodeURIComponent(file));
      if (!bytes) throw new Refusal(404, "Not Found");
      const sha = repo.plumbing(["hash-object", "--stdin"], { input: bytes });
      return [
        200,
        { type: "file", path: file, sha, size: bytes.length, encoding: "base64", content: bytes.toString("base64") },
      ];
    }
    const head = repo.head();
    const current = head ? repo.file(head, decodeURIComponent(file)) : null;
    const sha = current ? repo.plumbing(["hash-object", "--stdin"], { input: current }) : null;
    if (request.method === "GET") {
      if (!current) throw new Refusal(404, "Not Found");
      return [
        200,
        {
          type: "file",
          path: file,
          sha,
          size: current.length,
          encoding: "base64",
          content: current.toString("base64"),
        },
      ];
    }
    if (request.method !== "PUT") throw new Refusal(404, "Not Found");
    if (!access.write) throw new Refusal(caller.person ? 404 : 403, "Not Found");
    const body = await readBody();
    if (!head) throw new Refusal(409, "Git Repository is empty.");
    if (sha && body.sha !== sha) throw new Refusal(409, `${file} does not match ${String(body.sha)}`);
    const bytes = Buffer.from(String(body.content ?? ""), "base64");
    const tree = this.createTree(repo, {
      base_tree: repo.plumbing(["rev-parse", `${head}^{tree}`]),
      tree: [
        {
          path: decodeURIComponent(file),
          mode: "100644",
          type: "blob",
          sha: repo.plumbing(["hash-object", "-w", "--stdin"], { input: bytes }),
        },
      ],
    }).sha;
    const commit = this.createCommit(repo, { tree, parents: [head], message: String(body.message ?? "") }, caller).sha;
    const refused = this.workflowRefusal(repo, head, commit, caller);
    if (refused) throw new Refusal(403, refused);
    if (!this.moveBranch(repo, "refs/heads/main", head, commit, caller)) throw new Refusal(409, "main moved");
    return [sha ? 200 : 201, { content: { path: file }, commit: { sha: commit } }];
  }

  runJson(repo: Repository, run: RunRecord) {
    return {
      id: run.id,
      name: run.name,
      display_title: run.display_title,
      event: run.event,
      head_branch: run.head_branch,
      head_sha: run.head_sha,
      path: `.github/workflows/${run.workflow}`,
      status: run.status,
      conclusion: run.conclusion,
      created_at: run.created_at,
      updated_at: run.updated_at,
      run_started_at: run.run_started_at,
      actor: { login: run.actor },
      triggering_actor: { login: run.actor },
      html_url: `${this.web || this.url}/${repo.fullName}/actions/runs/${run.id}`,
    };
  }

  /** The Git Data API and "Get a commit", in GitHub's shapes, from the bare repository. */
  private async gitData(
    request: IncomingMessage,
    route: string,
    url: URL,
    caller: Caller,
    access: Access,
    repo: Repository,
    readBody: () => Promise<Record<string, unknown>>,
  ): Promise<[number, unknown]> {
    const api = `${this.url}/repos/${repo.fullName}`;
    let match: RegExpMatchArray | null;
    if (request.method === "GET") {
      if ((match = route.match(/^\/commits\/([^/]+)$/))) {
        const sha = this.resolve(repo, decodeURIComponent(match[1]!), "commit");
        if (!sha) throw new Refusal(422, `No commit found for SHA: ${match[1]}`);
        return [200, this.commitJson(repo, sha, true)];
      }
      if ((match = route.match(/^\/git\/ref\/(.+)$/))) {
        const ref = `refs/${decodeURIComponent(match[1]!)}`;
        const sha = this.resolve(repo, ref, "commit");
        if (!sha) throw new Refusal(404, "Not Found");
        return [
          200,
          { ref, url: `${api}/git/${ref}`, object: { sha, type: "commit", url: `${api}/git/commits/${sha}` } },
        ];
      }
      if ((match = route.match(/^\/git\/trees\/([^/]+)$/))) {
        const sha = this.resolve(repo, decodeURIComponent(match[1]!), "tree");
        if (!sha) throw new Refusal(404, "Not Found");
        return [200, this.treeJson(repo, sha, url.searchParams.has("recursive"))];
      }
      if ((match = route.match(/^\/git\/blobs\/([0-9a-f]{40})$/))) {
        if (this.objectType(repo, match[1]!) !== "blob") throw new Refusal(404, "Not Found");
        const content = execFileSync("git", ["-C", repo.bare, "cat-file", "blob", match[1]!], { maxBuffer: MAX_BLOB });
        // The file itself when asked for GitHub's raw media type (the editor's pictures).
        if (/application\/vnd\.github\.raw/.test(request.headers.accept ?? "")) return [200, new RawBody(content)];
        return [
          200,
          {
            sha: match[1],
            size: content.length,
            url: `${api}/git/blobs/${match[1]}`,
            // GitHub wraps the base64 at 60 characters.
            content: (content.toString("base64").match(/.{1,60}/g) ?? [""]).join("\n") + "\n",
            encoding: "base64",
          },
        ];
      }
      throw new Refusal(404, "Not Found (not answered by the rehearsal's GitHub)");
    }

    if (!access.write) {
      if (caller.run) throw new Refusal(403, "Resource not accessible by integration");
      if (caller.fineGrained) throw new Refusal(403, "Resource not accessible by personal access token");
      // A private repository answers a person without push access as if it were not there.
      if (repo.visibility === "private") throw new Refusal(404, "Not Found");
      throw new Refusal(403, "Must have push access to repository");
    }
    const body = await readBody();
    if (request.method === "POST" && route === "/git/trees") return [201, this.createTree(repo, body)];
    if (request.method === "POST" && route === "/git/commits") return [201, this.createCommit(repo, body, caller)];
    if (request.method === "PATCH" && (match = route.match(/^\/git\/refs\/(.+)$/)))
      return [200, this.updateRef(repo, `refs/${decodeURIComponent(match[1]!)}`, body, caller)];
    throw new Refusal(404, "Not Found (not answered by the rehearsal's GitHub)");
  }

  /** The commit or tree a name (sha, branch, `refs/…`) stands for, or null. */
  private resolve(repo: Repository, name: string, kind: "commit" | "tree"): string | null {
    if (!/^[\w./-]+$/.test(name) || name.startsWith("-")) return null;
    try {
      return repo.plumbing(["rev-parse", "--verify", "-q", `${name}^{${kind}}`]);
    } catch {
      return null;
    }
  }

  private objectType(repo: Repository, sha: unknown): string | null {
    if (typeof sha !== "string" || !/^[0-9a-f]{40}$/.test(sha)) return null;
    try {
      return repo.plumbing(["cat-file", "-t", sha]);
    } catch {
      return null;
    }
  }

  private commitJson(repo: Repository, sha: string, withFiles: boolean) {
    const api = `${this.url}/repos/${repo.fullName}`;
    const [
      tree,
      parents,
      authorName,
      authorEmail,
      authorDate,
      committerName,
      committerEmail,
      committerDate,
      ...message
    ] = repo.plumbing(["show", "-s", "--format=%T%n%P%n%an%n%ae%n%aI%n%cn%n%ce%n%cI%n%B", sha]).split("\n");
    const parentList = parents ? parents.split(" ") : [];
    const account = (email: string | undefined) => {
      const person = this.personByEmail(email ?? "");
      return person ? { login: person.login, id: person.id } : null;
    };
    return {
      sha,
      url: `${api}/commits/${sha}`,
      html_url: `${this.web || this.url}/${repo.fullName}/commit/${sha}`,
      commit: {
        message: message.join("\n").trim(),
        tree: { sha: tree, url: `${api}/git/trees/${tree}` },
        author: { name: authorName, email: authorEmail, date: githubDate(authorDate) },
        committer: { name: committerName, email: committerEmail, date: githubDate(committerDate) },
      },
      author: account(authorEmail),
      committer: account(committerEmail),
      parents: parentList.map((parent) => ({ sha: parent, url: `${api}/commits/${parent}` })),
      ...(withFiles ? { files: this.filesOf(repo, sha, parentList[0]) } : {}),
    };
  }

  /** A commit's files against its first parent, as GitHub lists them; renames found as GitHub finds them. */
  private filesOf(repo: Repository, sha: string, parent: string | undefined) {
    const raw = repo
      .plumbing([
        "diff-tree",
        "-r",
        "-M",
        "--raw",
        "-z",
        "--no-commit-id",
        ...(parent ? [parent, sha] : ["--root", sha]),
      ])
      .split("\0");
    const files: { sha: string; filename: string; status: string; previous_filename?: string }[] = [];
    for (let index = 0; index < raw.length - 1;) {
      const fields = raw[index++]!.replace(/^:/, "").split(" ");
      const letter = fields[4]!.charAt(0);
      const first = raw[index++]!;
      if (letter === "R" || letter === "C")
        files.push({
          sha: fields[3]!,
          filename: raw[index++]!,
          status: FILE_STATUS[letter]!,
          previous_filename: first,
        });
      else files.push({ sha: fields[3]!, filename: first, status: FILE_STATUS[letter] ?? "changed" });
    }
    return files;
  }

  private personByEmail(email: string): Person | undefined {
    return [...this.people.values()].find(
      ({ login, id }) =>
        email === `${id}+${login}@users.noreply.github.com` || email === `${login}@users.noreply.github.com`,
    );
  }

  private treeJson(repo: Repository, sha: string, recursive: boolean) {
    const api = `${this.url}/repos/${repo.fullName}`;
    const tree = repo
      .plumbing(["ls-tree", "-z", "-l", ...(recursive ? ["-r", "-t"] : []), sha])
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const [info, entryPath] = line.split("\t") as [string, string];
        const [mode, type, object, size] = info.split(/\s+/) as [string, string, string, string];
        return {
          path: entryPath,
          mode,
          type,
          sha: object,
          ...(type === "blob" ? { size: Number(size) } : {}),
          url: `${api}/git/${type === "tree" ? "trees" : "blobs"}/${object}`,
        };
      });
    return { sha, url: `${api}/git/trees/${sha}`, tree, truncated: false };
  }

  /** POST /git/trees: the entries laid over `base_tree` in a temporary index; `sha: null` deletes. */
  private createTree(repo: Repository, body: Record<string, unknown>) {
    const entries = body.tree;
    if (!Array.isArray(entries)) throw new Refusal(422, 'Invalid request.\n\n"tree" wasn\'t supplied.');
    const index = path.join(this.root, `index-${this.id()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      if (body.base_tree !== undefined) {
        const base = typeof body.base_tree === "string" ? this.resolve(repo, body.base_tree, "tree") : null;
        if (!base) throw new Refusal(422, "Invalid request.\n\nbase_tree is not a valid tree oid");
        repo.plumbing(["read-tree", base], { env });
      } else repo.plumbing(["read-tree", "--empty"], { env });
      for (const entry of entries as Record<string, unknown>[]) {
        const file = entry.path;
        if (
          typeof file !== "string" ||
          !file ||
          file.startsWith("/") ||
          /[\t\n\0]/.test(file) ||
          file.split("/").some((part) => !part || part === "." || part === "..")
        )
          throw new Refusal(422, "Invalid tree info");
        if (entry.sha === null) {
          // Mode 0 removes the path (`--force-remove` would want a work tree, which a bare repository has not).
          repo.plumbing(["update-index", "--index-info"], { env, input: `0 ${ZERO}\t${file}\n` });
          continue;
        }
        if (entry.type !== "blob" || !["100644", "100755", "120000"].includes(String(entry.mode)))
          throw new Refusal(422, "Invalid tree info (the rehearsal's GitHub writes blobs only)");
        let sha = entry.sha;
        if (typeof entry.content === "string")
          sha = repo.plumbing(["hash-object", "-w", "--stdin"], { input: entry.content });
        else if (this.objectType(repo, sha) !== "blob")
          throw new Refusal(422, "Invalid tree info: no blob " + String(sha));
        repo.plumbing(["update-index", "--add", "--cacheinfo", `${entry.mode},${sha},${file}`], { env });
      }
      return this.treeJson(repo, repo.plumbing(["write-tree"], { env }), false);
    } finally {
      rmSync(index, { force: true });
    }
  }

  /** POST /git/commits: `git commit-tree`, by the caller unless an author is given. */
  private createCommit(repo: Repository, body: Record<string, unknown>, caller: Caller) {
    const tree = typeof body.tree === "string" ? body.tree : "";
    if (this.objectType(repo, tree) !== "tree") throw new Refusal(422, "Tree SHA does not exist");
    const parents = Array.isArray(body.parents) ? body.parents : [];
    if (parents.some((parent) => this.objectType(repo, parent) !== "commit"))
      throw new Refusal(422, "Parent SHA does not exist or is not a commit object");
    if (typeof body.message !== "string") throw new Refusal(422, 'Invalid request.\n\n"message" wasn\'t supplied.');
    const login = actorOf(caller);
    const email = `${login}@users.noreply.github.com`;
    const author = (body.author ?? {}) as { name?: string; email?: string; date?: string };
    const sha = repo.plumbing(
      ["commit-tree", tree, ...parents.flatMap((parent) => ["-p", String(parent)]), "-F", "-"],
      {
        input: body.message,
        env: {
          // GitHub writes a person's profile name, as it does for the editor's createCommitOnBranch.
          GIT_AUTHOR_NAME: author.name ?? caller.person?.name ?? login,
          GIT_AUTHOR_EMAIL: author.email ?? email,
          ...(author.date ? { GIT_AUTHOR_DATE: author.date } : {}),
          GIT_COMMITTER_NAME: login,
          GIT_COMMITTER_EMAIL: email,
        },
      },
    );
    const commit = this.commitJson(repo, sha, false);
    return {
      sha,
      url: `${this.url}/repos/${repo.fullName}/git/commits/${sha}`,
      ...commit.commit,
      parents: commit.parents,
    };
  }

  /** Whether moving from `before` to `after` changes a workflow file without the right to. */
  private workflowRefusal(repo: Repository, before: string, after: string, caller: Caller): string | null {
    if (mayChangeWorkflows(caller)) return null;
    if (!repo.plumbing(["diff", "--name-only", before, after, "--", ".github/workflows/"])) return null;
    return caller.run
      ? "refusing to allow a GitHub App to create or update workflow without `workflows` permission"
      : "refusing to allow an OAuth App to create or update workflow without `workflow` scope";
  }

  /**
   * PATCH /git/refs/…: moves the branch only from the commit it was read at
   * (`git update-ref <ref> <new> <old>`, a compare-and-swap), and without
   * `force` only forward, as GitHub does; then tells `onRefUpdate`.
   */
  private updateRef(repo: Repository, ref: string, body: Record<string, unknown>, caller: Caller) {
    const before = this.resolve(repo, ref, "commit");
    if (!before || !ref.startsWith("refs/heads/")) throw new Refusal(422, "Reference does not exist");
    const after = typeof body.sha === "string" && this.objectType(repo, body.sha) === "commit" ? body.sha : null;
    if (!after) throw new Refusal(422, "Object does not exist");
    const forward = this.isAncestor(repo, before, after);
    if (!forward && body.force !== true) throw new Refusal(422, "Update is not a fast forward");
    if (!forward && repo.rulesetBlocksForcePush && ref === "refs/heads/main")
      throw new Refusal(422, "Repository rule violations found\n\nCannot force-push to this branch");
    const refused = this.workflowRefusal(repo, before, after, caller);
    if (refused) throw new Refusal(403, refused);
    // Someone else moved it since it was read.
    if (!this.moveBranch(repo, ref, before, after, caller)) throw new Refusal(422, "Update is not a fast forward");
    const api = `${this.url}/repos/${repo.fullName}`;
    return {
      ref,
      url: `${api}/git/${ref}`,
      object: { sha: after, type: "commit", url: `${api}/git/commits/${after}` },
    };
  }

  /**
   * Moves `ref` to `after` only if it still points at `before` (a
   * compare-and-swap), then tells `onRefUpdate` who moved it. False, and
   * nothing moved, when someone else moved it first.
   */
  private moveBranch(repo: Repository, ref: string, before: string, after: string, caller: Caller): boolean {
    try {
      repo.plumbing(["update-ref", ref, after, before]);
    } catch {
      return false;
    }
    this.moved(repo, ref, before, after, actorOf(caller));
    return true;
  }

  private moved(repo: Repository, ref: string, before: string, after: string, actor: string): void {
    const update: RefUpdate = {
      repository: repo.fullName,
      ref,
      before,
      after,
      actor,
      message: repo.plumbing(["log", "-1", "--format=%B", after]),
    };
    for (const listener of this.onRefUpdate) listener(update);
  }

  /** What the GraphQL API (./graphql.ts) may do in `repo`, on behalf of `caller`. */
  private graphqlHost(caller: Caller, repo: Repository): GraphQLHost {
    const { person, run } = caller;
    const access = this.access(caller, repo);
    return {
      owner: repo.owner,
      name: repo.name,
      url: this.url,
      caller: person
        ? { kind: "person", login: person.login, name: person.name, id: person.id }
        : run
          ? { kind: "run" }
          : null,
      mayRead: access.read,
      mayWrite: access.write,
      git: (args, options) => repo.plumbing(args, options),
      read: (args, input) =>
        new Promise((resolve, reject) => {
          const git = spawn("git", ["-C", repo.bare, ...args]);
          const out: Buffer[] = [];
          const err: Buffer[] = [];
          git.stdout.on("data", (chunk: Buffer) => out.push(chunk));
          git.stderr.on("data", (chunk: Buffer) => err.push(chunk));
          git.on("error", reject);
          git.on("close", (code) =>
            code === 0
              ? resolve(Buffer.concat(out))
              : reject(new Error(Buffer.concat(err).toString() || `git ${args[0]}: ${code}`)),
          );
          // A git that has read all it needs may close its input early: its exit code tells.
          git.stdin.on("error", () => undefined).end(input);
        }),
      personByEmail: (email) => this.personByEmail(email),
      runsFor: (sha) =>
        repo.runs
          .filter((each) => each.head_sha === sha)
          .map((each) => ({ name: each.name, url: this.runJson(repo, each).html_url, jobs: each.jobs })),
      writeTree: (base, entries) => {
        if (!mayChangeWorkflows(caller) && entries.some(({ path: file }) => file.startsWith(".github/workflows/")))
          throw new Refusal(
            403,
            "refusing to allow an OAuth App to create or update workflow without `workflow` scope",
          );
        // A file keeps its mode (an executable stays one), as GitHub keeps it.
        const mode = (file: string) =>
          repo.plumbing(["--literal-pathspecs", "ls-tree", base, "--", file]).split(" ")[0] || "100644";
        return this.createTree(repo, {
          base_tree: base,
          tree: entries.map(({ path: file, sha }) =>
            sha === null ? { path: file, sha: null } : { path: file, mode: mode(file), type: "blob", sha },
          ),
        }).sha;
      },
      moveBranch: (ref, before, after) => this.moveBranch(repo, ref, before, after, caller),
    };
  }

  private isAncestor(repo: Repository, ancestor: string, descendant: string): boolean {
    try {
      repo.plumbing(["merge-base", "--is-ancestor", ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  /** git's smart HTTP through `git http-backend`: who pushes decides what GitHub refuses. */
  private git(request: IncomingMessage, response: ServerResponse, url: URL, caller: Caller, repo: Repository) {
    const pushing =
      url.pathname.endsWith("/git-receive-pack") || url.searchParams.get("service") === "git-receive-pack";
    const access = this.access(caller, repo);
    if (!access.read || (pushing && !access.write)) {
      const anonymous = !caller.run && !caller.person && !caller.fineGrained;
      response.writeHead(anonymous ? 401 : 403, {
        "www-authenticate": 'Basic realm="GitHub"',
        "content-type": "text/plain",
      });
      response.end(
        anonymous ? "Authentication required\n" : `Permission to ${repo.fullName}.git denied to ${actorOf(caller)}.\n`,
      );
      return Promise.resolve();
    }
    const before = pushing ? new Map(this.branches(repo)) : null;
    return new Promise<void>((resolve) => {
      const backend = spawn("git", ["http-backend"], {
        env: {
          PATH: process.env.PATH,
          GIT_PROJECT_ROOT: path.join(this.root, "git"),
          GIT_HTTP_EXPORT_ALL: "1",
          PATH_INFO: url.pathname,
          QUERY_STRING: url.search.slice(1),
          REQUEST_METHOD: request.method,
          CONTENT_TYPE: request.headers["content-type"] ?? "",
          REMOTE_USER: actorOf(caller),
          REMOTE_ADDR: "127.0.0.1",
          PUSHER_KIND: caller.run ? "app" : caller.fineGrained ? "fine-grained" : "user",
          WORKFLOW_SCOPE: mayChangeWorkflows(caller) ? "1" : "",
          RULESET_BLOCKS_FORCE_PUSH: repo.rulesetBlocksForcePush ? "1" : "",
          GIT_CONFIG_NOSYSTEM: "1",
          HOME: this.root,
        },
      });
      request.pipe(backend.stdin);
      let head = Buffer.alloc(0);
      let headersSent = false;
      backend.stdout.on("data", (chunk: Buffer) => {
        if (headersSent) return void response.write(chunk);
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf("\r\n\r\n");
        if (end < 0) return;
        const lines = head.subarray(0, end).toString().split("\r\n");
        let status = 200;
        const headers: Record<string, string> = {};
        for (const header of lines) {
          const [name, ...value] = header.split(":");
          if (name!.toLowerCase() === "status") status = Number(value.join(":").trim().split(" ")[0]);
          else headers[name!] = value.join(":").trim();
        }
        response.writeHead(status, headers);
        headersSent = true;
        response.write(head.subarray(end + 4));
      });
      backend.on("close", () => {
        response.end();
        // A push that moved branches: GitHub tells what it starts.
        if (before)
          for (const [ref, after] of this.branches(repo))
            if (before.get(ref) !== after) this.moved(repo, ref, before.get(ref) ?? ZERO, after, actorOf(caller));
        resolve();
      });
    });
  }

  private branches(repo: Repository): [string, string][] {
    return repo
      .plumbing(["for-each-ref", "--format=%(refname) %(objectname)", "refs/heads/"])
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(" ") as [string, string]);
  }
}

/** A git date (2026-11-25T14:03:00+07:00) as GitHub's REST API writes it: in UTC, to the second (2026-11-25T07:03:00Z). */
const githubDate = (date: string | undefined) => (date ? new Date(date).toISOString().replace(/\.\d{3}Z$/, "Z") : date);

const actorOf = (caller: Caller) =>
  caller.run ? "github-actions[bot]" : (caller.person?.login ?? caller.fineGrained?.owner ?? "");

/** Only a person's sign-in with the `workflow` scope (or a fine-grained token with Workflows write) changes workflows. */
const mayChangeWorkflows = (caller: Caller) =>
  Boolean(caller.person?.scopes.includes("workflow") || caller.fineGrained?.permissions.workflows === "write");

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as unknown;
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new Refusal(400, "Problems parsing JSON");
}

/**
 * The biggest file the stand-in reads: GitHub's own limit for a file in a repository. Node's default
 * for a child's output is 1 MB, under which every phone photo the editor uploads would answer 500.
 */
const MAX_BLOB = 100 * 1024 * 1024;

/** A blob's bytes, answered as they are: binary as octet-stream, text as text. */
class RawBody {
  readonly bytes: Buffer;
  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  if (body instanceof RawBody) {
    const binary = body.bytes.subarray(0, 8000).includes(0);
    response.writeHead(status, { "content-type": binary ? "application/octet-stream" : "text/plain; charset=utf-8" });
    return void response.end(body.bytes);
  }
  if (status === 204 || body === null) {
    response.writeHead(status);
    return void response.end();
  }
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}
