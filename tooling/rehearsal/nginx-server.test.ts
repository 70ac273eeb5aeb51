import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NginxServer, RUNNER, startNginxServer } from "./nginx-server.ts";

/**
 * publish.yml's nginx job against a real server on this machine
 * (./nginx-server.ts: sshd, sudo, nginx, set up as docs/deploy.md says): the
 * job's `run:` block, run as the runner's user (uid 1001, HOME /home/runner)
 * under `bash -e`, with SSH_KEY, KNOWN_HOSTS and TARGET as the job maps them,
 * in a workspace holding what its two download steps leave (pages/artifact.tar,
 * nginx/) from this project's build. What nginx then serves is asked over
 * HTTP.
 */

const project = path.resolve(import.meta.dirname, "../..");
const build = path.join(project, "build");
/** The nginx job's step, as publish.yml runs it (GitHub writes the block to a file, runs `bash -e FILE`). */
const RUN_BLOCK = "bash nginx/nginx-publish.sh pages/artifact.tar nginx\n";
const root = process.getuid?.() === 0;

describe.runIf(root)("publishing to the centre's nginx server (publish.yml, job nginx)", () => {
  let server: NginxServer;
  const times: Record<string, string> = {};
  const jobs: string[] = [];
  const scratch = mkdtempSync("/tmp/daycare-rehearsal-test-");
  let commits = 0;

  const timed = async <T>(label: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    times[label] = `${((performance.now() - start) / 1000).toFixed(2)} s`;
    return result;
  };

  /**
   * The job's workspace after its download steps: pages/artifact.tar (build/client, tarred as
   * actions/upload-pages-artifact does) and nginx/ (build/nginx, with this commit's scripts, as
   * its build copies them), a word on the home page to tell releases apart; `change` edits it.
   */
  function workspace(word: string, change: (site: string, nginx: string) => void = () => {}): string {
    const dir = mkdtempSync("/tmp/daycare-job-");
    jobs.push(dir);
    const site = path.join(dir, "site");
    cpSync(path.join(build, "client"), site, { recursive: true });
    const home = path.join(site, "index.html");
    writeFileSync(home, readFileSync(home, "utf8").replace("</body>", `<p>rilis-${word}</p></body>`));
    const nginx = path.join(dir, "nginx");
    cpSync(path.join(build, "nginx"), nginx, { recursive: true });
    for (const script of ["nginx-release.sh", "nginx-publish.sh"])
      copyFileSync(path.join(project, "tooling", "hosting", script), path.join(nginx, script));
    change(site, nginx);
    mkdirSync(path.join(dir, "pages"));
    const tar = spawnSync("tar", [
      "--directory",
      site,
      "-cf",
      path.join(dir, "pages", "artifact.tar"),
      "--exclude=.git",
      "--exclude=.github",
      ".",
    ]);
    expect(tar.status, String(tar.stderr)).toBe(0);
    rmSync(site, { recursive: true });
    writeFileSync(path.join(dir, "step.sh"), RUN_BLOCK);
    spawnSync("chown", ["-R", `${RUNNER.uid}:${RUNNER.uid}`, dir]);
    return dir;
  }

  /** The step, as the runner runs it: uid 1001, HOME /home/runner, `bash -e`, the job's environment. */
  function publish(dir: string, env: Record<string, string> = {}) {
    const sha = (++commits).toString(16).padStart(7, "0").repeat(6).slice(0, 40);
    return spawnSync(
      "setpriv",
      [`--reuid=${RUNNER.uid}`, `--regid=${RUNNER.uid}`, "--init-groups", "bash", "-e", "step.sh"],
      {
        cwd: dir,
        encoding: "utf8",
        env: {
          HOME: RUNNER.home,
          PATH: "/usr/local/bin:/usr/bin:/bin",
          LANG: "C.UTF-8",
          GITHUB_SHA: sha,
          SSH_KEY: server.privateKey,
          KNOWN_HOSTS: server.knownHosts,
          TARGET: server.target,
          ...env,
        },
      },
    );
  }

  /** `command` run on the server as `deploy`, over ssh with the workflow's key (root's client here). */
  function asDeploy(command: string) {
    const key = path.join(scratch, "key");
    const knownHosts = path.join(scratch, "known_hosts");
    writeFileSync(key, server.privateKey, { mode: 0o600 });
    writeFileSync(knownHosts, server.knownHosts);
    return spawnSync(
      "ssh",
      [
        "-i",
        key,
        "-o",
        `UserKnownHostsFile=${knownHosts}`,
        "-o",
        "StrictHostKeyChecking=yes",
        "-o",
        "BatchMode=yes",
        server.target,
        command,
      ],
      { encoding: "utf8" },
    );
  }

  const page = async () => {
    const response = await fetch(server.siteUrl);
    return {
      status: response.status,
      body: await response.text(),
      csp: response.headers.get("content-security-policy"),
    };
  };
  /** nginx's workers pick a reload up one after the other: ask until the home page says `word`. */
  const serves = (word: string) =>
    expect
      .poll(async () => (await page().catch(() => ({ body: "" }))).body, { timeout: 15_000 })
      .toContain(`rilis-${word}`);

  /** A refused publication: the step fails, the staff's line says why, the same release keeps serving. */
  async function refused(run: ReturnType<typeof publish>, staff: string, maintainer: string | RegExp, live: string) {
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toContain(`Terbit dibatalkan: ${staff}`);
    expect(run.stderr).toMatch(maintainer);
    expect(server.live()).toBe(live);
    await serves("b");
  }

  beforeAll(async () => {
    if (!existsSync(path.join(build, "client", "index.html")) || !existsSync(path.join(build, "nginx")))
      throw new Error("No build to publish: run `npm run build` first.");
    server = await timed("start the server (users, sudo, sshd, nginx)", () => startNginxServer());
  });

  afterAll(async () => {
    await timed("stop the server and remove it", () => server?.stop());
    for (const dir of [...jobs, scratch]) rmSync(dir, { recursive: true, force: true });
    // What the step wrote into the runner's home (the throw-away key).
    for (const file of ["daycare_deploy_key", "daycare_known_hosts"])
      rmSync(path.join(RUNNER.home, ".ssh", file), { force: true });
    console.log(
      Object.entries(times)
        .map(([label, time]) => `  ${time.padStart(8)}  ${label}`)
        .join("\n"),
    );
  });

  it("the first publication, with no `live` yet, goes online", async () => {
    expect(server.live()).toBeNull();
    const dir = workspace("a");
    const run = await timed("first publication (the whole site uploaded, checked, switched)", () => publish(dir));
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Rilis [0-9]{14}-0000001 sudah online\./);
    expect(server.live()).toMatch(/^[0-9]{14}-0000001$/);
    await serves("a");
    const { status, csp } = await page();
    expect(status).toBe(200);
    expect(csp).toContain("default-src");
    // The upload is gone, the release is root's.
    expect(asDeploy("ls -A /var/www/daycare/upload").stdout).toBe("");
  });

  it("a second publication switches to the new release; the first stays for a rollback", async () => {
    const first = server.live();
    const run = await timed("second publication", () => publish(workspace("b")));
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(server.live()).toMatch(/-0000002$/);
    await serves("b");
    expect(server.releases()).toEqual([first, server.live()]);
  });

  it("a release nginx refuses is refused, and the old one keeps serving", async () => {
    const live = server.live()!;
    const dir = workspace("c", (_site, nginx) =>
      appendFileSync(path.join(nginx, "pages.conf"), "\nlocation = /rusak { try_files; }\n"),
    );
    const run = await timed("a refused publication (nginx -t)", () => publish(dir));
    await refused(run, "nginx menolak konfigurasi rilis ini", "nginx -t refused", live);
    expect(run.stderr).toContain("Terbit gagal: server menolak rilis ini");
    expect(server.releases().filter((name) => name.endsWith("-0000003"))).toEqual([]);
  });

  it("a release whose nginx files would make nginx, as root, write a file is refused before nginx reads them", async () => {
    const live = server.live()!;
    const dir = workspace("d", (_site, nginx) =>
      appendFileSync(path.join(nginx, "pages.conf"), "\nlocation = /x { access_log /etc/cron.d/daycare-pwned; }\n"),
    );
    await refused(publish(dir), "konfigurasi nginx rilis ini ditolak", /directive "access_log" is not allowed/, live);
    expect(existsSync("/etc/cron.d/daycare-pwned")).toBe(false);
  });

  it("a release holding a symbolic link is refused, and what it points at is never shown", async () => {
    const live = server.live()!;
    const dir = workspace("e", (site) => symlinkSync("/etc/shadow", path.join(site, "rahasia.txt")));
    const run = publish(dir);
    await refused(run, "rilis berisi berkas yang tidak diizinkan", /rahasia\.txt -> \/etc\/shadow/, live);
    expect(run.stderr).not.toContain(readFileSync("/etc/shadow", "utf8").split("\n")[0]);
  });

  it("a missing secret or variable stops the step with the staff's line, before anything is sent", () => {
    const run = publish(workspace("f"), { SSH_KEY: "" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Terbit gagal: pengaturan server nginx belum lengkap (secret DEPLOY_SSH_KEY");
    // A server whose key is not the one in DEPLOY_KNOWN_HOSTS is never sent anything.
    const other = path.join(scratch, "other_host_key");
    spawnSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", other]);
    const otherKey = `${server.target.split("@")[1]} ${readFileSync(`${other}.pub`, "utf8").split(" ").slice(0, 2).join(" ")}\n`;
    const spoofed = publish(workspace("f"), { KNOWN_HOSTS: otherKey });
    expect(spoofed.status).toBe(1);
    expect(spoofed.stderr).toContain("Host key verification failed");
    expect(spoofed.stderr).toContain("Terbit gagal: rilis tidak terkirim ke server");
  });

  it("deploy may run the release script with a release name as root, and nothing else", () => {
    // Defect 2: `sudo nginx -t -c FILE` would have been root for whoever holds the key.
    const nginx = asDeploy(
      "printf 'events {}\\n' > /tmp/x && sudo -n /usr/sbin/nginx -t -c /tmp/x; status=$?; rm /tmp/x; exit $status",
    );
    expect(nginx.status).toBe(1);
    expect(nginx.stderr).toContain("sudo: a password is required");
    expect(asDeploy("sudo -n /usr/local/sbin/daycare-release /var/www/daycare/releases").stderr).toContain(
      "a password is required",
    );
    expect(asDeploy("sudo -n /bin/sh -c id").stderr).toContain("a password is required");
    // The environment stays behind (env_reset): `sudo NAME=value` is refused, an exported one dropped.
    const set = asDeploy(`sudo -n DAYCARE_BASE=/tmp /usr/local/sbin/daycare-release ${server.live()}`);
    expect(set.status).toBe(1);
    expect(set.stderr).toMatch(/not allowed to set the following environment variables: DAYCARE_BASE/);
    const exported = asDeploy(
      `NGINX_RELOAD='touch /tmp/daycare-pwned' DAYCARE_BASE=/tmp sudo -n /usr/local/sbin/daycare-release ${server.live()}`,
    );
    expect(exported.status, exported.stderr).toBe(0);
    expect(existsSync("/tmp/daycare-pwned")).toBe(false);
    // What sudo lists for deploy: that one script.
    const list = asDeploy("sudo -n -l");
    expect(list.stdout).toContain("(root) NOPASSWD: /usr/local/sbin/daycare-release [0-9]");
    expect(list.stdout).not.toMatch(/nginx|ALL\s*$/m);
    // deploy owns the upload folder only: no release, no link is its to change.
    expect(asDeploy("touch /var/www/daycare/releases/x || ln -sfn /etc /var/www/daycare/live").status).not.toBe(0);
    expect(asDeploy(`echo x >> /var/www/daycare/releases/${server.live()}/nginx/pages.conf`).status).not.toBe(0);
  });

  it("a rollback is one command over ssh, as docs/deploy.md gives it", async () => {
    const [first, second] = server.releases();
    const back = await timed("rollback over ssh", () => asDeploy(`sudo -n /usr/local/sbin/daycare-release ${first}`));
    expect(back.status, back.stderr).toBe(0);
    expect(server.live()).toBe(first);
    await serves("a");
    expect(asDeploy(`sudo -n /usr/local/sbin/daycare-release ${second}`).status).toBe(0);
    await serves("b");
  });

  it("a release carrying a changed nginx-release.sh waits for the admin, who installs it with one command", async () => {
    const live = server.live()!;
    const dir = workspace("g", (_site, nginx) =>
      appendFileSync(path.join(nginx, "nginx-release.sh"), "\n# a new version\n"),
    );
    const run = publish(dir);
    await refused(run, "skrip rilis di server harus diperbarui dulu oleh admin server", "install -o root", live);
    // The admin's command, from the message, as root; then the run again (GitHub: Re-run jobs).
    const install = /install -o root -g root -m 0755 \S+ \S+/.exec(run.stderr)![0];
    expect(spawnSync("sh", ["-c", install]).status).toBe(0);
    const again = publish(dir);
    expect(again.status, again.stdout + again.stderr).toBe(0);
    await serves("g");
    // Three releases kept, whatever was refused in between.
    expect(server.releases()).toHaveLength(3);
  });
});
