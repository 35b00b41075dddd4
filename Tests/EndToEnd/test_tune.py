#!/usr/bin/python3
"""End-to-end tests of koloda-demo's Tune panel and session recording: controls found through
AT-SPI and changed with real input (xdotool) or their accessible actions, checked against the
demo's --events output, the files it writes, the clipboard and `koloda`.

Usage: dbus-run-session -- /usr/bin/python3 test_tune.py PATH-TO-KOLODA-DEMO
       dbus-run-session -- /usr/bin/python3 test_tune.py PATH-TO-KOLODA-DEMO --pictures DIR
(DISPLAY must name a running X server; `koloda` must be beside the demo.) The second form takes
the documentation's pictures of the panel instead: DIR/tune.png, and to look at, tune-dark.png
and tune-small.png. Closes with "tune: N passed, N failed".
"""

import json
import os
import subprocess
import sys
import tempfile
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_accessibility import eventually, nodes  # noqa: E402
from runner import run_tests  # noqa: E402
from test_demo import WORK, Demo, xdotool  # noqa: E402

warnings.simplefilter("ignore", DeprecationWarning)
DEMO = sys.argv[1]
KOLODA = os.path.join(os.path.dirname(os.path.abspath(DEMO)), "koloda")
EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Examples")
WINDOW = (1240, 1000)


class TunedDemo(Demo):
    """A demo with its Tune panel open and on the accessibility bus."""

    def __init__(self, *extra, env=None):
        super().__init__("--size", f"{WINDOW[0]}x{WINDOW[1]}", "--tune", *extra, env=dict({"GTK_A11Y": "atspi"}, **(env or {})))
        self.app = eventually(lambda: application(self.process.pid), timeout=10)

    def control(self, name, role=None):
        """The accessible control named `name` (of `role`), once it is there."""
        def find():
            found = [n for n in nodes(self.app) if n.get_name() == name and (role is None or n.get_role_name() == role)]
            assert found, f"no {role or 'control'} named {name!r}"
            return found[0]
        return eventually(find)

    def type_into(self, name, text):
        """Scrolls to the spin button named `name`, clicks into it, selects its text, types `text`
        and Return (the window is at the screen's origin, with no window manager)."""
        control = self.scroll_to(name, "spin button")
        extents = control.get_extents(Atspi.CoordType.WINDOW)
        xdotool("mousemove", extents.x + 20, extents.y + extents.height // 2, "click", "--repeat", 3, 1)
        xdotool("key", "ctrl+a", "type", text)
        xdotool("key", "Return")

    def scroll_to(self, name, role):
        """The control named `name`, scrolled into view with the wheel over its label (not over a
        control, which the wheel would change)."""
        control = self.control(name, role)
        for _ in range(40):
            extents = control.get_extents(Atspi.CoordType.WINDOW)
            if 0 <= extents.y and extents.y + extents.height <= WINDOW[1] - 20:
                break
            label = self.control(name, "label").get_extents(Atspi.CoordType.WINDOW)
            xdotool("mousemove", label.x + 5, max(min(label.y, WINDOW[1] - 40), 40), "click", 5 if extents.y > 0 else 4)
            time.sleep(0.1)
        return control

    def act(self, name, role, action):
        """Performs the accessible action `action` of the control, scrolled into view, as
        assistive technology would."""
        node = self.scroll_to(name, role)
        actions = node.get_action_iface()
        names = [actions.get_action_name(i) for i in range(actions.get_n_actions())]
        assert action in names, f"{name} has actions {names}"
        assert actions.do_action(names.index(action))

    def status(self):
        """The panel's status line."""
        labels = [n.get_name() for n in nodes(self.app) if n.get_role_name() == "label"]
        return next((name for name in labels if name.startswith(("Refused", "Saved", "Copied", "Recording", "Not "))), "")

    def grab(self, name, rect):
        """A screenshot of `rect` (x, y, width, height) of the screen, as raw RGB bytes."""
        x, y, width, height = map(int, rect)
        path = os.path.join(WORK, name + ".png")
        subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}", "+repage", path], check=True)
        return subprocess.run(["convert", path, "-depth", "8", "rgb:-"], check=True, capture_output=True).stdout


