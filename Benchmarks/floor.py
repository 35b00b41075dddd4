#!/usr/bin/python3
"""The drag against its floor: the demo's frames drawn by GTK alone (floor.c), measured side by
side with the demo and AdwCarousel (carousel.py) as side_by_side.py measures them.

1. The demo saves what its deck is drawn from (`--save-pictures`: the window without the deck,
   each card, the stamps) and records the side-by-side drag (`--record`); `koloda simulate`
   replays the recording, and the frames between the press and the release, each card's pose in
   each, become the floor's frames.
2. The floor is checked against the demo: a drag held still to the right and to the left,
   screenshotted in the demo, and the floor showing the same frame, screenshotted, with each
   renderer; ImageMagick's `compare` counts the pixels that differ by more than 10 % and gives
   the RMSE (and writes the difference beside the screenshots).
3. The demo, the floor and the carousel are measured in turn, ROUNDS times each (3 unless the
   environment says otherwise), with both renderers.

Usage (under an X server such as Xvfb, with xdotool and ImageMagick):
floor.py PATH-TO-KOLODA-DEMO PATH-TO-KOLODA [SCREENSHOT-DIR]. Prints one JSON object:
{"match": {"RENDERER-DIRECTION": {"differing", "rmse"}}, "dragFrames": the floor's frames,
"frameCount": {"window", "deck"}: one drag's frames as this benchmark counts them and as the
demo's `--frame-stats` does, renderer: {app: figures as side_by_side.py gives}}.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import side_by_side

HERE = os.path.dirname(os.path.abspath(__file__))
SIZE = "460x780"


def build(directory):
    compiler = os.environ.get("CC") or shutil.which("cc") or shutil.which("clang")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], check=True, capture_output=True, text=True).stdout.split()
    binary = os.path.join(directory, "floor")
    subprocess.run([compiler, "-O2", "-Wall", "-o", binary, os.path.join(HERE, "floor.c"), *flags, "-lm"], check=True)
    return binary


def press_point(ready):
    x, y, w, h = ready["topCard"]
    return int(x + w / 2), int(y + h / 3)


def record(demo, directory, commands, renderer="gl"):
    """Runs the demo, saving its pictures and recording the session while `commands(cx, cy)` drives
    it (xdotool word lists, and functions to call between them); returns the demo's `ready` and
    the recording's path."""
    recording = os.path.join(directory, f"recording-{len(os.listdir(directory))}.json")
    app = side_by_side.App([demo, "--events", "--size", SIZE, "--save-pictures", directory, "--record", recording], renderer)
    try:
        app.wait_for("pictures", 10)
        cx, cy = press_point(app.ready)
        subprocess.run(["xdotool", "mousemove", str(cx), str(cy)], check=True)
        time.sleep(1.5)
        for step in commands(cx, cy):
            step() if callable(step) else subprocess.run(["xdotool", *map(str, step)], check=True)
        time.sleep(0.5)
    finally:
        app.close()
    return app.ready, recording


def drag_frames(koloda, recording):
    """The trace's frames from the press to the release of the recording's drag."""
    trace = json.loads(subprocess.run([koloda, "simulate", recording], check=True, capture_output=True, text=True).stdout)
    events = trace["scenario"]["events"]
    began = next(event["t"] for event in events if event["type"] == "dragBegan")
    ended = next(event["t"] for event in events if event["type"] == "dragEnded")
    return [frame for frame in trace["frames"] if began <= frame["t"] <= ended]


def write_floor(path, pictures_dir, ready, frames):
    """The floor's input: the pictures, the stage, and each frame's cards, back to front."""
    with open(os.path.join(pictures_dir, "pictures.json")) as file:
        pictures = json.load(file)
    lines = [f"window {pictures['window'][0]} {pictures['window'][1]}", f"stage {pictures['stage'][0]} {pictures['stage'][1]}",
             "top " + " ".join(map(str, ready["topCard"])), f"chrome {os.path.join(pictures_dir, pictures['chrome'])}"]
    for card in pictures["cards"]:
        lines.append(" ".join(map(str, ["card", card["index"], *card["origin"], *card["size"], os.path.join(pictures_dir, card["file"])])))
    for direction, stamp in pictures.get("stamps", {}).items():
        lines.append(" ".join(map(str, ["stamp", direction[0], *stamp["origin"], *stamp["matrix"], os.path.join(pictures_dir, stamp["file"])])))
    for frame in frames:
        lines.append(f"frame {len(frame['cards'])}")
        for card in frame["cards"]:
            overlay = card["overlay"]
            direction = overlay["direction"][0] if overlay and overlay["direction"] in ("right", "left") else "-"
            progress = overlay["progress"] if overlay else 0
            lines.append(" ".join(map(str, [card["index"] if card["index"] is not None else -1, *card["center"], *card["size"],
                                            *card["scale"], card["rotation"], card["alpha"], direction, progress])))
    with open(path, "w") as file:
        file.write("\n".join(lines) + "\n")


