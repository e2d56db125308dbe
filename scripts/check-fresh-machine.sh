#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Proves the README's set-up on a brand-new machine: builds a fresh Debian 12
# root with mmdebstrap (minbase plus ca-certificates, git and sudo, nothing
# else), copies this checkout in (the files git tracks or would track, as they
# are in the working tree: uncommitted edits count, build directories do not),
# and there, as an ordinary user with sudo, runs the README's commands exactly
# as written:
#   1. ./scripts/setup-debian.sh && ./scripts/run.sh
#        with no display yet (offscreen) the designer must come up on the
#        bundled example and still be running after 20 s; then the same window
#        on a real X server (Xvfb, which the set-up installed), and the
#        README's three CLI commands on the example
#   2. ./scripts/setup-debian.sh && ./scripts/test.sh
#        every test must pass
# The root lives in a temporary directory that mmdebstrap removes at the end
# (the target is /dev/null), so nothing stays mounted or installed.
#
# usage: scripts/check-fresh-machine.sh [--quick]
#   --quick   only the set-up and CMake's configure step (about 3 minutes):
#             enough to check a change to packaging/build-deps.txt
# Needs root (or sudo) and Debian's package mirror; installs mmdebstrap with
# apt when it is missing. MIRROR=URL picks another Debian mirror.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=0
case "${1:-}" in
"") ;;
--quick) quick=1 ;;
*) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
if ! command -v mmdebstrap >/dev/null; then
    echo "installing mmdebstrap"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends mmdebstrap >/dev/null
fi

t0=$SECONDS
phase() { echo "--- [$((SECONDS - t0)) s] $*"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The checkout, as `git clone` plus the working tree's edits would give it.
git ls-files -z --cached --others --exclude-standard |
    tar --null --files-from=- --ignore-failed-read -cf "$work/src.tar"
mkdir "$work/binpack-studio"
tar -xf "$work/src.tar" -C "$work/binpack-studio"
rm "$work/src.tar"
phase "checkout copied: $(du -sh "$work/binpack-studio" | cut -f1)"

# What runs inside the root, as the user 'dev' in ~/binpack-studio.
if [ "$quick" = 1 ]; then
    cat >"$work/binpack-studio/.fresh-check" <<'EOF'
set -euo pipefail
./scripts/setup-debian.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo
EOF
else
    cat >"$work/binpack-studio/.fresh-check" <<'EOF'
set -euo pipefail
t0=$SECONDS
phase() { echo "--- [inside, $((SECONDS - t0)) s] $*"; }
# The window's process id, or nothing (minbase has no pgrep).
window() {
    local exe
    for exe in /proc/[0-9]*/exe; do
        [ "$(readlink "$exe" 2>/dev/null)" = "$PWD/build/app/gui/binpack-studio" ] && { exe=${exe%/exe}; echo "${exe#/proc/}"; return; }
    done
    return 0
}
# Waits for the window started by process $1, checks it is still up $2 s
# later, then closes it.
stays_up() {
    local launcher=$1 pid
    until [ -n "$(window)" ]; do
        kill -0 "$launcher" 2>/dev/null || { wait "$launcher" || true; echo "ended before the window opened" >&2; return 1; }
        sleep 2
    done
    sleep "$2"
    pid=$(window)
    [ -n "$pid" ] || { echo "the designer did not stay up" >&2; return 1; }
    kill "$pid"
    wait "$launcher" || true
}
phase "README command 1: ./scripts/setup-debian.sh && ./scripts/run.sh (no display yet: offscreen)"
QT_QPA_PLATFORM=offscreen bash -c './scripts/setup-debian.sh && ./scripts/run.sh' &
stays_up $! 20
phase "the designer ran for 20 s on the bundled example"
# The set-up installed Xvfb: the same window on a real X server (the xcb
# platform plugin and its libraries, as on a desktop).
xvfb-run -a -s "-screen 0 1280x800x24" build/app/gui/binpack-studio resources/examples/docs-example.binpack.yaml &
stays_up $! 20
phase "the designer ran for 20 s under Xvfb"
ws=resources/examples/docs-example.binpack.yaml
build/app/cli/binpack-cli score "$ws"
build/app/cli/binpack-cli explain "$ws" --node node1 >/dev/null
build/app/cli/binpack-cli simulate "$ws" -o json >/dev/null
phase "the README's CLI commands ran"
phase "README command 2: ./scripts/setup-debian.sh && ./scripts/test.sh"
./scripts/setup-debian.sh && ./scripts/test.sh
phase "every test passed"
EOF
fi

# The same mirror and suites a new Debian 12 installation has.
mirror=${MIRROR:-http://deb.debian.org/debian}
security=${MIRROR_SECURITY:-http://deb.debian.org/debian-security}
aptopts=()
# Where this machine's own apt is told to accept Release files past their
# Valid-Until (a mirror that serves a dated snapshot), the root must be too, or
# its first apt-get update fails for a reason no real machine has.
if apt-config dump 2>/dev/null | grep -q '^Acquire::Check-Valid-Until "false"'; then
    aptopts+=(--aptopt='Acquire::Check-Valid-Until "false"')
fi

phase "mmdebstrap: a new Debian 12 root (minbase + ca-certificates git sudo)"
$SUDO mmdebstrap --variant=minbase --include=ca-certificates,git,sudo \
    "${aptopts[@]}" \
    --customize-hook='echo "127.0.1.1 $(cat "$1/etc/hostname")" >> "$1/etc/hosts"' \
    --customize-hook='chroot "$1" useradd --create-home --shell /bin/bash dev' \
    --customize-hook='echo "dev ALL=(ALL) NOPASSWD:ALL" > "$1/etc/sudoers.d/dev"' \
    --customize-hook="copy-in $work/binpack-studio /home/dev" \
    --customize-hook='chroot "$1" chown -R dev:dev /home/dev/binpack-studio' \
    --customize-hook='chroot "$1" runuser -l dev -c "cd binpack-studio && bash .fresh-check"' \
    bookworm /dev/null \
    "deb $mirror bookworm main" \
    "deb $mirror bookworm-updates main" \
    "deb $security bookworm-security main"
phase "fresh-machine check passed"
