#!/usr/bin/env python3
"""Runs every benchmark and reports them against their targets.

Runs the engine benchmarks (ordo-one's package-benchmark, in this folder's package), measures the
GTK widget under Xvfb with a release build of the demo (its own work per frame, side by side
with AdwCarousel, and against its floor, the same frames drawn by GTK alone), prints a table and writes latest.json: {row name: {"value": number, "unit":
"...", "target": number, "bound": "at most" or "at least"}}, and appends each row, with the date,
the commit and the machine, to history.jsonl. Then prints what each part of a frame
costs the renderer on its own (render_costs.py), which has no target. Exits 1 when a target is
missed.
"""

import datetime
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
UNITS = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def run_engine_benchmarks(directory):
    subprocess.run(
        ["swift", "package", "--allow-writing-to-package-directory", "benchmark", "--no-progress",
         "--format", "histogramPercentiles", "--path", directory],
        cwd=HERE, check=True)


def percentiles(directory, benchmark, metric):
    """The percentiles of one benchmark's metric, in seconds for times, as counts otherwise."""
    matches = [path for path in glob.glob(os.path.join(directory, "*.histogram.percentiles.tsv"))
               if f".{benchmark}." in os.path.basename(path)]
    for path in matches:
        with open(path) as file:
            header = file.readline().rstrip("\n").split("\t")[1]
            if not header.startswith(metric):
                continue
            unit = header[len(metric):].strip().split(")")[0].lstrip("(")
            factor = UNITS.get(unit, 1.0) if metric.startswith("Time") else {"K": 1e3, "M": 1e6}.get(unit, 1.0)
            return {int(p): float(v) * factor for p, v in (line.split("\t") for line in file if line.strip())}
    raise SystemExit(f"no {metric} for {benchmark} in {directory}")


def run_under_xvfb(script, *arguments, python="python3", screen="1280x1024"):
    """Runs a measuring script under Xvfb; its last output line is JSON. A demo it starts keeps its
    saved deck in a state directory of its own, so that every run starts from the first card."""
    with tempfile.TemporaryDirectory(prefix="koloda-bench-state-") as state:
        output = subprocess.run(
            ["xvfb-run", "--auto-servernum", f"--server-args=-screen 0 {screen}x24 -nolisten tcp -noreset",
             python, os.path.join(HERE, script), *arguments],
            check=True, capture_output=True, text=True, env=dict(os.environ, XDG_STATE_HOME=state)).stdout
    return json.loads(output.strip().splitlines()[-1])


def run_with_demo_under_xvfb(script, *arguments, python="python3", product="koloda-demo", screen="1280x1024"):
    """Runs a measuring script under Xvfb against a release build of the demo (or another app),
    with the script's own `arguments` after the app's path."""
    subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return run_under_xvfb(script, os.path.join(binary, product), *arguments, python=python, screen=screen)


def gtk_frame_time():
    """The widget's own work per frame during a scripted drag."""
    return run_with_demo_under_xvfb("gtk_frame_time.py")


def side_by_side():
    """The deck against libadwaita's AdwCarousel: whole-process CPU and frames during a drag
    (Debian's Python, which has PyGObject and libadwaita)."""
    return run_with_demo_under_xvfb("side_by_side.py", python="/usr/bin/python3")


def floor():
    """The demo's drag against its floor, the same frames drawn by GTK alone (floor.c), and the
    carousel, in the same runs; with screenshots that check the floor draws the same picture."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "koloda"], cwd=ROOT, check=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "koloda-demo"], cwd=ROOT, check=True)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return run_under_xvfb("floor.py", os.path.join(binary, "koloda-demo"), os.path.join(binary, "koloda"), python="/usr/bin/python3")


def web():
    """The web deck in Chromium: its download, the engine's frame in WebAssembly and the element's
    script per frame during a drag (web_frame.py), on the site scripts/build-web.sh lays out."""
    subprocess.run(["bash", "scripts/build-web.sh"], cwd=ROOT, check=True, capture_output=True)
    output = subprocess.run(["python3", os.path.join(HERE, "web_frame.py"), os.path.join(ROOT, ".build-web", "site")],
                            check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def photo_deck():
    """16 camera-size photos swiped at 0.7 s: photo cards against plain GtkPictures, and against
    the same deck of 1080 × 1350 photos."""
    return run_with_demo_under_xvfb("photo_deck.py", product="koloda-photo-bench")


def photo_sort():
    """Photo Sort itself sorting 16 camera photos (mixed EXIF orientations) at 0.7 s, 700 × 800."""
    return run_with_demo_under_xvfb("photo_sort.py", product="koloda-photos")


def photo_pace():
    """Photo Sort: key to the next photo at rest, at the culling pace and at the deck's gentle
    pace, 1600 × 1000."""
    return run_with_demo_under_xvfb("photo_pace.py", product="koloda-photos", screen="1700x1100")


def photo_shoot():
    """Photo Sort culling a 600-photo shoot of 45 MP at 0.3 to 0.6 s a key, 1600 × 1000: key to
    decision and to the next photo fully visible, and memory after 100, 300 and 600 photos."""
    return run_with_demo_under_xvfb("photo_pace.py", "--megapixels", "45", "--shoot", product="koloda-photos", screen="1700x1100")


def long_use():
    """5,000 swipes through 2,000 camera-size photos (and drawn cards): memory after 500 and after
    5,000; Photo Sort's launch on 10,000 photos."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "koloda-photos"], cwd=ROOT, check=True)
    return run_with_demo_under_xvfb("long_use.py", product="koloda-photo-bench")


