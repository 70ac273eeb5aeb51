/**
 * A stand-in for the part of Cloudflare's API that `wrangler pages deploy` talks to, so the
 * publish workflow's real command can be rehearsed on a machine that cannot reach Cloudflare.
 * Wrangler is pointed at it with CLOUDFLARE_API_BASE_URL (it prefixes every API path with that
 * value, including the upload calls made with the project's upload JWT).
 *
 * It answers in Cloudflare's envelope ({ success, errors, messages, result }) and refuses where
 * Cloudflare would, because that is what decides whether the workflow step passes: a wrong token
 * is an "Authentication error" (code 10000), a project that does not exist is code 8000007.
 * Everything else it accepts. It keeps the uploaded assets by hash and writes each deployment out
 * as the site Cloudflare would serve (files at their paths, `_headers`, `_redirects`), so the
 * rehearsal can serve and compare it.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface CloudflareDeployment {
  id: string;
  branch: string;
  commitHash: string;
  /** What the deployment says it was made from (`--commit-message`). */
  commitMessage: string;
  url: string;
  /** The deployed site: each file at its path, plus `_headers`/`_redirects` exactly as received. */
  folder: string;
  /** Paths relative to `folder`, sorted, `_headers`/`_redirects` included when they were sent. */
  files: string[];
}

export interface CloudflareApi {
  /** The value for CLOUDFLARE_API_BASE_URL. */
  url: string;
  deployments(): CloudflareDeployment[];
  /** The project's production variables, secrets' values included (what the runtime gets). */
  variables(): Record<string, string>;
  /** "METHOD path" of every request, the path as wrangler names it (without /client/v4 and query). */
  requests(): string[];
  /** Stops the server and deletes the deployment folders. */
  close(): Promise<void>;
}

/** Where Cloudflare's API lives under its host; wrangler's default base URL ends the same way. */
const PREFIX = "/client/v4";
/** The project's production branch: the workflow deploys `--branch main`. */
const PRODUCTION_BRANCH = "main";
/** Cloudflare's per-deployment file limit for the plan wrangler assumes when the JWT names none. */
const MAX_FILES = 20_000;
/** Far above one upload batch (wrangler sends at most 40 MiB of files, base64-encoded, per request). */
const MAX_BODY = 256 * 1024 * 1024;

type Reply = { status: number; body: unknown };

class Refusal extends Error {
  readonly status: number;
  readonly errors: { code: number; message: string }[];
  constructor(status: number, ...errors: { code: number; message: string }[]) {
    super(errors.map((e) => e.message).join("; "));
    this.status = status;
    this.errors = errors;
  }
}

const ok = (result: unknown, extra: object = {}): Reply => ({
  status: 200,
  body: { success: true, errors: [], messages: [], result, ...extra },
});

/** What Cloudflare answers to a token it does not accept on an account's resources. */
const authenticationError = () => new Refusal(403, { code: 10000, message: "Authentication error" });

/** Not a Cloudflare code: the stand-in's own refusal of a request wrangler should never make. */
const standInRefusal = (message: string) => new Refusal(400, { code: 9000, message: `[stand-in] ${message}` });

