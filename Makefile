# Koloda: `make test` builds everything and runs every test on a fresh machine.

SHELL := /bin/bash
SWIFT ?= swift
BIN := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# The Swift tests are run from their built bundle, not through `swift test`: SwiftPM's own process
# has crashed on Linux (SIGSEGV in libdispatch's event loop) while a long test run's output
# streamed through it, failing a run whose tests had all passed. TESTS_IN names a build folder.
TESTS_IN = $(1)/debug/KolodaPackageTests.xctest --testing-library swift-testing
XVFB := xvfb-run --auto-servernum --server-args="-screen 0 1280x1024x24 -nolisten tcp -noreset"
# Debian packages: GTK 4 for the widget and the demo (with GdkPixbuf's WebP loader for photo
# cards, and its HEIF/AVIF loader for Photo Sort's phone photos), cairo and libwebp for `koloda preview`, a font, and Xvfb, xdotool, xclip, ImageMagick, D-Bus and
# AT-SPI (read from Debian's Python) for the end-to-end tests, and the desktop file and AppStream
# validators for the apps' metadata, Exempi for Photo Sort's XMP sidecars, gexiv2 for its photos'
# EXIF line, LibRaw for its RAW files
# and exiftool to read the sidecars back in its tests, Openbox for its full-screen test (full
# screen needs a window manager); GObject Introspection, Vala, GJS, Meson and
# gi-docgen for the GObject library, its examples and its documentation, and clang 16 to build the
# examples as it does; sway, a Wayland compositor
# run headless, for the library's touchpad test; GNU gettext for Photo Sort's translations, and
# glibc's locale definitions for the test that runs it in German; wasi-libc and compiler-rt's
# wasm32 builtins to link the web deck's WebAssembly, Binaryen to make it smaller, esbuild to
# minify its script, and Chromium to test it (driven by Playwright, from PyPI).
DEBIAN_PACKAGES := pkg-config libgtk-4-dev libcairo2-dev libwebp-dev libexempi-dev libgexiv2-dev libraw-dev fonts-dejavu-core \
	xvfb xauth xdotool xclip imagemagick dbus at-spi2-core python3-gi gir1.2-atspi-2.0 desktop-file-utils appstream webp-pixbuf-loader \
	libimage-exiftool-perl openbox gobject-introspection libgirepository1.0-dev gir1.2-gtk-4.0 valac gjs meson gi-docgen gettext locales \
	heif-gdk-pixbuf sway clang-16 wasi-libc libclang-rt-19-dev-wasm32 binaryen esbuild chromium
# What the build and the tests look for, whatever the system.
PKG_CONFIG_MODULES := gtk4 cairo libwebpmux exempi-2.0 gexiv2 libraw_r
TOOLS := xvfb-run xauth xdotool xclip import dbus-run-session desktop-file-validate appstreamcli exiftool openbox \
	g-ir-scanner g-ir-compiler vapigen valac gjs meson gi-docgen msgfmt xgettext msgmerge msgcmp localedef sway setpriv clang-16 wasm-opt esbuild chromium

.PHONY: all deps build demo check check-web test-web playground check-ios test test-apple test-e2e test-library test-sanitizers fuzz bench lint format simulate docs-pictures install po
PREFIX ?= /usr/local
DESTDIR ?=

all: build

## Installs what the build and the tests need when pkg-config or the PATH cannot find it: with
## apt-get on Debian and Ubuntu (waiting for another apt to finish); elsewhere it says what to
## install.
deps:
	@missing=""; \
	pkg-config --exists $(PKG_CONFIG_MODULES) 2> /dev/null || missing="$$missing libraries"; \
	for tool in $(TOOLS); do command -v $$tool > /dev/null || missing="$$missing $$tool"; done; \
	/usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0")' 2> /dev/null || missing="$$missing AT-SPI-for-Python"; \
	fc-list 2> /dev/null | grep -qi dejavu || missing="$$missing fonts"; \
	test -f /usr/share/i18n/locales/de_DE || missing="$$missing locale-definitions"; \
	ls /usr/lib/*/gdk-pixbuf-2.0/*/loaders/libpixbufloader-webp.so > /dev/null 2>&1 || missing="$$missing WebP-for-GdkPixbuf"; \
	ls /usr/lib/*/gdk-pixbuf-2.0/*/loaders/libpixbufloader-heif.so > /dev/null 2>&1 || missing="$$missing HEIF-for-GdkPixbuf"; \
	test -f /usr/lib/wasm32-wasi/libc.a || missing="$$missing wasi-libc"; \
	ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a > /dev/null 2>&1 || missing="$$missing wasm32-builtins"; \
	python3 -c 'import playwright' 2> /dev/null || python3 -m pip install --quiet --disable-pip-version-check playwright==1.65.3; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if command -v apt-get > /dev/null; then \
		$(SUDO) bash scripts/apt-install.sh $(DEBIAN_PACKAGES); \
	else \
		echo "make: missing:$$missing. Install the development files of GTK 4, cairo, libwebp, Exempi, gexiv2 and LibRaw (pkg-config: $(PKG_CONFIG_MODULES)), exiftool, pkg-config, Xvfb with xauth, xdotool, xclip, ImageMagick, D-Bus with AT-SPI and Python GObject, desktop-file-utils, AppStream, GNU gettext, glibc's locale definitions, GdkPixbuf's WebP and HEIF loaders, sway, clang 16, wasi-libc, compiler-rt's wasm32 builtins, Binaryen, esbuild, Chromium and the DejaVu fonts with your package manager." >&2; \
		exit 1; \
	fi