def application(pid):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_process_id() == pid:
            return app
    raise AssertionError(f"process {pid} is not on the accessibility bus")


def until(predicate, describe, timeout=5.0):
    """Waits until `predicate()` holds; fails with `describe()` when it does not in time."""
    def check():
        assert predicate(), describe()
    eventually(check, timeout)


def koloda(*args):
    return subprocess.run([KOLODA, *args], check=True, capture_output=True, text=True).stdout


def deck_file(**changes):
    """A deck file in WORK: the swipe-right example's deck, with `changes`."""
    deck = json.loads(koloda("options", os.path.join(EXAMPLES, "swipe-right.json")))
    deck["deck"].update(changes)
    path = tempfile.mktemp(prefix="deck-", suffix=".json", dir=WORK)
    with open(path, "w") as file:
        json.dump(deck, file)
    return path


# The tests. Each gets a fresh demo.

def test_every_control_of_the_panel_is_named_and_focusable():
    demo = TunedDemo()
    try:
        kinds = ("spin button", "check box", "combo box", "slider", "push button", "toggle button")
        controls = [n for n in nodes(demo.app) if n.get_role_name() in kinds and n.get_state_set().contains(Atspi.StateType.FOCUSABLE)]
        names = [n.get_name() for n in controls]
        unnamed = [name for name in names if not name or name.startswith("Gtk")]
        assert not unnamed, f"unnamed controls: {unnamed}"
        for name in ["Layout", "Cards peek", "Visible cards", "Next card alpha", "Fling", "Reset response (s)", "Re-layout", "Prefetched cards",
                     "Reduced motion", "Save…", "Copy as Swift", "Record", "Tune"]:
            assert name in names, f"{name} is not a focusable control: {names}"
    finally:
        demo.close()


def test_a_control_changed_by_typing_changes_the_live_deck():
    demo = TunedDemo()
    try:
        assert demo.wait_for("idle")["visible"] == 3
        start = demo.mark()
        demo.type_into("Visible cards", "1")
        tuned = demo.wait_for("tuned", after=start)
        assert tuned == dict(tuned, control="Visible cards") and "refused" not in tuned, tuned
        idle = demo.wait_for("idle", after=start)
        assert idle["visible"] == 1 and idle["live"] == 1, idle
    finally:
        demo.close()


def test_a_control_offers_only_what_the_deck_accepts():
    demo = TunedDemo()
    try:
        start = demo.mark()
        demo.type_into("Minimum scale", "0")
        tuned = demo.wait_for("tuned", after=start, control="Minimum scale")
        assert "refused" not in tuned, tuned
        spin = demo.control("Minimum scale", "spin button").get_value_iface()
        assert 0 < spin.get_current_value() == spin.get_minimum_value(), spin.get_current_value()
        assert demo.status() == "", demo.status()
        x, y, w, h = demo.ready["stage"]
        xdotool("mousemove", x + w / 2, y + h / 2, "click", 1)
        xdotool("key", "Right")
        assert demo.wait_for("didSwipe", after=start)["index"] == 0
    finally:
        demo.close()


def test_fling_turned_off_mid_drag_makes_the_same_flick_spring_back():
    demo = TunedDemo()
    try:
        x, y, w, h = demo.ready["stage"]
        x, y = x + w / 2, y + 150
        start = demo.mark()
        xdotool("mousemove", int(x), int(y), "mousedown", 1, "sleep", 0.05, "mousemove", int(x + 10), int(y),
                "sleep", 0.05, "mousemove", int(x + 20), int(y))
        demo.wait_for("panBegan", after=start)
        demo.act("Fling", "check box", "toggle")
        tuned = demo.wait_for("tuned", after=start, control="Fling")
        assert "refused" not in tuned and "panFinished" not in demo.names(start), demo.names(start)
        # 100 points in 50 ms: a flick that flings with fling on (test_demo's flick test).
        commands = []
        for step in range(1, 6):
            commands += ["sleep", 0.01, "mousemove", int(x + 20 + 20 * step), int(y)]
        xdotool(*commands, "mouseup", 1)
        demo.wait_for("didReset", after=start)
        demo.settle(0.5)
        assert "didSwipe" not in demo.names(start), demo.names(start)
    finally:
        demo.close()


