import { execFileSync, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formatSteps, nextSteps, pushCommand, type Removal, shellWord, Stop } from "./remove-photo.ts";

/**
 * A rehearsal of "When a parent withdraws consent for a photo" (tooling/operations/remove-photo.ts),
 * end to end, on a world built from scratch in a temporary folder: a bare repository standing in for
 * the content repository on GitHub, the staff's and the maintainer's clones of it, a local preview of
 * the real content, and stand-ins for everything else that keeps a copy: the code repository's
 * Actions caches, artifacts and runs, the content repository's runs, Cloudflare Pages deployments.
 * `gh` and `npx wrangler` are small stand-ins on PATH that act on those folders, so the commands the
 * tool prints run exactly as printed. Then every byte of every file, and every object of every
 * repository left (unreachable ones included), is searched for the photo. Needs git and
 * git-filter-repo (Debian: apt-get install git-filter-repo).
 */

const CLI = fileURLToPath(new URL("./remove-photo.ts", import.meta.url));
const CONTENT_REPO = "daycare-cisauk/situs-konten";
const CODE_REPO = "daycare-cisauk/situs";
/** wrangler.toml's name, which the tool reads from this project. */
const PROJECT = "daycare-cisauk";
/** The code's commit: every publication deploys it, whatever the content, so Cloudflare names it on each. */
const CODE_COMMIT = "c0de5a1f00000000000000000000000000000000";
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
const github = at("github", "content.git");
const bin = at("bin");

const people = {
  nur: { name: "Ustadzah Nur Aini", email: "nur@daycarecisauk.id" },
  siti: { name: "Siti Rahmawati", email: "siti@daycarecisauk.id" },
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

function write(folder: string, file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), content);
}

let counter = 0;

/** A run's record in a repository's Actions: its workflow, its name as GitHub shows it, its log. */
function recordRun(side: "code" | "content", workflow: string, name: string, log: string): void {
  counter += 1;
  write(at("actions", side, "runs"), `${counter}00.json`, JSON.stringify({ workflow, name, log }));
}

/**
 * A save: everything written so far, committed and pushed to the content repository. On main, as
 * there: terbitkan.yml runs (named after the commit message) and asks the code repository to publish.
 */
function save(clone: string, who: (typeof people)[keyof typeof people], message: string): string {
  git(clone, ["add", "-A"], who);
  git(clone, ["commit", "-q", "-m", message], who);
  git(clone, ["push", "-q", "origin", "HEAD"], who);
  if (git(clone, ["rev-parse", "--abbrev-ref", "HEAD"]) === "main") {
    recordRun("content", "terbitkan.yml", message, `✓ Penerbitan diminta di ${CODE_REPO}.`);
    publish(message);
  }
  return git(clone, ["rev-parse", "HEAD"]);
}

// ---------------------------------------------------------------------------------------------
// The code repository's publish.yml, as it acts on the stand-ins: fetch the content's main, restore
// the picture cache saved under exactly this content's pictures, build the pictures the content names
// (the original and its AVIF/WebP variants, named after it), save the caches, upload the artifact,
// deploy the code's commit to Cloudflare Pages.

function treeFiles(rev: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const line of git(github, ["ls-tree", "-r", rev]).split("\n")) {
    const [meta, file] = line.split("\t") as [string, string];
    files.set(file, execFileSync("git", ["--git-dir", github, "cat-file", "blob", meta.split(" ")[2]!]));
  }
  return files;
}

function publish(title: string): void {
  const files = treeFiles("main");
  const named = new Set<string>();
  for (const [file, bytes] of files)
    if (!file.startsWith("src/content/images/"))
      for (const [, name] of bytes.toString("utf8").matchAll(/\/((?:[\w-]+\/)*[\w-]+\.jpg)/g))
        if (files.has(`src/content/images/${name}`)) named.add(name!);

  const images = [...files].filter(([file]) => file.startsWith("src/content/images/"));
  const key = `pictures-${createHash("sha256")
    .update(images.map(([f, b]) => f + createHash("sha256").update(b).digest("hex")).join())
    .digest("hex")
    .slice(0, 12)}`;
  const caches = at("actions", "code", "caches");
  const work = at("runner", String(counter));
  const astro = path.join(work, "node_modules", ".astro", "assets");
  mkdirSync(astro, { recursive: true });
  if (existsSync(path.join(caches, key))) cpSync(path.join(caches, key, "assets"), astro, { recursive: true });
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
  if (!existsSync(path.join(caches, key))) cpSync(astro, path.join(caches, key, "assets"), { recursive: true });
  for (const other of ["npm-5e1f0c", "editor-77ab21"]) write(caches, `${other}/cached`, other);
  // content.ts says what it admitted, file by file, in the run's log.
  recordRun("code", "publish.yml", title, images.map(([file]) => `diterima: ${file}`).join("\n"));
  const artifact = at("actions", "code", "artifacts", `${counter}01`);
  mkdirSync(artifact, { recursive: true });
  execFileSync("tar", ["-cf", path.join(artifact, "situs.tar"), "-C", site, "."]);
  const deployment = at("cloudflare", "deployments", `${counter}0ab-cd`);
  cpSync(site, deployment, { recursive: true });
  writeFileSync(
    path.join(deployment, "meta.json"),
    JSON.stringify({ created: counter, environment: "Production", source: CODE_COMMIT.slice(0, 7) }),
  );
  rmSync(work, { recursive: true });
}