build: deps
	$(SWIFT) build

## Builds libkoloda-1, the deck as a GObject library for C, Python, JavaScript, Vala and Rust, and
## installs it under $(DESTDIR)$(PREFIX): the library, its header, pkg-config file, GIR, typelib,
## VAPI and reference (gi-docgen, share/doc/Koloda-1) (scripts/install-library.sh); then Photo Sort as a desktop app, with its desktop
## file, AppStream metainfo and icon (scripts/install-apps.sh).
install: deps
	bash scripts/install-library.sh "$(PREFIX)" "$(DESTDIR)"
	bash scripts/install-apps.sh "$(PREFIX)" "$(DESTDIR)"

## Runs the demo app (needs a display).
demo: build
	$(BIN)/koloda-demo

## The everyday loop, in a few minutes and without sudo: builds, runs the Swift tests that need
## no display (engine, scenarios, preview), lints the formatting and checks the version. It
## installs nothing: run `make test` or `make demo` once first on a new machine.
check:
	$(SWIFT) build --build-tests
	$(call TESTS_IN,.build) --skip KolodaGtkTests
	$(MAKE) --no-print-directory check-web
	$(MAKE) --no-print-directory lint
	bash scripts/check-version.sh

## Builds the deck for the web (scripts/build-web.sh): KolodaWeb with the engine, KolodaHostCore
## and KolodaScenario in Embedded Swift for WebAssembly, with warnings as errors, so that code
## Embedded Swift refuses in them (a key path, an existential of a protocol that is not
## class-bound, `Codable`, a weak reference, a value of type `Any`) fails the day it is written;
## linked, and laid out with Web/ as a static site in .build-web/site.
check-web:
	bash scripts/build-web.sh

## The deck for the web in Chromium, with real pointer, touch and key input, and a deck file of
## its playground in the GTK demo (Tests/Web).
test-web: deps check-web build
	$(XVFB) python3 Tests/Web/test_web.py .build-web/site $(BIN)/koloda $(BIN)/koloda-demo

## Builds the web deck's site and serves it on localhost, printing the URLs of the designers'
## playground and of a page of places.
WEB_PORT ?= 8765
playground: check-web
	@echo "playground: http://localhost:$(WEB_PORT)/playground.html (and a page of places: http://localhost:$(WEB_PORT)/index.html)"
	python3 -m http.server $(WEB_PORT) --bind 127.0.0.1 --directory .build-web/site

## Runs every test: unit, scenario and randomized tests (the deck's drawing on GSK's GL and cairo
## renderers), the command-line checks, the Swift code of `koloda options --swift` compiled, the
## deck for the web in Chromium (test-web), the demo driven by real input under Xvfb, the DocC
## catalogs (no warnings), the format lint, the Swift tests under AddressSanitizer and
## ThreadSanitizer, and the fuzzer for $(FUZZ_SECONDS) s.
test: build
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory test-web
	$(XVFB) env GTK_A11Y=none $(call TESTS_IN,.build)
	$(XVFB) env GTK_A11Y=none GSK_RENDERER=cairo $(call TESTS_IN,.build) --filter DrawingTests
	bash scripts/check-readme-program.sh
	bash scripts/test-cli.sh $(BIN)/koloda
	bash scripts/check-swift-handoff.sh $(BIN)/koloda
	$(MAKE) --no-print-directory test-e2e
	$(MAKE) --no-print-directory test-apple
	$(MAKE) --no-print-directory test-library
	bash scripts/check-docs.sh
	bash scripts/po.sh check
	desktop-file-validate data/org.koloda.Places.desktop data/org.koloda.PhotoSort.desktop
	appstreamcli validate --no-net data/org.koloda.PhotoSort.metainfo.xml
	$(XVFB) bash scripts/check-install-apps.sh
	$(MAKE) --no-print-directory lint
	bash scripts/check-version.sh
	$(MAKE) --no-print-directory test-sanitizers
	$(MAKE) --no-print-directory fuzz

