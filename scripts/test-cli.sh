#!/usr/bin/env bash
# Checks the `koloda simulate` command line from outside: outputs, exit statuses and messages.
set -u
koloda=$(realpath "${1:?usage: test-cli.sh PATH-TO-KOLODA}")
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

# Extreme and hostile input: each refused within a second with one printable line and exit 2,
# or run to a valid trace; nothing written on refusal.
refuses() { # name, expected text, then the scenario text on standard input
    local name=$1 expected=$2
    timeout 10 "$koloda" simulate - -o "$work/hostile.json" > /dev/null 2> "$work/stderr"
    local status=$?
    check "$name exits 2" test "$status" -eq 2
    check "$name says so in one line" test "$(wc -l < "$work/stderr")" -eq 1
    check "$name names the problem" grep -qF -- "$expected" "$work/stderr"
    check "$name writes nothing" test ! -e "$work/hostile.json"
}
echo '{"deck":{"visibleCards":999999999999999}}' | refuses "a huge visibleCards" '$.deck.visibleCards: expected an integer in 0...1000'
echo '{"deck":{"cards":1},"events":[{"t":0.1,"type":"insert","start":0,"end":999999999999999}]}' | refuses "a huge insert" '$.events[0].end:'
echo '{"deck":{"width":1.7e308}}' | refuses "a 1.7e308-wide deck" '$.deck.width: expected a number in [0, 100000]'
echo '{"deck":{"cards":1e400}}' | refuses "a number out of range" '$: not valid JSON at line 1, column 18: the number 1e400 is out of range'
echo '{"deck":{"cards":1,"cards":2}}' | refuses "a duplicate key" '$.deck.cards: duplicate key'
printf '\xef\xbb\xbf{}' | refuses "a byte-order mark" 'line 1, column 1: a byte-order mark is not allowed'
echo '{"events":[],}' | refuses "a trailing comma" 'line 1, column 14: expected a key in double quotes'
printf '{"a\\nb\\u0000c":1}' | refuses "a key with a newline and a NUL" '$.a\u{a}b\u{0}c: unknown key'
check "an escaped error holds no control character" bash -c "! LC_ALL=C grep -q '[[:cntrl:]]' '$work/stderr'"
python3 -c "
import json
events = [{'t': 0.1, 'type': 'insert', 'start': 0, 'end': 1000000000} for _ in range(3000)]
json.dump({'deck': {'cards': 1}, 'duration': 0.2, 'events': events}, open('$work/inserts.json', 'w'))"
check "thousands of huge inserts run to a trace" timeout 120 "$koloda" simulate "$work/inserts.json" -o "$work/inserts.trace.json"
echo '{"deck":{"appearAnimation":false},"duration":0.5,"events":[{"t":0.1,"type":"swipe","direction":"right"},{"t":0.15,"type":"remove","start":0,"end":1}]}' \
    | "$koloda" simulate - -o "$work/removed.json"
check "a removed card is listed with a null index" python3 -c "
import json, sys
frames = json.load(open(sys.argv[1]))['frames']
assert any(card['index'] is None for frame in frames for card in frame['cards'])
assert all(card['index'] is None or card['index'] >= 0 for frame in frames for card in frame['cards'])" "$work/removed.json"
python3 -c "
import json
events = [{'t': i / 20000, 'type': 'swipe', 'direction': 'left'} for i in range(20000)]
json.dump({'deck': {'cards': 1000000, 'appearAnimation': False}, 'fps': 2, 'duration': 1.5, 'events': events}, open('$work/swipes.json', 'w'))"
check "20000 swipes in one second run to a trace" timeout 120 "$koloda" simulate "$work/swipes.json" -o "$work/swipes.trace.json"
refuses_preview() { # name, expected text, then preview arguments
    local name=$1 expected=$2
    shift 2
    (cd "$work" && timeout 10 env -u DISPLAY "$koloda" preview "$@" 2> "$work/stderr")
    local status=$?
    check "$name exits 2" test "$status" -eq 2
    check "$name says so in one line" test "$(wc -l < "$work/stderr")" -eq 1
    check "$name names the problem" grep -qF -- "$expected" "$work/stderr"
    check "$name leaves nothing behind" bash -c "! ls -a '$work' | grep -q -e koloda- -e '^big\.' -e '^frames-big'"
}
echo '{"deck":{},"duration":4}' > "$work/long.json"
refuses_preview "a contact sheet past cairo's limit" "cairo draws at most 32767 on a side" long.json --sheet big.png --scale 8 --sheet-frames 200
refuses_preview "an animation past the pixel budget" "more than 2000000000 pixels" long.json --animation big.webp --scale 8
echo '{"deck":{"width":100000,"height":100000}}' > "$work/wide.json"
refuses_preview "frames past cairo's limit" "a frame would be" wide.json --frames frames-big

