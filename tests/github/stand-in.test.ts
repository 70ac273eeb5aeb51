import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { githubRequest } from "../../admin/status/github.ts";
import { commitUndo, editorNames, prepareUndo, preview } from "../../admin/status/undo.ts";
import { GitHubStandIn, type Person, type RefUpdate } from "./stand-in.ts";

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
    const sha = save({ [SITE]: "phone: +62 811-0000-0000\n", [ARTICLE]: null }, "Ubah Identitas & Kontak lewat editor");
    const commit = await api("GET", `/commits/${sha}`, staff.token);
    expect(commit.status).toBe(200);
    expect(commit.body).toMatchObject({
      sha,
      commit: {
        message: "Ubah Identitas & Kontak lewat editor",
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
    expect(updates).toEqual([
      {
        repository: "daycare/situs",
        ref: "refs/heads/main",
        before: head,
        after: written,
        actor: "staf",
        message: "Coba",
      },
    ]);
  });
});

describe("the status page's undo, against it", () => {
  const names = editorNames({
    singletons: [{ label: "Identitas & Kontak", file: SITE }],
    collections: [{ label: "Artikel", label_singular: "Artikel", folder: "src/content/blog" }],
    media_folder: "src/content/images",
  });

  it("puts the entry back as it was, in one commit on main that touches only it", async () => {
    const before = save({ [SITE]: "phone: +62 812-1111-1111\n" }, "Ubah Identitas & Kontak lewat editor");
    const phone = save({ [SITE]: "phone: +62 812-2222-2222\n" }, "Ubah Identitas & Kontak lewat editor");
    save({ [ARTICLE]: "---\ntitle: Posyandu\n---\n" }, "Tambah Artikel “Posyandu” lewat editor");
    const request = githubRequest(github.repository, staff.token, github.url);
    const prepared = await prepareUndo(request, phone, names);
    expect(preview(prepared)).toEqual({ lines: ["Identitas & Kontak kembali seperti sebelum simpanan ini."] });
    const undo = await commitUndo(request, prepared);
    expect(github.head()).toBe(undo);
    const show = (rev: string) => execFileSync("git", ["-C", github.bare, "show", rev]);
    expect(show(`${undo}:${SITE}`)).toEqual(show(`${before}:${SITE}`));
    const log = (format: string) =>
      execFileSync("git", ["-C", github.bare, "show", "--name-only", `--format=${format}`, undo], { encoding: "utf8" });
    expect(log("%s").trim().split("\n")).toEqual(["Batalkan: Ubah Identitas & Kontak lewat editor", "", SITE]);
    expect(updates.at(-1)).toMatchObject({ after: undo, actor: "staf" });
  });

  it("refuses a save whose entry a later save changed again, writing nothing", async () => {
    const first = save({ [SITE]: "phone: +62 812-3333-3333\n" }, "Ubah Identitas & Kontak lewat editor");
    const head = save({ [SITE]: "phone: +62 812-4444-4444\n" }, "Ubah Identitas & Kontak lewat editor");
    const request = githubRequest(github.repository, staff.token, github.url);
    expect(preview(await prepareUndo(request, first, names))).toEqual({
      refused: expect.stringMatching(/^Identitas & Kontak sudah diubah lagi oleh simpanan yang lebih baru/),
    });
    expect(github.head()).toBe(head);
  });
});

/** A GraphQL answer: `data`, and `errors` in GitHub's shape when something was refused. */
interface GraphQLAnswer {
  data?: Record<string, unknown>;
  errors?: { type?: string; message: string; path?: string[] }[];
}

