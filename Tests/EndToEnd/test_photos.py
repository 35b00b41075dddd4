#!/usr/bin/env python3
"""End-to-end tests of Photo Sort (koloda-photos): real key input through xdotool on an X display,
checked against its --events output, its saved state, the folder and the Trash.

Usage: test_photos.py PATH-TO-KOLODA-PHOTOS   (DISPLAY must name a running X server, such as Xvfb)
Prints one line per test and closes with "photos e2e: N passed, N failed".

       test_photos.py PATH-TO-KOLODA-PHOTOS --pictures DIR
Takes the README's pictures of Photo Sort instead (on a screen of 1600 x 1000, with Openbox as its
window manager): DIR/photo-sort.png, a landscape photo in the maximised window with its rating,
labels and EXIF line; DIR/photo-sort-full-screen.png; DIR/photo-sort-shortcuts.png.
"""

import configparser
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse

import dng
from test_demo import SIZE, WORK, Demo, close_to, last_shown, run_tests, xdotool

PHOTOS = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/koloda-photos"


class PhotoSort(Demo):
    """Photo Sort on a folder, with a state and a data directory (where the Trash is) of its own."""

    def __init__(self, folder, state_home=None, data_home=None, env=None, size=SIZE, gentle=False):
        self.folder = folder
        self.data_home = data_home or tempfile.mkdtemp(prefix="data-", dir=WORK)
        state_home = state_home or tempfile.mkdtemp(prefix="state-", dir=WORK)
        if gentle:
            # The deck's own pace instead of the culling pace: swipes and undos move.
            set_setting(state_home, "culling-pace", False)
        super().__init__(folder, state_home=state_home, program=PHOTOS, env={**settings_environment(state_home, self.data_home), **(env or {})},
                         size=size)
        self.wait_for("folder", timeout=20)

    def state_path(self):
        digest = hashlib.sha256(os.path.realpath(self.folder).encode()).hexdigest()
        return os.path.join(self.state_home, "koloda-photos", "folders", digest + ".json")

    def state(self):
        with open(self.state_path()) as file:
            return json.load(file)

    def decisions(self):
        """The saved decisions, oldest first, as (file name, kept)."""
        state = self.state()
        return [(state["photos"][index], direction == "right") for index, direction in state["deck"]["history"]]

    def restarted(self):
        return PhotoSort(self.folder, state_home=self.state_home, data_home=self.data_home)

    def script(self, *arguments, display=True):
        """koloda-photos run from the command line on the same state and Trash; with no display
        (over SSH, from a script) when `display` is false."""
        environment = dict(os.environ, XDG_STATE_HOME=self.state_home, **settings_environment(self.state_home, self.data_home))
        if not display:
            for name in ("DISPLAY", "WAYLAND_DISPLAY"):
                environment.pop(name, None)
        return subprocess.run([PHOTOS, *arguments], capture_output=True, text=True, env=environment, timeout=60)

    def trashed(self):
        files = os.path.join(self.data_home, "Trash", "files")
        return sorted(os.listdir(files)) if os.path.isdir(files) else []


def settings_environment(state_home, data_home):
    """The environment of a Photo Sort whose Trash is in `data_home` and whose GSettings are
    GLib's keyfile in `state_home`: each test's own, kept across its restarts."""
    return {"XDG_DATA_HOME": data_home, "XDG_CONFIG_HOME": os.path.join(state_home, "config"), "GSETTINGS_BACKEND": "keyfile"}


def settings_file(state_home):
    return os.path.join(state_home, "config", "glib-2.0", "settings", "keyfile")


def settings(state_home):
    """Photo Sort's settings as GLib's keyfile backend keeps them: {key: value as GVariant text}."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(settings_file(state_home))
    return dict(parser["org/koloda/PhotoSort"]) if parser.has_section("org/koloda/PhotoSort") else {}


def wait_for_setting(state_home, key, value, timeout=5):
    """Waits until GLib's keyfile has `key` at `value` (GVariant text): it is written just after
    the setting's change is heard."""
    deadline = time.monotonic() + timeout
    while settings(state_home).get(key) != value:
        assert time.monotonic() < deadline, f"{key} is not {value} in {settings(state_home)}"
        time.sleep(0.05)


