#!/usr/bin/env python3
"""What a Python app pays to use Koloda-1, beside libadwaita's carousel: the time to import the
namespace and make the widget with five cards (the library loads then), the time from the import
to the first frame painted of a window showing it, and the memory those add. Each is measured in a fresh Debian
Python process; medians of ROUNDS runs, alternating the two.

Usage: gobject_import.py [ROUNDS]   (GI_TYPELIB_PATH and LD_LIBRARY_PATH must find Koloda-1,
DISPLAY an X server; Debian's python3-gi and gir1.2-adw-1)
"""

import json
import statistics
import subprocess
import sys

PROGRAM = r"""
import json, resource, sys, time
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk
Gtk.init()
rss = lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
names = ["Lisbon", "Kyoto", "Quito", "Tromsø", "Hanoi"]
memory, start = rss(), time.perf_counter()
if sys.argv[1] == "koloda":
    gi.require_version("Koloda", "1")
    from gi.repository import Koloda
    widget = Koloda.Deck()
    widget.bind_model(Gtk.StringList.new(names), lambda item: Gtk.Label(label=item.get_string()))
    made = time.perf_counter()
else:
    gi.require_version("Adw", "1")
    from gi.repository import Adw
    Adw.init()
    widget = Adw.Carousel()
    for name in names:
        widget.append(Gtk.Label(label=name, hexpand=True, vexpand=True))
    made = time.perf_counter()
window = Gtk.Window(default_width=400, default_height=600, child=widget)
painted = []
window.present()
window.get_frame_clock().connect("after-paint", lambda clock: painted.append(time.perf_counter()))
context = GLib.MainContext.default()
while not painted:
    context.iteration(True)
print(json.dumps({"import": made - start, "first_frame": painted[0] - start, "memory_kib": rss() - memory}))
"""


def measure(kind):
    output = subprocess.run(["/usr/bin/python3", "-c", PROGRAM, kind], check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    runs = {"koloda": [], "adw": []}
    for _ in range(rounds):
        for kind in runs:
            runs[kind].append(measure(kind))
    print(f"{'':28}{'import, make':>14}{'first frame':>14}{'memory':>12}")
    for kind, label in (("koloda", "Koloda-1, KolodaDeck"), ("adw", "Adw-1, AdwCarousel")):
        median = {key: statistics.median(run[key] for run in runs[kind]) for key in runs[kind][0]}
        print(f"{label:28}{median['import'] * 1000:>11.1f} ms{median['first_frame'] * 1000:>11.1f} ms{median['memory_kib'] / 1024:>9.1f} MiB")


if __name__ == "__main__":
    main()
