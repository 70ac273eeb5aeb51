#!/bin/sh
# Switches nginx to a new release of the site, all or nothing (docs/deploy.md, "nginx").
#
#   nginx-release.sh /var/www/daycare/releases/20261125T0700-abc1234
#
# The release folder holds client/ (the site) and nginx/ (what the build wrote for nginx, with
# site.conf, a copy of tooling/hosting/nginx.conf). This script:
#   1. writes the release's own nginx/site.conf: its root and included files are the release's
#      own, by absolute path, so a running nginx never mixes two releases;
#   2. checks it with `nginx -t` before anything changes; a failed check leaves the old release
#      serving and exits 1 (the publishing run goes red);
#   3. switches with one rename of the symbolic link $DAYCARE_BASE/live, which the server's
#      nginx includes (`include /var/www/daycare/live/nginx/site.conf;`), and reloads nginx;
#      if the reload is refused, the link goes back and the script exits 1;
#   4. keeps the newest $DAYCARE_KEEP releases (3) and removes older ones.
# Roll back by hand: nginx-release.sh <an older release folder>.
#
# Release folders are named so that they sort by time (20261125070000-abc1234).
#
# Environment: DAYCARE_BASE (/var/www/daycare), DAYCARE_KEEP (3), DAYCARE_SERVER_CONF (the
# server's own lines, /etc/nginx/daycare-server.conf), NGINX, the nginx that checks (sudo -n
# nginx: TLS keys are root's), and NGINX_RELOAD, the command that reloads the running nginx
# (sudo -n nginx -s reload).
set -eu

release=${1:?"usage: nginx-release.sh <release folder>"}
base=${DAYCARE_BASE:-/var/www/daycare}
keep=${DAYCARE_KEEP:-3}
server_conf=${DAYCARE_SERVER_CONF:-/etc/nginx/daycare-server.conf}
nginx=${NGINX:-sudo -n nginx}
reload=${NGINX_RELOAD:-sudo -n nginx -s reload}

release=$(cd "$release" && pwd -P)
template="$release/nginx/site.conf.template"
[ -d "$release/client" ] && [ -f "$template" ] || {
  echo "nginx-release: $release has no client/ or nginx/site.conf.template" >&2
  exit 1
}

# 1. The release's own configuration, pointing at its own files.
sed -e "s#root /var/www/daycare/client;#root $release/client;#" \
  -e "s#/etc/nginx/daycare/#$release/nginx/#g" \
  -e "s#/etc/nginx/daycare-server.conf#$server_conf#" "$template" >"$release/nginx/site.conf"

# 2. Checked on its own, before the switch: a main configuration that includes only it.
check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
cat >"$check/nginx.conf" <<EOF
pid $check/nginx.pid;
events {}
http {
  include /etc/nginx/mime.types;
  include $release/nginx/site.conf;
}
EOF
if ! $nginx -t -q -e "$check/error.log" -p "$check" -c "$check/nginx.conf" 2>"$check/stderr"; then
  cat "$check/stderr" "$check/error.log" >&2 2>/dev/null || true
  echo "nginx-release: nginx -t refused $release; the site online is unchanged." >&2
  exit 1
fi

# 3. One rename switches; the reload makes nginx read the new release as a whole.
previous=$(readlink "$base/live" 2>/dev/null || true)
ln -sfn "$release" "$base/live.next"
mv -T "$base/live.next" "$base/live"
if ! $reload; then
  if [ -n "$previous" ]; then
    ln -sfn "$previous" "$base/live.next"
    mv -T "$base/live.next" "$base/live"
  fi
  echo "nginx-release: nginx refused to reload; $base/live points at ${previous:-nothing} again." >&2
  exit 1
fi
echo "nginx-release: $release is online."

# 4. The newest releases stay for a rollback; the live one is never removed.
ls -1d "$base"/releases/*/ 2>/dev/null | sed 's#/$##' | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
  [ "$old" = "$release" ] || rm -rf "$old"
done