export async function startCloudflareApi(options: {
  accountId: string;
  token: string;
  project: string;
  /**
   * Who owns the token: a user (My Profile → API Tokens, the default) or the account (Manage
   * Account → Account API Tokens), which Cloudflare verifies only under the account's own path.
   */
  tokenOwner?: "user" | "account";
  /** false: a token without Account · Cloudflare Pages, refused on the account's Pages as a wrong account's is. */
  pagesPermission?: boolean;
}): Promise<CloudflareApi> {
  const root = await mkdtemp(path.join(tmpdir(), "cloudflare-api-"));
  const projectId = randomUUID();
  /** Custom domains → Set up a domain. */
  const customDomains: string[] = [];
  /** The project's variables per environment (Settings → Variables and Secrets), as set through the API. */
  const envVars: Record<"production" | "preview", Record<string, { type: string; value: string }>> = {
    production: {},
    preview: {},
  };
  /** As Cloudflare shows them: a secret's value never again. */
  const shownVars = (vars: Record<string, { type: string; value: string }>) =>
    Object.fromEntries(
      Object.entries(vars).map(([name, { type, value }]) => [
        name,
        type === "secret_text" ? { type } : { type, value },
      ]),
    );
  const createdOn = new Date().toISOString();
  const assets = new Map<string, Buffer>();
  // Upload JWTs handed out; the asset endpoints accept only these (wrangler sends them instead of the API token).
  const jwts = new Set<string>();
  const deployments: { record: CloudflareDeployment; api: Record<string, unknown> }[] = [];
  const log: string[] = [];

  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
  const requireToken = (req: IncomingMessage) => {
    if (bearer(req) !== options.token) throw authenticationError();
  };

  /** Account-scoped routes: the token first, then the account (a token is only valid for its own). */
  const requireAccount = (req: IncomingMessage, accountId: string) => {
    requireToken(req);
    if (accountId !== options.accountId) throw authenticationError();
    if (options.pagesPermission === false) throw authenticationError();
  };
  const requireProject = (name: string) => {
    if (name !== options.project)
      throw new Refusal(404, {
        code: 8000007,
        message: "Project not found. The specified project name does not match any of your existing projects.",
      });
  };

  const projectJson = () => ({
    id: projectId,
    name: options.project,
    subdomain: `${options.project}.pages.dev`,
    domains: [`${options.project}.pages.dev`, ...customDomains],
    production_branch: PRODUCTION_BRANCH,
    created_on: createdOn,
    // No `source`: a Direct Upload project, which is what wrangler deploys to.
    build_config: {},
    deployment_configs: {
      production: { compatibility_flags: [], env_vars: shownVars(envVars.production) },
      preview: { compatibility_flags: [], env_vars: shownVars(envVars.preview) },
    },
    latest_deployment: deployments.at(-1)?.api ?? null,
    canonical_deployment: deployments.findLast((d) => d.api.environment === "production")?.api ?? null,
  });

  /** A JWT wrangler can read: it decodes the payload for the file limit and the expiry, never the signature. */
  const issueJwt = () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const payload = { sub: projectId, exp: Math.floor(Date.now() / 1000) + 15 * 60, max_file_count_allowed: MAX_FILES };
    const jwt = `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}.${randomBytes(32).toString("base64url")}`;
    jwts.add(jwt);
    return jwt;
  };
  const requireJwt = (req: IncomingMessage) => {
    const jwt = bearer(req);
    // 8000013 is the code wrangler recognises to fetch a fresh upload token and try again.
    if (!jwt || !jwts.has(jwt)) throw new Refusal(401, { code: 8000013, message: "Authorization failed" });
  };

  const hashesOf = (body: Buffer): string[] => {
    const hashes = (JSON.parse(body.toString("utf8")) as { hashes?: unknown }).hashes;
    if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === "string"))
      throw standInRefusal("hashes must be strings");
    return hashes;
  };

  const storeAssets = (body: Buffer) => {
    const items = JSON.parse(body.toString("utf8")) as unknown;
    if (!Array.isArray(items)) throw standInRefusal("the upload body must be an array");
    for (const item of items as { key?: unknown; value?: unknown; base64?: unknown }[]) {
      if (typeof item.key !== "string" || typeof item.value !== "string")
        throw standInRefusal("each asset needs key and value");
      assets.set(item.key, Buffer.from(item.value, item.base64 === true ? "base64" : "utf8"));
    }
    return { successful_key_count: items.length, unsuccessful_keys: [] };
  };

  const createDeployment = async (req: IncomingMessage, body: Buffer) => {
    // Node's own multipart parser, the same one (undici) wrangler builds the form with.
    const form = await new Response(new Uint8Array(body), {
      headers: { "content-type": req.headers["content-type"] ?? "" },
    }).formData();
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const manifest = JSON.parse(text("manifest") ?? "null") as Record<string, string> | null;
    if (!manifest || typeof manifest !== "object") throw standInRefusal("no manifest");
    const missing = Object.entries(manifest).filter(([, hash]) => !assets.has(hash));
    if (missing.length > 0) throw standInRefusal(`assets never uploaded: ${missing.map(([p]) => p).join(", ")}`);

    const id = randomUUID();
    const folder = path.join(root, id);
    const files: string[] = [];
    const put = async (relative: string, content: Buffer) => {
      const target = path.resolve(folder, relative);
      if (!target.startsWith(folder + path.sep)) throw standInRefusal(`path outside the site: ${relative}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
      files.push(path.relative(folder, target).split(path.sep).join("/"));
    };
    await mkdir(folder, { recursive: true });
    for (const [file, hash] of Object.entries(manifest)) await put(file.replace(/^\/+/, ""), assets.get(hash)!);
    for (const name of ["_headers", "_redirects"]) {
      const value = form.get(name);
      if (value instanceof Blob) await put(name, Buffer.from(await value.arrayBuffer()));
    }
    files.sort();

    const branch = text("branch") ?? PRODUCTION_BRANCH;
    const commitHash = text("commit_hash") ?? "";
    const shortId = id.slice(0, 8);
    const url = `https://${shortId}.${options.project}.pages.dev`;
    const now = new Date().toISOString();
    const branchAlias = branch
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const api: Record<string, unknown> = {
      id,
      short_id: shortId,
      project_id: projectId,
      project_name: options.project,
      environment: branch === PRODUCTION_BRANCH ? "production" : "preview",
      url,
      aliases: [`https://${branchAlias}.${options.project}.pages.dev`],
      production_branch: PRODUCTION_BRANCH,
      created_on: now,
      modified_on: now,
      is_skipped_build: false,
      deployment_trigger: {
        type: "ad_hoc",
        metadata: {
          branch,
          commit_hash: commitHash,
          commit_message: text("commit_message") ?? "",
          commit_dirty: text("commit_dirty") === "true",
        },
      },
      // Cloudflare publishes the files within seconds; the stand-in has published them already.
      latest_stage: { name: "deploy", status: "success", started_on: now, ended_on: now },
      stages: ["queued", "initialize", "clone_repo", "build", "deploy"].map((name) => ({
        name,
        status: "success",
        started_on: now,
        ended_on: now,
      })),
    };
    const commitMessage = text("commit_message") ?? "";
    deployments.push({ record: { id, branch, commitHash, commitMessage, url, folder, files }, api });
    return api;
  };

  const route = async (req: IncomingMessage, resource: string, body: Buffer): Promise<Reply> => {
    const method = req.method ?? "GET";
    const parts = resource.split("/").filter(Boolean).map(decodeURIComponent);
    const is = (verb: string, ...pattern: string[]) =>
      method === verb && parts.length === pattern.length && pattern.every((p, i) => p === "*" || p === parts[i]);
    const [, account = "", , , project = "", , deployment = ""] = parts;

    // What wrangler calls on the way: whoami after an authentication error, the account list without an account id.
    if (is("GET", "user", "tokens", "verify")) {
      if (bearer(req) !== options.token || options.tokenOwner === "account")
        throw new Refusal(401, { code: 1000, message: "Invalid API Token" });
      return ok({ id: "rehearsal-token", status: "active" });
    }
    // What npm run setup asks of a token the account owns (tooling/setup/credentials.ts).
    if (is("GET", "accounts", "*", "tokens", "verify")) {
      if (bearer(req) !== options.token || options.tokenOwner !== "account" || account !== options.accountId)
        throw new Refusal(401, { code: 1000, message: "Invalid API Token" });
      return ok({ id: "rehearsal-account-token", status: "active" });
    }
    if (is("GET", "user")) {
      if (bearer(req) !== options.token) throw new Refusal(403, { code: 9109, message: "Invalid access token" });
      return ok({ id: "rehearsal-user", email: "rehearsal@example.invalid" });
    }
    const accountJson = { id: options.accountId, name: "Rehearsal account" };
    const page = (list: unknown[]) =>
      ok(list, { result_info: { page: 1, per_page: 50, count: list.length, total_count: list.length } });
    if (is("GET", "accounts")) {
      requireToken(req);
      return page([accountJson]);
    }
    if (is("GET", "memberships")) {
      requireToken(req);
      return page([{ id: "rehearsal-membership", status: "accepted", account: accountJson, roles: ["Administrator"] }]);
    }

    if (is("GET", "accounts", "*", "pages", "projects")) {
      requireAccount(req, account);
      return page([projectJson()]);
    }
    if (is("GET", "accounts", "*", "pages", "projects", "*")) {
      requireAccount(req, account);
      requireProject(project);
      return ok(projectJson());
    }
    if (is("GET", "accounts", "*", "pages", "projects", "*", "domains")) {
      requireAccount(req, account);
      requireProject(project);
      return page(customDomains.map((name) => ({ name, status: "active" })));
    }
    if (is("POST", "accounts", "*", "pages", "projects", "*", "domains")) {
      requireAccount(req, account);
      requireProject(project);
      const { name } = JSON.parse(body.toString() || "{}") as { name?: string };
      if (!name) throw new Refusal(400, { code: 8000019, message: "A domain name is required." });
      if (!customDomains.includes(name)) customDomains.push(name);
      return ok({ name, status: "pending" });
    }
    // What npm run setup sets for the editor's sign-in: the project's variables, merged as Cloudflare does.
    if (is("PATCH", "accounts", "*", "pages", "projects", "*")) {
      requireAccount(req, account);
      requireProject(project);
      const given = JSON.parse(body.toString() || "{}") as {
        deployment_configs?: Partial<Record<"production" | "preview", { env_vars?: typeof envVars.production }>>;
      };
      for (const environment of ["production", "preview"] as const)
        Object.assign(envVars[environment], given.deployment_configs?.[environment]?.env_vars ?? {});
      return ok(projectJson());
    }
    if (is("GET", "accounts", "*", "pages", "projects", "*", "upload-token")) {
      requireAccount(req, account);
      requireProject(project);
      return ok({ jwt: issueJwt() });
    }
    if (is("POST", "pages", "assets", "check-missing")) {
      requireJwt(req);
      return ok(hashesOf(body).filter((hash) => !assets.has(hash)));
    }
    if (is("POST", "pages", "assets", "upload")) {
      requireJwt(req);
      return ok(storeAssets(body));
    }
    if (is("POST", "pages", "assets", "upsert-hashes")) {
      requireJwt(req);
      hashesOf(body);
      return ok(true);
    }
    if (is("POST", "accounts", "*", "pages", "projects", "*", "deployments")) {
      requireAccount(req, account);
      requireProject(project);
      return ok(await createDeployment(req, body));
    }
    if (is("GET", "accounts", "*", "pages", "projects", "*", "deployments")) {
      requireAccount(req, account);
      requireProject(project);
      return page(deployments.map((d) => d.api).reverse());
    }
    if (is("GET", "accounts", "*", "pages", "projects", "*", "deployments", "*")) {
      requireAccount(req, account);
      requireProject(project);
      const found = deployments.find((d) => d.api.id === deployment);
      if (!found) throw new Refusal(404, { code: 8000009, message: "The deployment could not be found." });
      return ok(found.api);
    }
    throw routeNotFound(resource);
  };

  /** Cloudflare's answer to a path it has no route for. */
  const routeNotFound = (resource: string) =>
    new Refusal(
      404,
      { code: 7003, message: `Could not route to ${PREFIX}${resource}, perhaps your object identifier is invalid?` },
      { code: 7000, message: "No route for that URI" },
    );

  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY) throw new Refusal(413, { code: 9000, message: "[stand-in] request body too large" });
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? "/", "http://stand-in").pathname;
    const resource = pathname.startsWith(`${PREFIX}/`) ? pathname.slice(PREFIX.length) : pathname;
    log.push(`${req.method} ${resource}`);
    let reply: Reply;
    try {
      const body = await readBody(req);
      if (!pathname.startsWith(`${PREFIX}/`)) throw routeNotFound(resource);
      reply = await route(req, resource, body);
    } catch (error) {
      const refusal =
        error instanceof Refusal
          ? error
          : error instanceof SyntaxError
            ? standInRefusal(`malformed body: ${error.message}`)
            : new Refusal(500, { code: 9000, message: `[stand-in] ${String(error)}` });
      reply = { status: refusal.status, body: { success: false, errors: refusal.errors, messages: [], result: null } };
    }
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(JSON.stringify(reply.body));
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${PREFIX}`,
    deployments: () => deployments.map((d) => ({ ...d.record, files: [...d.record.files] })),
    variables: () => Object.fromEntries(Object.entries(envVars.production).map(([name, { value }]) => [name, value])),
    requests: () => [...log],
    close: async () => {
      // Wrangler's fetch keeps connections alive; without this, close() would wait for them to time out.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
