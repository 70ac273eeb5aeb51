import { afterAll, describe, expect, it } from "vitest";
import { GitHistory } from "../../tests/fixtures/git-history.ts";
import { guard } from "./choose-path.ts";
import { type GitHub, mayStartOver, type PullRequest, unreviewed } from "./guard.ts";

const merged = (number: number, by: string, fields: Partial<PullRequest> = {}): PullRequest => ({
  number,
  merged_at: "2026-11-25T08:00:00Z",
  merged_by: { login: by },
  base: { ref: "main" },
  ...fields,
});

/** GitHub's answers: which pull requests hold each commit, each pull request, and each person's permission. */
function github(pulls: Record<string, PullRequest[]>, permissions: Record<string, string> = {}) {
  const asked: string[] = [];
  const byNumber = new Map(Object.values(pulls).flatMap((list) => list.map((pull) => [pull.number, pull] as const)));
  const api: GitHub = {
    pullsOf: async (sha) => (asked.push(sha), (pulls[sha] ?? []).map((pull) => pull.number)),
    pull: async (number) => byNumber.get(number)!,
    permissionOf: async (login) => permissions[login] ?? "none",
  };
  return { api, asked };
}

const PEOPLE = { pengelola: "admin", staf: "write", pembantu: "maintain" };

describe("the guard: code is published only through a pull request an admin merged", () => {
  it("lets content through without asking GitHub anything", async () => {
    const { api, asked } = github({});
    const commits = [
      { sha: "a1".repeat(20), files: ["src/content/data/site.yaml"] },
      { sha: "b2".repeat(20), files: ["src/content/blog/4-sayur.md", "src/content/images/blog/sayur.webp"] },
    ];
    expect(await unreviewed(commits, "main", api)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("refuses code saved straight to the branch, naming the commit and the files", async () => {
    const { api } = github({});
    const commits = [{ sha: "c3".repeat(20), files: ["package.json", "src/content/data/site.yaml"] }];
    expect(await unreviewed(commits, "main", api)).toEqual([`c3c3c3c mengubah package.json tanpa pull request`]);
  });

  it("lets code through a pull request the maintainer (admin) merged alone, with nobody else's approval", async () => {
    const sha = "d4".repeat(20);
    const { api } = github({ [sha]: [merged(7, "pengelola")] }, PEOPLE);
    expect(await unreviewed([{ sha, files: ["package-lock.json", "package.json"] }], "main", api)).toEqual([]);
  });

  it.each([
    ["merged by a member of staff (write)", merged(8, "staf")],
    ["merged by someone with maintain, not admin", merged(8, "pembantu")],
    ["merged by someone without access", merged(8, "orang-lain")],
    ["not merged", merged(8, "pengelola", { merged_at: null, merged_by: null })],
    ["merged into another branch", merged(8, "pengelola", { base: { ref: "coba" } })],
  ])("refuses code through a pull request %s", async (_, request) => {
    const sha = "e5".repeat(20);
    const { api } = github({ [sha]: [request] }, PEOPLE);
    const refused = await unreviewed([{ sha, files: [".github/workflows/publish.yml"] }], "main", api);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^e5e5e5e mengubah \.github\/workflows\/publish\.yml (tanpa|lewat) pull request/);
  });

  it("fails closed: when GitHub cannot be asked, it throws instead of passing", async () => {
    const api: GitHub = {
      pullsOf: async () => {
        throw new Error("GitHub menjawab 502 untuk /commits/…/pulls");
      },
      pull: async () => merged(1, "pengelola"),
      permissionOf: async () => "admin",
    };
    await expect(unreviewed([{ sha: "f6".repeat(20), files: ["tooling/build.ts"] }], "main", api)).rejects.toThrow(
      "502",
    );
  });

  it("only an admin may start over with nothing to compare with (the first publication, a rewritten history)", async () => {
    const { api } = github({}, PEOPLE);
    expect(await mayStartOver("pengelola", api)).toEqual([]);
    expect(await mayStartOver("staf", api)).toEqual([
      expect.stringContaining("staf bukan admin repositori (izinnya: write)"),
    ]);
    expect(await mayStartOver("", api)).toHaveLength(1);
  });
});

describe("the guard on a real history", () => {
  const history = new GitHistory();
  afterAll(() => history.dispose());
  const root = history.root;
  const commit = (file: string, text: string) => history.write(file, text).commit(file);
  commit("package.json", "{}\n");
  const published = commit("src/content/data/site.yaml", "phone: 1\n");

  it("a save of content after a merged change of code is published; one more change of code alone is not", async () => {
    const reviewed = commit("tooling/build.ts", "// reviewed\n");
    commit("src/content/data/site.yaml", "phone: 2\n");
    const { api } = github({ [reviewed]: [merged(9, "pengelola")] }, PEOPLE);
    expect(await guard(root, published, "main", api)).toEqual([]);

    const sneaked = commit("tooling/publish/guard.ts", "// no guard\n");
    expect(await guard(root, published, "main", api)).toEqual([
      `${sneaked.slice(0, 7)} mengubah tooling/publish/guard.ts tanpa pull request`,
    ]);
  });

  it("a history started anew (a first commit after the last publication) is asked about file by file", async () => {
    const { api } = github({}, PEOPLE);
    const before = history.head();
    const branch = history.git("symbolic-ref", "--short", "HEAD");
    history.git("checkout", "-q", "--orphan", "anew");
    const root = history.write("tooling/build.ts", "// rewritten\n").commit("anew");
    expect(await guard(history.root, before, "main", api)).toContainEqual(
      expect.stringMatching(new RegExp(`^${root.slice(0, 7)} mengubah .*tooling/build\\.ts`)),
    );
    history.git("checkout", "-q", "-f", branch);
  });

  it("a refused change of code that was undone no longer blocks publishing; one that stays does", async () => {
    const { api } = github({}, PEOPLE);
    const before = history.head();
    commit("tooling/hosting/serve.ts", "// changed with an editor's token\n");
    expect(await guard(root, before, "main", api)).toHaveLength(1);
    history.git("rm", "-q", "tooling/hosting/serve.ts");
    history.commit("undone");
    expect(await guard(root, before, "main", api)).toEqual([]);
  });
});
