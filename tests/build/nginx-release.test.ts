import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX, writeNginxPrefix } from "../../tooling/operations/nginx-prefix.ts";
import { freePort, project } from "../fixtures/project-copy.ts";

/**
 * Publishing to an nginx server (tooling/hosting/nginx-release.sh, which the
 * server's admin installs as /usr/local/sbin/daycare-release and publish.yml's
 * nginx job runs through sudo): a real nginx serves releases of the build the
 * way the server does, through the link `live`. The script takes a release's
 * name, copies the upload into a folder of its own, reads its nginx files
 * (only harmless directives, only its own files included), checks them with
 * `nginx -t` before the switch and keeps the newest three releases. Whatever
 * it refuses, the old release keeps serving and the script fails. Here it runs
 * with the test overrides (DAYCARE_BASE…), as the user running the tests; the
 * rehearsal (tooling/rehearsal/nginx-server.test.ts) runs it through ssh and
 * sudo on a server set up as docs/deploy.md says.
 */

const build = path.join(project, "build");
const script = path.join(build, "nginx", "nginx-release.sh");
/** Root copies an upload as its owner: as root, the uploads belong to nobody, as `deploy`'s do to `deploy`. */
const UPLOADER = process.getuid?.() === 0 ? "65534:65534" : null;

describe.runIf(NGINX)("an nginx release", () => {
  const base = mkdtempSync(path.join(tmpdir(), "daycare-nginx-"));
  const prefix = mkdtempSync(path.join(tmpdir(), "daycare-nginx-prefix-"));
  const upload = path.join(base, "upload");
  const releases = path.join(base, "releases");
  let port: number;
  let server: ChildProcess;
  /** The release serving before each refusal, which must still be serving after it. */
  let before: string | null = null;
  const reload = `${NGINX} -p ${prefix} -c ${prefix}/nginx.conf -s reload`;

  /** An upload made from the build, with a word on its home page to tell it apart; `change` edits it first. */
  function release(name: string, word: string, change: (folder: string) => void = () => {}): string {
    const folder = path.join(upload, name);
    cpSync(path.join(build, "client"), path.join(folder, "client"), { recursive: true });
    cpSync(path.join(build, "nginx"), path.join(folder, "nginx"), { recursive: true });
    const home = path.join(folder, "client", "index.html");
    writeFileSync(home, readFileSync(home, "utf8").replace("</body>", `<p>rilis-${word}</p></body>`));
    change(folder);
    if (UPLOADER) spawnSync("chown", ["-R", UPLOADER, folder]);
    return name;
  }

  const publish = (name: string, env: Record<string, string | undefined> = {}, ...more: string[]) =>
    spawnSync("sh", [script, name, ...more], {
      encoding: "utf8",
      env: {
        ...process.env,
        // Started by sudo, the script refuses the overrides (as it must): these tests do not run through sudo.
        SUDO_UID: undefined,
        SUDO_USER: undefined,
        SUDO_COMMAND: undefined,
        DAYCARE_BASE: base,
        DAYCARE_SERVER_CONF: path.join(base, "server.conf"),
        NGINX: NGINX!,
        NGINX_RELOAD: reload,
        ...env,
      },
    });
  const live = () => (existsSync(path.join(base, "live")) ? path.basename(readlinkSync(path.join(base, "live"))) : null);
  const kept = () => readdirSync(releases).filter((name) => !name.startsWith(".")).sort();
  const home = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { status: response.status, body: await response.text(), csp: response.headers.get("content-security-policy") };
  };
  /** nginx's workers pick a reload up one after the other: ask until the home page says `word`. */
  async function serves(word: string) {
    await expect.poll(async () => (await home()).body, { timeout: 15_000 }).toContain(`rilis-${word}`);
  }
  /** A refusal: exit 1, the staff's Indonesian line first, the maintainer's `reason`, nothing changed. */
  async function refused(run: ReturnType<typeof publish>, reason: string | RegExp, word = "a") {
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stderr.split("\n")[0]).toMatch(/^Terbit dibatalkan: .+\. Situs yang online tidak berubah\.$/);
    expect(run.stderr).toMatch(reason);
    expect(live()).toBe(before);
    const after = await home();
    expect(after.status).toBe(200);
    expect(after.body).toContain(`rilis-${word}`);
  }

  beforeAll(async () => {
    port = await freePort();
    // nginx's workers run as nobody: the releases must be readable by others, as on a server.
    chmodSync(base, 0o755);
    mkdirSync(upload, { mode: 0o755 });
    if (UPLOADER) spawnSync("chown", [UPLOADER, upload]);
    writeFileSync(path.join(base, "server.conf"), `listen 127.0.0.1:${port};\nserver_name _;\n`);
    // As the server's include line, a pattern: nginx starts before the first publication.
    writeNginxPrefix(prefix, `${base}/live/nginx/site.con[f]`);
    server = spawn(NGINX!, ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-g", "daemon off;"], { stdio: "inherit" });
    for (let tries = 0; !existsSync(path.join(prefix, "nginx.pid")); tries++) {
      if (tries > 150) throw new Error("nginx did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    server?.kill("SIGQUIT");
    rmSync(base, { recursive: true, force: true });
    rmSync(prefix, { recursive: true, force: true });
  });

  it("the first publication, with no `live` yet and nginx running without the site, goes online", async () => {
    expect(live()).toBeNull();
    const first = publish(release("20261125070000-aaaaaaa", "a"));
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("Rilis 20261125070000-aaaaaaa sudah online.");
    expect(live()).toBe("20261125070000-aaaaaaa");
    await serves("a");
    // The upload is done with; the release is the script's own copy.
    expect(existsSync(path.join(upload, "20261125070000-aaaaaaa"))).toBe(false);
    before = live();
  });

  it("a release whose nginx files are broken is refused before the switch: the old one keeps serving, whole", async () => {
    const { csp } = await home();
    const run = publish(
      release("20261125080000-bbbbbbb", "b", (folder) =>
        appendFileSync(path.join(folder, "nginx", "pages.conf"), "\nlocation = /rusak {\n"),
      ),
    );
    await refused(run, "unexpected end of file");
    expect((await home()).csp).toBe(csp);
    expect(kept()).toEqual(["20261125070000-aaaaaaa"]);
    // nginx's own check, on what the reading above lets through.
    const unknown = publish(
      release("20261125080100-bbbbbbb", "b", (folder) =>
        appendFileSync(path.join(folder, "nginx", "pages.conf"), "\nlocation = /rusak { try_files; }\n"),
      ),
    );
    await refused(unknown, "nginx -t refused");
    expect(kept()).toEqual(["20261125070000-aaaaaaa"]);
  });

  it("a good release goes online with its own pages and headers, and the newest three stay for a rollback", async () => {
    for (const [name, word] of [
      ["20261125090000-ccccccc", "c"],
      ["20261125100000-ddddddd", "d"],
      ["20261125110000-eeeeeee", "e"],
    ] as const) {
      const run = publish(release(name, word));
      expect(run.status, run.stderr).toBe(0);
      expect(live()).toBe(name);
      await serves(word);
    }
    expect(kept()).toEqual(["20261125090000-ccccccc", "20261125100000-ddddddd", "20261125110000-eeeeeee"]);
    // Rolling back is the same script, given an older release's name.
    const back = publish("20261125100000-ddddddd");
    expect(back.status, back.stderr).toBe(0);
    expect(live()).toBe("20261125100000-ddddddd");
    await serves("d");
    before = live();
  });

  it("when the running nginx refuses to reload, the link goes back, the new release goes and the run fails", async () => {
    const run = publish(release("20261125120000-fffffff", "f"), { NGINX_RELOAD: "false" });
    await refused(run, "refused to reload", "d");
    expect(kept()).not.toContain("20261125120000-fffffff");
  });

  it("a release holding a symbolic link is refused, and nothing it points at is read", async () => {
    const run = publish(
      release("20261125130000-aaaaaaa", "g", (folder) =>
        symlinkSync("/etc/shadow", path.join(folder, "client", "rahasia.txt")),
      ),
    );
    await refused(run, /plain files and folders only[\s\S]*rahasia\.txt/, "d");
    expect(kept()).not.toContain("20261125130000-aaaaaaa");
    // A link in place of an nginx file, or of the whole nginx folder, alike.
    const nginxLink = publish(
      release("20261125130100-aaaaaaa", "g", (folder) => {
        rmSync(path.join(folder, "nginx", "pages.conf"));
        symlinkSync("/etc/shadow", path.join(folder, "nginx", "pages.conf"));
      }),
    );
    await refused(nginxLink, "plain files and folders only", "d");
    expect(nginxLink.stderr).not.toMatch(/root:/);
  });

  it("a release's nginx files may not make nginx open a file as root, nor include one of another's", async () => {
    const pwned = path.join(base, "ditulis-root.txt");
    for (const line of [
      `location = /x { access_log ${pwned}; }`,
      `location = /x { "error_log" ${pwned}; }`,
      "location = /x { include /etc/shadow; }",
      `location = /x { include ${releases}/20261125100000-ddddddd/nginx/../../../../etc/shadow; }`,
      "location = /x { alias /etc/; }",
    ]) {
      const run = publish(
        release("20261125140000-abcdef0", "h", (folder) =>
          appendFileSync(path.join(folder, "nginx", "pages.conf"), `\n${line}\n`),
        ),
      );
      await refused(run, /pages\.conf:\d+: (directive|include)/, "d");
      expect(run.stderr).not.toContain("nginx -t");
      rmSync(path.join(upload, "20261125140000-abcdef0"), { recursive: true, force: true });
    }
    expect(existsSync(pwned)).toBe(false);
  });

  it("a release carrying another nginx-release.sh than the one that runs is refused, with the admin's one command", async () => {
    const run = publish(
      release("20261125150000-1234567", "i", (folder) =>
        appendFileSync(path.join(folder, "nginx", "nginx-release.sh"), "\n# changed\n"),
      ),
    );
    await refused(run, "install -o root -g root -m 0755", "d");
    expect(readFileSync(path.join(base, "daycare-release.new"), "utf8")).toContain("# changed");
  });

  it("takes a release name only: paths, odd names and unknown names are refused", async () => {
    for (const name of [
      `${releases}/20261125100000-ddddddd`,
      "../20261125100000-ddddddd",
      "20261125100000-DDDDDDD",
      "20261125100000-ddddddd ",
      "2026112510000-ddddddd",
      "",
    ]) {
      const run = publish(name);
      await refused(run, "never a path", "d");
    }
    await refused(publish("20261125100000-ddddddd", {}, "extra"), "never a path", "d");
    await refused(publish("20261125160000-0000000"), "neither", "d");
  });

  it("started by sudo, it refuses the test overrides; it refuses a base folder others may write to", async () => {
    await refused(publish("20261125100000-ddddddd", { SUDO_UID: "1001" }), "for tests only", "d");
    chmodSync(base, 0o777);
    try {
      await refused(publish("20261125100000-ddddddd"), "writable by no one else", "d");
    } finally {
      chmodSync(base, 0o755);
    }
  });
});
