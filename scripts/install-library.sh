#!/usr/bin/env bash
# Builds libkoloda-1 (the GTK deck as a GObject library) and installs it as a GNOME library:
#   lib/libkoloda-1.so.0 (and the libkoloda-1.so link), include/koloda-1/koloda.h,
#   lib/pkgconfig/koloda-1.pc, share/gir-1.0/Koloda-1.gir, lib/girepository-1.0/Koloda-1.typelib,
#   share/vala/vapi/koloda-1.vapi and koloda-1.deps, share/locale/LANGUAGE/LC_MESSAGES/koloda-1.mo
# under DESTDIR/PREFIX. The Swift runtime is linked in (-static-stdlib), so the library needs
# nothing at run time but GTK's own libraries, and a version script exports only the functions
# that koloda.h declares.
#
# Usage: scripts/install-library.sh PREFIX [DESTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=${1:?usage: scripts/install-library.sh PREFIX [DESTDIR]}
destdir=${2:-}
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
scratch=.build-lib
header=Sources/CKolodaGtk/include/koloda.h
mkdir -p "$scratch"

# The exported functions: every one koloda.h declares, and the types' get_type functions that its
# macros declare.
{
    echo "KOLODA_1.0 {"
    echo "  global:"
    grep -v '^#' "$header" | grep -oE '\bkoloda_[a-z_]+ *\(' | tr -d ' (' | sort -u | sed 's/.*/    &;/'
    echo "    koloda_deck_get_type;"
    echo "  local: *;"
    echo "};"
} > "$scratch/koloda-1.map"

swift build -c release --product koloda-1 --scratch-path "$scratch" \
    -Xswiftc -static-stdlib \
    -Xlinker --version-script="$PWD/$scratch/koloda-1.map" -Xlinker -soname=libkoloda-1.so.0 \
    -Xlinker -z -Xlinker defs

stage="$scratch/stage"
rm -rf "$stage"
mkdir -p "$stage/lib" "$stage/include/koloda-1" "$stage/lib/pkgconfig" "$stage/share/gir-1.0" "$stage/lib/girepository-1.0" \
    "$stage/share/vala/vapi"
strip --strip-unneeded -o "$stage/lib/libkoloda-1.so.0" "$scratch/release/libkoloda-1.so"
ln -s libkoloda-1.so.0 "$stage/lib/libkoloda-1.so"
cp "$header" "$stage/include/koloda-1/koloda.h"
version=$(sed -n 's/.*version: "koloda \([0-9][0-9.]*\)".*/\1/p' Sources/KolodaCLI/Koloda.swift)
sed -e "s|@prefix@|$prefix|" -e "s|@version@|$version|" library/koloda-1.pc.in > "$stage/lib/pkgconfig/koloda-1.pc"

# The GIR, from the header and the doc comments beside the code; the scanner's dumper loads the
# staged library to read the types, properties and signals.
(
    cd "$stage"
    LD_LIBRARY_PATH="$PWD/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" g-ir-scanner --warn-all --quiet \
        --namespace=Koloda --nsversion=1 --identifier-prefix=Koloda --symbol-prefix=koloda \
        --include=Gtk-4.0 --pkg=gtk4 --pkg-export=koloda-1 --c-include=koloda.h \
        --library=koloda-1 --library-path="$PWD/lib" -I"$PWD/include/koloda-1" \
        --output=share/gir-1.0/Koloda-1.gir \
        include/koloda-1/koloda.h ../../Sources/CKolodaGtk/koloda_deck.c ../../Sources/CKolodaGtk/koloda_motion.c 2>&1 \
        | tee ../gir-warnings.txt
)
if [ -s "$scratch/gir-warnings.txt" ]; then
    echo "install-library: g-ir-scanner warned (above)" >&2
    exit 1
fi
g-ir-compiler "$stage/share/gir-1.0/Koloda-1.gir" --output="$stage/lib/girepository-1.0/Koloda-1.typelib"
# The option properties, installed from the engine's catalogue at run time, get their docs (unit,
# range, default) from the staged library itself.
GI_TYPELIB_PATH="$stage/lib/girepository-1.0" LD_LIBRARY_PATH="$stage/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    /usr/bin/python3 scripts/gir-catalogue-docs.py "$stage/share/gir-1.0/Koloda-1.gir" > /dev/null
vapigen --quiet --library=koloda-1 --pkg=gtk4 --metadatadir=library --girdir="$stage/share/gir-1.0" --directory="$stage/share/vala/vapi" \
    "$stage/share/gir-1.0/Koloda-1.gir" > "$scratch/vapigen.log" 2>&1 || { cat "$scratch/vapigen.log" >&2; exit 1; }
# A warning is a definition vapigen left out of the VAPI (a constructor named as a field was).
if [ -s "$scratch/vapigen.log" ]; then
    cat "$scratch/vapigen.log" >&2
    echo "install-library: vapigen warned (above)" >&2
    exit 1
fi
echo gtk4 > "$stage/share/vala/vapi/koloda-1.deps"
# The C API's reference, by gi-docgen, for Devhelp and the browser: share/doc/Koloda-1.
gi-docgen generate --quiet --fatal-warnings --config library/koloda-1.toml --output-dir "$stage/share/doc" \
    --add-include-path="$stage/share/gir-1.0" "$stage/share/gir-1.0/Koloda-1.gir"
# The deck's own words in each language of library/po: share/locale/LANGUAGE/LC_MESSAGES/koloda-1.mo,
# which the library finds beside itself.
for catalog in library/po/*.po; do
    language=$(basename "$catalog" .po)
    mkdir -p "$stage/share/locale/$language/LC_MESSAGES"
    msgfmt --check -o "$stage/share/locale/$language/LC_MESSAGES/koloda-1.mo" "$catalog"
done

mkdir -p "$destdir$prefix"
cp -a "$stage/." "$destdir$prefix/"
echo "install-library: installed libkoloda-1 under $destdir$prefix"
