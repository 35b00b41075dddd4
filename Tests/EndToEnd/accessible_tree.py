"""What the AT-SPI tests share: walking an application's accessible tree, and checking until a
condition holds, as a screen reader's view of an app catches up with it."""

import time


def nodes(node):
    """The node and every node under it, depth first."""
    yield node
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            yield from nodes(child)


def eventually(check, timeout=5.0):
    """Runs `check` until it stops raising AssertionError, and returns what it returns; raises its
    last error after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return check()
        except AssertionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)