// ---------------------------------------------------------------------------------------------
// gh and npx wrangler, acting on the stand-ins exactly where the real ones act on GitHub and
// Cloudflare. Each repository has its own Actions and its one workflow: a command aimed at the
// wrong repository fails, as it would on GitHub.

const STAND_IN = String.raw`
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
const { FAKE_ROOT: root, FAKE_CODE: code, FAKE_CONTENT: content, FAKE_PROJECT: project } = process.env;
const sides = { [code]: { dir: root + "/actions/code", workflow: "publish.yml" }, [content]: { dir: root + "/actions/content", workflow: "terbitkan.yml" } };
const [tool, ...args] = process.argv.slice(2);
const fail = (message) => { process.stderr.write(tool + ": " + message + "\n"); process.exit(1); };
const list = (dir) => (existsSync(dir) ? readdirSync(dir) : []);
const flag = (name) => args[args.indexOf(name) + 1];
const print = (values) => values.forEach((value) => console.log(value));
const sideOf = (repo) => sides[repo] ?? fail("no such repository: " + repo);
const workflowOf = (repo, workflow) => (sideOf(repo).workflow === workflow ? workflow : fail("404 no workflow " + workflow + " in " + repo));
if (tool === "gh" && args[0] === "api") {
  let method = "GET", jq = null, endpoint = null;
  for (let i = 1; i < args.length; i++) {
    if (args[i] === "-X" || args[i] === "--method") method = args[++i];
    else if (args[i] === "--jq" || args[i] === "-q") jq = args[++i];
    else if (!args[i].startsWith("-")) endpoint = args[i];
  }
  const url = new URL(endpoint, "https://api.github.invalid/");
  const parts = url.pathname.slice(1).split("/");
  if (parts[0] !== "repos") fail("not in this stand-in: " + endpoint);
  const repo = parts[1] + "/" + parts[2];
  const { dir } = sideOf(repo);
  const rest = parts.slice(3).join("/");
  const remove = (file) => (existsSync(file) ? rmSync(file, { recursive: true }) : fail("404 " + endpoint));
  const runs = (workflow) => list(dir + "/runs").filter((file) => JSON.parse(readFileSync(dir + "/runs/" + file, "utf8")).workflow === workflow);
  if (method === "GET" && rest === "actions/caches" && jq === ".actions_caches[].key") print(list(dir + "/caches"));
  else if (method === "DELETE" && rest === "actions/caches") remove(dir + "/caches/" + url.searchParams.get("key"));
  else if (method === "GET" && rest === "actions/artifacts" && jq === ".artifacts[].id") print(list(dir + "/artifacts"));
  else if (method === "DELETE" && /^actions\/artifacts\/\d+$/.test(rest)) remove(dir + "/artifacts/" + parts[5]);
  else if (method === "GET" && /^actions\/workflows\/[\w.-]+\/runs$/.test(rest) && jq === ".workflow_runs[].id")
    print(runs(workflowOf(repo, parts[5])).map((file) => file.replace(/\.json$/, "")));
  else if (method === "DELETE" && /^actions\/runs\/\d+$/.test(rest)) remove(dir + "/runs/" + parts[5] + ".json");
  else if (method === "GET" && rest === "forks" && jq === ".[].full_name") print([]);
  else fail("not in this stand-in: " + method + " " + endpoint + " " + jq);
} else if (tool === "gh" && args[0] === "workflow") {
  const workflow = workflowOf(flag("-R"), args[2]);
  const disabled = root + "/state/" + workflow + "-disabled";
  if (args[1] === "disable") writeFileSync(disabled, "");
  else if (args[1] === "enable") rmSync(disabled, { force: true });
  else if (args[1] === "run" && workflow === "publish.yml")
    existsSync(disabled) ? fail(workflow + " is disabled") : appendFileSync(root + "/state/dispatched", flag("--ref") + "\n");
  else fail("not in this stand-in: " + args.join(" "));
} else if (tool === "gh" && args[0] === "run" && args[1] === "list") {
  workflowOf(flag("-R"), flag("--workflow"));
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
} else fail("not in this stand-in: " + args.join(" "));
`;

