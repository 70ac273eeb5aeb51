import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dayTwo } from "../../../tooling/setup/day-two.ts";
import { DEPLOY_KEY_TITLE } from "../../../tooling/setup/setup.ts";
import type { GitHubStandIn, Person, Repository } from "../../github/stand-in.ts";
import { CODE, CONTENT, twoRepositories } from "./two-repositories.ts";
import type { App } from "../../github/web-flow.ts";
import { type CloudflareApi, startCloudflareApi } from "../stand-ins/cloudflare-api.ts";

/**
 * Day two by command (tooling/setup/day-two.ts, docs/deploy.md "Day two"), as the maintainer types
 * them, against the rehearsal's GitHub and Cloudflare: staff in and out, each credential rotated, the
 * site moved to the centre's domain. Each needs only the credential it changes, checks it before
 * changing anything, prints only the hand steps still open, and no token in any form.
 */

const PROJECT = path.resolve(import.meta.dirname, "../../..");
const ACCOUNT = "0123456789abcdef0123456789abcdef";
const CLOUDFLARE_TOKEN = "cf-token-hari-kedua-0123456789";

let root: string;
let github: GitHubStandIn;
let cloudflare: CloudflareApi;
let code: Repository;
let content: Repository;
let maintainer: Person;
let app: App;
/** Everything every command printed, for the last test: no token in any of it. */
const printed: string[] = [];

beforeAll(async () => {
  ({ root, github, code, content, maintainer } = await twoRepositories("hari-kedua-"));
  github.addPerson("bunda-ani", "none", "Bunda Ani");
  code.variables.set("CONTENT_REPO", CONTENT);
  code.variables.set("CLOUDFLARE_ACCOUNT_ID", ACCOUNT);
  code.variables.set("SITE_URL", "https://daycare-cisauk.pages.dev");
  cloudflare = await startCloudflareApi({ accountId: ACCOUNT, token: CLOUDFLARE_TOKEN, project: "daycare-cisauk" });
  // What npm run points Cloudflare's API calls at; read when each call is made.
  process.env.CLOUDFLARE_API_BASE_URL = cloudflare.url;
  app = github.webFlow.addApp({
    name: "Editor Daycare Cisauk",
    callbackUrls: ["https://daycare-cisauk.pages.dev/masuk/callback"],
    installedOn: [CONTENT, CODE],
    expiring: true,
  });
});

afterAll(async () => {
  await github.stop();
  await cloudflare.close();
  delete process.env.CLOUDFLARE_API_BASE_URL;
  rmSync(root, { recursive: true, force: true });
});

/** The command as npm runs it, in this process (a process each costs a second and a half of imports). */
async function typed(command: string, args: string[], token = maintainer.token) {
  const lines: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...said) => void lines.push(said.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...said) => void lines.push(said.join(" ")));
  let exit: number;
  try {
    exit = await dayTwo(command, [...args, "--code", CODE], {
      GITHUB_TOKEN: token,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: github.url,
    });
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  const said = lines.join("\n");
  printed.push(said);
  return { exit, said };
}

/** `npm run <command> -- …args`, as typed in a terminal: its exit code and all it printed. */
async function inTerminal(command: string, args: string[], token = maintainer.token) {
  const child = spawn(
    path.join(PROJECT, "node_modules/.bin/node"),
    ["tooling/setup/day-two.ts", command, ...args, "--code", CODE],
    {
      cwd: PROJECT,
      env: {
        ...process.env,
        GITHUB_TOKEN: token,
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: github.url,
        CLOUDFLARE_API_BASE_URL: cloudflare.url,
      },
    },
  );
  let said = "";
  child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const exit = await new Promise<number>((resolve) => child.on("close", (status) => resolve(status ?? 1)));
  printed.push(said);
  expect(said).not.toMatch(/^ {4}at |node:internal|ERR_[A-Z_]+/m);
  return { exit, said };
}

const saved = (name: string, text: string) => {
  const file = path.join(root, name);
  writeFileSync(file, `${text}\n`);
  return file;
};

