#!/usr/bin/env bash
# Installs the Debian 12 packages the build and the tests need
# (packaging/build-deps.txt). Uses sudo when not run as root.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2046
$SUDO apt-get install -y -qq --no-install-recommends $(grep -v '^#' packaging/build-deps.txt) >/dev/null
echo "build dependencies installed"
