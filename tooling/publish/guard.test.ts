import { afterAll, describe, expect, it } from "vitest";
import { GitHistory } from "../../tests/fixtures/git-history.ts";
import { guard } from "./choose-path.ts";
import { type PullRequest, type Review, type Reviews, unreviewed } from "./guard.ts";

const pull = (number: number, fields: Partial<PullRequest> = {}): PullRequest => ({
  number,
  merged_at: "2026-11-25T08:00:00Z",
  base: { ref: "main" },
  user: { login: "pengembang" },
  ...fields,
});
const approval = (login: string, association = "COLLABORATOR"): Review => ({
  state: "APPROVED",
  user: { login },
  author_association: association,
});

/** GitHub's answers: which pull requests hold each commit, and each pull request's reviews. */
function github(pulls: Record<string, PullRequest[]>, reviews: Record<number, Review[]> = {}) {
  const asked: string[] = [];
  const api: Reviews = {
    pullsOf: async (sha) => (asked.push(sha), pulls[sha] ?? []),
    reviewsOf: async (number) => reviews[number] ?? [],
  };
  return { api, asked };
}

describe("the guard: what changes code is published only through an approved pull request", () => {
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

  it("lets code through a merged pull request that a collaborator other than its author approved", async () => {
    const sha = "d4".repeat(20);
    const { api } = github({ [sha]: [pull(7)] }, { 7: [approval("pengelola")] });
    expect(await unreviewed([{ sha, files: ["package-lock.json", "package.json"] }], "main", api)).toEqual([]);
  });

  it.each([
    ["approved only by its author", pull(8), [approval("pengembang")]],
    ["approved by someone without access", pull(8), [approval("orang-lain", "NONE")]],
    ["not approved", pull(8), [{ ...approval("pengelola"), state: "COMMENTED" }]],
    ["not merged", pull(8, { merged_at: null }), [approval("pengelola")]],
    ["merged into another branch", pull(8, { base: { ref: "coba" } }), [approval("pengelola")]],
  ])("refuses code through a pull request %s", async (_, request, reviews) => {
    const sha = "e5".repeat(20);
    const { api } = github({ [sha]: [request] }, { 8: reviews });
    const refused = await unreviewed([{ sha, files: [".github/workflows/publish.yml"] }], "main", api);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^e5e5e5e mengubah \.github\/workflows\/publish\.yml (tanpa|lewat) pull request/);
  });
});

describe("the guard on a real history", () => {
  const history = new GitHistory();
  afterAll(() => history.dispose());
  const root = history.root;
  const commit = (file: string, text: string) => history.write(file, text).commit(file);
  commit("package.json", "{}\n");
  const published = commit("src/content/data/site.yaml", "phone: 1\n");

  it("a save of content after a reviewed change of code is published; one more change of code alone is not", async () => {
    const reviewed = commit("tooling/build.ts", "// reviewed\n");
    commit("src/content/data/site.yaml", "phone: 2\n");
    const { api } = github({ [reviewed]: [pull(9)] }, { 9: [approval("pengelola")] });
    expect(await guard(root, published, "main", api)).toEqual([]);

    const sneaked = commit("tooling/publish/guard.ts", "// no guard\n");
    expect(await guard(root, published, "main", api)).toEqual([
      `${sneaked.slice(0, 7)} mengubah tooling/publish/guard.ts tanpa pull request`,
    ]);
  });
});
