import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitUndo, editorNames, githubRequest, prepareUndo, preview } from "../../admin/status/undo.ts";
import { GitHubStandIn, type Person, type RefUpdate } from "./github.ts";

/**
 * The stand-in's Git Data API, in GitHub's shapes, from git plumbing on its
 * bare repository; and the status page's undo (admin/status/undo.ts) carried
 * out against it.
 */

const SITE = "src/content/data/site.yaml";
const ARTICLE = "src/content/blog/1-posyandu.md";

let root: string;
let work: string;
let github: GitHubStandIn;
let staff: Person;
let reader: Person;
const updates: RefUpdate[] = [];

const git = (...args: string[]) => execFileSync("git", ["-C", work, ...args], { encoding: "utf8" }).trim();

/** A save: files written (null: deleted), committed and pushed straight into the bare repository. */
function save(files: Record<string, string | null>, message: string): string {
  // Main may have moved through the API (an undo): a save builds on it.
  if (github.head() && github.head() !== git("rev-parse", "-q", "--verify", "HEAD")) {
    git("fetch", "-q", github.bare, "main");
    git("reset", "-q", "--hard", "FETCH_HEAD");
  }
  for (const [file, content] of Object.entries(files)) {
    if (content === null) git("rm", "-q", file);
    else {
      execFileSync("mkdir", ["-p", path.dirname(path.join(work, file))]);
      writeFileSync(path.join(work, file), content);
      git("add", file);
    }
  }
  git("-c", "user.name=staf", "-c", "user.email=staf@contoh.id", "commit", "-q", "-m", message);
  git("push", "-q", github.bare, "HEAD:refs/heads/main");
  return git("rev-parse", "HEAD");
}

async function api(method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${github.url}/repos/${github.repository}${route}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "github-stand-in-"));
  github = new GitHubStandIn(root, "daycare/situs");
  await github.start();
  staff = github.addPerson("staf", "write");
  reader = github.addPerson("tamu", "read");
  github.onRefUpdate.push((update) => updates.push(update));
  work = path.join(root, "work");
  execFileSync("git", ["init", "-q", "-b", "main", work]);
  save({ [SITE]: "phone: +62 812-3456-7890\n", [ARTICLE]: "---\ntitle: Kunjungan ke Posyandu\n---\n\nIsi\n" }, "Awal");
});

