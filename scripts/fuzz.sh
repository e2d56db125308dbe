#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (clang, BP_FUZZ=ON) and runs each on a copy of
# its corpus (tests/fuzz/corpus/<target>/) with its dictionary, for a fixed
# number of inputs from a fixed seed (about a minute's worth on CI's machine;
# see runs_for), and for at most SECONDS_PER_TARGET. On one machine a run is
# repeatable. Another machine can still mutate differently: some values the
# fuzzer compares derive from stack addresses, which move with the size of the
# environment, so CI may find what a local run did not (it did once: an empty
# label key in fuzz_kubectl). Such a finding is a real bug all the same.
# A crash, sanitizer report, leak, timeout (-timeout) or memory blow-up
# (-rss_limit_mb) fails the run; the input is kept under
# BUILD_DIR/fuzz-findings/ and printed in base64, so a finding on a machine
# nobody can log in to can be replayed here (base64 -d > f; fuzz_X f) and
# become a test in tests/core/test_hardening*.cpp.
# usage: scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60)
#        FUZZ_RUNS=N overrides the number of inputs (-1: until the time is up)
#        FUZZ_MODE=streams feeds every input through a pipe (a writer thread)
#        to the commands' own bounded file reader instead of from memory
#        (tests/fuzz/fuzz_common.h); the default is FUZZ_MODE=memory
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_TARGET="${1:-60}"
BUILD_DIR="${BUILD_DIR:-build-fuzz}"
cmake -S . -B "$BUILD_DIR" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBP_FUZZ=ON \
      -DBP_BUILD_GUI=OFF -DBP_BUILD_TESTS=OFF -DBP_BUILD_BENCH=OFF >/dev/null
cmake --build "$BUILD_DIR" -j2 --target fuzz
findings="$BUILD_DIR/fuzz-findings"
mkdir -p "$findings"
# Inputs per target: what about 60 s tried here on 2 cores under load.
runs_for() {
    case "$1" in
        fuzz_quantity) echo 4000000 ;;
        fuzz_kubectl) echo 90000 ;;
        fuzz_scheduler_config) echo 80000 ;;
        fuzz_workspace) echo 80000 ;;
        *) echo -1 ;;
    esac
}
# Address-space randomisation changes which inputs libFuzzer tries (some
# compared values derive from addresses): without it a run repeats itself on
# this machine. setarch -R turns it off for the fuzzer where the system
# allows that (some container profiles refuse the personality call).
norandom=()
if setarch -R true 2>/dev/null; then
    norandom=(setarch -R)
else
    echo "fuzz: address randomisation stays on here (setarch -R refused); runs may differ from one to the next"
fi
export BP_FUZZ_MODE="${FUZZ_MODE:-memory}"
echo "fuzz: $BP_FUZZ_MODE mode"
passed=0 failed=0
for src in tests/fuzz/fuzz_*.cpp; do
    target=$(basename "$src" .cpp)
    # libFuzzer reads a corpus directory in the file system's order (ext4's
    # differs from machine to machine), shuffles it with the seed and sorts it
    # by size, so inputs of equal size would start in another order elsewhere
    # and the run would differ. One directory per seed file, given in name
    # order, fixes the order; new inputs go to the empty first directory.
    corpus=$(mktemp -d)
    mkdir "$corpus/new"
    dirs=("$corpus/new")
    n=0
    while IFS= read -r -d '' file; do
        n=$((n + 1))
        mkdir "$corpus/seed-$n"
        cp "$file" "$corpus/seed-$n/"
        dirs+=("$corpus/seed-$n")
    done < <(find "tests/fuzz/corpus/$target" -type f -print0 | LC_ALL=C sort -z)
    dict=()
    [ -f "tests/fuzz/$target.dict" ] && dict=(-dict="tests/fuzz/$target.dict")
    log="$BUILD_DIR/$target.log"
    # A fixed seed: the same corpus and code mutate the same way on every run,
    # so a finding points at a change, not at luck.
    runs="${FUZZ_RUNS:-$(runs_for "$target")}"
    rm -f "$findings/$target-"*
    if "${norandom[@]}" "$BUILD_DIR/tests/fuzz/$target" -seed="${FUZZ_SEED:-1}" -runs="$runs" -max_total_time="$SECONDS_PER_TARGET" \
           -reload=0 -rss_limit_mb=2048 -timeout=10 \
           -print_final_stats=1 -artifact_prefix="$findings/$target-" "${dict[@]}" "${dirs[@]}" >"$log" 2>&1; then
        done_runs=$(awk '/stat::number_of_executed_units/{print $2}' "$log")
        echo "$target: ${done_runs:-?} of $runs inputs (at most ${SECONDS_PER_TARGET} s), no finding"
        passed=$((passed + 1))
    else
        echo "$target: FINDING (inputs kept in $findings):"
        grep -E 'FINDING|ERROR|runtime error|SUMMARY' "$log" | head -5
        for artifact in "$findings/$target-"*; do
            [ -f "$artifact" ] || continue
            echo "$(basename "$artifact") ($(stat -c %s "$artifact") bytes), base64:"
            head -c 16384 "$artifact" | base64 -w 100
        done
        failed=$((failed + 1))
    fi
    rm -rf "$corpus"
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" = 0 ]
