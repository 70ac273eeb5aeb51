/**
 * Every credential `npm run setup` is given, checked the moment it is given, each as one line of
 * what setup prints: the maintainer's own GitHub token, the content repository's trigger token, the
 * Cloudflare token, the owners of the repositories and the staff's logins. A mistake shows here,
 * with what to click, rather than at the first publication, days later, in a red run the staff see.
 *
 * No line and no thrown message carries a token: GitHub's and Cloudflare's own words pass through
 * `withoutSecrets` before they are quoted, and an error is rethrown with its message cleaned and
 * without the original (whose request would name the token) as its cause.
 *
 * What GitHub tells, and this reads (docs.github.com):
 * - `x-oauth-scopes` on every answer to a classic or OAuth token ("Scopes for OAuth apps"); a
 *   fine-grained token gets none, and nothing says what it may do;
 * - `github-authentication-token-expiration` on every answer to a token that expires, as
 *   "2027-12-05 03:00:00 UTC" or with the owner's offset, "2027-12-05 10:00:00 +0700";
 * - a private repository a token may not read answers 404, as if it did not exist.
 * There is no trial run of a workflow dispatch: the trigger token's read access to the code
 * repository's Actions is proven here, its right to dispatch at the first publication.
 */
import { type GitHub, split, statusOf } from "../publish/github.ts";
import { withoutSecrets } from "./secrets.ts";
import { PUBLISH_WORKFLOW } from "../publish/settings.ts";
import type { Line } from "./setup.ts";

/** A check's line: a credential is right or it is missing; checking never changes anything. */
export interface Verdict extends Line {
  status: "ok" | "missing";
}

/** A GitHub token and the request function that sends it (github.ts: `gitHub(token, apiUrl)`). */
export interface GitHubCredential {
  request: GitHub;
  token: string;
  /** GitHub's web address, for the pages to open (the rehearsal's stand-in, or GitHub Enterprise). */
  web?: string;
}

export interface CloudflareCredential {
  token: string;
  /** The account ID given with --cloudflare-account. */
  account: string;
  /** Cloudflare's API, …/client/v4; by default where wrangler is pointed (./setup.ts runs wrangler). */
  apiUrl?: string;
}

/**
 * GitHub mails a token's owner a week before it expires; inside that week the trigger token may
 * stop before anyone reads the mail, and every save after that is not published.
 */
export const RENEW_WITHIN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Wrangler's own default and override (CLOUDFLARE_API_BASE_URL), so both ask the same API. */
export const cloudflareApiUrl = () => process.env.CLOUDFLARE_API_BASE_URL ?? "https://api.cloudflare.com/client/v4";

/** A GitHub token's kind, from the prefix GitHub gives each kind; never more of the token than that. */
export function tokenKind(token: string): string {
  const kinds: [string, string][] = [
    ["github_pat_", "a fine-grained token (github_pat_…)"],
    ["ghp_", "a classic token (ghp_…)"],
    ["gho_", "an OAuth token (gho_…, as `gh auth token` gives)"],
    ["ghu_", "a GitHub App's user token (ghu_…)"],
    ["ghs_", "a GitHub App's or a workflow run's token (ghs_…)"],
  ];
  return kinds.find(([prefix]) => token.startsWith(prefix))?.[1] ?? "not a GitHub token of any known kind";
}

/** The scopes in `x-oauth-scopes` ("repo, workflow"); null when GitHub sent none (not a classic or OAuth token). */
export const scopesOf = (header: string | undefined): string[] | null =>
  header === undefined
    ? null
    : header
        .split(",")
        .map((scope) => scope.trim())
        .filter(Boolean);