## The Swift tests once under AddressSanitizer (the GTK widget's too, under Xvfb, for the deck's
## C drawing code) and once under ThreadSanitizer (without the GTK tests: GTK's and llvmpipe's
## uninstrumented threads would be reported), each in a build folder of its own. Leak detection
## is off: it reports the test runner's own allocations. The randomized tests run SANITIZER_SEEDS
## sequences, not thousands: they are single-threaded safe Swift, run in full by `make test`.
SANITIZER_SEEDS ?= 100
test-sanitizers: deps
	$(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address
	$(XVFB) env GTK_A11Y=none ASAN_OPTIONS=detect_leaks=0 KOLODA_SEEDS=$(SANITIZER_SEEDS) $(call TESTS_IN,.build-asan)
	$(SWIFT) build --build-tests --scratch-path .build-tsan --sanitize=thread
	TSAN_OPTIONS=halt_on_error=1 KOLODA_SEEDS=$(SANITIZER_SEEDS) $(call TESTS_IN,.build-tsan) --skip KolodaGtkTests

## Runs the coverage-guided fuzzer (libFuzzer, with AddressSanitizer and the deck's invariant
## checks) on the scenario parser and the engine for FUZZ_SECONDS, from the committed corpus
## in Fuzz/Corpus; what it finds new goes to a temporary folder. make fuzz FUZZ_SECONDS=600
FUZZ_SECONDS ?= 60
fuzz: deps
	cd Fuzz && $(SWIFT) build --scratch-path ../.build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
	corpus=$$(mktemp -d) && ASAN_OPTIONS=detect_leaks=0 .build-fuzz/debug/KolodaFuzz "$$corpus" Fuzz/Corpus \
		-max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
		-artifact_prefix=$${TMPDIR:-/tmp}/koloda-fuzz- 2>&1 \
		| grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==|SUMMARY|Done)|ERROR|artifact|deadly' ; \
		status=$${PIPESTATUS[0]}; rm -rf "$$corpus"; echo "fuzz: $$status exit status after $(FUZZ_SECONDS) s"; test $$status -eq 0


## The Apple hosts, checked on Linux: AppleHostsCheck compiles Koloda and KolodaSwiftUI
## against its stand-in UIKit, SwiftUI, QuartzCore and CoreGraphics and runs their behaviour
## tests; Examples/KolodaStyle, app code written as Koloda's users write it, is built against it;
## every public declaration of Koloda 5.0.1 (Tests/Fixtures/koloda-5.0.1-api.txt) is found in its
## symbol graph with Koloda's labels and types (scripts/koloda-api.py).
test-apple: deps
	cd AppleHostsCheck && $(SWIFT) test
	cd Examples/KolodaStyle && $(SWIFT) build
	bash scripts/check-koloda-isolation.sh
	cd AppleHostsCheck && $(SWIFT) package dump-symbol-graph --minimum-access-level public > /dev/null
	python3 scripts/koloda-api.py check "$$(cd AppleHostsCheck && $(SWIFT) build --show-bin-path)/../symbolgraph/"{Koloda,KolodaEngine}.symbols.json

test-e2e: build
	$(XVFB) python3 Tests/EndToEnd/test_demo.py $(BIN)/koloda-demo
	$(XVFB) python3 Tests/EndToEnd/test_photos.py $(BIN)/koloda-photos
	$(XVFB) dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/test_accessibility.py $(BIN)/koloda-demo 2>&1 \
		| grep -v -e '^dbus-daemon' -e '^SpiRegistry'; test $${PIPESTATUS[0]} -eq 0
	$(XVFB) dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/test_tune.py $(BIN)/koloda-demo 2>&1 \
		| grep -v -e '^dbus-daemon' -e '^SpiRegistry'; test $${PIPESTATUS[0]} -eq 0

## The GObject library installed in a temporary prefix and used from Python, JavaScript, C and
## Vala (scripts/test-library.sh).
test-library: deps
	bash scripts/test-library.sh

