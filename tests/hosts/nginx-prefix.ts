import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Debian's nginx, where .ci/run installs it; undefined when it is not installed. */
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

/**
 * An nginx of its own in `prefix`, run as any user (`nginx -p prefix -c
 * prefix/nginx.conf`): its pid, log and temporary folders inside `prefix`,
 * and the site's configuration included from `site`, as a server's
 * /etc/nginx/nginx.conf includes it.
 */
export function writeNginxPrefix(
  prefix: string,
  site: string,
  /** A server's own: the user the workers run as, and where the pid file is (as `nginx -s reload` finds it). */
  { user, pid = `${prefix}/nginx.pid` }: { user?: string; pid?: string } = {},
): string {
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(path.join(prefix, dir), { recursive: true });
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(
    config,
    `${user ? `user ${user};\n` : ""}worker_processes 2;
pid ${pid};
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${site};
}
`,
  );
  return config;
}
