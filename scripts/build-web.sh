#!/usr/bin/env bash
# The deck for web pages: builds KolodaWeb (with KolodaEngine, KolodaHostCore and KolodaScenario) with Embedded
# Swift for WebAssembly, warnings as errors, and links it twice with wasm-ld (the toolchain's)
# against Debian's wasi-libc and compiler-rt builtins: koloda.wasm exports the deck's
# `koloda_web_*` functions (Sources/KolodaWeb/WebExports.swift), what a page's <koloda-deck>
# downloads; koloda-tools.wasm exports those of deck files, the hand-off, recording and simulation
# too (WebToolExports.swift), what <koloda-deck tools> and the playground download. The modules
# are compiled to LLVM bitcode and optimized together at the link (link-time optimization, a
# page's download 8 % smaller, gzipped), which leaves out what a module's functions do not reach
# (the scenario format, from koloda.wasm). Their trigonometry and exponentials are the page's
# Math, imported (Sources/CKolodaWeb/math.c). Lays out the static site, Web/ with both modules
# beside it, in SITE (default .build-web/site), which any static host can serve.
set -euo pipefail
site=${1:-.build-web/site}
swift=${SWIFT:-swift}
flags=()
for flag in -enable-experimental-feature Embedded -wmo -Osize -Xfrontend -disable-stack-protector -warnings-as-errors; do
    flags+=(-Xswiftc "$flag")
done
"$swift" build --triple wasm32-unknown-none-wasm -c release --target KolodaWeb --scratch-path .build-web --experimental-lto-mode=full \
    "${flags[@]}" 2>&1 \
    | grep -v "warning: prohibited flag(s)" || true
test "${PIPESTATUS[0]}" -eq 0

release=.build-web/wasm32-unknown-none-wasm/release
toolchain=$(dirname "$(dirname "$(realpath "$(command -v "$swift")")")")
wasm_ld="$toolchain/bin/wasm-ld"
libc=/usr/lib/wasm32-wasi/libc.a
builtins=$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2> /dev/null | sort -V | tail -1)
tables="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
for file in "$wasm_ld" "$libc" "$builtins" "$tables"; do
    [ -f "$file" ] || { echo "build-web: missing ${file:-the wasm32 builtins of compiler-rt} (make deps installs wasi-libc and libclang-rt-19-dev-wasm32)" >&2; exit 1; }
done
command -v wasm-opt > /dev/null || { echo "build-web: missing wasm-opt (make deps installs binaryen)" >&2; exit 1; }
command -v esbuild > /dev/null || { echo "build-web: missing esbuild (make deps installs it)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objects=$work/objects
# The objects of a module's sources as they are now (a source deleted since leaves its object in
# the build folder), all of them bitcode: a Swift module lists its sources, each compiled to a
# `.bc`; a C module's object counts while its source is in the module's folder, here or in a
# dependency's checkout.
objects_of() {
    local module=$1 build="$release/$1.build" object
    if [ -f "$build/sources" ]; then
        # One path a line, quoted ('…') when it has a space.
        while read -r source; do
            source=${source#\'}
            echo "$build/$(basename "${source%\'}").bc"
        done < "$build/sources"
        return
    fi
    for object in "$build"/*.o; do
        if [ -n "$(find Sources/"$module" .build-web/checkouts/*/Sources/"$module" -name "$(basename "$object" .o)" -print -quit 2> /dev/null)" ]; then
            echo "$object"
        fi
    done
    return 0
}
for module in KolodaWeb CKolodaWeb KolodaScenario KolodaHostCore KolodaEngine RealModule _NumericsShims HeapModule InternalCollectionsUtilities; do
    objects_of "$module" | sed 's/.*/"&"/' >> "$objects"
done
exports() { grep -oh '@_cdecl("koloda_web_[a-z_]*")' "$@" | sed 's/@_cdecl("\(.*\)")/--export=\1/'; }
# link MODULE LIBRARIES SOURCES...: the module exporting the functions of SOURCES, with the
# extra LIBRARIES ("" for none).
link() {
    local module=$1 libraries=$2
    shift 2
    # shellcheck disable=SC2046,SC2086
    # No inlining at the link beyond what the Swift compiler chose for size (-Osize): 0.7 KB less,
    # gzipped, and no slower a frame in Chromium.
    "$wasm_ld" --no-entry --gc-sections --strip-all -mllvm -inline-threshold=0 $(exports "$@") --export=malloc --export=free \
        -o "$work/$module" "@$objects" "$libc" "$builtins" $libraries || return
    # Binaryen's size optimizer: a tenth smaller again, gzipped. The features are the ones the
    # toolchain's code uses (wasm-ld's --strip-all leaves out the section that lists them); a
    # module's memory starts zeroed, and wasm-ld lays nothing out below 1 KB.
    wasm-opt -Oz --low-memory-unused --zero-filled-memory --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals \
        -o "$site/$module" "$work/$module"
}
mkdir -p "$site"
# The page's module is linked without Unicode's data tables (35 KB of its download, gzipped):
# nothing a page runs compares strings with `==` or walks their characters. Code that does fails
# to link here, the day it is written.
if ! link koloda.wasm "" Sources/KolodaWeb/WebExports.swift 2> "$work/errors"; then
    cat "$work/errors" >&2
    if grep -q "undefined symbol: _swift_stdlib_" "$work/errors"; then
        echo "build-web: the page's functions (WebExports.swift) reach Unicode's tables: a String compared with == or a" \
            "switch over strings, or a walk over Characters; compare or scan their UTF-8 bytes instead" >&2
    fi
    exit 1
fi
link koloda-tools.wasm "$tables" Sources/KolodaWeb/WebExports.swift Sources/KolodaWeb/WebToolExports.swift
# The scripts minified (a page's koloda-deck.js is 45 % smaller, gzipped), each with its source
# map, which a browser's developer tools read to show Web/'s own text.
for script in Web/*.js; do
    esbuild "$script" --minify --format=esm --target=es2022 --sourcemap --log-level=warning --outfile="$site/$(basename "$script")"
done
cp Web/*.html "$site/"
echo "build-web: $site (koloda.wasm $(stat -c %s "$site/koloda.wasm") bytes, koloda-tools.wasm $(stat -c %s "$site/koloda-tools.wasm") bytes of WebAssembly)"
