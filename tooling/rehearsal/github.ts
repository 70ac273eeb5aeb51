/**
 * GitHub, as far as the publishing workflow and the staff's status page meet
 * it, on this machine: one repository (a bare git repository, served over
 * git's smart HTTP so that a push says who pushed), its people and their
 * permissions, pull requests, and the REST API the workflow and
 * /admin/status/ call, in GitHub's response shapes. The workflow runs
 * themselves are recorded here by the rehearsal (./rehearsal.ts).
 *
 * What it reproduces because the workflow meets it on GitHub
 * (../shared/research/github-runner.md): the workflow's token may not
 * create or update anything under .github/workflows/; a private repository
 * answers 404 to anyone without a token; a ruleset blocks force pushes to
 * main. Failures can be injected per path, to prove the workflow fails
 * closed.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";

export interface Person {
  login: string;
  permission: Permission;
  /** The token their sign-in (or, for the maintainer, their own use) gives them. */
  token: string;
}

export interface PullRequest {
  number: number;
  title: string;
  head: string;
  base: string;
  author: string;
  merged_at: string | null;
  merged_by: string | null;
  /** The commits it brought onto base (its own, and the merge or squash commit). */
  commits: string[];
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

/** The token GitHub gives one run's jobs (`github.token`): an app, not a person. */
export interface RunToken {
  token: string;
  runId: number;
  permissions: Record<string, string>;
}

type Failure = { method: string; pattern: RegExp; status: number };

const ZERO = "0".repeat(40);

/** Refuses what GitHub refuses on a push; the pusher's kind comes from the server (REMOTE_USER). */
const PRE_RECEIVE = `#!/bin/sh
# A stand-in of GitHub's own checks on a push (tooling/rehearsal/github.ts).
empty=$(git hash-object -t tree /dev/null)
while read -r old new ref; do
  [ "$new" = ${ZERO} ] && continue
  base=$old
  [ "$old" = ${ZERO} ] && base=$empty
  if [ "\${PUSHER_KIND:-}" = app ] && [ -n "$(git diff --name-only "$base" "$new" -- .github/workflows/)" ]; then
    file=$(git diff --name-only "$base" "$new" -- .github/workflows/ | head -n 1)
    echo "refusing to allow a GitHub App to create or update workflow \\\`$file\\\` without \\\`workflows\\\` permission" >&2
    exit 1
  fi
  if [ "\${RULESET_BLOCKS_FORCE_PUSH:-}" = 1 ] && [ "$ref" = refs/heads/main ] && [ "$old" != ${ZERO} ] && ! git merge-base --is-ancestor "$old" "$new"; then
    echo "GH013: Repository rule violations found for refs/heads/main: Cannot force-push to this branch" >&2
    exit 1
  fi
done
`;

export class GitHubStandIn {
  readonly owner: string;
  readonly name: string;
  readonly bare: string;
  readonly people = new Map<string, Person>();
  readonly pulls: PullRequest[] = [];
  readonly runs: RunRecord[] = [];
  readonly runTokens = new Map<string, RunToken>();
  private failures: Failure[] = [];
  private server?: Server;
  private nextId = 1000;
  /** "GET /repos/…" for every request, to show what was asked. */
  readonly requests: string[] = [];
  url = "";

  readonly root: string;
  readonly visibility: "private" | "public";
  /**
   * A ruleset that blocks force pushes to main. GitHub Free has no rulesets for a
   * private repository, so by default there is none: the guard must not rely on one.
   */
  rulesetBlocksForcePush = false;

  constructor(root: string, repository: string, visibility: "private" | "public" = "private") {
    this.root = root;
    this.visibility = visibility;
    [this.owner, this.name] = repository.split("/") as [string, string];
    this.bare = path.join(root, "git", this.owner, `${this.name}.git`);
    mkdirSync(this.bare, { recursive: true });
    execFileSync("git", ["init", "-q", "--bare", "-b", "main", this.bare]);
    execFileSync("git", ["-C", this.bare, "config", "http.receivepack", "true"]);
    const hook = path.join(this.bare, "hooks", "pre-receive");
    writeFileSync(hook, PRE_RECEIVE);
    chmodSync(hook, 0o755);
  }

