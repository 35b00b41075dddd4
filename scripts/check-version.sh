#!/usr/bin/env bash
# One version everywhere: the command line's `--version`, the apps' About dialogs, the README's
# dependency line, the CHANGELOG's newest section and Photo Sort's newest AppStream release must
# name the same version.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=$(sed -n 's/.*version: "koloda \([0-9][0-9.]*\)".*/\1/p' Sources/KolodaCLI/Koloda.swift)
readme=$(sed -n 's/.*from: "\([0-9][0-9.]*\)".*/\1/p' README.md | head -n 1)
changelog=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
apps=$(sed -n 's/^package let appVersion = "\([0-9][0-9.]*\)"/\1/p' Sources/KolodaAppSupport/Version.swift)
metainfo=$(sed -n 's/.*<release version="\([0-9][0-9.]*\)".*/\1/p' data/org.koloda.PhotoSort.metainfo.xml | head -n 1)
if [ -z "$cli" ] || [ "$cli" != "$readme" ] || [ "$cli" != "$changelog" ] || [ "$cli" != "$apps" ] || [ "$cli" != "$metainfo" ]; then
    echo "version: koloda --version says '$cli', the README '$readme', the CHANGELOG's newest section '$changelog'," \
        "the apps '$apps', Photo Sort's metainfo '$metainfo'" >&2
    exit 1
fi
echo "version: $cli everywhere"
