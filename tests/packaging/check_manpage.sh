#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The man page renders without a single groff warning, and documents every
# command and every option `binpack-cli --help` and `binpack-cli CMD --help`
# list, and the three exit codes.
# usage: check_manpage.sh PACKAGING_DIR BINPACK_CLI
set -euo pipefail
dir=$1 cli=$2
page=$dir/binpack-cli.1
fail=0

warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings=w -E UTF-8 -l "$page" 2>&1 >/dev/null || true)
if [[ -n $warnings ]]; then
    echo "man -l $page warns:"; echo "$warnings"; fail=1
fi
text=$(LC_ALL=C.UTF-8 MANWIDTH=200 man -E UTF-8 -l "$page" 2>/dev/null | col -b)

commands=$("$cli" --help | awk '/^Commands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{on=0}')
[[ -n $commands ]] || { echo "no commands found in binpack-cli --help"; exit 1; }
for cmd in $commands; do
    if ! grep -qE "^ +$cmd( |$)" <<<"$text"; then
        echo "command not documented: $cmd"; fail=1
    fi
    for opt in $("$cli" "$cmd" --help 2>&1 | grep -oE -- '(^|[ ,\[|])--[a-z][a-z-]*' | grep -oE -- '--[a-z-]+' | sort -u); do
        if ! grep -qF -- "$opt" <<<"$text"; then
            echo "option not documented: $cmd $opt"; fail=1
        fi
    done
done
for opt in --help --version; do
    grep -qF -- "$opt" <<<"$text" || { echo "option not documented: $opt"; fail=1; }
done
exit_section=$(awk '/^EXIT STATUS/{on=1; next} /^[A-Z]/{on=0} on' <<<"$text")
for code in 0 1 2; do
    grep -qE "^ +$code$|^ +$code " <<<"$exit_section" || { echo "exit code $code not documented"; fail=1; }
done
[[ $fail == 0 ]] && echo "man page: $(wc -w <<<"$commands") commands, options and exit codes documented, no warnings"
exit $fail
