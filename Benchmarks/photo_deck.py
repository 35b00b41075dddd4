#!/usr/bin/env python3
"""Swipes through 16 photos in koloda-photo-bench, with photo cards and with the plain GtkPictures a
first deck would make (--naive), at camera size (4032 × 3024) and at 1080 × 1350.

Usage (under an X server such as Xvfb): photo_deck.py PATH-TO-KOLODA-PHOTO-BENCH
The photos are made with ImageMagick on the first run (photo-like: plasma, enlarged, with grain)
and kept in $TMPDIR/koloda-bench-photos. Each deck is swiped 16 times, one swipe every 0.7 s.
Prints one JSON object: for each of "photo-12mp", "photo-1080", "naive-12mp", "naive-1080", the
frame interval p95 and longest while cards were swiped (ms), both by the frame clock's frame times
("p95", "longest": a refresh period, or a multiple where frames were dropped) and between paints
as they finished ("paintP95", "paintLongest": with the spread of each paint's duration), the
main-thread time to make a card (ms, the largest), the cards that entered without their photo
decoded (after the first three), and the peak resident set (MiB). The appear animation at launch
is not counted: only the motions from the first swipe on.
"""

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time

BENCH = sys.argv[1]
FOLDER = os.path.join(tempfile.gettempdir(), "koloda-bench-photos")
SIZES = {"12mp": (4032, 3024), "1080": (1080, 1350)}


def photos(name, size=None):
    """16 photos of `size` (else SIZES[name]) in FOLDER/name, made on the first run."""
    folder = os.path.join(FOLDER, name)
    width, height = size or SIZES[name]
    os.makedirs(folder, exist_ok=True)
    for index in range(16):
        path = os.path.join(folder, f"photo-{index:02d}.jpg")
        if os.path.exists(path):
            continue
        subprocess.run(["convert", "-seed", str(index + 1), "-size", f"{width // 4}x{height // 4}", "plasma:fractal",
                        "-resize", f"{width}x{height}!", "-attenuate", "0.2", "+noise", "Gaussian", "-quality", "88",
                        "jpg:" + path + ".part"], check=True)
        os.rename(path + ".part", path)
    return folder


class AppEvents:
    """An app started with --events: its JSON lines, read on a thread, waited for by name."""

    def __init__(self, command, env):
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        self.lines = queue.Queue()
        threading.Thread(target=lambda: [self.lines.put(json.loads(line)) for line in self.process.stdout], daemon=True).start()
        self.events = []

    def wait_for(self, name, timeout=60, **fields):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for event in self.events:
                if event["name"] == name and all(event.get(k) == v for k, v in fields.items()):
                    return event
            try:
                self.events.append(self.lines.get(timeout=0.1))
            except queue.Empty:
                pass
        self.process.kill()
        raise SystemExit(f"no {name} {fields}")

    def drain(self):
        """Takes the lines read so far; returns how many events there are."""
        while not self.lines.empty():
            self.events.append(self.lines.get())
        return len(self.events)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.drain()


def run(folder, naive):
    with tempfile.TemporaryDirectory(prefix="koloda-bench-state-") as state:
        command = [BENCH, "--size", "460x780", folder] + (["--naive"] if naive else [])
        app = AppEvents(command, dict(os.environ, GTK_A11Y="none", XDG_STATE_HOME=state))
        app.wait_for("ready")
        time.sleep(1.5)
        launch = app.drain()
        subprocess.run(["xdotool", "key", "--delay", "700", *["Right"] * 16], check=True)
        app.wait_for("didRunOutOfCards")
        time.sleep(1.5)
        with open(f"/proc/{app.process.pid}/status") as status:
            peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024
        app.stop()
        events = app.events
    def sorted_intervals(name):
        return sorted(ms for e in events[launch:] if e["name"] == name for ms in e["ms"])

    def p95(intervals):
        return intervals[min(int(len(intervals) * 0.95), len(intervals) - 1)] if intervals else 0

    clock, paints = sorted_intervals("frameClockIntervals"), sorted_intervals("frameIntervals")
    cards = [e for e in events if e["name"] == "card"]
    return {
        "frames": len(clock),
        "p95": p95(clock),
        "longest": clock[-1] if clock else 0,
        "paintP95": p95(paints),
        "paintLongest": paints[-1] if paints else 0,
        "cardMs": max(e["ms"] for e in cards),
        "notReady": sum(1 for e in cards[3:] if not e["ready"]),
        "peakMiB": round(peak, 1),
    }


def main():
    results = {}
    for size in SIZES:
        folder = photos(size)
        for mode in ("photo", "naive"):
            results[f"{mode}-{size}"] = run(folder, naive=mode == "naive")
    print(json.dumps(results))


if __name__ == "__main__":
    main()
