import { chownSync, mkdtempSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { changedArticleFiles, isContent, publishPath } from "./changes.ts";
import { GitHistory } from "../../tests/fixtures/git-history.ts";
import { choose, Refusal } from "./choose-path.ts";

describe("the path a publication takes", () => {
  test.each([
    [["src/content/data/site.yaml"], "konten"],
    [["src/content/blog/4-lomba-mewarnai.md", "src/content/images/blog/lomba.jpg"], "konten"],
    [["src/content/data/team.yaml", "src/content/images/team-5.jpg", "src/content/blog/1-posyandu.md"], "konten"],
    [[], "konten"],
    [["src/content/data/site.yaml", "package.json"], "lengkap"],
    [["src/content/data/site.yaml", "package-lock.json"], "lengkap"],
    [["src/content/blog/1-posyandu.md", ".github/workflows/publish.yml"], "lengkap"],
    [["src/lib/content/schemas.ts"], "lengkap"],
    [["src/content.config.ts"], "lengkap"],
    [["src/components/site-header.tsx"], "lengkap"],
    [["tooling/build.ts"], "lengkap"],
    [["tests/e2e/home.spec.ts"], "lengkap"],
    [["astro.config.ts"], "lengkap"],
    [["public/robots.txt"], "lengkap"],
    [["admin/main.ts"], "lengkap"],
    [["src/content/README.md"], "lengkap"],
    [["src/content/data/../../../package.json"], "lengkap"],
    [["src/content/data"], "lengkap"],
  ])("%j → %s", (changed, path) => {
    expect(publishPath(changed)).toBe(path);
  });

  test("a path git quotes (unusual characters) is not taken on trust", () => {
    expect(isContent('"src/content/blog/caf\\303\\251.md"')).toBe(false);
    expect(isContent("./src/content/data/faq.yaml")).toBe(true);
  });

  test("only articles changed: those articles are checked; anything shared: every page", () => {
    expect(changedArticleFiles(["src/content/blog/1-posyandu.md"])).toEqual(["src/content/blog/1-posyandu.md"]);
    expect(changedArticleFiles(["src/content/blog/1-posyandu.md", "src/content/images/blog/posyandu.jpg"])).toBe(
      "semua",
    );
    expect(changedArticleFiles(["src/content/data/site.yaml"])).toBe("semua");
    expect(changedArticleFiles([])).toBe("semua");
  });
});

describe("the files changed since the last publication, from git", () => {
  const history = new GitHistory();
  afterAll(() => history.dispose());
  const write = (file: string, text: string) => history.write(file, text);
  const commit = (message: string) => history.commit(message);
  const root = history.root;
  write("package.json", "{}\n");
  write("src/content/data/site.yaml", "phone: 1\n");
  write("src/content/blog/1-a.md", "a\n");
  const published = commit("first publication");

  test("every save since the last publication counts, not only the newest", () => {
    write("src/content/data/site.yaml", "phone: 2\n");
    commit("a save whose run failed");
    write("src/content/blog/1-a.md", "b\n");
    commit("the next save");
    const choice = choose(root, published);
    expect(choice.changed.sort()).toEqual(["src/content/blog/1-a.md", "src/content/data/site.yaml"]);
    expect(choice.path).toBe("konten");
  });

  test("code changed in an earlier, unpublished commit still takes the full path", () => {
    write("package.json", '{"private":true}\n');
    commit("a developer's change");
    write("src/content/data/site.yaml", "phone: 3\n");
    commit("a save after it");
    expect(choose(root, published)).toMatchObject({
      path: "lengkap",
      reason: expect.stringContaining("jalur lengkap"),
    });
  });

  test("a file moved from the code into the content folder is not content", () => {
    const before = history.head();
    renameSync(path.join(root, "package.json"), path.join(root, "src/content/data/package.json"));
    commit("moved");
    expect(choose(root, before)).toMatchObject({
      path: "lengkap",
      changed: expect.arrayContaining(["package.json", "src/content/data/package.json"]),
    });
  });

  test("no publication to compare with (the workflow vouched that an admin started it): the full path", () => {
    expect(choose(root, null).path).toBe("lengkap");
  });

  test("a last publication the history no longer holds, or not a commit at all, is refused, never guessed", () => {
    expect(() => choose(root, "0123456789abcdef0123456789abcdef01234567")).toThrow(
      /^git tidak bisa membaca repositori \(git cat-file: fatal: /,
    );
    expect(() => choose(root, "HEAD; rm -rf /")).toThrow(Refusal);
  });

  test.runIf(process.getuid?.() === 0)(
    "a repository owned by another user (GitHub's runner: uid 1001, steps as root) is refused with git's reason",
    () => {
      const elsewhere = new GitHistory();
      const home = process.env.HOME;
      try {
        const first = elsewhere.write("a.txt", "a\n").commit("a");
        chownSync(elsewhere.root, 1001, 1001);
        // A HOME with no safe.directory, as /github/home is after actions/checkout's own step.
        process.env.HOME = mkdtempSync(path.join(tmpdir(), "home-"));
        expect(() => choose(elsewhere.root, first)).toThrow(/dubious ownership/);
        expect(() => choose(elsewhere.root, null)).toThrow(Refusal);
      } finally {
        process.env.HOME = home;
        elsewhere.dispose();
      }
    },
  );
});
