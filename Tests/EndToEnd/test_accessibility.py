#!/usr/bin/python3
"""Accessibility of koloda-demo, read back through AT-SPI as a screen reader would.

Usage: dbus-run-session -- /usr/bin/python3 test_accessibility.py PATH-TO-KOLODA-DEMO
(DISPLAY must name a running X server; needs Debian's python3-gi and gir1.2-atspi-2.0.)
Closes with "a11y: N passed, N failed".
"""

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import traceback

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

from accessible_tree import eventually, nodes  # noqa: E402

DEMO = sys.argv[1]
DESCRIPTION_HINT = "arrow keys"


def application():
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_name() == "org.koloda.Places":
            return app
    raise AssertionError("the demo is not on the accessibility bus")


def deck(app):
    """The deck: the focusable node whose description says how to use it (its top card says the
    same, but takes no focus)."""
    found = [n for n in nodes(app) if DESCRIPTION_HINT in (n.get_description() or "")
             and n.get_state_set().contains(Atspi.StateType.FOCUSABLE)]
    assert len(found) == 1, f"{len(found)} decks"
    return found[0]


def test_deck_and_top_card_are_named(app):
    node = deck(app)
    assert node.get_name() == "Card 1 of 24: Lisbon, Portugal · trams and tiles", node.get_name()
    assert node.get_state_set().contains(Atspi.StateType.FOCUSABLE)
    cards = [node.get_child_at_index(i) for i in range(node.get_child_count())]
    assert len(cards) == 1, f"background cards are exposed: {[c.get_name() for c in cards]}"
    assert cards[0].get_name() == node.get_name()
    assert "left or right" in cards[0].get_description(), "the top card's description says where it may be swiped"


def test_the_name_follows_the_top_card(app):
    subprocess.run(["xdotool", "key", "Right"], check=True)

    def renamed():
        assert deck(app).get_name() == "Card 2 of 24: Kyoto, Japan · temples in the hills", deck(app).get_name()

    eventually(renamed)


def test_every_control_is_reachable_from_the_keyboard(app):
    names = {n.get_name() for n in nodes(app) if n.get_state_set().contains(Atspi.StateType.FOCUSABLE)}
    for control in ["Nope", "Undo", "Like", "Background layout"]:
        assert control in names, f"{control} is not focusable: {sorted(names)}"
    assert any(name.startswith("Save ") for name in names), names


def test_overlays_are_not_announced(app):
    # GTK names a label with no text after its type; the LIKE / NOPE stamp must not be exposed.
    unnamed_labels = [n for n in nodes(deck(app)) if n.get_role_name() == "label" and n.get_name() in ("", "GtkLabel")]
    assert not unnamed_labels, f"{len(unnamed_labels)} unnamed labels in the deck"


def main():
    # A deck of its own, saved in a new state directory: the demo starts from the first card.
    state_home = tempfile.mkdtemp(prefix="koloda-a11y-state-")
    atexit.register(shutil.rmtree, state_home, True)
    environment = dict(os.environ, XDG_STATE_HOME=state_home)
    environment.pop("GTK_A11Y", None)
    process = subprocess.Popen([DEMO, "--events"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environment)
    passed = failed = 0
    try:
        assert json.loads(process.stdout.readline())["name"] == "ready"
        app = eventually(application, timeout=10)
        for name, test in [(n, t) for n, t in globals().items() if n.startswith("test_")]:
            try:
                test(app)
                print(f"ok   {name}")
                passed += 1
            except Exception:
                print(f"FAIL {name}\n{traceback.format_exc()}")
                failed += 1
    finally:
        process.terminate()
        process.wait(timeout=5)
    print(f"a11y: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
