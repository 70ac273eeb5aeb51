import { execFileSync, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A rehearsal of "When a parent withdraws consent for a photo" (tooling/operations/remove-photo.ts),
 * end to end, on a world built from scratch in a temporary folder: a bare repository standing in
 * for GitHub, the staff's, a developer's and the maintainer's clones, and stand-ins for everything
 * that keeps a copy of a build: Actions caches, artifacts and runs, Cloudflare Pages deployments,
 * the nginx server's releases. `gh`, `npx wrangler` and `ssh` are small stand-ins on PATH that act
 * on those folders, so the commands the tool prints run exactly as printed. Then every byte of
 * every file, and every object of every repository left (unreachable ones included), is searched
 * for the photo. Needs git and git-filter-repo (Debian: apt-get install git-filter-repo).
 */

const CLI = fileURLToPath(new URL("../operations/remove-photo.ts", import.meta.url));
const GITHUB_REPO = "daycare-cisauk/situs";
const PROJECT = "daycare-cisauk";
const SERVER_ADMIN = "admin@server";
const PHOTO = "src/content/images/blog/foto-anak.jpg";
const COPY = "src/content/images/galeri/kegiatan-7.jpg";
/** Words of the photo's file names: every file named after it (AVIF/WebP variants, cache entries) carries one. */
const PHOTO_NAMES = ["foto-anak", "kegiatan-7"];

// Random bytes after a JPEG header: nothing else anywhere can hold them by chance.
const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(48_000)]);
const otherPhoto = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(30_000)]);
const facility = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(20_000)]);
/** The whole photo, and a slice from its middle (a partial copy, or the photo's bytes stored raw inside a pack). */
const needles = [photo, photo.subarray(24_000, 24_064)];

const root = mkdtempSync(path.join(tmpdir(), "daycare-remove-photo-"));
const at = (...parts: string[]) => path.join(root, ...parts);
const github = at("github.git");
const bin = at("bin");

const people = {
  nur: { name: "Ustadzah Nur Aini", email: "nur@daycarecisauk.id" },
  siti: { name: "Siti Rahmawati", email: "siti@daycarecisauk.id" },
  budi: { name: "Budi Santoso", email: "budi@contoh.id" },
  admin: { name: "Pengelola Teknis", email: "admin@daycarecisauk.id" },
};
let clock = Date.UTC(2025, 9, 1) / 1000;

function git(cwd: string, args: string[], who = people.admin): string {
  clock += 3600;
  const date = `${clock} +0700`;
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_COMMITTER_NAME: who.name,
      GIT_COMMITTER_EMAIL: who.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  }).trim();
}

function write(clone: string, file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
  writeFileSync(path.join(clone, file), content);
}

/** A save: everything written so far, committed and pushed to "GitHub". */
function save(clone: string, who: (typeof people)[keyof typeof people], message: string): string {
  git(clone, ["add", "-A"], who);
  git(clone, ["commit", "-q", "-m", message], who);
  git(clone, ["push", "-q", "origin", "HEAD"], who);
  return git(clone, ["rev-parse", "HEAD"]);
}

// ---------------------------------------------------------------------------------------------
// The publishing workflow, as it acts on the stand-ins: restore the newest build cache by prefix,
// build the pictures the content names (the original and its AVIF/WebP variants, named after it),
// save the cache, upload the artifacts, then deploy to Cloudflare Pages and to the nginx server.

let counter = 0;

function treeFiles(commit: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const line of git(github, ["ls-tree", "-r", commit]).split("\n")) {
    const [meta, file] = line.split("\t") as [string, string];
    files.set(file, execFileSync("git", ["--git-dir", github, "cat-file", "blob", meta.split(" ")[2]!]));
  }
  return files;
}

