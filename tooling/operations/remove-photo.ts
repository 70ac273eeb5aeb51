/**
 * When a parent withdraws consent for a photo: removes every copy of the photo's bytes from the
 * content repository's whole history (every commit of every branch, tag and pull-request ref, under
 * any name or folder), in a fresh mirror clone, never in a working copy; proves that no object is left
 * that holds those bytes; then prints, in order, what the maintainer must do next, with the exact
 * commands. The procedure and why each step is there: docs/deploy.md, "When a parent withdraws consent
 * for a photo"; rehearsed end to end by tooling/operations/remove-photo.test.ts.
 *
 *   npm run remove-photo -- src/content/images/blog/foto-anak.jpg \
 *     --content-repo daycare-cisauk/situs-konten --code-repo daycare-cisauk/situs [--repo <fresh mirror clone>]
 *
 * Only the content repository ever holds a staff photo, so only its history is rewritten. The code
 * repository is named for the printed commands: its Actions caches, artifacts and runs hold built
 * copies, and it republishes. Both are required: the working copy this runs in is the code
 * repository's, so its origin says nothing about where the photo is. Without --repo it makes the
 * mirror itself, in a new temporary folder.
 *
 * Refuses, changing nothing, while the current content (the tip of the default branch) still names the
 * photo: the staff remove it in the editor first, and that save is what takes it off the site. Also
 * refuses a working copy, a mirror of another repository than --content-repo, a mirror that was already
 * rewritten or is older than GitHub, a photo stored with Git LFS, and a branch, tag or other ref whose
 * name a shell would not read literally (anyone who can save can make one, and the printed push
 * command names every rewritten ref).
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

/** A reason to stop, for the maintainer; nothing was changed on GitHub. */
export class Stop extends Error {}

const IMAGES = "src/content/images/";

function git(gitDir: string, args: readonly string[], input?: string): string {
  return gitBytes(gitDir, args, input).toString("utf8");
}

function gitBytes(gitDir: string, args: readonly string[], input?: string): Buffer {
  try {
    return execFileSync("git", ["--git-dir", gitDir, ...args], {
      input,
      maxBuffer: 2 ** 31 - 1,
      stdio: ["pipe", "pipe", "pipe"],
    });
  } catch (error) {
    const said = String((error as { stderr?: unknown }).stderr ?? "").trim() || (error as Error).message;
    throw new Stop(`git ${args[0]} failed in ${gitDir}: ${said}`);
  }
}

/** Every ref of the repository and the object it points at. */
export function refsOf(gitDir: string): Map<string, string> {
  const lines = git(gitDir, ["for-each-ref", "--format=%(refname) %(objectname)"]).split("\n").filter(Boolean);
  return new Map(lines.map((line) => line.split(" ") as [string, string]));
}

/** The contents of `oids`, read with one `git cat-file --batch`. */
function readObjects(gitDir: string, oids: readonly string[]): Map<string, Buffer> {
  const out = gitBytes(gitDir, ["cat-file", "--batch"], oids.map((oid) => `${oid}\n`).join(""));
  const objects = new Map<string, Buffer>();
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(10, at);
    const [oid, type, size] = out.subarray(at, end).toString("utf8").split(" ");
    if (type === "missing" || size === undefined) {
      at = end + 1;
      continue;
    }
    objects.set(oid!, out.subarray(end + 1, end + 1 + Number(size)));
    at = end + 1 + Number(size) + 1;
  }
  return objects;
}

export interface Photo {
  /** The path asked for, as found in the repository. */
  path: string;
  /** Each version of the bytes ever stored at that path: git blob id → the bytes. */
  blobs: Map<string, Buffer>;
  /** Every path any of those blobs had, in any commit (copies under another name or folder included). */
  paths: string[];
  /** The commits, on any ref, whose tree holds one of the blobs. */
  commits: string[];
}

/**
 * Every version of the photo at `photoPath` in all of history, and every other path and commit
 * that holds the same bytes. Null when no commit on any ref ever had a file at that path.
 */