/** `github-authentication-token-expiration`: "2027-12-05 03:00:00 UTC" or "2027-12-05 10:00:00 +0700"; null when unreadable. */
export function parseTokenExpiration(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) (UTC|[+-]\d{4})$/.exec(value.trim());
  if (!match) return null;
  const zone = match[3] === "UTC" ? "Z" : `${match[3]!.slice(0, 3)}:${match[3]!.slice(3)}`;
  const date = new Date(`${match[1]}T${match[2]}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * What to say about a token's expiry: `written` as GitHub or Cloudflare wrote it (undefined: it
 * never expires), its day as written there (the owner's own date, when GitHub gives their
 * offset), and whether to renew it now.
 */
export function expiryNote(
  written: string | undefined,
  expires: Date | null,
  now: Date,
  renew: string,
): { soon: boolean; text: string } {
  if (written === undefined) return { soon: false, text: "never expires" };
  if (!expires) return { soon: false, text: `expires "${written}" (as given; not a form this check reads): ${renew}` };
  const days = Math.floor((expires.getTime() - now.getTime()) / DAY_MS);
  const day = written.slice(0, 10);
  if (days < RENEW_WITHIN_DAYS)
    return { soon: true, text: `expires ${day}, in ${Math.max(days, 0)} day(s): renew it now: ${renew}` };
  return { soon: false, text: `expires ${day} (in ${days} days): renew it before then: ${renew}` };
}

/** An error of a check, rethrown with the tokens taken out of its message; its status kept for `statusOf`. */
export class CheckFailed extends Error {
  readonly response?: { status: number; headers: Record<string, string | undefined> };
  constructor(message: string, status: number) {
    super(message);
    if (status) this.response = { status, headers: {} };
  }
}

/** `check`'s lines, or its error, without `secrets`. */
async function withoutTokens<T extends Verdict | Verdict[]>(secrets: string[], check: () => Promise<T>): Promise<T> {
  const clean = (line: Verdict): Verdict => ({
    ...line,
    what: withoutSecrets(line.what, secrets),
    detail: withoutSecrets(line.detail, secrets),
  });
  try {
    const result = await check();
    return (Array.isArray(result) ? result.map(clean) : clean(result)) as T;
  } catch (error) {
    throw new CheckFailed(withoutSecrets(`${(error as Error)?.message ?? error}`, secrets), statusOf(error));
  }
}

/** GitHub's answer, or its refusal as an answer: a check reads both. No answer at all, or 5xx after the tries, is thrown. */
interface Answer<T> {
  status: number;
  data?: T;
  headers: Record<string, string | number | undefined>;
  /** GitHub's words for a refusal. */
  said: string;
}

async function answer<T>(request: Promise<{ status: number; data: T; headers: Answer<T>["headers"] }>) {
  try {
    const { status, data, headers } = await request;
    return { status, data, headers, said: "" } as Answer<T>;
  } catch (error) {
    const status = statusOf(error);
    if (status === 0 || status >= 500) throw error;
    const headers = (error as { response?: { headers?: Answer<T>["headers"] } }).response?.headers ?? {};
    // Octokit adds " - <documentation URL>" to GitHub's message.
    return { status, headers, said: `${(error as Error).message}`.replace(/ - https?:\/\/\S+$/, "") } as Answer<T>;
  }
}

const header = (headers: Answer<unknown>["headers"], name: string) =>
  headers[name] === undefined ? undefined : String(headers[name]);

const CLASSIC_HOW = (web: string) =>
  `a classic token with scopes repo and workflow (${web}/settings/tokens/new?scopes=repo,workflow), or \`gh auth refresh --scopes repo,workflow\` then GITHUB_TOKEN=$(gh auth token)`;

/**
 * The maintainer's own token (GITHUB_TOKEN): setup creates the content repository and changes both
 * repositories' settings, secrets, keys, collaborators and workflow files, so a classic or OAuth
 * token with scopes `repo` and `workflow`, which GitHub names on every answer.
 */
export function checkAdminToken({ request, token, web = "https://github.com" }: GitHubCredential, now = new Date()) {
  const what = "your GitHub token (GITHUB_TOKEN)";
  return withoutTokens([token], async (): Promise<Verdict> => {
    const user = await answer(request("GET /user"));
    if (user.status === 401)
      return { status: "missing", what, detail: `GitHub refused it: wrong or expired. Make ${CLASSIC_HOW(web)}` };
    if (user.status !== 200) return { status: "missing", what, detail: `GitHub answered ${user.status}: ${user.said}` };
    const scopes = scopesOf(header(user.headers, "x-oauth-scopes"));
    if (scopes === null)
      return {
        status: "missing",
        what,
        detail: `${tokenKind(token)}: GitHub names no scopes for it and shows nothing of what it may do, and setup needs to create the content repository and change both repositories' settings, secrets, deploy keys, collaborators and workflow files. Give ${CLASSIC_HOW(web)}`,
      };
    const lacking = ["repo", "workflow"].filter((scope) => !scopes.includes(scope));
    if (lacking.length > 0)
      return {
        status: "missing",
        what,
        detail: `lacks the scope${lacking.length > 1 ? "s" : ""} ${lacking.join(" and ")} (it has: ${scopes.join(", ") || "none"}). A token from gh: \`gh auth refresh --scopes ${lacking.join(",")}\`, then GITHUB_TOKEN=$(gh auth token). A classic token: ${web}/settings/tokens → the token → tick ${lacking.join(" and ")} → Update token`,
      };
    const written = header(user.headers, "github-authentication-token-expiration");
    const expiry = expiryNote(
      written,
      written ? parseTokenExpiration(written) : null,
      now,
      `${web}/settings/tokens → the token → Regenerate token`,
    );
    const login = (user.data as { login?: string } | undefined)?.login ?? "?";
    return {
      status: "ok",
      what,
      detail: `${tokenKind(token)} of ${login}, scopes repo and workflow; ${expiry.text}`,
    };
  });
}

/**
 * The content repository's trigger token (--trigger-token-file): fine-grained, reaching the code
 * repository's Actions and nothing else, since it sits in the repository the staff write to.
 */
export function checkTriggerToken(
  { request, token, web = "https://github.com" }: GitHubCredential,
  { code, content }: { code: string; content: string },
  now = new Date(),
) {
  const what = "PUBLISH_TRIGGER_TOKEN (--trigger-token-file)";
  const make = `${web}/settings/personal-access-tokens/new: Resource owner ${split(code).owner}; Repository access "Only select repositories" ${code}; Repository permissions: Actions "Read and write", nothing else`;
  return withoutTokens([token], async (): Promise<Verdict> => {
    const problems: string[] = [];
    if (!token.startsWith("github_pat_"))
      problems.push(
        `${tokenKind(token)}, not a fine-grained token: only a fine-grained one can be limited to ${code}; make one: ${make}`,
      );
    const repository = await answer(request("GET /repos/{owner}/{repo}", split(code)));
    const workflow = await answer(
      request("GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}", {
        ...split(code),
        workflow_id: PUBLISH_WORKFLOW,
      }),
    );
    const other = await answer(request("GET /repos/{owner}/{repo}", split(content)));
    if ([repository, workflow, other].some((each) => each.status === 401))
      return {
        status: "missing",
        what,
        detail: `GitHub refused it: wrong, expired or revoked. Make a new one: ${make}`,
      };

    if (repository.status === 404)
      problems.push(
        `does not reach ${code} (or, in an organisation, an owner has not approved it yet): its Resource owner must be ${split(code).owner} and its Repository access "Only select repositories" ${code}`,
      );
    else if (repository.status !== 200)
      problems.push(`GitHub refused it access to ${code} (${repository.status}): ${repository.said}`);
    else if (workflow.status === 403)
      problems.push(
        `may not read ${code}'s Actions (${workflow.said}): give it Repository permissions → Actions: Read and write`,
      );
    else if (workflow.status === 404)
      problems.push(`${code} has no ${PUBLISH_WORKFLOW} on its default branch: push the project's code there first`);
    else if (workflow.status !== 200)
      problems.push(`GitHub answered ${workflow.status} for ${PUBLISH_WORKFLOW}: ${workflow.said}`);
    else if (workflow.data?.state !== "active")
      problems.push(
        `${PUBLISH_WORKFLOW} in ${code} is ${workflow.data?.state ?? "not active"}: ${web}/${code}/actions → "${workflow.data?.name ?? PUBLISH_WORKFLOW}" → Enable workflow`,
      );
    if (other.status === 200)
      problems.push(
        `reaches ${content} too: it must reach ${code} alone (Repository access → Only select repositories)`,
      );

    const written = [repository, workflow, other]
      .map((each) => header(each.headers, "github-authentication-token-expiration"))
      .find((value) => value !== undefined);
    const expiry = expiryNote(
      written,
      written ? parseTokenExpiration(written) : null,
      now,
      `${web}/settings/personal-access-tokens → the token → Regenerate token, save it in its file, then npm run setup -- --trigger-token-file <file> --replace PUBLISH_TRIGGER_TOKEN`,
    );
    if (expiry.soon) problems.push(expiry.text);
    if (problems.length > 0) return { status: "missing", what, detail: problems.join("; ") };
    // A public code repository shows its workflows to any token: reading one proves only that GitHub took it.
    const reach =
      repository.data?.private === false
        ? `reads ${PUBLISH_WORKFLOW} (as any token may: ${code} is public)`
        : `reads ${code}'s Actions and ${PUBLISH_WORKFLOW}`;
    return {
      status: "ok",
      what,
      detail: `fine-grained, ${reach}, does not reach ${content}; its right to start publishing shows at the first publication (GitHub has no trial dispatch); ${expiry.text}`,
    };
  });
}

/** Cloudflare's envelope: { success, errors, result }. */
interface Envelope<T> {
  status: number;
  success: boolean;
  errors: { code: number; message: string }[];
  result?: T;
}

async function cloudflare<T>(apiUrl: string, token: string, resource: string): Promise<Envelope<T>> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, "")}${resource}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<Envelope<T>>;
  if (response.status >= 500) throw new CheckFailed(`Cloudflare answered ${response.status}`, response.status);
  return {
    status: response.status,
    success: response.ok && body.success === true,
    errors: Array.isArray(body.errors) ? body.errors : [],
    result: body.result,
  };
}

