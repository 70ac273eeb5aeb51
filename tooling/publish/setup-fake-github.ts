/**
 * A small GitHub, in memory, for setup.test.ts: the REST endpoints
 * `npm run setup:github` calls, answering in GitHub's own shapes and status
 * codes (docs.github.com/rest: repositories, Actions variables, secrets and
 * workflow permissions, rulesets, Pages). It hands out a libsodium key pair
 * for secrets and opens what it is sent, as GitHub does, so a test sees the
 * value that arrived. And a wrangler that knows a list of Pages projects.
 */
import sodium from "libsodium-wrappers";
import type { CommandResult, Fetch, HttpResponse } from "./setup.ts";

export interface Ruleset {
  id: number;
  name: string;
  target: string;
  source_type: string;
  source: string;
  enforcement: string;
  bypass_actors: unknown[];
  conditions: { ref_name: { include: string[]; exclude: string[] } } | null;
  rules: { type: string; parameters?: unknown }[];
}

export interface Failure {
  method: string;
  /** The request's path, without the query. */
  path: string | RegExp;
  status: number;
  message: string;
}

export interface FakeOptions {
  repo?: string;
  token?: string;
  private?: boolean;
  admin?: boolean;
  /** "free": a private repository has no rulesets and no Pages, as on GitHub Free. */
  plan?: "free" | "pro";
  variables?: Record<string, string>;
  /** Secrets already there, by value. */
  secrets?: Record<string, string>;
  workflowPermissions?: { default_workflow_permissions: "read" | "write"; can_approve_pull_request_reviews: boolean };
  rulesets?: Omit<Ruleset, "id" | "source_type" | "source">[];
  pages?: { build_type: "legacy" | "workflow" };
  failures?: Failure[];
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  500: "Internal Server Error",
};

const DOCS = "https://docs.github.com/rest";
const NOW = "2026-11-26T08:00:00Z";

