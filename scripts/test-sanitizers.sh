#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The test suite again, built with AddressSanitizer and UndefinedBehaviorSanitizer
# (BP_SANITIZE=ON, Debug): any report fails the test that triggered it.
# Leak reports from Qt and fontconfig internals are suppressed in
# tests/sanitizers/lsan.supp, each with its reason.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build-asan}"
cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Debug -DBP_SANITIZE=ON -DBP_BUILD_BENCH=OFF \
      ${CXX_FOR_SANITIZERS:+-DCMAKE_CXX_COMPILER=$CXX_FOR_SANITIZERS} >/dev/null
cmake --build "$BUILD_DIR" -j2
# LeakSanitizer stops the process's threads with ptrace at exit; a container
# that forbids ptrace makes it abort every test ("LeakSanitizer has
# encountered a fatal error") whatever the code does. Probe it once on a small
# suite: where it cannot run, leak checking is off (and said so loudly), and
# ASan's memory errors and UBSan still fail the tests.
leaks=1
if ! probe=$(ASAN_OPTIONS=detect_leaks=1 "$BUILD_DIR/tests/test_quantity" 2>&1) \
        && grep -q "LeakSanitizer has encountered a fatal error\|LeakSanitizer does not work" <<<"$probe"; then
    leaks=0
    echo "sanitizers: LeakSanitizer cannot run on this machine (ptrace refused); leak checking is OFF for this run"
fi
export ASAN_OPTIONS="detect_leaks=$leaks:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$BUILD_DIR" --output-on-failure -j2
