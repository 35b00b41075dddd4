#!/usr/bin/env python3
"""Long use and large folders: memory after thousands of swipes, and Photo Sort's launch.

Usage (under an X server such as Xvfb): long_use.py PATH-TO-KOLODA-PHOTO-BENCH [launch] [photos] [drawn] [raw] [sorting]
(koloda-photos is taken from the same folder; with no part named, all five run.)

- Long use: koloda-photo-bench --loop on 2,000 camera-size photos (4032 × 3024 JPEGs: the 16 of
  photo_deck.py, hard-linked under 2,000 names, so that every card decodes its file again), swiped
  5,000 times with the right arrow, one key every SWIPE_MS; the resident set (VmRSS) after 500 and
  after 5,000 swipes, each 2 s after the last key. The same run with drawn cards (--drawn), for
  comparison.
- Sorting: Photo Sort itself on the 2,000 photos, every one kept with the right arrow, one key
  every SWIPE_MS, at its own (culling) pace: the resident set after 500 and after 1,900 photos,
  each 2 s after the last key, once the app has saved them.
- Launch: koloda-photos on a folder of 10,000 such photos, with no saved state: the time from
  starting the process to the top card's photo in its card (the `photoShown` event of card 0; the
  app writes events that happen before its deck is first drawn at rest right after that, so the
  time also covers the window being drawn), the median of 3.
- RAW: the same launch on 10,000 DNG files (the 16 camera-size JPEGs as the previews of 16 DNGs
  made by Tests/EndToEnd/dng.py, hard-linked), beside JPEG's; and Photo Sort sorting 16 photos,
  JPEG and then DNG, one right arrow every SORT_MS: the longest frame interval while the deck
  moved (the frame clock's, from the `idle` events) and how many photos reached the top of the
  deck before their picture was in the card.

Prints one JSON object: {"photos": {"rss500", "rss5000"}, "drawn": {...}, "sorting": {"rss500",
"rss1900"}, "launch": {"firstPhotoMs", "runs"}, "raw": {"launch", "launchJpeg", "sortJpeg",
"sortRaw"}}, sizes in MiB.
"""

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time

from photo_deck import photos

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "EndToEnd"))
import dng  # noqa: E402

BENCH = sys.argv[1]
PHOTOS = os.path.join(os.path.dirname(BENCH), "koloda-photos")
SWIPE_MS = 100
SORT_MS = 700
WORK = os.path.join(tempfile.gettempdir(), "koloda-bench-photos")


def raw_photos():
    """The 16 camera-size photos as DNG files whose previews they are."""
    source = photos("12mp")
    folder = os.path.join(WORK, "raw")
    os.makedirs(folder, exist_ok=True)
    for name in sorted(os.listdir(source)):
        path = os.path.join(folder, name.replace(".jpg", ".dng"))
        if name.endswith(".jpg") and not os.path.exists(path):
            with open(os.path.join(source, name), "rb") as file:
                preview = file.read()
            with open(path + ".part", "wb") as file:
                file.write(dng.dng(preview, (4032, 3024)))
            os.rename(path + ".part", path)
    return folder


def linked_folder(count, raw=False):
    """A folder of `count` hard links to the camera-size photos (to their DNGs with `raw`)."""
    source = raw_photos() if raw else photos("12mp")
    extension = ".dng" if raw else ".jpg"
    sources = sorted(os.path.join(source, name) for name in os.listdir(source) if name.endswith(extension))
    folder = os.path.join(WORK, f"linked-{count}" + ("-raw" if raw else ""))
    os.makedirs(folder, exist_ok=True)
    for index in range(count):
        path = os.path.join(folder, f"photo-{index:05d}{extension}")
        if not os.path.exists(path):
            os.link(sources[index % len(sources)], path)
    return folder