export async function fakeGitHub(options: FakeOptions = {}) {
  await sodium.ready;
  const repo = options.repo ?? "daycare-cisauk/situs";
  const token = options.token ?? "ghp_fake";
  const keys = sodium.crypto_box_keypair();
  const keyId = "3380204578043523366";
  const state = {
    private: options.private ?? true,
    variables: new Map(Object.entries(options.variables ?? {})),
    /** What each secret's sealed box opened to. */
    secrets: new Map(Object.entries(options.secrets ?? {})),
    workflowPermissions: {
      ...(options.workflowPermissions ?? {
        default_workflow_permissions: "write",
        can_approve_pull_request_reviews: true,
      }),
    },
    rulesets: (options.rulesets ?? []).map((ruleset, index): Ruleset => ({
      id: 100 + index,
      source_type: "Repository",
      source: repo,
      ...ruleset,
    })),
    pages: options.pages ? { ...options.pages } : undefined,
  };
  const sent: Sent[] = [];
  const freePrivate = () => (options.plan ?? "free") === "free" && state.private;

  const answer = (status: number, body?: unknown): HttpResponse => {
    const text = body === undefined ? "" : JSON.stringify(body);
    return { status, statusText: STATUS_TEXT[status] ?? "", text: async () => text };
  };
  const error = (status: number, message: string, errors?: unknown[]) =>
    answer(status, { message, ...(errors ? { errors } : {}), documentation_url: DOCS, status: String(status) });
  const notFound = () => error(404, "Not Found");

  const route = (method: string, path: string, body: Record<string, unknown>): HttpResponse => {
    const base = `/repos/${repo}`;
    if (path === base && method === "GET")
      return answer(200, {
        id: 1,
        name: repo.split("/")[1],
        full_name: repo,
        private: state.private,
        visibility: state.private ? "private" : "public",
        default_branch: "main",
        html_url: `https://github.com/${repo}`,
        permissions: { admin: options.admin ?? true, maintain: true, push: true, triage: true, pull: true },
      });
    if (!path.startsWith(`${base}/`)) return notFound();
    const rest = path.slice(base.length);

    let match: RegExpExecArray | null;
    if (rest === "/actions/variables" && method === "POST") {
      const name = String(body.name);
      if (state.variables.has(name)) return error(409, "Already exists - Variable already exists");
      state.variables.set(name, String(body.value));
      return answer(201, {});
    }
    if ((match = /^\/actions\/variables\/([A-Za-z0-9_]+)$/.exec(rest))) {
      const name = match[1]!;
      const value = state.variables.get(name);
      if (method === "GET")
        return value === undefined ? notFound() : answer(200, { name, value, created_at: NOW, updated_at: NOW });
      if (method === "PATCH") {
        if (value === undefined) return notFound();
        state.variables.set(name, String(body.value));
        return answer(204);
      }
    }
    if (rest === "/actions/secrets/public-key" && method === "GET")
      return answer(200, { key_id: keyId, key: sodium.to_base64(keys.publicKey, sodium.base64_variants.ORIGINAL) });
    if ((match = /^\/actions\/secrets\/([A-Za-z0-9_]+)$/.exec(rest))) {
      const name = match[1]!;
      if (method === "GET")
        return state.secrets.has(name) ? answer(200, { name, created_at: NOW, updated_at: NOW }) : notFound();
      if (method === "PUT") {
        if (body.key_id !== keyId) return error(422, "Bad request - key_id does not match the repository's key");
        let opened: string;
        try {
          const box = sodium.from_base64(String(body.encrypted_value), sodium.base64_variants.ORIGINAL);
          opened = sodium.to_string(sodium.crypto_box_seal_open(box, keys.publicKey, keys.privateKey));
        } catch {
          return error(422, "Bad request - could not decrypt the encrypted value");
        }
        const existed = state.secrets.has(name);
        state.secrets.set(name, opened);
        return existed ? answer(204) : answer(201, {});
      }
    }
    if (rest === "/actions/permissions/workflow") {
      if (method === "GET") return answer(200, state.workflowPermissions);
      if (method === "PUT") {
        const wanted = body.default_workflow_permissions;
        if (wanted !== "read" && wanted !== "write")
          return error(422, "Invalid request.", ["default_workflow_permissions is not a member of read, write"]);
        state.workflowPermissions = {
          default_workflow_permissions: wanted,
          can_approve_pull_request_reviews: body.can_approve_pull_request_reviews === true,
        };
        return answer(204);
      }
    }
    if (rest === "/rulesets" || rest.startsWith("/rulesets/")) {
      if (freePrivate())
        return error(403, "Upgrade to GitHub Pro or make this repository public to enable this feature.");
      const summary = (ruleset: Ruleset) => ({
        id: ruleset.id,
        name: ruleset.name,
        target: ruleset.target,
        source_type: ruleset.source_type,
        source: ruleset.source,
        enforcement: ruleset.enforcement,
        node_id: `RRS_${ruleset.id}`,
        _links: { self: { href: `https://api.github.com${base}/rulesets/${ruleset.id}` } },
        created_at: NOW,
        updated_at: NOW,
      });
      if (rest === "/rulesets" && method === "GET") return answer(200, state.rulesets.map(summary));
      if (rest === "/rulesets" && method === "POST") {
        if (state.rulesets.some((ruleset) => ruleset.name === body.name))
          return error(422, "Validation Failed", ["Name must be unique"]);
        const ruleset: Ruleset = {
          id: 100 + state.rulesets.length,
          name: String(body.name),
          target: String(body.target ?? "branch"),
          source_type: "Repository",
          source: repo,
          enforcement: String(body.enforcement),
          bypass_actors: (body.bypass_actors as unknown[]) ?? [],
          conditions: (body.conditions as Ruleset["conditions"]) ?? null,
          rules: (body.rules as Ruleset["rules"]) ?? [],
        };
        state.rulesets.push(ruleset);
        return answer(201, { ...summary(ruleset), ...ruleset, current_user_can_bypass: "never" });
      }
      if ((match = /^\/rulesets\/(\d+)$/.exec(rest)) && method === "GET") {
        const ruleset = state.rulesets.find((each) => each.id === Number(match![1]));
        return ruleset
          ? answer(200, { ...summary(ruleset), ...ruleset, current_user_can_bypass: "never" })
          : notFound();
      }
    }
    if (rest === "/pages") {
      const site = () => ({
        url: `https://api.github.com${base}/pages`,
        status: null,
        cname: null,
        custom_404: false,
        html_url: `https://${repo.split("/")[0]}.github.io/${repo.split("/")[1]}/`,
        build_type: state.pages!.build_type,
        source: { branch: "main", path: "/" },
        public: !state.private,
        https_enforced: true,
      });
      if (method === "GET") return state.pages ? answer(200, site()) : notFound();
      if (method === "POST") {
        if (freePrivate()) return error(422, "Your current plan does not support GitHub Pages for this repository.");
        if (state.pages) return error(409, "GitHub Pages is already enabled.");
        if (body.build_type !== "workflow" && body.build_type !== "legacy")
          return error(422, "Invalid request.", ["build_type is not a member of legacy, workflow"]);
        state.pages = { build_type: body.build_type };
        return answer(201, site());
      }
      if (method === "PUT") {
        if (!state.pages) return notFound();
        state.pages.build_type = body.build_type === "workflow" ? "workflow" : "legacy";
        return answer(204);
      }
    }
    return notFound();
  };

  const fetch: Fetch = async (url, init) => {
    const { pathname } = new URL(url);
    const body = init.body === undefined ? undefined : (JSON.parse(init.body) as Record<string, unknown>);
    sent.push({ method: init.method, path: pathname, body });
    if (init.headers.authorization !== `Bearer ${token}`) return error(401, "Bad credentials");
    const failure = options.failures?.find(
      (each) =>
        each.method === init.method &&
        (typeof each.path === "string" ? each.path === pathname : each.path.test(pathname)),
    );
    if (failure) return error(failure.status, failure.message);
    return route(init.method, pathname, body ?? {});
  };

  /** The requests that could change something. */
  const writes = () => sent.filter((request) => request.method !== "GET");
  return { repo, token, keys, keyId, state, sent, writes, fetch };
}

