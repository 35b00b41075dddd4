#!/usr/bin/env bash
# The README's first program is Examples/HelloDeck: the same text, and it builds as a package of
# its own that depends on Koloda and imports only its library products.
set -euo pipefail
program=Examples/HelloDeck/Sources/HelloDeck/main.swift
readme=$(awk '/^<!-- Examples\/HelloDeck/{found=1; next} found && /^```swift$/{inside=1; next} inside && /^```$/{exit} inside' README.md)
if [ "$readme" != "$(cat "$program")" ]; then
    echo "readme: the program in README.md differs from $program" >&2
    diff <(echo "$readme") "$program" >&2 || true
    exit 1
fi
rm -f .build-hello/debug/HelloDeck
if ! output=$(cd Examples/HelloDeck && swift build --scratch-path ../../.build-hello 2>&1); then
    echo "$output" | grep -v 'prohibited flag' >&2
    echo "readme: the program in README.md does not build as a package of its own" >&2
    exit 1
fi
echo "readme: the program in README.md builds as a package of its own"