describe("day two, a command each", () => {
  it("npm run staff -- add: Write on the content, Read on the code; a login that is no one's changes nothing", async () => {
    const { exit, said } = await typed("staff", ["add", "bunda-ani"]);
    expect(exit).toBe(0);
    expect([content.members.get("bunda-ani"), code.members.get("bunda-ani")]).toEqual(["write", "read"]);
    expect(said).toMatch(/By hand, still:\n {2}1\. Each of them accepts GitHub's invitation/);
    const wrong = await typed("staff", ["add", "bunda-anii"]);
    expect(wrong.exit).toBe(1);
    expect(wrong.said).toMatch(/✗ staff bunda-anii/);
    expect(wrong.said).toMatch(/nothing was changed/);
    expect(content.members.has("bunda-anii")).toBe(false);
  });

  it("npm run staff -- remove: out of both repositories", async () => {
    const { exit, said } = await typed("staff", ["remove", "bunda-ani"]);
    expect(exit).toBe(0);
    expect([content.members.has("bunda-ani"), code.members.has("bunda-ani")]).toEqual([false, false]);
    expect(said).toMatch(/\+ staff bunda-ani: removed/);
    expect(said).not.toMatch(/By hand/);
  });

  it("npm run rotate -- deploy-key: a new read-only key and its secret, the old key gone", async () => {
    github.addDeployKey(content, DEPLOY_KEY_TITLE, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIlama");
    const { exit } = await typed("rotate", ["deploy-key"]);
    expect(exit).toBe(0);
    expect(content.deployKeys).toHaveLength(1);
    expect(content.deployKeys[0]).toMatchObject({ title: DEPLOY_KEY_TITLE, read_only: true });
    expect(content.deployKeys[0]!.key).not.toContain("AAAAIlama");
    expect(code.secrets.get("CONTENT_DEPLOY_KEY")).toMatch(/BEGIN OPENSSH PRIVATE KEY/);
  });

  it("npm run rotate -- trigger-token: checked, stored in the content repository; one that reaches too much changes nothing", async () => {
    const wide = github.fineGrainedToken("pengelola", [code, content], { actions: "write", contents: "write" });
    const refused = await typed("rotate", ["trigger-token", saved("pemicu-lebar.txt", wide)]);
    expect(refused.exit).toBe(1);
    expect(content.secrets.has("PUBLISH_TRIGGER_TOKEN")).toBe(false);
    const trigger = github.fineGrainedToken("pengelola", [code], { actions: "write" }, new Date(Date.now() + 9e9));
    const { exit, said } = await typed("rotate", ["trigger-token", saved("pemicu.txt", trigger)]);
    expect(exit).toBe(0);
    expect(content.secrets.get("PUBLISH_TRIGGER_TOKEN")).toBe(trigger);
    expect(said).toMatch(/Revoke the old trigger token/);
  });

  it("npm run rotate -- cloudflare-token: checked against the account, stored in the code repository", async () => {
    const refused = await typed("rotate", ["cloudflare-token", saved("cf-salah.txt", "token-lain")]);
    expect(refused.exit).toBe(1);
    expect(code.secrets.has("CLOUDFLARE_API_TOKEN")).toBe(false);
    const { exit } = await typed("rotate", ["cloudflare-token", saved("cf.txt", CLOUDFLARE_TOKEN)]);
    expect(exit).toBe(0);
    expect(code.secrets.get("CLOUDFLARE_API_TOKEN")).toBe(CLOUDFLARE_TOKEN);
  });

  it("npm run rotate -- app-secret: the App's new secret checked with GitHub, then the Pages project's", async () => {
    const args = ["--cloudflare-token-file", saved("cf.txt", CLOUDFLARE_TOKEN), "--app-client-id", app.clientId];
    const wrong = await typed("rotate", ["app-secret", saved("rahasia-salah.txt", "rahasia-lama-yang-salah"), ...args]);
    expect(wrong.exit).toBe(1);
    expect(cloudflare.variables().GITHUB_CLIENT_SECRET).toBeUndefined();
    const { exit, said } = await typed("rotate", ["app-secret", saved("rahasia.txt", app.clientSecret), ...args]);
    expect(exit).toBe(0);
    expect(cloudflare.variables()).toMatchObject({
      GITHUB_CLIENT_ID: app.clientId,
      GITHUB_CLIENT_SECRET: app.clientSecret,
    });
    expect(said).toMatch(/delete the old one on the App's page/);
  });

  it("npm run domain: the Pages project serves the domain, SITE_URL follows, and the App's callback is the one step left", async () => {
    const cf = saved("cf.txt", CLOUDFLARE_TOKEN);
    const refused = await typed("domain", ["http://daycare.id", "--cloudflare-token-file", cf]);
    expect(refused.exit).toBe(1);
    const { exit, said } = await typed("domain", ["https://daycare.id", "--cloudflare-token-file", cf]);
    expect(exit).toBe(0);
    expect(code.variables.get("SITE_URL")).toBe("https://daycare.id");
    expect(cloudflare.requests()).toContain(
      "POST /accounts/0123456789abcdef0123456789abcdef/pages/projects/daycare-cisauk/domains",
    );
    expect(said).toMatch(/Add callback URL https:\/\/daycare\.id\/masuk\/callback/);
  });

  it("npm run rotate -- admin-token: the new token checked, nothing stored; --help and a wrong option without a stack trace", async () => {
    expect((await typed("rotate", ["admin-token"])).exit).toBe(0);
    const hurried = github.addPerson("pengelola-baru", "admin", "Pengelola", ["repo", "user"]);
    github.grant(content, hurried.login, "admin");
    const short = await typed("rotate", ["admin-token"], hurried.token);
    expect(short.exit).toBe(1);
    expect(short.said).toMatch(/workflow/);
    expect((await inTerminal("staff", ["--help"])).exit).toBe(0);
    const wrong = await inTerminal("staff", ["add", "--frobnicate"]);
    expect(wrong.exit).toBe(1);
    expect(wrong.said.split("\n").filter((line) => line.startsWith("✗"))).toHaveLength(1);
  });

  it("prints no token, no client secret, in any form", () => {
    const base64 = (text: string) => Buffer.from(text).toString("base64").replace(/=+$/, "");
    const all = printed.join("\n");
    for (const secret of [maintainer.token, CLOUDFLARE_TOKEN, app.clientSecret, "rahasia-lama-yang-salah"]) {
      expect(all).not.toContain(secret);
      expect(all).not.toContain(base64(secret));
    }
    expect(all).not.toMatch(/github_pat_/);
  });
});
