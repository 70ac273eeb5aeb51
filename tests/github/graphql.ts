/**
 * GitHub's GraphQL API (POST /graphql), as far as the editor (Sveltia CMS
 * 0.221.1 in GitHub mode) asks it: the branch's last commit, the text of
 * entry files by blob id, each file's last commit and its author, the
 * deploy state of a commit (checks from the stand-in's recorded runs), and
 * the save itself, `createCommitOnBranch`. Answered from the stand-in's bare
 * repository with git's own plumbing, executed by graphql-js against GitHub's
 * own published schema: a field GitHub lacks fails validation as it does on
 * GitHub, and a field GitHub has but nobody answers here fails loudly, naming
 * itself, rather than coming back null. The editor asks for
 * every file at once (one alias per file); what those aliases read from git
 * is gathered into one `git cat-file --batch` and one `git log` per request.
 *
 * `createCommitOnBranch` is a compare-and-swap: the commit is built on
 * `expectedHeadOid` and main moves only from there (`git update-ref <ref>
 * <new> <old>`); when main has moved, GitHub's STALE_DATA error is answered
 * and nothing is written. A save is seen by the stand-in's `onRefUpdate` as
 * a push is.
 */
import { readFileSync } from "node:fs";
import {
  buildSchema,
  graphql,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";

/** What the GraphQL API needs of the stand-in (./stand-in.ts): its repository, people and runs. */
export interface GraphQLHost {
  owner: string;
  name: string;
  /** The stand-in's address, for the URLs in answers. */
  url: string;
  /** Who asks: a person (login, their name and id), a run's token, or nobody. */
  caller: { kind: "person"; login: string; name: string; id: number } | { kind: "run" } | null;
  /** Whether the caller may read the repository at all (a private one hides from strangers). */
  mayRead: boolean;
  /** Whether the caller may push to it. */
  mayWrite: boolean;
  /** git plumbing in the bare repository, waited for; output trimmed. */
  git: (args: string[], options?: { input?: string | Buffer; env?: Record<string, string> }) => string;
  /** git plumbing in the bare repository, without holding up the server; output as it is. */
  read: (args: string[], input?: string) => Promise<Buffer>;
  /** A person by the email a commit carries (GitHub links a commit to an account by it). */
  personByEmail: (email: string) => { login: string; id: number } | undefined;
  /** The stand-in's recorded workflow runs for a commit, as its check suites. */
  runsFor: (
    sha: string,
  ) => { name: string; url: string; jobs: { name: string; status: string; conclusion: string | null }[] }[];
  /** Writes a tree: the entries over `base` (sha null: removed), as POST /git/trees does; throws what it refuses. */
  writeTree: (base: string, entries: { path: string; sha: string | null }[]) => string;
  /** Moves `ref` from `before` to `after` only if it is still at `before`, then tells `onRefUpdate`; false if it moved. */
  moveBranch: (ref: string, before: string, after: string) => boolean;
}

/**
 * GitHub's published schema (@octokit/graphql-schema), built once on first use: a query the real
 * API would reject is rejected here too, and a package update that changes what the editor asks
 * for shows up as a failing query instead of an answer GitHub would never give.
 */
let schema: GraphQLSchema | undefined;
const githubSchema = () =>
  (schema ??= buildSchema(
    readFileSync(new URL("./schema.graphql", import.meta.resolve("@octokit/graphql-schema")), "utf8"),
    // GitHub deprecates a few interface fields on some implementations only, which graphql-js 17's
    // schema check refuses; GitHub serves the schema as it is, so the stand-in takes it as it is.
    { assumeValid: true, assumeValidSDL: true },
  ));

/**
 * Answers a field from the object its parent resolved to: a property, or a function of the
 * arguments. graphql-js's own default answers null for a property that is not there, which would
 * pass for "GitHub has nothing here"; a field nobody wrote an answer for must fail the query instead.
 */
const strictField: GraphQLFieldResolver<unknown, unknown> = (source, args, _context, info) => {
  if (source !== null && typeof source === "object" && Object.hasOwn(source, info.fieldName)) {
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === "function" ? (value as (args: unknown) => unknown)(args) : value;
  }
  throw new GraphQLError(`Stand-in GitHub: field ${info.parentType.name}.${info.fieldName} is not implemented`, {
    extensions: { type: "NOT_IMPLEMENTED" },
  });
};

/** GitHub.com's cap on `Blob.text`: beyond it the text is cut and `isTruncated` is true. */
const TEXT_LIMIT = 512 * 1024;

/** An error as GitHub's GraphQL API words it: a `type` beside the message (NOT_FOUND, FORBIDDEN, STALE_DATA …). */
function refusal(type: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { type } });
}

