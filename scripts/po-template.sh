#!/usr/bin/env bash
# Writes Photo Sort's translation template (the gettext domain koloda-photos) to standard output:
# the text its Swift sources mark with tr() and trn() (read by xgettext's C lexer, which Swift's
# string literals and comments suit), its GtkBuilder files' translatable properties and its
# GSettings schema's summaries and descriptions, from the files in Sources/koloda-photos/po/POTFILES.
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(grep -v '^#' Sources/koloda-photos/po/POTFILES)
template=$(mktemp)
trap 'rm -f "$template"' EXIT
# shellcheck disable=SC2086
xgettext --language=C --keyword=tr --keyword=trn:1,2 --from-code=UTF-8 --add-comments=TRANSLATORS: \
    --package-name=koloda-photos --sort-by-file \
    -o "$template" $(echo "$files" | grep '\.swift$')
# shellcheck disable=SC2086
xgettext --from-code=UTF-8 --add-comments=TRANSLATORS: --join-existing --sort-by-file -o "$template" $(echo "$files" | grep -v '\.swift$')
cat "$template"
