#!/usr/bin/env bash
# The hand-off from a deck file to code: for each example scenario and the two decks of
# Tests/HandOff (every option changed), `koloda options FILE --swift` prints code that compiles in
# a package of its own against KolodaEngine as written, builds options equal to the file's, and
# runs the scenario to the trace `koloda simulate` writes, byte for byte.
set -euo pipefail
koloda=$(realpath "${1:?usage: check-swift-handoff.sh PATH-TO-KOLODA}")
root=$(pwd)
package="$root/.build-handoff/package"
mkdir -p "$package/Sources/HandOff"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HandOff",
    dependencies: [.package(name: "Koloda", path: "$root")],
    targets: [
        .executableTarget(
            name: "HandOff",
            dependencies: [
                .product(name: "KolodaEngine", package: "Koloda"),
                .product(name: "KolodaScenario", package: "Koloda"),
            ])
    ]
)
SWIFT
cp Tests/HandOff/main.swift "$package/Sources/HandOff/main.swift"

files=(Examples/*.json Tests/HandOff/*.json)
{
    echo "import KolodaEngine"
    echo
    echo "let handedOff: [String: @Sendable () -> DeckOptions] = ["
    for file in "${files[@]}"; do
        echo "    \"$file\": {"
        "$koloda" options "$file" --swift | sed 's/^/        /'
        echo "        return options"
        echo "    },"
    done
    echo "]"
} > "$package/Sources/HandOff/Options.swift"

if ! output=$(cd "$package" && swift build --scratch-path "$root/.build-handoff/build" 2>&1); then
    echo "$output" | grep -v 'prohibited flag' >&2
    echo "handoff: the code of koloda options --swift does not compile against KolodaEngine" >&2
    exit 1
fi
program="$root/.build-handoff/build/debug/HandOff"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for file in "${files[@]}"; do
    "$program" "$file" "$file" > "$work/handed-off.json"
    "$koloda" simulate "$file" -o "$work/simulated.json"
    if ! cmp -s "$work/handed-off.json" "$work/simulated.json"; then
        echo "handoff: $file: the options of the Swift code give another trace than koloda simulate" >&2
        exit 1
    fi
done
echo "handoff: the Swift code of ${#files[@]} deck blocks compiles and builds the same decks as koloda simulate"