const cloudflareSaid = (envelope: Envelope<unknown>) =>
  envelope.errors.map((error) => `${error.message} (${error.code})`).join("; ") || `answered ${envelope.status}`;

/**
 * The Cloudflare token (--cloudflare-token-file): active, and able to list the Pages projects of the
 * account given (--cloudflare-account), which publishing deploys to.
 */
export function checkCloudflareToken(
  { token, account, apiUrl = cloudflareApiUrl() }: CloudflareCredential,
  now = new Date(),
) {
  const what = "CLOUDFLARE_API_TOKEN (--cloudflare-token-file)";
  const tokens = "Cloudflare → My Profile → API Tokens";
  return withoutTokens([token], async (): Promise<Verdict> => {
    type Verified = { status: string; expires_on?: string };
    // A token the account owns (Manage Account → Account API Tokens) is verified only under the account.
    let verified = await cloudflare<Verified>(apiUrl, token, "/user/tokens/verify");
    if (!verified.success) {
      const accountOwned = await cloudflare<Verified>(apiUrl, token, `/accounts/${account}/tokens/verify`);
      if (accountOwned.success) verified = accountOwned;
    }
    if (!verified.success)
      return {
        status: "missing",
        what,
        detail: `Cloudflare refused it (${cloudflareSaid(verified)}): wrong, or deleted. Make one: ${tokens} → Create Token → Create Custom Token, Account · Cloudflare Pages · Edit, this account only`,
      };
    const state = verified.result?.status;
    if (state !== "active")
      return {
        status: "missing",
        what,
        detail: `Cloudflare says it is ${state ?? "not active"}: ${tokens} → the token → ${state === "expired" ? "Roll, or make a new one" : "enable it"}`,
      };
    const written = verified.result?.expires_on;
    const expiry = expiryNote(
      written,
      written ? new Date(written) : null,
      now,
      `${tokens} → the token → Roll, then npm run setup -- --cloudflare-token-file <file> --replace CLOUDFLARE_API_TOKEN`,
    );

    const projects = await cloudflare<unknown[]>(apiUrl, token, `/accounts/${account}/pages/projects`);
    if (!projects.success) {
      // Cloudflare refuses a token for another account and one without the Pages permission alike;
      // the accounts it reaches tell which.
      const accounts = await cloudflare<{ id: string; name: string }[]>(apiUrl, token, "/accounts");
      const reached = accounts.success && Array.isArray(accounts.result) ? accounts.result : null;
      const detail =
        reached === null
          ? `may not list account ${account}'s Pages projects (${cloudflareSaid(projects)}): ${tokens} → the token → Edit: Permissions Account · Cloudflare Pages · Edit, Account Resources: this account`
          : reached.some((each) => each.id === account)
            ? `reaches account ${account} but may not list its Pages projects (${cloudflareSaid(projects)}): ${tokens} → the token → Edit → Permissions: Account · Cloudflare Pages · Edit`
            : `is not for account ${account} (it reaches ${reached.map((each) => `${each.name} ${each.id}`).join(", ") || "no account"}): ${tokens} → the token → Edit → Account Resources: include this account, or give --cloudflare-account the ID of the account it is for`;
      return { status: "missing", what, detail };
    }
    if (expiry.soon) return { status: "missing", what, detail: expiry.text };
    return {
      status: "ok",
      what,
      detail: `active, lists account ${account}'s Pages projects (the right to edit them shows when the project is made or deployed); ${expiry.text}`,
    };
  });
}

