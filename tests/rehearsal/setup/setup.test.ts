import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEPLOY_KEY_TITLE, type Options, setup } from "../../../tooling/setup/setup.ts";
import { GitHubStandIn, type Person } from "../../github/stand-in.ts";
import { detailsFile } from "./centre-details.ts";

/**
 * `npm run setup` (tooling/setup/setup.ts) against the rehearsal's GitHub:
 * from a code repository alone to everything publishing needs, in an order
 * in which the content's first commit can already publish; again, nothing
 * changes; a public content repository is refused. Then as a maintainer
 * types it, with what goes wrong on a first try: a mistyped option, a token
 * without the `workflow` scope, a login spelt wrong, no ssh-keygen.
 */

const PROJECT = path.resolve(import.meta.dirname, "../../..");
const CODE = "daycare-cisauk/situs";
const CONTENT = "daycare-cisauk/situs-konten";
const TRIGGER = ".github/workflows/terbitkan.yml";

let root: string;
let github: GitHubStandIn;
let maintainer: Person;
let options: Options;
/** Whether the content repository had its trigger's settings when its first commit arrived. */
const atFirstPush: boolean[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "setup-test-"));
  github = new GitHubStandIn(root, CODE);
  await github.start();
  maintainer = github.addPerson("pengelola", "admin", "Pengelola", ["repo", "workflow", "user"]);
  github.addPerson("bunda-sari", "none", "Bunda Sari");
  github.onRefUpdate.push(({ repository }) => {
    const content = github.repo(repository)!;
    if (repository === CONTENT)
      atFirstPush.push(content.secrets.has("PUBLISH_TRIGGER_TOKEN") && content.variables.has("CODE_REPO"));
  });
  options = {
    code: CODE,
    content: CONTENT,
    values: {
      SITE_URL: "https://daycare.contoh.id",
      CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
      CLOUDFLARE_API_TOKEN: "cf-token",
      PUBLISH_TRIGGER_TOKEN: "github_pat_pemicu",
    },
    replace: [],
    staff: ["bunda-sari"],
    check: false,
    token: maintainer.token,
    apiUrl: github.url,
    serverUrl: github.url,
  };
});

afterAll(async () => {
  await github.stop();
  rmSync(root, { recursive: true, force: true });
});

const files = (fullName: string) =>
  github.repo(fullName)!.plumbing(["ls-tree", "-r", "--name-only", "main"]).split("\n").filter(Boolean);

// The setup writes to GitHub one request at a time, a second apart, as GitHub asks of integrations
// (tooling/publish/github.ts): a whole setup is some 20 s of that alone, over vitest's 30 s on cores
// npm test keeps busy. Only a setup that hangs should fail on time.
const WHOLE_SETUP = { timeout: 120_000 };

