#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the designer at the sizes people use, as a person sees them:
# a real X server (Xvfb), the real binary, a fresh settings directory (a first
# start), the window maximised by xdotool, then `import -window root`.
#   scripts/screenshots.sh [BUILD_DIR] [OUT_DIR] [WORKSPACE...]
# Sizes: 1280×800, 1366×768, 1920×1080, and 1280×800 at device pixel ratio 2
# (a 2560×1600 screen with QT_SCALE_FACTOR=2). Needs xvfb, xdotool, imagemagick.
set -eu
build=${1:-build}
out=${2:-screenshots}
shift 2 2>/dev/null || shift $#
[ $# -gt 0 ] || set -- resources/examples/docs-example.binpack.yaml resources/examples/gpu-cluster.binpack.yaml
binary="$build/app/gui/binpack-studio"
[ -x "$binary" ] || { echo "screenshots.sh: no $binary; build first" >&2; exit 1; }
for tool in Xvfb xdotool import; do
    command -v "$tool" >/dev/null || { echo "screenshots.sh: $tool is missing (apt-get install xvfb xdotool imagemagick)" >&2; exit 1; }
done
mkdir -p "$out"
display=:77
shoot() { # WIDTH HEIGHT SCALE NAME WORKSPACE
    Xvfb $display -screen 0 "$1x$2x24" -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    sleep 1
    home=$(mktemp -d)
    DISPLAY=$display HOME=$home QT_SCALE_FACTOR=$3 "$binary" "$5" >"$out/$4.log" 2>&1 &
    app=$!
    window=""
    sleep 1
    for _ in $(seq 1 50); do
        window=$(DISPLAY=$display xdotool search --onlyvisible --name "Binpack Studio" 2>/dev/null | head -n 1) || true
        [ -n "$window" ] && break
        sleep 0.2
    done
    if [ -z "$window" ]; then
        echo "screenshots.sh: no window for $4" >&2
    else
        sleep 2 # mapped and shown before it is moved
        DISPLAY=$display xdotool windowmove "$window" 0 0 windowsize "$window" "$1" "$2"
        sleep 3 # the live analysis and the first layout
        DISPLAY=$display import -window root "$out/$4.png"
        echo "$out/$4.png"
    fi
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
    wait "$xvfb" 2>/dev/null || true
    rm -rf "$home"
}
for ws in "$@"; do
    name=$(basename "$ws" | sed 's/\..*//')
    shoot 1280 800 1 "$name-1280x800" "$ws"
    shoot 1366 768 1 "$name-1366x768" "$ws"
    shoot 1920 1080 1 "$name-1920x1080" "$ws"
    shoot 2560 1600 2 "$name-1280x800-dpr2" "$ws"
done
