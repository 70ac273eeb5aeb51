/**
 * Day two, a command each (docs/deploy.md "Day two"): each needs only the credential it
 * changes (and your own GitHub token, GITHUB_TOKEN, which reaches the repositories), checks it the
 * moment it is given, and prints only the hand steps still open.
 *
 *   npm run staff -- add <login>…                staff in: Write on the content, Read on the code
 *   npm run staff -- remove <login>…             staff out of both repositories, today
 *   npm run rotate -- deploy-key                 a new read-only deploy key; the old one deleted
 *   npm run rotate -- trigger-token <file>       the content repository's trigger token
 *   npm run rotate -- cloudflare-token <file>    the Cloudflare token publishing deploys with
 *   npm run rotate -- app-secret <file> --cloudflare-token-file <file>
 *                                                the sign-in App's new client secret, in the Pages project
 *   npm run rotate -- admin-token                your own token: checks the new GITHUB_TOKEN
 *   npm run domain -- https://<domain> --cloudflare-token-file <file>
 *                                                the site on the centre's domain
 *
 * The code repository is this project's `origin` on GitHub unless `--code owner/name` says
 * otherwise; the content repository is its CONTENT_REPO variable.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { found, gitHub, type GitHub, split, statusOf } from "../publish/github.ts";
import { repositoryName, SETTINGS } from "../publish/settings.ts";
import {
  checkAdminToken,
  checkCloudflareToken,
  checkSignInApp,
  checkStaff,
  checkTriggerToken,
  cloudflareApiUrl,
  type Verdict,
} from "./credentials.ts";
import { Stop, withoutSecrets } from "./secrets.ts";
import { deployKey, type Line, projectName, putSecret, signInOnPages } from "./setup.ts";

interface Context {
  gh: GitHub;
  token: string;
  code: string;
  content: string;
  apiUrl: string;
  web: string;
  /** Every secret given, to take out of anything printed. */
  secrets: string[];
  say: (line: Line) => void;
  /** Steps only a person can do, printed at the end. */
  byHand: string[];
}

const USAGE = `Usage (docs/deploy.md, "Day two"):
  npm run staff -- add <login>… | remove <login>…
  npm run rotate -- deploy-key | trigger-token <file> | cloudflare-token <file> | admin-token
  npm run rotate -- app-secret <file> --cloudflare-token-file <file>
  npm run domain -- https://<domain> --cloudflare-token-file <file>
  (each with GITHUB_TOKEN; --code owner/name when this project's origin is not the code repository)`;

/** A token or secret from the file the maintainer saved it in. */
function fromFile(file: string | undefined, what: string): string {
  if (!file) throw new Stop(`give the file ${what} is saved in`);
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch {
    throw new Stop(`${path.resolve(file)}: not a file you can read: give the file ${what} is saved in`);
  }
  if (!text) throw new Stop(`${path.resolve(file)}: empty: save ${what} in it`);
  return text;
}

/** The code repository: --code, or this project's origin on GitHub. */
function codeRepository(given: string | undefined): string {
  if (given) return given;
  try {
    const origin = execFileSync("git", ["remote", "get-url", "origin"], { encoding: "utf8" }).trim();
    const name = /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(origin)?.[1];
    if (name) return name;
  } catch {
    // said below
  }
  throw new Stop("this project's origin is not a GitHub repository: give --code owner/name");
}

const variableOf = async (gh: GitHub, repository: string, name: string) =>
  (await found(gh("GET /repos/{owner}/{repo}/actions/variables/{name}", { ...split(repository), name })))?.data.value;

/** Stops on a credential that is not right: nothing is changed. */
function mustBeRight(context: Context, verdicts: Verdict[]): void {
  verdicts.forEach(context.say);
  const wrong = verdicts.filter((verdict) => verdict.status === "missing");
  if (wrong.length > 0) throw new Stop(`nothing was changed: ${wrong.length} of what you gave is not right (✗ above)`);
}

async function staff(context: Context, [action, ...logins]: string[]): Promise<void> {
  const { gh, code, content, say } = context;
  if ((action !== "add" && action !== "remove") || logins.length === 0)
    throw new Stop("say add or remove, then the GitHub logins");
  if (action === "add") {
    mustBeRight(context, await checkStaff({ request: gh, token: context.token, web: context.web }, logins));
    for (const username of logins) {
      await gh("PUT /repos/{owner}/{repo}/collaborators/{username}", {
        ...split(content),
        username,
        permission: "push",
      });
      await gh("PUT /repos/{owner}/{repo}/collaborators/{username}", { ...split(code), username, permission: "pull" });
      say({ status: "done", what: `staff ${username}`, detail: `invited: Write on ${content}, Read on ${code}` });
    }
    context.byHand.push(
      "Each of them accepts GitHub's invitation mail (or at github.com/notifications), then signs in at /admin/ with Masuk dengan GitHub.",
    );
    return;
  }
  for (const username of logins) {
    for (const repository of [content, code]) {
      await gh("DELETE /repos/{owner}/{repo}/collaborators/{username}", { ...split(repository), username });
      // An invitation not yet accepted would still let them in.
      const { data: invitations } = await gh("GET /repos/{owner}/{repo}/invitations", {
        ...split(repository),
        per_page: 100,
      });
      for (const invitation of invitations.filter((each) => each.invitee?.login === username))
        await gh("DELETE /repos/{owner}/{repo}/invitations/{invitation_id}", {
          ...split(repository),
          invitation_id: Number(invitation.id),
        });
    }
    say({
      status: "done",
      what: `staff ${username}`,
      detail: `removed from ${content} and ${code}: GitHub refuses their saves from now on, from any phone`,
    });
  }
}

