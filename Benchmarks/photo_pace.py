#!/usr/bin/env python3
"""Key to the next photo at rest in Photo Sort, at a culling pace and at the deck's gentle pace:
16 photos of 4032 x 3024 (those of photo_sort.py), a 1600 x 1000 window, Right pressed 10 times
1.5 s apart; for each, the time from the key (just before xdotool sends it) to the deck's
`didShow` of the next photo (it is on top at rest, in its place and at its size, and nothing moves
over it: at the culling pace the photo swiped flies off beneath it), read as the app writes it to
standard output; the time to the decision saved (`saved`); the time until the next photo is fully
visible (its `didShow`, or its picture's `photoShown` when that comes later); and the time to the
next `idle` event (every card at rest, the swiped one gone).

Usage (under an X server such as Xvfb): photo_pace.py PATH-TO-KOLODA-PHOTOS [--megapixels 24|45]
(--megapixels: 16 photos of 6000 x 4000 or 8256 x 5504, as 24 and 45 MP cameras write them, made
with ImageMagick on the first run, in place of the 12 MP ones.)
Prints one JSON object: {"culling": {"medianMs", "longestMs", "runs", "decisionMedianMs",
"decisionLongestMs", "visibleMedianMs", "visibleLongestMs", "idleMedianMs"}, "gentle": {...}}.
"""

import json
import os
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from photo_deck import photos
from photo_sort import oriented_photos

APP = sys.argv[1]
PRESSES = 10
MEGAPIXELS = int(sys.argv[sys.argv.index("--megapixels") + 1]) if "--megapixels" in sys.argv[2:] else 12
CAMERAS = {24: (6000, 4000), 45: (8256, 5504)}


def measure(source, gentle):
    with tempfile.TemporaryDirectory(prefix="koloda-bench-pace-") as home:
        folder = os.path.join(home, "shoot")
        shutil.copytree(source, folder)
        state = os.path.join(home, "state")
        config = os.path.join(home, "config")
        if gentle:
            # Photo Sort's settings in GLib's keyfile, as its main menu leaves them.
            os.makedirs(os.path.join(config, "glib-2.0", "settings"))
            with open(os.path.join(config, "glib-2.0", "settings", "keyfile"), "w") as file:
                file.write("[org/koloda/PhotoSort]\nculling-pace=false\n")
        env = dict(os.environ, GTK_A11Y="none", XDG_STATE_HOME=state, XDG_CONFIG_HOME=config, GSETTINGS_BACKEND="keyfile")
        process = subprocess.Popen([APP, "--events", "--size", "1600x1000", folder], stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True, env=env)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put((time.monotonic(), json.loads(line))) for line in process.stdout],
                         daemon=True).start()
        # Every event read, with when it arrived: a picture decoded ahead came before its key.
        seen = []

        def find(name, after, fields):
            return next(((arrived, event) for arrived, event in seen if arrived >= after and event["name"] == name
                         and all(event.get(k) == v for k, v in fields.items())), None)

        def wait_for(name, after=0.0, timeout=30, since=None, **fields):
            found = find(name, after if since is None else since, fields)
            if found:
                return found
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                try:
                    arrived, event = lines.get(timeout=0.1)
                except queue.Empty:
                    continue
                seen.append((arrived, event))
                if arrived >= (after if since is None else since) and event["name"] == name \
                        and all(event.get(k) == v for k, v in fields.items()):
                    return arrived, event
            process.kill()
            raise SystemExit(f"photo_pace: no {name} {fields}")

        try:
            _, ready = wait_for("ready")
            x, y, width, height = ready["topCard"]
            subprocess.run(["xdotool", "mousemove", str(int(x + width / 2)), str(int(y + height / 2)), "click", "1"], check=True)
            time.sleep(2)
            times, idle, decisions, visible = [], [], [], []
            for press in range(PRESSES):
                pressed = time.monotonic()
                subprocess.run(["xdotool", "key", "Right"], check=True)
                shown, _ = wait_for("didShow", after=pressed, index=press + 1)
                decided, _ = wait_for("saved", after=pressed, decisions=press + 1)
                # The next photo's picture, decoded ahead or since (at its card's size, loaded).
                pictured, _ = wait_for("photoShown", since=0.0, index=press + 1, loaded=1)
                rested, _ = wait_for("idle", after=pressed)
                times.append(round((shown - pressed) * 1000, 1))
                decisions.append(round((decided - pressed) * 1000, 1))
                visible.append(round((max(shown, pictured) - pressed) * 1000, 1))
                idle.append(round((rested - pressed) * 1000, 1))
                time.sleep(1.5)
        finally:
            process.terminate()
            process.wait(timeout=10)
    return {"medianMs": statistics.median(times), "longestMs": max(times), "runs": times,
            "decisionMedianMs": statistics.median(decisions), "decisionLongestMs": max(decisions),
            "visibleMedianMs": statistics.median(visible), "visibleLongestMs": max(visible), "idleMedianMs": statistics.median(idle)}


def main():
    source = oriented_photos() if MEGAPIXELS == 12 else photos(f"{MEGAPIXELS}mp", CAMERAS[MEGAPIXELS])
    print(json.dumps({"culling": measure(source, gentle=False), "gentle": measure(source, gentle=True)}))


if __name__ == "__main__":
    main()