/** `npx --no-install wrangler pages project …`, answering from a list of projects for one token. */
export function fakeWrangler(options: { token: string; projects?: string[] }) {
  const projects = [...(options.projects ?? [])];
  const calls: { args: string[]; env: Record<string, string> }[] = [];
  const run = async (command: string, args: string[], env: Record<string, string>): Promise<CommandResult> => {
    calls.push({ args: [command, ...args], env });
    if (command !== "npx" || args[0] !== "--no-install" || args[1] !== "wrangler")
      return { code: 127, stdout: "", stderr: `${command}: not found` };
    if (env.CLOUDFLARE_API_TOKEN !== options.token)
      return {
        code: 1,
        stdout: "",
        stderr: `\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1mA request to the Cloudflare API (/accounts/${env.CLOUDFLARE_ACCOUNT_ID}/pages/projects) failed.\u001b[0m\n\n  Authentication error [code: 10000]\n\n🪵  Logs were written to "/root/.config/.wrangler/logs/wrangler.log"\n`,
      };
    const [, , group, sub, verb, ...rest] = args;
    if (group === "pages" && sub === "project" && verb === "list")
      return {
        code: 0,
        stdout: `${JSON.stringify(
          projects.map((name) => ({
            "Project Name": name,
            "Project Domains": `${name}.pages.dev`,
            "Git Provider": "No",
            "Last Modified": "1 day ago",
          })),
          null,
          2,
        )}\n`,
        stderr: "",
      };
    if (group === "pages" && sub === "project" && verb === "create") {
      const name = rest[0]!;
      if (projects.includes(name))
        return { code: 1, stdout: "", stderr: "✘ [ERROR] A project with this name already exists. [code: 8000002]" };
      projects.push(name);
      return {
        code: 0,
        stdout: `✨ Successfully created the '${name}' project. It will be available at https://${name}.pages.dev/ once you create your first deployment.\n`,
        stderr: "",
      };
    }
    return { code: 1, stdout: "", stderr: `✘ [ERROR] Unknown arguments: ${args.join(" ")}` };
  };
  return { run, projects, calls };
}
