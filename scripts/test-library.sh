#!/usr/bin/env bash
# Tests libkoloda-1 as a GNOME developer meets it: `make install PREFIX=DIR` (and with DESTDIR)
# lays out every file; the library exports only koloda_* functions, needs nothing at run time
# but GTK's own libraries and the C runtime, and is at most 10 MB stripped; the C example builds
# with pkg-config and as a Meson project, the Vala one with its VAPI; the documentation of the C
# API builds with gi-docgen without a warning; then, under Xvfb, the Python tests of the library,
# its cards' names read through AT-SPI from another process, and the four examples (Python,
# JavaScript, C, Vala) driven by real input, on a session bus so that a second launch goes to the
# running app; the Python tests of calls made from inside the deck's callbacks and from other
# threads; and, on a headless Wayland compositor, the touchpad's and the wheel's scrolls.
set -euo pipefail
cd "$(dirname "$0")/.."

# The README's Python app is Examples/Python/places.py, which the tests below drive.
readme=$(awk -v marker="<!-- Examples/Python/places.py:" 'index($0, marker) == 1 {found=1; next} found && /^```python$/{inside=1; next} inside && /^```$/{exit} inside' README.md)
if [ "$readme" != "$(cat Examples/Python/places.py)" ]; then
    echo "library: the Python app in README.md differs from Examples/Python/places.py" >&2
    diff <(echo "$readme") Examples/Python/places.py >&2 || true
    exit 1
fi

work=$(mktemp -d /tmp/koloda-library-XXXXXX)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
XVFB=(xvfb-run --auto-servernum --server-args="-screen 0 1280x1024x24 -nolisten tcp -noreset")

make --no-print-directory install PREFIX="$prefix" > "$work/install.log" 2>&1 || { cat "$work/install.log" >&2; exit 1; }
make --no-print-directory install PREFIX=/usr/local DESTDIR="$work/dest" > "$work/install-dest.log" 2>&1 \
    || { cat "$work/install-dest.log" >&2; exit 1; }

files="lib/libkoloda-1.so.0 lib/libkoloda-1.so include/koloda-1/koloda.h lib/pkgconfig/koloda-1.pc share/gir-1.0/Koloda-1.gir
lib/girepository-1.0/Koloda-1.typelib share/vala/vapi/koloda-1.vapi share/vala/vapi/koloda-1.deps share/locale/de/LC_MESSAGES/koloda-1.mo
share/locale/he/LC_MESSAGES/koloda-1.mo"
for file in $files; do
    [ -e "$prefix/$file" ] || { echo "library: make install PREFIX=$prefix did not install $file" >&2; exit 1; }
    [ -e "$work/dest/usr/local/$file" ] || { echo "library: make install DESTDIR=... did not install usr/local/$file" >&2; exit 1; }
done
grep -qx "prefix=/usr/local" "$work/dest/usr/local/lib/pkgconfig/koloda-1.pc" \
    || { echo "library: with DESTDIR, koloda-1.pc does not name the prefix /usr/local" >&2; exit 1; }
[ "$(readlink "$prefix/lib/libkoloda-1.so")" = libkoloda-1.so.0 ] || { echo "library: libkoloda-1.so is not a link to libkoloda-1.so.0" >&2; exit 1; }
library="$prefix/lib/libkoloda-1.so.0"
soname=$(readelf -d "$library" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = libkoloda-1.so.0 ] || { echo "library: soname '$soname', expected libkoloda-1.so.0" >&2; exit 1; }

# Exported: every defined global symbol, which must be koloda.h's.
exported=$(readelf -W --dyn-syms "$library" | awk '$5 == "GLOBAL" || $5 == "WEAK" { if ($7 != "UND" && $7 != "ABS") print $8 }' | sed 's/@.*//' | sort -u)
others=$(echo "$exported" | grep -v '^koloda_' || true)
[ -z "$others" ] || { echo "library: exports symbols that are not koloda_*: $(echo $others | head -c 400)" >&2; exit 1; }
for function in koloda_init koloda_deck_new koloda_deck_bind_model koloda_deck_swipe koloda_deck_undo koloda_deck_save_state; do
    echo "$exported" | grep -qx "$function" || { echo "library: does not export $function" >&2; exit 1; }
