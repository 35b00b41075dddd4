#!/usr/bin/env python3
"""Sorts 16 camera photos in Photo Sort itself, as a user would: 4032 × 3024 JPEGs with their EXIF
orientations mixed (1, 3, 6 and 8), a 700 × 800 window, the deck clicked once, then Right pressed
16 times 0.7 s apart, at the deck's gentle pace (the swipes' animations are what is measured; the
culling pace has none: photo_pace.py). Every decision is saved as the app saves it (its state file, and with
--ratings the photos' XMP sidecars).

Usage (under an X server such as Xvfb): photo_sort.py PATH-TO-KOLODA-PHOTOS [--ratings] [--size WxH]
(--size sets the window's size in place of 700x800; photo_deck.py's is 460x780.)
The photos are those of photo_deck.py (made with ImageMagick on the first run), copied with their
orientations set by exiftool to $TMPDIR/koloda-bench-photos/12mp-oriented. Prints one JSON object:
the frame interval p95 and longest while cards were swiped (ms), by the frame clock's frame times
("p95", "longest") and between paints as they finished ("paintP95", "paintLongest"), the frames
counted, how many frames came late ("slowFrames": more than 1.5 refresh periods after the one
before) and where the latest one's time went ("slowest", in ms: from the frame before to the end
of before-paint, then the update, layout, paint and after-paint phases).
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from photo_deck import FOLDER, AppEvents, photos

APP = sys.argv[1]
RATINGS = "--ratings" in sys.argv[2:]
SIZE = sys.argv[sys.argv.index("--size") + 1] if "--size" in sys.argv[2:] else "700x800"
ORIENTATIONS = [1, 6, 3, 8]


def oriented_photos():
    folder = os.path.join(FOLDER, "12mp-oriented")
    if os.path.isdir(folder) and len(os.listdir(folder)) == 16:
        return folder
    source = photos("12mp")
    staging = folder + ".part"
    shutil.rmtree(staging, ignore_errors=True)
    os.makedirs(staging)
    for index, name in enumerate(sorted(os.listdir(source))):
        path = os.path.join(staging, name)
        shutil.copy(os.path.join(source, name), path)
        subprocess.run(["exiftool", "-q", "-n", "-overwrite_original", f"-Orientation={ORIENTATIONS[index % 4]}", path], check=True)
    shutil.rmtree(folder, ignore_errors=True)
    os.rename(staging, folder)
    return folder


def run(source):
    with tempfile.TemporaryDirectory(prefix="koloda-bench-sort-") as home:
        folder = os.path.join(home, "shoot")
        shutil.copytree(source, folder)
        state, config = os.path.join(home, "state"), os.path.join(home, "config")
        # The deck's own pace, whose swipes this measures: the culling pace has none to measure.
        # Photo Sort's settings are in GLib's keyfile, as its main menu leaves them.
        os.makedirs(os.path.join(config, "glib-2.0", "settings"))
        with open(os.path.join(config, "glib-2.0", "settings", "keyfile"), "w") as file:
            file.write("[org/koloda/PhotoSort]\nculling-pace=false\n")
        env = dict(os.environ, GTK_A11Y="none", XDG_STATE_HOME=state, XDG_CONFIG_HOME=config, GSETTINGS_BACKEND="keyfile")
        if RATINGS:
            subprocess.run([APP, "--write-ratings", folder], env=env, check=True, capture_output=True)
        app = AppEvents([APP, "--events", "--frame-stats", "--size", SIZE, folder], env)
        ready = app.wait_for("ready")
        x, y, width, height = ready["topCard"]
        subprocess.run(["xdotool", "mousemove", str(int(x + width / 2)), str(int(y + height / 2)), "click", "1"], check=True)
        time.sleep(1.5)
        start = app.drain()
        subprocess.run(["xdotool", "key", "--delay", "700", *["Right"] * 16], check=True)
        app.wait_for("didRunOutOfCards")
        time.sleep(1.5)
        app.stop()
        events = app.events
        saved = [e for e in events if e["name"] == "saved"]
        if not saved or saved[-1].get("decisions") != 16:
            raise SystemExit(f"photo_sort: the app saved {saved[-1] if saved else 'nothing'}, not 16 decisions")

    def sorted_intervals(name):
        return sorted(ms for e in events[start:] if e["name"] == name for ms in e["ms"])

    def p95(intervals):
        return intervals[min(int(len(intervals) * 0.95), len(intervals) - 1)] if intervals else 0

    clock, paints = sorted_intervals("frameClockIntervals"), sorted_intervals("frameIntervals")
    slow = sorted((e for e in events[start:] if e["name"] == "slowFrame"), key=lambda e: e["intervalMs"])
    return {"frames": len(clock), "p95": p95(clock), "longest": clock[-1] if clock else 0, "paintP95": p95(paints),
            "paintLongest": paints[-1] if paints else 0, "slowFrames": len(slow),
            "slowest": {key: value for key, value in slow[-1].items() if key.endswith("Ms")} if slow else None}


def main():
    print(json.dumps(run(oriented_photos())))


if __name__ == "__main__":
    main()
