#!/usr/bin/env bash
# Times `npm test` from a clean clone on a new Debian 12 machine: a debootstrap'd bookworm
# given only what a new machine of this kind ships (git, gcc, make, python3, CA
# certificates, this machine's Node.js/npm and Rust toolchain), with empty Cargo and npm
# caches and none of the app's Debian packages or tauri-driver. Root only.
# Usage: tests/bench/fresh-machine.sh [ROOT_DIR]   (default /var/tmp/tipgobble-fresh)
# Prints the commit, `npm test`'s exit code and its wall time; the log is ROOT_DIR/root/npm-test.log.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
root=${1:-/var/tmp/tipgobble-fresh}
[ "$(id -u)" = 0 ] || { echo "run as root (debootstrap and chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap

if [ ! -x "$root/bin/bash" ]; then
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
# The registries' certificate authorities, as the machine has them.
cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/" 2>/dev/null || true
for f in /etc/npmrc /usr/etc/npmrc /root/.npmrc; do
  [ -f "$f" ] && mkdir -p "$root$(dirname "$f")" && cp "$f" "$root$f"
done
# Node.js and npm as the machine has them.
cp "$(command -v node)" "$root/usr/bin/node"
mkdir -p "$root/usr/lib/node_modules"
rm -rf "$root/usr/lib/node_modules/npm" && cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$root/usr/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/bin/npx"
# The Rust toolchain (rustup's proxies and toolchains), with an empty Cargo home otherwise.
rm -rf "$root/root/.cargo" && mkdir -p "$root/root/.cargo/bin" "$root/root/.rustup"
for b in cargo cargo-clippy cargo-fmt clippy-driver rustc rustdoc rustfmt rustup; do
  cp -a "$HOME/.cargo/bin/$b" "$root/root/.cargo/bin/"
done
rm -rf "$root/root/.npm" "$root/root/tg"

mounts=()
mount_at() { mkdir -p "$root$2"; mount "${@:3}" "$1" "$root$2"; mounts=("$root$2" "${mounts[@]}"); }
cleanup() { for m in "${mounts[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
mount_at proc /proc -t proc
mount_at /sys /sys --rbind
mount_at /dev /dev --rbind
mount_at "${RUSTUP_HOME:-$HOME/.rustup}" /root/.rustup --bind
mount_at "$repo" /src/repo --bind

chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 \
  PATH=/root/.cargo/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt \
  DEBIAN_FRONTEND=noninteractive /bin/bash -c '
    set -e
    update-ca-certificates >/dev/null 2>&1 || true
    # What a new machine ships beyond minbase.
    apt-get update -qq && apt-get install -y -qq --no-install-recommends git ca-certificates gcc g++ make python3 procps >/dev/null
    update-ca-certificates >/dev/null
    # None of the app'"'"'s packages: purge any a previous run installed.
    apt-get purge -y -qq pkg-config build-essential libwebkit2gtk-4.1-dev libxdo-dev libssl-dev \
      libayatana-appindicator3-dev librsvg2-dev rpm webkit2gtk-driver xvfb xauth xdotool >/dev/null 2>&1 || true
    apt-get autoremove --purge -y -qq >/dev/null 2>&1; apt-get clean
    git config --global --add safe.directory "*"
    cd /root && git clone -q /src/repo tg && cd tg && git log --oneline -1
    start=$(date +%s)
    set +e
    npm test > /root/npm-test.log 2>&1
    echo "npm test: exit $?, $(( $(date +%s) - start )) s wall"
  '