function publish(commit: string, environment: "Production" | "Preview" = "Production"): void {
  counter += 1;
  const files = treeFiles(commit);
  const named = new Set<string>();
  for (const [file, bytes] of files)
    if (file.startsWith("src/content/") && !file.startsWith("src/content/images/"))
      for (const [, name] of bytes.toString("utf8").matchAll(/\/((?:[\w-]+\/)*[\w-]+\.jpg)/g))
        if (files.has(`src/content/images/${name}`)) named.add(name!);

  const images = [...files].filter(([file]) => file.startsWith("src/content/images/"));
  const key = `build-lock-${createHash("sha256")
    .update(images.map(([f, b]) => f + b.length).join())
    .digest("hex")
    .slice(0, 12)}`;
  const caches = at("actions", "caches");
  mkdirSync(caches, { recursive: true });
  const newest = readdirSync(caches)
    .filter((name) => name.startsWith("build-lock-"))
    .map((name) => ({ name, created: Number(readFileSync(path.join(caches, name, "created"), "utf8")) }))
    .sort((a, b) => b.created - a.created)[0];
  const work = at("runner", String(counter));
  const astro = path.join(work, "node_modules", ".astro", "assets");
  mkdirSync(astro, { recursive: true });
  if (newest) cpSync(path.join(caches, newest.name, "assets"), astro, { recursive: true });
  const site = path.join(work, "build", "client");
  mkdirSync(path.join(site, "assets"), { recursive: true });
  const links: string[] = [];
  for (const name of named) {
    const bytes = files.get(`src/content/images/${name}`)!;
    const stem = path.basename(name, ".jpg");
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
    for (const variant of [`${stem}.${hash}.jpg`, `${stem}.${hash}_Z1x2.avif`, `${stem}.${hash}_Z3y4.webp`]) {
      const made = variant.endsWith(".jpg")
        ? bytes
        : Buffer.concat([Buffer.from(`${variant}:`), bytes.subarray(0, 64)]);
      writeFileSync(path.join(astro, variant), made);
      writeFileSync(path.join(site, "assets", variant), made);
      links.push(`<img src="/assets/${variant}">`);
    }
  }
  writeFileSync(path.join(site, "index.html"), `<!doctype html><title>Daycare</title>${links.join("")}\n`);
  if (environment === "Production") {
    if (!existsSync(path.join(caches, key))) {
      cpSync(astro, path.join(caches, key, "assets"), { recursive: true });
      writeFileSync(path.join(caches, key, "created"), String(counter));
    }
    mkdirSync(at("actions", "caches", "npm-lock"), { recursive: true });
    writeFileSync(at("actions", "caches", "npm-lock", "created"), "0");
    const artifacts = at("actions", "artifacts");
    mkdirSync(path.join(artifacts, `${counter}01`), { recursive: true });
    execFileSync("tar", ["-cf", path.join(artifacts, `${counter}01`, "artifact.tar"), "-C", site, "."]);
    mkdirSync(path.join(artifacts, `${counter}02`), { recursive: true });
    writeFileSync(path.join(artifacts, `${counter}02`, "pages.conf"), "location = / { }\n");
    mkdirSync(at("actions", "runs"), { recursive: true });
    writeFileSync(
      at("actions", "runs", `${counter}00.json`),
      JSON.stringify({ head_sha: commit, conclusion: "success" }),
    );
  }
  const deployment = at("cloudflare", "deployments", `${counter}0ab-cd`);
  cpSync(site, deployment, { recursive: true });
  writeFileSync(
    path.join(deployment, "meta.json"),
    JSON.stringify({ created: counter, environment, source: commit.slice(0, 7) }),
  );
  if (environment === "Production") {
    // nginx-release.sh: a new release folder, the live link switched to it, the newest three kept.
    const releases = at("server", "releases");
    const release = path.join(releases, `${String(counter).padStart(14, "0")}-${commit.slice(0, 7)}`);
    cpSync(site, path.join(release, "client"), { recursive: true });
    rmSync(at("server", "live"), { force: true });
    symlinkSync(release, at("server", "live"));
    for (const old of readdirSync(releases).sort().reverse().slice(3))
      rmSync(path.join(releases, old), { recursive: true });
  }
  rmSync(work, { recursive: true });
}

