import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEPLOY_KEY_TITLE, type Options, setup } from "../../tooling/publish/setup.ts";
import { GitHubStandIn, type Person } from "../github/stand-in.ts";

/**
 * `npm run setup` (tooling/publish/setup.ts) against the rehearsal's GitHub:
 * from a code repository alone to everything publishing needs, in an order
 * in which the content's first commit can already publish; again, nothing
 * changes; a public content repository is refused.
 */

const PROJECT = path.resolve(import.meta.dirname, "../..");
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
      CMS_AUTH_URL: "https://masuk.contoh.workers.dev",
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

describe("npm run setup", () => {
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
      CMS_AUTH_URL: "https://masuk.contoh.workers.dev",
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