afterAll(async () => {
  await github.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("the Git Data API of the rehearsal's GitHub", () => {
  it("answers a commit, main, a tree and a blob in GitHub's shapes", async () => {
    const parent = git("rev-parse", "HEAD");
    const sha = save(
      { [SITE]: "phone: +62 811-0000-0000\n", [ARTICLE]: null },
      "Ubah Identitas & Kontak “site” lewat editor",
    );
    const commit = await api("GET", `/commits/${sha}`, staff.token);
    expect(commit.status).toBe(200);
    expect(commit.body).toMatchObject({
      sha,
      commit: {
        message: "Ubah Identitas & Kontak “site” lewat editor",
        tree: { sha: git("rev-parse", "HEAD^{tree}") },
      },
      parents: [{ sha: parent }],
      files: [
        { filename: ARTICLE, status: "removed" },
        { filename: SITE, status: "modified" },
      ],
    });
    expect((await api("GET", "/git/ref/heads/main", staff.token)).body).toMatchObject({
      ref: "refs/heads/main",
      object: { sha, type: "commit" },
    });
    const tree = await api("GET", `/git/trees/${parent}?recursive=1`, staff.token);
    expect(tree.body.sha).toBe(git("rev-parse", `${parent}^{tree}`));
    expect(tree.body.truncated).toBe(false);
    const article = (tree.body.tree as { path: string; type: string; sha: string }[]).find(
      (entry) => entry.path === ARTICLE,
    )!;
    expect(article.type).toBe("blob");
    expect((tree.body.tree as { path: string }[]).map((entry) => entry.path)).toContain("src/content");
    const blob = await api("GET", `/git/blobs/${article.sha}`, staff.token);
    expect(blob.body.encoding).toBe("base64");
    expect(Buffer.from(blob.body.content as string, "base64").toString()).toContain("title: Kunjungan ke Posyandu");
    expect((await api("GET", `/commits/${sha}`)).status).toBe(404);
  });

  it("writes a tree and a commit, and moves main only forward from where it was read", async () => {
    const head = git("rev-parse", "HEAD");
    const blob = git("rev-parse", `HEAD~1:${ARTICLE}`);
    const tree = await api("POST", "/git/trees", staff.token, {
      base_tree: git("rev-parse", "HEAD^{tree}"),
      tree: [
        { path: ARTICLE, mode: "100644", type: "blob", sha: blob },
        { path: SITE, mode: "100644", type: "blob", sha: null },
      ],
    });
    expect(tree.body).toMatchObject({ sha: expect.any(String) });
    expect(tree.status).toBe(201);
    const commit = await api("POST", "/git/commits", staff.token, {
      message: "Coba",
      tree: tree.body.sha,
      parents: [head],
    });
    expect(commit.status).toBe(201);
    expect(commit.body).toMatchObject({ message: "Coba", parents: [{ sha: head }], author: { name: "staf" } });
    const written = commit.body.sha as string;
    expect(
      execFileSync("git", ["-C", github.bare, "ls-tree", "-r", "--name-only", written], { encoding: "utf8" }),
    ).toBe(`${ARTICLE}\n`);

    // Nobody without push access writes; a private repository hides from them.
    expect((await api("PATCH", "/git/refs/heads/main", reader.token, { sha: written })).status).toBe(404);
    expect((await api("POST", "/git/trees", undefined, { tree: [] })).status).toBe(404);
    const runToken = github.runToken(1, { contents: "read" });
    expect((await api("PATCH", "/git/refs/heads/main", runToken, { sha: written })).status).toBe(403);
    // Not forward from main: refused as GitHub does, main where it was.
    const sideways = await api("POST", "/git/commits", staff.token, { message: "x", tree: tree.body.sha, parents: [] });
    expect(await api("PATCH", "/git/refs/heads/main", staff.token, { sha: sideways.body.sha, force: false })).toEqual({
      status: 422,
      body: { message: "Update is not a fast forward" },
    });
    expect(github.head()).toBe(head);
    expect(updates).toEqual([]);

    const moved = await api("PATCH", "/git/refs/heads/main", staff.token, { sha: written, force: false });
    expect(moved).toMatchObject({ status: 200, body: { object: { sha: written } } });
    expect(github.head()).toBe(written);
    expect(updates).toEqual([{ ref: "refs/heads/main", before: head, after: written, actor: "staf", message: "Coba" }]);
  });
});

describe("the status page's undo, against it", () => {
  const names = editorNames({
    singletons: [{ label: "Identitas & Kontak", file: SITE }],
    collections: [{ label: "Artikel", label_singular: "Artikel", folder: "src/content/blog" }],
    media_folder: "src/content/images",
  });

  it("puts the entry back as it was, in one commit on main that touches only it", async () => {
    const before = save({ [SITE]: "phone: +62 812-1111-1111\n" }, "Ubah Identitas & Kontak “site” lewat editor");
    const phone = save({ [SITE]: "phone: +62 812-2222-2222\n" }, "Ubah Identitas & Kontak “site” lewat editor");
    save({ [ARTICLE]: "---\ntitle: Posyandu\n---\n" }, "Tambah Artikel “1-posyandu” lewat editor");
    const request = githubRequest(github.repository, staff.token, github.url);
    const prepared = await prepareUndo(request, phone, names);
    expect(preview(prepared)).toEqual({ lines: ["Identitas & Kontak kembali seperti sebelum simpanan ini."] });
    const undo = await commitUndo(request, prepared);
    expect(github.head()).toBe(undo);
    const show = (rev: string) => execFileSync("git", ["-C", github.bare, "show", rev]);
    expect(show(`${undo}:${SITE}`)).toEqual(show(`${before}:${SITE}`));
    const log = (format: string) =>
      execFileSync("git", ["-C", github.bare, "show", "--name-only", `--format=${format}`, undo], { encoding: "utf8" });
    expect(log("%s").trim().split("\n")).toEqual(["Batalkan: Ubah Identitas & Kontak “site” lewat editor", "", SITE]);
    expect(updates.at(-1)).toMatchObject({ after: undo, actor: "staf" });
  });

  it("refuses a save whose entry a later save changed again, writing nothing", async () => {
    const first = save({ [SITE]: "phone: +62 812-3333-3333\n" }, "Ubah Identitas & Kontak “site” lewat editor");
    const head = save({ [SITE]: "phone: +62 812-4444-4444\n" }, "Ubah Identitas & Kontak “site” lewat editor");
    const request = githubRequest(github.repository, staff.token, github.url);
    expect(preview(await prepareUndo(request, first, names))).toEqual({
      refused: expect.stringMatching(/^Identitas & Kontak sudah diubah lagi oleh simpanan yang lebih baru/),
    });
    expect(github.head()).toBe(head);
  });
});