// ---------------------------------------------------------------------------------------------
// gh, npx wrangler and ssh, acting on the stand-ins exactly where the real ones act on GitHub,
// Cloudflare and the server.

const STAND_IN = String.raw`
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
const { FAKE_ROOT: root, FAKE_REPO: repo, FAKE_PROJECT: project, FAKE_SSH: target } = process.env;
const [tool, ...args] = process.argv.slice(2);
const fail = (message) => { process.stderr.write(tool + ": " + message + "\n"); process.exit(1); };
const list = (dir) => (existsSync(dir) ? readdirSync(dir) : []);
const flag = (name) => args[args.indexOf(name) + 1];
const print = (values) => values.forEach((value) => console.log(value));
if (tool === "gh" && args[0] === "api") {
  let method = "GET", jq = null, endpoint = null;
  for (let i = 1; i < args.length; i++) {
    if (args[i] === "-X" || args[i] === "--method") method = args[++i];
    else if (args[i] === "--jq" || args[i] === "-q") jq = args[++i];
    else if (!args[i].startsWith("-")) endpoint = args[i];
  }
  const url = new URL(endpoint, "https://api.github.invalid/");
  const parts = url.pathname.slice(1).split("/");
  if (parts[0] !== "repos" || parts[1] + "/" + parts[2] !== repo) fail("no such repository: " + endpoint);
  const rest = parts.slice(3).join("/");
  const remove = (file) => (existsSync(file) ? rmSync(file, { recursive: true }) : fail("404 " + endpoint));
  if (method === "GET" && rest === "actions/caches" && jq === ".actions_caches[].key") print(list(root + "/actions/caches"));
  else if (method === "DELETE" && rest === "actions/caches") remove(root + "/actions/caches/" + url.searchParams.get("key"));
  else if (method === "GET" && rest === "actions/artifacts" && jq === ".artifacts[].id") print(list(root + "/actions/artifacts"));
  else if (method === "DELETE" && /^actions\/artifacts\/\d+$/.test(rest)) remove(root + "/actions/artifacts/" + parts[5]);
  else if (method === "GET" && rest === "actions/workflows/publish.yml/runs" && jq === ".workflow_runs[].id")
    print(list(root + "/actions/runs").map((file) => file.replace(/\.json$/, "")));
  else if (method === "DELETE" && /^actions\/runs\/\d+$/.test(rest)) remove(root + "/actions/runs/" + parts[5] + ".json");
  else if (method === "GET" && rest === "forks" && jq === ".[].full_name") print([]);
  else fail("not in this stand-in: " + method + " " + endpoint + " " + jq);
} else if (tool === "gh" && args[0] === "workflow") {
  if (flag("-R") !== repo || args[2] !== "publish.yml") fail("unknown workflow " + args.join(" "));
  const disabled = root + "/state/disabled";
  if (args[1] === "disable") writeFileSync(disabled, "");
  else if (args[1] === "enable") rmSync(disabled, { force: true });
  else if (args[1] === "run") existsSync(disabled) ? fail("publish.yml is disabled") : appendFileSync(root + "/state/dispatched", flag("--ref") + "\n");
  else fail("not in this stand-in: " + args.join(" "));
} else if (tool === "gh" && args[0] === "run" && args[1] === "list") {
  if (flag("-R") !== repo) fail("no such repository");
} else if (tool === "npx" && args.slice(0, 3).join(" ") === "wrangler pages deployment") {
  if (flag("--project-name") !== project) fail("no such project " + flag("--project-name"));
  const dir = root + "/cloudflare/deployments";
  const all = list(dir)
    .map((id) => ({ id, ...JSON.parse(readFileSync(dir + "/" + id + "/meta.json", "utf8")) }))
    .sort((a, b) => b.created - a.created);
  if (args[3] === "list" && args.includes("--json"))
    console.log(JSON.stringify(all.map((d) => ({ Id: d.id, Environment: d.environment, Branch: "main", Source: d.source,
      Deployment: "https://" + d.id + "." + project + ".pages.dev", Status: "1 hour ago", Build: "https://dash.cloudflare.com/" })), null, 2));
  else if (args[3] === "delete" && args.includes("--force")) {
    const live = all.find((d) => d.environment === "Production");
    if (live && live.id === args[4]) fail("cannot delete the active production deployment");
    if (!all.some((d) => d.id === args[4])) fail("no deployment " + args[4]);
    rmSync(dir + "/" + args[4], { recursive: true });
  } else fail("not in this stand-in: " + args.join(" "));
} else if (tool === "ssh") {
  // The server's admin, running a script from standard input as root (this rehearsal already runs as root).
  if (args[0] !== target || args.slice(1).join(" ") !== "sudo sh -s") fail("unexpected ssh " + args.join(" "));
  const done = spawnSync("sh", ["-s"], { stdio: "inherit", env: { ...process.env, DAYCARE_BASE: root + "/server" } });
  process.exit(done.status ?? 1);
} else fail("not in this stand-in: " + args.join(" "));
`;

