#!/usr/bin/env python3
"""Koloda-1 on a Wayland compositor (headless sway, started by scripts/with-wayland.sh), with input
the compositor sends as a real device's: a two-finger scroll comes to GTK from "Wayland Finger
Scrolling", a touchpad, and a wheel's from "Wayland Wheel Scrolling", a mouse, as on a laptop's
GNOME session. The virtual pointer (wayland_pointer.py) gives no hold gesture: the fingers'
touch-down that a real touchpad adds is test_library's synthetic case.

Usage: test_wayland.py   (GI_TYPELIB_PATH and LD_LIBRARY_PATH must find the installed library,
WAYLAND_DISPLAY a compositor that offers zwlr_virtual_pointer_manager_v1)
"""

import gi
from testing import main, test

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("Koloda", "1")
from gi.repository import Gdk, Gtk, Koloda  # noqa: E402

from decks import Window, labelled_deck, next_frame, settle, spin  # noqa: E402
from wayland_pointer import FINGER, WHEEL, VirtualPointer  # noqa: E402

Koloda.init()


class Deck:
    """A 4-card deck in a window the compositor shows, a virtual pointer over its middle, and a
    scroll controller of the window's that hears what the deck lets through; closed on leaving a
    `with` block."""

    def __init__(self):
        assert Gdk.Display.get_default().__gtype__.name == "GdkWaylandDisplay", "not on Wayland"
        self.deck, self.heard = labelled_deck(4)
        self.progress = []
        self.deck.connect("drag-progress", lambda _deck, progress, _direction: self.progress.append(progress))
        self.window = Window(self.deck)
        self.pointer = VirtualPointer()
        # The compositor tiles the only window over its one output: its middle is the deck's.
        monitor = Gdk.Display.get_default().get_monitors().get_item(0).get_geometry()
        self.pointer.move_to(monitor.width // 2, monitor.height // 2, monitor.width, monitor.height)
        settle(self.deck)
        self.page_scrolls = []
        page = Gtk.EventControllerScroll(flags=Gtk.EventControllerScrollFlags.BOTH_AXES)
        page.connect("scroll", lambda c, dx, dy: self.page_scrolls.append((dx, dy, c.get_current_event_device().get_source())) or True)
        self.window.window.add_controller(page)

    def fingers(self, *moves):
        """Two fingers on the touchpad making `moves`, each (dx, dy), a frame apart (GTK adds up
        the scrolls that come between two frames), then lifted."""
        for dx, dy in moves:
            self.pointer.scroll(FINGER, dx, dy)
            next_frame(self.deck)
        self.pointer.lift_fingers()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.pointer.close()
        self.window.close()


@test
def two_fingers_on_a_touchpad_drag_the_top_card_and_swipe_it():
    with Deck() as deck:
        # Moving left, with natural scrolling: the deltas point right.
        deck.fingers(*[(15, 0.5)] * 16)
        spin(until=lambda: deck.heard.named("swiped"))
        assert deck.heard.named("drag-begin") and deck.progress, deck.heard.events
        assert max(deck.progress) > 0, deck.progress
        assert deck.heard.named("swiped") == [("swiped", 0, "left")], deck.heard.events
        spin(until=lambda: deck.deck.props.current_index == 1)
        settle(deck.deck)
        # The next card, by the next scroll the fingers make.
        deck.fingers(*[(-15, 0.5)] * 16)
        spin(until=lambda: len(deck.heard.named("swiped")) == 2)
        assert deck.heard.named("swiped")[1] == ("swiped", 1, "right"), deck.heard.events
        assert not deck.page_scrolls, f"the window heard the deck's scrolls: {deck.page_scrolls}"


@test
def a_short_scroll_on_a_touchpad_brings_the_card_back():
    with Deck() as deck:
        deck.fingers(*[(3, 0)] * 4)
        spin(until=lambda: deck.heard.named("drag-end"))
        settle(deck.deck)
        assert not deck.heard.named("swiped") and deck.deck.props.current_index == 0, deck.heard.events


@test
def a_mouse_wheel_and_a_touchpad_scroll_up_the_page_are_the_pages():
    with Deck() as deck:
        # A wheel tilted sideways, click after click, and turned down and up.
        for _ in range(20):
            deck.pointer.scroll(WHEEL, 15, 0, discrete=1)
            next_frame(deck.deck)
        for clicks in (1, -1):
            deck.pointer.scroll(WHEEL, 0, 15 * clicks, discrete=clicks)
        spin(until=lambda: len(deck.page_scrolls) == 22)
        assert {source for *_, source in deck.page_scrolls} == {Gdk.InputSource.MOUSE}, deck.page_scrolls
        assert not deck.heard.named("drag-begin"), deck.heard.events
        # Fingers that begin up the page stay the page's when they turn sideways.
        deck.fingers(*[(0.5, 15)] * 3, *[(15, 0.5)] * 8)
        settle(deck.deck)
        assert not deck.heard.named("drag-begin") and not deck.heard.named("swiped"), deck.heard.events
        sideways = [(dx, dy) for dx, dy, source in deck.page_scrolls[22:] if source == Gdk.InputSource.TOUCHPAD and dx > dy]
        assert sideways, f"the page did not hear the fingers turn sideways: {deck.page_scrolls}"


if __name__ == "__main__":
    main("wayland")
