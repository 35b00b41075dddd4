"""The loop every end-to-end test file ends with: each `test_` function of a module in order, a
line for each, and "SUITE: N passed, N failed"."""

import traceback


def run_tests(namespace, suite):
    """Runs the `test_` functions of `namespace` (a module's globals()); 0 when all passed, else 1."""
    passed = failed = 0
    for name, test in [(n, t) for n, t in namespace.items() if n.startswith("test_") and callable(t)]:
        try:
            test()
            print(f"ok   {name}")
            passed += 1
        except Exception:
            print(f"FAIL {name}\n{traceback.format_exc()}")
            failed += 1
    print(f"{suite}: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1
