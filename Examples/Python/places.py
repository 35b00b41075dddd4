#!/usr/bin/env python3
"""Places: a deck of cards in Python, with Koloda-1 (the GTK deck as a GObject library).

Swipe a card with the pointer or the arrow keys; Undo (or Backspace) brings it back.
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Koloda", "1")
from gi.repository import GObject, Gtk, Koloda  # noqa: E402

PLACES = ["Lisbon", "Kyoto", "Quito", "Tromsø", "Hanoi", "Oslo", "Lima", "Accra"]


def make_card(place):
    """A card's widget, made when the card becomes visible."""
    label = Gtk.Label(label=place.get_string())
    label.add_css_class("title-1")
    return label


def on_activate(app):
    if app.props.active_window:  # launched again: the running app shows its window
        app.props.active_window.present()
        return
    places = Gtk.StringList.new(PLACES)
    deck = Koloda.Deck(vexpand=True)
    deck.bind_model(places, make_card)
    deck.connect("swiped", lambda deck, index, direction: print("swiped", places.get_string(index), direction.value_nick, flush=True))
    deck.connect("rewound", lambda deck, index: print("rewound", places.get_string(index), flush=True))
    deck.connect("ran-out", lambda deck: print("ran out", flush=True))

    undo = Gtk.Button(label="Undo")
    deck.bind_property("can-undo", undo, "sensitive", GObject.BindingFlags.SYNC_CREATE)
    undo.connect("clicked", lambda button: deck.undo())

    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12)
    for side in ("top", "bottom", "start", "end"):
        box.set_property(f"margin-{side}", 12)
    box.append(deck)
    box.append(undo)
    window = Gtk.ApplicationWindow(application=app, title="Places", default_width=400, default_height=600, child=box)
    window.present()
    deck.grab_focus()


app = Gtk.Application(application_id="org.example.Places.Python")
app.connect("activate", on_activate)
sys.exit(app.run(sys.argv))
