# Koloda: `make test` builds everything and runs every test on a fresh machine.

SHELL := /bin/bash
SWIFT ?= swift
BIN := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# Debian packages: GTK 4 for the widget and the demo, cairo and libwebp for `koloda preview`, a
# font, and Xvfb, xdotool, ImageMagick, D-Bus and AT-SPI (read from Debian's Python) for the
# end-to-end tests.
DEBIAN_PACKAGES := pkg-config libgtk-4-dev libcairo2-dev libwebp-dev fonts-dejavu-core \
	xvfb xauth xdotool imagemagick dbus at-spi2-core python3-gi gir1.2-atspi-2.0

.PHONY: all deps build demo test test-e2e bench lint format simulate docs-pictures

all: build

## Installs the Debian packages the build needs, if any is missing.
deps:
	@if ! dpkg -s $(DEBIAN_PACKAGES) > /dev/null 2>&1; then \
		$(SUDO) apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(DEBIAN_PACKAGES); \
	fi

build: deps
	$(SWIFT) build

## Runs the demo app (needs a display).
demo: build
	$(BIN)/koloda-demo

## Runs every test: unit, scenario and randomized tests, the command-line checks, the demo driven
## by real input under Xvfb, the DocC catalogs (no warnings) and the format lint.
test: build
	$(SWIFT) test
	bash scripts/test-cli.sh $(BIN)/koloda
	$(MAKE) --no-print-directory test-e2e
	bash scripts/check-docs.sh
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

XVFB := xvfb-run --auto-servernum --server-args="-screen 0 1280x1024x24 -nolisten tcp"

test-e2e: build
	$(XVFB) python3 Tests/EndToEnd/test_demo.py $(BIN)/koloda-demo
	$(XVFB) dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/test_accessibility.py $(BIN)/koloda-demo 2>&1 \
		| grep -v -e '^dbus-daemon' -e '^SpiRegistry'; test $${PIPESTATUS[0]} -eq 0

## Runs the benchmarks, prints a table against the targets and writes Benchmarks/latest.json.
bench: build
	python3 Benchmarks/report.py

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks

## Runs an example scenario: make simulate SCENARIO=Examples/undo.json
SCENARIO ?= Examples/swipe-right.json
simulate: build
	$(BIN)/koloda simulate $(SCENARIO)

PICTURES ?= $(shell mktemp -d)
## Remakes the pictures the README shows (the demo's under Xvfb).
docs-pictures: build
	$(BIN)/koloda preview Examples/swipe-right.json --sheet docs/swipe-right-sheet.png --sheet-frames 8 --scale 0.5
	$(BIN)/koloda preview Examples/swipe-right.json --chart docs/swipe-right-chart.png --scale 0.8
	$(XVFB) python3 Tests/EndToEnd/test_demo.py $(BIN)/koloda-demo --pictures $(PICTURES)
	mv $(PICTURES)/demo.png docs/demo.png
