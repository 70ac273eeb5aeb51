/**
 * The centre's nginx server, on this machine: set up as root exactly as
 * docs/deploy.md ("nginx (own server or VPS)", "Once, on the server") tells
 * the server's admin, so that publish.yml's nginx job
 * (tooling/hosting/nginx-publish.sh) can publish to it for real: a real
 * `sshd` on port 22 of a loopback address (DEPLOY_SSH_TARGET is a plain
 * `deploy@127.0.0.x`, DEPLOY_KNOWN_HOSTS a plain line of `ssh-keyscan`), the
 * account `deploy` with a fresh key, sudo limited to the installed release
 * script, and the real nginx, as root, reloaded by that script.
 *
 * It changes the machine (users, /var/www/daycare, /etc/nginx, /etc/sudoers.d,
 * /usr/local/sbin): it refuses to start unless run as root, and unless every
 * one of those paths is absent or was made by an earlier rehearsal (the
 * marker /var/www/daycare/.daycare-rehearsal.json), so it can never damage a
 * real server. stop() removes all it made; the users `deploy` and `runner`
 * stay.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { writeNginxPrefix } from "../operations/nginx-prefix.ts";
import { RUNNER_UID } from "./runner.ts";

export interface NginxServer {
  /** DEPLOY_SSH_TARGET: `deploy@127.0.0.x`. */
  target: string;
  /** DEPLOY_KNOWN_HOSTS: what `ssh-keyscan 127.0.0.x` prints. */
  knownHosts: string;
  /** DEPLOY_SSH_KEY: the private half of the key in deploy's authorized_keys. */
  privateKey: string;
  /** Where nginx serves the live release (http://127.0.0.1:PORT/). */
  siteUrl: string;
  /** The name of the live release, or null before the first publication. */
  live(): string | null;
  /** The releases on the server, oldest first. */
  releases(): string[];
  stop(): Promise<void>;
}

export const BASE = "/var/www/daycare";
const MARKER = path.join(BASE, ".daycare-rehearsal.json");
const RELEASE_SCRIPT = "/usr/local/sbin/daycare-release";
const SUDOERS = "/etc/sudoers.d/daycare-deploy";
const SERVER_CONF = "/etc/nginx/daycare-server.conf";
const INCLUDE_FILE = "/etc/nginx/sites-enabled/daycare";
/** Where Debian's /etc/nginx/nginx.conf says the running nginx's pid is: `nginx -s reload` signals it. */
const NGINX_PID = "/run/nginx.pid";
const NGINX = "/usr/sbin/nginx";
const SSHD = "/usr/sbin/sshd";
/** The files this module writes outside BASE; each must be absent, or an earlier rehearsal's. */
const OWN_FILES = [RELEASE_SCRIPT, SUDOERS, SERVER_CONF, INCLUDE_FILE];

/** The account that publishes (docs/deploy.md) and the runner's user (GitHub's hosted runner). */
export const DEPLOY_USER = "deploy";
export const RUNNER = { name: "runner", uid: RUNNER_UID, home: "/home/runner" } as const;

/** The script the admin installs: the one the build ships, so that a release's copy equals it. */
const DEFAULT_SCRIPT = path.resolve(import.meta.dirname, "../hosting/nginx-release.sh");

/** The lines docs/deploy.md gives the admin, written the same way here. */
export const SUDOERS_LINE = `${DEPLOY_USER} ALL=(root) NOPASSWD: ${RELEASE_SCRIPT} ${"[0-9]".repeat(14)}-${"[0-9a-f]".repeat(7)}`;
export const INCLUDE_LINE = `include ${BASE}/live/nginx/site.con[f];`;

interface Marker {
  /** The rehearsal's own folder (keys, sshd's and nginx's configuration, logs). */
  work: string;
  pids: number[];
  /** deploy's authorized_keys before the rehearsal added its key (null: there was none). */
  authorizedKeys: string | null;
  createdRunSshd: boolean;
}

