#!/usr/bin/python3
"""The deck against libadwaita's AdwCarousel, as a user's machine experiences them: the whole
process's CPU time (user + system, every thread, from /proc) and the frames it paints while a
pointer drags back and forth across it for 3 s at 60 moves a second, in the same X server, along
the same path; then the same at rest. Both renderers: GSK_RENDERER=gl (Mesa llvmpipe under Xvfb)
and cairo.

Each app is measured ROUNDS times (3 unless the environment says otherwise), the two apps in
turn; the drag figures are the medians of the rounds (a shared virtual machine's CPU time varies
by a fifth from run to run) and the rest figures the largest.

Usage (under an X server such as Xvfb): side_by_side.py PATH-TO-KOLODA-DEMO
Prints one JSON object: {renderer: {app: {"dragCPU", "dragFrames", "restCPU", "restFrames",
"rounds"}}}, where "rounds" lists each round's figures.
"""

import json
import os
import queue
import signal
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TICKS = os.sysconf("SC_CLK_TCK")


class App:
    def __init__(self, command, renderer):
        environment = dict(os.environ, GTK_A11Y="none", GSK_RENDERER=renderer)
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environment)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.ready = self.wait_for("ready", 30)

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(json.loads(line))

    def wait_for(self, name, timeout=5):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                event = self.lines.get(timeout=0.1)
            except queue.Empty:
                continue
            if event["name"] == name:
                return event
        raise SystemExit(f"no {name} from {self.process.args[0]}")

    def cpu(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS

    def frames(self):
        self.process.send_signal(signal.SIGUSR1)
        return self.wait_for("frames")["count"]

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=5)


def drag_path(cx, cy):
    """Press, 180 moves at 60 a second swinging ±150 px, release: one xdotool command."""
    commands = ["mousemove", cx, cy, "mousedown", 1]
    for step in range(180):
        phase = (step % 60) / 30
        offset = int(150 * (phase - 1 if (step // 60) % 2 == 0 else 1 - phase))
        commands += ["sleep", "0.0166", "mousemove", cx + offset, cy + step % 7]
    return commands + ["mouseup", 1]


def measure(command, renderer):
    app = App(command, renderer)
    try:
        x, y, w, h = app.ready.get("topCard", app.ready["deck"])
        cx, cy = int(x + w / 2), int(y + h / 3)
        subprocess.run(["xdotool", "mousemove", str(cx), str(cy)], check=True)
        time.sleep(1.5)
        cpu, frames = app.cpu(), app.frames()
        time.sleep(2)
        rest_cpu, rest_frames = app.cpu() - cpu, app.frames() - frames
        cpu, frames = app.cpu(), app.frames()
        subprocess.run(["xdotool", *map(str, drag_path(cx, cy))], check=True)
        drag_cpu, drag_frames = app.cpu() - cpu, app.frames() - frames
        return {"dragCPU": round(drag_cpu, 3), "dragFrames": drag_frames, "restCPU": round(rest_cpu, 3), "restFrames": rest_frames}
    finally:
        app.close()


def main():
    demo = [sys.argv[1], "--events", "--size", "460x780"]
    carousel = ["/usr/bin/python3", os.path.join(HERE, "carousel.py")]
    rounds = int(os.environ.get("ROUNDS", "3"))
    results = {}
    for renderer in ("gl", "cairo"):
        samples = {"deck": [], "carousel": []}
        for _ in range(rounds):
            samples["deck"].append(measure(demo, renderer))
            samples["carousel"].append(measure(carousel, renderer))
        results[renderer] = {app: median_of(runs) for app, runs in samples.items()}
    print(json.dumps(results))


def median_of(runs):
    """The drag figures' medians over the rounds and the rest figures' largest (every round must
    be at rest), with the rounds themselves."""
    figures = {key: (statistics.median if key.startswith("drag") else max)(run[key] for run in runs) for key in runs[0]}
    return {**figures, "rounds": runs}


if __name__ == "__main__":
    main()
