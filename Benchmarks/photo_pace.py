#!/usr/bin/env python3
"""Key to the next photo at rest in Photo Sort, at a culling pace and at the deck's gentle pace:
16 photos of 4032 x 3024 (those of photo_sort.py), a 1600 x 1000 window, Right pressed 10 times
1.5 s apart; for each, the time from the key (just before xdotool sends it) to the deck's
`didShow` of the next photo (it is on top at rest, in its place and at its size, and nothing moves
over it: at the culling pace the photo swiped flies off beneath it), read as the app writes it to
standard output; the time to the decision saved (`saved`); the time until the next photo is fully
visible (its `didShow`, or its picture's `photoShown` when that comes later); and the time to the
next `idle` event (every card at rest, the swiped one gone).

With --shoot, a shoot instead: the 16 photos hard-linked under 600 names (each card decodes its
file), culled at the culling pace by keys 0.3 to 0.6 s apart (seeded), sent without waiting for the
app, as a photographer keeps pressing: key -> decision saved and key -> next photo fully visible
over the 600 keys, and the app's resident set (VmRSS) after 100, 300 and 600 photos, each once
that photo's decision is saved.

Usage (under an X server such as Xvfb): photo_pace.py PATH-TO-KOLODA-PHOTOS [--megapixels 24|45] [--shoot]
(--megapixels: 16 photos of 6000 x 4000 or 8256 x 5504, as 24 and 45 MP cameras write them, made
with ImageMagick on the first run, in place of the 12 MP ones.)
Prints one JSON object: {"culling": {"medianMs", "longestMs", "runs", "decisionMedianMs",
"decisionLongestMs", "visibleMedianMs", "visibleLongestMs", "idleMedianMs"}, "gentle": {...}}; with
--shoot {"shoot": {"decisionMedianMs", "decisionP90Ms", "decisionLongestMs", "visibleMedianMs",
"visibleP90Ms", "visibleLongestMs", "rss100", "rss300", "rss600"}}, sizes in MiB.
"""

import json
import os
import queue
import random
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
SHOOT = 600
CHECKPOINTS = (100, 300, 600)


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


def resident_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        return round(next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024, 1)


def shoot(source):
    """A 600-photo shoot culled at 0.3 to 0.6 s a key (see the module's documentation)."""
    names = sorted(name for name in os.listdir(source) if name.endswith(".jpg"))
    with tempfile.TemporaryDirectory(prefix="koloda-bench-shoot-") as home:
        folder = os.path.join(home, "shoot")
        os.makedirs(folder)
        for index in range(SHOOT):
            os.link(os.path.join(source, names[index % len(names)]), os.path.join(folder, f"IMG_{index:04d}.jpg"))
        env = dict(os.environ, GTK_A11Y="none", XDG_STATE_HOME=os.path.join(home, "state"),
                   XDG_CONFIG_HOME=os.path.join(home, "config"), GSETTINGS_BACKEND="keyfile")
        process = subprocess.Popen([APP, "--events", "--size", "1600x1000", folder], stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True, env=env)
        events = []
        saved = {}
        checkpoint_rss = {}

        def read():
            for line in process.stdout:
                event = json.loads(line)
                events.append((time.monotonic(), event))
                if event["name"] == "saved" and event.get("decisions") in CHECKPOINTS:
                    checkpoint_rss[event["decisions"]] = resident_mib(process.pid)
                if event["name"] == "saved":
                    saved.setdefault(event.get("decisions"), time.monotonic())

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            deadline = time.monotonic() + 60
            while not any(event["name"] == "ready" for _, event in list(events)):
                if time.monotonic() > deadline or process.poll() is not None:
                    raise SystemExit("photo_pace: Photo Sort did not get ready")
                time.sleep(0.05)
            ready = next(event for _, event in list(events) if event["name"] == "ready")
            x, y, width, height = ready["topCard"]
            subprocess.run(["xdotool", "mousemove", str(int(x + width / 2)), str(int(y + height / 2)), "click", "1"], check=True)
            time.sleep(2)
            pace = random.Random(61)
            pressed = []
            for _ in range(SHOOT):
                pressed.append(time.monotonic())
                subprocess.run(["xdotool", "key", "Right"], check=True)
                time.sleep(max(0.0, pressed[-1] + pace.uniform(0.3, 0.6) - time.monotonic()))
            deadline = time.monotonic() + 60
            while SHOOT not in saved:
                if time.monotonic() > deadline:
                    raise SystemExit(f"photo_pace: {len(saved)} of {SHOOT} decisions saved")
                time.sleep(0.1)
        finally:
            process.terminate()
            process.wait(timeout=10)
    seen = list(events)
    decisions, visible = [], []
    for press, at in enumerate(pressed):
        # The first save that holds this key's decision (one save may hold several).
        decisions.append((min(when for count, when in saved.items() if count >= press + 1) - at) * 1000)
        shown = next((arrived for arrived, event in seen if event["name"] == "didShow" and event.get("index") == press + 1), None)
        pictured = next((arrived for arrived, event in seen if event["name"] == "photoShown" and event.get("index") == press + 1
                         and event.get("loaded") == 1), None)
        if press + 1 < SHOOT and shown is not None and pictured is not None:
            visible.append((max(shown, pictured) - at) * 1000)
    p90 = lambda values: sorted(values)[int(len(values) * 0.9)]
    return {"decisionMedianMs": round(statistics.median(decisions), 1), "decisionP90Ms": round(p90(decisions), 1),
            "decisionLongestMs": round(max(decisions), 1), "visibleMedianMs": round(statistics.median(visible), 1),
            "visibleP90Ms": round(p90(visible), 1), "visibleLongestMs": round(max(visible), 1), "visibleOf": len(visible),
            **{f"rss{count}": checkpoint_rss.get(count) for count in CHECKPOINTS}}


def main():
    source = oriented_photos() if MEGAPIXELS == 12 else photos(f"{MEGAPIXELS}mp", CAMERAS[MEGAPIXELS])
    if "--shoot" in sys.argv[2:]:
        print(json.dumps({"shoot": shoot(source)}))
        return
    print(json.dumps({"culling": measure(source, gentle=False), "gentle": measure(source, gentle=True)}))


if __name__ == "__main__":
    main()