def set_setting(state_home, key, on):
    """Sets a setting of Photo Sort's before it starts, as its main menu does."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(settings_file(state_home))
    if not parser.has_section("org/koloda/PhotoSort"):
        parser.add_section("org/koloda/PhotoSort")
    parser["org/koloda/PhotoSort"][key] = "true" if on else "false"
    os.makedirs(os.path.dirname(settings_file(state_home)), exist_ok=True)
    with open(settings_file(state_home), "w") as file:
        parser.write(file, space_around_delimiters=False)


# One photo of each format, made once and hard-linked into the folders that need more.
TEMPLATES = {}


def template(extension):
    if extension not in TEMPLATES:
        path = os.path.join(WORK, f"template.{extension}")
        subprocess.run(["convert", "-size", "600x800", "gradient:#806090-#203040", path], check=True)
        TEMPLATES[extension] = path
    return TEMPLATES[extension]


def make_folder(count, broken=()):
    """A folder of `count` photos: JPEG, PNG and WebP made with ImageMagick, and hard links to them
    beyond the first 12; the indexes in `broken` are files that are not images."""
    folder = tempfile.mkdtemp(prefix="photos-", dir=WORK)
    for index in range(count):
        extension = "png" if index % 7 == 0 else "webp" if index % 7 == 3 else "jpg"
        path = os.path.join(folder, f"photo-{index:04d}.{extension}")
        if index in broken:
            with open(path, "wb") as file:
                file.write(b"\xff\xd8\xff\xe0 this is not the rest of an image")
        elif index < 12:
            subprocess.run(["convert", "-size", "600x800", f"gradient:#{(index * 20) % 256:02x}6090-#203040", path], check=True)
        else:
            source = os.path.join(folder, f"photo-{index % 12:04d}.{extension}")
            os.link(source if os.path.exists(source) else template(extension), path)
    with open(os.path.join(folder, "notes.txt"), "w") as file:
        file.write("not a photo\n")
    return folder


def swipe(app, keys, until_index):
    start = app.mark()
    xdotool("key", "--delay", "300", *keys)
    app.wait_for("didShow", index=until_index, after=start)
    app.settle(0.5)


def trash_passed(app, title="Photo Sort$"):
    """Moves the passed photos to the Trash as a user does (Ctrl+Delete, then the confirmation's
    "Move to Trash": its focus is on Cancel), gives the focus back to the window (under Xvfb no
    window manager does), and returns the `trashed` event."""
    start = app.mark()
    xdotool("key", "ctrl+Delete")
    time.sleep(0.8)
    xdotool("key", "Tab", "Return")
    trashed = app.wait_for("trashed", after=start, timeout=10)
    xdotool("search", "--onlyvisible", "--name", title, "windowfocus", "--sync")
    return trashed


def test_each_decision_is_saved_and_the_kept_list_exported(app):
    # 30 photos (one not an image, the text file ignored): the header's count, the saved
    # decisions after each swipe and undo, and the kept list from the command line.
    assert app.wait_for("folder")["photos"] == 30
    swipe(app, ["Right", "Left", "Right", "Right"], 4)
    assert app.decisions() == [("photo-0000.png", True), ("photo-0001.jpg", False), ("photo-0002.jpg", True), ("photo-0003.webp", True)]
    start = app.mark()
    xdotool("key", "ctrl+z")
    app.wait_for("didRewind", index=3, after=start)
    app.settle(0.4)
    assert app.decisions() == [("photo-0000.png", True), ("photo-0001.jpg", False), ("photo-0002.jpg", True)]
    saved = [e for e in app.events if e["name"] == "saved"][-1]
    assert saved == {**saved, "decisions": 3, "kept": 2, "current": 3}, saved
    listed = app.script("--export-kept", app.folder)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.splitlines() == [os.path.join(os.path.realpath(app.folder), name) for name in ("photo-0000.png", "photo-0002.jpg")]


def test_sigkill_mid_fly_off_then_restart_keeps_every_decision_and_undo_reaches_back(app):
    swipe(app, ["Right", "Left", "Right"], 3)
    start = app.mark()
    xdotool("key", "Left", "sleep", "0.05")
    app.wait_for("didSwipe", index=3, after=start)
    app.kill()
    again = app.restarted()
    try:
        assert last_shown(again) == 4, again.names()
        assert [kept for _, kept in again.decisions()] == [True, False, True, False]
        for index in (3, 2):
            start = again.mark()
            xdotool("key", "BackSpace")
            again.wait_for("didRewind", index=index, after=start)
            again.settle(0.4)
        assert [kept for _, kept in again.decisions()] == [True, False]
        again.kill()
        third = again.restarted()
        try:
            assert last_shown(third) == 2
            assert [kept for _, kept in third.decisions()] == [True, False]
        finally:
            third.close()
    finally:
        again.close()


def test_passed_photos_go_to_the_trash_after_a_confirmation_and_kept_ones_stay(app):
    swipe(app, ["Right", "Left", "Left", "Right", "Left", "Right"], 6)
    trashed = trash_passed(app)
    assert trashed["moved"] == 3 and trashed["failed"] == 0, trashed
    passed = ["photo-0001.jpg", "photo-0002.jpg", "photo-0004.jpg"]
    assert app.trashed() == passed, app.trashed()
    left = sorted(os.listdir(app.folder))
    assert not set(passed) & set(left) and {"photo-0000.png", "photo-0003.webp", "photo-0005.jpg"} <= set(left), left
    assert sorted(app.state()["trashed"]) == passed


def test_a_passed_photos_sidecars_go_to_the_trash_with_it_and_an_undo_brings_all_back(app):
    # photo-0001.jpg has darktable's sidecar, a darktable duplicate's and a Lightroom-style one;
    # photo-0002.jpg (kept) has its own, which stays.
    sidecars = ["photo-0001.jpg.xmp", "photo-0001_01.jpg.xmp", "photo-0001.xmp"]
    for name in sidecars + ["photo-0002.jpg.xmp"]:
        shutil.copyfile(DARKTABLE_SIDECAR, os.path.join(app.folder, name))
    swipe(app, ["Right", "Left", "Right"], 3)
    trashed = trash_passed(app)
    assert trashed["moved"] == 4 and trashed["failed"] == 0, trashed
    assert app.trashed() == sorted(["photo-0001.jpg"] + sidecars), app.trashed()
    assert os.path.exists(os.path.join(app.folder, "photo-0002.jpg.xmp")), "a kept photo's sidecar went"
    # Undo back to the passed photo: it and its sidecars are in the folder again, and shown.
    start = app.mark()
    xdotool("key", "--delay", "300", "ctrl+z", "ctrl+z")
    app.wait_for("restored", after=start, moved=4, failed=0, timeout=10)
    app.wait_for("photoShown", after=start, index=1, loaded=1, timeout=10)
    assert app.trashed() == [], app.trashed()
    for name in ["photo-0001.jpg"] + sidecars:
        assert os.path.exists(os.path.join(app.folder, name)), f"{name} is still in the Trash"
    assert xmp_tags(os.path.join(app.folder, "photo-0001.jpg.xmp")) == xmp_tags(DARKTABLE_SIDECAR)
    assert app.state()["trashed"] == []
    # Kept this time: the kept list names it, where it is.
    swipe(app, ["Right"], 2)
    app.close()
    listed = app.script("--export-kept", app.folder)
    assert listed.returncode == 0, listed.stderr
    folder = os.path.realpath(app.folder)
    assert listed.stdout.splitlines() == [f"{folder}/photo-0000.png", f"{folder}/photo-0001.jpg"], listed.stdout


def test_the_command_line_moves_the_passed_photos_and_names_what_failed(app):
    swipe(app, ["Left", "Right", "Left", "Left"], 4)
    app.close()
    # Another program deletes one passed photo: it cannot be trashed, and the others still are.
    os.unlink(os.path.join(app.folder, "photo-0002.jpg"))
    moved = app.script("--trash-passed", app.folder)
    assert moved.returncode == 1, (moved.stdout, moved.stderr)
    folder = os.path.realpath(app.folder)
    assert moved.stdout.splitlines() == [f"{folder}/photo-0000.png", f"{folder}/photo-0003.webp"], moved.stdout
    assert "photo-0002.jpg" in moved.stderr, moved.stderr
    assert app.trashed() == ["photo-0000.png", "photo-0003.webp"]
    assert os.path.exists(os.path.join(app.folder, "photo-0001.jpg")), "a kept photo was touched"
    again = app.script("--trash-passed", app.folder)
    assert again.returncode == 1 and again.stdout == "", "what was moved is not moved twice"


def test_the_command_line_works_with_no_display(app):
    swipe(app, ["Left", "Right"], 2)
    app.close()
    folder = os.path.realpath(app.folder)
    exported = app.script("--export-kept", app.folder, display=False)
    assert exported.returncode == 0 and exported.stdout == f"{folder}/photo-0001.jpg\n", (exported.stdout, exported.stderr)
    rated = app.script("--write-ratings", app.folder, display=False)
    assert rated.returncode == 0, (rated.stdout, rated.stderr)
    assert xmp_tags(os.path.join(app.folder, "photo-0001.jpg.xmp"))["XMP-xmp:Rating"] == 1
    moved = app.script("--trash-passed", app.folder, display=False)
    # The passed photo goes with the sidecar the ratings gave it.
    assert moved.returncode == 0 and moved.stdout.splitlines() == [f"{folder}/photo-0000.png", f"{folder}/photo-0000.png.xmp"], (
        moved.stdout, moved.stderr)
    assert app.trashed() == ["photo-0000.png", "photo-0000.png.xmp"], app.trashed()


def test_a_state_naming_files_outside_the_folder_trashes_and_exports_nothing_outside_it(app):
    swipe(app, ["Left", "Left", "Right", "Left"], 4)
    app.close()
    # The state file is edited (or corrupted, or synced from elsewhere) to name files outside the
    # folder: a relative path up, an absolute path, and a subfolder of the folder.
    outside = tempfile.mkdtemp(prefix="outside-", dir=WORK)
    victim = os.path.join(outside, "victim.jpg")
    with open(victim, "wb") as file:
        file.write(b"a photo of someone else's")
    relative = os.path.relpath(victim, os.path.realpath(app.folder))
    os.mkdir(os.path.join(app.folder, "album"))
    state = app.state()
    state["photos"][0] = relative
    state["photos"][1] = victim
    state["photos"][2] = ".."
    state["photos"][3] = "album"
    with open(app.state_path(), "w") as file:
        json.dump(state, file)
    moved = app.script("--trash-passed", app.folder)
    assert os.path.exists(victim), "a file outside the folder was moved to the Trash"
    assert os.path.isdir(os.path.join(app.folder, "album")), "a folder was moved to the Trash"
    assert app.trashed() == [], app.trashed()
    assert moved.returncode == 1 and moved.stdout == "", (moved.stdout, moved.stderr)
    for name in (relative, victim, "album"):
        assert name in moved.stderr, moved.stderr
    assert "not a file directly in" in moved.stderr and "not a regular file" in moved.stderr, moved.stderr
    exported = app.script("--export-kept", app.folder)
    assert exported.returncode == 1 and exported.stdout == "", (exported.stdout, exported.stderr)
    assert "not exported: .. is not a file directly in" in exported.stderr, exported.stderr


def test_a_second_launch_opens_its_folder_in_the_running_window_which_goes_on(app):
    app.close()
    # A session bus of the test's own, on which Photo Sort is one instance, as on a desktop.
    bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                         capture_output=True, text=True, check=True).stdout.split()
    session = {"DBUS_SESSION_BUS_ADDRESS": bus[0]}
    try:
        first = PhotoSort(app.folder, state_home=app.state_home, data_home=app.data_home, env=session)
        environment = dict(os.environ, XDG_STATE_HOME=app.state_home, XDG_DATA_HOME=app.data_home, **session)
        try:
            other = make_folder(3)
            start = first.mark()
            # A relative path, from another working directory: the running process resolves it there.
            second = subprocess.run([PHOTOS, os.path.basename(other)], cwd=os.path.dirname(other), env=environment,
                                    capture_output=True, text=True, timeout=30)
            assert second.returncode == 0 and second.stdout == "", (second.returncode, second.stdout, second.stderr)
            assert first.wait_for("folder", after=start, timeout=20)["photos"] == 3
            assert first.process.poll() is None, "the first window went on"
            swipe(first, ["Right"], 1)
            # A file manager's Open With passes a URI.
            start = first.mark()
            third = subprocess.run([PHOTOS, "file://" + urllib.parse.quote(os.path.realpath(app.folder))], env=environment,
                                   capture_output=True, text=True, timeout=30)
            assert third.returncode == 0, third.stderr
            assert first.wait_for("folder", after=start, timeout=20)["photos"] == 8
            swipe(first, ["Left"], 1)
            assert first.process.poll() is None
            assert first.decisions() == [("photo-0000.png", False)], first.decisions()
        finally:
            first.close()
    finally:
        os.kill(int(bus[1]), signal.SIGTERM)


def test_the_command_line_acts_through_the_open_window_so_neither_undoes_the_other(app):
    app.close()
    bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                         capture_output=True, text=True, check=True).stdout.split()
    session = {"DBUS_SESSION_BUS_ADDRESS": bus[0]}
    environment = dict(os.environ, XDG_STATE_HOME=app.state_home, XDG_DATA_HOME=app.data_home, **session)

    def script(*arguments):
        return subprocess.run([PHOTOS, *arguments], capture_output=True, text=True, env=environment, timeout=60)

    try:
        first = PhotoSort(app.folder, state_home=app.state_home, data_home=app.data_home, env=session)
        try:
            folder = os.path.realpath(app.folder)
            swipe(first, ["Left", "Left", "Right"], 3)
            moved = script("--trash-passed", app.folder)
            assert moved.returncode == 0, moved.stderr
            assert moved.stdout.splitlines() == [f"{folder}/photo-0000.png", f"{folder}/photo-0001.jpg"], moved.stdout
            assert first.process.poll() is None, "the window went on"
            # The window decides on: its save keeps what the command line did.
            swipe(first, ["Left"], 4)
            assert sorted(first.state()["trashed"]) == ["photo-0000.png", "photo-0001.jpg"], first.state()
            kept = script("--export-kept", app.folder)
            assert kept.returncode == 0 and kept.stdout.splitlines() == [f"{folder}/photo-0002.jpg"], (kept.stdout, kept.stderr)
            again = script("--trash-passed", app.folder)
            assert again.returncode == 0 and again.stdout.splitlines() == [f"{folder}/photo-0003.webp"], (again.stdout, again.stderr)
            assert app.trashed() == ["photo-0000.png", "photo-0001.jpg", "photo-0003.webp"], app.trashed()
            missing = script("--export-kept", os.path.join(WORK, "no-such-folder"))
            assert missing.returncode == 1 and "no-such-folder" in missing.stderr, missing.stderr
        finally:
            first.close()
    finally:
        os.kill(int(bus[1]), signal.SIGTERM)


def test_a_jpeg_cut_short_shows_what_could_be_read_and_says_its_file_is_damaged(app):
    app.close()
    # A JPEG cut at 40 % (GdkPixbuf fills the rest with grey and no error), the whole one, and the
    # whole one with a camera's trailer after its end, which is not damage.
    folder = tempfile.mkdtemp(prefix="damaged-", dir=WORK)
    whole = os.path.join(folder, "a-whole.jpg")
    # Blue and green noise, with no red in it: the card's damage line is told by its red.
    subprocess.run(["convert", "-size", "900x600", "plasma:fractal", "-channel", "R", "-evaluate", "set", "0", "+channel",
                    "-quality", "92", whole], check=True)
    with open(whole, "rb") as file:
        data = file.read()
    with open(os.path.join(folder, "b-cut.jpg"), "wb") as file:
        file.write(data[: len(data) * 2 // 5])
    with open(os.path.join(folder, "c-trailer.jpg"), "wb") as file:
        file.write(data + b"SEFT a phone's trailer after the end")
    shown = PhotoSort(folder)
    try:
        for index in range(3):
            shown.wait_for("photoShown", index=index, loaded=1, timeout=20)
        shown.settle(0.5)
        damaged = [e["message"] for e in shown.events if e["name"] == "diagnostic"]
        assert len(damaged) == 1 and "b-cut.jpg: The file ends early" in damaged[0], damaged
        # The damage line stands clear of the file name over the card's bottom: at the top.
        swipe(shown, ["Left"], 1)
        shown.settle(0.5)
        x, y, width, height = shown.wait_for("ready")["topCard"]
        image = shown.screenshot("damaged")
        column = [image.pixel(x + width / 2, row) for row in range(int(y), int(y + height))]
        red = [i for i, (r, g, b) in enumerate(column) if r > 140 and g < 90 and b < 90]
        assert red, column[:: max(len(column) // 12, 1)]
        assert max(red) < height / 2, f"the damage line is at rows {min(red)}-{max(red)} of {int(height)}: under the file name"
    finally:
        shown.close()


def test_a_file_name_that_is_not_utf8_is_shown_rated_trashed_brought_back_and_exported_as_it_is(app):
    app.close()
    # "café" in Latin-1, as old cameras, Windows shares and ZIP files name files.
    folder = tempfile.mkdtemp(prefix="latin1-", dir=WORK).encode()
    name = b"a-caf\xe9.jpg"
    subprocess.run(["convert", "-size", "600x800", "gradient:#806090-#203040", os.path.join(folder, name)], check=True)
    subprocess.run(["convert", "-size", "600x800", "gradient:#406090-#203040", os.path.join(folder, b"b-plain.jpg")], check=True)
    turn_ratings_on(app)
    shown = PhotoSort(os.fsdecode(folder), state_home=app.state_home, data_home=app.data_home)
    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        assert "missing" not in shown.names(), "shown as missing"
        start = shown.mark()
        swipe(shown, ["Left"], 1)
        shown.wait_for("rated", after=start, timeout=10)
        assert sorted(os.listdir(folder)) == [name, name + b".xmp", b"b-plain.jpg"], os.listdir(folder)
        copy = os.path.join(WORK, "latin1-sidecar.xmp")
        shutil.copyfile(os.path.join(folder, name + b".xmp"), copy)
        assert xmp_tags(copy)["XMP-xmp:Rating"] == -1
        trashed = trash_passed(shown)
        assert trashed == {**trashed, "moved": 2, "failed": 0}, trashed
        assert sorted(os.listdir(os.path.join(app.data_home.encode(), b"Trash", b"files"))) == [name, name + b".xmp"]
        start = shown.mark()
        xdotool("key", "ctrl+z")
        shown.wait_for("restored", after=start, moved=2, failed=0, timeout=10)
        shown.wait_for("photoShown", after=start, index=0, loaded=1, timeout=10)
        swipe(shown, ["Right"], 1)
    finally:
        shown.close()
    environment = dict(os.environ, XDG_STATE_HOME=app.state_home, XDG_DATA_HOME=app.data_home)
    kept = subprocess.run([PHOTOS, "--export-kept", folder], capture_output=True, env=environment, timeout=60)
    assert kept.returncode == 0, kept.stderr
    assert kept.stdout.splitlines() == [os.path.join(os.path.realpath(folder), name)], kept.stdout


def test_gnome_keys_full_screen_shortcuts_close_and_quit_and_the_window_is_as_it_was_left(app):
    app.close()
    window_file = os.path.join(app.state_home, "koloda-photos", "window.json")
    with open(window_file, "w") as file:
        json.dump({"width": 900, "height": 640, "maximized": False, "fullScreen": False}, file)
    # A window manager, which full screen needs.
    manager = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        first = PhotoSort(app.folder, state_home=app.state_home, data_home=app.data_home, size=None)
        try:
            # The size it was left at (GTK's window is the surface less its 5-pixel border).
            assert first.ready["window"] == [890, 630], first.ready
            start = first.mark()
            xdotool("key", "F11")
            first.wait_for("windowState", after=start, fullScreen=1)
            # The window manager made it as large as the screen (1280 x 1024 under the tests' Xvfb).
            deadline = time.monotonic() + 5
            while True:
                geometry = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Photo Sort$", "getwindowgeometry"],
                                          capture_output=True, text=True).stdout
                if "Geometry: 1280x1024" in geometry or time.monotonic() > deadline:
                    break
                time.sleep(0.1)
            assert "Geometry: 1280x1024" in geometry, geometry
            start = first.mark()
            xdotool("key", "ctrl+question")
            first.wait_for("shortcuts", after=start, shown=1)
            xdotool("key", "Escape")
            first.wait_for("shortcuts", after=start, shown=0)
            xdotool("key", "ctrl+w")
            assert first.process.wait(timeout=10) == 0
        finally:
            first.close()
        with open(window_file) as file:
            assert json.load(file) == {"width": 900, "height": 640, "maximized": False, "fullScreen": True}
        again = PhotoSort(app.folder, state_home=app.state_home, data_home=app.data_home, size=None)
        try:
            again.wait_for("windowState", fullScreen=1, timeout=10)
            xdotool("key", "ctrl+q")
            assert again.process.wait(timeout=10) == 0
        finally:
            again.close()
    finally:
        manager.terminate()
        manager.wait(timeout=5)


def test_the_photos_behind_the_top_one_are_shown_as_they_are_not_seen_through(app):
    app.close()
    # Photos of one colour each: red on top, then blue, then green.
    folder = tempfile.mkdtemp(prefix="behind-", dir=WORK)
    for index, color in enumerate(["#e02020", "#2040e0", "#20a040"]):
        subprocess.run(["convert", "-size", "600x800", f"xc:{color}", os.path.join(folder, f"photo-{index}.jpg")], check=True)
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        shown.wait_for("photoShown", index=2, loaded=1, timeout=20)
        shown.settle(0.5)
        x, y, width, height = shown.wait_for("ready")["topCard"]
        image = shown.screenshot("behind")
        # Below the top card, the edges of the cards behind it: blue, then green, each its own
        # colour (Koloda's see-through next card would mix them with the window's background).
        below = [image.pixel(x + width / 2, row) for row in range(int(y + height), int(y + height) + 30)]
        for color in ((0x20, 0x40, 0xE0), (0x20, 0xA0, 0x40)):
            assert any(close_to(pixel, color, 16) for pixel in below), (color, below)
    finally:
        shown.close()


def test_a_landscape_photo_is_shown_whole_from_its_left_edge_to_its_right(app):
    app.close()
    # A 3:2 photo whose left edge is red and right edge blue, in a portrait card.
    folder = tempfile.mkdtemp(prefix="landscape-", dir=WORK)
    subprocess.run(["convert", "-size", "600x400", "xc:#20a040", "-fill", "#e02020", "-draw", "rectangle 0,0 29,399",
                    "-fill", "#2040e0", "-draw", "rectangle 570,0 599,399", os.path.join(folder, "landscape.jpg")], check=True)
    shown = PhotoSort(folder)
    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        shown.settle(0.5)
        x, y, width, height = shown.wait_for("ready")["topCard"]
        image = shown.screenshot("landscape")
        row = [image.pixel(column, y + height / 2) for column in range(int(x), int(x + width))]

        def where(color):
            return [i for i, pixel in enumerate(row) if all(abs(a - b) < 60 for a, b in zip(pixel, color))]

        red, blue, green = where((0xE0, 0x20, 0x20)), where((0x20, 0x40, 0xE0)), where((0x20, 0xA0, 0x40))
        assert red and blue and green, (len(red), len(blue), len(green), row[:: max(len(row) // 12, 1)])
        assert max(red) < len(row) * 0.15 and min(blue) > len(row) * 0.85, (min(red), max(red), min(blue), max(blue), len(row))
        assert max(red) < min(green) and max(green) < min(blue), "red, green and blue from left to right"
    finally:
        shown.close()


def test_raw_files_sort_with_their_jpeg_twins_and_one_libraw_cannot_read_is_shown_broken(app):
    app.close()
    # IMG_0001: a DNG and the JPEG the camera wrote beside it, one card. IMG_0002: a DNG alone,
    # its preview red on the left and blue on the right, written by a camera held upright
    # (orientation 6, a quarter turn clockwise). IMG_0003: a .CR2 that is not a RAW file.
    folder = tempfile.mkdtemp(prefix="raw-", dir=WORK)
    dng.write(os.path.join(folder, "IMG_0001.DNG"))
    subprocess.run(["convert", "-size", "300x200", "xc:#808080", os.path.join(folder, "IMG_0001.JPG")], check=True)
    dng.write(os.path.join(folder, "IMG_0002.DNG"), (300, 200), ["xc:#20a040", "-fill", "#e02020", "-draw", "rectangle 0,0 29,199",
                                                                 "-fill", "#2040e0", "-draw", "rectangle 270,0 299,199"], orientation=6)
    with open(os.path.join(folder, "IMG_0003.CR2"), "wb") as file:
        file.write(b"II*\0 not the rest of a RAW file")
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        assert shown.wait_for("folder")["photos"] == 3
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        swipe(shown, ["Left"], 1)
        shown.wait_for("photoShown", index=1, loaded=1, timeout=20)
        shown.settle(0.5)
        x, y, width, height = shown.wait_for("ready")["topCard"]
        image = shown.screenshot("raw")
        column = [image.pixel(x + width / 2, row) for row in range(int(y), int(y + height))]

        def where(color):
            return [i for i, pixel in enumerate(column) if all(abs(a - b) < 60 for a, b in zip(pixel, color))]

        red, blue, green = where((0xE0, 0x20, 0x20)), where((0x20, 0x40, 0xE0)), where((0x20, 0xA0, 0x40))
        assert red and blue and green, (len(red), len(blue), len(green), column[:: max(len(column) // 12, 1)])
        assert max(red) < min(green) and max(green) < min(blue), "turned upright: red at the top, blue at the bottom"
        swipe(shown, ["Right"], 2)
        shown.wait_for("photoShown", index=2, loaded=0, timeout=20)
        start = shown.mark()
        xdotool("key", "Left")
        shown.wait_for("didRunOutOfCards", after=start)
        shown.settle(0.5)
        assert shown.decisions() == [("IMG_0001.JPG", False), ("IMG_0002.DNG", True), ("IMG_0003.CR2", False)], shown.decisions()
    finally:
        shown.close()
    ratings = shown.script("--write-ratings", folder)
    assert ratings.returncode == 0, ratings.stderr
    real = os.path.realpath(folder)
    assert sorted(ratings.stdout.split()) == sorted(os.path.join(real, name + ".xmp") for name in
                                                    ("IMG_0001.JPG", "IMG_0001.DNG", "IMG_0002.DNG", "IMG_0003.CR2")), ratings.stdout
    for name, rating in (("IMG_0001.DNG", -1), ("IMG_0001.JPG", -1), ("IMG_0002.DNG", 1)):
        assert xmp_tags(os.path.join(folder, name + ".xmp"))["XMP-xmp:Rating"] == rating, name
    kept = shown.script("--export-kept", folder)
    assert kept.stdout.splitlines() == [os.path.join(real, "IMG_0002.DNG")], kept.stdout
    moved = shown.script("--trash-passed", folder)
    assert moved.returncode == 0, moved.stderr
    assert shown.trashed() == ["IMG_0001.DNG", "IMG_0001.DNG.xmp", "IMG_0001.JPG", "IMG_0001.JPG.xmp", "IMG_0003.CR2",
                               "IMG_0003.CR2.xmp"], shown.trashed()
    assert os.path.exists(os.path.join(folder, "IMG_0002.DNG")) and os.path.exists(os.path.join(folder, "IMG_0002.DNG.xmp"))


def test_photos_are_sorted_in_the_order_they_were_taken_across_cameras_and_a_counter_gone_round(app):
    app.close()
    # A camera whose counter went round (9998, 9999, 0001), a second camera's frame between two
    # of them, a burst's two frames in one second told apart by their sub-seconds, a phone's
    # photo whose time is in another zone, and an export that says nothing of when it was taken.
    folder = tempfile.mkdtemp(prefix="taken-", dir=WORK)
    taken = {"IMG_9998.JPG": ("2026:11:20 10:00:00", None, None), "IMG_9999.JPG": ("2026:11:20 10:00:05", "80", None),
             "IMG_0001.JPG": ("2026:11:20 10:00:05", "90", None), "DSC_0042.JPG": ("2026:11:20 10:00:03", None, None),
             "PHONE_0007.JPG": ("2026:11:20 11:00:04", None, "+01:00"), "export.png": None}
    for name, when in taken.items():
        path = os.path.join(folder, name)
        shutil.copy(template(name.rsplit(".", 1)[1].lower()), path)
        if when:
            date, subseconds, offset = when
            tags = [f"-DateTimeOriginal={date}"] + ([f"-SubSecTimeOriginal={subseconds}"] if subseconds else []) \
                + ([f"-OffsetTimeOriginal={offset}", "-OffsetTime=+00:00"] if offset else [])
            subprocess.run(["exiftool", "-q", "-overwrite_original", *tags, path], check=True)
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home, env={"TZ": "UTC"})
    try:
        assert shown.wait_for("folder")["photos"] == 6
        swipe(shown, ["Right"] * 5, 5)
        start = shown.mark()
        xdotool("key", "Right")
        shown.wait_for("didRunOutOfCards", after=start)
        shown.settle(0.5)
    finally:
        shown.close()
    assert [name for name, _ in shown.decisions()] == ["IMG_9998.JPG", "DSC_0042.JPG", "PHONE_0007.JPG", "IMG_9999.JPG", "IMG_0001.JPG",
                                                       "export.png"], shown.decisions()


def twins_and_sidecars_folder(prefix):
    """A folder of three photos: IMG_0001, a DNG and its JPEG (one card) with darktable's and
    Lightroom's sidecars; IMG_0002 with a darktable duplicate's sidecar; IMG_0003 with its
    sidecar."""
    folder = tempfile.mkdtemp(prefix=prefix, dir=WORK)
    dng.write(os.path.join(folder, "IMG_0001.DNG"))
    for name, color in (("IMG_0001.JPG", "#808080"), ("IMG_0002.JPG", "#20a040"), ("IMG_0003.JPG", "#2040e0")):
        subprocess.run(["convert", "-size", "300x200", "xc:" + color, os.path.join(folder, name)], check=True)
    for name in ("IMG_0001.DNG.xmp", "IMG_0001.xmp", "IMG_0002.JPG.xmp", "IMG_0002_01.JPG.xmp", "IMG_0003.JPG.xmp"):
        shutil.copyfile(DARKTABLE_SIDECAR, os.path.join(folder, name))
    return folder


def test_the_kept_photos_are_copied_with_their_raw_twins_and_sidecars_and_nothing_is_overwritten(app):
    app.close()
    # IMG_0001 and IMG_0002 kept, IMG_0003 passed.
    folder = twins_and_sidecars_folder("copy-")
    os.utime(os.path.join(folder, "IMG_0002.JPG"), (1_600_000_000, 1_600_000_000))
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        assert shown.wait_for("folder")["photos"] == 3
        swipe(shown, ["Right", "Right"], 2)
        start = shown.mark()
        xdotool("key", "Left")
        shown.wait_for("didRunOutOfCards", after=start)
        shown.wait_for("saved", after=start, decisions=3)
    finally:
        shown.close()
    kept = ["IMG_0001.JPG", "IMG_0001.DNG", "IMG_0002.JPG", "IMG_0001.DNG.xmp", "IMG_0001.xmp", "IMG_0002.JPG.xmp", "IMG_0002_01.JPG.xmp"]
    destination = tempfile.mkdtemp(prefix="selects-", dir=WORK)
    real = os.path.realpath(destination)
    copied = shown.script("--copy-kept-to", destination, folder, display=False)
    assert copied.returncode == 0, copied.stderr
    assert sorted(copied.stdout.splitlines()) == sorted(os.path.join(real, name) for name in kept), copied.stdout
    assert sorted(os.listdir(destination)) == sorted(kept), os.listdir(destination)
    for name in kept:
        with open(os.path.join(folder, name), "rb") as original, open(os.path.join(destination, name), "rb") as copy:
            assert original.read() == copy.read(), name
    assert os.stat(os.path.join(destination, "IMG_0002.JPG")).st_mtime == 1_600_000_000, "the photo's date was not kept"
    # Again: the copies made before count as copied, and nothing changes.
    again = shown.script("--copy-kept-to", destination, folder, display=False)
    assert again.returncode == 0 and sorted(os.listdir(destination)) == sorted(kept), (again.stderr, os.listdir(destination))
    # Another file under a kept photo's name is left as it is, and named.
    with open(os.path.join(destination, "IMG_0002.JPG"), "wb") as file:
        file.write(b"another photo")
    clash = shown.script("--copy-kept-to", destination, folder, display=False)
    assert clash.returncode == 1, clash.stderr
    assert "IMG_0002.JPG" in clash.stderr and "another file of that name is in" in clash.stderr, clash.stderr
    with open(os.path.join(destination, "IMG_0002.JPG"), "rb") as file:
        assert file.read() == b"another photo"
    assert sorted(os.listdir(destination)) == sorted(kept), "a copy was left under a temporary name"
    # A destination that is not a folder, or is the photos' own, copies nothing.
    missing = shown.script("--copy-kept-to", os.path.join(destination, "no-such-folder"), folder, display=False)
    assert missing.returncode == 1 and "no-such-folder: No such file or directory" in missing.stderr and missing.stdout == "", \
        (missing.stdout, missing.stderr)
    assert not os.path.exists(os.path.join(destination, "no-such-folder")), "a folder was made"
    a_file = shown.script("--copy-kept-to", os.path.join(destination, "IMG_0001.xmp"), folder, display=False)
    assert a_file.returncode == 1 and "IMG_0001.xmp is not a folder" in a_file.stderr, a_file.stderr
    itself = shown.script("--copy-kept-to", folder, folder, display=False)
    assert itself.returncode == 1 and "is the folder of the photos" in itself.stderr, itself.stderr
    assert sorted(os.listdir(folder)) == sorted(kept + ["IMG_0003.JPG", "IMG_0003.JPG.xmp"]), os.listdir(folder)


def test_the_main_menu_copies_the_kept_photos_to_the_folder_chosen(app):
    swipe(app, ["Right", "Left", "Right"], 3)
    destination = tempfile.mkdtemp(prefix="selects-", dir=WORK)
    start = app.mark()
    xdotool("key", "F10")
    app.wait_for("menu", after=start, open=1)
    xdotool("key", "--delay", "100", "Down", "Down", "Return")
    # GTK's folder chooser: a path typed goes to its location entry, and Return chooses it.
    xdotool("search", "--sync", "--onlyvisible", "--name", "Copy Kept Photos to Folder", "windowfocus", "--sync")
    xdotool("type", "--delay", "20", destination + "/")
    xdotool("key", "Return")
    assert app.wait_for("copied", after=start, timeout=10) == {**app.wait_for("copied", after=start), "done": 2, "failed": 0}
    assert sorted(os.listdir(destination)) == ["photo-0000.png", "photo-0002.jpg"], os.listdir(destination)
    assert app.wait_for("notice", after=start)["text"] == f"Copied 2 files to {os.path.realpath(destination)}."


def test_the_kept_photos_move_with_their_twins_and_sidecars_and_come_back_when_undone_or_passed(app):
    app.close()
    # IMG_0001 and IMG_0002 kept, IMG_0003 passed.
    folder = twins_and_sidecars_folder("move-")
    first = ["IMG_0001.JPG", "IMG_0001.DNG", "IMG_0001.DNG.xmp", "IMG_0001.xmp"]
    second = ["IMG_0002.JPG", "IMG_0002.JPG.xmp", "IMG_0002_01.JPG.xmp"]
    passed = ["IMG_0003.JPG", "IMG_0003.JPG.xmp"]
    destination = tempfile.mkdtemp(prefix="selects-", dir=WORK)
    real = os.path.realpath(destination)
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        swipe(shown, ["Right", "Right"], 2)
        start = shown.mark()
        xdotool("key", "Left")
        shown.wait_for("didRunOutOfCards", after=start)
        # The main menu's Move Kept Photos to Folder…: GTK's folder chooser, a path typed.
        start = shown.mark()
        xdotool("key", "F10")
        shown.wait_for("menu", after=start, open=1)
        xdotool("key", "--delay", "100", "Down", "Down", "Down", "Return")
        xdotool("search", "--sync", "--onlyvisible", "--name", "Move Kept Photos to Folder", "windowfocus", "--sync")
        xdotool("type", "--delay", "20", destination + "/")
        xdotool("key", "Return")
        moved = shown.wait_for("moved", after=start, timeout=10)
        assert moved["done"] == 7 and moved["failed"] == 0, moved
        assert shown.wait_for("notice", after=start)["text"] == f"Moved 7 files to {real}."
        assert sorted(os.listdir(destination)) == sorted(first + second), os.listdir(destination)
        assert sorted(os.listdir(folder)) == sorted(passed), os.listdir(folder)
        kept = shown.script("--export-kept", folder)
        assert kept.stdout.splitlines() == [f"{real}/IMG_0001.JPG", f"{real}/IMG_0001.DNG", f"{real}/IMG_0002.JPG"], kept.stdout
        # Undo back to IMG_0002: it and its sidecars come back, and its card shows it.
        xdotool("search", "--onlyvisible", "--name", "Photo Sort$", "windowfocus", "--sync")
        start = shown.mark()
        xdotool("key", "--delay", "300", "ctrl+z", "ctrl+z")
        shown.wait_for("movedBack", after=start, moved=3, failed=0, timeout=10)
        shown.wait_for("photoShown", after=start, index=1, loaded=1, timeout=10)
        assert sorted(os.listdir(folder)) == sorted(second + passed), os.listdir(folder)
        # Kept again, it stays; IMG_0001, passed on a second look, comes back.
        swipe(shown, ["Right"], 2)
        start = go_to(shown, "1")
        shown.wait_for("didShow", after=start, index=0)
        shown.settle(0.4)
        start = shown.mark()
        xdotool("key", "Left")
        shown.wait_for("movedBack", after=start, moved=4, failed=0, timeout=10)
        assert os.listdir(destination) == [], os.listdir(destination)
        assert sorted(os.listdir(folder)) == sorted(first + second + passed), os.listdir(folder)
        shown.settle(0.5)
    finally:
        shown.close()
    # From the command line, with no display: IMG_0002, kept, moves; it is listed where it is now.
    script = shown.script("--move-kept-to", destination, folder, display=False)
    assert script.returncode == 0, script.stderr
    assert sorted(script.stdout.splitlines()) == sorted(f"{real}/{name}" for name in second), script.stdout
    assert sorted(os.listdir(destination)) == sorted(second), os.listdir(destination)
    assert sorted(os.listdir(folder)) == sorted(first + passed), os.listdir(folder)
    kept = shown.script("--export-kept", folder, display=False)
    assert kept.stdout.splitlines() == [f"{real}/IMG_0002.JPG"], kept.stdout
    # Moved again: nothing is left to move, and nothing changes.
    again = shown.script("--move-kept-to", destination, folder, display=False)
    assert again.returncode == 0 and again.stdout == "", (again.stdout, again.stderr)
    assert sorted(os.listdir(destination)) == sorted(second)


def test_e_opens_the_photo_in_the_app_chosen_once_with_open_with(app):
    app.close()
    # An editor installed for the user, as a package installs one (with its MIME cache): it
    # writes the files it is given to a file.
    applications = os.path.join(app.data_home, "applications")
    os.makedirs(applications, exist_ok=True)
    opened = os.path.join(WORK, "opened-by-editor.txt")
    editor = os.path.join(WORK, "editor.sh")
    with open(editor, "w") as file:
        file.write(f'#!/bin/sh\nfor f in "$@"; do echo "$f"; done > {opened}.part && mv {opened}.part {opened}\n')
    os.chmod(editor, 0o755)
    with open(os.path.join(applications, "koloda-test-editor.desktop"), "w") as file:
        file.write(f"[Desktop Entry]\nType=Application\nName=Koloda Test Editor\nExec={editor} %F\nMimeType=image/png;image/jpeg;\n")
    subprocess.run(["update-desktop-database", applications], check=True)
    shown = app.restarted()

    def opened_files():
        """What the editor was given, once it has run (it is a process of its own)."""
        deadline = time.monotonic() + 10
        while not os.path.exists(opened):
            assert time.monotonic() < deadline, "the editor did not run"
            time.sleep(0.05)
        with open(opened) as file:
            files = file.read().splitlines()
        os.remove(opened)
        return files

    try:
        # The first E asks which app, GTK's chooser listing those for the photo's type.
        start = shown.mark()
        xdotool("key", "e")
        xdotool("search", "--sync", "--onlyvisible", "--name", "Open With", "windowfocus", "--sync")
        xdotool("key", "Return")
        assert shown.wait_for("opened", after=start, timeout=10)["app"] == "koloda-test-editor.desktop"
        assert opened_files() == [os.path.join(os.path.realpath(app.folder), "photo-0000.png")]
        # The next E opens the photo then on top in that app at once.
        xdotool("search", "--onlyvisible", "--name", "Photo Sort", "windowfocus", "--sync")
        swipe(shown, ["Right"], 1)
        start = shown.mark()
        xdotool("key", "e")
        assert shown.wait_for("opened", after=start, timeout=10)["app"] == "koloda-test-editor.desktop"
        assert opened_files() == [os.path.join(os.path.realpath(app.folder), "photo-0001.jpg")]
        wait_for_setting(app.state_home, "editor", "'koloda-test-editor.desktop'")
    finally:
        shown.close()


# A darktable sidecar: a rating of 3 and an edit history of two steps (the Swift tests read it too).
DARKTABLE_SIDECAR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "darktable.xmp")


def xmp_tags(path):
    """Every XMP tag of a sidecar as exiftool reads it (unknown namespaces too), but the toolkit's name."""
    tags = json.loads(subprocess.run(["exiftool", "-j", "-G1", "-XMP:all", "-u", path], capture_output=True, text=True,
                                     check=True).stdout)[0]
    return {key: value for key, value in tags.items() if key.startswith("XMP-") and key != "XMP-x:XMPToolkit"}


