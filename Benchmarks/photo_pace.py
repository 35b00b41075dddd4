#!/usr/bin/env python3
"""Key to the next photo at rest in Photo Sort, at a culling pace and at the deck's gentle pace:
16 photos of 4032 x 3024 (those of photo_sort.py), a 1600 x 1000 window, Right pressed 10 times
1.5 s apart; for each, the time from the key (just before xdotool sends it) to the deck's
`didShow` of the next photo (it is on top at rest, in its place and at its size, and nothing moves
over it: at the culling pace the photo swiped flies off beneath it), read as the app writes it to
standard output; and the time to the next `idle` event (every card at rest, the swiped one gone).

Usage (under an X server such as Xvfb): photo_pace.py PATH-TO-KOLODA-PHOTOS
Prints one JSON object: {"culling": {"medianMs", "longestMs", "runs"}, "gentle": {...}}.
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

from photo_sort import oriented_photos

APP = sys.argv[1]
PRESSES = 10


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

        def wait_for(name, after=0.0, timeout=30, **fields):
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                try:
                    arrived, event = lines.get(timeout=0.1)
                except queue.Empty:
                    continue
                if arrived >= after and event["name"] == name and all(event.get(k) == v for k, v in fields.items()):
                    return arrived, event
            process.kill()
            raise SystemExit(f"photo_pace: no {name} {fields}")

        try:
            _, ready = wait_for("ready")
            x, y, width, height = ready["topCard"]
            subprocess.run(["xdotool", "mousemove", str(int(x + width / 2)), str(int(y + height / 2)), "click", "1"], check=True)
            time.sleep(2)
            times, idle = [], []
            for press in range(PRESSES):
                pressed = time.monotonic()
                subprocess.run(["xdotool", "key", "Right"], check=True)
                shown, _ = wait_for("didShow", after=pressed, index=press + 1)
                rested, _ = wait_for("idle", after=pressed)
                times.append(round((shown - pressed) * 1000, 1))
                idle.append(round((rested - pressed) * 1000, 1))
                time.sleep(1.5)
        finally:
            process.terminate()
            process.wait(timeout=10)
    return {"medianMs": statistics.median(times), "longestMs": max(times), "runs": times, "idleMedianMs": statistics.median(idle)}


def main():
    source = oriented_photos()
    print(json.dumps({"culling": measure(source, gentle=False), "gentle": measure(source, gentle=True)}))


if __name__ == "__main__":
    main()
