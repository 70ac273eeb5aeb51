#!/usr/bin/env bash
# Sends a tested build to the centre's nginx server and puts it online there: the runner's side of a
# publication (publish.yml, job `nginx`; docs/deploy.md, "nginx (own server or VPS)"). The build
# copies it into build/nginx/, so the job runs it from the artifact:
#
#   bash nginx/nginx-publish.sh pages/artifact.tar nginx
#
#   pages/artifact.tar  the site (a tar of build/client, as actions/upload-pages-artifact makes it)
#   nginx               build/nginx: the generated *.conf, site.conf.template, nginx-release.sh
#
# From the environment (the job maps the repository's secret and variables onto them):
#   SSH_KEY      the private key of the server's publishing account   (secret DEPLOY_SSH_KEY)
#   KNOWN_HOSTS  the server's host keys, as `ssh-keyscan SERVER` prints them  (variable DEPLOY_KNOWN_HOSTS)
#   TARGET       ACCOUNT@SERVER, e.g. deploy@daycarecisauk.id          (variable DEPLOY_SSH_TARGET)
#   GITHUB_SHA   the commit published (set by GitHub); names the release with the time (UTC)
#
# It uploads one release folder, /var/www/daycare/upload/<name>/{client,nginx}/, in one rsync of a
# local folder that holds it (rsync creates the folders it copies, whatever their depth, and removes
# what an earlier failed upload left there), then asks the server to put it online:
#
#   ssh TARGET sudo -n /usr/local/sbin/daycare-release <name>
#
# which checks it, switches to it or leaves the old release serving (tooling/hosting/nginx-release.sh).
# The server's host key is checked against KNOWN_HOSTS only: an unknown or changed key stops here.
set -euo pipefail

UPLOAD=/var/www/daycare/upload
RELEASE_SCRIPT=/usr/local/sbin/daycare-release

# fail <Indonesian reason> <English lines…>: the staff's line first, then the maintainer's.
fail() {
  printf 'Terbit gagal: %s.\n' "$1" >&2
  shift
  for line in "$@"; do printf 'nginx-publish: %s\n' "$line" >&2; done
  exit 1
}

if [ $# -ne 2 ] || [ ! -f "$1" ] || [ ! -d "$2" ]; then
  fail "berkas hasil build tidak ditemukan" "usage: bash nginx-publish.sh <pages/artifact.tar> <nginx folder>"
fi
artifact=$1
nginx_dir=$2

missing=()
[ -n "${SSH_KEY:-}" ] || missing+=("secret DEPLOY_SSH_KEY (SSH_KEY)")
[ -n "${KNOWN_HOSTS:-}" ] || missing+=("variable DEPLOY_KNOWN_HOSTS (KNOWN_HOSTS)")
[ -n "${TARGET:-}" ] || missing+=("variable DEPLOY_SSH_TARGET (TARGET)")
if [ ${#missing[@]} -gt 0 ]; then
  fail "pengaturan server nginx belum lengkap (${missing[*]}). Situs yang online tidak berubah" \
    "missing: ${missing[*]}." \
    "Set them in the repository: Settings → Secrets and variables → Actions (docs/deploy.md, nginx)."
fi
# ACCOUNT@SERVER and nothing else: never an option for ssh, never a command.
if ! [[ $TARGET =~ ^[a-z_][a-z0-9_-]*@[A-Za-z0-9][A-Za-z0-9.-]*$ ]]; then
  fail "DEPLOY_SSH_TARGET tidak sah. Situs yang online tidak berubah" \
    "DEPLOY_SSH_TARGET must be ACCOUNT@SERVER, e.g. deploy@daycarecisauk.id, not \"$TARGET\"."
fi

# The key and the host keys, in ~/.ssh under names of their own, named to ssh explicitly.
ssh_dir="$HOME/.ssh"
key="$ssh_dir/daycare_deploy_key"
known_hosts="$ssh_dir/daycare_known_hosts"
case $ssh_dir in *[!A-Za-z0-9/._-]*) fail "folder rumah runner tidak biasa" "HOME=$HOME: only letters, digits and / . _ - are supported." ;; esac
install -d -m 700 "$ssh_dir"
(
  umask 077
  # A key pasted from Windows carries CR characters, which ssh refuses.
  printf '%s\n' "$SSH_KEY" | tr -d '\r' >"$key"
  printf '%s\n' "$KNOWN_HOSTS" | tr -d '\r' >"$known_hosts"
)
ssh_options=(-i "$key" -o IdentitiesOnly=yes -o UserKnownHostsFile="$known_hosts" -o StrictHostKeyChecking=yes
  -o BatchMode=yes -o ConnectTimeout=30 -o ServerAliveInterval=15)

# The release: one folder named by the time (UTC) and the commit, which sorts by time.
commit=${GITHUB_SHA:-$(sha256sum "$artifact" | cut -c1-40)}
name="$(date -u +%Y%m%d%H%M%S)-${commit:0:7}"
[[ $name =~ ^[0-9]{14}-[0-9a-f]{7}$ ]] || fail "nama rilis tidak sah" "GITHUB_SHA=$commit is no commit hash."

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name/client"
tar -xf "$artifact" -C "$stage/$name/client"
[ -f "$stage/$name/client/index.html" ] || fail "hasil build kosong" "$artifact holds no index.html."
cp -R "$nginx_dir" "$stage/$name/nginx"
chmod -R u=rwX,go=rX "$stage/$name"

echo "nginx-publish: uploading release $name to $TARGET:$UPLOAD/$name/"
rsync_status=0
rsync -rlpt --delete --compress -e "ssh ${ssh_options[*]}" "$stage/" "$TARGET:$UPLOAD/" || rsync_status=$?
if [ "$rsync_status" -ne 0 ]; then
  fail "rilis tidak terkirim ke server (rsync, kode $rsync_status). Situs yang online tidak berubah" \
    "check the lines above: \"Host key verification failed\" means DEPLOY_KNOWN_HOSTS does not hold the" \
    "server's key (ssh-keyscan SERVER); \"Permission denied (publickey)\" that the key's public half is not in" \
    "the account's ~/.ssh/authorized_keys; \"No such file or directory\" that $UPLOAD is missing (docs/deploy.md)."
fi

echo "nginx-publish: asking the server to put $name online"
status=0
ssh "${ssh_options[@]}" "$TARGET" sudo -n "$RELEASE_SCRIPT" "$name" || status=$?
case $status in
  0) ;;
  255) fail "server tidak bisa dihubungi lewat SSH (kode 255)" \
    "the upload went through but ssh did not; see the lines above." ;;
  *) fail "server menolak rilis ini (kode $status); alasannya tertulis di atas" \
    "if the line above is sudo's \"a password is required\", the sudoers rule of docs/deploy.md is missing" \
    "or does not match (sudo -l as the publishing account lists what it may run)." ;;
esac
