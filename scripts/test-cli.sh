#!/usr/bin/env bash
# Checks the `koloda simulate` command line from outside: outputs, exit statuses and messages.
set -u
koloda=${1:?usage: test-cli.sh PATH-TO-KOLODA}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

check() {
    local name=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: $name" >&2
    fi
}

# Every example runs, writes valid JSON to -o, and the same bytes twice.
for example in Examples/*.json; do
    out="$work/$(basename "$example" .json).trace.json"
    check "$example runs" "$koloda" simulate "$example" -o "$out"
    check "$example is JSON" python3 -c "import json,sys; t=json.load(open(sys.argv[1])); assert t['frames'] and 'events' in t" "$out"
    check "$example is deterministic" bash -c "'$koloda' simulate '$example' | cmp -s - '$out'"
done

# Standard input.
check "reads - as standard input" bash -c "'$koloda' simulate - < Examples/undo.json | cmp -s - '$work/undo.trace.json'"

# A bad scenario: status 2, one line naming the JSON path, nothing written.
echo '{"deck": {"cards": 5, "widht": 3}}' > "$work/bad.json"
"$koloda" simulate "$work/bad.json" -o "$work/never.json" 2> "$work/stderr"
status=$?
check "bad scenario exits 2" test "$status" -eq 2
check "bad scenario names the key" grep -q '\$.deck.widht: unknown key' "$work/stderr"
check "bad scenario prints one line" test "$(wc -l < "$work/stderr")" -eq 1
check "bad scenario writes nothing" test ! -e "$work/never.json"

echo 'not json' | "$koloda" simulate - > "$work/stdout" 2> "$work/stderr"
check "invalid JSON exits 2" test $? -eq 2
check "invalid JSON writes nothing to stdout" test ! -s "$work/stdout"
"$koloda" simulate "$work/missing.json" 2> /dev/null
check "a missing file exits 2" test $? -eq 2
"$koloda" simulate Examples/undo.json -o "$work/no/such/dir/trace.json" 2> "$work/stderr"
check "an unwritable path exits 2" test $? -eq 2

echo "cli: $passed passed, $failed failed"
test "$failed" -eq 0