def screenshot(path):
    width, height = SIZE.split("x")
    subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+0+0", "+repage", path], check=True)


def held_drag(offset, shot):
    """A press, a move of `offset` px across in ten steps, a screenshot while held, a release."""
    def commands(cx, cy):
        moves = ["mousedown", 1]
        for step in range(1, 11):
            moves += ["sleep", "0.03", "mousemove", cx + offset * step // 10, cy + step]
        return [["mousemove", cx, cy, *moves], lambda: time.sleep(0.5), lambda: screenshot(shot), ["mouseup", 1]]
    return commands


def match(demo, koloda, floor, work, shots):
    """Screenshots of the demo and the floor holding the same drag, with each renderer, and how
    far apart they are."""
    results = {}
    for renderer in ("gl", "cairo"):
        for direction, offset in (("right", 120), ("left", -120)):
            name = f"{renderer}-{direction}"
            pictures = os.path.join(work, f"held-{name}")
            os.makedirs(pictures)
            deck_shot = os.path.join(shots, f"deck-{name}.png")
            ready, recording = record(demo, pictures, held_drag(offset, deck_shot), renderer)
            frames = drag_frames(koloda, recording)
            floor_input = os.path.join(pictures, "floor.txt")
            write_floor(floor_input, pictures, ready, frames[-1:])
            app = side_by_side.App([floor, floor_input, "--show-frame", "0"], renderer)
            try:
                subprocess.run(["xdotool", "mousemove", "1200", "1000"], check=True)
                time.sleep(1)
                floor_shot = os.path.join(shots, f"floor-{name}.png")
                screenshot(floor_shot)
            finally:
                app.close()
            differing = subprocess.run(["compare", "-metric", "AE", "-fuzz", "10%", deck_shot, floor_shot,
                                        os.path.join(shots, f"difference-{name}.png")], capture_output=True, text=True).stderr
            rmse = subprocess.run(["compare", "-metric", "RMSE", deck_shot, floor_shot, "null:"], capture_output=True, text=True).stderr
            results[name] = {"differing": int(float(differing.split()[0])), "rmse": rmse.strip()}
    return results


def frame_count(demo):
    """One more drag of the demo with `--frame-stats`: the frames the window painted over the drag
    as the benchmark counts them (SIGUSR1 before and after), beside the frames the demo's own
    statistics count while the pointer held the card; they differ by the press's frame at most."""
    app = side_by_side.App([demo, "--events", "--frame-stats", "--size", SIZE], "gl")
    try:
        cx, cy = press_point(app.ready)
        subprocess.run(["xdotool", "mousemove", str(cx), str(cy)], check=True)
        time.sleep(1.5)
        before = app.frames()
        subprocess.run(["xdotool", *map(str, side_by_side.drag_path(cx, cy))], check=True)
        window = app.frames() - before
        stats = app.wait_for("frameStats", 10)
        return {"window": window, "deck": stats["dragFrames"]}
    finally:
        app.close()


def main():
    demo, koloda = sys.argv[1], sys.argv[2]
    os.environ["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="koloda-floor-state-")
    with tempfile.TemporaryDirectory(prefix="koloda-floor-") as work:
        shots = sys.argv[3] if len(sys.argv) > 3 else os.path.join(work, "shots")
        os.makedirs(shots, exist_ok=True)
        floor = build(work)
        results = {"match": match(demo, koloda, floor, work, shots)}
        drag = os.path.join(work, "drag")
        os.makedirs(drag)
        ready, recording = record(demo, drag, lambda cx, cy: [side_by_side.drag_path(cx, cy)])
        frames = drag_frames(koloda, recording)
        floor_input = os.path.join(drag, "floor.txt")
        write_floor(floor_input, drag, ready, frames)
        results["dragFrames"] = len(frames)
        commands = {"deck": [demo, "--events", "--size", SIZE], "floor": [floor, floor_input],
                    "carousel": ["/usr/bin/python3", os.path.join(HERE, "carousel.py")]}
        results["frameCount"] = frame_count(demo)
        rounds = int(os.environ.get("ROUNDS", "3"))
        for renderer in ("gl", "cairo"):
            samples = {app: [] for app in commands}
            for _ in range(rounds):
                for app, command in commands.items():
                    samples[app].append(side_by_side.measure(command, renderer))
            results[renderer] = {app: side_by_side.median_of(runs) for app, runs in samples.items()}
    print(json.dumps(results))


if __name__ == "__main__":
    main()
