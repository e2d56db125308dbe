#!/usr/bin/env bash
# Installs the Debian 12 packages the build and the tests need
# (packaging/build-deps.txt, where each says why). Uses sudo when not root.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# One package name a line; a '#' starts a comment, on its own line or after a name.
mapfile -t packages < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' packaging/build-deps.txt)
$SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
echo "build dependencies installed (${#packages[@]} packages)"
