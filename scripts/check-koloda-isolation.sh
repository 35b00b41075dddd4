#!/bin/bash
# Koloda's view and protocols are isolated to the main actor with @preconcurrency: Swift 5 code
# uses them from code that is not on the main actor without a word, as it used Koloda's (whose view
# inherits UIView's @preconcurrency isolation), and Swift 6 code is told. Type-checks Examples/KolodaStyle/Isolation/CallFromElsewhere.swift in both language
# modes against the modules that Examples/KolodaStyle's build made (run that first).
set -euo pipefail
cd "$(dirname "$0")/../Examples/KolodaStyle"
file=Isolation/CallFromElsewhere.swift
flags=(-typecheck -I .build/debug/Modules
    -Xcc -fmodule-map-file=.build/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap)
swift5=$(swiftc "${flags[@]}" -swift-version 5 "$file" 2>&1) || true
if [ -n "$swift5" ]; then
    echo "check-koloda-isolation: Swift 5 code that calls a delegate from outside the main actor is told something:" >&2
    echo "$swift5" >&2
    exit 1
fi
swift6=$(swiftc "${flags[@]}" -swift-version 6 "$file" 2>&1) || true
for expected in "call to main actor-isolated instance method 'koloda(_:didSwipeCardAt:in:)' in a synchronous nonisolated context" \
    "main actor-isolated property 'dataSource' can not be referenced from a nonisolated context"; do
    if ! grep -qF "$expected" <<<"$swift6"; then
        echo "check-koloda-isolation: Swift 6 code that uses the deck from outside the main actor is not told ($expected):" >&2
        echo "$swift6" >&2
        exit 1
    fi
done
echo "check-koloda-isolation: Swift 5 silent, Swift 6 told"