function installStandIns(): void {
  mkdirSync(bin, { recursive: true });
  mkdirSync(at("state"), { recursive: true });
  writeFileSync(path.join(bin, "stand-in.mjs"), STAND_IN);
  for (const tool of ["gh", "npx", "ssh"])
    writeFileSync(
      path.join(bin, tool),
      `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(bin, "stand-in.mjs"))} ${tool} "$@"\n`,
      {
        mode: 0o755,
      },
    );
}

/** Runs a printed command as the maintainer would paste it, with the stand-ins first on PATH. */
function shell(command: string, cwd: string): { status: number; output: string } {
  const done = spawnSync("sh", ["-c", command], {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      FAKE_ROOT: root,
      FAKE_REPO: GITHUB_REPO,
      FAKE_PROJECT: PROJECT,
      FAKE_SSH: SERVER_ADMIN,
    },
  });
  return { status: done.status ?? 1, output: `${done.stdout}${done.stderr}` };
}

function cli(...args: string[]): { status: number; stdout: string; stderr: string } {
  const done = spawnSync(process.execPath, [CLI, ...args, "--github-repo", GITHUB_REPO, "--ssh", SERVER_ADMIN], {
    encoding: "utf8",
  });
  return { status: done.status ?? 1, stdout: done.stdout, stderr: done.stderr };
}

/** The numbered steps the CLI printed, each with its commands (after "$ ", up to the next blank line). */
function printedSteps(stdout: string): { title: string; commands: string[] }[] {
  const steps: { title: string; commands: string[] }[] = [];
  let command: string[] | null = null;
  for (const line of stdout.split("\n")) {
    const step = /^(\d+)\. (.+)$/.exec(line);
    if (step) steps.push({ title: step[2]!, commands: [] });
    else if (line.startsWith("    $ ")) {
      command = [line.slice(6)];
      steps.at(-1)!.commands.push("");
    } else if (command && line.trim() !== "") command.push(line);
    else command = null;
    if (command) steps.at(-1)!.commands[steps.at(-1)!.commands.length - 1] = command.join("\n");
  }
  return steps;
}

function mirror(name: string): string {
  execFileSync("git", ["clone", "-q", "--mirror", github, at(name)]);
  return at(name);
}

// ---------------------------------------------------------------------------------------------
// What is searched: every file under the world's folder, byte for byte, and every object of every
// repository in it (packed objects are compressed on disk, so they are read through git).

function everyFile(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function filesHoldingPhoto(dir: string): string[] {
  return everyFile(dir).filter((file) => {
    const bytes = readFileSync(file);
    return needles.some((needle) => bytes.includes(needle));
  });
}

function namedAfterPhoto(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => PHOTO_NAMES.some((name) => path.basename(file).includes(name)));
}

function repositories(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "HEAD" && existsSync(path.join(entry.parentPath, "objects")))
    .map((entry) => entry.parentPath);
}