done
needed=$(readelf -d "$library" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
swift=$(echo "$needed" | grep -iE 'swift|Foundation|dispatch|Blocks' || true)
[ -z "$swift" ] || { echo "library: needs $swift at run time (the Swift runtime should be linked in)" >&2; exit 1; }
size=$(stat -c %s "$library")
[ "$size" -le 10485760 ] || { echo "library: $size bytes stripped, more than 10 MB" >&2; exit 1; }
echo "library: installed with its soname, $(echo "$exported" | wc -l) functions exported (all koloda_*), $((size / 1024)) KiB stripped; needs $(echo $needed)"

export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
export GI_TYPELIB_PATH="$prefix/lib/girepository-1.0"
export LD_LIBRARY_PATH="$prefix/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
cc -Wall -Werror Examples/C/places.c $(pkg-config --cflags --libs koloda-1) -o "$work/places-c"
meson setup "$work/meson" Examples/C > "$work/meson.log" 2>&1 && meson compile -C "$work/meson" >> "$work/meson.log" 2>&1 \
    || { cat "$work/meson.log" >&2; echo "library: the Meson project of the C example does not build" >&2; exit 1; }
valac --quiet --vapidir="$prefix/share/vala/vapi" --pkg koloda-1 -X -w Examples/Vala/places.vala -o "$work/places-vala" \
    || { echo "library: the Vala example does not build" >&2; exit 1; }
# As GCC 14 and clang 16 and later build them, where passing an incompatible pointer type is an
# error: GCC 12 told so, and Debian's clang 16 (Vala's C has warnings: errors only).
clang=clang-16
gcc -Wall -Werror -Werror=incompatible-pointer-types Examples/C/places.c $(pkg-config --cflags --libs koloda-1) -o "$work/strict-c" \
    && "$clang" -Wall -Werror Examples/C/places.c $(pkg-config --cflags --libs koloda-1) -o "$work/strict-c" \
    || { echo "library: the C example does not build with GCC's or clang's incompatible pointer types as errors" >&2; exit 1; }
CC=gcc valac --quiet --vapidir="$prefix/share/vala/vapi" --pkg koloda-1 -X -Werror=incompatible-pointer-types \
    Examples/Vala/places.vala -o "$work/strict-vala" 2> "$work/strict-vala.log" \
    && CC="$clang" valac --quiet --vapidir="$prefix/share/vala/vapi" --pkg koloda-1 Examples/Vala/places.vala -o "$work/strict-vala" \
        2>> "$work/strict-vala.log" \
    || { grep -B2 -A3 "error" "$work/strict-vala.log" >&2; echo "library: the Vala example does not build with GCC's or clang's incompatible pointer types as errors" >&2; exit 1; }
# Every constructor of the boxed types is in the VAPI.
cat > "$work/timings.vala" << 'EOF_VALA'
int main () {
    var spring = new Koloda.Timing.with_spring (new Koloda.Spring (300, 20, 1));
    var curve = new Koloda.Timing.curve (0.2, 0, 0, 0.58, 1);
    return spring.spring.stiffness == 300 && curve.duration == 0.2 ? 0 : 1;
}
EOF_VALA
valac --quiet --vapidir="$prefix/share/vala/vapi" --pkg koloda-1 -X -w "$work/timings.vala" -o "$work/timings" \
    && "$work/timings" || { echo "library: Vala cannot make a spring timing and a curve timing with koloda-1.vapi" >&2; exit 1; }
echo "library: the C example built with pkg-config and with Meson, the Vala one with koloda-1.vapi, both also with GCC's and clang's incompatible pointer types as errors"

[ -f "$prefix/share/doc/Koloda-1/class.Deck.html" ] || { echo "library: make install installed no reference page for KolodaDeck" >&2; exit 1; }
[ -f "$work/dest/usr/local/share/doc/Koloda-1/Koloda-1.devhelp2" ] || { echo "library: make install DESTDIR=... installed no Devhelp book" >&2; exit 1; }
# No symbol of the C API without its documentation.
undocumented=$(gi-docgen check --add-include-path="$prefix/share/gir-1.0" "$prefix/share/gir-1.0/Koloda-1.gir" 2>&1 | grep WARNING || true)
[ -z "$undocumented" ] || { echo "library: gi-docgen check found symbols without documentation:" >&2; echo "$undocumented" >&2; exit 1; }
# Every property of KolodaDeck has its documentation, the options' with their units.
undocumented=$(/usr/bin/python3 - "$prefix/share/gir-1.0/Koloda-1.gir" << 'EOF_PY'
import sys
import xml.etree.ElementTree as ET
core = {"core": "http://www.gtk.org/introspection/core/1.0"}
deck = ET.parse(sys.argv[1]).getroot().find(".//core:class[@name='Deck']", core)
print(" ".join(p.get("name") for p in deck.findall("core:property", core) if p.find("core:doc", core) is None))
EOF_PY
)
[ -z "$undocumented" ] || { echo "library: KolodaDeck's properties without documentation: $undocumented" >&2; exit 1; }
grep -q "the card above it, in points" "$prefix/share/doc/Koloda-1/property.Deck.top-margin.html" \
    || { echo "library: the documentation of top-margin does not give its unit" >&2; exit 1; }
# Every property's page shows its text (gi-docgen drops a first line that reads as "Key: value").
empty=$(/usr/bin/python3 - "$prefix/share/doc/Koloda-1" << 'EOF_PY'
import glob, html, re, sys
for page in sorted(glob.glob(sys.argv[1] + "/property.Deck.*.html")):
    text = open(page).read()
    description = re.search(r'<h4 id="description">.*?</h4>(.*?)(?:<h4|</section)', text, re.S)
    words = re.sub(r"<[^>]+>|\s+", " ", html.unescape(description.group(1) if description else "")).replace("Type:", "").strip()
    if len(words.split()) < 5:
        print(page.rsplit("/", 1)[1], end=" ")
EOF_PY
)
[ -z "$empty" ] || { echo "library: reference pages with no text: $empty" >&2; exit 1; }
echo "library: gi-docgen's reference installed, built without a warning, no symbol or property of KolodaDeck undocumented"

"${XVFB[@]}" env GTK_A11Y=none /usr/bin/python3 Tests/GObject/test_library.py
"${XVFB[@]}" env GTK_A11Y=none /usr/bin/python3 Tests/GObject/test_reentrancy.py
scripts/with-wayland.sh env GTK_A11Y=none /usr/bin/python3 Tests/GObject/test_wayland.py
"${XVFB[@]}" dbus-run-session -- /usr/bin/python3 Tests/GObject/test_accessibility.py 2>&1 \
    | { grep -v -e '^dbus-daemon' -e '^SpiRegistry' || true; }
"${XVFB[@]}" dbus-run-session -- /usr/bin/python3 Tests/GObject/test_examples.py "/usr/bin/python3 Examples/Python/places.py" \
    "gjs -m Examples/JavaScript/places.js" "$work/places-c" "$work/meson/places" "$work/places-vala" 2>&1 \
    | { grep -v -e '^dbus-daemon' -e '^SpiRegistry' || true; }
