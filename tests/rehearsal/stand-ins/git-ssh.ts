/**
 * GitHub's git over SSH, as a deploy key meets it: a real `sshd` on a
 * loopback port, the account `git`, and one line per deploy key of the
 * stand-in (../github/stand-in.ts) in its authorized keys, each forced to a gate that
 * serves only that key's repository, and only reading when the key is
 * read-only, with GitHub's own refusals. The publishing workflow fetches the
 * content repository through it with the key `npm run setup` made
 * (CONTENT_DEPLOY_KEY), as actions/checkout does on GitHub (./actions.ts).
 *
 * Needs root and Debian's openssh-server; adds the system account `git` when
 * the machine has none.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { GitHubStandIn } from "../../github/stand-in.ts";

const SSHD = "/usr/sbin/sshd";

export interface GitSsh {
  /** What git's configuration rewrites `git@github.com:` to. */
  url: string;
  /** The known_hosts line of this "github.com": what actions/checkout trusts for GitHub. */
  knownHosts: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** GitHub's gate: the key's own repository, read-only unless the key may write. */
const GATE = `#!/bin/sh
# The forced command of one deploy key (tests/rehearsal/stand-ins/git-ssh.ts): $1 the bare repository, $2 ro or rw, $3 owner/name.
bare=$1 mode=$2 name=$3
case "$SSH_ORIGINAL_COMMAND" in
  "git-upload-pack '$name.git'" | "git-upload-pack '/$name.git'" | "git-upload-pack '$name'" | "git-upload-pack '/$name'")
    exec git -c safe.directory='*' upload-pack "$bare" ;;
  "git-receive-pack '$name.git'" | "git-receive-pack '/$name.git'" | "git-receive-pack '$name'" | "git-receive-pack '/$name'")
    [ "$mode" = rw ] && exec git -c safe.directory='*' receive-pack "$bare"
    echo "ERROR: The key you are authenticating with has been marked as read only." >&2
    exit 1 ;;
  *)
    echo "ERROR: Repository not found." >&2
    exit 1 ;;
esac
`;

export async function startGitSsh(github: GitHubStandIn, work: string): Promise<GitSsh> {
  if (!existsSync(SSHD)) throw new Error(`${SSHD} is missing (apt-get install -y openssh-server; .ci/run does)`);
  if (spawnSync("id", ["-u", "git"]).status !== 0)
    run("useradd", ["--system", "--home-dir", "/nonexistent", "--no-create-home", "--shell", "/bin/sh", "git"]);
  mkdirSync(work, { recursive: true, mode: 0o755 });
  const gate = path.join(work, "gate");
  writeFileSync(gate, GATE, { mode: 0o755 });
  const keys = path.join(work, "authorized_keys");
  const writeKeys = () =>
    writeFileSync(
      keys,
      [...github.repositories.values()]
        .flatMap((repo) =>
          repo.deployKeys.map(
            (key) =>
              `restrict,command="${gate} ${repo.bare} ${key.read_only ? "ro" : "rw"} ${repo.fullName}" ${key.key}\n`,
          ),
        )
        .join(""),
      { mode: 0o644 },
    );
  writeKeys();
  github.onDeployKeys.push(writeKeys);

  const hostKey = path.join(work, "ssh_host_ed25519_key");
  run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", hostKey]);
  const port = await freePort();
  const config = path.join(work, "sshd_config");
  writeFileSync(
    config,
    [
      `ListenAddress 127.0.0.1:${port}`,
      `HostKey ${hostKey}`,
      `PidFile ${work}/sshd.pid`,
      `AuthorizedKeysFile ${keys}`,
      // The key file lives in a temporary folder, not in a home folder sshd would check the owner of.
      "StrictModes no",
      "AllowUsers git",
      "PermitRootLogin no",
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PubkeyAuthentication yes",
      // A system account has a locked password; under PAM that does not lock out a key.
      "UsePAM yes",
      "",
    ].join("\n"),
  );
  mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  run(SSHD, ["-t", "-f", config]);
  const log = path.join(work, "sshd.log");
  const sshd: ChildProcess = spawn(SSHD, ["-D", "-f", config, "-E", log], { stdio: "ignore" });
  let knownHosts = "";
  for (let tries = 0; !knownHosts; tries++) {
    if (tries > 150 || sshd.exitCode !== null)
      throw new Error(`sshd did not start: ${existsSync(log) ? readFileSync(log, "utf8") : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    knownHosts = spawnSync("ssh-keyscan", ["-p", String(port), "-t", "ed25519", "127.0.0.1"], {
      encoding: "utf8",
    }).stdout.trim();
  }
  return {
    url: `ssh://git@127.0.0.1:${port}/`,
    knownHosts: `${knownHosts}\n`,
    stop: async () => {
      github.onDeployKeys.splice(github.onDeployKeys.indexOf(writeKeys), 1);
      if (sshd.exitCode !== null) return;
      const exited = new Promise((resolve) => sshd.once("exit", resolve));
      sshd.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
}
