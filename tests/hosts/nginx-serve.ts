/**
 * Serves build/client with nginx and the shipped tooling/hosting/nginx.conf, on
 * 127.0.0.1:NGINX_PORT (default 4318), in the foreground: the browser tests
 * run their routing, header and caching checks against it as well.
 *
 * Only what a deployment adapts is changed: the server's own lines (the
 * listen address), the root folder and the folder of the files the build
 * generates for nginx (build/nginx), as docs/deploy.md tells a server's admin to.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NGINX as nginx, writeNginxPrefix } from "./nginx-prefix.ts";

const port = Number(process.env.NGINX_PORT ?? 4318);
const build = path.resolve("build");
if (!nginx) {
  console.error("nginx is not installed: apt-get install -y nginx (.ci/run does this).");
  process.exit(1);
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`tooling/hosting/nginx.conf no longer contains "${from}"`);
  return text.replaceAll(from, to);
}

let site = readFileSync("tooling/hosting/nginx.conf", "utf8");
const prefix = mkdtempSync(path.join(tmpdir(), "nginx-daycare-"));
writeFileSync(path.join(prefix, "server.conf"), `listen 127.0.0.1:${port};\nserver_name _;\n`);
site = replaceOnce(site, "/etc/nginx/daycare-server.conf", path.join(prefix, "server.conf"));
site = replaceOnce(site, "root /var/www/daycare/client;", `root ${path.join(build, "client")};`);
site = replaceOnce(site, "/etc/nginx/daycare/", `${path.join(build, "nginx")}/`);

writeFileSync(path.join(prefix, "site.conf"), site);
const config = writeNginxPrefix(prefix, path.join(prefix, "site.conf"));

const child = spawn(nginx, ["-p", prefix, "-c", config, "-g", "daemon off;"], {
  stdio: "inherit",
});
console.log(`nginx serves ${build}/client on http://127.0.0.1:${port}`);
const stop = () => child.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
