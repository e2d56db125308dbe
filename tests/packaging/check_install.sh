#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --install` into a scratch root lays out everything a desktop and a
# shell expect, and the installed programs run from there: binpack-cli, its
# kubectl-binpack link (and `kubectl binpack` itself when kubectl is here).
# usage: check_install.sh BUILD_DIR VERSION WITH_GUI(0|1)
set -uo pipefail
build=$1 version=$2 gui=$3
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
fail=0

DESTDIR=$root cmake --install "$build" --prefix /usr >"$root.log" 2>&1 || {
    cat "$root.log"; rm -f "$root.log"; echo "cmake --install failed"; exit 1; }
rm -f "$root.log"
u=$root/usr
id=io.github.binpackstudio.BinpackStudio

need() { [[ -e $1 ]] || { echo "missing: ${1#"$root"}"; fail=1; }; }
need "$u/bin/binpack-cli"
[[ $gui == 1 ]] && need "$u/bin/binpack-studio"
need "$u/share/applications/$id.desktop"
need "$u/share/metainfo/$id.metainfo.xml"
need "$u/share/mime/packages/$id.xml"
need "$u/share/icons/hicolor/scalable/apps/$id.svg"
for s in 16 22 24 32 48 64 128 256; do need "$u/share/icons/hicolor/${s}x${s}/apps/$id.png"; done
need "$u/share/man/man1/binpack-cli.1"
[[ $gui == 1 ]] && need "$u/share/man/man1/binpack-studio.1"
need "$u/share/bash-completion/completions/binpack-cli"
need "$u/share/bash-completion/completions/kubectl-binpack"
need "$u/share/doc/binpack-studio/copyright"
n=$(find "$u/share/binpack-studio/examples" -name '*.binpack.yaml' 2>/dev/null | wc -l)
[[ $n -ge 1 ]] || { echo "no example workspaces under share/binpack-studio/examples"; fail=1; }

# the PNGs are the sizes their directories say
for s in 16 22 24 32 48 64 128 256; do
    f=$u/share/icons/hicolor/${s}x${s}/apps/$id.png
    [[ -f $f ]] || continue
    w=$(( $(od -An -tu1 -j18 -N1 "$f") * 256 + $(od -An -tu1 -j19 -N1 "$f") ))
    h=$(( $(od -An -tu1 -j22 -N1 "$f") * 256 + $(od -An -tu1 -j23 -N1 "$f") ))
    [[ $w == "$s" && $h == "$s" ]] || { echo "$f is ${w}x${h}, not ${s}x${s}"; fail=1; }
done

# kubectl-binpack is a relative link to binpack-cli, so it survives relocation
link=$(readlink "$u/bin/kubectl-binpack" || true)
[[ $link == binpack-cli ]] || { echo "kubectl-binpack -> [$link], expected binpack-cli"; fail=1; }
link=$(readlink "$u/share/bash-completion/completions/kubectl-binpack" || true)
[[ $link == binpack-cli ]] || { echo "completion kubectl-binpack -> [$link], expected binpack-cli"; fail=1; }

# the installed programs run, and carry no run path into the build tree
for p in binpack-cli kubectl-binpack; do
    got=$("$u/bin/$p" --version 2>&1)
    [[ $got == "binpack-cli $version" ]] || { echo "$p --version printed [$got]"; fail=1; }
done
if readelf -d "$u/bin/binpack-cli" | grep -qE 'RPATH|RUNPATH'; then
    echo "installed binpack-cli keeps a run path:"; readelf -d "$u/bin/binpack-cli" | grep -E 'RPATH|RUNPATH'; fail=1
fi

# kubectl runs the plugin by its name on PATH
if command -v kubectl >/dev/null; then
    got=$(PATH=$u/bin:$PATH kubectl binpack --version 2>&1)
    [[ $got == "binpack-cli $version" ]] || { echo "kubectl binpack --version printed [$got]"; fail=1; }
    PATH=$u/bin:$PATH kubectl plugin list 2>/dev/null | grep -q "$u/bin/kubectl-binpack" \
        || { echo "kubectl plugin list does not show kubectl-binpack"; fail=1; }
else
    echo "kubectl not installed: 'kubectl binpack' not exercised (kubectl-binpack itself was)"
fi
[[ $fail == 0 ]] && echo "install layout complete under $(find "$u" -type f -o -type l | wc -l) files"
exit $fail
