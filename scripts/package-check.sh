#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from an existing build directory, checks that it
# declares every shared library its programs load, installs it with apt as a
# user would, runs the installed programs, and removes it again.
# usage: scripts/package-check.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-${BUILD_DIR:-build}}"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

rm -f "$BUILD_DIR"/binpack-studio_*.deb
(cd "$BUILD_DIR" && cpack -G DEB >/dev/null)
deb=$(ls "$BUILD_DIR"/binpack-studio_*.deb)
echo "package: $deb ($(du -h "$deb" | cut -f1))"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"

# Every library a packaged program needs comes from a package it depends on.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp"
fail=0
for exe in "$tmp"/usr/bin/*; do
    [ -L "$exe" ] && continue
    for lib in $(objdump -p "$exe" | awk '/NEEDED/{print $2}'); do
        # (awk reads to the end: an early exit would break the pipe under pipefail)
        path=$(ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64/ && !found {print $NF; found = 1}')
        [ -n "$path" ] || { echo "$(basename "$exe"): $lib not found"; fail=1; continue; }
        pkg=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | awk -F: 'NR == 1 {print $1}') || true
        [ -n "$pkg" ] || pkg=$(dpkg -S "$path" 2>/dev/null | awk -F: 'NR == 1 {print $1}') || true
        if [ -z "$pkg" ] || ! tr ',|' '\n\n' <<<"$depends" | awk '{print $1}' | grep -qxF "$pkg"; then
            echo "$(basename "$exe") needs $lib from ${pkg:-?}, which Depends does not list"
            fail=1
        fi
    done
done
[ "$fail" = 0 ] || exit 1

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y -qq "$(realpath "$deb")" >/dev/null  # apt wants a path, not a bare name
trap '$SUDO apt-get remove -y -qq binpack-studio >/dev/null || true; rm -rf "$tmp"' EXIT
/usr/bin/binpack-cli --version
/usr/bin/kubectl-binpack --version
/usr/bin/binpack-cli simulate /usr/share/binpack-studio/examples/docs-example.binpack.yaml -o json >/dev/null
if command -v kubectl >/dev/null; then
    echo "kubectl plugin: $(kubectl binpack --version)"
fi
if [ -x /usr/bin/binpack-studio ]; then
    QT_QPA_PLATFORM=offscreen timeout 20 /usr/bin/binpack-studio --version
fi
man -w binpack-cli >/dev/null
echo "package installs and runs"
