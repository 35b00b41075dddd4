#!/usr/bin/env bash
# The README's first program is Examples/HelloDeck, and the documentation's saving example
# Examples/HelloDeck's SavedDeck: the same text, and they build as a package of their own that
# depends on Koloda and imports only its library products. TunedDeck is the first program with
# the README's two lines of the Tune panel, and Ctrl+Shift+T opens its panel's window.
set -euo pipefail

# The Swift code block that follows the marker naming `program` in `document`.
block() {
    awk -v marker="<!-- $2:" 'index($0, marker) == 1 {found=1; next} found && /^```swift$/{inside=1; next} inside && /^```$/{exit} inside' "$1"
}

for pair in "README.md Examples/HelloDeck/Sources/HelloDeck/main.swift" \
    "Sources/KolodaEngine/KolodaEngine.docc/SavingAndRestoring.md Examples/HelloDeck/Sources/SavedDeck/main.swift"; do
    set -- $pair
    if [ "$(block "$1" "$2")" != "$(cat "$2")" ]; then
        echo "readme: the program in $1 differs from $2" >&2
        diff <(block "$1" "$2") "$2" >&2 || true
        exit 1
    fi
done
tuned=Examples/HelloDeck/Sources/TunedDeck/main.swift
added=$(diff Examples/HelloDeck/Sources/HelloDeck/main.swift "$tuned" | sed -n 's/^> *//p' || true)
if [ "$added" != "$(block README.md "$tuned")" ]; then
    echo "readme: $tuned is not the first program with the README's lines of the Tune panel" >&2
    diff <(echo "$added") <(block README.md "$tuned") >&2 || true
    exit 1
fi
rm -f .build-hello/debug/HelloDeck .build-hello/debug/SavedDeck .build-hello/debug/TunedDeck .build-hello/debug/MainActorDeck
if ! output=$(cd Examples/HelloDeck && swift build --scratch-path ../../.build-hello 2>&1); then
    echo "$output" | grep -v 'prohibited flag' >&2
    echo "readme: the programs in README.md and SavingAndRestoring.md do not build as a package of their own" >&2
    exit 1
fi
# The tuned program's window, then Ctrl+Shift+T in it: a window named Tune opens.
if ! xvfb-run --auto-servernum --server-args="-screen 0 1280x1024x24 -nolisten tcp -noreset" bash -c '
    .build-hello/debug/TunedDeck > /dev/null 2>&1 & app=$!
    trap "kill $app 2> /dev/null" EXIT
    for _ in $(seq 50); do window=$(xdotool search --name "^Places$" 2> /dev/null | head -n 1) && [ -n "$window" ] && break; sleep 0.2; done
    [ -n "$window" ] || { echo "no Places window" >&2; exit 1; }
    sleep 1
    xdotool mousemove 100 100 click 1 key ctrl+shift+t
    for _ in $(seq 50); do xdotool search --name "^Tune$" > /dev/null 2>&1 && exit 0; sleep 0.2; done
    echo "no Tune window after Ctrl+Shift+T" >&2; exit 1'; then
    echo "readme: the README's two lines do not open the Tune panel" >&2
    exit 1
fi
# A deck in a program that runs GLib's main loop itself: its main actor runs there.
xvfb-run --auto-servernum --server-args="-screen 0 1280x1024x24 -nolisten tcp -noreset" .build-hello/debug/MainActorDeck 2> /dev/null
echo "readme: the programs in README.md and SavingAndRestoring.md build as a package of their own, and Ctrl+Shift+T opens the tuned deck's panel"