export function findPhoto(gitDir: string, photoPath: string): Photo | null {
  const commits = git(gitDir, ["rev-list", "--all"]).split("\n").filter(Boolean);
  const blobsAt = (paths: readonly string[]) => {
    const asked = commits.flatMap((commit) => paths.map((p) => ({ commit, p })));
    const questions = asked.map(({ commit, p }) => `${commit}:${p}\n`).join("");
    const answers = git(gitDir, ["cat-file", "--batch-check"], questions).split("\n");
    return asked.map((question, i) => {
      const [oid, type] = answers[i]!.split(" ");
      return { ...question, oid: type === "blob" ? oid! : null };
    });
  };
  const ids = new Set(blobsAt([photoPath]).flatMap(({ oid }) => (oid ? [oid] : [])));
  if (ids.size === 0) return null;
  const blobs = readObjects(gitDir, [...ids]);

  // Every path the same bytes had: each change of every commit against each parent (-m), the first commit's too.
  const paths = new Set([photoPath]);
  const changes = ["log", "--all", "-m", "--root", "--no-renames", "--raw", "--no-abbrev", "--format="];
  for (const line of git(gitDir, ["-c", "core.quotePath=false", ...changes]).split("\n")) {
    const match = /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) \w+\t(.+)$/.exec(line);
    if (match && ids.has(match[1]!)) paths.add(match[2]!.replace(/^"(.*)"$/, "$1"));
  }
  const holding = new Set(blobsAt([...paths]).flatMap(({ commit, oid }) => (oid && ids.has(oid) ? [commit] : [])));
  return { path: photoPath, blobs, paths: [...paths].sort(), commits: commits.filter((c) => holding.has(c)) };
}

export interface Reference {
  file: string;
  line: number;
  text: string;
}