def test_ratings_are_written_where_darktable_reads_them_keeping_its_history_and_an_undo_puts_them_back(app):
    darktable = os.path.join(app.folder, "photo-0001.jpg.xmp")
    shutil.copyfile(DARKTABLE_SIDECAR, darktable)
    history = xmp_tags(darktable)
    swipe(app, ["Left", "Right", "Left", "Right"], 4)
    app.close()
    written = app.script("--write-ratings", app.folder)
    assert written.returncode == 0, written.stderr
    folder = os.path.realpath(app.folder)
    assert written.stdout.splitlines() == [f"{folder}/photo-{i:04d}.{e}.xmp" for i, e in [(0, "png"), (1, "jpg"), (2, "jpg"), (3, "webp")]], \
        written.stdout
    ratings = {name: xmp_tags(os.path.join(app.folder, name)).get("XMP-xmp:Rating") for name in
               ["photo-0000.png.xmp", "photo-0001.jpg.xmp", "photo-0002.jpg.xmp", "photo-0003.webp.xmp"]}
    assert ratings == {"photo-0000.png.xmp": -1, "photo-0001.jpg.xmp": 3, "photo-0002.jpg.xmp": -1, "photo-0003.webp.xmp": 1}, ratings
    # Kept, its 3 stars stay, and digiKam reads it as accepted.
    assert xmp_tags(darktable) == dict(history, **{"XMP-digiKam:PickLabel": 3}), "darktable's sidecar changed beyond the decision"
    assert not os.path.exists(os.path.join(app.folder, "photo-0004.jpg.xmp")), "an undecided photo got a sidecar"
    # Undo two decisions, then write again: each sidecar has the rating it had before.
    again = app.restarted()
    try:
        start = again.mark()
        xdotool("key", "--delay", "120", "ctrl+z", "ctrl+z")
        again.wait_for("saved", after=start, decisions=2, timeout=10)
    finally:
        again.close()
    rewritten = app.script("--write-ratings", app.folder)
    assert rewritten.returncode == 0, rewritten.stderr
    for name in ("photo-0003.webp.xmp", "photo-0002.jpg.xmp"):
        assert not os.path.exists(os.path.join(app.folder, name)), f"{name}: there was no sidecar before, and there is none again"
    assert xmp_tags(os.path.join(app.folder, "photo-0000.png.xmp")).get("XMP-xmp:Rating") == -1


