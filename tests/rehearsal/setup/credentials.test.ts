import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkAdminToken,
  checkCloudflareToken,
  checkOwner,
  checkSignInApp,
  checkStaff,
  checkTriggerToken,
} from "../../../tooling/setup/credentials.ts";
import { gitHub } from "../../../tooling/publish/github.ts";
import { type CloudflareApi, startCloudflareApi } from "../stand-ins/cloudflare-api.ts";
import type { GitHubStandIn, Person, Repository } from "../../github/stand-in.ts";
import { CODE, CONTENT, twoRepositories } from "./two-repositories.ts";

/**
 * The credential checks of `npm run setup` (tooling/setup/credentials.ts) against the rehearsal's
 * GitHub and Cloudflare: each mistake a maintainer makes when creating a token is named, with what
 * to click, and a right token passes; and against a server that quotes the token back in its
 * refusals, no line and no error carries it.
 */

const ACCOUNT = "0123456789abcdef0123456789abcdef";
const DAY = 24 * 60 * 60 * 1000;

let root: string;
let github: GitHubStandIn;
let code: Repository;
let content: Repository;
let maintainer: Person;
let hurried: Person;

beforeAll(async () => {
  ({ root, github, code, content, maintainer } = await twoRepositories("credentials-test-"));
  hurried = github.addPerson("pengelola-lama", "admin", "Pengelola", ["repo", "user"]);
  github.addPerson("bunda-sari", "none", "Bunda Sari");
});

afterAll(async () => {
  await github.stop();
  rmSync(root, { recursive: true, force: true });
});

const as = async (token: string) => ({ request: await gitHub(token, github.url), token, web: github.url });
const trigger = async (token: string) => checkTriggerToken(await as(token), { code: CODE, content: CONTENT });
const fineGrained = (repositories: Repository[], permissions: Record<string, "read" | "write">, expires?: Date) =>
  github.fineGrainedToken(maintainer.login, repositories, permissions, expires);

describe("the admin token", () => {
  it("with scopes repo and workflow: ok, whose it is, and that it never expires", async () => {
    expect(await checkAdminToken(await as(maintainer.token))).toEqual({
      status: "ok",
      what: "your GitHub token (GITHUB_TOKEN)",
      detail: "an OAuth token (gho_…, as `gh auth token` gives) of pengelola, scopes repo and workflow; never expires",
    });
  });

  it("without workflow: missing, and the two ways to add it", async () => {
    const line = await checkAdminToken(await as(hurried.token));
    expect(line.status).toBe("missing");
    expect(line.detail).toContain("lacks the scope workflow (it has: repo, user)");
    expect(line.detail).toContain("`gh auth refresh --scopes workflow`");
    expect(line.detail).toContain(`${github.url}/settings/tokens → the token → tick workflow → Update token`);
  });

  it("one GitHub does not know: wrong or expired", async () => {
    const line = await checkAdminToken(await as("ghp_salahketik"));
    expect(line).toMatchObject({
      status: "missing",
      detail: expect.stringMatching(/^GitHub refused it: wrong or expired/),
    });
  });
});