  get repository(): string {
    return `${this.owner}/${this.name}`;
  }

  id(): number {
    return this.nextId++;
  }

  addPerson(login: string, permission: Permission): Person {
    const person = { login, permission, token: `gho_${login.replace(/\W/g, "")}${this.id()}` };
    this.people.set(login, person);
    return person;
  }

  /** A token for one run's jobs, with the permissions its job asks for. */
  runToken(runId: number, permissions: Record<string, string>): string {
    const token = `ghs_run${runId}_${this.id()}`;
    this.runTokens.set(token, { token, runId, permissions });
    return token;
  }

  /** Until cleared, requests whose "METHOD path" matches answer `status`. */
  fail(method: string, pattern: RegExp, status = 502): void {
    this.failures.push({ method, pattern, status });
  }

  heal(): void {
    this.failures = [];
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: error.message }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Who a request comes from: a person, a run's token, or nobody. */
  private caller(request: IncomingMessage): { person?: Person; run?: RunToken } {
    const header = request.headers.authorization ?? "";
    let token = "";
    if (/^(bearer|token) /i.test(header)) token = header.replace(/^\S+ /, "");
    else if (/^basic /i.test(header)) token = Buffer.from(header.slice(6), "base64").toString().split(":")[1] ?? "";
    const run = this.runTokens.get(token);
    if (run) return { run };
    return { person: [...this.people.values()].find((person) => person.token === token) };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://github");
    const line = `${request.method} ${url.pathname}${url.search}`;
    this.requests.push(line);
    const failure = this.failures.find((each) => each.method === request.method && each.pattern.test(url.pathname));
    if (failure) return json(response, failure.status, { message: "Server Error (injected by the rehearsal)" });

    const caller = this.caller(request);
    // https://github.com/owner/name(.git)/…: git's smart HTTP, with or without .git as GitHub accepts both.
    const repoPath = `/${this.owner}/${this.name}`;
    if (
      url.pathname.startsWith(`${repoPath}.git/`) ||
      url.pathname.startsWith(`${repoPath}/info/`) ||
      /\/git-(upload|receive)-pack$/.test(url.pathname)
    ) {
      if (!url.pathname.startsWith(`${repoPath}.git/`))
        url.pathname = url.pathname.replace(`${repoPath}/`, `${repoPath}.git/`);
      return this.git(request, response, url, caller);
    }

    const prefix = `/repos/${this.owner}/${this.name}`;
    if (!url.pathname.startsWith(prefix)) return json(response, 404, { message: "Not Found" });
    // A private repository is invisible to anyone without access.
    if (this.visibility === "private" && !caller.run && !caller.person)
      return json(response, 404, { message: "Not Found" });
    if (request.method !== "GET") return json(response, 405, { message: "Method not allowed here" });
    const route = url.pathname.slice(prefix.length);
    const perPage = Number(url.searchParams.get("per_page") ?? 30);
    let match: RegExpMatchArray | null;

    if ((match = route.match(/^\/actions\/workflows\/([\w.-]+)\/runs$/))) {
      const branch = url.searchParams.get("branch");
      const status = url.searchParams.get("status");
      const runs = this.runs
        .filter((run) => run.workflow === match![1])
        .filter((run) => !branch || run.head_branch === branch)
        .filter((run) => !status || run.status === status || run.conclusion === status)
        .slice()
        .reverse()
        .slice(0, perPage);
      return json(response, 200, { total_count: runs.length, workflow_runs: runs.map((run) => this.runJson(run)) });
    }
    if ((match = route.match(/^\/actions\/runs\/(\d+)\/jobs$/))) {
      const run = this.runs.find((each) => each.id === Number(match![1]));
      if (!run) return json(response, 404, { message: "Not Found" });
      const jobs = run.jobs.map((job) => ({
        id: job.id,
        run_id: run.id,
        name: job.name,
        status: job.status,
        conclusion: job.conclusion,
        check_run_url: `${this.url}${prefix}/check-runs/${job.id}`,
        html_url: `${this.url}/${this.repository}/actions/runs/${run.id}/job/${job.id}`,
      }));
      return json(response, 200, { total_count: jobs.length, jobs });
    }
    if ((match = route.match(/^\/check-runs\/(\d+)\/annotations$/))) {
      const job = this.runs.flatMap((run) => run.jobs).find((each) => each.id === Number(match![1]));
      return job ? json(response, 200, job.annotations) : json(response, 404, { message: "Not Found" });
    }
    if ((match = route.match(/^\/commits\/([0-9a-f]{40})\/pulls$/))) {
      const pulls = this.pulls.filter((pull) => pull.commits.includes(match![1]!));
      return json(
        response,
        200,
        pulls.map((pull) => ({ number: pull.number, state: pull.merged_at ? "closed" : "open", title: pull.title })),
      );
    }
    if ((match = route.match(/^\/pulls\/(\d+)$/))) {
      const pull = this.pulls.find((each) => each.number === Number(match![1]));
      if (!pull) return json(response, 404, { message: "Not Found" });
      return json(response, 200, {
        number: pull.number,
        title: pull.title,
        user: { login: pull.author },
        merged_at: pull.merged_at,
        merged_by: pull.merged_by ? { login: pull.merged_by } : null,
        base: { ref: pull.base },
        head: { ref: pull.head },
      });
    }
    if ((match = route.match(/^\/collaborators\/([^/]+)\/permission$/))) {
      const person = this.people.get(decodeURIComponent(match[1]!));
      if (!person) return json(response, 404, { message: `${match[1]} is not a user` });
      return json(response, 200, {
        permission: person.permission,
        role_name: person.permission,
        user: { login: person.login },
      });
    }
    if (route === "")
      return json(response, 200, { full_name: this.repository, private: this.visibility === "private" });
    return json(response, 404, { message: "Not Found (not answered by the rehearsal's GitHub)" });
  }

