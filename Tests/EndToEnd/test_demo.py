#!/usr/bin/env python3
"""End-to-end tests of koloda-demo: real pointer and key input through xdotool on an X display,
checked against the demo's --events output and screenshots.

Usage: test_demo.py PATH-TO-KOLODA-DEMO   (DISPLAY must name a running X server, such as Xvfb)
Prints one line per test and closes with "e2e: N passed, N failed".
       test_demo.py PATH-TO-KOLODA-DEMO --pictures DIR
Takes the README's pictures of the demo instead: DIR/demo.png (at rest and mid-drag) and, to look
at, DIR/background.png and DIR/run-out.png.
"""

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
import traceback

DEMO = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/koloda-demo"
SIZE = (460, 780)
WORK = tempfile.mkdtemp(prefix="koloda-e2e-")


def xdotool(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


class Demo:
    """A running demo with its event stream."""

    def __init__(self, *extra, env=None, state_home=None, program=None, size=SIZE):
        self.events = []
        self.lines = queue.Queue()
        self.errors = None
        # Each demo remembers its deck in a state directory of its own, unless a test restarts one.
        self.state_home = state_home or tempfile.mkdtemp(prefix="state-", dir=WORK)
        environment = dict(os.environ, GTK_A11Y="none", XDG_STATE_HOME=self.state_home)
        environment.update(env or {})
        self.process = subprocess.Popen(
            [program or DEMO, "--events", *(["--size", f"{size[0]}x{size[1]}"] if size else []), *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment)
        threading.Thread(target=self._read, daemon=True).start()
        self.ready = self.wait_for("ready", timeout=20)
        x, y, w, h = self.ready["topCard"]
        self.card = (x, y, w, h)
        self.center = (x + w / 2, y + h / 2)

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(json.loads(line))

    def _drain(self, timeout):
        try:
            self.events.append(self.lines.get(timeout=timeout))
            return True
        except queue.Empty:
            return False

    def wait_for(self, name, timeout=5.0, after=0, **fields):
        """The first event named `name` (with `fields`) at position `after` or later."""
        deadline = time.monotonic() + timeout
        checked = after
        while True:
            for event in self.events[checked:]:
                if event["name"] == name and all(event.get(k) == v for k, v in fields.items()):
                    return event
            checked = max(checked, len(self.events))
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.process.poll() is not None and self.lines.empty():
                raise AssertionError(f"no {name} {fields} within {timeout} s; events: {self.names(after)}")
            self._drain(min(remaining, 0.1))

    def settle(self, seconds=0.4):
        """Collects events for a while."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self._drain(0.05)

    def names(self, after=0):
        return [e["name"] for e in self.events[after:]]

    def mark(self):
        self.settle(0.05)
        return len(self.events)

    def drag(self, start, end, seconds, steps=12, release=True):
        """Presses at `start`, moves to `end` in `steps` over `seconds`, and releases there, in one
        xdotool command so that the timing is not spoiled by starting a process per move."""
        commands = ["mousemove", int(start[0]), int(start[1]), "mousedown", 1]
        for step in range(1, steps + 1):
            f = step / steps
            commands += ["sleep", f"{seconds / steps:.4f}"]
            commands += ["mousemove", int(start[0] + (end[0] - start[0]) * f), int(start[1] + (end[1] - start[1]) * f)]
        if release:
            commands += ["mouseup", 1]
        xdotool(*commands)

    def screenshot(self, name):
        path = os.path.join(WORK, name)
        subprocess.run(["import", "-window", "root", "-crop", f"{SIZE[0]}x{SIZE[1]}+0+0", "+repage", path + ".png"], check=True)
        raw = subprocess.run(["convert", path + ".png", "-depth", "8", "rgb:-"], check=True, capture_output=True).stdout
        assert len(raw) == SIZE[0] * SIZE[1] * 3, f"screenshot has {len(raw)} bytes"
        return Image(raw, *SIZE)

    def kill(self):
        """Ends the demo with SIGKILL, as a crash or the out-of-memory killer would."""
        self.process.kill()
        self.process.wait(timeout=5)

    def state_file(self):
        return os.path.join(self.state_home, "koloda-places", "state.json")

    def likes(self):
        """The heart count the demo shows, as its last `likes` event said (0 before any)."""
        counts = [e["count"] for e in self.events if e["name"] == "likes"]
        return counts[-1] if counts else 0

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
        if self.errors is None:
            self.errors = self.process.stderr.read()
        critical = [line for line in self.errors.splitlines() if "CRITICAL" in line or "WARNING" in line]
        assert not critical, "GTK complained:\n" + "\n".join(critical[:10])


class Image:
    def __init__(self, raw, width, height):
        self.raw, self.width, self.height = raw, width, height

    def pixel(self, x, y):
        offset = (int(y) * self.width + int(x)) * 3
        return tuple(self.raw[offset:offset + 3])


def close_to(a, b, tolerance):
    return all(abs(p - q) <= tolerance for p, q in zip(a, b))


def top_edge(image, x, color, start_y, tolerance=28):
    """The first y at or below start_y where column x has `color`."""
    for y in range(int(start_y), image.height):
        if close_to(image.pixel(x, y), color, tolerance):
            return y
    return None


# The tests. Each gets a fresh demo.

def test_slow_drag_past_threshold_swipes_right(demo):
    x, y = demo.center[0], demo.card[1] + 120
    start = demo.mark()
    demo.drag((x, y), (x + demo.card[2] * 0.65, y + 10), seconds=1.3, steps=26)
    swipe = demo.wait_for("didSwipe", after=start)
    assert swipe["index"] == 0 and swipe["direction"] == "right", swipe
    demo.wait_for("didShow", index=1, after=start)
    names = demo.names(start)
    assert names.index("panBegan") < names.index("didSwipe") < names.index("panFinished"), names


def test_short_slow_drag_springs_back(demo):
    x, y = demo.center[0], demo.card[1] + 120
    start = demo.mark()
    demo.drag((x, y), (x + 60, y + 5), seconds=1.0, steps=20)
    demo.wait_for("didReset", after=start)
    demo.settle(0.3)
    assert "didSwipe" not in demo.names(start), demo.names(start)
    assert demo.names(start).count("didReset") == 1


def test_fast_short_flick_swipes(demo):
    x, y = demo.center[0], demo.card[1] + 120
    start = demo.mark()
    # 100 points in 50 ms: 2000 pt/s, far above the fling velocity; a quarter of the threshold.
    demo.drag((x, y), (x - 100, y), seconds=0.05, steps=5)
    swipe = demo.wait_for("didSwipe", after=start)
    assert swipe["direction"] == "left", swipe


def test_arrow_keys_swipe_and_ctrl_z_brings_the_card_back(demo):
    start = demo.mark()
    xdotool("key", "Right")
    demo.wait_for("didSwipe", index=0, direction="right", after=start)
    xdotool("key", "Left")
    demo.wait_for("didSwipe", index=1, direction="left", after=start)
    xdotool("key", "ctrl+z")
    demo.wait_for("didRewind", index=1, after=start)
    demo.wait_for("didShow", index=1, after=len(demo.events) - 1)
    xdotool("key", "BackSpace")
    demo.wait_for("didRewind", index=0, after=start)


def test_the_dark_theme_makes_the_window_dark(demo_dark):
    image = demo_dark.screenshot("dark")
    x, y, w, h = demo_dark.ready["deck"]
    background = image.pixel(4, y + h / 2)  # beside the deck, in the window's own background
    assert sum(background) / 3 < 80, f"the window background is {background} under Adwaita:dark"
    card = image.pixel(x + w / 2, y + h - 40)  # the top card's caption
    assert sum(card) / 3 < 110, f"the card is {card} under Adwaita:dark"


def test_cards_keep_their_shape_in_any_window(demo):
    shapes = {}
    for size in ["460x780", "800x420", "300x900"]:
        other = Demo("--size", size)
        try:
            x, y, w, h = other.ready["topCard"]
            dx, dy, dw, dh = other.ready["deck"]
            shapes[size] = w / h
            assert abs(w / h - 0.72) < 0.02, f"{size}: the top card is {w}x{h}"
            assert abs((x + w / 2) - (dx + dw / 2)) < 2, f"{size}: the card is not centred in the deck"
        finally:
            other.close()


def test_a_key_that_is_not_allowed_keeps_the_focus_in_the_deck(demo):
    # Up is not an allowed direction: the card nudges and springs back, the focus stays in the
    # deck, and the arrow keys keep swiping.
    start = demo.mark()
    xdotool("key", "Up")
    demo.settle(0.8)
    assert not any(e["name"] == "didSwipe" for e in demo.events[start:]), demo.names(start)
    xdotool("key", "Right")
    demo.wait_for("didSwipe", index=0, direction="right", after=start)
    xdotool("key", "Up", "sleep", "0.3", "key", "Left")
    demo.wait_for("didSwipe", index=1, direction="left", after=start)


def test_the_focus_ring_shows_when_the_keyboard_brings_the_focus(demo):
    # GTK's rule for its own widgets: the deck has the focus from the start, but its ring shows only
    # once the keyboard has moved the focus there, and stays while the keys swipe. The demo draws
    # the ring over the deck's edge, in the selection colour.
    x, y, w, h = demo.ready["deck"]
    edge = (x + 1, y + h / 2)

    def ring_shows(name):
        r, g, b = demo.screenshot(name).pixel(*edge)
        return b > 170 and b - r > 80 and b - g > 20

    assert not ring_shows("focus-start")
    xdotool("key", "Tab", "sleep", "0.2", "key", "shift+Tab")
    demo.settle(0.5)
    assert ring_shows("focus-keyboard")
    start = demo.mark()
    xdotool("key", "Right")
    demo.wait_for("didSwipe", index=0, direction="right", after=start)
    demo.settle(0.8)
    assert ring_shows("focus-after-swipe")


def test_swiping_again_during_an_undo_announces_the_undo_first(demo):
    # Right, Backspace, Left at an ordinary typing pace: the second swipe interrupts the undo, whose
    # didRewind comes at that moment, before the new didSwipe (KolodaEngine.docc/DeckModel.md).
    start = demo.mark()
    xdotool("key", "Right", "sleep", "0.25", "key", "BackSpace", "sleep", "0.15", "key", "Left")
    demo.wait_for("didSwipe", index=0, direction="left", after=start)
    demo.wait_for("didShow", index=1, after=len(demo.events) - 1)
    demo.settle(0.6)
    events = [(e["name"], e.get("index")) for e in demo.events[start:] if e["name"] in ("didSwipe", "didShow", "didRewind")]
    assert events == [("didSwipe", 0), ("didShow", 1), ("didRewind", 0), ("didSwipe", 0), ("didShow", 1)], events


def mirrored_history(events):
    """The history an app keeps from the events alone: didSwipe pushes, didRewind pops its card."""
    history = []
    for event in events:
        if event["name"] == "didSwipe":
            history.append(event["index"])
        elif event["name"] == "didRewind":
            assert history and history[-1] == event["index"], f"didRewind({event['index']}) with {history}"
            history.pop()
    return history


def test_five_likes_undone_at_typing_pace_leave_no_heart(demo):
    # Five likes, then Backspace five times about 80 ms apart: every undo is announced once, so the
    # heart count the app keeps from the events goes back to 0.
    start = demo.mark()
    xdotool("key", "--delay", "300", *["Right"] * 5)
    demo.wait_for("likes", count=5, after=start)
    demo.settle(0.5)
    xdotool("key", "--delay", "80", *["BackSpace"] * 5)
    demo.wait_for("didShow", index=0, after=demo.events.index(demo.wait_for("didSwipe", index=4, after=start)))
    demo.settle(0.6)
    rewinds = [e["index"] for e in demo.events[start:] if e["name"] == "didRewind"]
    assert rewinds == [4, 3, 2, 1, 0], rewinds
    assert mirrored_history(demo.events[start:]) == []
    assert demo.likes() == 0, demo.names(start)


def last_shown(demo):
    """The card on top once the demo has started and restored its deck, which is also the first
    card it announced: the saved state is restored before the first load."""
    demo.settle(0.3)
    shown = [e["index"] for e in demo.events if e["name"] == "didShow"]
    assert len(set(shown)) == 1, f"the restarted demo announced {shown}"
    return shown[-1]


def restarted(demo):
    """The demo started again on the state directory of `demo`, which has ended."""
    return Demo(state_home=demo.state_home)


def check_undo_after_restart(demo, index, direction):
    """The saved history remembers the side the card left by (so the engine brings it back from
    there, as its own tests check), and Backspace brings it back."""
    with open(demo.state_file()) as file:
        assert json.load(file)["deck"]["history"][-1] == [index, direction]
    start = demo.mark()
    xdotool("key", "BackSpace")
    demo.wait_for("didRewind", index=index, after=start)
    demo.wait_for("didShow", index=index, after=start)
    demo.settle(0.3)


def test_a_restart_after_sigkill_at_rest_keeps_the_deck(demo):
    start = demo.mark()
    xdotool("key", "--delay", "300", "Right", "Left", "Right")
    demo.wait_for("didShow", index=3, after=start)
    demo.settle(0.5)
    demo.kill()
    again = restarted(demo)
    try:
        assert last_shown(again) == 3, again.names()
        assert again.likes() == 2
        check_undo_after_restart(again, 2, "right")
        assert again.likes() == 1
    finally:
        again.close()


def test_a_restart_after_sigkill_mid_fly_off_keeps_the_swipe(demo):
    start = demo.mark()
    xdotool("key", "Right", "sleep", "0.05")
    demo.wait_for("didSwipe", index=0, after=start)
    demo.kill()
    again = restarted(demo)
    try:
        assert last_shown(again) == 1, again.names()
        assert again.likes() == 1
        check_undo_after_restart(again, 0, "right")
        assert again.likes() == 0
    finally:
        again.close()


def test_an_unreadable_state_file_is_set_aside_and_the_deck_starts_fresh(demo):
    demo.close()
    os.makedirs(os.path.dirname(demo.state_file()), exist_ok=True)
    with open(demo.state_file(), "w") as file:
        file.write('{"deck": {"version": 1, "currentIndex": 3')
    again = restarted(demo)
    try:
        assert last_shown(again) == 0
        start = again.mark()
        xdotool("key", "Right")
        again.wait_for("didSwipe", index=0, after=start)
        again.settle(0.5)
    finally:
        again.close()
    errors = again.errors
    lines = [line for line in errors.splitlines() if line.startswith("koloda-demo:")]
    assert len(lines) == 1 and "cannot use the saved state" in lines[0] and "starting a fresh deck" in lines[0], errors
    folder = os.path.dirname(demo.state_file())
    aside = [name for name in os.listdir(folder) if name.startswith("state.json.unreadable-")]
    assert len(aside) == 1, os.listdir(folder)
    with open(os.path.join(folder, aside[0])) as file:
        assert file.read() == '{"deck": {"version": 1, "currentIndex": 3', "the file is kept as it was"
    with open(demo.state_file()) as file:
        assert json.load(file)["deck"]["currentIndex"] == 1, "the fresh deck is saved again"


def test_a_card_in_flight_is_drawn_over_the_window_past_the_deck(demo):
    # Between the deck's box and the window's edge there is only the window's background at rest;
    # a card flying off to the right crosses it instead of being cut at the deck's edge.
    x, y, w, h = demo.ready["deck"]
    strip = [(px, py) for px in range(int(x + w + 20), SIZE[0] - 2, 3) for py in range(int(y), int(y + h), 9)]
    assert len(strip) > 20, strip
    rest = demo.screenshot("before-flight")
    start = demo.mark()
    xdotool("key", "Right", "sleep", "0.18")
    flying = demo.screenshot("in-flight")
    demo.wait_for("didSwipe", index=0, after=start)
    crossed = sum(1 for point in strip if not close_to(rest.pixel(*point), flying.pixel(*point), 12))
    assert crossed > len(strip) // 4, f"{crossed} of {len(strip)} points past the deck changed"


def test_tap_selects_and_buttons_inside_the_card_work(demo):
    x, y = demo.center
    start = demo.mark()
    xdotool("mousemove", int(x), int(y), "click", 1)
    demo.wait_for("didSelect", index=0, after=start)
    # The ★ button sits at the right of the card's footer.
    cx, cy, cw, ch = demo.card
    xdotool("mousemove", int(cx + cw - 42), int(cy + ch - 38), "click", 1)
    demo.wait_for("cardButton", index=0, after=start)
    demo.settle(0.3)
    assert demo.names(start).count("didSelect") == 1, demo.names(start)
    assert "panBegan" not in demo.names(start)


def test_mid_drag_screenshot_shows_the_top_card_rotated(demo):
    check_mid_drag_rotation(demo, "")


def test_the_gl_renderer_draws_the_dragged_card_rotated_too(demo_gl):
    assert demo_gl.ready["renderer"] == "GskGLRenderer", demo_gl.ready
    check_mid_drag_rotation(demo_gl, "gl-")


def test_software_opengl_draws_with_cairo_as_newer_gtk_chooses(demo):
    """Under Xvfb OpenGL is Mesa's llvmpipe: with no GSK_RENDERER the app draws with cairo, as
    GTK 4.13.8 and later choose themselves (GTK 4.8 would draw with OpenGL); an explicit
    GSK_RENDERER is kept (the test above)."""
    opengl = demo.ready.get("openGL")
    assert opengl, f"the app did not say which OpenGL it found: {demo.ready}"
    expected = "GskCairoRenderer" if "llvmpipe" in opengl else "GskGLRenderer"
    assert demo.ready["renderer"] == expected, demo.ready


def check_mid_drag_rotation(demo, prefix):
    """The dragged card, drawn from its picture, is where the pointer took it and turned."""
    cx, cy, cw, ch = demo.card
    rest = demo.screenshot(prefix + "rest")
    sky = rest.pixel(cx + cw / 2, cy + 6)
    columns = (cx + cw * 0.55, cx + cw * 0.85)
    at_rest = [top_edge(rest, column, sky, cy - 30) for column in columns]
    assert None not in at_rest and abs(at_rest[0] - at_rest[1]) <= 2, at_rest
    demo.drag((cx + cw / 2, cy + 100), (cx + cw / 2 + 120, cy + 110), seconds=0.8, steps=16, release=False)
    time.sleep(0.3)
    dragged = demo.screenshot(prefix + "mid-drag")
    xdotool("mouseup", 1)
    moved = [top_edge(dragged, column + 120, sky, cy - 60) for column in columns]
    assert None not in moved, moved
    # Turned clockwise: the top edge is lower on the right than on the left.
    assert moved[1] - moved[0] > 8, f"top edge at {moved} while dragged, {at_rest} at rest"
    different = sum(1 for y in range(int(cy), int(cy + ch), 7) for x in range(int(cx), int(cx + cw), 7)
                    if not close_to(rest.pixel(x, y), dragged.pixel(x, y), 10))
    assert different > 500, different


def test_reduced_motion_finishes_at_once_with_the_same_events(demo_reduced):
    demo = demo_reduced
    start = demo.mark()
    xdotool("key", "Right")
    swipe = demo.wait_for("didSwipe", after=start)
    show = demo.wait_for("didShow", index=1, after=start)
    assert show["t"] - swipe["t"] < 0.1, (swipe, show)
    xdotool("key", "ctrl+z")
    rewind = demo.wait_for("didRewind", index=0, after=start)
    demo.wait_for("didShow", index=0, after=start)
    idle = demo.wait_for("idle", after=demo.events.index(rewind))
    assert idle["leaving"] == 0


def test_two_hundred_swipes_keep_only_the_cards_in_view(demo_many):
    demo = demo_many
    start = demo.mark()
    for chunk in range(20):
        xdotool("key", "--delay", "12", *(["Right", "Left"] * 5))
    demo.wait_for("didSwipe", index=199, after=start, timeout=30)
    idle = demo.wait_for("idle", after=len(demo.events) - 1, timeout=10)
    swipes = [e for e in demo.events[start:] if e["name"] == "didSwipe"]
    assert [e["index"] for e in swipes] == list(range(200)), len(swipes)
    for event in demo.events[start:]:
        if event["name"] == "idle":
            assert event["live"] <= event["visible"] + event["leaving"], event
    assert idle["live"] == idle["visible"] == 3 and idle["leaving"] == 0, idle


def pictures(directory):
    """The demo at rest and mid-drag side by side, the background layout, and the run-out screen."""
    os.makedirs(directory, exist_ok=True)
    xdotool("mousemove", SIZE[0] + 100, 10)
    demo = Demo()
    cx, cy, cw, ch = demo.card
    demo.screenshot("rest")
    demo.drag((cx + cw / 2, cy + 100), (cx + cw / 2 + 120, cy + 110), seconds=0.8, steps=16, release=False)
    time.sleep(0.3)
    demo.screenshot("mid-drag")
    xdotool("mouseup", 1, "mousemove", SIZE[0] + 100, 10)
    demo.close()
    subprocess.run(["convert", os.path.join(WORK, "rest.png"), os.path.join(WORK, "mid-drag.png"), "+append",
                    "-strip", os.path.join(directory, "demo.png")], check=True)
    demo = Demo("--layout", "background", "--cards", "3")
    start = demo.mark()
    xdotool("key", "Right")
    demo.wait_for("didShow", index=1, after=start)
    demo.settle(0.6)
    demo.screenshot("background")
    for _ in range(2):
        xdotool("key", "Left")
    demo.wait_for("didRunOutOfCards", after=start)
    demo.settle(1.0)
    demo.screenshot("run-out")
    demo.close()
    for name in ("background", "run-out"):
        subprocess.run(["cp", os.path.join(WORK, name + ".png"), directory], check=True)


def run_tests(names, start):
    """Runs every `test_` function of `names` on the app `start(test)` starts for it, closing the
    app after; prints a line per test. Returns the numbers passed and failed."""
    passed = failed = 0
    for name, test in [(n, t) for n, t in names.items() if n.startswith("test_")]:
        app = None
        try:
            app = start(test)
            test(app)
            app.close()
            app = None
            print(f"ok   {name}")
            passed += 1
        except Exception:
            print(f"FAIL {name}\n" + "".join(traceback.format_exc()))
            failed += 1
        finally:
            if app is not None:
                try:
                    app.close()
                except AssertionError:
                    pass
    return passed, failed


def main():
    if len(sys.argv) > 3 and sys.argv[2] == "--pictures":
        pictures(sys.argv[3])
        return 0
    reduced_config = os.path.join(WORK, "config")
    os.makedirs(os.path.join(reduced_config, "gtk-4.0"))
    with open(os.path.join(reduced_config, "gtk-4.0", "settings.ini"), "w") as settings:
        settings.write("[Settings]\ngtk-enable-animations=0\n")
    fixtures = {
        "demo": lambda: Demo(),
        "demo_reduced": lambda: Demo(env={"XDG_CONFIG_HOME": reduced_config}),
        "demo_many": lambda: Demo("--cards", "260"),
        "demo_dark": lambda: Demo(env={"GTK_THEME": "Adwaita:dark"}),
        "demo_gl": lambda: Demo(env={"GSK_RENDERER": "gl"}),
    }
    passed, failed = run_tests(globals(), lambda test: fixtures[test.__code__.co_varnames[0]]())
    print(f"screenshots: {WORK}")
    print(f"e2e: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