async function rotate(context: Context, [what, file]: string[], flags: Flags): Promise<void> {
  const { gh, token, code, content, apiUrl, web, say } = context;
  switch (what) {
    case "deploy-key":
      say(await deployKey(gh, { code, content, check: false, replace: ["CONTENT_DEPLOY_KEY"] }));
      return;
    case "trigger-token": {
      const trigger = fromFile(file, "the new trigger token");
      context.secrets.push(trigger);
      mustBeRight(context, [
        await checkTriggerToken({ request: await gitHub(trigger, apiUrl), token: trigger, web }, { code, content }),
      ]);
      await putSecret(gh, content, "PUBLISH_TRIGGER_TOKEN", trigger);
      say({ status: "done", what: `PUBLISH_TRIGGER_TOKEN (secret of ${content})`, detail: "replaced" });
      context.byHand.push(
        `Revoke the old trigger token: ${web}/settings/personal-access-tokens → the old one → Delete. The next save publishes every save since.`,
      );
      return;
    }
    case "cloudflare-token": {
      const cloudflare = fromFile(file, "the new Cloudflare token");
      context.secrets.push(cloudflare);
      const account = await variableOf(gh, code, "CLOUDFLARE_ACCOUNT_ID");
      if (!account) throw new Stop(`${code} has no CLOUDFLARE_ACCOUNT_ID: run npm run setup first`);
      mustBeRight(context, [await checkCloudflareToken({ token: cloudflare, account })]);
      await putSecret(gh, code, "CLOUDFLARE_API_TOKEN", cloudflare);
      say({ status: "done", what: `CLOUDFLARE_API_TOKEN (secret of ${code})`, detail: "replaced" });
      context.byHand.push(
        "Delete the old Cloudflare token: Cloudflare → My Profile → API Tokens → the old one → Delete.",
      );
      return;
    }
    case "app-secret": {
      const clientSecret = fromFile(file, "the App's new client secret");
      const cloudflare = fromFile(flags["cloudflare-token-file"], "the Cloudflare token (--cloudflare-token-file)");
      context.secrets.push(clientSecret, cloudflare);
      const account = await variableOf(gh, code, "CLOUDFLARE_ACCOUNT_ID");
      if (!account) throw new Stop(`${code} has no CLOUDFLARE_ACCOUNT_ID: run npm run setup first`);
      const clientId = flags["app-client-id"] ?? (await pagesVariable(cloudflare, account, "GITHUB_CLIENT_ID"));
      if (!clientId) throw new Stop("the Pages project has no GITHUB_CLIENT_ID: give --app-client-id");
      mustBeRight(context, [
        await checkCloudflareToken({ token: cloudflare, account }),
        await checkSignInApp({ web, clientId, clientSecret }),
      ]);
      say(
        await signInOnPages(
          { CLOUDFLARE_API_TOKEN: cloudflare, CLOUDFLARE_ACCOUNT_ID: account },
          { clientId, clientSecret },
          { check: false, replace: ["GITHUB_CLIENT_SECRET"] },
        ),
      );
      context.byHand.push(
        "Publish once (a save, or the code repository's Actions → Periksa dan terbitkan → Run workflow) so the site signs in with the new secret; then delete the old one on the App's page (Client secrets → Delete).",
      );
      return;
    }
    case "admin-token":
      mustBeRight(context, [await checkAdminToken({ request: gh, token, web })]);
      context.byHand.push(
        `Nothing of yours is stored in GitHub or Cloudflare: delete the old token (${web}/settings/tokens) and keep the new one for the next command.`,
      );
      return;
    default:
      throw new Stop(
        "say what to rotate: deploy-key, trigger-token <file>, cloudflare-token <file>, app-secret <file>, admin-token",
      );
  }
}