function installStandIns(): void {
  mkdirSync(bin, { recursive: true });
  mkdirSync(at("state"), { recursive: true });
  writeFileSync(path.join(bin, "stand-in.mjs"), STAND_IN);
  for (const tool of ["gh", "npx"])
    writeFileSync(
      path.join(bin, tool),
      `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(bin, "stand-in.mjs"))} ${tool} "$@"\n`,
      { mode: 0o755 },
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
      FAKE_CODE: CODE_REPO,
      FAKE_CONTENT: CONTENT_REPO,
      FAKE_PROJECT: PROJECT,
      TMPDIR: root,
    },
  });
  return { status: done.status ?? 1, output: `${done.stdout}${done.stderr}` };
}

function run(args: string[]): { status: number; stdout: string; stderr: string } {
  const done = spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8" });
  return { status: done.status ?? 1, stdout: done.stdout, stderr: done.stderr };
}

const cli = (...args: string[]) => run([...args, "--content-repo", CONTENT_REPO, "--code-repo", CODE_REPO]);

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

/** Files whose text names the photo: run names and logs, pages linking to its pictures. */
function filesNamingPhoto(dir: string): string[] {
  return everyFile(dir).filter((file) => {
    const text = readFileSync(file, "utf8");
    return PHOTO_NAMES.some((name) => text.includes(name));
  });
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
  const clones = { staff: at("staff"), maintainer: at("maintainer") };
  /** A local preview of the real content: the folder `npm run preview:content` builds in (TMPDIR is the world's root). */
  const preview = at("daycare-pratinjau-konten");
  /** The maintainer's working copy of the code repository, where the printed commands are run. */
  const code = at("code");
  let refused: ReturnType<typeof cli>;
  let refusedOnWorkingCopy: ReturnType<typeof cli>;
  let refusedWithoutRepos: ReturnType<typeof cli>;
  let refusedOtherRepo: ReturnType<typeof cli>;
  let untouched = false;
  let historyBefore: Record<string, string[]>;
  let tagBefore: string;
  let leaseRefused: { status: number; output: string };
  let done: ReturnType<typeof cli>;
  let steps: { title: string; commands: string[] }[];
  const ran: { title: string; command: string; status: number; output: string }[] = [];
  const before: Record<string, number> = {};
  let pausedDuringPush = false;
  let oldCloneAfterFetch: string[] = [];
  let beforeSupport: string[] = [];
  let dispatched: string[] = [];
  let republication = 0;
  let started = 0;

  beforeAll(() => {
    started = performance.now();
    installStandIns();
    mkdirSync(code);
    execFileSync("git", ["init", "-q", "--bare", "-b", "main", github]);
    for (const clone of Object.values(clones)) execFileSync("git", ["clone", "-q", github, clone], { stdio: "ignore" });

    // The history: the content, the photo uploaded, named in an article, its bytes copied into the gallery.
    write(clones.staff, "README.md", "# Konten situs Daycare Cisauk\n");
    write(
      clones.staff,
      ".github/workflows/terbitkan.yml",
      "name: Terbitkan situs\non:\n  push:\n    branches: [main]\n",
    );
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
    save(clones.staff, people.nur, "Buat konten");
    write(clones.staff, PHOTO, photo);
    save(clones.staff, people.siti, `Upload “${PHOTO}”`);
    write(
      clones.staff,
      "src/content/blog/2-lomba-mewarnai.md",
      "---\ntitle: Lomba mewarnai\nimage: /blog/foto-anak.jpg\n---\nSeru sekali.\n",
    );
    save(clones.staff, people.siti, "Create Blog “2-lomba-mewarnai”");
    write(clones.staff, COPY, photo);
    write(
      clones.staff,
      "src/content/data/gallery.yaml",
      "- title: Fasilitas\n  images:\n    - /galeri/fasilitas-1.jpg\n    - /galeri/kegiatan-7.jpg\n",
    );
    const snapshot = save(clones.staff, people.siti, "Update Galeri");
    git(github, ["tag", "-a", "arsip-2025-10", "-m", "Arsip Oktober", snapshot]);

    // The maintainer's pull request in the content repository, from a branch that has the photo:
    // GitHub keeps refs/pull/1/head.
    git(clones.maintainer, ["pull", "-q", "--ff-only", "origin", "main"]);
    git(clones.maintainer, ["switch", "-q", "-c", "rapikan-readme"]);
    write(clones.maintainer, "README.md", "# Konten situs Daycare Cisauk\n\nDiubah lewat editor di /admin/.\n");
    git(github, ["update-ref", "refs/pull/1/head", save(clones.maintainer, people.admin, "Rapikan README")]);
    write(
      clones.staff,
      "src/content/blog/1-posyandu.md",
      "---\ntitle: Posyandu\nimage: /blog/posyandu.jpg\n---\nKunjungan rutin setiap bulan.\n",
    );
    save(clones.staff, people.siti, "Update Blog “1-posyandu”");

    // The maintainer's local preview of the real content, made while the photo was used: the content
    // admitted into a temporary copy of the project, its build, Astro's cache.
    cpSync(path.join(clones.staff, "src"), path.join(preview, "src"), { recursive: true });
    write(preview, "node_modules/.astro/assets/foto-anak.abc12345_Z1x2.avif", "variant");
    write(preview, ".build/release-1/client/assets/foto-anak.abc12345.jpg", photo);
    write(preview, "build/client/index.html", '<img src="/assets/foto-anak.abc12345.jpg">');

    // The first tries, before the staff removed the photo in the editor: refused, nothing changed.
    const early = mirror("mirror-early.git");
    refused = cli(PHOTO, "--repo", early);
    refusedOnWorkingCopy = cli(PHOTO, "--repo", clones.maintainer);
    refusedWithoutRepos = run([PHOTO, "--repo", early]);
    const refs = (gitDir: string) => execFileSync("git", ["--git-dir", gitDir, "for-each-ref"], { encoding: "utf8" });
    untouched =
      refs(early) === refs(github) &&
      !existsSync(path.join(early, "filter-repo")) &&
      objectsHoldingPhoto(early).length > 0;
    // A mirror of the code repository given by mistake: the push would not go where the steps say.
    execFileSync("git", ["--git-dir", early, "config", "remote.origin.url", `https://github.com/${CODE_REPO}.git`]);
    refusedOtherRepo = cli(PHOTO, "--repo", early);
    rmSync(early, { recursive: true });

    // The staff's save that takes the photo off the site (the files stay in the media library), published.
    write(clones.staff, "src/content/blog/2-lomba-mewarnai.md", "---\ntitle: Lomba mewarnai\n---\nSeru sekali.\n");
    write(
      clones.staff,
      "src/content/data/gallery.yaml",
      "- title: Fasilitas\n  images:\n    - /galeri/fasilitas-1.jpg\n",
    );
    save(clones.staff, people.siti, "Update Blog “2-lomba-mewarnai”");
    for (const place of [
      "github",
      "actions/code/caches",
      "actions/code/artifacts",
      "actions/code/runs",
      "actions/content/runs",
      "cloudflare",
      "staff",
      "maintainer",
      "daycare-pratinjau-konten",
    ])
      before[place] = filesHoldingPhoto(at(place)).length + filesNamingPhoto(at(place)).length;

    // A run on a mirror, then a save before its push: the push is refused and changes nothing.
    const stale = mirror("mirror-stale.git");
    const staleRun = cli(PHOTO, "--repo", stale);
    write(clones.staff, "src/content/data/faq.yaml", "- q: Jam buka?\n  a: 07.00–17.00\n");
    save(clones.staff, people.nur, "Update FAQ");
    const stalePush = printedSteps(staleRun.stdout).find(({ title }) => title.startsWith("Push"))!.commands[0]!;
    leaseRefused = shell(stalePush, code);
    rmSync(stale, { recursive: true });

    // The procedure, as the maintainer follows it.
    historyBefore = history();
    tagBefore = tagMessage("arsip-2025-10");
    const fresh = mirror("mirror.git");
    done = cli(PHOTO, "--repo", fresh);
    steps = printedSteps(done.stdout);
    for (const { title, commands } of steps) {
      const cleaning = title.startsWith("Every clone");
      if (title.startsWith("Push"))
        pausedDuringPush = ["publish.yml", "terbitkan.yml"].every((workflow) =>
          existsSync(at("state", `${workflow}-disabled`)),
        );
      if (cleaning) {
        git(clones.maintainer, ["fetch", "-q", "--prune", "origin", "+refs/heads/*:refs/remotes/origin/*"]);
        oldCloneAfterFetch = objectsHoldingPhoto(path.join(clones.maintainer, ".git"));
        for (const folder of Object.values(clones)) rmSync(folder, { recursive: true });
        mkdirSync(at("new-clone"));
      }
      for (const command of commands)
        ran.push({ title, command, ...shell(command, cleaning ? at("new-clone") : code) });
      if (title === "Republish") {
        // GitHub runs the workflow that was started: on the code's main, fetching the cleaned content's main.
        dispatched = readFileSync(at("state", "dispatched"), "utf8").split("\n").filter(Boolean);
        dispatched.forEach(() => publish("Terbitkan ulang"));
        republication = counter;
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

  it("refused while the current content still used the photo, on a working copy, without both repositories, on another repository's mirror, changing nothing", () => {
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("src/content/blog/2-lomba-mewarnai.md:3: image: /blog/foto-anak.jpg");
    expect(refused.stderr).toContain("src/content/data/gallery.yaml:4: - /galeri/kegiatan-7.jpg");
    expect(refused.stderr).toContain("Remove it in the editor first");
    expect(refusedOnWorkingCopy.status).toBe(1);
    expect(refusedOnWorkingCopy.stderr).toContain("is not a mirror clone");
    expect(refusedWithoutRepos.status).toBe(1);
    expect(refusedWithoutRepos.stderr).toMatch(/Stopped: Give both repositories.*--content-repo.*--code-repo/s);
    expect(refusedOtherRepo.status).toBe(1);
    expect(refusedOtherRepo.stderr).toContain(`is a mirror of ${CODE_REPO}, not of the content repository`);
    expect(untouched).toBe(true);
    // Every place still held the photo before the procedure: the searches below can see it.
    for (const [place, count] of Object.entries(before)) expect(count, place).toBeGreaterThan(0);
  });

  it("a push from a mirror older than the newest save is refused and changes nothing", () => {
    expect(leaseRefused.status).not.toBe(0);
    expect(leaseRefused.output).toMatch(/stale info|rejected/);
    // The save pushed after the mirror was made is still the content's main, and went into the procedure's history.
    expect(historyBefore["refs/heads/main"]!.length).toBe(7);
    expect(historyBefore["refs/heads/main"]!.at(-1)).toContain("Update FAQ");
  });

  it("found the photo under both names, verified the mirror, and every printed command ran", () => {
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain(`held by 7 commit(s), at: ${PHOTO}, ${COPY}`);
    expect(done.stdout).toMatch(/Verified: none of the \d+ objects in .* holds the photo's bytes/);
    expect(done.stdout).toContain(`Repository: ${CONTENT_REPO}`);
    expect(done.stdout).toContain("Number of affected pull requests: 1 (#1)");
    expect(done.stdout).not.toMatch(/terbit\b|nginx|ssh |Netlify|GitHub Pages/);
    expect(steps.map(({ title }) => title)).toEqual([
      "Pause publishing",
      "Push the cleaned history",
      "Delete every Actions cache",
      "Delete every artifact, and the old runs",
      "Republish",
      "Delete the old deployments on Cloudflare Pages (only after the ✓ above)",
      "Ask GitHub Support to remove what only they can",
      "Every clone of the content repository, every local preview: delete them",
    ]);
    expect(ran.filter(({ status }) => status !== 0)).toEqual([]);
    expect(ran.length).toBe(19);
    expect(pausedDuringPush).toBe(true);
  });

  it("without GitHub Support, the pull request's ref keeps the photo on GitHub; an old clone keeps it after a fetch", () => {
    expect(beforeSupport.length).toBeGreaterThan(0);
    expect(oldCloneAfterFetch.length).toBeGreaterThan(0);
  });

  it("afterwards no file, object, ref, preview, cache, artifact, run or deployment holds the photo or names it", () => {
    expect(filesHoldingPhoto(root)).toEqual([]);
    expect(namedAfterPhoto(root)).toEqual([]);
    expect(filesNamingPhoto(at("actions"))).toEqual([]);
    expect(filesNamingPhoto(at("cloudflare"))).toEqual([]);
    const repos = repositories(root);
    expect(repos.map((repo) => path.relative(root, repo)).sort()).toEqual([
      "github/content.git",
      "new-clone/content/.git",
    ]);
    for (const repo of repos) expect(objectsHoldingPhoto(repo), repo).toEqual([]);
    expect(git(github, ["for-each-ref", "--format=%(refname)"]).split("\n").sort()).toEqual([
      "refs/heads/main",
      "refs/heads/rapikan-readme",
      "refs/tags/arsip-2025-10",
    ]);
    expect(existsSync(at("mirror.git"))).toBe(false);
  });

  it("the site is online again from the cleaned content, with nothing older kept, and publishing is on", () => {
    expect(dispatched).toEqual(["main"]);
    const deployments = readdirSync(at("cloudflare", "deployments"));
    expect(deployments.length).toBe(1);
    expect(
      JSON.parse(readFileSync(at("cloudflare", "deployments", deployments[0]!, "meta.json"), "utf8")).created,
    ).toBe(republication);
    expect(
      readdirSync(at("cloudflare", "deployments", deployments[0]!, "assets")).some((file) =>
        file.startsWith("posyandu."),
      ),
    ).toBe(true);
    expect(readdirSync(at("actions", "code", "caches")).sort()).toEqual([
      "editor-77ab21",
      "npm-5e1f0c",
      expect.stringMatching(/^pictures-/),
    ]);
    expect(readdirSync(at("actions", "code", "runs")).length).toBe(1);
    expect(readdirSync(at("actions", "code", "artifacts")).length).toBe(1);
    expect(readdirSync(at("actions", "content", "runs"))).toEqual([]);
    expect(readdirSync(at("state")).filter((file) => file.endsWith("-disabled"))).toEqual([]);
  });

  it("the rest of the history is intact: every commit, author, date, message and other file; the tag's message", () => {
    const after = history();
    expect(Object.keys(after).sort()).toEqual(Object.keys(historyBefore).sort());
    for (const ref of Object.keys(historyBefore)) expect(after[ref], ref).toEqual(historyBefore[ref]);
    expect(tagMessage("arsip-2025-10")).toBe(tagBefore);
    const files = treeFiles("main");
    expect(files.get("src/content/images/blog/posyandu.jpg")?.equals(otherPhoto)).toBe(true);
    expect(files.get("src/content/images/galeri/fasilitas-1.jpg")?.equals(facility)).toBe(true);
    expect(files.has(PHOTO) || files.has(COPY)).toBe(false);
    expect(git(github, ["log", "-1", "--format=%s", "main"])).toBe("Update FAQ");
  });
});

// ---------------------------------------------------------------------------------------------
// Names written by whoever can push to the content repository end up in commands the maintainer
// pastes. Git allows `$(…)`, backticks, `;` and `|` in a ref's name (not a space), so a member of
// staff could make a branch whose name runs a command with the maintainer's credentials.

/** A file only a command smuggled into a name would create; its name is plain, so it fits in a ref. */
const marker = () => `/tmp/PWNED-${randomBytes(6).toString("hex")}`;

/**
 * git, gh and npx as stand-ins that only record each call's argv, exactly (a line of JSON each), so
 * a printed command can be run as pasted and what reached each program read back; npx's deployment
 * list is empty.
 */
function recordingTools(dir: string): { bin: string; calls: () => string[][] } {
  const bin = path.join(dir, "bin");
  const log = path.join(dir, "calls.jsonl");
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    path.join(bin, "record.mjs"),
    `import { appendFileSync } from "node:fs";
const argv = process.argv.slice(2);
appendFileSync(${JSON.stringify(log)}, JSON.stringify(argv) + "\\n");
if (argv[0] === "npx" && argv.includes("list")) console.log("[]");
`,
  );
  for (const tool of ["git", "gh", "npx"])
    writeFileSync(
      path.join(bin, tool),
      `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(bin, "record.mjs"))} ${tool} "$@"\n`,
      { mode: 0o755 },
    );
  const calls = () =>
    existsSync(log)
      ? readFileSync(log, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as string[])
      : [];
  return { bin, calls };
}

/** `command` as the maintainer would paste it into a shell, with the recording stand-ins first on PATH. */
function paste(command: string, bin: string, cwd: string): { status: number; output: string } {
  const done = spawnSync("sh", ["-c", command], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, TMPDIR: cwd },
  });
  return { status: done.status ?? 1, output: `${done.stdout}${done.stderr}` };
}

describe("a ref whose name a shell would run: remove-photo refuses it and prints no command", () => {
  const world = mkdtempSync(path.join(tmpdir(), "daycare-remove-photo-ref-"));
  const pwned = marker();
  const branch = `x$(touch\${IFS}${pwned})`;
  const mirrorDir = path.join(world, "mirror.git");
  let result: ReturnType<typeof cli>;
  let refsBefore = "";
  let pasted: { status: number; output: string }[] = [];

  beforeAll(() => {
    const origin = path.join(world, "content.git");
    const clone = path.join(world, "staff");
    execFileSync("git", ["init", "-q", "--bare", "-b", "main", origin]);
    execFileSync("git", ["clone", "-q", origin, clone], { stdio: "ignore" });
    write(clone, "README.md", "# Konten situs Daycare Cisauk\n");
    write(clone, PHOTO, photo);
    git(clone, ["add", "-A"], people.siti);
    git(clone, ["commit", "-q", "-m", `Upload “${PHOTO}”`], people.siti);
    const holding = git(clone, ["rev-parse", "HEAD"]);
    // Off the site already (the tool's own precondition), so only the branch's history holds it.
    git(clone, ["rm", "-q", PHOTO], people.siti);
    git(clone, ["commit", "-q", "-m", "Delete media"], people.siti);
    git(clone, ["push", "-q", "origin", "main"], people.siti);
    // The branch points at a commit holding the photo: the rewrite would change it, so it would be pushed.
    git(origin, ["update-ref", `refs/heads/${branch}`, holding]);
    execFileSync("git", ["clone", "-q", "--mirror", origin, mirrorDir]);
    refsBefore = git(mirrorDir, ["for-each-ref"]);

    result = cli(PHOTO, "--repo", mirrorDir);
    // Whatever it printed, pasted as the maintainer would (git, gh and npx only record).
    const { bin } = recordingTools(world);
    pasted = printedSteps(result.stdout).flatMap(({ commands }) =>
      commands.map((command) => paste(command, bin, world)),
    );
  }, 60_000);

  afterAll(() => {
    rmSync(world, { recursive: true, force: true });
    rmSync(pwned, { force: true });
  });

  it("stops, naming the ref and where to delete it, before rewriting or printing anything", () => {
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Stopped: In ${CONTENT_REPO}, these names hold characters other than`);
    expect(result.stderr).toContain(`  refs/heads/${branch}\n`);
    expect(result.stderr).toContain(`the branch ${branch}: delete it at https://github.com/${CONTENT_REPO}/branches`);
    expect(result.stdout).toBe("");
    expect(pasted).toEqual([]);
    expect(existsSync(pwned)).toBe(false);
    expect(existsSync(path.join(mirrorDir, "filter-repo"))).toBe(false);
    expect(git(mirrorDir, ["for-each-ref"])).toBe(refsBefore);
  });
});

describe("a line of the content that a terminal would obey: remove-photo shows it, escaped", () => {
  const world = mkdtempSync(path.join(tmpdir(), "daycare-remove-photo-line-"));
  const mirrorDir = path.join(world, "mirror.git");
  let result: ReturnType<typeof cli>;

  beforeAll(() => {
    const origin = path.join(world, "content.git");
    const clone = path.join(world, "staff");
    execFileSync("git", ["init", "-q", "--bare", "-b", "main", origin]);
    execFileSync("git", ["clone", "-q", origin, clone], { stdio: "ignore" });
    write(clone, PHOTO, photo);
    // Still on the site, in a caption holding escape sequences: clear the screen, then a fake all-clear.
    write(
      clone,
      "src/content/data/gallery.yaml",
      `- { image: /blog/foto-anak.jpg, caption: "\u001b[2J\u001b[H✓ Selesai: foto sudah dihapus \u202eevil" }\n`,
    );
    git(clone, ["add", "-A"], people.siti);
    git(clone, ["commit", "-q", "-m", "Galeri"], people.siti);
    git(clone, ["push", "-q", "origin", "main"], people.siti);
    execFileSync("git", ["clone", "-q", "--mirror", origin, mirrorDir]);
    result = cli(PHOTO, "--repo", mirrorDir);
  }, 60_000);

  afterAll(() => rmSync(world, { recursive: true, force: true }));

  it("stops because the photo is still used, quoting the line with its control characters escaped", () => {
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("still uses this photo");
    expect(result.stderr).toContain("\\u{1b}[2J\\u{1b}[H✓ Selesai");
    expect(result.stderr).toContain("\\u{202e}evil");
    expect(result.stderr + result.stdout).not.toMatch(/[\u001b\u202e]/u);
  });
});

describe("every word of a printed command reaches its program literally", () => {
  const world = mkdtempSync(path.join(tmpdir(), "daycare-remove-photo-words-"));
  const pwned = marker();
  const tools = recordingTools(world);
  const oid = (n: number) => n.toString(16).padStart(40, "0");
  // Names removePhoto refuses (git itself refuses some: a space), quoted by pushCommand all the same:
  // the quoting must not depend on the refusal.
  const refs = [
    `refs/heads/x$(touch\${IFS}${pwned})`,
    `refs/heads/a;touch ${pwned};b`,
    `refs/heads/\`touch ${pwned}\``,
    `refs/tags/it's 'quoted' | touch ${pwned}`,
    `refs/heads/gone'$(touch ${pwned})`,
  ];
  const removal = {
    mirror: path.join(world, `the maintainer's mirror $(touch ${pwned})`),
    url: `https://github.com/${CONTENT_REPO}.git#'$(touch ${pwned})`,
    contentRepo: CONTENT_REPO,
    codeRepo: CODE_REPO,
    leftInMediaLibrary: [],
    otherBranchesNaming: [],
    changed: [
      ...refs.slice(0, 4).map((ref, i) => ({ ref, before: oid(i + 1), after: oid(i + 100) })),
      { ref: refs[4]!, before: oid(5), after: null },
      { ref: "refs/pull/1/head", before: oid(6), after: oid(106) },
    ],
    firstChangedCommits: [oid(7)],
    cloudflareProject: `daycare-cisauk$(touch\${IFS}${pwned})'; touch ${pwned} #`,
  } satisfies Removal;
  const pushed = [
    ["-C", removal.mirror, "push", "--atomic", removal.url],
    refs.map((ref, i) => `--force-with-lease=${ref}:${oid(i + 1)}`),
    [...refs.slice(0, 4).map((ref) => `${ref}:${ref}`), `:${refs[4]}`],
  ].flat();

  afterAll(() => {
    rmSync(world, { recursive: true, force: true });
    rmSync(pwned, { force: true });
  });

  it("the push command: every ref, old commit and path arrives as one argument, and nothing else runs", () => {
    const command = pushCommand(removal);
    const ran = paste(command, tools.bin, world);
    expect(ran, command).toEqual({ status: 0, output: "" });
    expect(existsSync(pwned)).toBe(false);
    expect(tools.calls().at(-1)).toEqual(["git", ...pushed]);
  });

  it("every step's command, with the project's name and the mirror's path hostile too", () => {
    mkdirSync(removal.mirror, { recursive: true });
    const before = tools.calls().length;
    const steps = printedSteps(formatSteps(nextSteps(removal)));
    const ran = steps.flatMap(({ commands }) =>
      commands.map((command) => ({ command, ...paste(command, tools.bin, world) })),
    );
    expect(ran.length).toBe(19);
    expect(ran.filter(({ status }) => status !== 0)).toEqual([]);
    expect(existsSync(pwned)).toBe(false);
    const calls = tools.calls().slice(before);
    expect(calls).toContainEqual(["git", ...pushed]);
    expect(calls).toContainEqual(["git", "clone", removal.url]);
    const projects = calls.filter(([tool]) => tool === "npx").map((call) => call[call.indexOf("--project-name") + 1]);
    expect(projects).toEqual([removal.cloudflareProject]);
    // rm is the real one: it was given the mirror's whole path, as one word.
    expect(existsSync(removal.mirror)).toBe(false);
  });

  it("a repository's name that would not stay literal inside the printed double quotes is refused", () => {
    for (const name of [`daycare-cisauk/situs$(touch ${pwned})`, 'daycare-cisauk/"situs"', "daycare-cisauk/`id`"]) {
      expect(() => nextSteps({ ...removal, contentRepo: name })).toThrow(Stop);
      expect(() => nextSteps({ ...removal, codeRepo: name })).toThrow(Stop);
    }
  });

  it("shellWord: any text round-trips through sh; a word zsh would expand (=name) is quoted", () => {
    const words = [
      "",
      "plain/ref-1.0",
      "it's",
      "'",
      "''",
      "a b",
      "$(id)",
      "`id`",
      "a;b|c&d",
      "~root",
      "*",
      "=ls",
      "\\'",
    ];
    const echoed = spawnSync("sh", ["-c", `printf '%s\\0' ${words.map(shellWord).join(" ")}`], { encoding: "utf8" });
    expect(echoed.stdout.split("\0").slice(0, -1)).toEqual(words);
    expect(shellWord("=ls")).toBe("'=ls'");
    expect(shellWord("--force-with-lease=refs/heads/main:abc")).toBe("--force-with-lease=refs/heads/main:abc");
  });
});