  runJson(run: RunRecord) {
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
      html_url: `${this.url}/${this.repository}/actions/runs/${run.id}`,
    };
  }

  /** git's smart HTTP through `git http-backend`: who pushes decides what GitHub refuses. */
  private git(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    caller: { person?: Person; run?: RunToken },
  ): Promise<void> {
    const pushing =
      url.pathname.endsWith("/git-receive-pack") || url.searchParams.get("service") === "git-receive-pack";
    const mayPush = caller.run
      ? caller.run.permissions.contents === "write"
      : caller.person && ["admin", "maintain", "write"].includes(caller.person.permission);
    if (pushing && !mayPush) {
      response.writeHead(caller.run || caller.person ? 403 : 401, {
        "www-authenticate": 'Basic realm="GitHub"',
        "content-type": "text/plain",
      });
      response.end(caller.run ? "Permission to write denied to github-actions[bot].\n" : "Authentication required\n");
      return Promise.resolve();
    }
    if (this.visibility === "private" && !caller.run && !caller.person) {
      response.writeHead(401, { "www-authenticate": 'Basic realm="GitHub"' });
      response.end();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const backend = spawn("git", ["http-backend"], {
        env: {
          PATH: process.env.PATH,
          GIT_PROJECT_ROOT: path.join(this.root, "git"),
          GIT_HTTP_EXPORT_ALL: "1",
          PATH_INFO: url.pathname,
          QUERY_STRING: url.search.slice(1),
          REQUEST_METHOD: request.method,
          CONTENT_TYPE: request.headers["content-type"] ?? "",
          REMOTE_USER: caller.run ? "github-actions[bot]" : (caller.person?.login ?? ""),
          REMOTE_ADDR: "127.0.0.1",
          PUSHER_KIND: caller.run ? "app" : "user",
          RULESET_BLOCKS_FORCE_PUSH: this.rulesetBlocksForcePush ? "1" : "",
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
        resolve();
      });
    });
  }

  /** The commit a branch points at in the repository, or null. */
  head(branch = "main"): string | null {
    try {
      return execFileSync("git", ["-C", this.bare, "rev-parse", "--verify", "-q", `refs/heads/${branch}`], {
        encoding: "utf8",
      }).trim();
    } catch {
      return null;
    }
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}
