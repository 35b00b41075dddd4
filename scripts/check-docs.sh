#!/usr/bin/env bash
# Builds the DocC catalogs of the public libraries and fails on any warning (a broken link, an
# undocumented parameter, an ambiguous reference).
set -euo pipefail
swift package dump-symbol-graph --minimum-access-level public > /dev/null
graphs="$(swift build --show-bin-path)/../symbolgraph"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for library in KolodaEngine KolodaScenario KolodaGtk KolodaTune; do
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
done
# KolodaUIKit compiles on Apple's platforms only: its symbols come from AppleHostsCheck, which
# compiles it against the stand-in UIKit.
(cd AppleHostsCheck && swift package dump-symbol-graph --minimum-access-level public > /dev/null)
mkdir -p "$work/KolodaUIKit-graphs"
cp "$(cd AppleHostsCheck && swift build --show-bin-path)/../symbolgraph/KolodaUIKit.symbols.json" "$work/KolodaUIKit-graphs/"
docc convert Sources/KolodaUIKit/KolodaUIKit.docc --additional-symbol-graph-dir "$work/KolodaUIKit-graphs" \
    --fallback-display-name KolodaUIKit --fallback-bundle-identifier org.koloda.KolodaUIKit \
    --output-path "$work/KolodaUIKit.doccarchive" > "$work/KolodaUIKit.log" 2>&1
if grep -E "warning|error" "$work/KolodaUIKit.log"; then
    echo "docs: KolodaUIKit has documentation problems" >&2
    status=1
else
    echo "docs: KolodaUIKit builds cleanly"
fi
exit $status