def test_the_spring_controls_keep_in_step_and_the_record_button_records():
    demo = TunedDemo()
    try:
        def value(name):
            return demo.control(name, "spin button").get_value_iface().get_current_value()

        ratio, speed = value("Reset damping ratio"), value("Reset speed")
        start = demo.mark()
        demo.type_into("Reset bounciness", "4")
        demo.wait_for("tuned", after=start, control="Reset bounciness")
        until(lambda: value("Reset damping ratio") > ratio + 0.05, lambda: value("Reset damping ratio"))
        assert value("Reset speed") == speed, "speed stays"
        bounciness = value("Reset bounciness")
        demo.type_into("Reset damping ratio", "0.3")
        demo.wait_for("tuned", after=start, control="Reset damping ratio")
        until(lambda: value("Reset bounciness") > bounciness + 1, lambda: value("Reset bounciness"))

        demo.act("Record", "push button", "click")
        path = demo.wait_for("recording", after=start)["path"]
        assert path.startswith(os.path.join(demo.state_home, "koloda-places", "recordings", "session-")), path
        x, y, w, h = demo.ready["stage"]
        xdotool("mousemove", x + w / 2, y + h / 2, "click", 1)
        mark = demo.mark()
        xdotool("key", "Right")
        demo.wait_for("didSwipe", after=mark)
        trace = json.loads(koloda("simulate", path))
        assert [e["name"] for e in trace["events"] if e["name"] in ("didSwipe", "didSelect")] == ["didSelect", "didSwipe"], trace["events"]
        assert "resetSpring" in trace["scenario"]["deck"], "the recording starts with the tuned spring"

    finally:
        demo.close()


def test_save_then_options_gives_the_same_deck_and_the_swift_of_the_cli():
    path = deck_file()
    demo = TunedDemo("--options", path)
    try:
        start = demo.mark()
        demo.type_into("Visible cards", "2")
        demo.wait_for("tuned", after=start, control="Visible cards")
        demo.type_into("Top margin (pt)", "30")
        demo.wait_for("tuned", after=start, control="Top margin (pt)")
        demo.act("Loop", "check box", "toggle")
        demo.wait_for("tuned", after=start, control="Loop")
        demo.settle(0.5)
        demo.act("Save…", "push button", "click")
        assert demo.wait_for("saved", after=start)["path"] == path
        demo.act("Copy as Swift", "push button", "click")
        demo.wait_for("copied", after=start)
        clipboard = subprocess.run(["xclip", "-o", "-selection", "clipboard"], check=True, capture_output=True, text=True).stdout
        deck = json.load(open(path))["deck"]
        assert (deck["visibleCards"], deck["topMargin"], deck["isLoop"]) == (2, 30, True), deck
        assert clipboard == koloda("options", path, "--swift"), clipboard
        assert "options.countOfVisibleCards = 2\n" in clipboard and "options.isLoop = true\n" in clipboard, clipboard
        xdotool("mousemove", WINDOW[0] + 50, 10)
        demo.settle(0.3)
        before = demo.grab("saved-deck", demo.ready["deck"])
    finally:
        demo.close()
    again = TunedDemo("--options", path)
    try:
        again.wait_for("idle")
        again.settle(0.3)
        # The file has the size of the deck as it was saved, which the reopened deck has too.
        width, height = again.ready["stage"][2:]
        assert abs(width - deck["width"]) < 0.01 and abs(height - deck["height"]) < 0.01, (deck, again.ready)
        assert height != demo.ready["stage"][3], "two cards and a wider margin make another stage"
        after = again.grab("reopened-deck", again.ready["deck"])
        different = sum(1 for a, b in zip(before, after) if abs(a - b) > 24)
        assert different < len(before) / 500, f"{different} of {len(before)} bytes differ"
    finally:
        again.close()


