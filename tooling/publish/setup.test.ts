import sodium from "libsodium-wrappers";
import { describe, expect, it } from "vitest";
import { type Target, TARGETS, settingsFor } from "./settings.ts";
import { type FakeOptions, fakeGitHub, fakeWrangler } from "./setup-fake-github.ts";
import { type Ask, type Deps, type Options, formatReport, setup } from "./setup.ts";

/** A right value for every setting. */
const VALUES: Record<string, string> = {
  SITE_URL: "https://daycarecisauk.id",
  CMS_AUTH_URL: "https://sveltia-cms-auth.daycare.workers.dev",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
  CLOUDFLARE_API_TOKEN: "cf-token-Zb1d8Qm2",
  DEPLOY_SSH_TARGET: "deploy@daycarecisauk.id",
  DEPLOY_KNOWN_HOSTS: [
    "daycarecisauk.id ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl",
    "daycarecisauk.id ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEmKSENjQEezOmxkZMy7opKgwFB9nkt5YRrYMjNuG5N87uRgg6CLrbo5wAdT/y6v0mKV0U2w0WZ2YB/++Tpockg=",
  ].join("\n"),
  DEPLOY_SSH_KEY: [
    "-----BEGIN OPENSSH PRIVATE KEY-----",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    "-----END OPENSSH PRIVATE KEY-----",
  ].join("\n"),
};

/** Everything a target reads, as the command line gives it: variables with --set, secrets from files. */
function given(target: Target): Pick<Options, "set" | "secrets"> {
  const set: Record<string, string> = { PUBLISH_TO: target };
  const secrets: Record<string, string> = {};
  for (const setting of settingsFor(target).slice(1))
    (setting.kind === "variable" ? set : secrets)[setting.name] = VALUES[setting.name]!;
  // As read from a file: with its newline.
  for (const name of Object.keys(secrets)) secrets[name] += "\n";
  return { set, secrets };
}

type Fake = Awaited<ReturnType<typeof fakeGitHub>>;

async function run(github: Fake, options: Partial<Options> = {}, deps: Partial<Deps> = {}) {
  const lines: string[] = [];
  const report = await setup(
    { repo: github.repo, token: github.token, apiUrl: "https://api.github.com", ...options },
    { fetch: github.fetch, log: (line) => lines.push(line), ...deps },
  );
  const output = [...lines, formatReport(report)].join("\n");
  return { report, output, status: Object.fromEntries(report.items.map((item) => [item.step, item.status])) };
}

const PRO: FakeOptions = { plan: "pro" };

