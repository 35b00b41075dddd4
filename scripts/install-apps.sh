#!/usr/bin/env bash
# Builds Photo Sort and installs it as a desktop app under DESTDIR/PREFIX:
#   lib/koloda-photos/koloda-photos and its resource bundle, bin/koloda-photos (a link to it),
#   share/applications/org.koloda.PhotoSort.desktop, share/metainfo/org.koloda.PhotoSort.metainfo.xml
#   share/icons/hicolor/scalable/apps/org.koloda.PhotoSort.svg and its GSettings schema,
#   share/glib-2.0/schemas/org.koloda.PhotoSort.gschema.xml (compiled there, for `gsettings`, when
#   DESTDIR is empty; a package's install compiles it with its trigger). The program reads the
#   schema compiled into its resource bundle, so it runs wherever it is installed.
# The Swift runtime and Foundation are linked in (-static-stdlib), so it needs nothing at
# run time but GTK's, Exempi's, gexiv2's and LibRaw's libraries.
#
# Usage: scripts/install-apps.sh PREFIX [DESTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=${1:?usage: scripts/install-apps.sh PREFIX [DESTDIR]}
destdir=${2:-}
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
# The library's build folder and its compiler flags (scripts/install-library.sh), so the deck's
# modules compiled for the library serve the app too.
scratch=.build-lib

swift build -c release --product koloda-photos --scratch-path "$scratch" -Xswiftc -static-stdlib
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)

stage="$scratch/stage-apps"
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/lib/koloda-photos" "$stage/share/applications" "$stage/share/metainfo" \
    "$stage/share/icons/hicolor/scalable/apps" "$stage/share/glib-2.0/schemas"
# The program finds its resource bundle beside its real path, which the link in bin/ leads to.
cp "$bin/koloda-photos" "$stage/lib/koloda-photos/"
cp -R "$bin/Koloda_koloda-photos.resources" "$stage/lib/koloda-photos/"
ln -s ../lib/koloda-photos/koloda-photos "$stage/bin/koloda-photos"
# The desktop file and the metainfo with their translations (Sources/koloda-photos/po).
msgfmt --desktop --template data/org.koloda.PhotoSort.desktop -d Sources/koloda-photos/po \
    -o "$stage/share/applications/org.koloda.PhotoSort.desktop"
msgfmt --xml --template data/org.koloda.PhotoSort.metainfo.xml -d Sources/koloda-photos/po \
    -o "$stage/share/metainfo/org.koloda.PhotoSort.metainfo.xml"
cp data/org.koloda.PhotoSort.svg "$stage/share/icons/hicolor/scalable/apps/"
cp Sources/koloda-photos/Resources/org.koloda.PhotoSort.gschema.xml "$stage/share/glib-2.0/schemas/"

mkdir -p "$destdir$prefix"
cp -R "$stage/." "$destdir$prefix/"
if [ -z "$destdir" ]; then glib-compile-schemas "$prefix/share/glib-2.0/schemas"; fi
echo "install-apps: Photo Sort installed under $destdir$prefix"