def test_a_recorded_session_replays_with_the_same_swipes_and_undos():
    recording = os.path.join(WORK, "session.json")
    demo = Demo("--record", recording)
    try:
        assert demo.wait_for("recording")["path"] == recording
        x, y, w, h = demo.ready["stage"]
        x, y = x + w / 2, y + 150
        def step(event, **fields):
            """Waits for the event that the input just given causes."""
            demo.wait_for(event, after=mark, **fields)

        mark = demo.mark()
        demo.drag((x, y), (x + w * 0.65, y + 10), seconds=1.0, steps=20)  # slow, past the threshold
        step("didShow", index=1)
        mark = demo.mark()
        demo.drag((x, y), (x + 50, y + 5), seconds=0.8, steps=16)  # short: springs back
        step("didReset")
        mark = demo.mark()
        demo.drag((x, y), (x - 100, y), seconds=0.05, steps=5)  # a flick
        step("didSwipe", index=1, direction="left")
        for key, event, fields in [("Right", "didSwipe", {"index": 2}), ("BackSpace", "didRewind", {"index": 2}),
                                   ("ctrl+z", "didRewind", {"index": 1}), ("Left", "didSwipe", {"index": 1})]:
            demo.settle(0.3)
            mark = demo.mark()
            xdotool("key", key)
            step(event, **fields)
        demo.kill()  # mid fly-off: the file is whole after the last key
        demo.settle(0.2)
    finally:
        demo.close()
    live = [(e["name"], e["index"], e.get("direction")) for e in demo.events if e["name"] in ("didSwipe", "didRewind")]
    assert len(live) == 6, live
    trace = json.loads(koloda("simulate", recording))
    replayed = [(e["name"], e["index"], e.get("direction")) for e in trace["events"] if e["name"] in ("didSwipe", "didRewind")]
    assert replayed == live, (replayed, live)
    sheet = os.path.join(WORK, "session-sheet.png")
    subprocess.run([KOLODA, "preview", recording, "--sheet", sheet], check=True, env=dict(os.environ, DISPLAY=""))
    assert os.path.getsize(sheet) > 0


def test_a_bad_deck_file_stops_the_demo_with_one_line():
    bad = os.path.join(WORK, "bad-deck.json")
    with open(bad, "w") as file:
        file.write('{"deck": {"visibleCards": 3, "scaleMin": 0}}')
    for path, expected in [(bad, "$.deck.scaleMin"), (os.path.join(WORK, "missing.json"), "cannot read")]:
        result = subprocess.run([DEMO, "--options", path], capture_output=True, text=True, timeout=20,
                                env=dict(os.environ, GTK_A11Y="none"))
        assert result.returncode == 2, result
        assert result.stderr.count("\n") == 1 and expected in result.stderr and path in result.stderr, result.stderr


def pictures(directory):
    """The panel after a gesture: light (the documentation's), dark, and in a small window."""
    os.makedirs(directory, exist_ok=True)
    for name, env, extra in [("tune", {}, ["--size", "1280x820"]), ("tune-dark", {"GTK_THEME": "Adwaita:dark"}, ["--size", "1280x820"]),
                             ("tune-small", {}, ["--size", "640x520"])]:
        demo = TunedDemo(*extra, env=env)
        x, y, w, h = demo.ready["stage"]
        start = demo.mark()
        demo.drag((x + w / 2, y + 120), (x + w * 1.1, y + 150), seconds=0.5, steps=10)
        demo.wait_for("timeline", after=start)
        xdotool("mousemove", 2000, 2000)
        demo.settle(0.5)
        window = demo.ready["window"]
        demo.grab(name, (0, 0, window[0], window[1]))
        demo.close()
        subprocess.run(["convert", os.path.join(WORK, name + ".png"), "-strip", os.path.join(directory, name + ".png")], check=True)


def main():
    if len(sys.argv) > 3 and sys.argv[2] == "--pictures":
        pictures(sys.argv[3])
        return 0
    return run_tests(globals(), "tune")


if __name__ == "__main__":
    sys.exit(main())
