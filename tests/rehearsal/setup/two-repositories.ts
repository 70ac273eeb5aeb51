import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GitHubStandIn, type Person, type Repository } from "../../github/stand-in.ts";

const PROJECT = path.resolve(import.meta.dirname, "../../..");
export const CODE = "daycare-cisauk/situs";
export const CONTENT = "daycare-cisauk/situs-konten";

/**
 * The GitHub a maintainer's commands meet after the first push: the code repository holding this
 * project's publish.yml on main (what a trigger token must reach), an empty content repository,
 * and the maintainer, admin of both, with a classic token's `repo` and `workflow`.
 */
export async function twoRepositories(prefix: string): Promise<{
  root: string;
  github: GitHubStandIn;
  code: Repository;
  content: Repository;
  maintainer: Person;
}> {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const github = new GitHubStandIn(root, CODE);
  await github.start();
  const code = github.main;
  const content = github.addRepository(CONTENT);
  const maintainer = github.addPerson("pengelola", "admin", "Pengelola", ["repo", "workflow", "user"]);
  github.grant(content, maintainer.login, "admin");
  // Pushed straight into the bare repository, as the maintainer's first push left it.
  const work = path.join(root, "work");
  const git = (...args: string[]) => execFileSync("git", ["-C", work, ...args]);
  execFileSync("git", ["init", "-q", "-b", "main", work]);
  execFileSync("mkdir", ["-p", path.join(work, ".github/workflows")]);
  execFileSync("cp", [path.join(PROJECT, ".github/workflows/publish.yml"), path.join(work, ".github/workflows/")]);
  git("add", "-A");
  git("-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qm", "kode");
  git("push", "-q", code.bare, "main");
  return { root, github, code, content, maintainer };
}
