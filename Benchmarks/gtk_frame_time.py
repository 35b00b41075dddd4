#!/usr/bin/env python3
"""Measures the GTK widget's own work per frame while a drag is scripted with real pointer input.

Usage (under an X server such as Xvfb): gtk_frame_time.py PATH-TO-KOLODA-DEMO
Prints one JSON object: {"frames": N, "p50": ms, "p99": ms, "max": ms}.
"""

import json
import os
import subprocess
import sys
import time

demo = subprocess.Popen(
    [sys.argv[1], "--events", "--frame-stats", "--size", "460x780"],
    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=dict(os.environ, GTK_A11Y="none"))


def next_event(name):
    for line in demo.stdout:
        event = json.loads(line)
        if event["name"] == name:
            return event
    raise SystemExit(f"the demo ended before {name}")


try:
    ready = next_event("ready")
    x, y, w, h = ready["topCard"]
    cx, cy = int(x + w / 2), int(y + 120)
    time.sleep(0.5)
    # Three seconds of dragging at 60 moves per second, back and forth, then a release that resets.
    commands = ["mousemove", cx, cy, "mousedown", 1]
    for step in range(180):
        offset = int(110 * ((step % 60) / 30 - 1 if (step // 60) % 2 == 0 else 1 - (step % 60) / 30))
        commands += ["sleep", "0.0166", "mousemove", cx + offset, cy + step % 7]
    commands += ["mousemove", cx + 20, cy, "mouseup", 1]
    subprocess.run(["xdotool", *map(str, commands)], check=True)
    # The statistics of the frames since the load come when the deck has settled after the drag.
    next_event("panFinished")
    stats = next_event("frameStats")
    print(json.dumps({key: stats[key] for key in ("frames", "p50", "p99", "max")}))
finally:
    demo.terminate()
    demo.wait(timeout=5)
