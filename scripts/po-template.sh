#!/usr/bin/env bash
# Writes a translation template to standard output:
#   po-template.sh koloda-photos   Photo Sort's (the files in Sources/koloda-photos/po/POTFILES):
#                                  the text its Swift sources mark with tr() and trn() (read by
#                                  xgettext's C lexer, which Swift's string literals and comments
#                                  suit), its GtkBuilder files' translatable properties and its
#                                  GSettings schema's summaries and descriptions;
#   po-template.sh koloda-1        the deck's own words (library/po/POTFILES): the text KolodaHost
#                                  marks with DeckWords.tr() and N_().
set -euo pipefail
cd "$(dirname "$0")/.."
domain=${1:?usage: scripts/po-template.sh koloda-photos|koloda-1}
case "$domain" in
    koloda-photos) folder=Sources/koloda-photos/po ;;
    koloda-1) folder=library/po ;;
    *) echo "po-template: no domain $domain" >&2; exit 2 ;;
esac
files=$(grep -v '^#' "$folder/POTFILES")
template=$(mktemp)
trap 'rm -f "$template"' EXIT
# shellcheck disable=SC2086
xgettext --language=C --keyword=tr --keyword=trn:1,2 --keyword=N_ --from-code=UTF-8 --add-comments=TRANSLATORS: \
    --package-name="$domain" --sort-by-file \
    -o "$template" $(echo "$files" | grep '\.swift$')
others=$(echo "$files" | grep -v '\.swift$' || true)
if [ -n "$others" ]; then
    # shellcheck disable=SC2086
    xgettext --from-code=UTF-8 --add-comments=TRANSLATORS: --join-existing --sort-by-file -o "$template" $others
fi
cat "$template"
