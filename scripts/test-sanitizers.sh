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
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$BUILD_DIR" --output-on-failure -j2
