#!/usr/bin/env bash
# The README's first program is Examples/HelloDeck, and the documentation's saving example
# Examples/HelloDeck's SavedDeck: the same text, and they build as a package of their own that
# depends on Koloda and imports only its library products.
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
rm -f .build-hello/debug/HelloDeck .build-hello/debug/SavedDeck
if ! output=$(cd Examples/HelloDeck && swift build --scratch-path ../../.build-hello 2>&1); then
    echo "$output" | grep -v 'prohibited flag' >&2
    echo "readme: the programs in README.md and SavingAndRestoring.md do not build as a package of their own" >&2
    exit 1
fi
echo "readme: the programs in README.md and SavingAndRestoring.md build as a package of their own"
