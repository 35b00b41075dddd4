#!/usr/bin/env bash
# Installs Photo Sort into a prefix of its own (scripts/install-apps.sh) and checks the install as
# a desktop would use it: the desktop file and the metainfo validate where they were installed
# and carry their German translation, the icon is where the desktop file names it, `gsettings`
# finds the settings' schema, and the program started through bin/ finds its resources and shows
# a folder (under the X server DISPLAY names).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
state=$(mktemp -d)
photos=$(mktemp -d)
trap 'rm -rf "$prefix" "$state" "$photos"' EXIT
bash scripts/install-apps.sh "$prefix" > /dev/null
desktop-file-validate "$prefix/share/applications/org.koloda.PhotoSort.desktop"
appstreamcli validate --no-net "$prefix/share/metainfo/org.koloda.PhotoSort.metainfo.xml" > /dev/null
grep -qx 'Name\[de\]=Fotos sortieren' "$prefix/share/applications/org.koloda.PhotoSort.desktop"
grep -q '<name xml:lang="de">Fotos sortieren</name>' "$prefix/share/metainfo/org.koloda.PhotoSort.metainfo.xml"
icon=$(sed -n 's/^Icon=//p' "$prefix/share/applications/org.koloda.PhotoSort.desktop")
test -f "$prefix/share/icons/hicolor/scalable/apps/$icon.svg"
GSETTINGS_SCHEMA_DIR="$prefix/share/glib-2.0/schemas" gsettings get org.koloda.PhotoSort culling-pace > /dev/null
convert -size 60x80 xc:#806090 "$photos/a.jpg"
XDG_STATE_HOME="$state" XDG_CONFIG_HOME="$state" GSETTINGS_BACKEND=keyfile GTK_A11Y=none "$prefix/bin/koloda-photos" --events "$photos" > "$state/events" 2>&1 &
app=$!
for _ in $(seq 150); do
    grep -q '"name":"folder"' "$state/events" && break
    sleep 0.2
done
kill "$app" 2> /dev/null || true
wait "$app" 2> /dev/null || true
ready=$(grep -m 1 '"name":"folder"' "$state/events" || true)
case "$ready" in
    *'"photos":1'*) echo "install-apps: installed, validated, and the installed Photo Sort shows a folder" ;;
    *) echo "install-apps: the installed Photo Sort did not show the folder (got '$ready')" >&2; exit 1 ;;
esac