def render_costs():
    """What each part of a frame costs the renderer on its own (no target: the floor the
    side-by-side figures are read against)."""
    return run_under_xvfb("render_costs.py")


def machine():
    """The machine, as BENCHMARKS.md names it: CPU model and cores, memory, system, Swift and GTK."""
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "unknown CPU")
    memory = next((int(line.split()[1]) for line in open("/proc/meminfo") if line.startswith("MemTotal")), 0) / 2**20
    system = next((line.split("=", 1)[1].strip().strip('"') for line in open("/etc/os-release") if line.startswith("PRETTY_NAME=")), "")
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    gtk = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True, text=True).stdout.strip()
    return f"{cpu}, {os.cpu_count()} cores, {memory:.0f} GiB, {system}, {swift}, GTK {gtk}"


def append_history(latest):
    """Appends each row's figure to history.jsonl with the date, the commit (-dirty when the tree
    had changes) and the machine."""
    git = lambda *arguments: subprocess.run(["git", *arguments], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    commit = git("rev-parse", "--short=7", "HEAD") + ("-dirty" if git("status", "--porcelain", "--untracked-files=no") else "")
    stamp = {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"), "commit": commit, "machine": machine()}
    with open(os.path.join(HERE, "history.jsonl"), "a") as file:
        for row, figure in latest.items():
            file.write(json.dumps({"row": row, **figure, **stamp}, ensure_ascii=False) + "\n")


def main():
    directory = tempfile.mkdtemp(prefix="koloda-bench-")
    run_engine_benchmarks(directory)
    time = lambda name, p: percentiles(directory, name, "Time (wall clock)")[p]
    mallocs = lambda name: percentiles(directory, name, "Malloc (total)")[100]
    gtk = gtk_frame_time()
    pair = side_by_side()
    against_floor = floor()
    parts = render_costs()
    photos = photo_deck()
    sort = photo_sort()
    pace = photo_pace()
    shoot = photo_shoot()["shoot"]
    long = long_use()
    page = web()
    growth = lambda mode: (long[mode]["rss5000"] / long[mode]["rss500"] - 1) * 100
    # Ten frames per sample for the comparison: single frames are near the clock's granularity.
    drag, drag_huge = time("ten-frames-drag-10-cards", 50) / 10, time("ten-frames-drag-1000000-cards", 50) / 10
    rows = [
        ("engine frame during a drag, 3 visible cards (median)", time("frame-drag-10-cards", 50) * 1e6, "µs", 5),
        ("the same with a 1,000,000-card data source, slower than 10 cards by", (drag_huge / drag - 1) * 100, "%", 10),
        ("heap allocations per frame, drag (most in any sample)", mallocs("frame-drag-10-cards"), "allocations", 0),
        ("heap allocations per frame, drag with 1,000,000 cards (most in any 10-frame sample)",
         mallocs("ten-frames-drag-1000000-cards"), "allocations", 0),
        ("heap allocations per frame, reset (most in any sample)", mallocs("frame-reset"), "allocations", 0),
        ("heap allocations per frame, fly-off (most in any sample)", mallocs("frame-fly-off"), "allocations", 0),
        ("1,000,000 swipe + undo cycles: peak RSS growth after the first 1,000",
         percentiles(directory, "swipe-undo-1000000-cycles", "peakRSSGrowthPercent")[50], "%", 5),
        ("insert a range with a 1,000,000-entry history (median)", time("insert-1000000-history", 50) * 1e3, "ms", 1),
        ("remove a range with a 1,000,000-entry history (median)", time("remove-1000000-history", 50) * 1e3, "ms", 1),
        ("take the state of a deck with 1,000,000 swipes in its history (median)",
         time("take-state-1000000-history", 50) * 1e3, "ms", 20),
        ("restore that state (median)", time("restore-state-1000000-history", 50) * 1e3, "ms", 20),
        ("closed-form spring evaluation (median)", time("spring-evaluation", 50) * 1e9, "ns", 50),
        ("recording: append and write one action after 100 actions (median)", time("record-action-after-100", 50) * 1e6, "µs", 100),
        ("recording: the same after 10,000 actions, over after 100", time("record-action-after-10000", 50) / time("record-action-after-100", 50),
         "×", 1.5),
        ("recording: rewriting the whole scenario after 10,000 actions instead, over appending", time("record-action-rewriting-after-10000", 50)
         / time("record-action-after-10000", 50), "×", 10, "at least"),
        ("GTK widget under Xvfb, scripted drag: own work per frame (p99)", gtk["p99"], "ms", 2),
        ("side by side, GL on llvmpipe: frames during a 3 s drag, deck / AdwCarousel",
         pair["gl"]["deck"]["dragFrames"] / pair["gl"]["carousel"]["dragFrames"], "×", 0.95, "at least"),
        ("side by side, GL on llvmpipe: process CPU during the drag, deck / AdwCarousel",
         pair["gl"]["deck"]["dragCPU"] / pair["gl"]["carousel"]["dragCPU"], "×", 1.5),
        ("side by side, cairo: process CPU during the drag, deck / AdwCarousel",
         pair["cairo"]["deck"]["dragCPU"] / pair["cairo"]["carousel"]["dragCPU"], "×", 2.0),
        ("the drag against its floor (floor.py), GL: deck / the same frames drawn by GTK alone",
         against_floor["gl"]["deck"]["dragCPU"] / against_floor["gl"]["floor"]["dragCPU"], "×", 1.1),
        ("the same, cairo", against_floor["cairo"]["deck"]["dragCPU"] / against_floor["cairo"]["floor"]["dragCPU"], "×", 1.1),
        ("the same run, GL: frames during the drag, deck / AdwCarousel",
         against_floor["gl"]["deck"]["dragFrames"] / against_floor["gl"]["carousel"]["dragFrames"], "×", 0.98, "at least"),
        ("the same run, cairo: frames during the drag, deck / AdwCarousel",
         against_floor["cairo"]["deck"]["dragFrames"] / against_floor["cairo"]["carousel"]["dragFrames"], "×", 0.98, "at least"),
        ("one drag's frames: the benchmark's count and the demo's --frame-stats, apart by",
         abs(against_floor["frameCount"]["window"] - against_floor["frameCount"]["deck"]), "frames", 1),
        ("deck at rest for 2 s: frames painted", pair["gl"]["deck"]["restFrames"], "frames", 0),
        ("deck at rest for 2 s: process CPU", pair["gl"]["deck"]["restCPU"], "s", 0.02),
        ("photo cards, 12 MP photos swiped at 0.7 s: longest frame interval (frame clock)", photos["photo-12mp"]["longest"], "ms", 33),
        ("photo cards, 12 MP: frame interval p95 (frame clock)", photos["photo-12mp"]["p95"], "ms", 17),
        ("photo cards, 12 MP: main-thread time to make a card (most)", photos["photo-12mp"]["cardMs"], "ms", 2),
        ("photo cards: peak RSS, 12 MP deck / 1080 px deck",
         photos["photo-12mp"]["peakMiB"] / photos["photo-1080"]["peakMiB"], "×", 1.25),
        ("photo cards, 12 MP: cards that entered before their photo was decoded (after the first window)",
         photos["photo-12mp"]["notReady"], "cards", 0),
        ("Photo Sort, 16 photos of 12 MP sorted at 0.7 s in 700 × 800: longest frame interval (frame clock)", sort["longest"], "ms", 17),
        ("Photo Sort, the same: frame interval p95 (frame clock)", sort["p95"], "ms", 17),
        ("Photo Sort at the culling pace, 1600 × 1000: key to the next photo at rest (median)", pace["culling"]["medianMs"], "ms", 17),
        ("Photo Sort at the deck's gentle pace: the same (median; no target)", pace["gentle"]["medianMs"], "ms", 2000),
        ("Photo Sort culling 600 photos of 45 MP at 0.3-0.6 s a key: key to decision saved (90th percentile)", shoot["decisionP90Ms"], "ms", 17),
        ("Photo Sort, the same shoot: RSS after 600 photos over after 100", (shoot["rss600"] / shoot["rss100"] - 1) * 100, "%", 5),
        ("long use, 5,000 swipes through 2,000 12 MP photos: RSS after 5,000 over after 500", growth("photos"), "%", 5),
        ("long use, the same with drawn cards: RSS after 5,000 over after 500", growth("drawn"), "%", 5),
        ("Photo Sort on 10,000 photos: launch to the first photo in its card (median of 3)", long["launch"]["firstPhotoMs"], "ms", 1000),
        ("the web deck: what a page downloads, gzipped", page["downloadGzipBytes"] / 1024, "KB", 100),
        ("the web deck with its tools (deck files, hand-off, recording): what it downloads, gzipped",
         page["toolsDownloadGzipBytes"] / 1024, "KB", 100),
        ("the web deck in Chromium: engine frame during a drag, 3 visible cards (median of 9 runs)", page["engineFrameUs"], "µs", 5),
        ("the web deck in Chromium: the element's script per frame during a drag", page["elementScriptMs"], "ms", 2),
    ]
    rows = [row if len(row) == 5 else (*row, "at most") for row in rows]
    floor = time("measurement-floor", 50) * 1e9
    latest = {name: {"value": round(value, 4), "unit": unit, "target": target, "bound": bound}
              for name, value, unit, target, bound in rows}
    with open(os.path.join(HERE, "latest.json"), "w") as file:
        json.dump(latest, file, indent=2, ensure_ascii=False)
        file.write("\n")
    append_history(latest)
    width = max(len(name) for name, *_ in rows)
    print(f"\n{'benchmark'.ljust(width)}  {'value':>12}  {'target':>8}  result")
    missed = 0
    for name, value, unit, target, bound in rows:
        ok = value <= target if bound == "at most" else value >= target
        missed += not ok
        sign = "≤" if bound == "at most" else "≥"
        print(f"{name.ljust(width)}  {value:>9.3f} {unit[:3]:<3}  {sign} {target:<6}  {'ok' if ok else 'MISSED'}")
    print(f"\n(drag frames averaged over 10-frame samples: {drag * 1e9:.0f} ns with 10 cards, {drag_huge * 1e9:.0f} ns with 1,000,000;"
          f" frame times include the harness's measurement floor of {floor:.0f} ns; GTK: {gtk['frames']} frames,"
          f" median {gtk['p50']:.3f} ms, max {gtk['max']:.3f} ms)")
    for renderer, apps in pair.items():
        deck, carousel = apps["deck"], apps["carousel"]
        rounds = lambda app: ", ".join(f"{run['dragCPU']:.2f}" for run in app["rounds"])
        print(f"({renderer}: the deck {deck['dragFrames']:.0f} frames in {deck['dragCPU']:.2f} s CPU, AdwCarousel"
              f" {carousel['dragFrames']:.0f} frames in {carousel['dragCPU']:.2f} s CPU during the drag, medians of"
              f" {len(deck['rounds'])} rounds: deck {rounds(deck)} s, carousel {rounds(carousel)} s)")
    for renderer, contents in parts.items():
        print(f"({renderer}, one window redrawn on every frame for 3 s, process CPU with only: "
              + ", ".join(f"{content} {figures['cpu']:.2f} s" for content, figures in contents.items()) + ")")
    for name, figures in photos.items():
        print(f"({name}: {figures['frames']} frame intervals by the frame clock, p95 {figures['p95']:.1f} ms, longest"
              f" {figures['longest']:.1f} ms; between paints as they finished p95 {figures['paintP95']:.1f} ms, longest"
              f" {figures['paintLongest']:.1f} ms;"
              f" a card made in {figures['cardMs']:.2f} ms at most; {figures['notReady']} cards before their photo;"
              f" peak RSS {figures['peakMiB']:.0f} MiB)")
    print(f"(long use: photo cards {long['photos']['rss500']:.0f} MiB after 500 swipes, {long['photos']['rss5000']:.0f} MiB after"
          f" 5,000; drawn cards {long['drawn']['rss500']:.0f} and {long['drawn']['rss5000']:.0f} MiB; Photo Sort's launch on 10,000"
          f" photos {', '.join(f'{ms:.0f}' for ms in long['launch']['runs'])} ms)")
    print(f"wrote {os.path.relpath(os.path.join(HERE, 'latest.json'), ROOT)}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
