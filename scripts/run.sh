#!/usr/bin/env bash
# Builds and launches the designer on the bundled example workspace (the
# README's first command). Needs a display; under CI use QT_QPA_PLATFORM=offscreen.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$BUILD_DIR" -j2 --target binpack-studio binpack-cli
exec "$BUILD_DIR/app/gui/binpack-studio" "${1:-resources/examples/docs-example.binpack.yaml}"
