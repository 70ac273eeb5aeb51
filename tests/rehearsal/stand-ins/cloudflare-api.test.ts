import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type CloudflareApi, startCloudflareApi } from "./cloudflare-api.ts";

/**
 * Runs the publish workflow's own command (.github/workflows/publish.yml, job `cloudflare`)
 * with the wrangler in package-lock.json against the stand-in, from the project root so that
 * wrangler.toml names the project, exactly as on the runner.
 */
const projectRoot = path.resolve(import.meta.dirname, "../../..");
const project = /^name\s*=\s*"([^"]+)"/m.exec(readFileSync(path.join(projectRoot, "wrangler.toml"), "utf8"))?.[1];
if (!project) throw new Error("wrangler.toml names no project");
/** Shaped like a real account id (32 hex digits): wrangler puts it into every path. */
const accountId = "0123456789abcdef0123456789abcdef";
const token = `rehearsal-${randomBytes(16).toString("hex")}`;
/** A commit that exists, as $GITHUB_SHA does: wrangler reads its message with `git show`. */
const commitHash = execFileSync("git", ["rev-parse", "HEAD"], { cwd: projectRoot, encoding: "utf8" }).trim();

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

/** A small build: two pages (one nested), a binary asset, and the host files Cloudflare reads. */
function site(): Map<string, Buffer> {
  return new Map([
    ["index.html", Buffer.from("<!doctype html><title>Beranda</title><h1>Selamat datang di daycare — ✓</h1>\n")],
    ["tentang/index.html", Buffer.from("<!doctype html><title>Tentang kami</title><p>Tentang kami</p>\n")],
    ["assets/foto.webp", randomBytes(70_000)],
    [
      "_headers",
      Buffer.from("/*\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: public, max-age=31536000\n"),
    ],
    ["_redirects", Buffer.from("/lama /tentang/ 301\n")],
  ]);
}

function writeSite(files: Map<string, Buffer>): string {
  const dir = tempDir("cloudflare-site-");
  for (const [file, content] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

interface Run {
  code: number | null;
  output: string;
  ms: number;
}

/** `npx --no-install wrangler pages deploy <dir> --branch main --commit-hash <sha>`, as the workflow step runs it. */
function deploy(api: CloudflareApi, directory: string, env: { token?: string; accountId?: string } = {}): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = {
    // The project's Node 24 first, as in the workflow's node:24 container.
    PATH: `${path.join(projectRoot, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    // A fresh home: no wrangler login, config or log from this machine leaks in.
    HOME: tempDir("cloudflare-home-"),
    // What the runner sets; CI also keeps npm (npx) from checking the registry for a newer npm.
    CI: "true",
    GITHUB_ACTIONS: "true",
    // The workflow step's environment.
    CLOUDFLARE_API_TOKEN: env.token ?? token,
    CLOUDFLARE_ACCOUNT_ID: env.accountId ?? accountId,
    WRANGLER_SEND_METRICS: "false",
    // The rehearsal's additions: the stand-in instead of api.cloudflare.com; no banner, because
    // the banner asks registry.npmjs.org for a newer wrangler (given up after 3 s offline);
    // wrangler's project cache (account and project name) outside the project's node_modules.
    CLOUDFLARE_API_BASE_URL: api.url,
    WRANGLER_HIDE_BANNER: "true",
    WRANGLER_CACHE_DIR: tempDir("cloudflare-cache-"),
  };
  const args = [
    "--no-install",
    "wrangler",
    "pages",
    "deploy",
    directory,
    "--branch",
    "main",
    "--commit-hash",
    commitHash,
  ];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // stdin is not a terminal, as on the runner: wrangler must not ask anything.
    const child = spawn("npx", args, { cwd: projectRoot, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // A wrangler waiting for a network that is not there would otherwise hold the test for its whole timeout.
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Math.round(performance.now() - started) });
    });
  });
}

let api: CloudflareApi | undefined;
const start = async (options: { accountId?: string; project?: string } = {}) => {
  api = await startCloudflareApi({
    accountId: options.accountId ?? accountId,
    token,
    project: options.project ?? project,
  });
  return api;
};

afterEach(async () => {
  await api?.close();
  api = undefined;
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("wrangler pages deploy against the Cloudflare stand-in", () => {
  it("publishes every file byte for byte, with _headers, _redirects, the branch and the commit", async () => {
    const cloudflare = await start();
    const files = site();
    const run = await deploy(cloudflare, writeSite(files));
    console.log(`wrangler pages deploy took ${run.ms} ms`);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("Deployment complete!");

    const [deployment, ...others] = cloudflare.deployments();
    expect(others).toEqual([]);
    expect(deployment).toMatchObject({ branch: "main", commitHash });
    expect(deployment!.url).toBe(`https://${deployment!.id.slice(0, 8)}.${project}.pages.dev`);
    expect(deployment!.files).toEqual([...files.keys()].sort());
    expect(listFiles(deployment!.folder)).toEqual([...files.keys()].sort());
    for (const [file, content] of files) {
      expect(readFileSync(path.join(deployment!.folder, file)).equals(content), file).toBe(true);
    }

    const deploymentPath = `/accounts/${accountId}/pages/projects/${project}`;
    expect(new Set(cloudflare.requests())).toEqual(
      new Set([
        `GET ${deploymentPath}`,
        `GET ${deploymentPath}/upload-token`,
        "POST /pages/assets/check-missing",
        "POST /pages/assets/upload",
        "POST /pages/assets/upsert-hashes",
        `POST ${deploymentPath}/deployments`,
        `GET ${deploymentPath}/deployments/${deployment!.id}`,
      ]),
    );

    // The next publication sends only what changed; the stand-in still deploys the whole site.
    const changed = new Map(files).set("index.html", Buffer.from("<!doctype html><h1>Versi baru</h1>\n"));
    const again = await deploy(cloudflare, writeSite(changed));
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("Uploaded 1 files (2 already uploaded)");
    const second = cloudflare.deployments()[1]!;
    expect(second.id).not.toBe(deployment!.id);
    for (const [file, content] of changed) {
      expect(readFileSync(path.join(second.folder, file)).equals(content), file).toBe(true);
    }
  });

  it("fails with Cloudflare's authentication error on a wrong token and deploys nothing", async () => {
    const cloudflare = await start();
    const run = await deploy(cloudflare, writeSite(site()), { token: "not-the-token" });
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toContain("Authentication error [code: 10000]");
    expect(cloudflare.deployments()).toEqual([]);
    expect(cloudflare.requests().filter((request) => request.startsWith("POST"))).toEqual([]);
  });

  it("fails when the account is not the token's", async () => {
    const cloudflare = await start({ accountId: "fedcba9876543210fedcba9876543210" });
    const run = await deploy(cloudflare, writeSite(site()));
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toContain("Authentication error [code: 10000]");
    expect(cloudflare.deployments()).toEqual([]);
  });

  it("fails when the account has no project of the name in wrangler.toml", async () => {
    const cloudflare = await start({ project: "proyek-lain" });
    const run = await deploy(cloudflare, writeSite(site()));
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toContain(`The Pages project "${project}" does not exist.`);
    expect(cloudflare.deployments()).toEqual([]);
  });
});
