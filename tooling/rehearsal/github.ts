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
 *
 * The Git Data API (read a commit, its trees and blobs; write a tree, a
 * commit, then move main) is answered from the bare repository with git's
 * own plumbing: /admin/status/ undoes a save through it (admin/status/undo.ts).
 * Moving main that way is seen by `onRefUpdate` as a push is.
 *
 * The editor (Sveltia CMS in GitHub mode) signs in with `GET /user` and the
 * collaborator check, lists files with the REST trees, and reads and saves
 * through GraphQL (./github-graphql.ts): a save there is a compare-and-swap
 * on main, seen by `onRefUpdate` too.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { answerGraphQL, type GraphQLHost } from "./github-graphql.ts";

export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";

export interface Person {
  login: string;
  /** The name on their GitHub profile: the author name of what they save through the API. */
  name: string;
  /** Their account's number (GitHub's `id`, GraphQL's `databaseId`). */
  id: number;
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

/** A branch moved through the API (PATCH /git/refs/…), as a push would tell: who, from what to what. */
export interface RefUpdate {
  ref: string;
  before: string;
  after: string;
  actor: string;
  /** The new head commit's message. */
  message: string;
}

type Caller = { person?: Person; run?: RunToken };

/** A GitHub answer other than 200, raised inside a handler. */
class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
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
  /** Called after a branch moved through the API, as GitHub starts what a push starts. */
  readonly onRefUpdate: ((update: RefUpdate) => void)[] = [];
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