describe("the GraphQL API of the rehearsal's GitHub, as the editor (Sveltia CMS) asks it", () => {
  async function graphql(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${github.url}/graphql`, {
      method: "POST",
      headers: token ? { authorization: `token ${token}` } : {},
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLAnswer };
  }
  const repo = { owner: "daycare", repo: "situs", branch: "main" };
  // The editor's own queries (@sveltia/cms 0.221.1), whitespace as it sends them.
  const LAST_COMMIT =
    "query($owner: String!, $repo: String!, $branch: String!) { repository(owner: $owner, name: $repo) { ref(qualifiedName: $branch) { target { ... on Commit { history(first: 1) { nodes { oid message } } } } } } }";
  const save_ = (path: string) =>
    `mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid committedDate file_0: file(path: ${JSON.stringify(path)}) { oid } } } }`;
  const input = (expectedHeadOid: string, contents: string, headline: string) => ({
    input: {
      branch: { repositoryNameWithOwner: github.repository, branchName: "main" },
      expectedHeadOid,
      fileChanges: { additions: [{ path: SITE, contents: Buffer.from(contents).toString("base64") }], deletions: [] },
      message: { headline },
    },
  });

  it("answers main's last commit, an entry's text by its blob, and who last changed the file", async () => {
    const head = save({ [SITE]: "phone: +62 813-0000-0000\n" }, "Ubah Identitas & Kontak lewat editor");
    expect((await graphql(staff.token, LAST_COMMIT, repo)).body).toEqual({
      data: {
        repository: {
          ref: {
            target: { history: { nodes: [{ oid: head, message: "Ubah Identitas & Kontak lewat editor" }] } },
          },
        },
      },
    });
    // One alias per file, as the editor asks for all of them in one query.
    const blob = (file: string) => git("rev-parse", `HEAD:${file}`);
    const contents = await graphql(
      reader.token,
      `query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { content_0: object(oid: "${blob(SITE)}") { ... on Blob { text isTruncated } } content_1: object(oid: "${blob(ARTICLE)}") { ... on Blob { text isTruncated } } } }`,
      { owner: repo.owner, repo: repo.repo },
    );
    expect(contents.body).toEqual({
      data: {
        repository: {
          content_0: { text: "phone: +62 813-0000-0000\n", isTruncated: false },
          content_1: { text: "---\ntitle: Posyandu\n---\n", isTruncated: false },
        },
      },
    });
    const lastChange = (file: string) =>
      `ref(qualifiedName: $branch) { target { ... on Commit { history(first: 1, path: "${file}") { nodes { oid author { name email user { id: databaseId login } } committedDate } } } } }`;
    const metadata = await graphql(
      staff.token,
      `query($owner: String!, $repo: String!, $branch: String!) { repository(owner: $owner, name: $repo) { commit_0: ${lastChange(SITE)} commit_1: ${lastChange(ARTICLE)} } }`,
      repo,
    );
    const node = (file: string) => ({
      oid: git("log", "-1", "--format=%H", "--", file),
      author: { name: "staf", email: "staf@contoh.id", user: null },
      committedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(metadata.body).toEqual({
      data: {
        repository: {
          commit_0: { target: { history: { nodes: [node(SITE)] } } },
          commit_1: { target: { history: { nodes: [node(ARTICLE)] } } },
        },
      },
    });
    expect(node(SITE).oid).toBe(head);
    expect(node(ARTICLE).oid).not.toBe(head);
    // GitHub's own schema: a field GitHub lacks is refused as GitHub refuses it, and a field GitHub
    // has but the stand-in does not answer fails, naming itself, instead of being made up or null.
    const unknown = await graphql(staff.token, '{ repository(owner: "daycare", name: "situs") { starCount } }');
    expect(unknown.body.errors?.[0]?.message).toMatch(/Cannot query field "starCount" on type "Repository"/);
    const unanswered = async (query: string) =>
      (await graphql(staff.token, `{ repository(owner: "daycare", name: "situs") { ${query} } }`)).body.errors?.map(
        (error) => error.message,
      );
    expect(await unanswered("stargazerCount")).toEqual([
      "Stand-in GitHub: field Repository.stargazerCount is not implemented",
    ]);
    // Also a plain field of an object the stand-in answers with its own data.
    expect(await unanswered('ref(qualifiedName: "main") { name id }')).toEqual([
      "Stand-in GitHub: field Ref.id is not implemented",
    ]);
    expect((await graphql(undefined, LAST_COMMIT, repo)).status).toBe(401);
  });

  it("saves with createCommitOnBranch only from the head it was given; when main moved, refuses as GitHub does", async () => {
    const editor = github.addPerson("bu-aisyah", "write", "Bu Aisyah");
    const head = github.head()!;
    const before = updates.length;
    const saved = await graphql(
      editor.token,
      save_(SITE),
      input(head, "phone: +62 814-1111-2222\n", "Ubah Identitas & Kontak lewat editor"),
    );
    expect(saved.status).toBe(200);
    const { commit } = (
      saved.body.data as { createCommitOnBranch: { commit: { oid: string; file_0: { oid: string } } } }
    ).createCommitOnBranch;
    expect(github.head()).toBe(commit.oid);
    expect(commit.file_0.oid).toBe(
      execFileSync("git", ["-C", github.bare, "rev-parse", `${commit.oid}:${SITE}`], { encoding: "utf8" }).trim(),
    );
    const shown = execFileSync("git", ["-C", github.bare, "show", "-s", "--format=%P|%an|%ae|%cn|%s", commit.oid], {
      encoding: "utf8",
    }).trim();
    expect(shown).toBe(
      `${head}|Bu Aisyah|${editor.id}+bu-aisyah@users.noreply.github.com|GitHub|Ubah Identitas & Kontak lewat editor`,
    );
    // Seen as a push is: the rehearsal starts the publishing workflow on it.
    expect(updates.slice(before)).toEqual([
      {
        repository: "daycare/situs",
        ref: "refs/heads/main",
        before: head,
        after: commit.oid,
        actor: "bu-aisyah",
        message: "Ubah Identitas & Kontak lewat editor",
      },
    ]);
    // The file's last change is linked to her account, as GitHub links a commit by its email.
    const author = await graphql(
      staff.token,
      `query($owner: String!, $repo: String!, $branch: String!) { repository(owner: $owner, name: $repo) { commit_0: ref(qualifiedName: $branch) { target { ... on Commit { history(first: 1, path: "${SITE}") { nodes { author { name user { id: databaseId login } } } } } } } } }`,
      repo,
    );
    expect(author.body).toEqual({
      data: {
        repository: {
          commit_0: {
            target: {
              history: { nodes: [{ author: { name: "Bu Aisyah", user: { id: editor.id, login: "bu-aisyah" } } }] },
            },
          },
        },
      },
    });

    // Her colleague saved from the head before hers: refused, nothing written.
    const late = await graphql(staff.token, save_(SITE), input(head, "phone: +62 815-0000-0000\n", "Ubah lagi"));
    expect(late).toEqual({
      status: 200,
      body: {
        data: { createCommitOnBranch: null },
        errors: [
          {
            type: "STALE_DATA",
            path: ["createCommitOnBranch"],
            locations: [{ line: 1, column: expect.any(Number) }],
            message: `Expected branch to point to "${head}" but it did not. Pull and try again.`,
          },
        ],
      },
    });
    expect(github.head()).toBe(commit.oid);
    expect(updates.length).toBe(before + 1);

    // Two saves from the same head at the same moment: exactly one lands.
    const both = await Promise.all(
      ["+62 816-0000-0001", "+62 816-0000-0002"].map((phone) =>
        graphql(editor.token, save_(SITE), input(commit.oid, `phone: ${phone}\n`, `Simpan ${phone}`)),
      ),
    );
    expect(both.map(({ body }) => body.errors?.[0]?.type ?? "saved").sort()).toEqual(["STALE_DATA", "saved"]);
    expect(execFileSync("git", ["-C", github.bare, "rev-parse", "main~1"], { encoding: "utf8" }).trim()).toBe(
      commit.oid,
    );

    // Reading is not writing.
    const refused = await graphql(reader.token, save_(SITE), input(github.head()!, "phone: x\n", "x"));
    expect(refused.body.errors?.[0]).toMatchObject({ type: "FORBIDDEN" });
    expect(refused.body.data).toEqual({ createCommitOnBranch: null });
  });
});

describe("a file of a phone photo's size", () => {
  it("is answered whole, as the editor's thumbnails ask for it", async () => {
    // Over Node's 1 MB default for a child's output, which a read of the blob once ran into (500).
    const photo = randomBytes(3 * 1024 * 1024).toString("base64");
    const sha = save({ "src/content/images/blog/foto-ponsel.txt": photo }, "Foto ponsel");
    const blob = git("rev-parse", `${sha}:src/content/images/blog/foto-ponsel.txt`);
    const response = await fetch(`${github.url}/repos/${github.repository}/git/blobs/${blob}`, {
      headers: { authorization: `Bearer ${staff.token}`, accept: "application/vnd.github.raw+json" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(photo);
    expect(github.main.file("main", "src/content/images/blog/foto-ponsel.txt")?.toString()).toBe(photo);
  });
});