function objectsHoldingPhoto(gitDir: string): string[] {
  const out = execFileSync("git", ["--git-dir", gitDir, "cat-file", "--batch-all-objects", "--batch"], {
    maxBuffer: 1 << 30,
  });
  const found: string[] = [];
  for (let i = 0; i < out.length;) {
    const end = out.indexOf(10, i);
    const [oid, , size] = out.subarray(i, end).toString().split(" ");
    const data = out.subarray(end + 1, end + 1 + Number(size));
    if (needles.some((needle) => data.includes(needle))) found.push(oid!);
    i = end + 1 + Number(size) + 1;
  }
  return found;
}

/** Each commit of each branch and tag, oldest first, as the rest of the history must stay: who, when, what it said, every other file. */
function history(): Record<string, string[]> {
  const refs = git(github, ["for-each-ref", "--format=%(refname)", "refs/heads", "refs/tags"]).split("\n");
  return Object.fromEntries(
    refs.map((ref) => [
      ref,
      git(github, ["rev-list", "--reverse", "--topo-order", ref])
        .split("\n")
        .map((commit) => {
          const meta = git(github, ["log", "-1", "--format=%an <%ae> %ad%n%cn <%ce> %cd%n%B", commit]);
          const files = git(github, ["ls-tree", "-r", commit])
            .split("\n")
            .filter((line) => !line.endsWith(PHOTO) && !line.endsWith(COPY));
          return [meta, ...files].join("\n");
        }),
    ]),
  );
}

function tagMessage(tag: string): string {
  return git(github, ["cat-file", "tag", tag])
    .split("\n")
    .filter((line) => !line.startsWith("object "))
    .join("\n");
}