## Checks the Apple modules against Apple's iOS SDK on Linux (scripts/ios-sdk/README.md): with
## IOS_SDK=an iPhoneOS SDK folder it type-checks them and Examples/KolodaStyle's app files (the app module as one
## file, its own geometry module folded in: the check takes single files); with
## THEOS_SDKS=a git directory of theos/sdks it also compiles them and links an iOS app.
check-ios:
	app=$$(mktemp --suffix=-koloda-style-app.swift); trap 'rm -f "$$app"' EXIT; \
	cat Examples/KolodaStyle/Sources/AppGeometry/*.swift Examples/KolodaStyle/Sources/KolodaStyle/*.swift \
		| sed '/^import AppGeometry$$/d' > "$$app"; \
	CLIENTS="$$app $$(ls Examples/KolodaStyle/Sources/KolodaAPI*/*.swift | tr '\n' ' ')" \
		bash scripts/ios-sdk/check.sh $$([ -n "$$THEOS_SDKS" ] && echo --link) .

## Runs the benchmarks, prints a table against the targets and writes Benchmarks/latest.json.
## The side-by-side rows need libadwaita and cairo for Python (Debian's gir1.2-adw-1 and
## python3-gi-cairo), installed here when missing.
bench: build check-web
	@/usr/bin/python3 -c 'import gi, cairo; gi.require_version("Adw", "1"); from gi.repository import Adw' 2> /dev/null \
		|| $(SUDO) bash scripts/apt-install.sh gir1.2-adw-1 python3-gi-cairo
	python3 Benchmarks/report.py

## Also: no `isolated deinit` in the modules that ship on Apple platforms (below iOS 18.4 it runs
## through a back-deploy path that aborts), and no two tracked paths that differ only in case (one
## path on a Mac's default volume), and every module linking only the layers below it
## (scripts/check-layers.sh).
lint:
	@bash scripts/check-case-clash.sh
	@bash scripts/check-layers.sh
	@! grep -rn --include="*.swift" "isolated deinit" Sources/KolodaEngine Sources/KolodaHostCore Sources/KolodaHost Sources/Koloda Sources/KolodaSwiftUI \
		|| { echo "lint: isolated deinit in a module that ships on Apple platforms" >&2; exit 1; }
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks Fuzz/Package.swift Fuzz/Sources AppleHostsCheck/Package.swift AppleHostsCheck/Sources/UIKit AppleHostsCheck/Sources/SwiftUI AppleHostsCheck/Sources/QuartzCore AppleHostsCheck/Sources/CoreGraphics AppleHostsCheck/Sources/StandInSupport AppleHostsCheck/Sources/KolodaHarness AppleHostsCheck/Tests Examples/KolodaStyle

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Plugins Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks Fuzz/Package.swift Fuzz/Sources AppleHostsCheck/Package.swift AppleHostsCheck/Sources/UIKit AppleHostsCheck/Sources/SwiftUI AppleHostsCheck/Sources/QuartzCore AppleHostsCheck/Sources/CoreGraphics AppleHostsCheck/Sources/StandInSupport AppleHostsCheck/Sources/KolodaHarness AppleHostsCheck/Tests Examples/KolodaStyle

## Brings Photo Sort's translations (Sources/koloda-photos/po/) in line with its sources, to be
## translated; make test checks that every text is.
po:
	bash scripts/po.sh update

## Runs an example scenario: make simulate SCENARIO=Examples/undo.json
SCENARIO ?= Examples/swipe-right.json
simulate: build
	$(BIN)/koloda simulate $(SCENARIO)

## Remakes the pictures the README shows (the demo's and Photo Sort's under Xvfb).
docs-pictures: build
	pictures=$$(mktemp -d) && xvfb-run --auto-servernum --server-args="-screen 0 1600x1000x24 -nolisten tcp -noreset" \
		python3 Tests/EndToEnd/test_photos.py $(BIN)/koloda-photos --pictures "$$pictures" \
		&& mv "$$pictures"/photo-sort*.png docs/ && rm -rf "$$pictures"
	$(BIN)/koloda preview Examples/swipe-right.json --sheet docs/swipe-right-sheet.png --sheet-frames 8 --scale 0.5
	$(BIN)/koloda preview Examples/swipe-right.json --chart docs/swipe-right-chart.png --scale 0.8
	pictures=$$(mktemp -d) && $(XVFB) python3 Tests/EndToEnd/test_demo.py $(BIN)/koloda-demo --pictures "$$pictures" \
		&& mv "$$pictures/demo.png" docs/demo.png && rm -rf "$$pictures"
	pictures=$$(mktemp -d) && $(XVFB) dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/test_tune.py $(BIN)/koloda-demo \
		--pictures "$$pictures" && mv "$$pictures/tune.png" Sources/KolodaTune/KolodaTune.docc/Resources/tune.png \
		&& rm -rf "$$pictures"
