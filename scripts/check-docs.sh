#!/usr/bin/env bash
# Builds the DocC catalogs of the public libraries and fails on any warning (a broken link, an
# undocumented parameter, an ambiguous reference).
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# convert LIBRARY GRAPHS: builds Sources/LIBRARY/LIBRARY.docc with the library's symbol graph
# from the folder GRAPHS, and says whether DocC had anything to say.
convert() {
    local library=$1 graphs=$2
    mkdir -p "$work/$library-graphs"
    cp "$graphs/$library.symbols.json" "$work/$library-graphs/"
    docc convert "Sources/$library/$library.docc" --additional-symbol-graph-dir "$work/$library-graphs" \
        --fallback-display-name "$library" --fallback-bundle-identifier "org.koloda.$library" \
        --output-path "$work/$library.doccarchive" > "$work/$library.log" 2>&1
    if grep -E "warning|error" "$work/$library.log"; then
        echo "docs: $library has documentation problems" >&2
        status=1
    else
        echo "docs: $library builds cleanly"
    fi
}

swift package dump-symbol-graph --minimum-access-level public > /dev/null
graphs="$(swift build --show-bin-path)/../symbolgraph"
for library in KolodaEngine KolodaHostCore KolodaHost KolodaScenario KolodaGtk KolodaAppSupport KolodaTune; do convert "$library" "$graphs"; done
# Koloda and KolodaSwiftUI compile on Apple's platforms only: their symbols come from
# AppleHostsCheck, which compiles them against the stand-in UIKit and SwiftUI.
(cd AppleHostsCheck && swift package dump-symbol-graph --minimum-access-level public > /dev/null)
apple_graphs="$(cd AppleHostsCheck && swift build --show-bin-path)/../symbolgraph"
for library in Koloda KolodaSwiftUI; do convert "$library" "$apple_graphs"; done
exit $status