# The deck's state from outside: five swipes, five undos 50 ms apart announce didRewind 4 to 0;
# a saved state restored onto a deck that grew brings the saved card back on top, and undo brings
# back its last swipe; a state that does not fit is an error event and changes nothing.
python3 -c "
import json
swipes = [{'t': 0.1 + 0.3 * i, 'type': 'swipe', 'direction': 'right'} for i in range(5)]
undos = [{'t': 2 + 0.05 * i, 'type': 'revert'} for i in range(5)]
json.dump({'deck': {'appearAnimation': False}, 'duration': 3, 'events': swipes + undos}, open('$work/undos.json', 'w'))"
"$koloda" simulate "$work/undos.json" -o "$work/undos.trace.json"
check "five undos 50 ms apart announce didRewind 4, 3, 2, 1, 0" python3 -c "
import json, sys
events = json.load(open(sys.argv[1]))['events']
assert [e['index'] for e in events if e['name'] == 'didRewind'] == [4, 3, 2, 1, 0], events" "$work/undos.trace.json"
cat > "$work/state.json" <<'SCENARIO'
{"deck": {"cards": 5, "appearAnimation": false}, "duration": 2, "events": [
  {"t": 0.1, "type": "swipe", "direction": "right"}, {"t": 0.2, "type": "swipe", "direction": "left"},
  {"t": 0.6, "type": "saveState"},
  {"t": 0.7, "type": "restore", "count": 7, "state": {"version": 1, "currentIndex": 2, "count": 5, "history": [[0, "right"], [1, "left"]]}},
  {"t": 0.8, "type": "revert"},
  {"t": 1.5, "type": "restore", "state": {"version": 2, "currentIndex": 0, "count": 5, "history": []}}
]}
SCENARIO
"$koloda" simulate "$work/state.json" -o "$work/state.trace.json"
check "saveState records the state, restore brings it back, and a misfit is an error" python3 -c "
import json, sys
trace = json.load(open(sys.argv[1]))
events = trace['events']
state = next(e for e in events if e['name'] == 'state')['state']
assert state == {'version': 1, 'currentIndex': 2, 'count': 5, 'history': [[0, 'right'], [1, 'left']]}, state
names = [(e['name'], e.get('index')) for e in events if e['t'] > 0.65 and e['name'] in ('didShow', 'didRewind', 'didSwipe')]
assert names[:3] == [('didShow', 2), ('didRewind', 1), ('didShow', 1)], names
assert events[-1] == {'t': 1.5, 'name': 'error', 'message': 'restore: version 2 is not 1, the version this deck reads'}, events[-1]
assert trace['frames'][-1]['currentIndex'] == 1
restored = trace['scenario']['events'][3]
assert restored == {'t': 0.7, 'type': 'restore', 'state': state, 'count': 7}, restored" "$work/state.trace.json"
echo '{"events":[{"t":0,"type":"restore","state":{"version":1,"currentIndex":0,"count":1,"history":[[0,"up",2]]}}]}' \
    | refuses "a malformed state" '$.events[0].state.history[0]: expected [index, direction]'

# Prefetching from outside: the cards after the visible ones, the card undo would bring back, a
# cancel after a jump, and nearEnd when the window reaches past the last card.
echo '{"deck":{"cards":8,"prefetchCount":2,"appearAnimation":false},"duration":1,"events":[{"t":0.1,"type":"swipe","direction":"left"},{"t":0.5,"type":"showCard","index":6}]}' \
    | "$koloda" simulate - -o "$work/prefetch.json"
check "traces show prefetch, cancelPrefetch and nearEnd" python3 -c "
import json, sys
events = [e for e in json.load(open(sys.argv[1]))['events'] if e['name'] in ('prefetch', 'cancelPrefetch', 'nearEnd')]
assert events == [{'t': 0, 'name': 'prefetch', 'indexes': [3, 4]}, {'t': 0.1, 'name': 'prefetch', 'indexes': [5, 0]},
                  {'t': 0.5, 'name': 'cancelPrefetch', 'indexes': [4, 5]}, {'t': 0.5, 'name': 'nearEnd', 'remaining': 2}], events" "$work/prefetch.json"

