import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GitSsh, startGitSsh } from "./git-ssh.ts";
import { GitHubStandIn } from "../../github/stand-in.ts";

/**
 * A deploy key, as GitHub's SSH answers it (./git-ssh.ts): its own repository
 * only, and only reading when it is read-only. Needs root (sshd, the account git).
 */

const asRoot = process.getuid?.() === 0;
let root: string;
let github: GitHubStandIn;
let ssh: GitSsh;
let key: string;

/** git over the rehearsal's SSH with `key`, as actions/checkout runs it; not waited for synchronously (sshd's gate reads the bare repository). */
function git(args: string[], cwd = root): Promise<{ code: number; said: string }> {
  const known = path.join(root, "known_hosts");
  writeFileSync(known, ssh.knownHosts);
  const child = spawn("git", args, {
    cwd,
    env: {
      ...process.env,
      GIT_SSH_COMMAND: `ssh -i ${key} -o StrictHostKeyChecking=yes -o UserKnownHostsFile=${known}`,
      GIT_CONFIG_COUNT: "1",
      GIT_CONFIG_KEY_0: `url.${ssh.url}.insteadOf`,
      GIT_CONFIG_VALUE_0: "git@github.com:",
    },
  });
  let said = "";
  child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code: code ?? 1, said })));
}

describe.runIf(asRoot)("a deploy key over GitHub's SSH", () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "git-ssh-"));
    execFileSync("chmod", ["755", root]);
    github = new GitHubStandIn(root, "daycare/situs");
    const content = github.addRepository("daycare/situs-konten");
    const work = path.join(root, "work");
    execFileSync("git", ["init", "-q", "-b", "main", work]);
    writeFileSync(path.join(work, "a.txt"), "isi\n");
    execFileSync("git", ["-C", work, "add", "-A"]);
    execFileSync("git", ["-C", work, "-c", "user.name=a", "-c", "user.email=a@a", "commit", "-qm", "a"]);
    execFileSync("git", ["-C", work, "push", "-q", content.bare, "main"]);
    execFileSync("git", ["-C", work, "push", "-q", github.main.bare, "main"]);
    key = path.join(root, "kunci");
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", key]);
    ssh = await startGitSsh(github, path.join(root, "ssh"));
    github.addDeployKey(content, "baca", readFileSync(`${key}.pub`, "utf8"), true);
  });

  afterAll(async () => {
    await ssh?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("reads its own repository", async () => {
    const { code } = await git(["clone", "-q", "git@github.com:daycare/situs-konten.git", "salinan"]);
    expect(code).toBe(0);
    expect(readFileSync(path.join(root, "salinan/a.txt"), "utf8")).toBe("isi\n");
  });

  it("writes nothing when read-only, and reads no other repository", async () => {
    writeFileSync(path.join(root, "salinan/b.txt"), "baru\n");
    execFileSync("git", ["-C", path.join(root, "salinan"), "add", "-A"]);
    execFileSync("git", [
      "-C",
      path.join(root, "salinan"),
      "-c",
      "user.name=a",
      "-c",
      "user.email=a@a",
      "commit",
      "-qm",
      "b",
    ]);
    const push = await git(["push", "-q", "origin", "main"], path.join(root, "salinan"));
    expect(push.code).not.toBe(0);
    expect(push.said).toContain("The key you are authenticating with has been marked as read only.");
    const other = await git(["clone", "-q", "git@github.com:daycare/situs.git", "kode"]);
    expect(other.code).not.toBe(0);
    expect(other.said).toContain("Repository not found.");
  });
});