describe("the trigger token", () => {
  it("fine-grained, Actions on the code repository alone: ok, with its expiry and how to renew it", async () => {
    const expires = new Date(Date.now() + 200 * DAY);
    const line = await trigger(fineGrained([code], { actions: "write" }, expires));
    expect(line.status).toBe("ok");
    expect(line.detail).toMatch(
      new RegExp(`^fine-grained, reads ${CODE}'s Actions and publish.yml, does not reach ${CONTENT};`),
    );
    expect(line.detail).toContain(`expires ${expires.toISOString().slice(0, 10)} (in 199 days): renew it before then`);
    expect(line.detail).toContain("--replace PUBLISH_TRIGGER_TOKEN");
  });

  it("made without an expiry: ok, never expires", async () => {
    expect((await trigger(fineGrained([code], { actions: "write" }))).detail).toMatch(/; never expires$/);
  });

  it(`expiring within the week: missing, renew it now`, async () => {
    const line = await trigger(fineGrained([code], { actions: "write" }, new Date(Date.now() + 3 * DAY)));
    expect(line).toMatchObject({ status: "missing", detail: expect.stringMatching(/in 2 day\(s\): renew it now/) });
  });

  it("expired, or revoked: GitHub refuses it", async () => {
    const expired = fineGrained([code], { actions: "write" }, new Date(Date.now() - DAY));
    const revoked = fineGrained([code], { actions: "write" });
    github.revoke(revoked);
    for (const token of [expired, revoked])
      expect(await trigger(token)).toMatchObject({
        status: "missing",
        detail: expect.stringMatching(
          /^GitHub refused it: wrong, expired or revoked\. Make a new one: .*Actions "Read and write"/,
        ),
      });
  });

  it("reaching the content repository too: missing, reach the code alone", async () => {
    const line = await trigger(fineGrained([code, content], { actions: "write" }));
    expect(line).toMatchObject({
      status: "missing",
      detail: `reaches ${CONTENT} too: it must reach ${CODE} alone (Repository access → Only select repositories)`,
    });
  });

  it("for the content repository instead of the code: both said", async () => {
    const line = await trigger(fineGrained([content], { actions: "write" }));
    expect(line.status).toBe("missing");
    expect(line.detail).toMatch(new RegExp(`^does not reach ${CODE} .*; reaches ${CONTENT} too`));
  });

  it("without the Actions permission: missing, which permission to give", async () => {
    const line = await trigger(fineGrained([code], { contents: "read" }));
    expect(line.detail).toBe(
      `may not read ${CODE}'s Actions (Resource not accessible by personal access token): give it Repository permissions → Actions: Read and write`,
    );
  });

  it("the maintainer's own token: not fine-grained, and it reaches the content too", async () => {
    const line = await trigger(maintainer.token);
    expect(line.status).toBe("missing");
    expect(line.detail).toMatch(/^an OAuth token \(gho_…/);
    expect(line.detail).toContain("not a fine-grained token");
    expect(line.detail).toContain(`reaches ${CONTENT} too`);
  });

  it("a public code repository: its workflow is read by any token, and the line says so rather than claim more", async () => {
    code.visibility = "public";
    try {
      const line = await trigger(fineGrained([], { actions: "write" }));
      expect(line.status).toBe("ok");
      expect(line.detail).toMatch(
        new RegExp(`^fine-grained, reads publish.yml \\(as any token may: ${CODE} is public\\)`),
      );
    } finally {
      code.visibility = "private";
    }
  });

  it("publish.yml turned off in the code repository: missing, where to turn it on", async () => {
    code.disabledWorkflows.add("publish.yml");
    try {
      const line = await trigger(fineGrained([code], { actions: "write" }));
      expect(line.detail).toBe(
        `publish.yml in ${CODE} is disabled_manually: ${github.url}/${CODE}/actions → "publish.yml" → Enable workflow`,
      );
    } finally {
      code.disabledWorkflows.delete("publish.yml");
    }
  });
});

describe("owners and staff", () => {
  it("an organisation: the approvals and the token lifetime its owners decide", async () => {
    const line = await checkOwner(await as(maintainer.token), "daycare-cisauk");
    expect(line).toMatchObject({ status: "ok", what: "owner daycare-cisauk", kind: "Organization" });
    expect(line.detail).toContain("is installed on the repositories by an owner");
    expect(line.detail).toContain("Personal access tokens → Pending requests");
    expect(line.detail).toContain("by default 366 days");
  });

  it("a person's account: nothing to approve", async () => {
    expect(await checkOwner(await as(maintainer.token), "pengelola")).toMatchObject({ status: "ok", kind: "User" });
  });

  it("each login: a person's account is ok, anything else is missing", async () => {
    // The stand-in answers any login it has no person for as an organisation (GitHub: 404, ./credentials.test.ts).
    const lines = await checkStaff(await as(maintainer.token), ["bunda-sari", "bunda-sary"]);
    expect(lines.map(({ what, status }) => `${status} ${what}`)).toEqual([
      "ok staff bunda-sari",
      "missing staff bunda-sary",
    ]);
    expect(lines[1]!.detail).toBe(
      `is an organisation, not a person (${github.url}/bunda-sary): ask them for their own login`,
    );
  });
});

describe("the editor's sign-in App", () => {
  it("tells the right client ID and secret from a wrong secret, and never says the secret", async () => {
    const app = github.webFlow.addApp({
      name: "Editor",
      callbackUrls: ["https://contoh.id/masuk/callback"],
      expiring: true,
    });
    const right = await checkSignInApp({ web: github.url, clientId: app.clientId, clientSecret: app.clientSecret });
    expect(right).toMatchObject({ status: "ok", detail: expect.stringContaining(app.clientId) });
    const wrong = await checkSignInApp({ web: github.url, clientId: app.clientId, clientSecret: "rahasia-yang-salah" });
    expect(wrong).toMatchObject({ status: "missing", detail: expect.stringMatching(/Generate a new client secret/) });
    expect(JSON.stringify([right, wrong])).not.toMatch(new RegExp(`${app.clientSecret}|rahasia-yang-salah`));
  });
});

describe("the Cloudflare token", () => {
  const token = "cf-rahasia-0123456789";
  const apis: CloudflareApi[] = [];
  const start = async (options: { tokenOwner?: "user" | "account"; pagesPermission?: boolean } = {}) => {
    const api = await startCloudflareApi({ accountId: ACCOUNT, token, project: "daycare-cisauk", ...options });
    apis.push(api);
    return api;
  };
  afterAll(async () => {
    for (const api of apis) await api.close();
  });

  it("active, for this account, with Pages: ok", async () => {
    const api = await start();
    expect(await checkCloudflareToken({ token, account: ACCOUNT, apiUrl: api.url })).toEqual({
      status: "ok",
      what: "CLOUDFLARE_API_TOKEN (--cloudflare-token-file)",
      detail: `active, lists account ${ACCOUNT}'s Pages projects (the right to edit them shows when the project is made or deployed); never expires`,
    });
  });

  it("one the account owns: verified under the account, ok", async () => {
    const api = await start({ tokenOwner: "account" });
    expect(await checkCloudflareToken({ token, account: ACCOUNT, apiUrl: api.url })).toMatchObject({ status: "ok" });
    expect(api.requests()).toContain(`GET /accounts/${ACCOUNT}/tokens/verify`);
  });

  it("a wrong one: Cloudflare refused it, and how to make one", async () => {
    const api = await start();
    const line = await checkCloudflareToken({ token: "cf-salah", account: ACCOUNT, apiUrl: api.url });
    expect(line).toMatchObject({ status: "missing" });
    expect(line.detail).toMatch(
      /^Cloudflare refused it \(Invalid API Token \(1000\)\): wrong, or deleted\. Make one: .*Account · Cloudflare Pages · Edit/,
    );
  });

  it("for another account: which account it reaches, and where to include this one", async () => {
    const api = await start();
    const other = "fedcba9876543210fedcba9876543210";
    const line = await checkCloudflareToken({ token, account: other, apiUrl: api.url });
    expect(line.detail).toBe(
      `is not for account ${other} (it reaches Rehearsal account ${ACCOUNT}): Cloudflare → My Profile → API Tokens → the token → Edit → Account Resources: include this account, or give --cloudflare-account the ID of the account it is for`,
    );
  });

  it("without the Pages permission: which permission to tick", async () => {
    const api = await start({ pagesPermission: false });
    const line = await checkCloudflareToken({ token, account: ACCOUNT, apiUrl: api.url });
    expect(line.detail).toBe(
      `reaches account ${ACCOUNT} but may not list its Pages projects (Authentication error (10000)): Cloudflare → My Profile → API Tokens → the token → Edit → Permissions: Account · Cloudflare Pages · Edit`,
    );
  });
});

describe("no token is printed", () => {
  const base64 = (text: string) => Buffer.from(text).toString("base64").replace(/=+$/, "");
  let server: Server;
  let url: string;
  /** Status of the next answers: 401 (a refusal), 500 (GitHub failing, thrown after its tries). */
  let status = 401;

  // A server that quotes the token it was sent in every refusal, as is and base64, in GitHub's and
  // Cloudflare's shapes: the worst a proxy or an error page could do.
  beforeAll(async () => {
    server = createServer((request, response) => {
      const token = (request.headers.authorization ?? "").replace(/^\S+ /, "");
      const message = `Bad credentials: ${token} ${base64(token)} ${base64(`x-access-token:${token}`)}`;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify({ message, success: false, errors: [{ code: 1000, message }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const markers = {
    admin: "ghp_PENANDA0admin0123456789",
    trigger: "github_pat_PENANDA_0trigger0123",
    cloudflare: "cf-PENANDA0cloudflare",
  };
  const shows = (text: string) =>
    Object.values(markers).filter((marker) =>
      [marker, base64(marker), base64(`x-access-token:${marker}`)].some((form) => text.includes(form)),
    );
  const github = async (token: string) => ({ request: await gitHub(token, url, 1), token, web: url });
  const everyCheck = async () => [
    await checkAdminToken(await github(markers.admin)),
    await checkTriggerToken(await github(markers.trigger), { code: CODE, content: CONTENT }),
    await checkOwner(await github(markers.admin), "daycare-cisauk"),
    ...(await checkStaff(await github(markers.admin), ["bunda-sari"])),
    await checkCloudflareToken({ token: markers.cloudflare, account: ACCOUNT, apiUrl: url }),
  ];

  it("a refusal quoting the token: every line is missing, and none carries it", async () => {
    status = 401;
    const lines = await everyCheck();
    expect(lines.map((line) => line.status)).toEqual(lines.map(() => "missing"));
    expect(shows(JSON.stringify(lines))).toEqual([]);
    // The quote reached the lines, and was taken out: this test could have failed.
    expect(lines.find((line) => line.what.startsWith("owner"))!.detail).toMatch(/Bad credentials: \*\*\* \*\*\*/);
    expect(lines.at(-1)!.detail).toMatch(/Bad credentials: \*\*\* \*\*\*/);
  });

  it("a failure quoting the token, thrown: its message does not carry it", async () => {
    status = 500;
    const checks = [
      async () => checkAdminToken(await github(markers.admin)),
      async () => checkTriggerToken(await github(markers.trigger), { code: CODE, content: CONTENT }),
      async () => checkOwner(await github(markers.admin), "daycare-cisauk"),
      async () => checkStaff(await github(markers.admin), ["bunda-sari"]),
      async () => checkCloudflareToken({ token: markers.cloudflare, account: ACCOUNT, apiUrl: url }),
    ];
    for (const check of checks) {
      const error = (await check().then(
        () => new Error("not thrown"),
        (thrown: unknown) => thrown,
      )) as Error & { cause?: unknown; response?: { status: number } };
      expect(error.message).not.toBe("not thrown");
      expect(shows(`${error.message}\n${error.stack}`)).toEqual([]);
      expect(error.cause).toBeUndefined();
      expect(error.response?.status).toBe(500);
    }
  });
});