type Args = Record<string, unknown>;

interface GitObjectData {
  type: string;
  bytes: Buffer;
}

interface CommitInfo {
  tree: string;
  parents: string[];
  author: { name: string; email: string; date: string };
  committer: { name: string; email: string; date: string };
  message: string;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** A commit object as git stores it: headers (tree, parents, author, committer), a blank line, the message. */
function parseCommit(bytes: Buffer): CommitInfo {
  const [head, message] = splitOnce(bytes.toString("utf8"), "\n\n");
  const info: CommitInfo = {
    tree: "",
    parents: [],
    author: { name: "", email: "", date: "" },
    committer: { name: "", email: "", date: "" },
    message: message.trim(),
  };
  for (const line of head.split("\n")) {
    const [field, value] = splitOnce(line, " ");
    if (field === "tree") info.tree = value;
    else if (field === "parent") info.parents.push(value);
    else if (field === "author" || field === "committer") {
      const [, name = "", email = "", seconds = "0", zone = "+0000"] =
        /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(value) ?? [];
      info[field] = { name, email, date: gitTimestamp(Number(seconds), zone) };
    }
  }
  return info;
}

/** A git time as GitHub's GitTimestamp gives it: ISO 8601 in the committer's own zone. */
function gitTimestamp(seconds: number, zone: string): string {
  const offset = (zone.startsWith("-") ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
  const local = new Date((seconds + offset * 60) * 1000).toISOString().slice(0, 19);
  return `${local}${offset === 0 ? "Z" : `${zone.slice(0, 3)}:${zone.slice(3)}`}`;
}

/**
 * Calls made in one turn of the event loop, answered together by one `load`
 * (the editor asks for each file in an alias of its own; graphql-js resolves
 * the aliases side by side).
 */
function batched<K, V>(load: (keys: K[]) => Promise<V[]>): (key: K) => Promise<V> {
  let queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (queue.length === 0)
        setImmediate(() => {
          const taken = queue;
          queue = [];
          load(taken.map((each) => each.key)).then(
            (values) => taken.forEach((each, index) => each.resolve(values[index]!)),
            (error: unknown) => taken.forEach((each) => each.reject(error)),
          );
        });
      queue.push({ key, resolve, reject });
    });
}

/**
 * The answer to one POST /graphql body, with its HTTP status: 200 with `data`
 * and, when something was refused, `errors` (GitHub's shape), as GitHub does.
 */
