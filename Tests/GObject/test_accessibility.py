#!/usr/bin/env python3
"""Koloda-1's cards as assistive technology meets them, read back through AT-SPI from a Python
app in another process: each top card named from its item, by the deck's card-name-property
set from Python (an app's own objects) and by its card-name-expression (cards declared as
<child> widgets in a GtkBuilder file), the name following the top card as it is swiped.

Usage: test_accessibility.py   (GI_TYPELIB_PATH and LD_LIBRARY_PATH must find the installed
library, DISPLAY an X server and DBUS_SESSION_BUS_ADDRESS a session bus)
"""

import os
import subprocess
import sys

import gi
from testing import main, test

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "EndToEnd"))
from accessible_tree import eventually, nodes  # noqa: E402

APP = '''
import gi
gi.require_version("Gtk", "4.0"); gi.require_version("Koloda", "1")
from gi.repository import Gio, GLib, GObject, Gtk, Koloda


class Place(GObject.Object):
    __gtype_name__ = "Place"
    title = GObject.Property(type=str)


Gtk.init()
Koloda.init()
builder = Gtk.Builder.new_from_string("""
<interface>
  <object class="GtkWindow" id="window">
    <property name="title">Named cards</property>
    <property name="default-width">800</property>
    <property name="default-height">500</property>
    <child><object class="GtkBox">
      <property name="homogeneous">true</property>
      <child><object class="KolodaDeck" id="places">
        <property name="hexpand">true</property>
      </object></child>
      <child><object class="KolodaDeck" id="declared">
        <property name="hexpand">true</property>
        <property name="card-name-expression"><lookup name="label" type="GtkLabel"/></property>
        <child><object class="GtkLabel"><property name="label">First</property></object></child>
        <child><object class="GtkLabel"><property name="label">Second</property></object></child>
      </object></child>
    </object></child>
  </object>
</interface>""", -1)
store = Gio.ListStore(item_type=Place)
for title in ["Lisbon", "Kyoto", "Quito"]:
    store.append(Place(title=title))
places = builder.get_object("places")
# As PyGObject, or Blueprint's `card-name-property: "title";`, names the cards: a plain string.
places.props.card_name_property = "title"
places.bind_model(store, lambda place: Gtk.Label(label=place.props.title))
builder.get_object("window").present()
places.grab_focus()
print("ready", flush=True)
GLib.MainLoop().run()
'''


def deck_names():
    """The names of the app's decks: the nodes that say how to swipe and take the focus."""
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is None or app.get_process_id() != PROCESS.pid:
            continue
        decks = [node for node in nodes(app) if "Swipe the top card" in (node.get_description() or "")
                 and node.get_state_set().contains(Atspi.StateType.FOCUSABLE)]
        names = [deck.get_name() for deck in decks]
        cards = [deck.get_child_at_index(0).get_name() for deck in decks if deck.get_child_count() == 1]
        assert cards == names, f"the top cards are named {cards}, their decks {names}"
        return names
    raise AssertionError("the app is not on the accessibility bus")


@test
def each_top_card_is_named_from_its_item():
    def named():
        names = deck_names()
        assert names == ["Card 1 of 3: Lisbon", "Card 1 of 2: First"], names

    eventually(named, timeout=10)


@test
def the_name_follows_the_top_card():
    subprocess.run(["xdotool", "key", "Right"], check=True)

    def renamed():
        names = deck_names()
        assert names == ["Card 2 of 3: Kyoto", "Card 1 of 2: First"], names

    eventually(renamed, timeout=10)


if __name__ == "__main__":
    PROCESS = subprocess.Popen([sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True,
                               env={key: value for key, value in os.environ.items() if key != "GTK_A11Y"})
    try:
        assert PROCESS.stdout.readline().strip() == "ready", "the app did not start"
        main("gobject accessibility")
    finally:
        PROCESS.kill()
        PROCESS.wait()
