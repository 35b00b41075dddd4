#!/usr/bin/env bash
# The deck for web pages: builds KolodaWeb (with KolodaEngine, KolodaHostCore and KolodaScenario) with Embedded
# Swift for WebAssembly, warnings as errors, links it with wasm-ld (the toolchain's) against
# Debian's wasi-libc and compiler-rt builtins, exporting the `koloda_web_*` functions, and lays out
# the static site: Web/ with koloda.wasm beside it, in SITE (default .build-web/site), which any
# static host can serve.
set -euo pipefail
site=${1:-.build-web/site}
swift=${SWIFT:-swift}
flags=()
for flag in -enable-experimental-feature Embedded -wmo -Osize -Xfrontend -disable-stack-protector -warnings-as-errors; do
    flags+=(-Xswiftc "$flag")
done
"$swift" build --triple wasm32-unknown-none-wasm -c release --target KolodaWeb --scratch-path .build-web "${flags[@]}" 2>&1 \
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

objects=$(mktemp)
trap 'rm -f "$objects"' EXIT
for module in KolodaWeb CKolodaWeb KolodaScenario KolodaHostCore KolodaEngine RealModule _NumericsShims HeapModule InternalCollectionsUtilities; do
    find "$release/$module.build" -name '*.o' | sed 's/.*/"&"/' >> "$objects"
done
exports=$(grep -oh '@_cdecl("koloda_web_[a-z_]*")' Sources/KolodaWeb/*.swift | sed 's/@_cdecl("\(.*\)")/--export=\1/')
mkdir -p "$site"
# shellcheck disable=SC2086
"$wasm_ld" --no-entry --gc-sections --strip-all $exports --export=malloc --export=free \
    -o "$site/koloda.wasm" "@$objects" "$libc" "$builtins" "$tables"
cp Web/*.js Web/*.html "$site/"
echo "build-web: $site ($(stat -c %s "$site/koloda.wasm") bytes of WebAssembly)"