/** How content names a picture: by its path below src/content/images ("/blog/foto.jpg"), or its whole path. */
function namePattern(photoPath: string): RegExp {
  const name = photoPath.startsWith(IMAGES) ? photoPath.slice(IMAGES.length) : photoPath;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.-])${escaped}(?![\\w.-])`);
}

const BINARY = /\.(jpe?g|png|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|tar)$/i;

function treeOf(gitDir: string, rev: string): { file: string; type: string; oid: string; size: number }[] {
  return git(gitDir, ["ls-tree", "-r", "-l", "-z", rev])
    .split("\0")
    .filter(Boolean)
    .map((entry) => {
      const [meta, file] = entry.split("\t") as [string, string];
      const [, type, oid, size] = meta.split(/ +/) as [string, string, string, string];
      return { file, type, oid, size: Number(size) };
    });
}

/** The lines of the tree of `rev` that name one of the photo's paths (the photo's own files aside). */
export function referencesAt(gitDir: string, rev: string, photo: Photo): Reference[] {
  const entries = treeOf(gitDir, rev).filter(
    ({ file, type, oid, size }) => type === "blob" && !photo.blobs.has(oid) && size < 5_000_000 && !BINARY.test(file),
  );
  const contents = readObjects(
    gitDir,
    entries.map(({ oid }) => oid),
  );
  const patterns = photo.paths.map(namePattern);
  const found: Reference[] = [];
  for (const { file, oid } of entries) {
    const bytes = contents.get(oid);
    if (!bytes || bytes.includes(0)) continue;
    const lines = bytes.toString("utf8").split("\n");
    lines.forEach((text, i) => {
      if (patterns.some((pattern) => pattern.test(text))) found.push({ file, line: i + 1, text: text.trim() });
    });
  }
  return found;
}

/** Paths in the tree of `rev` whose bytes are the photo's. */
export function copiesAt(gitDir: string, rev: string, photo: Photo): string[] {
  return treeOf(gitDir, rev).flatMap(({ file, oid }) => (photo.blobs.has(oid) ? [file] : []));
}

const holds = (bytes: Buffer, needles: readonly Buffer[]) => needles.some((needle) => bytes.includes(needle));

/**
 * Reads every object of the repository, reachable or not, packed or loose
 * (`git cat-file --batch-all-objects`), and returns those whose contents hold any of
 * `needles` byte for byte. Streams, so a repository of any size fits in memory.
 */
export async function objectsHolding(
  gitDir: string,
  needles: readonly Buffer[],
): Promise<{ objects: number; holding: string[] }> {
  const child = spawn("git", ["--git-dir", gitDir, "cat-file", "--batch-all-objects", "--batch", "--unordered"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  let parts: Buffer[] = [];
  let have = 0;
  let next: { oid: string; size: number } | null = null;
  let objects = 0;
  const holding: string[] = [];
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    parts.push(chunk);
    have += chunk.length;
    // Joined only once the next header, or the whole next object and its newline, is there: a big
    // object arrives in many chunks, and many small ones share one.
    while (next ? have > next.size : parts.some((part) => part.includes(10))) {
      const buffer = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
      const end: number = next ? next.size : buffer.indexOf(10);
      if (next) {
        objects += 1;
        if (holds(buffer.subarray(0, end), needles)) holding.push(next.oid);
        next = null;
      } else {
        const [oid, , size] = buffer.subarray(0, end).toString("utf8").split(" ");
        next = { oid: oid!, size: Number(size) };
      }
      parts = [buffer.subarray(end + 1)];
      have = parts[0]!.length;
    }
  }
  if ((await closed) !== 0) throw new Stop(`git cat-file could not read every object of ${gitDir}: ${stderr.trim()}`);
  return { objects, holding };
}

/** Files below `root` whose bytes hold any of `needles` (a plain copy outside git's compressed objects). */
export function filesHolding(root: string, needles: readonly Buffer[]): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => holds(readFileSync(file), needles));
}

/** owner/name when `url` is a GitHub address. */
export function githubRepoOf(url: string): string | null {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url);
  return match ? `${match[1]}/${match[2]}` : null;
}

/**
 * `value` as one word for a POSIX shell, or zsh: left bare only when made of characters no shell
 * treats specially, and not starting with `=` (zsh replaces `=name` with the path of command `name`).
 */
export function shellWord(value: string): string {
  return /^(?!=)[\w./:@=+,%-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** owner/name as GitHub allows it; also what keeps a name inert inside the printed double quotes. */
const REPO_NAME = /^[\w.-]+\/[\w.-]+$/;

/** Ref names the printed commands may hold: what the editor and GitHub's pages make, nothing a shell reads. */
const PLAIN_REF = /^[A-Za-z0-9._/-]+$/;

/** `text` with every character `pattern` matches shown as \u{…}. */
const escapedIn = (pattern: RegExp) => (text: string) =>
  text.replace(pattern, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
/**
 * Text from the content repository as a terminal shows it: control characters (an escape sequence can
 * clear lines, move the cursor, or print a fake "done") and bidirectional overrides escaped.
 */
const shown = escapedIn(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu);
/** A name with every character outside printable ASCII escaped, so no look-alike or control character hides in it. */
const visible = escapedIn(/[^\x20-\x7e]/gu);

/**
 * Refuses a mirror with a ref whose name is not plain. Git allows `$(…)`, backticks, `;` and `|` in a
 * name, and anyone who can push to the content repository can make such a branch; the maintainer
 * pastes the push command, which names every rewritten ref. The command quotes each word too; refusing
 * as well leaves quoting not the only defence, and tells the maintainer that someone made such a name.
 */
function checkRefNames(gitDir: string, contentRepo: string): void {
  const odd = [...refsOf(gitDir).keys()].filter((ref) => !PLAIN_REF.test(ref));
  if (odd.length === 0) return;
  const where = (ref: string) =>
    ref.startsWith("refs/heads/")
      ? `the branch ${visible(ref.slice("refs/heads/".length))}: delete it at https://github.com/${contentRepo}/branches (the bin icon on its row)`
      : ref.startsWith("refs/tags/")
        ? `the tag ${visible(ref.slice("refs/tags/".length))}: delete it at https://github.com/${contentRepo}/tags`
        : "neither a branch nor a tag, so GitHub's pages do not show it: ask GitHub Support (https://support.github.com/contact) to delete it";
  throw new Stop(
    `In ${contentRepo}, these names hold characters other than letters, digits and . _ / -:\n` +
      odd.map((ref) => `  ${visible(ref)}\n    ${where(ref)}`).join("\n") +
      `\nA name like this can make a pasted command run something else on your computer; the editor does not\n` +
      `make such names. Do not copy it into a terminal. Ask who made it, delete it on GitHub's web page as above,\n` +
      `then run this again with a fresh mirror clone. Nothing was changed and no command was printed.`,
  );
}

export interface RefChange {
  ref: string;
  before: string;
  /** Null when the rewrite removed the ref. */
  after: string | null;
}

export interface Removal {
  mirror: string;
  url: string;
  contentRepo: string;
  codeRepo: string;
  /** Files of the current content that were the photo (unused, still in the media library); gone after the push. */
  leftInMediaLibrary: string[];
  /** Other branches whose newest commit still names the photo. */
  otherBranchesNaming: { branch: string; references: Reference[] }[];
  changed: RefChange[];
  firstChangedCommits: string[];
  cloudflareProject: string;
}