/**
 * The owner of a repository: a person, or an organisation, whose owners decide what outside apps
 * and tokens may do there. Notes only: nothing of it is for setup to change.
 */
export function checkOwner({ request, token, web = "https://github.com" }: GitHubCredential, owner: string) {
  return withoutTokens([token], async (): Promise<Verdict & { kind: "User" | "Organization" | null }> => {
    const what = `owner ${owner}`;
    const account = await answer(request("GET /users/{username}", { username: owner }));
    if (account.status === 404)
      return {
        status: "missing",
        what,
        kind: null,
        detail: `no GitHub account or organisation is called ${owner} (${web}/${owner} shows none): check the owner in --code and --content`,
      };
    if (account.status !== 200)
      return { status: "missing", what, kind: null, detail: `GitHub answered ${account.status}: ${account.said}` };
    if (account.data?.type !== "Organization")
      return { status: "ok", what, kind: "User", detail: "a personal account: its owner decides alone" };
    const settings = `${web}/${owner} → Settings`;
    return {
      status: "ok",
      what,
      kind: "Organization",
      detail: [
        "an organisation, whose owners decide what outside apps and tokens may do there:",
        `the editor's sign-in (the centre's GitHub App) is installed on the repositories by an owner (${settings} → GitHub Apps);`,
        `the trigger token must be made with Resource owner ${owner}, may wait for an owner's approval (${settings} → Personal access tokens → Pending requests),`,
        `and lives at most as long as the organisation allows, by default 366 days (${settings} → Personal access tokens → Settings): renew it before it ends`,
      ].join(" "),
    };
  });
}