/** One variable of the Pages project as Cloudflare shows it. */
async function pagesVariable(token: string, account: string, name: string): Promise<string | undefined> {
  const response = await fetch(`${cloudflareApiUrl()}/accounts/${account}/pages/projects/${projectName()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const envelope = (await response.json().catch(() => ({}))) as {
    result?: { deployment_configs?: { production?: { env_vars?: Record<string, { value?: string }> } } };
  };
  return envelope.result?.deployment_configs?.production?.env_vars?.[name]?.value;
}

async function domain(context: Context, [address]: string[], flags: Flags): Promise<void> {
  const { gh, code, say, web } = context;
  const why = SETTINGS.find((setting) => setting.name === "SITE_URL")!.check!(address ?? "");
  if (!address || why) throw new Stop(`the site's new address, https://<domain>: ${why ?? "missing"}`);
  const cloudflare = fromFile(flags["cloudflare-token-file"], "the Cloudflare token (--cloudflare-token-file)");
  context.secrets.push(cloudflare);
  const account = await variableOf(gh, code, "CLOUDFLARE_ACCOUNT_ID");
  if (!account) throw new Stop(`${code} has no CLOUDFLARE_ACCOUNT_ID: run npm run setup first`);
  mustBeRight(context, [await checkCloudflareToken({ token: cloudflare, account })]);
  const host = new URL(address).hostname;
  const project = projectName();
  const response = await fetch(`${cloudflareApiUrl()}/accounts/${account}/pages/projects/${project}/domains`, {
    method: "POST",
    headers: { authorization: `Bearer ${cloudflare}`, "content-type": "application/json" },
    body: JSON.stringify({ name: host }),
  });
  const envelope = (await response.json().catch(() => ({}))) as { success?: boolean; errors?: { message: string }[] };
  // Cloudflare refuses a domain the project already has: that is what was asked.
  if (!envelope.success && !envelope.errors?.some((error) => /already/i.test(error.message)))
    throw new Stop(
      `Cloudflare refused ${host} for ${project}: ${envelope.errors?.map((error) => error.message).join("; ") ?? response.status}`,
    );
  say({ status: "done", what: `Pages project ${project}`, detail: `serves ${host} too` });
  const before = await variableOf(gh, code, "SITE_URL");
  const body = { ...split(code), name: "SITE_URL", value: address };
  if (before === undefined) await gh("POST /repos/{owner}/{repo}/actions/variables", body);
  else await gh("PATCH /repos/{owner}/{repo}/actions/variables/{name}", body);
  say({ status: "done", what: `SITE_URL (variable of ${code})`, detail: `${before ?? "not set"} → ${address}` });
  context.byHand.push(
    `If ${host}'s DNS is not at Cloudflare: add the CNAME record Cloudflare shows (Workers & Pages → ${project} → Custom domains).`,
    `The editor's sign-in on the new address: the App's page (${web}/settings/apps → the App) → Callback URL → Add callback URL ${address}/masuk/callback → Save changes.`,
    "Publish once (a save, or Actions → Periksa dan terbitkan → Run workflow): every page, the sitemap and the link previews then name the new address.",
  );
}

type Flags = Partial<Record<"cloudflare-token-file" | "app-client-id", string>>;

export async function dayTwo(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        code: { type: "string" },
        "cloudflare-token-file": { type: "string" },
        "app-client-id": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    // Node's own words name the option; its error code and stack are not for the maintainer.
    console.error(`✗ ${(error as Error).message.split("\n")[0]}\n\n${USAGE}`);
    return 1;
  }
  const { values: flags, positionals } = parsed;
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  const token = env.GITHUB_TOKEN?.trim();
  const secrets: string[] = token ? [token] : [];
  const plain = (text: string) => withoutSecrets(text, secrets);
  const mark = { ok: "✓", done: "+", missing: "✗" };
  const byHand: string[] = [];
  try {
    if (!token)
      throw new Stop("give your GitHub token in GITHUB_TOKEN (classic, scopes repo and workflow; or $(gh auth token))");
    const code = codeRepository(flags.code);
    const wrongName = repositoryName(code);
    if (wrongName) throw new Stop(`--code ${code}: ${wrongName}`);
    const apiUrl = env.GITHUB_API_URL ?? "https://api.github.com";
    const gh = await gitHub(token, apiUrl);
    const content = await variableOf(gh, code, "CONTENT_REPO");
    if (!content) throw new Stop(`${code} has no CONTENT_REPO variable: run npm run setup first`);
    const context: Context = {
      gh,
      token,
      code,
      content,
      apiUrl,
      web: env.GITHUB_SERVER_URL ?? "https://github.com",
      secrets,
      say: (line) => console.log(plain(`${mark[line.status]} ${line.what}: ${line.detail}`)),
      byHand,
    };
    if (command === "staff") await staff(context, positionals);
    else if (command === "rotate") await rotate(context, positionals, flags);
    else if (command === "domain") await domain(context, positionals, flags);
    else throw new Stop(`unknown command ${command}`);
  } catch (error) {
    const said =
      error instanceof Stop
        ? error.message
        : statusOf(error) === 401
          ? "GitHub refused your token (wrong or expired)"
          : (error as Error).message;
    console.error(plain(`✗ ${said}\n\n${USAGE}`));
    return 1;
  }
  if (byHand.length > 0)
    console.log(`\nBy hand, still:\n${byHand.map((step, i) => plain(`  ${i + 1}. ${step}`)).join("\n")}`);
  return 0;
}

if (import.meta.main) process.exitCode = await dayTwo(process.argv[2] ?? "", process.argv.slice(3));