/** Refuses anything but a fresh `git clone --mirror` that can be rewritten and pushed back. */
export function checkMirror(gitDir: string): string {
  if (!existsSync(gitDir)) throw new Stop(`${gitDir} does not exist.`);
  const notMirror = new Stop(
    `${gitDir} is not a mirror clone. This tool never rewrites a working copy: make a mirror with\n` +
      `  git clone --mirror <the repository's address> <new folder>\n` +
      `and give that folder with --repo (or leave --repo out and the tool makes one).`,
  );
  if (existsSync(path.join(gitDir, ".git"))) throw notMirror;
  const bare = git(gitDir, ["rev-parse", "--is-bare-repository"]).trim();
  const mirror = git(gitDir, ["config", "--bool", "--default", "false", "remote.origin.mirror"]).trim();
  if (bare !== "true" || mirror !== "true") throw notMirror;
  if (existsSync(path.join(gitDir, "filter-repo")))
    throw new Stop(`${gitDir} was already rewritten once. Delete it and make a fresh mirror clone.`);
  if (existsSync(path.join(gitDir, "objects", "info", "alternates")))
    throw new Stop(
      `${gitDir} borrows objects from another repository (objects/info/alternates): clone it again without --reference.`,
    );
  return git(gitDir, ["config", "--get", "remote.origin.url"]).trim();
}

/** Refuses a mirror whose branches or tags differ from the repository it was cloned from. */
function checkUpToDate(gitDir: string, url: string): void {
  let remote: string;
  try {
    remote = execFileSync("git", ["ls-remote", "--heads", "--tags", url], {
      cwd: gitDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 60_000,
    });
  } catch {
    console.log(
      `  (Could not ask ${url} for its branches; the push below is protected anyway: it is refused if anything changed.)`,
    );
    return;
  }
  const local = refsOf(gitDir);
  const differ = remote
    .split("\n")
    .filter((line) => line && !line.endsWith("^{}"))
    .map((line) => line.split("\t") as [string, string])
    .filter(([oid, ref]) => local.get(ref) !== oid)
    .map(([, ref]) => ref);
  if (differ.length > 0)
    throw new Stop(
      `The content repository has changed since this mirror was cloned (${differ.join(", ")}): someone saved in the meantime.\n` +
        `Delete ${gitDir}, make a fresh mirror clone and run this again.`,
    );
}

function requireFilterRepo(): void {
  try {
    execFileSync("git", ["filter-repo", "--version"], { stdio: ["ignore", "pipe", "pipe"] });
  } catch {
    throw new Stop(
      "git-filter-repo is not installed. Install it (Debian/Ubuntu: sudo apt-get install git-filter-repo;\n" +
        "macOS: brew install git-filter-repo; elsewhere: python3 -m pip install git-filter-repo) and run this again.",
    );
  }
}

/** The rewrite itself: strips the blobs, keeps every commit (one new commit for each old one). */
function rewrite(gitDir: string, blobs: Iterable<string>): void {
  const list = path.join(mkdtempSync(path.join(tmpdir(), "remove-photo-")), "blobs.txt");
  writeFileSync(list, [...blobs].map((oid) => `${oid}\n`).join(""));
  try {
    execFileSync(
      "git",
      [
        "filter-repo",
        "--strip-blobs-with-ids",
        list,
        // One new commit for every old one, even one that only added the photo: messages, authors and
        // dates all stay, and old and new history match commit for commit.
        "--prune-empty",
        "never",
        "--prune-degenerate",
        "never",
        // No refs/replace/* pointing old commits at new ones.
        "--replace-refs",
        "delete-no-add",
      ],
      { cwd: gitDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    const said = `${String((error as { stdout?: unknown }).stdout ?? "")}${String((error as { stderr?: unknown }).stderr ?? "")}`;
    throw new Stop(`git filter-repo refused or failed; nothing was pushed. It said:\n${said.trim()}`);
  } finally {
    rmSync(path.dirname(list), { recursive: true, force: true });
  }
}

/** The old commits that got a new id, from filter-repo's own record ("old new" a line, after a header). */
function rewrittenCommits(gitDir: string): Set<string> {
  const lines = readFileSync(path.join(gitDir, "filter-repo", "commit-map"), "utf8")
    .split("\n")
    .slice(1);
  return new Set(
    lines.map((line) => line.split(" ")).flatMap(([old, now]) => (old && now && old !== now ? [old] : [])),
  );
}

/** The Cloudflare Pages project: this project's wrangler.toml, the same file the publishing workflow deploys with. */
function cloudflareProject(): string {
  const name = /^name\s*=\s*"([^"]+)"/m.exec(
    readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8"),
  )?.[1];
  if (!name) throw new Stop('wrangler.toml names no Cloudflare Pages project (name = "…").');
  return name;
}