def test_with_ratings_on_each_swipe_writes_its_sidecar_and_a_sidecar_that_is_not_xmp_is_named_once(app):
    turn_ratings_on(app)
    with open(os.path.join(app.folder, "photo-0001.jpg.xmp"), "w") as file:
        file.write("not XMP")
    rating = app.restarted()
    try:
        start = rating.mark()
        swipe(rating, ["Left", "Left", "Right"], 3)
        rating.wait_for("rated", after=start, sidecar="photo-0002.jpg.xmp", timeout=10)
        notice = rating.wait_for("notice", after=start, timeout=10)
        assert "photo-0001.jpg.xmp is not an XMP sidecar" in notice["text"], notice
        assert xmp_tags(os.path.join(app.folder, "photo-0000.png.xmp"))["XMP-xmp:Rating"] == -1
        assert xmp_tags(os.path.join(app.folder, "photo-0002.jpg.xmp"))["XMP-xmp:Rating"] == 1
        with open(os.path.join(app.folder, "photo-0001.jpg.xmp")) as file:
            assert file.read() == "not XMP", "a sidecar that is not XMP was changed"
        start = rating.mark()
        xdotool("key", "ctrl+z")
        rating.wait_for("saved", after=start, decisions=2, timeout=10)
        assert not os.path.exists(os.path.join(app.folder, "photo-0002.jpg.xmp")), "the undo left the sidecar it made"
    finally:
        rating.close()


def turn_ratings_on(app):
    """Closes the app and turns writing ratings on for its next run, as the menu's setting does."""
    app.close()
    set_setting(app.state_home, "write-ratings", True)


def test_after_the_main_menu_closes_the_arrow_keys_sort_again(app):
    # F10 opens the main menu and Escape closes it: GTK leaves the focus on the menu button.
    start = app.mark()
    xdotool("key", "F10")
    app.wait_for("menu", after=start, open=1)
    xdotool("key", "Escape")
    app.wait_for("menu", after=start, open=0)
    swipe(app, ["Right"], 1)
    # An item chosen with Return: File Name and Exposure, which stays in the window.
    start = app.mark()
    xdotool("key", "F10")
    app.wait_for("menu", after=start, open=1)
    xdotool("key", "--delay", "100", *["Down"] * 8, "Return")
    assert app.wait_for("setting", after=start)["setting"] == "show-info"
    app.wait_for("menu", after=start, open=0)
    swipe(app, ["Left"], 2)
    assert [kept for _, kept in app.decisions()] == [True, False], app.decisions()


def menu_item(app, downs):
    """Chooses the main menu's item `downs` places down from its first (insensitive items are
    passed over) with the keyboard."""
    start = app.mark()
    xdotool("key", "F10")
    app.wait_for("menu", after=start, open=1)
    xdotool("key", "--delay", "100", *["Down"] * downs, "Return")
    app.wait_for("menu", after=start, open=0)


def test_a_second_pass_reviews_the_kept_photos_and_its_decisions_stand(app):
    # First pass: 0, 2 and 4 kept (4 with three stars), 1 and 3 passed.
    swipe(app, ["Right", "Left", "Right", "Left"], 4)
    start = app.mark()
    xdotool("key", "3")
    app.wait_for("cardRating", after=start, index=4, stars=3)
    swipe(app, ["Right"], 5)
    # The main menu's Review Kept Photos: a deck of 0, 2 and 4.
    start = app.mark()
    menu_item(app, 11)
    review = app.wait_for("review", after=start)
    assert review == {**review, "on": 1, "photos": 3, "filter": "kept"}, review
    app.wait_for("status", after=start, text="Review · 1 of 3 · 3 kept")
    # 0 passed on a second look, 2 kept, an undo, 2 kept again, then 4: the review is done.
    swipe(app, ["Left", "Right"], 2)
    start = app.mark()
    xdotool("key", "ctrl+z")
    app.wait_for("didRewind", after=start, index=1)
    app.settle(0.4)
    start = app.mark()
    xdotool("key", "--delay", "300", "Right", "Right")
    app.wait_for("didRunOutOfCards", after=start)
    app.wait_for("status", after=start, text="Review · All 3 sorted · 2 kept")
    app.settle(0.5)
    kept = app.script("--export-kept", app.folder)
    assert kept.stdout.splitlines() == [os.path.join(os.path.realpath(app.folder), name) for name in ("photo-0002.jpg", "photo-0004.jpg")], \
        kept.stdout
    assert [kept for _, kept in app.decisions()] == [True, False, True, False, True], "the first pass's deck as it was"
    # It resumes as it was left; End Review goes back to the first pass, where it was.
    app.kill()
    again = app.restarted()
    try:
        again.wait_for("status", text="Review · All 3 sorted · 2 kept")
        start = again.mark()
        menu_item(again, 14)
        assert again.wait_for("review", after=start)["on"] == 0
        again.wait_for("status", after=start, text="6 of 8 · 2 kept")
        # A second pass over the photos with three stars or more (the submenu opens on its title):
        # only 4.
        start = again.mark()
        xdotool("key", "F10")
        again.wait_for("menu", after=start, open=1)
        xdotool("key", "--delay", "100", *["Down"] * 13, "Right", "Down", "Down", "Down", "Return")
        review = again.wait_for("review", after=start)
        assert review == {**review, "on": 1, "photos": 1, "filter": "stars-3"}, review
    finally:
        again.close()
    state = again.state()
    assert state["reviewed"] == {"photo-0000.png": False, "photo-0002.jpg": True, "photo-0004.jpg": True}, state.get("reviewed")