describe("removing a photo whose consent was withdrawn (tooling/operations/remove-photo.ts)", () => {
  const clones = { staff: at("staff"), dev: at("dev"), maintainer: at("maintainer") };
  let refused: ReturnType<typeof cli>;
  let refusedOnWorkingCopy: ReturnType<typeof cli>;
  let untouched = false;
  let historyBefore: Record<string, string[]>;
  let tagBefore: string;
  let leaseRefused: { status: number; output: string };
  let mainAfterLeaseTest: string;
  let done: ReturnType<typeof cli>;
  let steps: { title: string; commands: string[] }[];
  const ran: { title: string; command: string; status: number; output: string }[] = [];
  const before: Record<string, number> = {};
  let oldCloneAfterFetch: string[] = [];
  let beforeSupport: string[] = [];
  let started = 0;

  beforeAll(() => {
    started = performance.now();
    installStandIns();
    execFileSync("git", ["init", "-q", "--bare", "-b", "main", github]);
    for (const clone of Object.values(clones)) execFileSync("git", ["clone", "-q", github, clone], { stdio: "ignore" });

    // The history: the site, the photo uploaded, named in an article, its bytes copied into the gallery.
    write(clones.staff, "README.md", "# Situs daycare\n");
    write(clones.staff, "wrangler.toml", `name = "${PROJECT}"\npages_build_output_dir = "build/client"\n`);
    write(
      clones.staff,
      "src/content/blog/1-posyandu.md",
      "---\ntitle: Posyandu\nimage: /blog/posyandu.jpg\n---\nKunjungan rutin.\n",
    );
    write(clones.staff, "src/content/images/blog/posyandu.jpg", otherPhoto);
    write(
      clones.staff,
      "src/content/data/gallery.yaml",
      "- title: Fasilitas\n  images:\n    - /galeri/fasilitas-1.jpg\n",
    );
    write(clones.staff, "src/content/images/galeri/fasilitas-1.jpg", facility);
    publish(save(clones.staff, people.nur, "Buat situs"));
    write(clones.staff, PHOTO, photo);
    save(clones.staff, people.siti, `Upload “${PHOTO}”`);
    write(
      clones.staff,
      "src/content/blog/2-lomba-mewarnai.md",
      "---\ntitle: Lomba mewarnai\nimage: /blog/foto-anak.jpg\n---\nSeru sekali.\n",
    );
    publish(save(clones.staff, people.siti, "Create Blog “2-lomba-mewarnai”"));
    write(clones.staff, COPY, photo);
    write(
      clones.staff,
      "src/content/data/gallery.yaml",
      "- title: Fasilitas\n  images:\n    - /galeri/fasilitas-1.jpg\n    - /galeri/kegiatan-7.jpg\n",
    );
    const published = save(clones.staff, people.siti, "Update Galeri");
    publish(published);
    git(github, ["update-ref", "refs/heads/terbit", published]);
    git(github, ["tag", "-a", "rilis-2025-10", "-m", "Rilis Oktober", published]);

    // A developer's pull request, opened from a branch that has the photo: GitHub keeps refs/pull/1/head.
    git(clones.dev, ["pull", "-q", "--ff-only", "origin", "main"]);
    git(clones.dev, ["switch", "-q", "-c", "warna-tombol"]);
    write(clones.dev, "src/styles/app.css", ".tombol { color: green; }\n");
    const pr = save(clones.dev, people.budi, "Warna tombol lebih lembut");
    git(github, ["update-ref", "refs/pull/1/head", pr]);
    publish(pr, "Preview");
    write(
      clones.staff,
      "src/content/blog/1-posyandu.md",
      "---\ntitle: Posyandu\nimage: /blog/posyandu.jpg\n---\nKunjungan rutin setiap bulan.\n",
    );
    publish(save(clones.staff, people.siti, "Update Blog “1-posyandu”"));

    // An upload to the server that never went online (nginx-release.sh keeps it for the maintainer to see).
    cpSync(at("server", "live", "client"), at("server", "upload", "00000000000099-failed", "client"), {
      recursive: true,
    });

    // The maintainer's own clone, with a build and Astro's cache made while the photo was used.
    git(clones.maintainer, ["pull", "-q", "--ff-only", "origin", "main"]);
    write(clones.maintainer, "node_modules/.astro/assets/foto-anak.abc12345_Z1x2.avif", "variant");
    write(clones.maintainer, ".build/release-1/client/assets/foto-anak.abc12345.jpg", photo);
    symlinkSync(path.join(clones.maintainer, ".build", "release-1"), path.join(clones.maintainer, "build"));

    // The first try, before the staff removed the photo in the editor: refused, nothing changed.
    const early = mirror("mirror-early.git");
    refused = cli(PHOTO, "--repo", early);
    refusedOnWorkingCopy = cli(PHOTO, "--repo", clones.maintainer);
    const refs = (gitDir: string) => execFileSync("git", ["--git-dir", gitDir, "for-each-ref"], { encoding: "utf8" });
    untouched =
      refs(early) === refs(github) &&
      !existsSync(path.join(early, "filter-repo")) &&
      objectsHoldingPhoto(early).length > 0;
    rmSync(early, { recursive: true });

    // The staff's save that takes the photo off the site (the files stay in the media library), published.
    write(clones.staff, "src/content/blog/2-lomba-mewarnai.md", "---\ntitle: Lomba mewarnai\n---\nSeru sekali.\n");
    write(
      clones.staff,
      "src/content/data/gallery.yaml",
      "- title: Fasilitas\n  images:\n    - /galeri/fasilitas-1.jpg\n",
    );
    publish(save(clones.staff, people.siti, "Update Blog “2-lomba-mewarnai”"));
    for (const place of [
      "github.git",
      "actions/caches",
      "actions/artifacts",
      "cloudflare",
      "server/releases",
      "server/upload",
      "maintainer",
    ])
      before[place] = filesHoldingPhoto(at(place)).length + namedAfterPhoto(at(place)).length;

    // A run on a mirror, then a save before its push: the push is refused and changes nothing.
    const stale = mirror("mirror-stale.git");
    const staleRun = cli(PHOTO, "--repo", stale);
    write(clones.staff, "src/content/data/faq.yaml", "- q: Jam buka?\n  a: 07.00–17.00\n");
    mainAfterLeaseTest = save(clones.staff, people.nur, "Update FAQ");
    const stalePush = printedSteps(staleRun.stdout).find(({ title }) => title.startsWith("Push"))!.commands[0]!;
    leaseRefused = shell(stalePush, clones.maintainer);
    rmSync(stale, { recursive: true });

    // The procedure, as the maintainer follows it.
    historyBefore = history();
    tagBefore = tagMessage("rilis-2025-10");
    const fresh = mirror("mirror.git");
    done = cli(PHOTO, "--repo", fresh);
    steps = printedSteps(done.stdout);
    for (const { title, commands } of steps) {
      if (title.startsWith("Every clone")) {
        git(clones.maintainer, ["fetch", "-q", "--prune", "origin", "+refs/heads/*:refs/remotes/origin/*"]);
        oldCloneAfterFetch = objectsHoldingPhoto(path.join(clones.maintainer, ".git"));
        for (const clone of Object.values(clones)) rmSync(clone, { recursive: true });
        mkdirSync(at("new-clone"));
      }
      for (const command of commands) {
        const cwd = existsSync(clones.maintainer) ? clones.maintainer : at("new-clone");
        ran.push({ title, command, ...shell(command, cwd) });
      }
      if (title.startsWith("Rebuild")) {
        // GitHub runs the workflow that was started: from empty caches, on the cleaned main.
        for (const ref of readFileSync(at("state", "dispatched"), "utf8").split("\n").filter(Boolean))
          publish(git(github, ["rev-parse", ref]));
      }
      if (title.startsWith("Ask GitHub Support")) {
        // What Support does, per GitHub's "Removing sensitive data from a repository": dereference the
        // affected pull requests and collect the garbage.
        beforeSupport = objectsHoldingPhoto(github);
        const affected = /Number of affected pull requests: \d+ \(([^)]*)\)/.exec(done.stdout)?.[1] ?? "";
        for (const pull of affected.split(", ").map((n) => n.replace("#", "")))
          for (const ref of git(github, ["for-each-ref", "--format=%(refname)", `refs/pull/${pull}/`])
            .split("\n")
            .filter(Boolean))
            git(github, ["update-ref", "-d", ref]);
        git(github, ["reflog", "expire", "--expire=now", "--all"]);
        git(github, ["gc", "-q", "--prune=now"]);
      }
    }
  }, 120_000);

  afterAll(() => {
    console.log(`remove-photo rehearsal: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    rmSync(root, { recursive: true, force: true });
  });

  it("refused while the current content still used the photo, and on a working copy, changing nothing", () => {
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("src/content/blog/2-lomba-mewarnai.md:3: image: /blog/foto-anak.jpg");
    expect(refused.stderr).toContain("src/content/data/gallery.yaml:4: - /galeri/kegiatan-7.jpg");
    expect(refused.stderr).toContain("Remove it in the editor first");
    expect(refusedOnWorkingCopy.status).toBe(1);
    expect(refusedOnWorkingCopy.stderr).toContain("is not a mirror clone");
    expect(untouched).toBe(true);
    // Every place still held the photo before the procedure: the searches below can see it.
    for (const [place, count] of Object.entries(before)) expect(count, place).toBeGreaterThan(0);
  });

  it("a push from a mirror older than the newest save is refused and changes nothing", () => {
    expect(leaseRefused.status).not.toBe(0);
    expect(leaseRefused.output).toMatch(/stale info|rejected/);
    // The save pushed after the mirror was made is still GitHub's main, and went into the procedure's history.
    expect(historyBefore["refs/heads/main"]!.length).toBe(7);
    expect(historyBefore["refs/heads/main"]!.at(-1)).toContain("Update FAQ");
    expect(mainAfterLeaseTest).toMatch(/^[0-9a-f]{40}$/);
  });

  it("found the photo under both names, verified the mirror, and every printed command ran", () => {
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain(`held by 7 commit(s), at: ${PHOTO}, ${COPY}`);
    expect(done.stdout).toMatch(/Verified: none of the \d+ objects in .* holds the photo's bytes/);
    expect(done.stdout).toContain("Number of affected pull requests: 1 (#1)");
    expect(steps.map(({ title }) => title)).toEqual([
      "Pause publishing",
      "Allow force pushes, for a moment",
      "Push the cleaned history",
      "Block force pushes again",
      "Delete every Actions cache",
      "Delete every artifact, and the publishing workflow's old runs",
      "Rebuild and republish",
      "Delete the old deployments on the host (only after the ✓ above)",
      "Ask GitHub Support to remove what only they can",
      "Every clone: delete it and clone again",
    ]);
    expect(ran.filter(({ status }) => status !== 0)).toEqual([]);
    expect(ran.length).toBe(14);
  });

  it("without GitHub Support, the pull request's ref keeps the photo on GitHub; an old clone keeps it after a fetch", () => {
    expect(beforeSupport.length).toBeGreaterThan(0);
    expect(oldCloneAfterFetch.length).toBeGreaterThan(0);
  });

  it("afterwards no file, object, ref, build, cache, artifact, deployment or release holds the photo", () => {
    expect(filesHoldingPhoto(root)).toEqual([]);
    expect(namedAfterPhoto(root)).toEqual([]);
    const repos = repositories(root);
    expect(repos.map((repo) => path.relative(root, repo)).sort()).toEqual(["github.git", "new-clone/github/.git"]);
    for (const repo of repos) expect(objectsHoldingPhoto(repo), repo).toEqual([]);
    expect(git(github, ["for-each-ref", "--format=%(refname)"]).split("\n").sort()).toEqual([
      "refs/heads/main",
      "refs/heads/terbit",
      "refs/heads/warna-tombol",
      "refs/tags/rilis-2025-10",
    ]);
    expect(existsSync(at("mirror.git"))).toBe(false);
  });

  it("the site is online again from the cleaned history, with nothing older kept", () => {
    const head = git(github, ["rev-parse", "main"]);
    const deployments = readdirSync(at("cloudflare", "deployments"));
    expect(deployments.length).toBe(1);
    expect(JSON.parse(readFileSync(at("cloudflare", "deployments", deployments[0]!, "meta.json"), "utf8")).source).toBe(
      head.slice(0, 7),
    );
    const liveRelease = execFileSync("readlink", ["-f", at("server", "live")], { encoding: "utf8" }).trim();
    expect(readdirSync(at("server", "releases"))).toEqual([path.basename(liveRelease)]);
    expect(readdirSync(at("server", "upload"))).toEqual([]);
    const live = readdirSync(at("server", "live", "client", "assets"));
    expect(live.some((file) => file.startsWith("posyandu."))).toBe(true);
    expect(readdirSync(at("actions", "caches")).length).toBe(2);
    expect(readdirSync(at("actions", "runs")).length).toBe(1);
    expect(readdirSync(at("actions", "artifacts")).length).toBe(2);
    expect(existsSync(at("state", "disabled"))).toBe(false);
  });

  it("the rest of the history is intact: every commit, author, date, message and other file; the tag's message", () => {
    const after = history();
    expect(Object.keys(after).sort()).toEqual(Object.keys(historyBefore).sort());
    for (const ref of Object.keys(historyBefore)) expect(after[ref], ref).toEqual(historyBefore[ref]);
    expect(tagMessage("rilis-2025-10")).toBe(tagBefore);
    const files = treeFiles("main");
    expect(files.get("src/content/images/blog/posyandu.jpg")?.equals(otherPhoto)).toBe(true);
    expect(files.get("src/content/images/galeri/fasilitas-1.jpg")?.equals(facility)).toBe(true);
    expect(files.has(PHOTO) || files.has(COPY)).toBe(false);
    expect(git(github, ["log", "-1", "--format=%s", "main"])).toBe("Update FAQ");
  });
});