export interface Options {
  photoPath: string;
  /** A fresh mirror clone of the content repository. */
  repo: string;
  contentRepo: string;
  codeRepo: string;
}

/** Finds, refuses or rewrites, then verifies. Throws Stop with the reason when it refuses. */
export async function removePhoto({ photoPath, repo, contentRepo, codeRepo }: Options): Promise<Removal> {
  const log = console.log;
  const gitDir = path.resolve(repo);
  const url = checkMirror(gitDir);
  // The push goes where the mirror came from, the printed steps to --content-repo: they must be one repository.
  const cloned = githubRepoOf(url);
  if (cloned && cloned.toLowerCase() !== contentRepo.toLowerCase())
    throw new Stop(`${gitDir} is a mirror of ${cloned}, not of the content repository ${contentRepo}.`);
  checkRefNames(gitDir, contentRepo);
  requireFilterRepo();
  checkUpToDate(gitDir, url);
  const defaultBranch = git(gitDir, ["symbolic-ref", "--short", "HEAD"]).trim();

  const asked = photoPath.replace(/^\.?\//, "");
  const photo = findPhoto(gitDir, asked) ?? (asked.startsWith("src/") ? null : findPhoto(gitDir, `${IMAGES}${asked}`));
  if (!photo)
    throw new Stop(
      `No commit on any branch, tag or pull request of ${contentRepo} ever had a file at ${asked}.\n` +
        `Give the path inside the repository, e.g. src/content/images/blog/foto-anak.jpg (the editor shows it as /blog/foto-anak.jpg).`,
    );
  for (const bytes of photo.blobs.values()) {
    if (bytes.length === 0)
      throw new Stop(`${photo.path} is an empty file in some commit: nothing to remove by its bytes.`);
    if (bytes.subarray(0, 60).toString("latin1").startsWith("version https://git-lfs"))
      throw new Stop(
        `${photo.path} is stored with Git LFS: its bytes are on the LFS server, which this tool does not reach.`,
      );
  }

  const references = referencesAt(gitDir, "HEAD", photo);
  if (references.length > 0)
    throw new Stop(
      `The current content (${defaultBranch}) still uses this photo:\n` +
        references.map(({ file, line, text }) => `  ${shown(file)}:${line}: ${shown(text)}`).join("\n") +
        `\nRemove it in the editor first (open each page or article above, remove the photo, save). That save is what\n` +
        `takes it off the site. Wait until /admin/status/ says "Sudah online", then make a fresh mirror clone and run this again.`,
    );
  const otherBranchesNaming = [...refsOf(gitDir)]
    .filter(([ref]) => ref.startsWith("refs/heads/") && ref !== `refs/heads/${defaultBranch}`)
    .map(([ref]) => ({ branch: ref.slice("refs/heads/".length), references: referencesAt(gitDir, ref, photo) }))
    .filter(({ references: found }) => found.length > 0);
  const leftInMediaLibrary = copiesAt(gitDir, "HEAD", photo);
  const project = cloudflareProject();

  const kb = (bytes: Buffer) => `${(bytes.length / 1024).toFixed(1)} KB`;
  log(`Photo: ${photo.path}`);
  for (const [oid, bytes] of photo.blobs)
    log(`  bytes: git blob ${oid}, ${kb(bytes)}, sha256 ${createHash("sha256").update(bytes).digest("hex")}`);
  log(`  held by ${photo.commits.length} commit(s), at: ${photo.paths.join(", ")}`);

  const before = refsOf(gitDir);
  const parents = new Map(
    git(gitDir, ["rev-list", "--all", "--parents"])
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(" "))
      .map(([commit, ...rest]) => [commit!, rest] as const),
  );
  log("Rewriting the mirror's history with git filter-repo…");
  rewrite(gitDir, photo.blobs.keys());
  git(gitDir, ["reflog", "expire", "--expire=now", "--all"]);
  git(gitDir, ["gc", "--prune=now", "--quiet"]);

  const after = refsOf(gitDir);
  const changed: RefChange[] = [...before]
    .filter(([ref, oid]) => after.get(ref) !== oid)
    .map(([ref, oid]) => ({ ref, before: oid, after: after.get(ref) ?? null }));
  const rewritten = rewrittenCommits(gitDir);
  const firstChangedCommits = [...rewritten].filter((commit) =>
    (parents.get(commit) ?? []).every((parent) => !rewritten.has(parent)),
  );

  // The proof: no object, reachable or not, holds any version of the photo's bytes; the history is whole.
  const needles = [...photo.blobs.values()];
  const { objects, holding } = await objectsHolding(gitDir, needles);
  const plainCopies = filesHolding(gitDir, needles);
  if (holding.length > 0 || plainCopies.length > 0)
    throw new Stop(
      `NOT clean: ${[...holding.map((oid) => `object ${oid}`), ...plainCopies].join(", ")} still hold(s) the photo's bytes.\n` +
        `Do not push. Delete ${gitDir} and report this.`,
    );
  try {
    git(gitDir, ["fsck", "--no-progress", "--no-dangling"]);
  } catch (error) {
    throw new Stop(
      `NOT sound: git fsck found problems in the rewritten history. Do not push.\n${(error as Error).message}`,
    );
  }
  log(
    `Verified: none of the ${objects} objects in ${gitDir} holds the photo's bytes, and git fsck finds the history whole.`,
  );
  log(`${rewritten.size} commit(s) rewritten, ${changed.length} ref(s) changed.`);
  return {
    mirror: gitDir,
    url,
    contentRepo,
    codeRepo,
    leftInMediaLibrary,
    otherBranchesNaming,
    changed,
    firstChangedCommits,
    cloudflareProject: project,
  };
}

