import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX, writeNginxPrefix } from "../../tooling/operations/nginx-prefix.ts";
import { freePort, project } from "../fixtures/project-copy.ts";

/**
 * Publishing to an nginx server (tooling/hosting/nginx-release.sh, run by
 * publish.yml's nginx job): a real nginx serves releases of the build the
 * way the server does, through the link `live`. A release whose nginx files
 * are broken is refused by `nginx -t` before the switch, the old release
 * keeps serving and the script fails; a good one goes online whole; the
 * newest three releases are kept.
 */

const build = path.join(project, "build");
const script = path.join(build, "nginx", "nginx-release.sh");

describe.runIf(NGINX)("an nginx release", () => {
  const base = mkdtempSync(path.join(tmpdir(), "daycare-nginx-"));
  const prefix = path.join(base, "nginx");
  let port: number;
  let server: ChildProcess;
  const reload = `${NGINX} -p ${prefix} -c ${prefix}/nginx.conf -s reload`;

  /** A release folder made from the build, with a word on its home page to tell it apart. */
  function release(name: string, word: string): string {
    const folder = path.join(base, "releases", name);
    cpSync(path.join(build, "client"), path.join(folder, "client"), { recursive: true });
    cpSync(path.join(build, "nginx"), path.join(folder, "nginx"), { recursive: true });
    const home = path.join(folder, "client", "index.html");
    writeFileSync(home, readFileSync(home, "utf8").replace("</body>", `<p>rilis-${word}</p></body>`));
    return folder;
  }

  const publish = (folder: string, env: Record<string, string> = {}) =>
    spawnSync("sh", [script, folder], {
      encoding: "utf8",
      env: { ...process.env, DAYCARE_BASE: base, NGINX: NGINX!, NGINX_RELOAD: reload, ...env },
    });
  const live = () => path.basename(readlinkSync(path.join(base, "live")));
  const home = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { status: response.status, body: await response.text(), csp: response.headers.get("content-security-policy") };
  };
  /** nginx's workers pick a reload up one after the other: ask until the home page says `word`. */
  async function serves(word: string) {
    await expect.poll(async () => (await home()).body, { timeout: 15_000 }).toContain(`rilis-${word}`);
  }

  beforeAll(async () => {
    port = await freePort();
    // nginx's workers run as nobody: the releases must be readable by others, as on a server.
    chmodSync(base, 0o755);
    writeFileSync(path.join(base, "server.conf"), `listen 127.0.0.1:${port};\nserver_name _;\n`);
    writeNginxPrefix(prefix, `${base}/live/nginx/site.conf`);
    process.env.DAYCARE_SERVER_CONF = path.join(base, "server.conf");
    // The first release, before nginx runs: nothing to reload yet.
    const first = publish(release("20261125070000-aaaaaaa", "a"), { NGINX_RELOAD: "true" });
    expect(first.status, first.stderr).toBe(0);
    server = spawn(NGINX!, ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-g", "daemon off;"], { stdio: "inherit" });
    // Ready when it answers: asked every 100 ms, for at most 15 s.
    for (let tries = 0; (await home().catch(() => ({ status: 0 }))).status !== 200; tries++) {
      if (tries > 150) throw new Error(`nginx did not start: ${readFileSync(`${prefix}/error.log`, "utf8")}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    server?.kill("SIGQUIT");
    delete process.env.DAYCARE_SERVER_CONF;
    rmSync(base, { recursive: true, force: true });
  });

  it("a release whose nginx files are broken is refused before the switch: the old one keeps serving, whole", async () => {
    const before = await home();
    const broken = release("20261125080000-bbbbbbb", "b");
    appendFileSync(path.join(broken, "nginx", "pages.conf"), "\nlocation = /rusak {\n");
    const run = publish(broken);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("nginx -t refused");
    expect(live()).toBe("20261125070000-aaaaaaa");
    const after = await home();
    expect(after.status).toBe(200);
    expect(after.body).toContain("rilis-a");
    expect(after.csp).toBe(before.csp);
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
    expect(readdirSync(path.join(base, "releases")).sort()).toEqual([
      "20261125090000-ccccccc",
      "20261125100000-ddddddd",
      "20261125110000-eeeeeee",
    ]);
    // Rolling back is the same script, given an older release.
    const back = publish(path.join(base, "releases", "20261125100000-ddddddd"));
    expect(back.status, back.stderr).toBe(0);
    await serves("d");
  });

  it("when the running nginx refuses to reload, the link goes back and the run fails", () => {
    const run = publish(release("20261125120000-fffffff", "f"), { NGINX_RELOAD: "false" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("refused to reload");
    expect(live()).toBe("20261125100000-ddddddd");
  });
});
