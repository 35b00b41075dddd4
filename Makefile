# Koloda: `make test` builds everything and runs every test on a fresh machine.

SWIFT ?= swift
BIN := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# Debian packages: cairo and libwebp for `koloda preview`, a font for its labels.
DEBIAN_PACKAGES := pkg-config libcairo2-dev libwebp-dev fonts-dejavu-core

.PHONY: all deps build test lint format simulate docs-pictures

all: build

## Installs the Debian packages the build needs, if any is missing.
deps:
	@if ! dpkg -s $(DEBIAN_PACKAGES) > /dev/null 2>&1; then \
		$(SUDO) apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(DEBIAN_PACKAGES); \
	fi

build: deps
	$(SWIFT) build

## Runs the unit, scenario and randomized tests, the command-line checks and the format lint.
test: build
	$(SWIFT) test
	bash scripts/test-cli.sh $(BIN)/koloda
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Package.swift

## Runs an example scenario: make simulate SCENARIO=Examples/undo.json
SCENARIO ?= Examples/swipe-right.json
simulate: build
	$(BIN)/koloda simulate $(SCENARIO)

## Remakes the pictures the README shows.
docs-pictures: build
	$(BIN)/koloda preview Examples/swipe-right.json --sheet docs/swipe-right-sheet.png --sheet-frames 8 --scale 0.5
	$(BIN)/koloda preview Examples/swipe-right.json --chart docs/swipe-right-chart.png --scale 0.8
