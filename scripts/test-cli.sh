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

# koloda preview, with no display at all.
preview() { env -u DISPLAY -u WAYLAND_DISPLAY "$koloda" preview "$@"; }
check "preview renders every output" preview Examples/swipe-right.json --frames "$work/frames" --sheet "$work/sheet.png" \
    --animation "$work/anim.webp" --chart "$work/chart.png"
check "preview writes one PNG per frame" test "$(ls "$work/frames" | grep -c '^frame-[0-9]\{4\}\.png$')" -eq 121
check "preview's sheet is a PNG" bash -c "head -c 8 '$work/sheet.png' | od -An -tx1 | grep -q '89 50 4e 47'"
check "preview's animation is a WebP" bash -c "head -c 12 '$work/anim.webp' | tail -c 4 | grep -q WEBP"
preview Examples/swipe-right.json --sheet "$work/sheet2.png" --animation "$work/anim2.webp" --chart "$work/chart2.png" --frames "$work/frames2"
check "preview is byte-identical across runs" bash -c "cmp -s '$work/sheet.png' '$work/sheet2.png' && cmp -s '$work/anim.webp' '$work/anim2.webp' && cmp -s '$work/chart.png' '$work/chart2.png' && diff -r -q '$work/frames' '$work/frames2' > /dev/null"
preview Examples/swipe-right.json --sheet "$work/sheet3.png" --chart "$work/no/such/dir/chart.png" 2> "$work/stderr"
check "an unwritable preview path exits 2" test $? -eq 2
check "an unwritable preview path prints one line" test "$(wc -l < "$work/stderr")" -eq 1
check "a failed preview writes nothing" bash -c "test ! -e '$work/sheet3.png' && ! ls -a '$work' | grep -q koloda-"
preview "$work/bad.json" --sheet "$work/sheet4.png" 2> /dev/null
check "preview of a bad scenario exits 2" test $? -eq 2
check "preview of a bad scenario writes nothing" test ! -e "$work/sheet4.png"
preview Examples/swipe-right.json 2> /dev/null
check "preview without an output exits 2" test $? -eq 2
preview Examples/swipe-right.json --sheet "$work/s.png" --scale 0 2> /dev/null
check "preview with a bad scale exits 2" test $? -eq 2

# The pictures the README shows are what the command makes now.
preview Examples/swipe-right.json --sheet "$work/readme-sheet.png" --sheet-frames 8 --scale 0.5
check "docs/swipe-right-sheet.png is up to date (make docs-pictures)" cmp -s "$work/readme-sheet.png" docs/swipe-right-sheet.png
preview Examples/swipe-right.json --chart "$work/readme-chart.png" --scale 0.8
check "docs/swipe-right-chart.png is up to date (make docs-pictures)" cmp -s "$work/readme-chart.png" docs/swipe-right-chart.png

echo "cli: $passed passed, $failed failed"
test "$failed" -eq 0
