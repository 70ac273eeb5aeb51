#!/bin/sh
# Puts a release of the site online on the centre's nginx server, all or nothing
# (docs/deploy.md, "nginx (own server or VPS)").
#
# Installed ONCE by the server's admin, as root, from a build or a checkout they trust:
#
#   install -o root -g root -m 0755 nginx-release.sh /usr/local/sbin/daycare-release
#
# and run by the publishing account, which sudo lets run this script and nothing else as root
# (/etc/sudoers.d/daycare-deploy), with a release NAME, never a path:
#
#   sudo -n /usr/local/sbin/daycare-release 20261125070000-abc1234
#
# The folders, fixed (sudo resets the environment, so these are what runs in production):
#
#   /var/www/daycare/                root's: the link `live`, releases/ and upload/
#   /var/www/daycare/upload/<name>/  the publishing account's upload: client/ (the site) and
#                                    nginx/ (build/nginx: the generated *.conf, site.conf.template,
#                                    this script and nginx-publish.sh). Untrusted.
#   /var/www/daycare/releases/<name> root's own copy of an upload, which nginx serves
#   /var/www/daycare/live            -> releases/<name>; the server's nginx includes
#                                    /var/www/daycare/live/nginx/site.con[f] inside http {}
#
# With a name found in upload/, a new release:
#   1. copies the upload into a root-owned folder: read as the upload's owner (tar), checked to
#      hold only plain files and folders (a symbolic link, a hard link, a device is refused), and
#      unpacked as root, so nothing the publishing account can still change is ever used;
#   2. refuses it unless its nginx/nginx-release.sh is this very script (a changed script is
#      installed by the admin, never by a publication: the refusal names the one command);
#   3. writes its nginx/site.conf (root and includes point at the release's own files) and reads
#      every nginx/*.conf: only the directives in ALLOWED, `include` only of the release's own
#      files, of /etc/nginx/daycare-server.conf and /etc/nginx/mime.types, `root` only its own
#      client/ (no access_log, no load_module, nothing that makes nginx, as root, open a file);
#   4. checks it with `nginx -t` on a main configuration written here, which includes it inside
#      http {} only; a refusal leaves the old release serving, removes the copy and exits 1;
#   5. switches with one rename of the link `live` and reloads nginx (`nginx -s reload`, which
#      reads the server's /etc/nginx/nginx.conf first); if nginx refuses, `live` goes back and
#      the script exits 1;
#   6. keeps the newest three releases (never the live one) and removes the upload.
# With a name found only in releases/, a rollback: steps 3 to 5 on that release (no version check:
# an older release carries the older script).
#
# Overrides, for tests on a machine without the server's folders: DAYCARE_BASE
# (/var/www/daycare), DAYCARE_KEEP (3), DAYCARE_SERVER_CONF (/etc/nginx/daycare-server.conf),
# NGINX (/usr/sbin/nginx) and NGINX_RELOAD (the command that reloads the running nginx). sudo's
# env_reset (Debian's default) drops them and refuses `sudo NAME=value`; should a sudoers file
# let one through anyway, the script refuses to run when started by sudo with any of them set.
#
# Messages: the first line of a refusal is Indonesian (the staff read it in the run's log), the
# lines after it are for the maintainer and the server's admin.
set -eu
PATH=/usr/sbin:/usr/bin:/sbin:/bin
export PATH
# This very script (the installed one, under sudo), which a new release's copy must equal.
self=$(readlink -f "$0")
IFS=' 	
'
umask 022
cd /

# Directives a release's nginx files may use. Anything else (access_log, error_log, log_format,
# *_temp_path, alias, proxy_*, ssl_*, perl, load_module, user, …) is refused: nginx runs these
# files as root. A new directive in tooling/hosting/nginx.conf means a new version of this script.
ALLOWED="absolute_redirect add_header break brotli brotli_comp_level brotli_min_length
brotli_static brotli_types charset charset_types default_type error_page etag expires gzip
gzip_buffers gzip_comp_level gzip_disable gzip_http_version gzip_min_length gzip_proxied
gzip_static gzip_types gzip_vary if include index internal location log_not_found map return
rewrite root server server_tokens set try_files types"

STAY="Situs yang online tidak berubah."

# refuse <Indonesian reason> <English lines…>: the staff's line, the maintainer's lines, exit 1.
refuse() {
  printf 'Terbit dibatalkan: %s. %s\n' "$1" "$STAY" >&2
  shift
  for line in "$@"; do printf 'nginx-release: %s\n' "$line" >&2; done
  exit 1
}

