#!/usr/bin/env python3
"""The Koloda-1 examples (Python, JavaScript, C, Vala) driven with real input through xdotool on
an X display: each swipe and each undo is heard exactly once by the example's handlers, the
Undo button follows can-undo, keys, pointer drags and the button all work, and a second launch
shows the running app's window and deck.

Usage: test_examples.py COMMAND...   (each COMMAND one example to run, as a shell word list;
GI_TYPELIB_PATH and LD_LIBRARY_PATH must find the installed library, DISPLAY an X server and
DBUS_SESSION_BUS_ADDRESS a session bus)
"""

import os
import queue
import shlex
import subprocess
import sys
import threading
import time

# Xvfb has no window manager: the window is at the origin, at its default size (400 × 600).
DECK_CENTRE = (200, 270)
UNDO_BUTTON = (200, 571)


def xdotool(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


class Example:
    def __init__(self, command):
        self.command = command
        # One launch: an X server that resets when its last client leaves refuses a connection
        # made during the reset ("cannot open display"), which is why the tests' Xvfb runs with
        # -noreset.
        ended = self._launch()
        if ended is not None:
            raise AssertionError(f"no window: {ended}")
        time.sleep(1.0)

    def _launch(self):
        """Starts the example and waits for its window; returns how it ended if it ended first."""
        self.process = subprocess.Popen(self.command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                        env=dict(os.environ, GTK_A11Y="none"))
        self.lines = queue.Queue()
        self.stderr = []
        self.readers = [threading.Thread(target=self._read, args=(stream, put), daemon=True)
                        for stream, put in ((self.process.stdout, self.lines.put), (self.process.stderr, self.stderr.append))]
        for reader in self.readers:
            reader.start()
        deadline = time.monotonic() + 20
        while subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Places$"], capture_output=True).returncode != 0:
            if self.process.poll() is not None:
                # What it wrote is read to the end first.
                for reader in self.readers:
                    reader.join(timeout=2)
                printed = "".join(self.lines.get() for _ in range(self.lines.qsize()))
                return f"exit status {self.process.returncode}; stdout: {printed!r}; stderr: {''.join(self.stderr)!r}"
            if time.monotonic() > deadline:
                raise AssertionError(f"no window after 20 s; stderr: {''.join(self.stderr)}")
            time.sleep(0.1)
        return None

    @staticmethod
    def _read(stream, put):
        for line in stream:
            put(line)

    def expect(self, line, timeout=5.0):
        try:
            got = self.lines.get(timeout=timeout).strip()
        except queue.Empty:
            raise AssertionError(f"expected {line!r}, heard nothing; stderr: {''.join(self.stderr)}")
        assert got == line, f"expected {line!r}, heard {got!r}"

    def expect_silence(self, seconds=1.0):
        try:
            got = self.lines.get(timeout=seconds).strip()
        except queue.Empty:
            return
        raise AssertionError(f"expected nothing more, heard {got!r}")

    def drag(self, start, end, seconds=0.25, steps=10):
        """Presses on the top card at x = `start`, moves to x = `end` and releases."""
        y = DECK_CENTRE[1]
        commands = ["mousemove", start, y, "mousedown", 1]
        for step in range(1, steps + 1):
            commands += ["sleep", f"{seconds / steps:.3f}", "mousemove", int(start + (end - start) * step / steps), y]
        xdotool(*commands, "mouseup", 1)

    def launch_again(self):
        """Runs the example a second time: GApplication hands the launch to the running one, which
        shows its window, so the second process ends at once and the deck keeps its place."""
        assert os.environ.get("DBUS_SESSION_BUS_ADDRESS"), "no session bus (run under dbus-run-session)"
        second = subprocess.run(self.command, capture_output=True, text=True, timeout=20,
                                env=dict(os.environ, GTK_A11Y="none"))
        assert second.returncode == 0, f"the second launch exited with {second.returncode}: {second.stderr}"
        assert not second.stdout, f"the second launch printed {second.stdout!r}"
        windows = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Places$"], capture_output=True, text=True)
        count = len(windows.stdout.split())
        assert count == 1, f"{count} windows after a second launch"

    def close(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def drive(command):
    """Drives one example."""
    example = Example(command)
    try:
        xdotool("key", "Right")
        example.expect("swiped Lisbon right")
        example.launch_again()
        example.drag(330, 5)
        example.expect("swiped Kyoto left")
        # A short drag springs back: no swipe.
        example.drag(200, 170, seconds=0.6)
        example.expect_silence(1.0)
        xdotool("mousemove", *UNDO_BUTTON, "click", 1)
        example.expect("rewound Kyoto")
        xdotool("mousemove", *DECK_CENTRE, "click", 1)
        xdotool("key", "BackSpace")
        example.expect("rewound Lisbon")
        # Nothing left to undo: the button is insensitive and Backspace does nothing.
        xdotool("mousemove", *UNDO_BUTTON, "click", 1)
        xdotool("mousemove", *DECK_CENTRE, "key", "BackSpace")
        example.expect_silence(1.0)
        for place in ["Lisbon", "Kyoto", "Quito", "Tromsø", "Hanoi", "Oslo", "Lima", "Accra"]:
            xdotool("key", "Left")
            example.expect(f"swiped {place} left")
        example.expect("ran out")
        example.expect_silence(0.5)
        assert example.process.poll() is None, "the example ended"
        criticals = [line for line in example.stderr if "CRITICAL" in line or "WARNING" in line and "session bus" not in line]
        assert not criticals, f"the example warned: {criticals}"
    finally:
        example.close()


def main():
    failed = 0
    for word_list in sys.argv[1:]:
        command = shlex.split(word_list)
        try:
            drive(command)
            print(f"PASS {os.path.basename(command[-1])}: swipes by key and drag, undo by button and key, each heard once; launched twice, one window")
        except Exception as error:  # noqa: BLE001 - a test's failure of any kind is reported
            failed += 1
            print(f"FAIL {os.path.basename(command[-1])}: {error}")
    print(f"gobject examples: {len(sys.argv) - 1 - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
