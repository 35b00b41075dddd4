#!/usr/bin/env bash
# One version everywhere: the command line's `--version`, the README's dependency line and the
# CHANGELOG's newest section must name the same version.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=$(sed -n 's/.*version: "koloda \([0-9][0-9.]*\)".*/\1/p' Sources/koloda/Koloda.swift)
readme=$(sed -n 's/.*from: "\([0-9][0-9.]*\)".*/\1/p' README.md | head -n 1)
changelog=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
if [ -z "$cli" ] || [ "$cli" != "$readme" ] || [ "$cli" != "$changelog" ]; then
    echo "version: koloda --version says '$cli', the README '$readme', the CHANGELOG's newest section '$changelog'" >&2
    exit 1
fi
echo "version: $cli everywhere"
