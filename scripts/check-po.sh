#!/usr/bin/env bash
# Checks Photo Sort's translations against its sources: each catalogue in Sources/koloda-photos/po/
# compiles with msgfmt --check (formats and plurals agree) and translates every text the sources
# mark now (msgcmp against a template made afresh), none fuzzy. `make po` updates them.
set -euo pipefail
cd "$(dirname "$0")/.."
template=$(mktemp)
trap 'rm -f "$template"' EXIT
bash scripts/po-template.sh > "$template"
for catalog in Sources/koloda-photos/po/*.po; do
    msgfmt --check -o /dev/null "$catalog"
    msgcmp "$catalog" "$template" || { echo "check-po: $catalog lacks a translation of the text above: run make po and translate it" >&2; exit 1; }
done
echo "check-po: $(ls Sources/koloda-photos/po/*.po | wc -l) translation(s) of Photo Sort complete"