export async function answerGraphQL(host: GraphQLHost, body: Record<string, unknown>): Promise<[number, unknown]> {
  if (!host.caller)
    return [
      401,
      {
        message: "This endpoint requires you to be authenticated.",
        documentation_url:
          "https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql",
      },
    ];
  if (typeof body.query !== "string")
    return [400, { message: "A query attribute must be specified and must be a string." }];
  const isOid = (oid: unknown): oid is string => typeof oid === "string" && /^[0-9a-f]{40}$/.test(oid);

  const revParse = (expression: string): string | null => {
    if (!expression || expression.startsWith("-") || /[\0\n]/.test(expression)) return null;
    try {
      return host.git(["rev-parse", "--verify", "-q", expression]);
    } catch {
      return null;
    }
  };

  /** Objects asked for in one turn, read by one `git cat-file --batch`: type and bytes, or null when missing. */
  const objects = batched<string, GitObjectData | null>(async (oids) => {
    const unique = [...new Set(oids)];
    const output = await host.read(["cat-file", "--batch"], unique.map((oid) => `${oid}\n`).join(""));
    const found = new Map<string, GitObjectData>();
    for (let at = 0; at < output.length;) {
      const end = output.indexOf(10, at);
      const [oid, type, size] = output.subarray(at, end).toString().split(" ") as [string, string, string?];
      at = end + 1;
      if (type === "missing" || size === undefined) continue;
      found.set(oid, { type, bytes: output.subarray(at, at + Number(size)) });
      at += Number(size) + 1;
    }
    return oids.map((oid) => found.get(oid) ?? null);
  });

  /**
   * The commits of `oid`'s history that changed each path, newest first, for
   * all the paths asked for in one turn: one `git log --name-only` over them.
   * (A merge lists no files there, so the commit that brought a change in is
   * named, as \`git log -- <path>\` does on a history without merges.)
   */
  const changes = batched<{ oid: string; path: string }, string[]>(async (keys) => {
    const byOid = Map.groupBy(keys, (key) => key.oid);
    const lists = new Map<string, string[]>();
    for (const [oid, wanted] of byOid) {
      const paths = [...new Set(wanted.map((key) => key.path))];
      const log = (
        await host.read(["--literal-pathspecs", "log", "-z", "--format=%x1e%H", "--name-only", oid, "--", ...paths])
      ).toString();
      for (const record of log.split("\x1e").filter(Boolean)) {
        const [commitOid, ...files] = record.split("\0");
        for (const file of files.map((name) => name.replace(/^\n/, "")).filter(Boolean))
          lists.set(`${oid}\0${file}`, [...(lists.get(`${oid}\0${file}`) ?? []), commitOid!]);
      }
    }
    return keys.map(({ oid, path }) => lists.get(`${oid}\0${path}`) ?? []);
  });

  const actor = ({ name, email, date }: CommitInfo["author"]) => ({
    name,
    email,
    date,
    avatarUrl: () => `${host.url}/avatars/${encodeURIComponent(email)}`,
    user: () => {
      const person = host.personByEmail(email);
      return person ? { databaseId: person.id, login: person.login } : null;
    },
  });

  const commit = (oid: string, info: CommitInfo) => {
    const dated = (date: string) => date.replace(/\.\d{3}Z$/, "Z");
    return {
      __typename: "Commit",
      oid,
      message: info.message,
      committedDate: dated(new Date(info.committer.date).toISOString()),
      author: actor(info.author),
      tree: () => gitObject(info.tree),
      file: ({ path }: Args) => {
        const line = host.git(["--literal-pathspecs", "ls-tree", "-z", oid, "--", String(path)]).split("\0")[0];
        if (!line) return null;
        const [entry, entryPath] = line.split("\t") as [string, string];
        const [mode, type, object] = entry.split(" ") as [string, string, string];
        return {
          name: entryPath.split("/").at(-1),
          path: entryPath,
          oid: object,
          type,
          mode: parseInt(mode, 8),
          object: () => gitObject(object),
        };
      },
      history: ({ first, path }: Args) => {
        const count = Math.min(Number(first ?? 100), 100);
        const only = path === undefined || path === null ? [] : ["--", String(path)];
        return {
          nodes: async (): Promise<unknown[]> => {
            const oids = only.length
              ? (await changes({ oid, path: String(path) })).slice(0, count)
              : (await host.read(["rev-list", `--max-count=${count}`, oid])).toString().split("\n").filter(Boolean);
            return Promise.all(oids.map(gitObject));
          },
          totalCount: () => Number(host.git(["--literal-pathspecs", "rev-list", "--count", oid, ...only])),
        };
      },
      // No commit statuses nor deployments are posted to the stand-in: GitHub's answers for a commit without them.
      status: null,
      deployments: () => ({ nodes: [] }),
      checkSuites: ({ last }: Args) => {
        const suites = host.runsFor(oid).map((run) => ({
          checkRuns: ({ last: lastRuns }: Args) => {
            const runs = run.jobs.map((job) => ({
              name: job.name,
              status: job.status.toUpperCase(),
              conclusion: job.conclusion ? job.conclusion.toUpperCase() : null,
              detailsUrl: run.url,
              summary: null,
            }));
            return { nodes: runs.slice(-Number(lastRuns ?? runs.length)) };
          },
        }));
        return { nodes: suites.slice(-Number(last ?? suites.length)) };
      },
    };
  };

  const treeObject = (oid: string, bytes: Buffer) => ({
    __typename: "Tree",
    oid,
    entries: () => {
      // A tree object: "<mode> <name>\0" and 20 bytes of object id, for each entry.
      const entries = [];
      for (let at = 0; at < bytes.length;) {
        const nul = bytes.indexOf(0, at);
        const [mode, name] = splitOnce(bytes.subarray(at, nul).toString(), " ");
        const object = bytes.subarray(nul + 1, nul + 21).toString("hex");
        at = nul + 21;
        const type = mode === "40000" ? "tree" : mode === "160000" ? "commit" : "blob";
        entries.push({ name, path: name, oid: object, type, mode: parseInt(mode, 8), object: () => gitObject(object) });
      }
      return entries;
    },
  });

  const blobObject = (oid: string, bytes: Buffer) => {
    const binary = bytes.subarray(0, 8000).includes(0);
    return {
      __typename: "Blob",
      oid,
      byteSize: bytes.length,
      isBinary: binary,
      isTruncated: !binary && bytes.length > TEXT_LIMIT,
      text: binary ? null : bytes.subarray(0, TEXT_LIMIT).toString("utf8"),
    };
  };

  /** Any object by its id, as GitHub's GitObject: a commit, a tree or a blob; null when there is none. */
  const gitObject = async (oid: string) => {
    if (!isOid(oid)) return null;
    const found = await objects(oid);
    if (found?.type === "commit") return commit(oid, parseCommit(found.bytes));
    if (found?.type === "tree") return treeObject(oid, found.bytes);
    if (found?.type === "blob") return blobObject(oid, found.bytes);
    return null;
  };

  /** A branch or tag by its short or full name, as GitHub's `ref(qualifiedName:)` takes it. */
  const refNamed = (qualifiedName: string) => {
    const candidates = qualifiedName.startsWith("refs/")
      ? [qualifiedName]
      : [`refs/heads/${qualifiedName}`, `refs/tags/${qualifiedName}`];
    for (const full of candidates) {
      const oid = /^refs\/[\w./-]+$/.test(full) ? revParse(full) : null;
      if (!oid) continue;
      const prefix = full.replace(/[^/]+$/, "");
      return { name: full.slice(prefix.length), prefix, target: () => gitObject(oid) };
    }
    return null;
  };

  const repository = {
    nameWithOwner: `${host.owner}/${host.name}`,
    defaultBranchRef: () => refNamed("main"),
    ref: ({ qualifiedName }: Args) => refNamed(String(qualifiedName)),
    object: ({ expression, oid }: Args) => {
      if (oid !== undefined && oid !== null) return gitObject(String(oid));
      if (typeof expression !== "string") return null;
      const resolved = revParse(expression);
      return resolved ? gitObject(resolved) : null;
    },
  };

  const notFound = (name: string) => refusal("NOT_FOUND", `Could not resolve to a Repository with the name '${name}'.`);

  const root = {
    repository: ({ owner, name }: Args) => {
      if (
        String(owner).toLowerCase() !== host.owner.toLowerCase() ||
        String(name).toLowerCase() !== host.name.toLowerCase()
      )
        return notFound(`${String(owner)}/${String(name)}`);
      if (!host.mayRead) return notFound(`${String(owner)}/${String(name)}`);
      return repository;
    },
    createCommitOnBranch: ({ input }: Args) => createCommitOnBranch(input as CommitInput),
  };

  interface CommitInput {
    branch: { repositoryNameWithOwner?: string; branchName?: string; id?: string };
    expectedHeadOid: string;
    fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
    message: { headline: string; body?: string };
    clientMutationId?: string;
  }

  const createCommitOnBranch = ({ branch, expectedHeadOid, fileChanges, message, clientMutationId }: CommitInput) => {
    const nameWithOwner = branch.repositoryNameWithOwner ?? "";
    if (nameWithOwner.toLowerCase() !== `${host.owner}/${host.name}`.toLowerCase() || !host.mayRead)
      return notFound(nameWithOwner);
    if (!host.mayWrite)
      return host.caller?.kind === "run"
        ? refusal("FORBIDDEN", "Resource not accessible by integration")
        : refusal(
            "FORBIDDEN",
            `${host.caller?.kind === "person" ? host.caller.login : "viewer"} does not have the correct permissions to execute \`CreateCommitOnBranch\``,
          );
    const ref = `refs/heads/${branch.branchName ?? ""}`;
    const head = /^refs\/heads\/[\w./-]+$/.test(ref) ? revParse(ref) : null;
    if (!head) return refusal("NOT_FOUND", `Could not resolve to a Ref with the name '${ref}'.`);
    const stale = () =>
      refusal("STALE_DATA", `Expected branch to point to "${expectedHeadOid}" but it did not. Pull and try again.`);
    if (head !== expectedHeadOid) return stale();

    const additions = fileChanges?.additions ?? [];
    const deletions = fileChanges?.deletions ?? [];
    for (const { path } of deletions)
      if (!host.git(["--literal-pathspecs", "ls-tree", "--name-only", head, "--", path]))
        return refusal(
          "UNPROCESSABLE",
          `A path was requested for deletion which does not exist as of commit oid \`${head}\``,
        );
    const entries = [
      ...deletions.map(({ path }) => ({ path, sha: null })),
      ...additions.map(({ path, contents }) => ({
        path,
        sha: host.git(["hash-object", "-w", "--stdin"], { input: Buffer.from(contents, "base64") }),
      })),
    ];
    if (host.caller?.kind === "run") {
      const touched = entries.find((entry) => entry.path.startsWith(".github/workflows/"));
      if (touched)
        return refusal(
          "FORBIDDEN",
          `refusing to allow a GitHub App to create or update workflow \`${touched.path}\` without \`workflows\` permission`,
        );
    }
    let tree: string;
    try {
      tree = host.writeTree(head, entries);
    } catch (error) {
      return refusal("UNPROCESSABLE", (error as Error).message);
    }
    // Authored by the person, committed by GitHub itself, as the web editor and this API do.
    const login =
      host.caller?.kind === "person"
        ? host.caller
        : { login: "github-actions[bot]", name: "github-actions[bot]", id: 41898282 };
    const text = [message.headline, message.body].filter(Boolean).join("\n\n");
    const oid = host.git(["commit-tree", tree, "-p", head, "-F", "-"], {
      input: text,
      env: {
        GIT_AUTHOR_NAME: login.name,
        GIT_AUTHOR_EMAIL: `${login.id}+${login.login}@users.noreply.github.com`,
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
      },
    });
    // Someone else's save may have landed since the check above: main moves only from `head`.
    if (!host.moveBranch(ref, head, oid)) return stale();
    return { clientMutationId: clientMutationId ?? null, commit: () => gitObject(oid), ref: () => refNamed(ref) };
  };

  const result = await graphql({
    schema: githubSchema(),
    source: body.query,
    fieldResolver: strictField,
    rootValue: root,
    variableValues: (body.variables ?? {}) as Record<string, unknown>,
    operationName: typeof body.operationName === "string" ? body.operationName : undefined,
  });
  const answer: { data?: unknown; errors?: unknown[] } = {};
  if (result.data !== undefined) answer.data = result.data;
  if (result.errors?.length) answer.errors = result.errors.map((error) => githubError(error.toJSON()));
  return [200, answer];
}

/** graphql-js's error in GitHub's shape: `type` beside `path`, `locations` and `message`. */
function githubError(error: GraphQLFormattedError) {
  const { extensions, ...rest } = error;
  const type = extensions?.type;
  return typeof type === "string" ? { type, ...rest } : error;
}
