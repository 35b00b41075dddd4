#!/usr/bin/env bash
# The translations, each against a template made afresh from its sources (scripts/po-template.sh):
# Photo Sort's (Sources/koloda-photos/po/*.po, the domain koloda-photos) and the deck's own words
# (library/po/*.po, the domain koloda-1):
#   po.sh update   merges the templates in (`make po`): new text is added untranslated, changed
#                  text marked fuzzy, text gone made obsolete;
#   po.sh check    (`make test`) fails unless each catalogue compiles with msgfmt --check (formats
#                  and plurals agree) and translates every text the sources mark, none fuzzy
#                  (msgcmp).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?usage: scripts/po.sh update|check}
template=$(mktemp)
trap 'rm -f "$template"' EXIT
for domain in koloda-photos:Sources/koloda-photos/po koloda-1:library/po; do
    folder=${domain#*:}
    bash scripts/po-template.sh "${domain%%:*}" > "$template"
    for catalog in "$folder"/*.po; do
        case "$mode" in
            update) msgmerge --quiet --update --backup=none --sort-by-file "$catalog" "$template" ;;
            check) msgcmp "$catalog" "$template" || { echo "po: $catalog lacks a translation of the text above: run make po and translate it" >&2; exit 1; } ;;
            *) echo "usage: scripts/po.sh update|check" >&2; exit 2 ;;
        esac
        msgfmt --check -o /dev/null "$catalog"
    done
    [ "$mode" = check ] && echo "po: $(ls "$folder"/*.po | wc -l) translation(s) of ${domain%%:*} complete"
done
exit 0