function run(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { encoding: "utf8", input });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${result.stderr}${result.stdout}`);
  return result.stdout;
}

const userExists = (name: string) => spawnSync("id", ["-u", name]).status === 0;
const passwdEntry = (key: string | number) => {
  const result = spawnSync("getent", ["passwd", String(key)], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim().split(":") : null;
};

/** A port nobody listens on, at `host`. */
function freePort(host: string, port = 0): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(null));
    server.listen(port, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : null));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
};

async function waitFor(what: string, ready: () => boolean, log: () => string, seconds = 15): Promise<void> {
  for (let tries = 0; !ready(); tries++) {
    if (tries > seconds * 10) throw new Error(`${what} did not start: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopProcess(pid: number, signal: NodeJS.Signals): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, signal);
  for (let tries = 0; alive(pid) && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

/** Everything an earlier rehearsal left (it crashed before stop()): its processes, files and key. */
async function removeRehearsal(marker: Marker | null): Promise<void> {
  for (const pid of marker?.pids ?? []) {
    // Only a process of that rehearsal: its command line names the rehearsal's folder.
    if (marker && commandLine(pid).includes(marker.work)) await stopProcess(pid, "SIGTERM");
  }
  for (const file of OWN_FILES) rmSync(file, { force: true });
  const keys = path.join(`/home/${DEPLOY_USER}`, ".ssh", "authorized_keys");
  if (marker && existsSync(keys)) {
    if (marker.authorizedKeys === null) rmSync(keys, { force: true });
    else writeFileSync(keys, marker.authorizedKeys);
  }
  if (marker?.createdRunSshd) rmSync("/run/sshd", { recursive: true, force: true });
  if (marker) rmSync(marker.work, { recursive: true, force: true });
  rmSync(BASE, { recursive: true, force: true });
}

/** Refuses a machine this module did not set up: not root, or a real server's files in the way. */
function earlierRehearsal(): Marker | null {
  if (process.getuid?.() !== 0) throw new Error("startNginxServer: run as root (it sets up users, sudo, sshd, nginx).");
  for (const binary of [NGINX, SSHD, "/usr/bin/sudo", "/usr/sbin/visudo", "/usr/bin/rsync"])
    if (!existsSync(binary))
      throw new Error(`startNginxServer: ${binary} is missing (apt-get install -y nginx openssh-server sudo rsync).`);
  if (existsSync(BASE) && !existsSync(MARKER))
    throw new Error(
      `startNginxServer: ${BASE} exists and was not made by the rehearsal (no ${MARKER}): this looks like a real server; nothing was changed.`,
    );
  if (!existsSync(BASE)) {
    const inTheWay = OWN_FILES.filter((file) => existsSync(file));
    if (inTheWay.length > 0)
      throw new Error(
        `startNginxServer: ${inTheWay.join(", ")} exist without a rehearsal's ${MARKER}: this looks like a real server; nothing was changed.`,
      );
  }
  const marker = existsSync(MARKER) ? (JSON.parse(readFileSync(MARKER, "utf8")) as Marker) : null;
  if (existsSync(NGINX_PID)) {
    const pid = Number(readFileSync(NGINX_PID, "utf8").trim());
    if (pid && alive(pid) && !(marker && commandLine(pid).includes(marker.work)))
      throw new Error(`startNginxServer: an nginx is running (${NGINX_PID}, pid ${pid}); stop it first.`);
  }
  return marker;
}

/** The runner's user as on GitHub's hosted runner: uid 1001, HOME /home/runner (also its passwd home). */
export function ensureRunner(): void {
  const entry = passwdEntry(RUNNER.uid);
  if (entry && (entry[0] !== RUNNER.name || entry[5] !== RUNNER.home))
    throw new Error(
      `uid ${RUNNER.uid} is ${entry[0]} (home ${entry[5]}); the rehearsal needs it to be ${RUNNER.name}.`,
    );
  if (!entry) {
    if (userExists(RUNNER.name)) throw new Error(`the user ${RUNNER.name} exists with another uid than ${RUNNER.uid}.`);
    run("useradd", [
      "--create-home",
      "--uid",
      String(RUNNER.uid),
      "--home-dir",
      RUNNER.home,
      "--shell",
      "/bin/bash",
      RUNNER.name,
    ]);
  }
}

/** A loopback address whose port 22 is free, for a plain `deploy@127.0.0.x` and a plain known_hosts line. */
async function sshAddress(): Promise<string> {
  for (let last = 2; last < 32; last++) {
    const host = `127.0.0.${last}`;
    if ((await freePort(host, 22)) !== null) return host;
  }
  throw new Error("no loopback address 127.0.0.2–31 has port 22 free");
}

export async function startNginxServer(options: { releaseScript?: string } = {}): Promise<NginxServer> {
  const earlier = earlierRehearsal();
  if (earlier) await removeRehearsal(earlier);

  // The users first: uid 1001 is the runner's on GitHub, so `deploy` must not take it.
  ensureRunner();
  const work = mkdtempSync("/tmp/daycare-rehearsal-");
  const marker: Marker = { work, pids: [], authorizedKeys: null, createdRunSshd: false };
  const saveMarker = () => writeFileSync(MARKER, `${JSON.stringify(marker, null, 2)}\n`);
  const processes: ChildProcess[] = [];

  const stop = async () => {
    for (const child of processes.reverse()) {
      if (child.pid === undefined || child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // nginx finishes its requests on SIGQUIT; sshd stops listening on SIGTERM.
      child.kill(child.spawnfile === NGINX ? "SIGQUIT" : "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    await removeRehearsal(marker);
  };

  try {
    // --- docs/deploy.md, "Once, on the server", step by step. ---
    // 1. The publishing account.
    if (!userExists(DEPLOY_USER)) run("adduser", ["--disabled-password", "--gecos", "", DEPLOY_USER]);
    // 2. The folders: root's, and the upload folder, the publishing account's.
    run("install", ["-d", "-o", "root", "-g", "root", "-m", "755", BASE, `${BASE}/releases`]);
    saveMarker();
    run("install", ["-d", "-o", DEPLOY_USER, "-g", DEPLOY_USER, "-m", "755", `${BASE}/upload`]);
    // 3. The release script, root's.
    run("install", ["-o", "root", "-g", "root", "-m", "0755", options.releaseScript ?? DEFAULT_SCRIPT, RELEASE_SCRIPT]);
    // 4. What the publishing account may run as root: that script, with a release name.
    writeFileSync(path.join(work, "sudoers"), `${SUDOERS_LINE}\n`);
    run("visudo", ["-cf", path.join(work, "sudoers")]);
    run("install", ["-o", "root", "-g", "root", "-m", "0440", path.join(work, "sudoers"), SUDOERS]);
    run("visudo", ["-c"]);
    // 5. The server's own lines, and the include line.
    const siteHost = "127.0.0.1";
    const sitePort = await freePort(siteHost);
    writeFileSync(SERVER_CONF, `listen ${siteHost}:${sitePort};\nserver_name _;\n`);
    writeFileSync(INCLUDE_FILE, `${INCLUDE_LINE}\n`);
    // 6. The workflow's key: a fresh pair; the public half, restricted, in deploy's authorized_keys.
    const key = path.join(work, "deploy_key");
    run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "daycare-publish", "-f", key]);
    const home = passwdEntry(DEPLOY_USER)![5]!;
    const sshDir = path.join(home, ".ssh");
    run("install", ["-d", "-o", DEPLOY_USER, "-g", DEPLOY_USER, "-m", "700", sshDir]);
    const authorizedKeys = path.join(sshDir, "authorized_keys");
    marker.authorizedKeys = existsSync(authorizedKeys) ? readFileSync(authorizedKeys, "utf8") : null;
    saveMarker();
    writeFileSync(
      authorizedKeys,
      `${marker.authorizedKeys ?? ""}restrict ${readFileSync(`${key}.pub`, "utf8").trim()}\n`,
      { mode: 0o600 },
    );
    chownSync(authorizedKeys, Number(passwdEntry(DEPLOY_USER)![2]), Number(passwdEntry(DEPLOY_USER)![3]));

    // --- What the server already runs: sshd and nginx. ---
    const sshHost = await sshAddress();
    const hostKey = path.join(work, "ssh_host_ed25519_key");
    run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", hostKey]);
    const sshdConfig = path.join(work, "sshd_config");
    writeFileSync(
      sshdConfig,
      [
        `ListenAddress ${sshHost}:22`,
        `HostKey ${hostKey}`,
        `PidFile ${work}/sshd.pid`,
        "PermitRootLogin no",
        "PasswordAuthentication no",
        "KbdInteractiveAuthentication no",
        "PubkeyAuthentication yes",
        `AllowUsers ${DEPLOY_USER}`,
        // Debian's own: PAM's account and session (a password-less account is not "locked" under PAM).
        "UsePAM yes",
        "",
      ].join("\n"),
    );
    if (!existsSync("/run/sshd")) {
      mkdirSync("/run/sshd", { mode: 0o755 });
      marker.createdRunSshd = true;
    }
    run(SSHD, ["-t", "-f", sshdConfig]);
    const sshd = spawn(SSHD, ["-D", "-f", sshdConfig, "-E", path.join(work, "sshd.log")], { stdio: "ignore" });
    processes.push(sshd);
    marker.pids.push(sshd.pid!);
    saveMarker();
    let knownHosts = "";
    await waitFor(
      "sshd",
      () => {
        knownHosts = spawnSync("ssh-keyscan", ["-t", "ed25519", sshHost], { encoding: "utf8" }).stdout.trim();
        return knownHosts !== "";
      },
      () => (existsSync(path.join(work, "sshd.log")) ? readFileSync(path.join(work, "sshd.log"), "utf8") : ""),
    );

    // nginx as root, with a main configuration of its own that includes the include line's file
    // inside http {} as Debian's /etc/nginx/nginx.conf does, and Debian's pid file: the release
    // script's `nginx -s reload` reads /etc/nginx/nginx.conf, finds /run/nginx.pid and signals it.
    const prefix = path.join(work, "nginx");
    const nginxConfig = writeNginxPrefix(prefix, INCLUDE_FILE, { user: "www-data", pid: NGINX_PID });
    run(NGINX, ["-t", "-q", "-p", prefix, "-e", `${prefix}/error.log`, "-c", nginxConfig]);
    const nginx = spawn(NGINX, ["-p", prefix, "-e", `${prefix}/error.log`, "-c", nginxConfig, "-g", "daemon off;"], {
      stdio: "ignore",
    });
    processes.push(nginx);
    marker.pids.push(nginx.pid!);
    saveMarker();
    await waitFor(
      "nginx",
      () => existsSync(NGINX_PID) && Number(readFileSync(NGINX_PID, "utf8")) === nginx.pid,
      () => (existsSync(`${prefix}/error.log`) ? readFileSync(`${prefix}/error.log`, "utf8") : ""),
    );

    return {
      target: `${DEPLOY_USER}@${sshHost}`,
      knownHosts: `${knownHosts}\n`,
      privateKey: readFileSync(key, "utf8"),
      siteUrl: `http://${siteHost}:${sitePort}/`,
      live: () => (existsSync(`${BASE}/live`) ? path.basename(readlinkSync(`${BASE}/live`)) : null),
      releases: () =>
        readdirSync(`${BASE}/releases`)
          .filter((name) => /^[0-9]{14}-[0-9a-f]{7}$/.test(name))
          .sort(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