describe("npm run setup:github", () => {
  it.each(TARGETS)("gives a fresh repository every variable and secret PUBLISH_TO=%s reads", async (target) => {
    const github = await fakeGitHub(PRO);
    const wrangler = fakeWrangler({ token: VALUES.CLOUDFLARE_API_TOKEN! });
    const { report, output } = await run(github, given(target), { run: wrangler.run });

    expect(report.exitCode, output).toBe(0);
    const expected = settingsFor(target);
    expect(Object.fromEntries(github.state.variables)).toEqual(
      Object.fromEntries(
        expected
          .filter((setting) => setting.kind === "variable")
          .map((setting) => [setting.name, setting.name === "PUBLISH_TO" ? target : VALUES[setting.name]]),
      ),
    );
    expect(Object.fromEntries(github.state.secrets)).toEqual(
      Object.fromEntries(
        expected.filter((setting) => setting.kind === "secret").map((setting) => [setting.name, VALUES[setting.name]]),
      ),
    );
    // In the order of settings.ts, then the repository's own settings.
    expect(report.items.map((item) => item.step)).toEqual([
      "repository",
      ...expected.map((setting) => `${setting.kind}:${setting.name}`),
      "workflow-permissions",
      "ruleset",
      ...(target === "github-pages" ? ["pages"] : []),
      ...(target === "cloudflare" ? ["cloudflare-project"] : []),
    ]);
    expect(report.items.slice(1).every((item) => item.status === "done")).toBe(true);
    expect(github.state.workflowPermissions).toEqual({
      default_workflow_permissions: "read",
      can_approve_pull_request_reviews: false,
    });
    expect(github.state.rulesets).toMatchObject([
      {
        name: "main",
        target: "branch",
        enforcement: "active",
        bypass_actors: [],
        conditions: { ref_name: { include: ["~DEFAULT_BRANCH"], exclude: [] } },
        rules: [{ type: "deletion" }, { type: "non_fast_forward" }],
      },
    ]);
    expect(github.state.pages).toEqual(target === "github-pages" ? { build_type: "workflow" } : undefined);
    if (target === "cloudflare") {
      expect(wrangler.projects).toEqual(["daycare-cisauk"]);
      expect(wrangler.calls.map((call) => call.args.join(" "))).toEqual([
        "npx --no-install wrangler pages project list --json",
        "npx --no-install wrangler pages project create daycare-cisauk --production-branch main",
      ]);
      expect(wrangler.calls[0]!.env).toEqual({
        CLOUDFLARE_API_TOKEN: VALUES.CLOUDFLARE_API_TOKEN,
        CLOUDFLARE_ACCOUNT_ID: VALUES.CLOUDFLARE_ACCOUNT_ID,
        WRANGLER_SEND_METRICS: "false",
      });
    } else expect(wrangler.calls).toEqual([]);
    expect(output).toContain("Everything the workflow needs is set up");
  });

  it("sends each secret only as a sealed box for the repository's key, which GitHub's key pair opens", async () => {
    const github = await fakeGitHub(PRO);
    await run(github, given("nginx"));
    const put = github.sent.find((request) => request.method === "PUT" && request.path.endsWith("/DEPLOY_SSH_KEY"));
    const body = put!.body as { encrypted_value: string; key_id: string };
    expect(Object.keys(body).sort()).toEqual(["encrypted_value", "key_id"]);
    expect(body.key_id).toBe(github.keyId);
    expect(body.encrypted_value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.stringify(github.sent)).not.toContain("OPENSSH");
    const box = sodium.from_base64(body.encrypted_value, sodium.base64_variants.ORIGINAL);
    expect(sodium.to_string(sodium.crypto_box_seal_open(box, github.keys.publicKey, github.keys.privateKey))).toBe(
      VALUES.DEPLOY_SSH_KEY,
    );
  });

  it("refuses a wrong value before anything is sent", async () => {
    const github = await fakeGitHub(PRO);
    const { set, secrets } = given("nginx");
    const { report, output } = await run(github, {
      set: { ...set, SITE_URL: "http://daycarecisauk.id", DEPLOY_SSH_KEY: "a key", CMS_URL: "https://x.id" },
      secrets,
    });
    expect(report.exitCode).toBe(2);
    expect(github.sent).toEqual([]);
    expect(output).toContain("Nothing was sent to GitHub");
    expect(output).toContain("SITE_URL=http://daycarecisauk.id refused: harus diawali https://");
    expect(output).toContain("DEPLOY_SSH_KEY is a secret: give it with --secret-file DEPLOY_SSH_KEY=<file>");
    expect(output).toContain("CMS_URL: not a setting the publishing workflow reads");
    expect((await run(github, { publishTo: "netlify" })).output).toContain('"netlify" tidak dikenal');
    expect(github.sent).toEqual([]);
  });

  it("changes nothing on a second run with the same command", async () => {
    const github = await fakeGitHub(PRO);
    const wrangler = fakeWrangler({ token: VALUES.CLOUDFLARE_API_TOKEN! });
    const first = await run(github, given("cloudflare"), { run: wrangler.run });
    expect(first.report.exitCode).toBe(0);
    const writes = github.writes().length;

    const second = await run(github, given("cloudflare"), { run: wrangler.run });
    expect(second.report.exitCode).toBe(0);
    expect(github.writes()).toHaveLength(writes);
    expect(second.report.items.every((item) => item.status === "ok")).toBe(true);
    expect(second.output).toContain("Nothing changed.");
    // A secret cannot be compared: the file given again is not sent again unless asked to.
    expect(second.output).toContain("to replace it, add --replace-secret CLOUDFLARE_API_TOKEN");
    expect(wrangler.calls.filter((call) => call.args.includes("create"))).toHaveLength(1);

    // And with nothing given, from what is on GitHub alone.
    const bare = await run(github);
    expect(bare.report.exitCode).toBe(0);
    expect(bare.report.target).toBe("cloudflare");
    expect(github.writes()).toHaveLength(writes);
    expect(bare.report.items.at(-1)).toMatchObject({ step: "cloudflare-project", status: "unchecked" });

    // --replace-secret sends it again.
    const replaced = await run(github, {
      secrets: { CLOUDFLARE_API_TOKEN: "new-token" },
      replaceSecrets: ["CLOUDFLARE_API_TOKEN"],
    });
    expect(replaced.status["secret:CLOUDFLARE_API_TOKEN"]).toBe("done");
    expect(github.state.secrets.get("CLOUDFLARE_API_TOKEN")).toBe("new-token");
  });

  it("--check lists what is missing in the documented order, changes nothing, asks nothing and exits 1", async () => {
    const github = await fakeGitHub({
      ...PRO,
      variables: { PUBLISH_TO: "nginx", SITE_URL: "http://daycarecisauk.id", DEPLOY_SSH_TARGET: "deploy@server.id" },
    });
    const asked: string[] = [];
    const ask: Ask = async (question) => (asked.push(question), "x");
    const { report, output } = await run(github, { check: true }, { ask });

    expect(report.exitCode).toBe(1);
    expect(github.writes()).toEqual([]);
    expect(asked).toEqual([]);
    const missing = report.items.filter((item) => item.status === "missing").map((item) => item.step);
    expect(missing).toEqual([
      "variable:SITE_URL",
      "variable:CMS_AUTH_URL",
      "variable:DEPLOY_KNOWN_HOSTS",
      "secret:DEPLOY_SSH_KEY",
      "workflow-permissions",
      "ruleset",
    ]);
    const summary = formatReport(report);
    const positions = missing.map((step) => summary.indexOf(report.items.find((item) => item.step === step)!.title));
    expect(positions.every((at, index) => at > 0 && (index === 0 || at > positions[index - 1]!))).toBe(true);
    expect(summary).toContain("Still missing on daycare-cisauk/situs (PUBLISH_TO nginx), in this order:");
    expect(summary).toContain("1. variable SITE_URL: is http://daycarecisauk.id: harus diawali https://");
    expect(summary).toContain(
      "By hand: Settings → Secrets and variables → Actions → Secrets → New repository secret, name DEPLOY_SSH_KEY (https://github.com/daycare-cisauk/situs/settings/secrets/actions)",
    );
    expect(summary).toContain("(https://github.com/daycare-cisauk/situs/settings/actions)");
    expect(summary).toContain("(https://github.com/daycare-cisauk/situs/settings/rules)");
    expect(summary).toContain("6 required things still missing.");
    expect(output).toContain("✓ variable DEPLOY_SSH_TARGET: = deploy@server.id");

    // --check with a value given: says what would change, changes nothing.
    const planned = await run(github, { check: true, publishTo: "github-pages" });
    expect(planned.report.items[1]).toMatchObject({ status: "missing", detail: "is nginx; to be github-pages" });
    expect(planned.report.items.at(-1)).toMatchObject({ step: "pages", status: "missing", detail: "Pages is off" });
    expect(github.writes()).toEqual([]);
  });

  it("without PUBLISH_TO checks what every host needs and says to choose", async () => {
    const github = await fakeGitHub(PRO);
    const { report, output } = await run(github, { check: true });
    expect(report.exitCode).toBe(1);
    expect(report.items.map((item) => item.step).slice(0, 4)).toEqual([
      "repository",
      "variable:PUBLISH_TO",
      "variable:SITE_URL",
      "variable:CMS_AUTH_URL",
    ]);
    expect(output).toContain("run again with --publish-to cloudflare|github-pages|branch|nginx");
  });

  it("warns loudly about a public repository", async () => {
    const github = await fakeGitHub({ private: false });
    const { report, output } = await run(github, given("branch"));
    expect(report.items[0]).toMatchObject({ step: "repository", status: "missing", required: false });
    expect(report.warnings).toHaveLength(1);
    expect(
      output.split("\n").filter((line) => line.startsWith("!!! The repository daycare-cisauk/situs is PUBLIC")),
    ).toHaveLength(2);
    expect(output).toContain("every photo of the children");
    expect(output).toContain("Settings → General → Danger Zone → Change repository visibility");
    // Everything else is done: the warning alone does not stop publishing.
    expect(report.exitCode).toBe(0);
  });

  it("reports an API error plainly, on its step, and goes on", async () => {
    const github = await fakeGitHub({
      ...PRO,
      failures: [
        {
          method: "GET",
          path: "/repos/daycare-cisauk/situs/actions/variables/SITE_URL",
          status: 403,
          message: "Resource not accessible by personal access token",
        },
      ],
    });
    const { report, output } = await run(github, given("branch"));
    expect(report.exitCode).toBe(1);
    expect(report.items.find((item) => item.step === "variable:SITE_URL")).toMatchObject({
      status: "missing",
      detail:
        "GitHub answered 403 Forbidden to GET /repos/daycare-cisauk/situs/actions/variables/SITE_URL: Resource not accessible by personal access token",
    });
    expect(report.items.find((item) => item.step === "ruleset")!.status).toBe("done");
    expect(output).not.toMatch(/\n\s+at /);

    // An organisation that decides its repositories' workflow permissions itself.
    const locked = await fakeGitHub({
      ...PRO,
      failures: [
        {
          method: "PUT",
          path: "/repos/daycare-cisauk/situs/actions/permissions/workflow",
          status: 409,
          message: "Conflict",
        },
      ],
    });
    const organisation = await run(locked, given("branch"));
    expect(organisation.report.items.find((item) => item.step === "workflow-permissions")!.detail).toBe(
      "GitHub answered 409 Conflict to PUT /repos/daycare-cisauk/situs/actions/permissions/workflow: Conflict (the organisation's own settings decide this: the organisation's Settings → Actions → General → Workflow permissions)",
    );
  });

  it("stops at once, plainly, on a refused token or when GitHub cannot be reached", async () => {
    const github = await fakeGitHub(PRO);
    const refused = await run(github, { ...given("branch"), token: "ghp_wrong" });
    expect(refused.report.exitCode).toBe(1);
    expect(github.sent).toHaveLength(1);
    expect(refused.output).toContain(
      "GitHub answered 401 Unauthorized to GET /repos/daycare-cisauk/situs: Bad credentials. The token is wrong or expired",
    );
    expect(refused.output).not.toContain("ghp_wrong");

    const offline = await run(github, given("branch"), {
      fetch: async () => {
        throw new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } });
      },
    });
    expect(offline.report.exitCode).toBe(1);
    expect(offline.output).toContain("could not reach GitHub at https://api.github.com (ENOTFOUND)");
  });

  it("says plainly what GitHub Free does not offer a private repository", async () => {
    const github = await fakeGitHub({ plan: "free" });
    const branch = await run(github, given("branch"));
    // No ruleset on a private repository on GitHub Free: said, not required.
    expect(branch.report.exitCode).toBe(0);
    expect(branch.report.items.find((item) => item.step === "ruleset")).toMatchObject({
      status: "missing",
      required: false,
    });
    expect(branch.output).toContain("Upgrade to GitHub Pro or make this repository public to enable this feature.");
    expect(branch.output).toContain("On GitHub Free, rulesets exist only for public repositories");
    expect(branch.output).toContain("Not required, but worth doing:");

    // GitHub Pages is what github-pages publishes with: required.
    const pages = await run(github, given("github-pages"));
    expect(pages.report.exitCode).toBe(1);
    expect(pages.report.items.find((item) => item.step === "pages")).toMatchObject({
      status: "missing",
      required: true,
    });
    expect(pages.output).toContain("GitHub Pages serves only public repositories");
  });

  it("asks for what is not given, again when the answer is wrong, secrets without echo", async () => {
    const github = await fakeGitHub({ ...PRO, variables: { SITE_URL: "https://daycarecisauk.id" } });
    const answers: Record<string, string[]> = {
      PUBLISH_TO: ["nginx"],
      CMS_AUTH_URL: ["http://auth.daycare.id", "https://auth.daycare.id"],
      DEPLOY_SSH_TARGET: [VALUES.DEPLOY_SSH_TARGET!],
      DEPLOY_KNOWN_HOSTS: [""],
      DEPLOY_SSH_KEY: [VALUES.DEPLOY_SSH_KEY!],
    };
    const asked: { name: string; hidden: boolean }[] = [];
    const ask: Ask = async (question, { hidden }) => {
      const name = /\n(\w+) = $/.exec(question)![1]!;
      asked.push({ name, hidden });
      return answers[name]!.shift()!;
    };
    const { report, output } = await run(github, {}, { ask });
    expect(asked).toEqual([
      { name: "PUBLISH_TO", hidden: false },
      { name: "CMS_AUTH_URL", hidden: false },
      { name: "CMS_AUTH_URL", hidden: false },
      { name: "DEPLOY_SSH_TARGET", hidden: false },
      { name: "DEPLOY_KNOWN_HOSTS", hidden: false },
      { name: "DEPLOY_SSH_KEY", hidden: true },
    ]);
    expect(output).toContain("✗ harus diawali https://");
    expect(github.state.variables.get("CMS_AUTH_URL")).toBe("https://auth.daycare.id");
    expect(github.state.secrets.get("DEPLOY_SSH_KEY")).toBe(VALUES.DEPLOY_SSH_KEY);
    // Skipped: still missing.
    expect(report.exitCode).toBe(1);
    expect(report.items.filter((item) => item.status === "missing").map((item) => item.step)).toEqual([
      "variable:DEPLOY_KNOWN_HOSTS",
    ]);
  });

  it("checks the Cloudflare project only with the token given, and reports wrangler's error plainly", async () => {
    const github = await fakeGitHub({
      ...PRO,
      variables: { PUBLISH_TO: "cloudflare", ...given("cloudflare").set },
      secrets: { CLOUDFLARE_API_TOKEN: VALUES.CLOUDFLARE_API_TOKEN! },
      workflowPermissions: { default_workflow_permissions: "read", can_approve_pull_request_reviews: false },
      rulesets: [
        {
          name: "keep the branches",
          target: "branch",
          enforcement: "active",
          bypass_actors: [],
          conditions: { ref_name: { include: ["~ALL"], exclude: [] } },
          rules: [{ type: "non_fast_forward" }, { type: "deletion" }, { type: "required_signatures" }],
        },
      ],
    });
    const wrangler = fakeWrangler({ token: VALUES.CLOUDFLARE_API_TOKEN!, projects: ["daycare-cisauk"] });
    const without = await run(github, {}, { run: wrangler.run });
    expect(without.report.exitCode).toBe(0);
    expect(github.writes()).toEqual([]);
    expect(wrangler.calls).toEqual([]);
    expect(without.report.items.at(-1)).toMatchObject({ status: "unchecked", required: false });
    expect(without.output).toContain("--secret-file CLOUDFLARE_API_TOKEN=<file>");
    expect(without.output).toContain("Cloudflare → Workers & Pages → Create → Pages → Direct Upload");

    const right = await run(
      github,
      { secrets: { CLOUDFLARE_API_TOKEN: VALUES.CLOUDFLARE_API_TOKEN! } },
      { run: wrangler.run },
    );
    expect(right.status["cloudflare-project"]).toBe("ok");

    const wrong = await run(github, { secrets: { CLOUDFLARE_API_TOKEN: "expired" } }, { run: wrangler.run });
    expect(wrong.report.exitCode).toBe(1);
    expect(wrong.report.items.at(-1)!.detail).toBe(
      "wrangler pages project list failed: ✘ [ERROR] A request to the Cloudflare API (/accounts/0123456789abcdef0123456789abcdef/pages/projects) failed. Authentication error [code: 10000] (exit 1)",
    );
    expect(github.writes()).toEqual([]);
  });

  it("leaves a ruleset named main that lacks a rule to the maintainer", async () => {
    const github = await fakeGitHub({
      ...PRO,
      rulesets: [
        {
          name: "main",
          target: "branch",
          enforcement: "active",
          bypass_actors: [],
          conditions: { ref_name: { include: ["~DEFAULT_BRANCH"], exclude: [] } },
          rules: [{ type: "deletion" }],
        },
      ],
    });
    const { report } = await run(github, given("branch"));
    expect(report.items.find((item) => item.step === "ruleset")).toMatchObject({
      status: "missing",
      detail: 'force pushes are not blocked; a ruleset named "main" exists (not changed here): edit it by hand',
    });
    expect(github.writes().filter((request) => request.path.includes("rulesets"))).toEqual([]);
  });
});