const isPullRef = (ref: string) => ref.startsWith("refs/pull/");

/** The pull requests whose refs on GitHub still point at the old history (only GitHub Support can change those). */
export function affectedPullRequests(changed: readonly RefChange[]): number[] {
  const numbers = changed.flatMap(({ ref }) => /^refs\/pull\/(\d+)\//.exec(ref)?.[1] ?? []).map(Number);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The push of every rewritten branch and tag, each only if GitHub still has what the mirror was cloned with. */
export function pushCommand({ mirror, url, changed }: Removal): string {
  const pushed = changed.filter(({ ref }) => !isPullRef(ref));
  // Every word quoted, though removePhoto already refused any ref name that is not plain: the names
  // are written by whoever can push to the content repository, and the maintainer pastes this.
  return [
    ["git", "-C", mirror, "push", "--atomic", url].map(shellWord).join(" "),
    ...pushed.map(({ ref, before }) => shellWord(`--force-with-lease=${ref}:${before}`)),
    ...pushed.map(({ ref, after }) => shellWord(after ? `${ref}:${ref}` : `:${ref}`)),
  ].join(" \\\n      ");
}

/**
 * What the maintainer does after the rewrite, in this order. Short on purpose: why each step is there
 * is docs/deploy.md, "When a parent withdraws consent for a photo", steps 2 to 9.
 */
export function nextSteps(removal: Removal): string[] {
  const { contentRepo: content, codeRepo: code, mirror, url } = removal;
  // The repositories' names are also printed inside double quotes ("repos/…?key=$id"), where a word
  // cannot be quoted again: only a name of these characters stays literal there.
  for (const repo of [content, code])
    if (!REPO_NAME.test(repo)) throw new Stop(`${visible(repo)} is not a repository's owner/name.`);
  const project = shellWord(removal.cloudflareProject);
  const pulls = affectedPullRequests(removal.changed);
  const first = removal.firstChangedCommits;
  // Every deployment but the newest production one, the live site. Not told apart by commit: each
  // deployment names the code's commit, which the old publications share with the republication.
  const olderDeployments = `node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{const all=JSON.parse(s);const live=all.find((d)=>d.Environment==="Production");for(const d of all)if(d!==live)console.log(d.Id)})'`;
  // sort -u: a cache key listed once per branch is deleted, on every branch, by its first DELETE.
  const deleteAll = (repo: string, list: string, jq: string, item: string) =>
    `$ for id in $(gh api --paginate "repos/${repo}/${list}?per_page=100" --jq '${jq}' | sort -u); do\n` +
    `      gh api --silent -X DELETE "repos/${repo}/${item}"\n` +
    `    done`;
  const deleteCaches = (repo: string) =>
    deleteAll(repo, "actions/caches", ".actions_caches[].key", "actions/caches?key=$id");
  const deleteRuns = (repo: string, workflow: string) =>
    deleteAll(repo, `actions/workflows/${workflow}/runs`, ".workflow_runs[].id", "actions/runs/$id");
  return [
    "# Pause publishing",
    "Ask the staff not to save in the editor until you tell them (about an hour). Turn publishing off at both",
    "ends, then wait until no run of either is queued or in progress:",
    `$ gh workflow disable terbitkan.yml -R ${shellWord(content)}`,
    `$ gh workflow disable publish.yml -R ${shellWord(code)}`,
    `$ gh run list -R ${shellWord(content)} --workflow terbitkan.yml --limit 5`,
    `$ gh run list -R ${shellWord(code)} --workflow publish.yml --limit 5`,
    "# Push the cleaned history",
    "All or nothing, each branch and tag only if GitHub still has what the mirror was cloned with: if it is refused,",
    "someone saved; delete the mirror and start again. Pull-request refs are not pushed (see the GitHub Support",
    "step). If a ruleset blocks force pushes (Settings → Rules), allow them for this push only.",
    `$ ${pushCommand(removal)}`,
    "# Delete every Actions cache",
    "The code repository's picture caches hold the photo's variants. Delete them all (the npm and editor caches",
    "are made again), then the content repository's (normally none):",
    deleteCaches(code),
    deleteCaches(content),
    "# Delete every artifact, and the old runs",
    "The code repository's artifacts hold the built photo; the old runs' names and logs name its files:",
    deleteAll(code, "actions/artifacts", ".artifacts[].id", "actions/artifacts/$id"),
    deleteRuns(code, "publish.yml"),
    deleteRuns(content, "terbitkan.yml"),
    "# Republish",
    "Turn publishing on again and start a run yourself: it fetches the cleaned content.",
    `$ gh workflow enable terbitkan.yml -R ${shellWord(content)}`,
    `$ gh workflow enable publish.yml -R ${shellWord(code)}`,
    `$ gh workflow run publish.yml -R ${shellWord(code)} --ref main`,
    `Wait until it shows completed, success (✓), and /admin/status/ says "Sudah online":`,
    `$ gh run list -R ${shellWord(code)} --workflow publish.yml --limit 1`,
    "# Delete the old deployments on Cloudflare Pages (only after the ✓ above)",
    "Every past deployment stays reachable at its own address. In this project's folder, signed in (npx wrangler",
    "login), delete all but the live one; run it again until it deletes nothing (Cloudflare lists a page at a time):",
    `$ npx wrangler pages deployment list --project-name ${project} --json \\\n` +
      `      | ${olderDeployments} \\\n` +
      `      | while read -r id; do npx wrangler pages deployment delete "$id" --project-name ${project} --force; done`,
    "Then Cloudflare → the site's domain → Caching → Configuration → Purge Everything.",
    "# Ask GitHub Support to remove what only they can",
    "Old commits stay reachable through pull requests' refs and cached views. First make sure the content",
    "repository has no fork (a fork keeps its own copy; its owner must delete it):",
    `$ gh api "repos/${content}/forks" --jq '.[].full_name'`,
    "Then open a ticket at https://support.github.com/contact (removing sensitive data) with:",
    `  Repository: ${content}`,
    "  Why: a photo of a child whose parent withdrew consent (personal data of a minor; nothing to rotate).",
    "  History rewritten with git filter-repo and force-pushed; no branch or tag holds the photo any more.",
    `  Number of affected pull requests: ${pulls.length}${pulls.length ? ` (${pulls.map((n) => `#${n}`).join(", ")})` : ""}`,
    `  First changed commit(s): ${first.join(", ")}`,
    ...first.map((commit) => `    https://github.com/${content}/commit/${commit}`),
    "  Please dereference or delete the affected pull requests, run a garbage collection, and remove cached views.",
    "# Every clone of the content repository, every local preview: delete them",
    "Any clone made before the push would bring the photo back. On every computer, delete the whole folder;",
    "clone again only where one is needed:",
    `$ git clone ${shellWord(url)}`,
    "On every computer that ran npm run preview:content, delete its folder:",
    '$ rm -rf "${TMPDIR:-/tmp}/daycare-pratinjau-konten"',
    "Staff who use the editor: sign out and clear the browser's data for the site's address. Then tell the staff",
    "they may save again. Last, delete this mirror:",
    `$ rm -rf ${shellWord(mirror)}`,
  ];
}

/** The steps as the maintainer reads them: each title ("# ") numbered, each command ("$ ") on lines of its own. */
export function formatSteps(lines: readonly string[]): string {
  let step = 0;
  const formatted = lines.map((line) => {
    if (line.startsWith("# ")) return `\n${(step += 1)}. ${line.slice(2)}`;
    return line.startsWith("$ ") ? `\n    ${line}\n` : `   ${line}`;
  });
  return formatted.join("\n").replace(/\n\n+/g, "\n\n").trim();
}

function report(removal: Removal): string {
  const lines: string[] = [];
  if (removal.leftInMediaLibrary.length > 0)
    lines.push(
      `Note: the current content still had the photo's file (unused) at ${removal.leftInMediaLibrary.map(shown).join(", ")}; the push removes it.`,
    );
  for (const { branch, references } of removal.otherBranchesNaming)
    lines.push(
      `Note: branch ${shown(branch)} still names the photo (${references.map(({ file, line }) => `${shown(file)}:${line}`).join(", ")}); after the push it has no such picture: remove it there too before that branch is merged.`,
    );
  lines.push(
    "",
    `Changed refs (old → new):`,
    ...removal.changed.map(
      ({ ref, before, after }) => `  ${ref}: ${before.slice(0, 7)} → ${after ? after.slice(0, 7) : "(deleted)"}`,
    ),
    "",
    'Nothing has changed on GitHub yet. Do the following, in this order (why each: docs/deploy.md, "When a parent',
    'withdraws consent for a photo").',
    "",
    formatSteps(nextSteps(removal)),
  );
  return lines.join("\n");
}

/** Without --repo: a fresh mirror of the content repository, in a new temporary folder. */
function makeMirror(contentRepo: string): string {
  const url = `https://github.com/${contentRepo}.git`;
  const mirror = path.join(mkdtempSync(path.join(tmpdir(), "daycare-remove-photo-")), path.basename(url));
  console.log(`Making a fresh mirror clone of ${url} in ${mirror}…`);
  try {
    execFileSync("git", ["clone", "--quiet", "--mirror", url, mirror], { stdio: ["ignore", "inherit", "inherit"] });
  } catch {
    throw new Stop(
      `Could not clone ${url} (git's reason is above). The content repository is private: git needs your\n` +
        `GitHub sign-in (gh auth login, then gh auth setup-git).`,
    );
  }
  return mirror;
}

export async function main(args = process.argv.slice(2)): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      repo: { type: "string" },
      "content-repo": { type: "string" },
      "code-repo": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(
      "Usage: npm run remove-photo -- <path of the photo, e.g. src/content/images/blog/foto-anak.jpg>\n" +
        "         --content-repo <owner/name, where the photo is> --code-repo <owner/name, the site's code>\n" +
        "         [--repo <folder of a fresh git clone --mirror of the content repository>]",
    );
    return values.help ? 0 : 2;
  }
  try {
    const contentRepo = values["content-repo"];
    const codeRepo = values["code-repo"];
    if (!contentRepo || !codeRepo || !REPO_NAME.test(contentRepo) || !REPO_NAME.test(codeRepo))
      throw new Stop(
        "Give both repositories on GitHub, as owner/name: --content-repo, where the staff's photos are (its history\n" +
          "is rewritten), and --code-repo, the site's code (its caches, artifacts and runs are cleaned, and it republishes);\n" +
          "e.g. --content-repo daycare-cisauk/situs-konten --code-repo daycare-cisauk/situs.",
      );
    if (contentRepo.toLowerCase() === codeRepo.toLowerCase())
      throw new Stop(`--content-repo and --code-repo are both ${contentRepo}: they are two repositories.`);
    const repo = values.repo ?? makeMirror(contentRepo);
    if (values.repo && statSync(repo, { throwIfNoEntry: false })?.isDirectory() !== true)
      throw new Stop(`${repo} is not a folder.`);
    const removal = await removePhoto({ photoPath: positionals[0]!, repo, contentRepo, codeRepo });
    console.log(report(removal));
    return 0;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    console.error(`Stopped: ${error.message}`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main();
