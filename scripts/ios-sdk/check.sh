#!/bin/bash
# From the project's shared tools (ios-sdk), kept in the repository so that anyone who clones it can
# check the Apple modules on Linux; IOS_SDK (an SDK folder) added.
# Type-checks KolodaHostCore, KolodaHost, KolodaUIKit, KolodaSwiftUI and Koloda client files against Apple's iOS 16.5 SDK
# (the iPhoneOS16.5.sdk folder of the public theos/sdks repository: THEOS_SDKS names a git directory of
# it, or the SDK is already extracted at /tmp/iossdk/iPhoneOS16.5.sdk), with the
# Linux Swift toolchain: -target arm64-apple-ios16.0 -sdk ... -resource-dir (Dispatch/os API notes from
# swiftlang/swift, Apache-2.0). Nothing of Apple's goes into any repo: the SDK is extracted under /tmp.
# Old-SDK artifacts worked around here (not project defects): swift-collections' Span files (Swift 6.2
# stdlib), MainActor.assumeIsolated and Sequence.count(where:) (back-deployed, absent from the 5.8
# stdlib interface), isolated deinit (runtime entry absent from the 16.5 SDK), one os_log interpolation
# in SwiftUI's interface. Usage: check.sh [PROJECT_DIR] ; prints "MODULE errors=N warnings=N" and
# "CLIENT swiftV errors=N" lines.
# Link mode, `check.sh --link [PROJECT_DIR]` or `LINK=1 check.sh [PROJECT_DIR]`: after the type-checks,
# compiles KolodaEngine, KolodaHostCore, KolodaHost, Koloda, KolodaSwiftUI and App.swift (beside this script) to arm64
# iOS 16.0 objects and links them into an app executable with Debian's lld-19 ld64.lld (README.md);
# prints "compile MODULE errors=N warnings=N", "link errors=N", one "link error:" line per failure and
# "link review:" lines; exits non-zero when a module does not compile or the link fails.
set -u
LINK=${LINK:-0}
[ "${1:-}" = --link ] && { LINK=1; shift; }
HERE=$(cd "$(dirname "$0")" && pwd)
PROJ=$(cd "${1:-.}" && pwd)
MIRROR=${THEOS_SDKS:-}
SDK=/tmp/iossdk/iPhoneOS16.5.sdk
RES=/tmp/iosres
MC=/tmp/ios-modcache
K=/tmp/iosk
if [ ! -d "$SDK" ] && [ -n "${IOS_SDK:-}" ]; then
  # An SDK folder (Xcode's iPhoneOS.sdk, or an extracted iPhoneOS16.5.sdk): copied, never changed.
  [ -d "$IOS_SDK/System/Library/Frameworks/UIKit.framework" ] || { echo "no SDK: $IOS_SDK is not an iPhoneOS SDK folder (no System/Library/Frameworks/UIKit.framework)"; exit 2; }
  mkdir -p /tmp/iossdk && cp -a "$IOS_SDK/." "$SDK"
  sed -i 's/Accessing Environment<\\(Value.self)>'"'"'s value/Accessing Environment value/' \
    $SDK/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