# Version, formats by file name, and warnings that do not stop a run.
check "koloda --version names the version" bash -c "'$koloda' --version | grep -qE '^koloda [0-9]+\.[0-9]+\.[0-9]+$'"
preview Examples/swipe-right.json --sheet "$work/sheet.jpg" 2> "$work/stderr"
check "a .jpg sheet is refused" test $? -eq 2
check "a .jpg sheet says which formats" grep -qF -- "--sheet $work/sheet.jpg: name a .png or .webp file" "$work/stderr"
check "a refused sheet writes nothing" test ! -e "$work/sheet.jpg"
check "a .webp sheet and chart are WebP" bash -c "env -u DISPLAY '$koloda' preview Examples/swipe-right.json --sheet '$work/sheet.webp' --chart '$work/chart.webp' && head -c 12 '$work/sheet.webp' | tail -c 4 | grep -q WEBP && head -c 12 '$work/chart.webp' | tail -c 4 | grep -q WEBP"
echo '{"duration": 1, "events": [{"t": 2, "type": "reloadData"}, {"t": 3, "type": "reloadData"}]}' | "$koloda" simulate - > "$work/late.json" 2> "$work/stderr"
check "events after the duration still run to a trace" test $? -eq 0 -a -s "$work/late.json"
check "events after the duration are warned about" grep -qF 'koloda: warning: <stdin>: 2 events after the duration (1.0 s) will not run' "$work/stderr"
echo '{"duration": 2000, "fps": 60}' | "$koloda" simulate - -o "$work/long.trace.json" 2> "$work/stderr"
check "a duration past 100000 frames is warned about" grep -qF 'koloda: warning: <stdin>: 120001 frames' "$work/stderr"
printf '{\n  "deck": {\n    "cards": 3,\n  }\n}\n' | "$koloda" simulate - > /dev/null 2> "$work/stderr"
check "a syntax error names its line and column" grep -qF 'koloda: <stdin>: $: not valid JSON at line 4, column 3: expected a key in double quotes' "$work/stderr"

# The pictures the README shows are what the command makes now.
preview Examples/swipe-right.json --sheet "$work/readme-sheet.png" --sheet-frames 8 --scale 0.5
check "docs/swipe-right-sheet.png is up to date (make docs-pictures)" cmp -s "$work/readme-sheet.png" docs/swipe-right-sheet.png
preview Examples/swipe-right.json --chart "$work/readme-chart.png" --scale 0.8
check "docs/swipe-right-chart.png is up to date (make docs-pictures)" cmp -s "$work/readme-chart.png" docs/swipe-right-chart.png

# koloda options: the deck block as a deck file that runs as the scenario's deck did, and as Swift.
"$koloda" options Examples/background-layout.json > "$work/deck.json"
check "options prints a deck file that reads back the same" bash -c "'$koloda' options '$work/deck.json' | cmp -s - '$work/deck.json'"
check "the deck file has the scenario's deck, but for the user's reduced motion" python3 -c "
import json, sys
deck = json.load(open(sys.argv[1]))
assert list(deck) == ['deck'], deck
expected = json.load(open(sys.argv[2]))['scenario']['deck']
assert expected.pop('reduceMotion') is False, expected
assert deck['deck'] == expected, deck" "$work/deck.json" "$work/background-layout.trace.json"
echo '{"deck":{"layout":"background","visibleCards":3,"isLoop":true,"dragSpeed":"fast"}}' | "$koloda" options - --swift > "$work/options.swift"
check "options --swift prints the options that differ from the preset" diff - "$work/options.swift" <<'SWIFT'
var options = DeckOptions.background
options.countOfVisibleCards = 3
options.isLoop = true
// The data source's kolodaSpeedThatCardShouldDrag(_:) answers .fast.
SWIFT
"$koloda" options "$work/bad.json" --swift > "$work/stdout" 2> "$work/stderr"
check "options of a bad file exits 2" test $? -eq 2
check "options of a bad file prints one line and nothing else" bash -c "test \$(wc -l < '$work/stderr') -eq 1 && test ! -s '$work/stdout'"

echo "cli: $passed passed, $failed failed"
test "$failed" -eq 0
