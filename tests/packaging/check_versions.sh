#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The version the project declares is the one the metainfo's newest release,
# the man pages and `binpack-cli --version` give.
# usage: check_versions.sh PACKAGING_DIR VERSION BINPACK_CLI
set -euo pipefail
dir=$1 version=$2 cli=$3
fail=0
release=$(grep -oE '<release version="[^"]+"' "$dir/io.github.binpackstudio.BinpackStudio.metainfo.xml" | head -1 | cut -d'"' -f2)
[[ $release == "$version" ]] || { echo "metainfo newest release $release, project $version"; fail=1; }
for page in "$dir"/*.1; do
    th=$(grep -m1 '^\.TH' "$page")
    [[ $th == *"Binpack Studio $version"* ]] || { echo "$page: .TH says [$th], project $version"; fail=1; }
done
got=$("$cli" --version)
[[ $got == "binpack-cli $version" ]] || { echo "binpack-cli --version printed [$got]"; fail=1; }
[[ $fail == 0 ]] && echo "version $version everywhere"
exit $fail