def go_to(app, text):
    """Go to Photo with the keyboard: Ctrl+G, then `text` typed, then Return. Returns the mark
    before."""
    start = app.mark()
    xdotool("key", "ctrl+g")
    app.wait_for("goToAsked", after=start)
    xdotool("type", "--delay", "20", text)
    xdotool("key", "Return")
    return start


def test_go_to_photo_shows_a_photo_by_number_or_name_to_decide_again_and_says_what_it_cannot_find(app):
    # 0 and 2 kept, 1 and 3 passed and moved to the Trash.
    swipe(app, ["Right", "Left", "Right", "Left"], 4)
    assert trash_passed(app)["moved"] == 2
    # A number goes to the photo of that number.
    start = go_to(app, "2")
    app.wait_for("goTo", after=start, index=1)
    app.wait_for("status", after=start, text="2 of 8 · 2 kept")
    # Kept on a second look: back from the Trash; the arrow keys go on from there, and 2, kept
    # before, is passed now.
    start = app.mark()
    swipe(app, ["Right"], 2)
    app.wait_for("restored", after=start, moved=1, failed=0)
    assert os.path.exists(os.path.join(app.folder, "photo-0001.jpg"))
    swipe(app, ["Left"], 3)
    app.wait_for("status", after=start, text="4 of 8 · 2 kept")
    # A number past the last, and a name no photo has: said, and nothing changes.
    start = go_to(app, "9")
    assert app.wait_for("goToProblem", after=start)["text"] == "There is no photo 9: they run from 1 to 8."
    xdotool("key", "ctrl+a")
    xdotool("type", "--delay", "20", "photo-0099")
    xdotool("key", "Return")
    assert app.wait_for("goToProblem", after=start, timeout=5, text="No photo here is named photo-0099.")
    xdotool("key", "Escape")
    app.wait_for("menu", after=start, open=0)
    assert "goTo" not in app.names(after=start), "a photo not found was gone to"
    # A file name in any case, without its extension.
    start = go_to(app, "PHOTO-0006")
    app.wait_for("goTo", after=start, index=6)
    app.wait_for("status", after=start, text="7 of 8 · 2 kept")
    assert app.decisions() == [("photo-0000.png", True), ("photo-0001.jpg", False), ("photo-0002.jpg", True), ("photo-0003.webp", False),
                               ("photo-0001.jpg", True), ("photo-0002.jpg", False)], app.decisions()
    kept = app.script("--export-kept", app.folder)
    folder = os.path.realpath(app.folder)
    assert kept.stdout.splitlines() == [f"{folder}/photo-0000.png", f"{folder}/photo-0001.jpg"], kept.stdout
    # Undo takes back the last decision, 2's pass: it is kept as it was first.
    start = app.mark()
    xdotool("key", "ctrl+z")
    app.wait_for("didRewind", after=start, index=2)
    app.wait_for("status", after=start, text="3 of 8 · 3 kept")
    # Every photo sorted, then back to the last: the finished page gives way to it.
    app.settle(0.4)
    start = app.mark()
    xdotool("key", "--delay", "300", *["Right"] * 6)
    app.wait_for("didRunOutOfCards", after=start)
    app.wait_for("status", after=start, text="All 8 sorted · 8 kept")
    start = go_to(app, "8")
    app.wait_for("goTo", after=start, index=7)
    app.wait_for("status", after=start, text="8 of 8 · 8 kept")
    assert app.trashed() == [], "3, kept, is still in the Trash"
    # It resumes where it was left.
    app.kill()
    again = app.restarted()
    try:
        again.wait_for("status", text="8 of 8 · 8 kept")
    finally:
        again.close()


def test_undo_is_offered_only_while_there_is_a_decision_to_undo(app):
    assert app.wait_for("undoEnabled")["on"] == 0, "nothing to undo on a folder never sorted"
    start = app.mark()
    swipe(app, ["Right"], 1)
    assert app.wait_for("undoEnabled", after=start)["on"] == 1
    start = app.mark()
    xdotool("key", "ctrl+z")
    assert app.wait_for("undoEnabled", after=start)["on"] == 0
    # The undo is saved as it is made, while its card still comes back.
    app.wait_for("saved", after=start, decisions=0)
    assert "didRewind" not in app.names(start), app.names(start)
    app.close()
    again = app.restarted()
    try:
        assert again.wait_for("undoEnabled")["on"] == 0
        swipe(again, ["Left"], 1)
        again.kill()
        third = again.restarted()
        try:
            third.wait_for("undoEnabled", on=1, timeout=10)
            start = third.mark()
            xdotool("key", "ctrl+z")
            assert third.wait_for("undoEnabled", after=start)["on"] == 0, "the decision saved before the restart was the one to undo"
        finally:
            third.close()
    finally:
        again.close()


def test_an_undone_decision_leaves_the_sidecars_exactly_as_they_were(app):
    darktable = os.path.join(app.folder, "photo-0001.jpg.xmp")
    shutil.copyfile(DARKTABLE_SIDECAR, darktable)
    with open(darktable, "rb") as file:
        original = file.read()
    turn_ratings_on(app)
    rating = app.restarted()
    try:
        start = rating.mark()
        swipe(rating, ["Right", "Left"], 2)
        rating.wait_for("rated", after=start, sidecar="photo-0001.jpg.xmp", timeout=10)
        assert xmp_tags(darktable)["XMP-xmp:Rating"] == -1
        assert xmp_tags(os.path.join(app.folder, "photo-0000.png.xmp"))["XMP-xmp:Rating"] == 1
        start = rating.mark()
        xdotool("key", "--delay", "200", "ctrl+z", "ctrl+z")
        rating.wait_for("saved", after=start, decisions=0, timeout=10)
    finally:
        rating.close()
    assert not os.path.exists(os.path.join(app.folder, "photo-0000.png.xmp")), "a sidecar Photo Sort made was left behind"
    with open(darktable, "rb") as file:
        assert file.read() == original, "darktable's sidecar is not what it was"


def test_a_folder_renamed_while_open_is_not_made_again_and_its_problem_is_said_once(app):
    turn_ratings_on(app)
    rating = app.restarted()
    try:
        moved = app.folder + "-renamed"
        os.rename(app.folder, moved)
        start = rating.mark()
        swipe(rating, ["Right", "Left", "Right"], 3)
        rating.settle(0.5)
        assert not os.path.exists(app.folder), f"the folder was made again: {os.listdir(app.folder)}"
        notices = [e["text"] for e in rating.events[start:] if e["name"] == "notice"]
        assert len(notices) == 1 and "No such file or directory" in notices[0], notices
        assert [kept for _, kept in rating.decisions()] == [True, False, True], "the decisions are still saved"
    finally:
        rating.close()
    assert not any(name.endswith(".xmp") for name in os.listdir(moved)), os.listdir(moved)


def test_with_decisions_that_cannot_be_saved_quitting_asks_and_they_are_kept_once_there_is_room(app):
    swipe(app, ["Right"], 1)
    # The state's folder becomes a file: every save fails from now on, as on a full disk.
    folders = os.path.dirname(app.state_path())
    aside = folders + "-aside"
    os.rename(folders, aside)
    open(folders, "w").close()
    start = app.mark()
    swipe(app, ["Left", "Right"], 3)
    assert "could not be saved" in app.wait_for("notice", after=start)["text"]
    start = app.mark()
    xdotool("key", "ctrl+q")
    app.wait_for("askUnsaved", after=start, timeout=10)
    # The confirmation, focused (under Xvfb no window manager does): Cancel has its focus.
    xdotool("search", "--sync", "--onlyvisible", "--name", "^Quit without", "windowfocus", "--sync")
    assert app.process.poll() is None, "Photo Sort quit without a word, losing two decisions"
    xdotool("key", "Return")
    # Gone, the window has the keyboard again; the user makes room, and quits again.
    deadline = time.monotonic() + 10
    while subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Quit without"], capture_output=True).returncode == 0:
        assert time.monotonic() < deadline, "the confirmation stays"
        time.sleep(0.1)
    assert app.process.poll() is None, "Cancel quit"
    xdotool("search", "--onlyvisible", "--name", "Photo Sort$", "windowfocus", "--sync")
    os.unlink(folders)
    os.rename(aside, folders)
    xdotool("key", "ctrl+q")
    app.process.wait(timeout=10)
    assert [kept for _, kept in app.decisions()] == [True, False, True], app.decisions()


def test_number_keys_rate_the_photo_on_top_r_rejects_it_and_a_sidecars_rating_shows_on_its_card(app):
    # photo-0001.jpg has darktable's sidecar, with 3 stars and an edit history.
    darktable = os.path.join(app.folder, "photo-0001.jpg.xmp")
    shutil.copyfile(DARKTABLE_SIDECAR, darktable)
    history = {key: value for key, value in xmp_tags(darktable).items() if key != "XMP-xmp:Rating"}
    turn_ratings_on(app)
    rating = app.restarted()
    try:
        rating.wait_for("cardRating", index=1, stars=3, timeout=10)
        start = rating.mark()
        xdotool("key", "4")
        rating.wait_for("cardRating", after=start, index=0, stars=4)
        rating.wait_for("rated", after=start, sidecar="photo-0000.png.xmp")
        assert xmp_tags(os.path.join(app.folder, "photo-0000.png.xmp"))["XMP-xmp:Rating"] == 4
        swipe(rating, ["Right"], 1)
        assert xmp_tags(os.path.join(app.folder, "photo-0000.png.xmp"))["XMP-xmp:Rating"] == 4, "kept, with its 4 stars"
        start = rating.mark()
        xdotool("key", "r")
        rating.wait_for("cardRating", after=start, index=1, stars=-1)
        rating.wait_for("rated", after=start, sidecar="photo-0001.jpg.xmp")
        tags = xmp_tags(darktable)
        assert tags.pop("XMP-xmp:Rating") == -1 and tags.pop("XMP-digiKam:PickLabel") == 1 and tags == history, tags
        start = rating.mark()
        xdotool("key", "KP_0")
        rating.wait_for("cardRating", after=start, index=1, stars=0)
        rating.wait_for("saved", after=start)
        assert app.state()["stars"] == {"photo-0000.png": 4, "photo-0001.jpg": 0}, app.state()
    finally:
        rating.close()
    again = app.restarted()
    try:
        again.wait_for("cardRating", index=1, stars=0, timeout=10)
    finally:
        again.close()


def test_a_jpegs_own_rating_and_label_show_on_its_card_and_keeping_it_keeps_them(app):
    # As a camera or Lightroom writes them: 4 stars and a yellow label inside the JPEG itself.
    subprocess.run(["exiftool", "-q", "-overwrite_original", "-XMP-xmp:Rating=4", "-XMP-xmp:Label=Yellow",
                    os.path.join(app.folder, "photo-0001.jpg")], check=True)
    turn_ratings_on(app)
    rating = app.restarted()
    try:
        rating.wait_for("cardRating", index=1, stars=4, timeout=10)
        start = rating.mark()
        swipe(rating, ["Right", "Right"], 2)
        rating.wait_for("rated", after=start, sidecar="photo-0001.jpg.xmp")
        tags = xmp_tags(os.path.join(app.folder, "photo-0001.jpg.xmp"))
        assert tags == {"XMP-darktable:Colorlabels": 1, "XMP-xmp:Label": "Yellow", "XMP-digiKam:ColorLabel": 3, "XMP-xmp:Rating": 4,
                        "XMP-digiKam:PickLabel": 3}, tags
    finally:
        rating.close()


