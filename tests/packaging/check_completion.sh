#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Drives the bash completion the way bash does (COMP_WORDS/COMP_CWORD) and
# checks what it offers: commands, each command's options (every option its
# --help lists), values of enumerated options, and profile, node and pod names
# read from the workspace on the command line.
# usage: check_completion.sh COMPLETION_FILE BINPACK_CLI WORKSPACE_DIR
set -uo pipefail
file=$1 cli=$2
# shellcheck source=/dev/null
source "$file"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

complete_line() { # words... -> the offered words, sorted, on one line
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="$*"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _binpack_cli
    printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}
expect() { # expected -- words...
    local want=$1; shift 2
    local got
    got=$(complete_line "$@")
    if [[ $got != "$want" ]]; then
        echo "FAIL: [$*] offered [$got], expected [$want]"; fail=1
    else
        echo "ok: [$*] -> [$got]"
    fi
}

cat >"$tmp/ws.binpack.yaml" <<'YAML'
apiVersion: binpack-studio/v1alpha1
kind: Workspace
profiles:                        # the first is the default
- name: binpack
  scheduler: kube-scheduler
  plugins:
    NodeResourcesFit:
      args:
        scoringStrategy:
          resources:
          - {name: cpu, weight: 3}
          - name: memory
            weight: 1
- scheduler: volcano
  name: "gpu-pack"   # a comment
nodes:
  - name: node1
    allocatable: {cpu: "8"}
  - name: 'node2'
pods:
- name: web
  containers:
  - name: c1
    requests: {cpu: "2"}
YAML
ws=$tmp/ws.binpack.yaml

expect "score simulate" -- binpack-cli s
expect "import import-cluster" -- binpack-cli imp
expect "--help --version" -- binpack-cli --
expect "binpack gpu-pack" -- binpack-cli score "$ws" --profile ""
expect "binpack,binpack binpack,gpu-pack" -- binpack-cli compare "$ws" --profiles binpack,
expect "node1 node2" -- binpack-cli explain "$ws" --node ""
expect "node1 node2" -- binpack-cli explain --profile binpack "$ws" --node ""
expect "web" -- binpack-cli score "$ws" --pod w
expect "json table" -- binpack-cli simulate "$ws" -o ""
expect "first random" -- kubectl-binpack simulate "$ws" --tie-break ""
expect "kubescheduler-v1beta1 kubescheduler-v1beta2 kubescheduler-v1beta3" -- binpack-cli export "$ws" --format kubescheduler-v1b
expect "volcano volcano-configmap" -- binpack-cli export "$ws" --format vol
expect "" -- binpack-cli score /nonexistent/ws.yaml --profile ""
expect "csv json table" -- binpack-cli compare "$ws" -o ""
expect "web" -- binpack-cli compare "$ws" --shape ""
expect "as-listed largest-first shuffled" -- binpack-cli generate "$ws" --order ""
expect "generate" -- binpack-cli gen

# every option a command's --help lists is offered after that command
commands=$("$cli" --help | awk '/^Commands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{on=0}')
for cmd in $commands; do
    offered=" $(complete_line binpack-cli "$cmd" "$ws" --) "
    for opt in $("$cli" "$cmd" --help 2>&1 | grep -oE -- '(^|[ ,\[|])--[a-z][a-z-]*' | grep -oE -- '--[a-z-]+' | sort -u); do
        if [[ $offered != *" $opt "* ]]; then
            echo "FAIL: binpack-cli $cmd: option $opt not offered (offered:$offered)"; fail=1
        fi
    done
done
[[ $fail == 0 ]] && echo "completion: all cases pass"
exit $fail