describe("npm run setup", WHOLE_SETUP, () => {
  it("from a code repository alone: the private content repository, its key, every setting, the content last", async () => {
    const lines = await setup(options);
    expect(lines.filter((line) => line.status === "missing")).toEqual([]);
    const content = github.repo(CONTENT)!;
    const code = github.repo(CODE)!;
    expect(content.visibility).toBe("private");
    expect(content.members.get("pengelola")).toBe("admin");

    // The example content, the README and the trigger, nothing else; the trigger's settings were there first.
    const example = execFileSync("git", ["-C", PROJECT, "ls-files", "src/content"], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    expect(files(CONTENT).sort()).toEqual(["README.md", TRIGGER, ...example].sort());
    expect(content.file("main", TRIGGER)).toEqual(
      readFileSync(path.join(PROJECT, "tooling/publish/content-repository/terbitkan.yml")),
    );
    expect(atFirstPush).toEqual([true]);

    // A deploy key that reads the content and nothing else; its private half the code's secret.
    expect(content.deployKeys).toEqual([expect.objectContaining({ title: DEPLOY_KEY_TITLE, read_only: true })]);
    const privateKey = path.join(root, "kunci");
    writeFileSync(privateKey, code.secrets.get("CONTENT_DEPLOY_KEY")!, { mode: 0o600 });
    const derived = execFileSync("ssh-keygen", ["-y", "-f", privateKey], { encoding: "utf8" }).trim();
    expect(content.deployKeys[0]!.key.startsWith(derived.split(" ").slice(0, 2).join(" "))).toBe(true);

    expect(Object.fromEntries(code.variables)).toEqual({
      CONTENT_REPO: CONTENT,
      SITE_URL: "https://daycare.contoh.id",
      CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
    });
    expect([...code.secrets.keys()].sort()).toEqual(["CLOUDFLARE_API_TOKEN", "CONTENT_DEPLOY_KEY"]);
    expect(Object.fromEntries(content.variables)).toEqual({ CODE_REPO: CODE });
    expect(Object.fromEntries(content.secrets)).toEqual({ PUBLISH_TRIGGER_TOKEN: "github_pat_pemicu" });
    expect(code.workflowPermissions).toEqual({
      default_workflow_permissions: "read",
      can_approve_pull_request_reviews: false,
    });
    expect([content.members.get("bunda-sari"), code.members.get("bunda-sari")]).toEqual(["write", "read"]);
  });

  it("run again, it changes nothing and says everything is set", async () => {
    const before = github.repo(CONTENT)!.head();
    const lines = await setup({ ...options, staff: [] });
    expect(lines.map((line) => line.status)).toEqual(lines.map(() => "ok"));
    expect(github.repo(CONTENT)!.head()).toBe(before);
    expect(github.repo(CONTENT)!.deployKeys).toHaveLength(1);
  });

  it("brings a changed trigger workflow back, and leaves the staff's content alone", async () => {
    const content = github.repo(CONTENT)!;
    const work = path.join(root, "work");
    execFileSync("git", ["clone", "-q", content.bare, work]);
    writeFileSync(path.join(work, TRIGGER), "name: diubah\n");
    writeFileSync(path.join(work, "src/content/data/site.yaml"), "name: Daycare Asli\n");
    execFileSync("git", ["-C", work, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qam", "ubah"]);
    execFileSync("git", ["-C", work, "push", "-q", "origin", "main"]);
    const lines = await setup({ ...options, staff: [] });
    expect(lines.find((line) => line.what.startsWith("content of"))).toMatchObject({ status: "done" });
    expect(content.file("main", TRIGGER)?.toString()).not.toBe("name: diubah\n");
    expect(content.file("main", "src/content/data/site.yaml")?.toString()).toBe("name: Daycare Asli\n");
  });

  it("a token without the workflow scope: says to add it, and the changed trigger stays as it is", async () => {
    const hurried = github.addPerson("pengelola-lama", "admin", "Pengelola", ["repo", "user"]);
    github.grant(github.repo(CONTENT)!, hurried.login, "admin");
    const content = github.repo(CONTENT)!;
    const work = path.join(root, "work");
    execFileSync("git", ["-C", work, "pull", "-q", "--ff-only"]);
    writeFileSync(path.join(work, TRIGGER), "name: diubah lagi\n");
    execFileSync("git", ["-C", work, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qam", "ubah lagi"]);
    execFileSync("git", ["-C", work, "push", "-q", "origin", "main"]);
    await expect(setup({ ...options, staff: [], token: hurried.token })).rejects.toThrow(
      /your token needs the `workflow` scope/,
    );
    expect(content.file("main", TRIGGER)?.toString()).toBe("name: diubah lagi\n");
  });

  it("with --check on a repository that does not exist, creates nothing", async () => {
    const lines = await setup({ ...options, content: "daycare-cisauk/belum-ada", check: true });
    expect(lines.at(-1)).toMatchObject({ status: "missing", detail: expect.stringMatching(/does not exist/) });
    expect(github.repo("daycare-cisauk/belum-ada")).toBeUndefined();
  });

  it("refuses a public content repository, changing nothing", async () => {
    const open = github.addRepository("daycare-cisauk/terbuka", "public");
    github.grant(open, "pengelola", "admin");
    const lines = await setup({ ...options, content: "daycare-cisauk/terbuka" });
    expect(lines.at(-1)).toMatchObject({ status: "missing", detail: expect.stringMatching(/is PUBLIC/) });
    expect(github.repo(CODE)!.variables.get("CONTENT_REPO")).toBe(CONTENT);
  });

  it("names a value it refuses, and sends nothing for it", async () => {
    const lines = await setup({ ...options, values: { ...options.values, SITE_URL: "http://daycare.contoh.id" } });
    expect(lines.find((line) => line.what.startsWith("SITE_URL"))).toMatchObject({
      status: "missing",
      detail: expect.stringMatching(/refused: harus diawali https:\/\//),
    });
    expect(github.repo(CODE)!.variables.get("SITE_URL")).toBe("https://daycare.contoh.id");
  });
});

/** `npm run setup -- …args` as the maintainer types it, against the stand-in: its exit code and all it printed. */
async function typed(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; said: string }> {
  const child = spawn(path.join(PROJECT, "node_modules/.bin/node"), ["tooling/setup/setup.ts", ...args], {
    cwd: PROJECT,
    env: {
      ...process.env,
      GITHUB_TOKEN: maintainer.token,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: github.url,
      ...env,
    },
  });
  let said = "";
  child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on("close", (status) => resolve(status ?? 1)));
  return { code, said };
}

/** Said to a person, not Node's crash: no stack trace, no Node internals or error codes. */
function spokenPlainly(said: string): void {
  expect(said).not.toMatch(/^ {4}at /m);
  expect(said).not.toMatch(/node:internal|ERR_[A-Z_]+|ENOENT|TypeError/);
}

/** A code repository of its own, `admin` its admin, so that what one run sets up is not another's. */
function codeRepository(name: string, admin = maintainer): string {
  github.grant(github.addRepository(`daycare-cisauk/${name}`), admin.login, "admin");
  return `daycare-cisauk/${name}`;
}

/** What every typed run gives besides its repositories: the centre's details, for the first commit. */
const theRest = () => ["--details", detailsFile(root)];

describe("npm run setup, as typed", WHOLE_SETUP, () => {
  it("--help and -h print the usage and exit 0", async () => {
    for (const flag of ["--help", "-h"]) {
      const { code, said } = await typed([flag]);
      expect(code).toBe(0);
      expect(said).toMatch(/Usage/);
      expect(said).toMatch(/--staff/);
      expect(said).not.toMatch(/✗/);
    }
  });

  it("a mistyped option: one line naming it and the option meant, nothing changed", async () => {
    const { code, said } = await typed(["--code", CODE, "--content", CONTENT, "--trigger-token", "token.txt"]);
    expect(code).toBe(1);
    spokenPlainly(said);
    expect(said.split("\n").filter((line) => line.includes("✗"))).toEqual([
      expect.stringMatching(/--trigger-token\b.*did you mean --trigger-token-file\?/),
    ]);
  });

  it("an unknown option, a value without its option, an option without its value: each named, no crash", async () => {
    for (const [args, wrong] of [
      [["--frobnicate"], /unknown option --frobnicate/],
      [["--code", CODE, "bunda-sari"], /"bunda-sari".*--staff bunda-sari/],
      [["--code"], /--code needs a value/],
      [["--check=yes"], /--check takes no value/],
    ] as const) {
      const { code, said } = await typed([...args]);
      expect(code).toBe(1);
      spokenPlainly(said);
      expect(said.split("\n").filter((line) => line.includes("✗"))).toEqual([expect.stringMatching(wrong)]);
    }
  });

  it("a token file that is not there, or empty: names the file and what to do, nothing changed", async () => {
    const empty = path.join(root, "kosong.txt");
    writeFileSync(empty, "\n");
    const { code, said } = await typed([
      ...["--code", CODE, "--content", CONTENT, "--trigger-token-file", "/nope"],
      ...["--cloudflare-token-file", empty],
    ]);
    expect(code).toBe(1);
    spokenPlainly(said);
    expect(said).toMatch(/✗ --trigger-token-file \/nope: no such file: .*token/);
    expect(said).toMatch(new RegExp(`✗ --cloudflare-token-file ${empty}: empty: .*token`));
  });

  it("--staff given twice, or as a,b: invites each", async () => {
    github.addPerson("bunda-ani", "none");
    github.addPerson("bunda-rina", "none");
    const code = codeRepository("situs-staf");
    const { said } = await typed([
      ...["--code", code, "--content", `${code}-konten`, ...theRest()],
      ...["--staff", "bunda-sari", "--staff", "bunda-ani,bunda-rina"],
    ]);
    spokenPlainly(said);
    const content = github.repo(`${code}-konten`)!;
    expect(["bunda-sari", "bunda-ani", "bunda-rina"].map((login) => content.members.get(login))).toEqual([
      "write",
      "write",
      "write",
    ]);
  });

  it("a login that is no one's: one line naming it, and nothing made before it is right", async () => {
    const code = codeRepository("situs-salah-ketik");
    const { code: exit, said } = await typed([
      ...["--code", code, "--content", `${code}-konten`, ...theRest()],
      ...["--staff", "bunda-sary,bunda-sari"],
    ]);
    expect(exit).toBe(1);
    spokenPlainly(said);
    expect(said).not.toMatch(/Not Found|docs\.github\.com/);
    expect(said.split("\n").filter((line) => line.includes("bunda-sary"))).toEqual([
      expect.stringMatching(/^✗ staff bunda-sary: (no GitHub account|is an organisation)/),
    ]);
    expect(said).toMatch(/nothing was changed/);
    expect(github.repo(`${code}-konten`)).toBeUndefined();
  });

  it("without ssh-keygen: one line saying to install OpenSSH's client, and the old deploy key kept", async () => {
    const code = codeRepository("situs-tanpa-ssh");
    const content = github.addRepository(`${code}-konten`);
    github.grant(content, maintainer.login, "admin");
    const old = github.addDeployKey(content, DEPLOY_KEY_TITLE, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIlama");
    github.repo(code)!.secrets.set("CONTENT_DEPLOY_KEY", "kunci lama");
    const nothing = mkdtempSync(path.join(root, "path-"));
    const { code: exit, said } = await typed(
      ["--code", code, "--content", content.fullName, ...theRest(), "--replace", "CONTENT_DEPLOY_KEY"],
      { PATH: nothing },
    );
    expect(exit).toBe(1);
    spokenPlainly(said);
    expect(said.split("\n").filter((line) => line.includes("ssh-keygen"))).toEqual([
      expect.stringMatching(/^✗ .*install OpenSSH's client/),
    ]);
    expect(content.deployKeys).toEqual([old]);
  });

  it("a token without the workflow scope: says to add the scope before anything is made", async () => {
    const hurried = github.addPerson("pengelola-buru-buru", "none", "Pengelola", ["repo", "user"]);
    const code = codeRepository("situs-tanpa-workflow", hurried);
    const { code: exit, said } = await typed(["--code", code, "--content", `${code}-konten`, ...theRest()], {
      GITHUB_TOKEN: hurried.token,
    });
    expect(exit).toBe(1);
    spokenPlainly(said);
    expect(said).toMatch(/^✗ your GitHub token \(GITHUB_TOKEN\): .*workflow.*gh auth refresh --scopes/m);
    expect(said).toMatch(/nothing was changed/);
    expect(github.repo(`${code}-konten`)).toBeUndefined();
    expect(said).not.toContain(hurried.token);
  });

  it("a push GitHub refuses: says why, and shows no token in any form, there or in git's arguments", async () => {
    const code = codeRepository("situs-dorong-gagal");
    // git as the setup runs it, each call's arguments written down: what any process on the machine can read.
    const bin = path.join(root, "bin");
    mkdirSync(bin, { recursive: true });
    const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
    const argumentsOf = path.join(root, "git-arguments.txt");
    writeFileSync(path.join(bin, "git"), `#!/bin/sh\nprintf '%s\\n' "$*" >> ${argumentsOf}\nexec ${real} "$@"\n`, {
      mode: 0o755,
    });
    // GitHub failing the push (any reason): git's error quotes the request it made.
    github.fail("POST", /\/git-receive-pack$/, 500);
    try {
      const { code: exit, said } = await typed(["--code", code, "--content", `${code}-konten`, ...theRest()], {
        PATH: `${bin}:${process.env.PATH}`,
      });
      expect(exit).toBe(1);
      spokenPlainly(said);
      expect(said).toMatch(/^✗ git could not push the example content/m);
      expect(github.repo(`${code}-konten`)!.head()).toBeNull();
      const base64 = (text: string) => Buffer.from(text).toString("base64").replace(/=+$/, "");
      const forms = [maintainer.token, base64(maintainer.token), base64(`x-access-token:${maintainer.token}`)];
      const given = readFileSync(argumentsOf, "utf8");
      expect(given).toMatch(/push/);
      for (const form of forms) {
        expect(said).not.toContain(form);
        expect(given).not.toContain(form);
      }
    } finally {
      github.heal();
    }
  });
});