  addPerson(login: string, permission: Permission, name = login): Person {
    const person = { login, name, id: this.id(), permission, token: `gho_${login.replace(/\W/g, "")}${this.id()}` };
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
  private caller(request: IncomingMessage): Caller {
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

    if (url.pathname === "/graphql" && request.method === "POST") {
      const [status, body] = await answerGraphQL(this.graphqlHost(caller), await readJson(request));
      return json(response, status, body);
    }
    if (url.pathname === "/user" && request.method === "GET") {
      const { person } = caller;
      if (!person) return json(response, 401, { message: "Requires authentication" });
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

    const prefix = `/repos/${this.owner}/${this.name}`;
    if (!url.pathname.startsWith(prefix)) return json(response, 404, { message: "Not Found" });
    // A private repository is invisible to anyone without access.
    if (this.visibility === "private" && !caller.run && !caller.person)
      return json(response, 404, { message: "Not Found" });
    const route = url.pathname.slice(prefix.length);
    if (route.startsWith("/git/") || /^\/commits\/[^/]+$/.test(route)) {
      try {
        const [status, body] = await this.gitData(request, route, url, caller);
        return json(response, status, body);
      } catch (error) {
        if (error instanceof Refusal) return json(response, error.status, { message: error.message });
        throw error;
      }
    }
    if (request.method !== "GET") return json(response, 405, { message: "Method not allowed here" });
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
    if ((match = route.match(/^\/collaborators\/([^/]+)$/))) {
      // "Check if a user is a repository collaborator": 204 or 404; only someone with push access may ask.
      const asking = caller.person;
      if (!asking || !["admin", "maintain", "write"].includes(asking.permission))
        return json(response, 403, { message: "Must have push access to view repository collaborators." });
      const person = this.people.get(decodeURIComponent(match[1]!));
      response.writeHead(person && person.permission !== "none" ? 204 : 404);
      return void response.end();
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

  /** The Git Data API and "Get a commit", in GitHub's shapes, from the bare repository. */
  private async gitData(request: IncomingMessage, route: string, url: URL, caller: Caller): Promise<[number, unknown]> {
    const api = `${this.url}/repos/${this.repository}`;
    let match: RegExpMatchArray | null;
    if (request.method === "GET") {
      if ((match = route.match(/^\/commits\/([^/]+)$/))) {
        const sha = this.resolve(decodeURIComponent(match[1]!), "commit");
        if (!sha) throw new Refusal(422, `No commit found for SHA: ${match[1]}`);
        return [200, this.commitJson(sha)];
      }
      if ((match = route.match(/^\/git\/ref\/(.+)$/))) {
        const ref = `refs/${decodeURIComponent(match[1]!)}`;
        const sha = this.resolve(ref, "commit");
        if (!sha) throw new Refusal(404, "Not Found");
        return [
          200,
          { ref, url: `${api}/git/${ref}`, object: { sha, type: "commit", url: `${api}/git/commits/${sha}` } },
        ];
      }
      if ((match = route.match(/^\/git\/trees\/([^/]+)$/))) {
        const sha = this.resolve(decodeURIComponent(match[1]!), "tree");
        if (!sha) throw new Refusal(404, "Not Found");
        return [200, this.treeJson(sha, url.searchParams.has("recursive"))];
      }
      if ((match = route.match(/^\/git\/blobs\/([0-9a-f]{40})$/))) {
        if (this.objectType(match[1]!) !== "blob") throw new Refusal(404, "Not Found");
        const content = execFileSync("git", ["-C", this.bare, "cat-file", "blob", match[1]!]);
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

    // Writing needs push access: a private repository hides itself from a person without it.
    const mayWrite = caller.run
      ? caller.run.permissions.contents === "write"
      : caller.person && ["admin", "maintain", "write"].includes(caller.person.permission);
    if (!mayWrite) {
      if (caller.run) throw new Refusal(403, "Resource not accessible by integration");
      if (this.visibility === "private") throw new Refusal(404, "Not Found");
      throw new Refusal(403, "Must have push access to repository");
    }
    const body = await readJson(request);
    if (request.method === "POST" && route === "/git/trees") return [201, this.createTree(body)];
    if (request.method === "POST" && route === "/git/commits") return [201, this.createCommit(body, caller)];
    if (request.method === "PATCH" && (match = route.match(/^\/git\/refs\/(.+)$/)))
      return [200, this.updateRef(`refs/${decodeURIComponent(match[1]!)}`, body, caller)];
    throw new Refusal(404, "Not Found (not answered by the rehearsal's GitHub)");
  }

  private plumbing(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
    return execFileSync("git", ["-C", this.bare, ...args], {
      encoding: "utf8",
      input: options.input,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    }).trim();
  }

  /** The commit or tree a name (sha, branch, `refs/…`) stands for, or null. */
  private resolve(name: string, kind: "commit" | "tree"): string | null {
    if (!/^[\w./-]+$/.test(name) || name.startsWith("-")) return null;
    try {
      return this.plumbing(["rev-parse", "--verify", "-q", `${name}^{${kind}}`]);
    } catch {
      return null;
    }
  }

  private objectType(sha: unknown): string | null {
    if (typeof sha !== "string" || !/^[0-9a-f]{40}$/.test(sha)) return null;
    try {
      return this.plumbing(["cat-file", "-t", sha]);
    } catch {
      return null;
    }
  }

  private commitJson(sha: string) {
    const api = `${this.url}/repos/${this.repository}`;
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
    ] = this.plumbing(["show", "-s", "--format=%T%n%P%n%an%n%ae%n%aI%n%cn%n%ce%n%cI%n%B", sha]).split("\n");
    const parentList = parents ? parents.split(" ") : [];
    // Against the first parent, as GitHub lists a commit's files; renames found as GitHub finds them.
    const raw = this.plumbing([
      "diff-tree",
      "-r",
      "-M",
      "--raw",
      "-z",
      "--no-commit-id",
      ...(parentList[0] ? [parentList[0], sha] : ["--root", sha]),
    ]).split("\0");
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
    return {
      sha,
      url: `${api}/commits/${sha}`,
      html_url: `${this.url}/${this.repository}/commit/${sha}`,
      commit: {
        message: message.join("\n").trim(),
        tree: { sha: tree, url: `${api}/git/trees/${tree}` },
        author: { name: authorName, email: authorEmail, date: authorDate },
        committer: { name: committerName, email: committerEmail, date: committerDate },
      },
      parents: parentList.map((parent) => ({ sha: parent, url: `${api}/commits/${parent}` })),
      files,
    };
  }

  private treeJson(sha: string, recursive: boolean) {
    const api = `${this.url}/repos/${this.repository}`;
    const tree = this.plumbing(["ls-tree", "-z", "-l", ...(recursive ? ["-r", "-t"] : []), sha])
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
  private createTree(body: Record<string, unknown>) {
    const entries = body.tree;
    if (!Array.isArray(entries)) throw new Refusal(422, 'Invalid request.\n\n"tree" wasn\'t supplied.');
    const index = path.join(this.root, `index-${this.id()}`);
    const env = { GIT_INDEX_FILE: index };
    try {
      if (body.base_tree !== undefined) {
        const base = typeof body.base_tree === "string" ? this.resolve(body.base_tree, "tree") : null;
        if (!base) throw new Refusal(422, "Invalid request.\n\nbase_tree is not a valid tree oid");
        this.plumbing(["read-tree", base], { env });
      } else this.plumbing(["read-tree", "--empty"], { env });
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
          this.plumbing(["update-index", "--index-info"], { env, input: `0 ${ZERO}\t${file}\n` });
          continue;
        }
        if (entry.type !== "blob" || !["100644", "100755", "120000"].includes(String(entry.mode)))
          throw new Refusal(422, "Invalid tree info (the rehearsal's GitHub writes blobs only)");
        let sha = entry.sha;
        if (typeof entry.content === "string")
          sha = this.plumbing(["hash-object", "-w", "--stdin"], { input: entry.content });
        else if (this.objectType(sha) !== "blob") throw new Refusal(422, "Invalid tree info: no blob " + String(sha));
        this.plumbing(["update-index", "--add", "--cacheinfo", `${entry.mode},${sha},${file}`], { env });
      }
      return this.treeJson(this.plumbing(["write-tree"], { env }), false);
    } finally {
      rmSync(index, { force: true });
    }
  }

  /** POST /git/commits: `git commit-tree`, by the caller unless an author is given. */
  private createCommit(body: Record<string, unknown>, caller: Caller) {
    const tree = typeof body.tree === "string" ? body.tree : "";
    if (this.objectType(tree) !== "tree") throw new Refusal(422, "Tree SHA does not exist");
    const parents = Array.isArray(body.parents) ? body.parents : [];
    if (parents.some((parent) => this.objectType(parent) !== "commit"))
      throw new Refusal(422, "Parent SHA does not exist or is not a commit object");
    if (typeof body.message !== "string") throw new Refusal(422, 'Invalid request.\n\n"message" wasn\'t supplied.');
    const login = caller.run ? "github-actions[bot]" : caller.person!.login;
    const email = `${login}@users.noreply.github.com`;
    const author = (body.author ?? {}) as { name?: string; email?: string; date?: string };
    const sha = this.plumbing(
      ["commit-tree", tree, ...parents.flatMap((parent) => ["-p", String(parent)]), "-F", "-"],
      {
        input: body.message,
        env: {
          GIT_AUTHOR_NAME: author.name ?? login,
          GIT_AUTHOR_EMAIL: author.email ?? email,
          ...(author.date ? { GIT_AUTHOR_DATE: author.date } : {}),
          GIT_COMMITTER_NAME: login,
          GIT_COMMITTER_EMAIL: email,
        },
      },
    );
    const commit = this.commitJson(sha);
    return {
      sha,
      url: `${this.url}/repos/${this.repository}/git/commits/${sha}`,
      ...commit.commit,
      parents: commit.parents,
    };
  }

  /**
   * PATCH /git/refs/…: moves the branch only from the commit it was read at
   * (`git update-ref <ref> <new> <old>`, a compare-and-swap), and without
   * `force` only forward, as GitHub does; then tells `onRefUpdate`.
   */
  private updateRef(ref: string, body: Record<string, unknown>, caller: Caller) {
    const before = this.resolve(ref, "commit");
    if (!before || !ref.startsWith("refs/heads/")) throw new Refusal(422, "Reference does not exist");
    const after = typeof body.sha === "string" && this.objectType(body.sha) === "commit" ? body.sha : null;
    if (!after) throw new Refusal(422, "Object does not exist");
    const forward = this.isAncestor(before, after);
    if (!forward && body.force !== true) throw new Refusal(422, "Update is not a fast forward");
    if (!forward && this.rulesetBlocksForcePush && ref === "refs/heads/main")
      throw new Refusal(422, "Repository rule violations found\n\nCannot force-push to this branch");
    if (caller.run && this.plumbing(["diff", "--name-only", before, after, "--", ".github/workflows/"]))
      throw new Refusal(
        403,
        "refusing to allow a GitHub App to create or update workflow without `workflows` permission",
      );
    // Someone else moved it since it was read.
    if (!this.moveBranch(ref, before, after, caller)) throw new Refusal(422, "Update is not a fast forward");
    const api = `${this.url}/repos/${this.repository}`;
    return {
      ref,
      url: `${api}/git/${ref}`,
      object: { sha: after, type: "commit", url: `${api}/git/commits/${after}` },
    };
  }

  /**
   * Moves `ref` to `after` only if it still points at `before` (`git update-ref
   * <ref> <new> <old>`, a compare-and-swap), then tells `onRefUpdate` who moved
   * it. False, and nothing moved, when someone else moved it first.
   */
  private moveBranch(ref: string, before: string, after: string, caller: Caller): boolean {
    try {
      this.plumbing(["update-ref", ref, after, before]);
    } catch {
      return false;
    }
    const update: RefUpdate = {
      ref,
      before,
      after,
      actor: caller.run ? "github-actions[bot]" : caller.person!.login,
      message: this.plumbing(["log", "-1", "--format=%B", after]),
    };
    for (const listener of this.onRefUpdate) listener(update);
    return true;
  }

  /** What the GraphQL API (./github-graphql.ts) may do here, on behalf of `caller`. */
  private graphqlHost(caller: Caller): GraphQLHost {
    const { person, run } = caller;
    const mayWrite = run
      ? run.permissions.contents === "write"
      : Boolean(person && ["admin", "maintain", "write"].includes(person.permission));
    return {
      owner: this.owner,
      name: this.name,
      url: this.url,
      caller: person
        ? { kind: "person", login: person.login, name: person.name, id: person.id }
        : run
          ? { kind: "run" }
          : null,
      mayRead: Boolean(run) || Boolean(person && person.permission !== "none") || this.visibility === "public",
      mayWrite,
      git: (args, options) => this.plumbing(args, options),
      read: (args, input) =>
        new Promise((resolve, reject) => {
          const git = spawn("git", ["-C", this.bare, ...args]);
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
      personByEmail: (email) =>
        [...this.people.values()].find(
          ({ login, id }) =>
            email === `${id}+${login}@users.noreply.github.com` || email === `${login}@users.noreply.github.com`,
        ),
      runsFor: (sha) =>
        this.runs
          .filter((each) => each.head_sha === sha)
          .map((each) => ({ name: each.name, url: this.runJson(each).html_url, jobs: each.jobs })),
      writeTree: (base, entries) => {
        // A file keeps its mode (an executable stays one), as GitHub keeps it.
        const mode = (file: string) =>
          this.plumbing(["--literal-pathspecs", "ls-tree", base, "--", file]).split(" ")[0] || "100644";
        return this.createTree({
          base_tree: base,
          tree: entries.map(({ path: file, sha }) =>
            sha === null ? { path: file, sha: null } : { path: file, mode: mode(file), type: "blob", sha },
          ),
        }).sha;
      },
      moveBranch: (ref, before, after) => this.moveBranch(ref, before, after, caller),
    };
  }

  private isAncestor(ancestor: string, descendant: string): boolean {
    try {
      this.plumbing(["merge-base", "--is-ancestor", ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  /** git's smart HTTP through `git http-backend`: who pushes decides what GitHub refuses. */
  private git(request: IncomingMessage, response: ServerResponse, url: URL, caller: Caller): Promise<void> {
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
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}