if [ -n "${SUDO_UID-}${SUDO_USER-}${SUDO_COMMAND-}" ] &&
  [ -n "${DAYCARE_BASE-}${DAYCARE_KEEP-}${DAYCARE_SERVER_CONF-}${NGINX-}${NGINX_RELOAD-}" ]; then
  refuse "pengaturan sudo di server tidak aman" \
    "started by sudo with DAYCARE_BASE, DAYCARE_KEEP, DAYCARE_SERVER_CONF, NGINX or NGINX_RELOAD set." \
    "Those are for tests only. Remove env_keep, SETENV or !env_reset from the sudoers rule of docs/deploy.md."
fi

base=${DAYCARE_BASE:-/var/www/daycare}
keep=${DAYCARE_KEEP:-3}
server_conf=${DAYCARE_SERVER_CONF:-/etc/nginx/daycare-server.conf}
nginx=${NGINX:-/usr/sbin/nginx}
reload=${NGINX_RELOAD:-$nginx -s reload}
upload="$base/upload"
releases="$base/releases"
me=$(id -u)

name=${1-}
if [ $# -ne 1 ] || ! printf '%s\n' "$name" | grep -Eqx '[0-9]{14}-[0-9a-f]{7}'; then
  refuse "nama rilis tidak sah" \
    "usage: $self <release name>, e.g. 20261125070000-abc1234 (UTC time, 7 characters of the commit); never a path."
fi
case $keep in '' | *[!0-9]* | 0) refuse "pengaturan server tidak sah" "DAYCARE_KEEP must be a number of releases, 1 or more." ;; esac

# The folders root trusts: real folders (no link), ours, writable by nobody else.
trusted_folder() {
  [ -d "$1" ] && [ ! -L "$1" ] && [ "$(stat -c %u "$1")" = "$me" ] &&
    [ -z "$(find "$1" -maxdepth 0 -perm /022)" ]
}
trusted_folder "$base" || refuse "folder server belum disiapkan dengan benar" \
  "$base must be a folder (not a link) owned by $(id -un), writable by no one else." \
  "As root: chown root:root $base && chmod 755 $base (docs/deploy.md, nginx, \"Once, on the server\")."
[ -e "$releases" ] || mkdir -m 755 "$releases"
trusted_folder "$releases" || refuse "folder server belum disiapkan dengan benar" \
  "$releases must be a folder owned by $(id -un), writable by no one else: as root, chown root:root $releases && chmod 755 $releases."

# One release at a time (a publication and a rollback by hand never cross).
exec 9>"$base/.release.lock"
flock -w 120 9 || refuse "rilis lain sedang berjalan" "another daycare-release held $base/.release.lock for 2 minutes."
rm -rf "$releases"/.incoming.*