class App:
    """A running app with its --events stream."""

    def __init__(self, command, state):
        self.started = time.monotonic()
        self.errors = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.errors, text=True,
                                        env=dict(os.environ, GTK_A11Y="none", XDG_STATE_HOME=state))
        self.lines = queue.Queue()
        self.seen = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put((time.monotonic(), json.loads(line)))

    def wait_for(self, name, timeout=60, **fields):
        """The time the first event named `name` with these fields arrived."""
        return self.wait_for_event(name, timeout, **fields)[0]

    def wait_for_event(self, name, timeout=60, **fields):
        """The first event named `name` with these fields, and the time it arrived; the events
        before it, with their times, are in `seen`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                at, event = self.lines.get(timeout=0.1)
            except queue.Empty:
                continue
            self.seen.append((at, event))
            if event["name"] == name and all(event.get(key) == value for key, value in fields.items()):
                return at, event
        raise SystemExit(f"no {name} within {timeout} s")

    def rss(self):
        if self.process.poll() is not None:
            self.errors.seek(0)
            raise SystemExit(f"the app ended with status {self.process.returncode}: {self.errors.read()[-2000:]}")
        with open(f"/proc/{self.process.pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024

    def drain(self):
        while not self.lines.empty():
            self.lines.get()

    def end(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def long_use(folder, mode):
    with tempfile.TemporaryDirectory(prefix="koloda-bench-state-") as state:
        app = App([BENCH, "--loop", "--size", "460x780", folder] + (["--drawn"] if mode == "drawn" else []), state)
        app.wait_for("ready")
        time.sleep(1.5)
        figures = {}
        done = 0
        for checkpoint in (500, 5000):
            while done < checkpoint:
                keys = min(250, checkpoint - done)
                subprocess.run(["xdotool", "key", "--delay", str(SWIPE_MS), *["Right"] * keys], check=True)
                done += keys
                app.drain()
            time.sleep(2)
            figures[f"rss{checkpoint}"] = round(app.rss(), 1)
        app.end()
    return figures


def sorting(folder, checkpoints=(500, 1000, 1500, 1900)):
    """Photo Sort keeping the folder's photos one by one: its resident set at each checkpoint."""
    with tempfile.TemporaryDirectory(prefix="koloda-bench-state-") as state:
        app = App([PHOTOS, "--events", "--size", "460x780", folder], state)
        app.wait_for("ready")
        time.sleep(1)
        # Xvfb has no window manager: the keyboard's focus follows the pointer.
        subprocess.run(["xdotool", "mousemove", "230", "390"], check=True)
        figures = {}
        done = 0
        for checkpoint in checkpoints:
            while done < checkpoint:
                keys = min(250, checkpoint - done)
                subprocess.run(["xdotool", "key", "--delay", str(SWIPE_MS), *["Right"] * keys], check=True)
                done += keys
            app.wait_for("saved", current=checkpoint)
            time.sleep(2)
            figures[f"rss{checkpoint}"] = round(app.rss(), 1)
            app.seen.clear()
        app.end()
    return figures


def launch(folder, runs=3):
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="koloda-bench-state-") as state:
            app = App([PHOTOS, "--events", "--size", "460x780", folder], state)
            shown = app.wait_for("photoShown", index=0, loaded=1)
            times.append(round((shown - app.started) * 1000, 1))
            app.end()
    return {"firstPhotoMs": sorted(times)[len(times) // 2], "runs": times}


def sort(folder, count=16):
    """Photo Sort sorting the folder's first `count` photos, one right arrow every SORT_MS."""
    with tempfile.TemporaryDirectory(prefix="koloda-bench-state-") as state:
        app = App([PHOTOS, "--events", "--size", "460x780", folder], state)
        app.wait_for("ready")
        time.sleep(1)
        # Xvfb has no window manager: the keyboard's focus follows the pointer, which another run
        # may have left outside the window.
        subprocess.run(["xdotool", "mousemove", "230", "390"], check=True)
        subprocess.run(["xdotool", "key", "--delay", str(SORT_MS), *["Right"] * (count - 1)], check=True)
        app.wait_for("didShow", index=count - 1)
        app.wait_for("idle")
        app.end()
    shown = {}
    on_top = {}
    longest = 0
    for at, event in app.seen:
        if event["name"] == "photoShown" and event.get("loaded") == 1:
            shown.setdefault(event["index"], at)
        elif event["name"] == "didShow":
            on_top.setdefault(event["index"], at)
        elif event["name"] == "idle" and on_top:
            longest = max(longest, event["longestFrameMs"])
    late = [index for index, at in on_top.items() if index > 0 and (index not in shown or shown[index] > at)]
    return {"longestFrameMs": longest, "photosLate": len(late), "photos": count}


def main():
    parts = sys.argv[2:] or ["launch", "photos", "drawn", "raw", "sorting"]
    results = {"launch": launch(linked_folder(10000))} if "launch" in parts else {}
    if "raw" in parts:
        results["raw"] = {
            "launch": launch(linked_folder(10000, raw=True)), "launchJpeg": launch(linked_folder(10000)),
            "sortJpeg": sort(linked_folder(16)), "sortRaw": sort(linked_folder(16, raw=True)),
        }
    for mode in ("photos", "drawn"):
        if mode in parts:
            results[mode] = long_use(linked_folder(2000), mode)
    if "sorting" in parts:
        results["sorting"] = sorting(linked_folder(2000))
    print(json.dumps(results))


if __name__ == "__main__":
    main()