def test_f1_to_f5_put_colour_labels_on_the_photo_where_darktable_lightroom_and_digikam_read_them(app):
    # photo-0001.jpg has a Lightroom sidecar with a blue label.
    with open(os.path.join(app.folder, "photo-0001.jpg.xmp"), "w") as file:
        file.write('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
                   '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Label="Blue"/></rdf:RDF></x:xmpmeta>')
    turn_ratings_on(app)
    labels = app.restarted()
    try:
        labels.wait_for("cardColors", index=1, colors="blue", timeout=10)
        start = labels.mark()
        xdotool("key", "--delay", "150", "F3", "F1")
        labels.wait_for("cardColors", after=start, index=0, colors="red green", timeout=10)
        labels.wait_for("rated", after=start, sidecar="photo-0000.png.xmp")
        tags = xmp_tags(os.path.join(app.folder, "photo-0000.png.xmp"))
        assert tags == {"XMP-darktable:Colorlabels": [0, 2], "XMP-xmp:Label": "Red", "XMP-digiKam:ColorLabel": 1}, tags
        start = labels.mark()
        xdotool("key", "F1")
        labels.wait_for("cardColors", after=start, index=0, colors="green", timeout=10)
        labels.wait_for("saved", after=start)
        swipe(labels, ["Right"], 1)
        tags = xmp_tags(os.path.join(app.folder, "photo-0000.png.xmp"))
        assert tags == {"XMP-darktable:Colorlabels": 2, "XMP-xmp:Label": "Green", "XMP-digiKam:ColorLabel": 4, "XMP-xmp:Rating": 1,
                        "XMP-digiKam:PickLabel": 3}, tags
        # Lightroom's blue stays when a second label is put on; a pass is digiKam's reject.
        start = labels.mark()
        xdotool("key", "F5")
        labels.wait_for("cardColors", after=start, index=1, colors="blue purple", timeout=10)
        swipe(labels, ["Left"], 2)
        tags = xmp_tags(os.path.join(app.folder, "photo-0001.jpg.xmp"))
        assert tags == {"XMP-darktable:Colorlabels": [3, 4], "XMP-xmp:Label": "Blue", "XMP-digiKam:ColorLabel": 5, "XMP-xmp:Rating": -1,
                        "XMP-digiKam:PickLabel": 1}, tags
        assert app.state()["colors"] == {"photo-0000.png": [2], "photo-0001.jpg": [3, 4]}, app.state()["colors"]
    finally:
        labels.close()
    again = app.restarted()
    try:
        start = again.mark()
        xdotool("key", "ctrl+z")
        again.wait_for("cardColors", after=start, index=1, colors="blue purple", timeout=10)
        again.wait_for("saved", after=start, decisions=1)
        assert xmp_tags(os.path.join(app.folder, "photo-0001.jpg.xmp")) == {
            "XMP-darktable:Colorlabels": [3, 4], "XMP-xmp:Label": "Blue", "XMP-digiKam:ColorLabel": 5}, "the labels stay, the decision goes"
    finally:
        again.close()


def test_in_lightroom_layout_a_raw_files_sidecar_is_its_name_dot_xmp_and_darktables_is_kept_in_step(app):
    app.close()
    folder = tempfile.mkdtemp(prefix="raw-", dir=WORK)
    for name in ("IMG_0001.DNG", "IMG_0002.DNG"):
        dng.write(os.path.join(folder, name))
    darktable = os.path.join(folder, "IMG_0001.DNG.xmp")
    shutil.copyfile(DARKTABLE_SIDECAR, darktable)
    history = {key: value for key, value in xmp_tags(darktable).items() if key != "XMP-xmp:Rating"}
    # A Lightroom sidecar with 2 stars: the card shows them.
    with open(os.path.join(folder, "IMG_0002.xmp"), "w") as file:
        file.write('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
                   '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="2"/></rdf:RDF></x:xmpmeta>')
    turn_ratings_on(app)
    set_setting(app.state_home, "lightroom-sidecars", True)
    raw = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        raw.wait_for("cardRating", index=1, stars=2, timeout=20)
        start = raw.mark()
        swipe(raw, ["Left"], 1)
        raw.wait_for("rated", after=start, sidecar="IMG_0001.xmp", timeout=10)
        raw.wait_for("rated", after=start, sidecar="IMG_0001.DNG.xmp", timeout=10)
        start = raw.mark()
        xdotool("key", "5")
        raw.wait_for("rated", after=start, sidecar="IMG_0002.xmp", timeout=10)
        raw.settle(0.3)
    finally:
        raw.close()
    lightroom = xmp_tags(os.path.join(folder, "IMG_0001.xmp"))
    assert lightroom == {"XMP-xmp:Rating": -1, "XMP-digiKam:PickLabel": 1}, lightroom
    tags = xmp_tags(darktable)
    assert tags.pop("XMP-xmp:Rating") == -1 and tags.pop("XMP-digiKam:PickLabel") == 1 and tags == history, tags
    assert xmp_tags(os.path.join(folder, "IMG_0002.xmp"))["XMP-xmp:Rating"] == 5
    assert sorted(os.listdir(folder)) == ["IMG_0001.DNG", "IMG_0001.DNG.xmp", "IMG_0001.xmp", "IMG_0002.DNG", "IMG_0002.xmp"], \
        "no NAME.EXT.xmp is made in Lightroom's layout"


def test_at_the_culling_pace_the_next_photo_shows_at_once_the_swiped_one_flies_off_beneath_and_the_gentle_pace_moves(app):
    app.close()
    # Photos of one colour each: red, then blue, then green.
    folder = tempfile.mkdtemp(prefix="pace-", dir=WORK)
    for index, color in enumerate(["#e02020", "#2040e0", "#20a040", "#a0a020"]):
        subprocess.run(["convert", "-size", "600x800", f"xc:{color}", os.path.join(folder, f"photo-{index}.jpg")], check=True)

    def paces(photos, look=False):
        photos.wait_for("photoShown", index=1, loaded=1, timeout=20)
        photos.settle(0.5)
        x, y, width, height = photos.wait_for("ready")["topCard"]
        start = photos.mark()
        xdotool("key", "Left")
        swiped = photos.wait_for("didSwipe", after=start)
        shown = photos.wait_for("didShow", after=start, index=1)
        if look:
            # Within the 0.4 s flight, once the frame is on screen: the card on top is the blue
            # photo, all of it; the red one leaving to the left is beneath it. (DrawingTests
            # checks the order frame by frame on the deck's own clock.)
            time.sleep(0.1)
            image = photos.screenshot("culling-mid-flight")
            on_top = [image.pixel(x + width * fx, y + height * fy) for fx in (0.1, 0.5, 0.9) for fy in (0.1, 0.5, 0.9)]
            assert all(close_to(pixel, (0x20, 0x40, 0xE0), 60) for pixel in on_top), on_top
        rested = photos.wait_for("idle", after=start)
        start = photos.mark()
        xdotool("key", "ctrl+z")
        undone = photos.wait_for("didRewind", after=start)
        back = photos.wait_for("idle", after=start)
        photos.settle(0.3)
        return shown["t"] - swiped["t"], rested["t"] - swiped["t"], back["t"] - undone["t"]

    culling = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        # The deck's clock: the next photo is in place in the frame of the key, and an undone one
        # is back at rest in the frame of its key; the swiped photo still flies off.
        shown, flown, undone = paces(culling, look=True)
        assert shown < 0.02 and undone < 0.02, (shown, undone)
        assert flown > 0.1, flown
    finally:
        culling.close()
    gentle = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home, gentle=True)
    try:
        # The deck's own pace: the cards behind move up, the swiped card flies over them.
        shown, flown, undone = paces(gentle)
        assert shown > 0.1 and flown > 0.3, (shown, flown)
    finally:
        gentle.close()


def test_the_card_shows_its_file_name_and_exif_line_and_i_hides_and_shows_them(app):
    app.close()
    folder = tempfile.mkdtemp(prefix="exif-", dir=WORK)
    path = os.path.join(folder, "IMG_0042.JPG")
    subprocess.run(["convert", "-size", "600x400", "gradient:#806090-#203040", path], check=True)
    subprocess.run(["exiftool", "-q", "-overwrite_original", "-ExposureTime=1/250", "-FNumber=2.8", "-FocalLength=35", "-ISO=400",
                    "-DateTimeOriginal=2026:11:20 14:03:05", path], check=True)
    subprocess.run(["convert", "-size", "600x400", "xc:#406080", os.path.join(folder, "plain.png")], check=True)
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        info = shown.wait_for("cardInfo", index=0, timeout=10)
        assert info["text"] == "IMG_0042.JPG · 1/250 s · f/2.8 · 35 mm · ISO 400 · 2026-11-20 14:03", info
        assert shown.wait_for("cardInfo", index=1)["text"] == "plain.png", "a photo without EXIF shows its name"
        start = shown.mark()
        xdotool("key", "i")
        shown.wait_for("setting", after=start, setting="show-info", on=0)
        shown.wait_for("photoShown", after=start, index=0)
        shown.settle(0.3)
        assert "cardInfo" not in shown.names(start), "the cards on screen were made again without the line"
        wait_for_setting(app.state_home, "show-info", "false")
        start = shown.mark()
        xdotool("key", "i")
        shown.wait_for("cardInfo", after=start, index=0)
    finally:
        shown.close()


