#!/usr/bin/env bash
# Brings Photo Sort's translations (Sources/koloda-photos/po/*.po) in line with its sources: new
# text is added untranslated, changed text marked fuzzy, text gone made obsolete. `make po`.
set -euo pipefail
cd "$(dirname "$0")/.."
template=$(mktemp)
trap 'rm -f "$template"' EXIT
bash scripts/po-template.sh > "$template"
for catalog in Sources/koloda-photos/po/*.po; do
    msgmerge --quiet --update --backup=none --sort-by-file "$catalog" "$template"
    msgfmt --check --statistics -o /dev/null "$catalog"
done