/** Each member of staff's login (--staff): a person's GitHub account, for the invitations. */
export function checkStaff({ request, token, web = "https://github.com" }: GitHubCredential, logins: string[]) {
  return withoutTokens([token], async (): Promise<Verdict[]> => {
    const lines: Verdict[] = [];
    for (const login of logins) {
      const what = `staff ${login}`;
      const account = await answer(request("GET /users/{username}", { username: login }));
      if (account.status === 404)
        lines.push({
          status: "missing",
          what,
          detail: `no GitHub account has this login (${web}/${login} shows no one): ask them for theirs`,
        });
      else if (account.status !== 200)
        lines.push({ status: "missing", what, detail: `GitHub answered ${account.status}: ${account.said}` });
      else if (account.data?.type !== "User")
        lines.push({
          status: "missing",
          what,
          detail: `is an organisation, not a person (${web}/${login}): ask them for their own login`,
        });
      else lines.push({ status: "ok", what, detail: `a GitHub account (${web}/${login})` });
    }
    return lines;
  });
}

/**
 * The editor's sign-in: the centre's GitHub App (--app-client-id, --app-secret-file), which the Pages
 * project's Function signs staff in with (src/sign-in/). GitHub has no call that checks a client
 * secret, but its code exchange tells the two apart: a made-up code with the right ID and secret is
 * `bad_verification_code`, a wrong ID or secret `incorrect_client_credentials`.
 */
export function checkSignInApp({
  web,
  clientId,
  clientSecret,
}: {
  web: string;
  clientId: string;
  clientSecret: string;
}) {
  const what = "the editor's sign-in App (--app-client-id, --app-secret-file)";
  return withoutTokens([clientSecret], async (): Promise<Verdict> => {
    const response = await fetch(`${web}/login/oauth/access_token`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code: "npm-run-setup-check" }),
    });
    const said = (await response.json().catch(() => ({}))) as { error?: string };
    if (said.error === "bad_verification_code")
      return { status: "ok", what, detail: `GitHub knows ${clientId} and its secret` };
    if (said.error === "incorrect_client_credentials")
      return {
        status: "missing",
        what,
        detail: `GitHub does not know this client ID with this secret: the App's page (${web}/settings/apps → the App) shows its Client ID; under Client secrets, Generate a new client secret, save it in the file, and give both again`,
      };
    throw new Error(`GitHub answered ${response.status} ${said.error ?? ""} to the sign-in App's check`);
  });
}