# Root's scratch folder (the check's nginx.conf, nginx's messages); the new release is copied
# into releases/.incoming.* (the same file system, so the copy goes in place with one rename).
tmp=$(mktemp -d)
work=""
new=""
cleanup() {
  rm -rf "$tmp"
  [ -z "$work" ] || rm -rf "$work"
  # A new release that did not go online is removed; its upload stays for the maintainer to see.
  [ -z "$new" ] || rm -rf "$new"
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM

final="$releases/$name"
# The releases kept, newest first.
release_names() {
  find "$releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | grep -Ex '[0-9]{14}-[0-9a-f]{7}' | sort -r || true
}
if [ -e "$upload/$name" ] || [ -L "$upload/$name" ]; then
  if [ -e "$final" ] || [ -L "$final" ]; then
    refuse "rilis dengan nama ini sudah ada" "$final exists already; a publication always has a new name."
  fi
  owner=$(stat -c %u "$upload")
  group=$(stat -c %g "$upload")
  [ "$owner" = "$me" ] || [ "$me" = 0 ] || refuse "folder server belum disiapkan dengan benar" \
    "$upload belongs to uid $owner; only root can read another account's upload."

  # 1. Read as the upload's owner, who can read nothing this script could not show them anyway.
  work=$(mktemp -d "$releases/.incoming.XXXXXXXX")
  as_owner() {
    if [ "$owner" = "$me" ]; then "$@"; else setpriv --reuid="$owner" --regid="$group" --clear-groups -- "$@"; fi
  }
  as_owner tar -C "$upload/$name" -cf - client nginx >"$work/release.tar" 2>"$tmp/tar" || {
    cat "$tmp/tar" >&2
    refuse "rilis tidak lengkap" "$upload/$name could not be read whole (client/ and nginx/ are both needed)."
  }
  # Only files (-) and folders (d): no symbolic link (l), hard link (h), device, fifo or socket.
  odd=$(tar -tvf "$work/release.tar" | grep -v '^[-d]' | head -n 5) || true
  [ -z "$odd" ] || refuse "rilis berisi berkas yang tidak diizinkan (tautan simbolik atau sejenisnya)" \
    "a release holds plain files and folders only; refused:" "$odd"
  mkdir "$work/release"
  tar -xf "$work/release.tar" -C "$work/release" --no-same-owner --no-same-permissions
  [ -z "$(find "$work/release" ! -type f ! -type d)" ] || refuse "rilis berisi berkas yang tidak diizinkan" \
    "$upload/$name unpacked to something other than files and folders."
  chmod -R u=rwX,go=rX "$work/release"
  chmod 755 "$work/release"
  copy="$work/release"

  # 2. The script that runs as root changes only when the admin installs it.
  if ! cmp -s "$self" "$copy/nginx/nginx-release.sh"; then
    [ -f "$copy/nginx/nginx-release.sh" ] || refuse "rilis tidak lengkap" "$name carries no nginx/nginx-release.sh."
    cp "$copy/nginx/nginx-release.sh" "$base/daycare-release.new"
    chmod 644 "$base/daycare-release.new"
    refuse "skrip rilis di server harus diperbarui dulu oleh admin server" \
      "this release carries a nginx-release.sh that differs from the installed $self." \
      "The server's admin reads the difference:  diff -u $self $base/daycare-release.new" \
      "(it should equal tooling/hosting/nginx-release.sh of commit ${name#*-} in the repository)," \
      "installs it, as root:  install -o root -g root -m 0755 $base/daycare-release.new $self" \
      "and runs the publication again (the failed run on GitHub: Re-run jobs)."
  fi
else
  if [ ! -d "$final" ] || [ -L "$final" ]; then
    refuse "rilis $name tidak ada di server" \
      "neither $upload/$name (a new release) nor $final (a rollback) exists." \
      "Releases on the server: $(release_names | tr '\n' ' ')"
  fi
  copy="$final"
fi

if [ ! -d "$copy/client" ] || [ ! -f "$copy/nginx/site.conf.template" ]; then
  refuse "rilis tidak lengkap" "$name has no client/ or nginx/site.conf.template."
fi

# 3. The release's own configuration, pointing at its own files by their final path.
if [ "$copy" != "$final" ]; then
  sed -e "s#root /var/www/daycare/client;#root $final/client;#" \
    -e "s#/etc/nginx/daycare/#$final/nginx/#g" \
    -e "s#/etc/nginx/daycare-server.conf#$server_conf#" \
    "$copy/nginx/site.conf.template" >"$copy/nginx/site.conf"
fi
# nginx's own reading of a file (ngx_conf_read_token), statement by statement: the first word of
# each is its directive. Stricter than nginx where it can be: a quoted or escaped directive name,
# an argument of include or root that is not a plain path, an unbalanced block is refused.
# shellcheck disable=SC2016 # awk's own $ and quotes
check='
function fail(message) { printf "%s:%d: %s\n", file, at, message > "/dev/stderr"; bad = 1; exit 1 }
function include_ok(file, rest) {
  if (file == serverconf || file == "/etc/nginx/mime.types") return 1
  rest = substr(file, length(nginxdir) + 2)
  return index(file, nginxdir "/") == 1 && rest ~ /^[a-z0-9][a-z0-9._-]*\.conf$/
}
function statement(term,   k, directive) {
  if (depth > 0 && inert[depth]) {
    if (term == "{") fail("a block inside " block[depth] " {}")
    if (words[1] == "include" && !(nwords == 2 && include_ok(words[2]))) fail("include of a file that is not the release'"'"'s own: " words[2])
    nwords = 0
    return
  }
  directive = words[1]
  if (quoted[1] || directive !~ /^[a-z][a-z0-9_]*$/ || !(directive in ok))
    fail("directive \"" directive "\" is not allowed in a release (nginx-release.sh, ALLOWED)")
  if (directive == "include" && !(nwords == 2 && include_ok(words[2])))
    fail("include of a file that is not the release'"'"'s own: " words[2])
  if (directive == "root" && !(nwords == 2 && words[2] == root)) fail("root other than " root)
  if (directive == "server") servers++
  if (directive == "try_files" || directive == "error_page" || directive == "index")
    for (k = 2; k <= nwords; k++) if (words[k] ~ /(^|\/)\.\.(\/|$)/) fail("\"..\" in " directive)
  if (term == "{") { depth++; inert[depth] = (directive == "map" || directive == "types"); block[depth] = directive }
  nwords = 0
}
function word() { words[++nwords] = w; quoted[nwords] = q }
function endfile() {
  if (dq || sq || !last || nwords > 0) fail("unexpected end of file, expecting \";\" or \"}\"")
  if (depth > 0) fail("unexpected end of file, expecting \"}\"")
}
BEGIN { n = split(allowed, list, /[ \n]+/); for (i = 1; i <= n; i++) ok[list[i]] = 1 }
FNR == 1 {
  if (NR > 1) endfile()
  file = FILENAME
  sub(/.*\//, "", file)
  last = 1; sharp = 0; esc = 0; need = 0; dq = 0; sq = 0; variable = 0; nwords = 0; depth = 0
}
{
  at = FNR
  line = $0 "\n"
  len = length(line)
  for (i = 1; i <= len; i++) {
    c = substr(line, i, 1)
    if (c == "\n") sharp = 0
    if (sharp) continue
    if (esc) { esc = 0; w = w c; continue }
    if (need) {
      if (c ~ /[ \t\r\n]/) { last = 1; need = 0; continue }
      if (c == ";" || c == "{") { need = 0; last = 1; statement(c); continue }
      if (c != ")") fail("unexpected \"" c "\"")
      last = 1; need = 0
    }
    if (last) {
      if (c ~ /[ \t\r\n]/) continue
      if (c == ";" || c == "{") { if (nwords == 0) fail("unexpected \"" c "\""); statement(c); continue }
      if (c == "}") {
        if (nwords > 0) fail("unexpected \"}\"")
        if (depth == 0) fail("unexpected \"}\"")
        depth--
        continue
      }
      if (c == "#") { sharp = 1; continue }
      last = 0; w = ""; q = 0
      if (c == "\"") { dq = 1; q = 1; continue }
      if (c == "'"'"'") { sq = 1; q = 1; continue }
      if (c == "\\") { esc = 1; w = c; continue }
      if (c == "$") variable = 1
      w = c
      continue
    }
    if (c == "{" && variable) { w = w c; continue }
    variable = 0
    if (c == "\\") { esc = 1; w = w c; continue }
    if (c == "$") { variable = 1; w = w c; continue }
    if (dq) { if (c == "\"") { dq = 0; need = 1; word(); continue } }
    else if (sq) { if (c == "'"'"'") { sq = 0; need = 1; word(); continue } }
    else if (c ~ /[ \t\r\n;{]/) { last = 1; word(); if (c != " " && c != "\t" && c != "\r" && c != "\n") statement(c); continue }
    w = w c
  }
}
END {
  if (bad) exit 1
  if (NR > 0) endfile()
  if (servers != 1) { printf "nginx/*.conf: %d server blocks; a release has exactly one (site.conf)\n", servers > "/dev/stderr"; exit 1 }
}'
awk -v allowed="$ALLOWED" -v root="$final/client" -v nginxdir="$final/nginx" -v serverconf="$server_conf" \
  "$check" "$copy"/nginx/*.conf 2>"$tmp/check" || refuse "konfigurasi nginx rilis ini ditolak" \
  "$(cat "$tmp/check")" \
  "a release's nginx files may use only the directives in ALLOWED and include only their own files (nginx-release.sh)."

if [ "$copy" != "$final" ]; then
  mv -T "$copy" "$final"
  new="$final"
fi

# 4. Checked on its own, before the switch: a main configuration that includes it inside http {}.
cat >"$tmp/nginx.conf" <<EOF
pid $tmp/nginx.pid;
error_log $tmp/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $tmp/body;
  proxy_temp_path $tmp/proxy;
  fastcgi_temp_path $tmp/fastcgi;
  uwsgi_temp_path $tmp/uwsgi;
  scgi_temp_path $tmp/scgi;
  include /etc/nginx/mime.types;
  include $final/nginx/site.conf;
}
EOF
# -e (nginx 1.19.5 and later) keeps even the first messages out of the server's own error log.
set -- -t -q -p "$tmp" -c "$tmp/nginx.conf"
if "$nginx" -h 2>&1 | grep -q -- '-e filename'; then set -- "$@" -e "$tmp/error.log"; fi
if ! "$nginx" "$@" >"$tmp/stderr" 2>&1; then
  refuse "nginx menolak konfigurasi rilis ini" "nginx -t refused $name:" "$(cat "$tmp/stderr")"
fi

# 5. One rename switches; the reload makes nginx read the new release as a whole.
previous=$(readlink "$base/live" 2>/dev/null || true)
ln -sfn "$final" "$base/live.next"
mv -T "$base/live.next" "$base/live"
if ! $reload >"$tmp/reload" 2>&1; then
  if [ -n "$previous" ]; then
    ln -sfn "$previous" "$base/live.next"
    mv -T "$base/live.next" "$base/live"
  else
    rm -f "$base/live"
  fi
  refuse "nginx menolak memuat ulang konfigurasinya" \
    "nginx refused to reload; $base/live points at ${previous:-nothing} again:" "$(cat "$tmp/reload")"
fi
new=""
echo "Rilis $name sudah online."
echo "nginx-release: $final is online."

# 6. The newest releases stay for a rollback; the live one is never removed. The upload is done with.
release_names | tail -n +"$((keep + 1))" | while read -r old; do
  [ "$old" = "$name" ] || rm -rf "${releases:?}/$old"
done
if [ -n "${owner-}" ]; then as_owner rm -rf "$upload/$name" || true; fi