fi
if [ ! -d "$SDK" ]; then
  [ -n "$MIRROR" ] && [ -d "$MIRROR" ] || { echo "no SDK: set IOS_SDK to an iPhoneOS SDK folder, or THEOS_SDKS to a git directory of theos/sdks"; exit 2; }
  mkdir -p /tmp/iossdk
  git -C "$MIRROR" ls-tree -r HEAD iPhoneOS16.5.sdk > /tmp/iossdk.list
  (cd "$MIRROR" && python3 - <<'PY'
import subprocess, os
p = subprocess.Popen(['git', 'cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
for ln in open('/tmp/iossdk.list').read().splitlines():
    meta, path = ln.split('\t', 1); mode, typ, sha = meta.split()
    if typ != 'blob': continue
    p.stdin.write((sha + '\n').encode()); p.stdin.flush()
    hdr = p.stdout.readline().decode().split()
    if len(hdr) < 3 or hdr[1] == 'missing': continue
    data = p.stdout.read(int(hdr[2])); p.stdout.read(1)
    dst = os.path.join('/tmp/iossdk', path); os.makedirs(os.path.dirname(dst), exist_ok=True)
    if mode == '120000':
        if not os.path.lexists(dst): os.symlink(data.decode(), dst)
    else:
        open(dst, 'wb').write(data)
PY
  )
  sed -i 's/Accessing Environment<\\(Value.self)>'"'"'s value/Accessing Environment value/' \
    $SDK/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
fi
if [ ! -d "$RES" ]; then
  mkdir -p $RES/apinotes
  for d in clang shims swiftToCxx; do ln -sfn /opt/swift/usr/lib/swift/$d $RES/$d; done
  ln -sfn /opt/swift/usr/lib/swift/apinotes/std.apinotes $RES/apinotes/std.apinotes
  cp "$HERE/Dispatch.apinotes" "$HERE/os.apinotes" $RES/apinotes/
fi
[ "$LINK" = 1 ] && . "$HERE/link.sh" && link_setup
mkdir -p /tmp/iosbin && printf '#!/bin/sh\nexit 0\n' > /tmp/iosbin/libtool && chmod +x /tmp/iosbin/libtool
# The working tree as it is (uncommitted changes included), without build folders; the iOS build folder
# ($K/.build-ios) stays between runs.
mkdir -p $K && find $K -mindepth 1 -maxdepth 1 ! -name .build-ios -exec rm -rf {} +
(cd "$PROJ" && tar --exclude='./.build' --exclude='./.build-*' --exclude='./.build_*' --exclude='*/.build' -cf - .) | (cd $K && tar -xf -)
cd $K
[ "$LINK" = 1 ] && link_sources
# Dependencies (swift-numerics, swift-collections) through SwiftPM: resolve, patch the Span files, build.
PATH=/tmp/iosbin:$PATH swift package --scratch-path $K/.build-ios resolve > /dev/null 2>&1
for f in $K/.build-ios/checkouts/swift-collections/Sources/InternalCollectionsUtilities/{LifetimeOverride,Span+Extras,UnsafeBufferPointer+Extras,UnsafeMutableBufferPointer+Extras}.swift; do
  [ -f "$f" ] && [ "$(head -1 "$f")" != "#if false" ] && { (echo "#if false"; cat "$f"; echo "#endif") > /tmp/ios-x && mv /tmp/ios-x "$f"; }
done
PATH=/tmp/iosbin:$PATH swift build --triple arm64-apple-ios16.0 --sdk $SDK -Xswiftc -resource-dir -Xswiftc $RES \
  -Xswiftc -module-cache-path -Xswiftc $MC -Xswiftc -Xfrontend -Xswiftc -disable-legacy-type-info \
  --target HeapModule --scratch-path $K/.build-ios > /tmp/ios-deps.log 2>&1
PATH=/tmp/iosbin:$PATH swift build --triple arm64-apple-ios16.0 --sdk $SDK -Xswiftc -resource-dir -Xswiftc $RES \
  -Xswiftc -module-cache-path -Xswiftc $MC -Xswiftc -Xfrontend -Xswiftc -disable-legacy-type-info \
  --target RealModule --scratch-path $K/.build-ios >> /tmp/ios-deps.log 2>&1
M=$K/.build-ios/arm64-apple-ios/debug/Modules
[ -f $M/HeapModule.swiftmodule ] && [ -f $M/RealModule.swiftmodule ] || { echo "dependencies not built (see /tmp/ios-deps.log)"; exit 2; }
COMMON="-target arm64-apple-ios16.0 -sdk $SDK -resource-dir $RES -module-cache-path $MC -I $M -Xfrontend -disable-legacy-type-info -parse-as-library -Xcc -fmodule-map-file=$K/.build-ios/checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap"
# The harness's copy of isolated deinits (see above): bodies dropped, reported separately.
python3 - <<'PY'
import glob
for f in glob.glob('Sources/Koloda*/**/*.swift', recursive=True):
    s = open(f).read()
    while 'isolated deinit {' in s:
        i = s.index('isolated deinit {'); j = i + len('isolated deinit {'); depth = 1
        while depth:
            depth += (s[j] == '{') - (s[j] == '}'); j += 1
        s = s[:i] + 'deinit {}' + s[j:]
    open(f, 'w').write(s)
PY
summary() { # name log
  echo "$1 errors=$(grep -c ': error:' $2) warnings=$(grep -c ': warning:' $2)"; }
MODS="KolodaEngine KolodaHostCore KolodaHost KolodaUIKit"; [ -d Sources/Koloda ] && MODS="$MODS Koloda"
for mod in $MODS; do
  srcs=$(find Sources/$mod -name '*.swift')
  swiftc $COMMON -swift-version 6 -emit-module -module-name $mod -emit-module-path $M/$mod.swiftmodule \
    -Xfrontend -experimental-skip-non-inlinable-function-bodies $srcs $HERE/Compat.swift > /tmp/ios-emit-$mod.log 2>&1
  swiftc $COMMON -swift-version 6 -typecheck -module-name $mod $srcs $HERE/Compat.swift > /tmp/ios-$mod.log 2>&1
  summary $mod /tmp/ios-$mod.log
done
swiftc $COMMON -swift-version 6 -typecheck -module-name KolodaSwiftUI $(find Sources/KolodaSwiftUI -name '*.swift') > /tmp/ios-KolodaSwiftUI.log 2>&1
summary KolodaSwiftUI /tmp/ios-KolodaSwiftUI.log
# Clients: the harness's own imports dropped; `import KolodaUIKit` becomes `import Koloda` where the
# project ships Koloda's UIKit view under Koloda's own module name.
for f in ${CLIENTS:-}; do
  sed -e '/^import StandInSupport/d' $f > /tmp/ios-client.swift
  [ -d Sources/Koloda ] && sed -i 's/^import KolodaUIKit$/import Koloda/' /tmp/ios-client.swift
  for v in 5 6; do
    swiftc $COMMON -swift-version $v -typecheck -module-name Client /tmp/ios-client.swift > /tmp/ios-client.log 2>&1
    echo "client $(basename $f) swift$v errors=$(grep -c ': error:' /tmp/ios-client.log)"
  done
done
if [ "$LINK" = 1 ]; then link_run; exit $?; fi
