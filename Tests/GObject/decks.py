"""What the GObject library's Python tests of one process share: the main loop run until what a
test waits for happens (a signal, a frame, the deck at rest), never for a fixed time; a window
holding a deck; a deck of label cards; and what its signals said."""

import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Koloda", "1")
from gi.repository import GLib, Gtk, Koloda  # noqa: E402


def spin(until, timeout=5.0):
    """Runs the main loop until `until()` is true, failing after `timeout` seconds."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {until.__doc__ or until}")
        context.iteration(False)
        time.sleep(0.002)


def settle(deck, timeout=5.0):
    """Runs the main loop until the deck is at rest: GTK paints no frame for a tenth of a second
    (at rest the deck asks for none; a held card asks for them all along), however long its
    motion takes."""
    clock = deck.get_frame_clock()
    painted = [time.monotonic()]
    handler = clock.connect("after-paint", lambda _clock: painted.__setitem__(0, time.monotonic()))
    try:
        spin(until=lambda: time.monotonic() - painted[0] > 0.1, timeout=timeout)
    finally:
        clock.disconnect(handler)


def next_frame(widget):
    """Runs the main loop until the widget's window has painted one more frame (the deck asks for
    frames while it moves or is dragged)."""
    clock = widget.get_frame_clock()
    painted = []
    handler = clock.connect("after-paint", lambda _clock: painted.append(1))
    widget.queue_draw()
    try:
        spin(until=lambda: painted)
    finally:
        clock.disconnect(handler)


def drain():
    """Dispatches everything the main loop has ready, without waiting."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def make_label(item):
    return Gtk.Label(label=item.get_string())


class Window:
    """A window holding `deck`, 400 × 600 (at the origin on Xvfb, which has no window manager)."""

    def __init__(self, deck):
        self.window = Gtk.Window(default_width=400, default_height=600, child=deck)
        self.window.present()
        spin(until=lambda: deck.get_width() > 0)
        settle(deck)

    def close(self):
        self.window.destroy()
        drain()


def labelled_deck(count):
    """A deck bound to `count` label cards, and what its signals say."""
    deck = Koloda.Deck()
    deck.bind_model(Gtk.StringList.new([str(n) for n in range(count)]), make_label)
    return deck, Heard(deck)


class Heard:
    """What a deck's signals said."""

    def __init__(self, deck):
        self.events = []
        deck.connect("swiped", lambda _d, index, direction: self.events.append(("swiped", index, direction.value_nick)))
        deck.connect("rewound", lambda _d, index: self.events.append(("rewound", index)))
        deck.connect("ran-out", lambda _d: self.events.append(("ran-out",)))
        deck.connect("card-shown", lambda _d, index: self.events.append(("shown", index)))
        deck.connect("drag-begin", lambda _d: self.events.append(("drag-begin",)))
        deck.connect("drag-end", lambda _d: self.events.append(("drag-end",)))

    def named(self, name):
        return [event for event in self.events if event[0] == name]
