"""What the GObject library's Python test files share: a list of tests that `@test` adds to, and a
runner that reports each and ends with the plain closing line ('N passed, N failed')."""

import sys
import traceback

TESTS = []


def test(function):
    TESTS.append(function)
    return function


def main(title):
    failed = 0
    for function in TESTS:
        try:
            function()
            print(f"PASS {function.__name__}")
        except Exception:  # noqa: BLE001 - a test's failure of any kind is reported
            failed += 1
            print(f"FAIL {function.__name__}\n{traceback.format_exc()}")
    print(f"{title}: {len(TESTS) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
