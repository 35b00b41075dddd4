#!/usr/bin/env python3
"""What the parts of a frame cost GTK's renderer on its own, to read the side-by-side figures by:
render_costs.c redraws a window the size of the demo's on every frame for 3 s with one kind of
content, in a process of its own, and reports the process's CPU time.

- `nothing`: the window's background: the cost of a frame that draws nothing.
- `page`: the carousel's kind of page, a cairo node the size of the demo's top card, kept from
  frame to frame, at whole-pixel positions moving across the window.
- `card`: the deck's kind of picture, a texture node of the same image at the same positions.
- `turned page`, `turned card`: the page or the card turned by up to 6° and shrunk to 95 %, as a
  dragged card (the deck draws a moving card as a turned card on GL, as a turned page on cairo).
- `turned page nearest`: the turned page sampled nearest-neighbour, its outline smoothed by the
  rasterizer (a rectangle filled from the image): the cheapest way cairo has to turn a picture.
- `focus ring`: a 2-pixel ring (a uniform border node) around a rectangle the size of the deck.
- `behind whole`, `behind clips`, `behind pieces`, `behind repeat`: a card behind the dragged
  one (at 70 % opacity and 95 % scale) of which the four strips around the dragged card show,
  drawn whole, as four clips of its one texture, as four textures of the strips' texels made for
  the frame, or as four repeat nodes of the one texture.

Usage (under an X server such as Xvfb): render_costs.py. Builds render_costs.c with the C compiler
and pkg-config's gtk4 flags, and prints one JSON object, {renderer: {content: {"cpu", "frames"}}},
with the medians of 3 runs.
"""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CONTENTS = ["nothing", "page", "card", "turned page", "turned page nearest", "turned card", "focus ring", "behind whole",
            "behind clips", "behind pieces", "behind repeat"]
ROUNDS = 3


def build(directory):
    compiler = os.environ.get("CC") or shutil.which("cc") or shutil.which("clang")
    if not compiler:
        raise SystemExit("render_costs.py needs a C compiler (cc or clang)")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], check=True, capture_output=True,
                           text=True).stdout.split()
    binary = os.path.join(directory, "render_costs")
    subprocess.run([compiler, "-O2", "-o", binary, os.path.join(HERE, "render_costs.c"), *flags, "-lm"], check=True)
    return binary


def main():
    with tempfile.TemporaryDirectory(prefix="koloda-render-costs-") as directory:
        binary = build(directory)
        figures = {}
        for renderer in ["gl", "cairo"]:
            environment = dict(os.environ, GTK_A11Y="none", GSK_RENDERER=renderer)
            runs = {content: [] for content in CONTENTS}
            for _ in range(ROUNDS):
                for content in CONTENTS:
                    output = subprocess.run([binary, content], env=environment, check=True, capture_output=True,
                                            text=True).stdout
                    runs[content].append(json.loads(output.strip().splitlines()[-1]))
            figures[renderer] = {
                content: {key: statistics.median(run[key] for run in runs[content]) for key in ["cpu", "frames"]}
                for content in CONTENTS}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