def test_h_shows_the_top_photos_histogram_and_how_much_is_clipped(app):
    app.close()
    # A photo half black and half white, clipped at both ends; then one of mid tones only.
    folder = tempfile.mkdtemp(prefix="histogram-", dir=WORK)
    subprocess.run(["convert", "-size", "600x800", "xc:black", "-fill", "white", "-draw", "rectangle 300,0 599,799",
                    os.path.join(folder, "a-clipped.png")], check=True)
    subprocess.run(["convert", "-size", "600x800", "gradient:#505050-#b0b0b0", os.path.join(folder, "b-mid.png")], check=True)
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        before = shown.screenshot("no-histogram")
        start = shown.mark()
        xdotool("key", "h")
        shown.wait_for("setting", after=start, setting="show-histogram", on=1)
        counted = shown.wait_for("histogram", after=start, index=0, timeout=10)
        assert 48 <= counted["highlights"] <= 52 and 48 <= counted["shadows"] <= 52, counted
        shown.settle(0.5)
        image = shown.screenshot("histogram")
        # The panel over the stage's top right corner: its clipped highlights' bar in red.
        x, y, width, height = shown.card
        reds = [(px, py) for px in range(SIZE[0] // 2, SIZE[0]) for py in range(0, SIZE[1] // 3, 2)
                if image.pixel(px, py)[0] > 200 and max(image.pixel(px, py)[1:]) < 140 and before.pixel(px, py) != image.pixel(px, py)]
        assert len(reds) > 20, f"{len(reds)} red pixels in the top right"
        wait_for_setting(app.state_home, "show-histogram", "true")
        start = shown.mark()
        xdotool("key", "Right")
        counted = shown.wait_for("histogram", after=start, index=1, timeout=10)
        assert counted["highlights"] == 0 and counted["shadows"] == 0, counted
        start = shown.mark()
        xdotool("key", "h")
        shown.wait_for("setting", after=start, setting="show-histogram", on=0)
        xdotool("key", "ctrl+z")
        shown.wait_for("didRewind", after=start, index=0)
        shown.settle(0.5)
        assert "histogram" not in shown.names(start), "hidden, it counts nothing"
    finally:
        shown.close()
    # It stays on across a restart; with no photo left on top, the panel goes.
    set_setting(app.state_home, "show-histogram", True)
    again = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        again.wait_for("histogram", index=0, timeout=10)
        start = again.mark()
        xdotool("key", "--delay", "300", "Right", "Right")
        again.wait_for("didRunOutOfCards", after=start)
        again.wait_for("histogramShown", after=start, on=0)
    finally:
        again.close()


WHITE, BLACK, RED = (255, 255, 255), (0, 0, 0), (255, 0, 0)


def checkerboard_folder(prefix, next_photo=("gradient:#806090-#203040",)):
    """A folder whose first photo, a-sharp.png, is a one-pixel checkerboard of 1200 x 900 pixels
    (at 100 % black and white pixels alternate on the screen; scaled into its card they blur to
    grey), and whose second, b-next.png, ImageMagick draws from `next_photo` at the same size."""
    folder = tempfile.mkdtemp(prefix=prefix, dir=WORK)
    subprocess.run(["convert", "-size", "1200x900", "pattern:gray50", os.path.join(folder, "a-sharp.png")], check=True)
    subprocess.run(["convert", "-size", "1200x900", *next_photo, os.path.join(folder, "b-next.png")], check=True)
    return folder


def alternating(image, cx, cy, colours, half=10):
    """Whether the pixels within `half` of (cx, cy) are all `colours`, each unlike its right neighbour."""
    for y in range(cy - half, cy + half):
        for x in range(cx - half, cx + half):
            here, right = image.pixel(x, y), image.pixel(x + 1, y)
            if here not in colours or here == right:
                return False
    return True


def test_z_shows_the_top_photo_at_100_percent_pixel_for_pixel_and_escape_goes_back(app):
    app.close()
    shown = PhotoSort(checkerboard_folder("zoom-"))
    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)

        def checkered(image):
            # The middle of the window, 40 × 40 pixels.
            return alternating(image, image.width // 2, image.height // 2, (WHITE, BLACK), half=20)

        assert not checkered(shown.screenshot("card")), "the card shows the photo scaled"
        start = shown.mark()
        xdotool("key", "z")
        zoomed = shown.wait_for("zoomed", after=start, timeout=20)
        assert (zoomed["width"], zoomed["height"]) == (1200, 900), zoomed
        shown.settle(0.5)
        assert checkered(shown.screenshot("zoomed")), "the photo's own pixels at 100 %"
        xdotool("key", "Right", "Down")
        shown.settle(0.3)
        xdotool("key", "Escape")
        shown.wait_for("zoom", after=start, on=0, timeout=10)
        # A double-click on the photo, and another on the photo at 100 %, do the same.
        x, y, width, height = shown.card
        start = shown.mark()
        xdotool("mousemove", int(x + width / 2), int(y + height / 2), "click", "--repeat", "2", "--delay", "80", "1")
        shown.wait_for("zoom", after=start, on=1, timeout=10)
        shown.wait_for("zoomed", after=start, timeout=20)
        xdotool("click", "--repeat", "2", "--delay", "80", "1")
        shown.wait_for("zoom", after=start, on=0, timeout=10)
        swipe(shown, ["Right"], 1)
        assert shown.decisions() == [("a-sharp.png", True)], "the keys are the deck's again"
    finally:
        shown.close()


def test_c_shows_the_next_photo_beside_the_top_one_at_100_percent_and_moves_them_together(app):
    app.close()
    # Two frames of a burst: black and white pixels alternating, then black and red ones.
    folder = checkerboard_folder("compare-", ("pattern:gray50", "-fill", "red", "-opaque", "white"))
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        start = shown.mark()
        xdotool("key", "z")
        shown.wait_for("zoomed", after=start, timeout=20)
        start = shown.mark()
        xdotool("key", "c")
        shown.wait_for("compare", after=start, on=1)
        compared = shown.wait_for("compared", after=start, timeout=20)
        assert (compared["width"], compared["height"]) == (1200, 900), compared
        shown.settle(0.5)
        image = shown.screenshot("compared")
        quarter, three_quarters, middle = SIZE[0] // 4, SIZE[0] * 3 // 4, SIZE[1] // 2
        assert alternating(image, quarter, middle, (WHITE, BLACK)), "the top photo's own pixels on the left"
        assert alternating(image, three_quarters, middle, (RED, BLACK)), "the next photo's own pixels on the right"
        # The arrows move both photos: the next one is where the first one is.
        start = shown.mark()
        xdotool("key", "Right", "Down")
        scrolled = shown.wait_for("compareScroll", after=start, timeout=10)
        shown.settle(0.5)
        last = [e for e in shown.events[start:] if e["name"] == "compareScroll"][-1]
        assert (last["nextX"], last["nextY"]) == (last["x"], last["y"]) and last["x"] > 0, (scrolled, last)
        start = shown.mark()
        xdotool("key", "c")
        shown.wait_for("compare", after=start, on=0)
        shown.settle(0.5)
        image = shown.screenshot("compared-no-more")
        assert alternating(image, three_quarters, middle, (WHITE, BLACK)), "the top photo alone again, across the window"
        xdotool("key", "Escape")
        shown.wait_for("zoom", after=start, on=0, timeout=10)
        swipe(shown, ["Right"], 1)
        assert shown.decisions() == [("a-sharp.png", True)], "the keys are the deck's again"
    finally:
        shown.close()


def test_a_double_click_right_after_the_view_at_100_percent_opens_goes_back_with_the_pointer_still(app):
    # The pointer does not move between the clicks, as a mouse held still or a touchpad's taps:
    # the first double-click opens the view at 100 %, the next, 0.15 s or 0.6 s later, goes back;
    # Z, then at once a double-click, the same. A photo larger than the window, which scrolls.
    app.close()
    shown = PhotoSort(checkerboard_folder("zoom-"), state_home=app.state_home, data_home=app.data_home)
    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        x, y, width, height = shown.card
        xdotool("mousemove", int(x + width / 2), int(y + height / 2))
        shown.settle(0.5)
        for gap in ("0.15", "0.6", "0.15", "0.6"):
            start = shown.mark()
            xdotool("click", "--repeat", "2", "--delay", "80", "1", "sleep", gap, "click", "--repeat", "2", "--delay", "80", "1")
            shown.wait_for("zoom", after=start, on=0, timeout=10)
            assert [event["on"] for event in shown.events[start:] if event["name"] == "zoom"] == [1, 0], shown.names(start)
            shown.settle(0.5)
        start = shown.mark()
        xdotool("key", "z", "click", "--repeat", "2", "--delay", "80", "1")
        shown.wait_for("zoom", after=start, on=0, timeout=10)
        shown.settle(0.5)
        # Two drags from the same point 0.2 s apart are no double-click: the first swipes the
        # photo, the second, short, lets the next one spring back.
        cx, cy = int(x + width / 2), int(y + height / 2)
        start = shown.mark()
        xdotool("mousedown", "1", "mousemove", cx + 120, cy, "sleep", "0.03", "mousemove", cx + 300, cy, "mouseup", "1", "sleep", "0.1",
                "mousemove", cx, cy, "mousedown", "1", "mousemove", cx + 10, cy, "sleep", "0.05", "mousemove", cx + 20, cy, "sleep", "0.05",
                "mousemove", cx + 25, cy, "mouseup", "1")
        shown.wait_for("didSwipe", after=start, index=0, timeout=10)
        shown.settle(1.0)
        assert "zoom" not in shown.names(start), shown.names(start)
        assert shown.decisions() == [("a-sharp.png", True)], shown.decisions()
    finally:
        shown.close()


def test_100_percent_opens_at_the_point_double_clicked_or_the_centre_and_gives_its_memory_back(app):
    app.close()
    # A landscape photo of 27 megapixels (108 MB decoded), shown whole in a portrait card.
    folder = tempfile.mkdtemp(prefix="zoom-point-", dir=WORK)
    subprocess.run(["convert", "-size", "6000x4500", "gradient:#806090-#203040", os.path.join(folder, "wide.jpg")], check=True)
    shown = PhotoSort(folder)

    def rss():
        with open(f"/proc/{shown.process.pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) // 1024

    def expected(fraction, size, view):
        return min(max(round(fraction * size - view / 2), 0), size - view)

    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        shown.settle(0.5)
        before = rss()
        start = shown.mark()
        xdotool("key", "z")
        focus = shown.wait_for("zoomFocus", after=start, timeout=30)
        assert abs(focus["x"] - expected(0.5, 6000, focus["viewWidth"])) <= 1, focus
        assert abs(focus["y"] - expected(0.5, 4500, focus["viewHeight"])) <= 1, focus
        shown.settle(0.5)
        zoomed = rss()
        # The photo decoded whole: 6000 x 4500 x 3 bytes, 77 MiB (more with the GL renderer's copy).
        assert zoomed - before > 70, (before, zoomed)
        # - shows it at half its size, + at 100 % again, the middle of the photo staying there.
        for key, size in (("minus", (3000, 2250)), ("plus", (6000, 4500))):
            start = shown.mark()
            xdotool("key", key)
            step = shown.wait_for("zoomed", after=start, timeout=30)
            assert (step["width"], step["height"]) == size, step
            focus = shown.wait_for("zoomFocus", after=start, timeout=10)
            assert abs(focus["x"] - expected(0.5, size[0], focus["viewWidth"])) <= 2, focus
            assert abs(focus["y"] - expected(0.5, size[1], focus["viewHeight"])) <= 2, focus
        start = shown.mark()
        xdotool("key", "Escape")
        shown.wait_for("zoom", after=start, on=0, timeout=10)
        # GTK's GL renderer lets an unused texture go a few seconds later.
        deadline = time.monotonic() + 10
        while rss() - before >= 40 and time.monotonic() < deadline:
            time.sleep(0.5)
        assert rss() - before < 40, f"{rss()} MB after leaving 100 %, {before} MB before and {zoomed} MB at 100 %"
        # Double-clicked at 90 % of the card's width, halfway down: the photo, 3:4 of the card's
        # width high, is centred in the card, so that is 90 % across the photo, halfway down.
        x, y, width, height = shown.card
        start = shown.mark()
        xdotool("mousemove", int(x + width * 0.9), int(y + height / 2), "click", "--repeat", "2", "--delay", "80", "1")
        focus = shown.wait_for("zoomFocus", after=start, timeout=30)
        # Within a pixel of the card either way: 6000 / 382 photo pixels.
        assert abs(focus["x"] - expected(0.9, 6000, focus["viewWidth"])) <= 6000 / width, focus
        assert abs(focus["y"] - expected(0.5, 4500, focus["viewHeight"])) <= 6000 / width, focus
    finally:
        shown.close()


def test_100_percent_of_a_large_photo_shows_its_middle_on_screen_at_once(app):
    app.close()
    # 24 megapixels, black but for a red square of 1,000 pixels in the middle.
    folder = tempfile.mkdtemp(prefix="zoom-middle-", dir=WORK)
    subprocess.run(["convert", "-size", "6000x4000", "xc:black", "-fill", "red", "-draw", "rectangle 2500,1500 3499,2499",
                    os.path.join(folder, "large.jpg")], check=True)
    shown = PhotoSort(folder)
    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        start = shown.mark()
        xdotool("key", "z")
        shown.wait_for("zoomFocus", after=start, timeout=30)
        shown.settle(0.5)
        image = shown.screenshot("zoom-middle")
        middle = image.pixel(SIZE[0] / 2, SIZE[1] / 2 + 24)
        assert close_to(middle, (255, 0, 0), 60), f"the middle of the view shows {middle}, not the photo's red middle"
    finally:
        shown.close()


def test_after_the_window_grows_the_photos_shown_are_decoded_again_as_sharp_as_the_screen(app):
    app.close()
    # Black on the left, white on the right: a sharp edge down the middle.
    folder = tempfile.mkdtemp(prefix="sharp-", dir=WORK)
    subprocess.run(["convert", "-size", "3000x2000", "xc:black", "-fill", "white", "-draw", "rectangle 1500,0 2999,1999",
                    os.path.join(folder, "edge.jpg")], check=True)
    with open(os.path.join(app.state_home, "koloda-photos", "window.json"), "w") as file:
        json.dump({"width": 300, "height": 460, "maximized": False, "fullScreen": False}, file)
    # A window manager, which full screen needs.
    manager = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home, size=None)
        try:
            shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
            start = shown.mark()
            xdotool("key", "F11")
            shown.wait_for("windowState", after=start, fullScreen=1)
            path = os.path.join(WORK, "sharp.png")
            width = 1280

            def edge():
                """The grey pixels across the photo's edge, away from the screen's own, and
                whether black and white are on either side of the middle."""
                subprocess.run(["import", "-window", "root", path], check=True)
                raw = subprocess.run(["convert", path, "-depth", "8", "gray:-"], check=True, capture_output=True).stdout
                row = raw[512 * width:513 * width]
                return [x for x in range(100, width - 100) if 40 < row[x] < 215], row[width // 2 - 8] < 40 and row[width // 2 + 8] > 215

            # The photo stretched from the small window's decode blurs the edge over 6 pixels;
            # decoded again at the screen's size, over at most 2. The decode takes its time.
            deadline = time.monotonic() + 15
            grey, sides = edge()
            while (len(grey) > 2 or not sides) and time.monotonic() < deadline:
                time.sleep(0.3)
                grey, sides = edge()
            assert len(grey) <= 2 and sides, grey
        finally:
            shown.close()
    finally:
        manager.terminate()
        manager.wait(timeout=5)


def test_the_options_are_glibs_with_help_as_glib_writes_it(app):
    app.close()
    shown = app.script("--help")
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[:2] == ["Usage:", "  koloda-photos [OPTION…] [FOLDER]"], lines[:3]
    for option in ("--size=WxH", "--trash-passed", "--export-kept", "--write-ratings", "--copy-kept-to=DESTINATION", "--move-kept-to=DESTINATION",
                   "--help-gapplication"):
        assert option in shown.stdout, (option, shown.stdout)
    assert "--events" not in shown.stdout, "a test's option stays out of --help"
    unknown = app.script("--bogus")
    assert unknown.returncode != 0 and "Unknown option --bogus" in unknown.stderr, unknown
    which = app.script("--export-kept")
    assert which.returncode == 2 and "which folder?" in which.stderr, which
    two = app.script("--trash-passed", "--write-ratings", app.folder)
    assert two.returncode == 2 and "at a time" in two.stderr and two.stdout == "", two
    small = app.script("--size", "10x10", app.folder)
    assert small.returncode == 2 and "--size takes WxH" in small.stderr, small


def test_a_photo_deleted_while_sorting_is_shown_missing_and_still_decided(app):
    os.unlink(os.path.join(app.folder, "photo-0004.jpg"))
    start = app.mark()
    swipe(app, ["Right", "Right", "Right"], 3)
    app.wait_for("missing", index=4, after=start)
    swipe(app, ["Left", "Right"], 5)
    assert app.decisions()[4] == ("photo-0004.jpg", True)


def test_a_photo_deleted_while_open_is_still_decided_but_gets_no_sidecar(app):
    turn_ratings_on(app)
    rating = app.restarted()
    try:
        rating.wait_for("photoShown", index=1, timeout=10)
        # Another program deletes the second photo, whose card is already drawn.
        os.unlink(os.path.join(app.folder, "photo-0001.jpg"))
        start = rating.mark()
        swipe(rating, ["Right", "Right"], 2)
        rating.wait_for("rated", after=start, sidecar="photo-0000.png.xmp")
        rating.wait_for("saved", after=start, decisions=2)
        rating.settle(0.3)
        assert [kept for _, kept in rating.decisions()] == [True, True]
        assert "photo-0001.jpg.xmp" not in os.listdir(app.folder), "a sidecar for a photo that is not there"
    finally:
        rating.close()


def test_a_photo_another_program_replaces_writes_again_or_deletes_while_open_shows_as_it_now_is(app):
    app.close()
    # Photos of one colour each: red on top, then blue, green and grey.
    folder = tempfile.mkdtemp(prefix="changed-", dir=WORK)
    for index, color in enumerate(["#e02020", "#2040e0", "#20a040", "#808080"]):
        subprocess.run(["convert", "-size", "600x800", f"xc:{color}", os.path.join(folder, f"photo-{index}.jpg")], check=True)
    magenta, yellow = os.path.join(WORK, "magenta.jpg"), os.path.join(folder, ".photo-1.jpg.part")
    subprocess.run(["convert", "-size", "600x800", "xc:#e020e0", magenta], check=True)
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        shown.wait_for("photoShown", index=2, loaded=1, timeout=20)
        shown.settle(0.5)
        start = shown.mark()
        # Another program writes the top photo again in place, saves a new second photo over the
        # old one (a new file renamed over it, as editors and sync tools do), and deletes the third,
        # each already drawn.
        shutil.copyfile(magenta, os.path.join(folder, "photo-0.jpg"))
        subprocess.run(["convert", "-size", "600x800", "xc:#e0e020", "jpeg:" + yellow], check=True)
        os.replace(yellow, os.path.join(folder, "photo-1.jpg"))
        os.unlink(os.path.join(folder, "photo-2.jpg"))
        shown.wait_for("photoShown", index=0, loaded=1, after=start, timeout=20)
        shown.wait_for("photoShown", index=1, loaded=1, after=start)
        shown.wait_for("missing", index=2, after=start)
        shown.settle(0.5)
        x, y, width, height = shown.wait_for("ready")["topCard"]
        top = shown.screenshot("changed-top").pixel(x + width / 2, y + height / 2)
        assert close_to(top, (0xE0, 0x20, 0xE0), 24), ("the top photo as written again", top)
        swipe(shown, ["Right"], 1)
        second = shown.screenshot("changed-second").pixel(x + width / 2, y + height / 2)
        assert close_to(second, (0xE0, 0xE0, 0x20), 24), ("the second photo as saved over", second)
        assert shown.decisions() == [("photo-0.jpg", True)], shown.decisions()
    finally:
        shown.close()


def test_the_photo_at_100_percent_shows_its_file_as_another_program_leaves_it(app):
    app.close()
    folder = tempfile.mkdtemp(prefix="zoom-changed-", dir=WORK)
    subprocess.run(["convert", "-size", "1200x900", "xc:#e02020", os.path.join(folder, "a.png")], check=True)
    subprocess.run(["convert", "-size", "600x800", "xc:#2040e0", os.path.join(folder, "b.png")], check=True)
    shown = PhotoSort(folder, state_home=app.state_home, data_home=app.data_home)
    try:
        shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
        start = shown.mark()
        xdotool("key", "z")
        zoomed = shown.wait_for("zoomed", after=start, timeout=20)
        assert (zoomed["width"], zoomed["height"]) == (1200, 900), zoomed
        # Saved over by another program (a new file renamed over it): shown again as it is now.
        start = shown.mark()
        subprocess.run(["convert", "-size", "900x600", "xc:#e0e020", "png:" + os.path.join(folder, ".a.png.part")], check=True)
        os.replace(os.path.join(folder, ".a.png.part"), os.path.join(folder, "a.png"))
        zoomed = shown.wait_for("zoomed", after=start, timeout=20)
        assert (zoomed["width"], zoomed["height"]) == (900, 600), zoomed
        shown.settle(0.3)
        image = shown.screenshot("zoom-changed")
        middle = image.pixel(image.width // 2, image.height // 2)
        assert close_to(middle, (0xE0, 0xE0, 0x20), 24), ("the photo as saved over", middle)
        # Deleted: the deck again, the photo's card saying it is missing.
        start = shown.mark()
        os.unlink(os.path.join(folder, "a.png"))
        assert shown.wait_for("zoom", after=start, timeout=10)["on"] == 0
        shown.wait_for("missing", index=0, after=start)
    finally:
        shown.close()


def test_a_corrupt_state_file_is_set_aside_and_said(app):
    swipe(app, ["Right"], 1)
    app.close()
    with open(app.state_path(), "w") as file:
        file.write('{"deck": {"version": 1, "currentIndex": 3')
    again = app.restarted()
    try:
        notice = again.wait_for("notice")
        assert "could not be used" in notice["text"], notice
        assert last_shown(again) == 0
        aside = [name for name in os.listdir(os.path.dirname(app.state_path())) if ".unreadable-" in name]
        assert len(aside) == 1, aside
        with open(os.path.join(os.path.dirname(app.state_path()), aside[0])) as file:
            assert file.read() == '{"deck": {"version": 1, "currentIndex": 3', "the corrupt file is kept as it was"
    finally:
        again.close()


def test_two_thousand_photos_open_and_sort(app):
    folder_event = app.wait_for("folder")
    assert folder_event["photos"] == 2000, folder_event
    start = app.mark()
    swipe(app, ["Right"] * 5, 5)
    assert len(app.decisions()) == 5
    idle = [e for e in app.events[start:] if e["name"] == "idle"][-1]
    assert idle["live"] == 3, idle


def test_a_restart_reopens_the_last_folder(app):
    swipe(app, ["Right", "Right"], 2)
    app.close()
    again = Demo(state_home=app.state_home, program=PHOTOS, env=settings_environment(app.state_home, app.data_home))
    try:
        assert again.wait_for("folder", timeout=20)["current"] == 2
        assert again.wait_for("didShow")["index"] == 2
    finally:
        again.close()
    assert settings(app.state_home)["last-folder"].startswith("b'" + os.path.realpath(app.folder)), settings(app.state_home)


def test_settings_an_earlier_photo_sort_kept_as_files_move_into_gsettings_which_outlive_a_desktop_without_dconf(app):
    app.close()
    # As an earlier Photo Sort left its state folder: ratings written, the gentle pace, this folder.
    earlier = os.path.join(app.state_home, "koloda-photos")
    for name, text in (("write-ratings", "on\n"), ("gentle-pace", "off\n"), ("last-folder", os.path.realpath(app.folder))):
        with open(os.path.join(earlier, name), "w") as file:
            file.write(text)
    os.remove(settings_file(app.state_home)) if os.path.exists(settings_file(app.state_home)) else None
    # No dconf (GIO finds no module) and no GSETTINGS_BACKEND: GIO has only its memory backend.
    modules = tempfile.mkdtemp(prefix="gio-modules-", dir=WORK)
    environment = {"XDG_DATA_HOME": app.data_home, "XDG_CONFIG_HOME": os.path.join(app.state_home, "config"), "GIO_MODULE_DIR": modules}
    saved_backend = os.environ.pop("GSETTINGS_BACKEND", None)
    try:
        moved = Demo(state_home=app.state_home, program=PHOTOS, env=environment)
        try:
            assert moved.wait_for("folder", timeout=20)["photos"] == 8, "the last folder, from the earlier file"
            start = moved.mark()
            xdotool("key", "i")
            moved.wait_for("setting", after=start, setting="show-info", on=0)
            wait_for_setting(app.state_home, "show-info", "false")
        finally:
            moved.close()
        assert [name for name in ("write-ratings", "gentle-pace", "last-folder") if os.path.exists(os.path.join(earlier, name))] == []
        kept = settings(app.state_home)
        assert (kept.get("write-ratings"), kept.get("culling-pace"), kept.get("show-info")) == ("true", "false", "false"), kept
        again = Demo(state_home=app.state_home, program=PHOTOS, env=environment)
        try:
            again.wait_for("folder", timeout=20)
            again.wait_for("didShow")
            again.settle(0.5)
            assert "cardInfo" not in again.names(0), "the setting outlived the process"
        finally:
            again.close()
    finally:
        if saved_backend is not None:
            os.environ["GSETTINGS_BACKEND"] = saved_backend


def german_locale():
    """The environment of a user whose language is German: glibc's de_DE.UTF-8 locale, made once
    from its definition into the tests' folder (LOCPATH), as no locale but C may be installed."""
    locales = os.path.join(WORK, "locales")
    if not os.path.isdir(os.path.join(locales, "de_DE.UTF-8")):
        os.makedirs(locales, exist_ok=True)
        subprocess.run(["localedef", "-i", "de_DE", "-f", "UTF-8", os.path.join(locales, "de_DE.UTF-8")], check=True,
                       capture_output=True)
    return {"LOCPATH": locales, "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": "de"}


def test_in_german_the_header_the_notices_the_menu_and_the_help_are_german(app):
    app.close()
    german = german_locale()
    environment = dict(settings_environment(app.state_home, app.data_home), **german)
    shown = PhotoSort(app.folder, state_home=app.state_home, data_home=app.data_home, env=german)
    try:
        assert shown.wait_for("status")["text"] == "1 von 8 · 0 behalten", shown.wait_for("status")
        swipe(shown, ["Right", "Left", "Left"], 3)
        assert shown.wait_for("status", text="4 von 8 · 1 behalten"), "the number of photos kept takes its plural"
        trashed = trash_passed(shown, title="Fotos sortieren$")
        assert trashed["moved"] == 2, trashed
        assert shown.wait_for("notice")["text"] == "2 Dateien wurden in den Papierkorb verschoben.", shown.wait_for("notice")
        start = shown.mark()
        xdotool("key", "ctrl+z")
        shown.wait_for("status", after=start, text="3 von 8 · 1 behalten")
    finally:
        shown.close()
    help_text = subprocess.run([PHOTOS, "--help"], capture_output=True, text=True, env=dict(os.environ, **environment), timeout=30).stdout
    assert "Die aussortierten Fotos des Ordners in den Papierkorb verschieben" in help_text, help_text
    assert "[ORDNER]" in help_text, help_text
    refused = subprocess.run([PHOTOS, "--export-kept", "--write-ratings", app.folder], capture_output=True, text=True,
                             env=dict(os.environ, **environment), timeout=30)
    assert "nur eine von --trash-passed, --export-kept, --write-ratings, --copy-kept-to und --move-kept-to auf einmal" in refused.stderr, \
        refused.stderr
    # The main menu and the shortcuts, from the GtkBuilder files: their translations are in the catalogue.
    catalogue = subprocess.run(["msgunfmt", os.path.join(os.path.dirname(PHOTOS), "Koloda_koloda-photos.resources", "locale", "de",
                                                        "LC_MESSAGES", "koloda-photos.mo")], capture_output=True, text=True, check=True).stdout
    assert 'msgstr "Bewertungen in Begleitdateien schreiben"' in catalogue and 'msgstr "Tastenkürzel"' in catalogue


GENTLE = {test_sigkill_mid_fly_off_then_restart_keeps_every_decision_and_undo_reaches_back,
          test_undo_is_offered_only_while_there_is_a_decision_to_undo}


def pictures(directory):
    """The README's pictures of Photo Sort: a landscape photo maximised, full screen, the shortcuts."""
    os.makedirs(directory, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="pictures-", dir=WORK)
    landscape = os.path.join(folder, "DSC_0412.JPG")
    # A landscape of 6000 x 4000: sky, hills and a lake, as ImageMagick draws them.
    subprocess.run(["convert", "-size", "6000x4000", "gradient:#7fb2e5-#e8eef5",
                    "-fill", "#4f7f3a", "-draw", "polygon 0,2300 1400,1500 2600,2100 3900,1300 6000,2200 6000,4000 0,4000",
                    "-fill", "#35607f", "-draw", "polygon 0,3000 6000,2700 6000,4000 0,4000",
                    "-fill", "#f3d27a", "-draw", "circle 4700,700 4700,1050", "-quality", "85", landscape], check=True)
    subprocess.run(["exiftool", "-q", "-overwrite_original", "-ExposureTime=1/640", "-FNumber=8", "-FocalLength=24", "-ISO=100",
                    "-DateTimeOriginal=2026:10:03 17:42:10", landscape], check=True)
    subprocess.run(["convert", "-size", "3000x4500", "gradient:#c9a37a-#4a3b2a", os.path.join(folder, "DSC_0413.JPG")], check=True)
    state_home = tempfile.mkdtemp(prefix="state-", dir=WORK)
    os.makedirs(os.path.join(state_home, "koloda-photos"))
    with open(os.path.join(state_home, "koloda-photos", "window.json"), "w") as file:
        json.dump({"width": 1200, "height": 800, "maximized": True, "fullScreen": False}, file)
    set_setting(state_home, "write-ratings", True)
    manager = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    screen = (1600, 1000)

    def take(name):
        subprocess.run(["import", "-window", "root", "-crop", f"{screen[0]}x{screen[1]}+0+0", "+repage", "-resize", "60%",
                        "-strip", os.path.join(directory, name + ".png")], check=True)

    try:
        time.sleep(1)
        shown = PhotoSort(folder, state_home=state_home, size=None)
        try:
            shown.wait_for("photoShown", index=0, loaded=1, timeout=20)
            start = shown.mark()
            xdotool("key", "--delay", "200", "5", "F3", "F4")
            shown.wait_for("cardColors", after=start, index=0, colors="green blue", timeout=10)
            shown.wait_for("photoShown", after=start, index=0, loaded=1, timeout=20)
            shown.settle(1.0)
            take("photo-sort")
            start = shown.mark()
            xdotool("key", "F11")
            shown.wait_for("windowState", after=start, fullScreen=1, timeout=10)
            shown.settle(1.5)
            take("photo-sort-full-screen")
            xdotool("key", "F11")
            shown.settle(1.0)
            start = shown.mark()
            xdotool("key", "ctrl+question")
            shown.wait_for("shortcuts", after=start, shown=1, timeout=10)
            shown.settle(1.0)
            take("photo-sort-shortcuts")
        finally:
            shown.close()
    finally:
        manager.terminate()
        manager.wait(timeout=5)


def main():
    if len(sys.argv) > 3 and sys.argv[2] == "--pictures":
        pictures(sys.argv[3])
        return 0

    def start(test):
        count = 2000 if "thousand" in test.__name__ else 30 if "exported" in test.__name__ else 8
        # The tests of what happens while a card moves take the deck's own pace.
        return PhotoSort(make_folder(count, broken={10}), gentle=test in GENTLE)

    passed, failed = run_tests(globals(), start)
    print(f"photos e2e: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
