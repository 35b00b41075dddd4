# Koloda: `make test` builds everything and runs every test on a fresh machine.

SWIFT ?= swift
BIN := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)

.PHONY: all build test lint format simulate

all: build

build:
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
