#!/usr/bin/env python3
"""Koloda-1's cards as assistive technology meets them, read back through AT-SPI from a Python
app in another process: each top card named from its item, by the deck's card-name-property
set from Python (an app's own objects) and by its card-name-expression (cards declared as
<child> widgets in a GtkBuilder file), the name following the top card as it is swiped.

Usage: test_accessibility.py   (GI_TYPELIB_PATH and LD_LIBRARY_PATH must find the installed
library, DISPLAY an X server and DBUS_SESSION_BUS_ADDRESS a session bus)
"""

import os
import shutil
import subprocess
import sys
import tempfile

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
    <child><object class="GtkBox" id="box">
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
described = Koloda.Deck(hexpand=True)
builder.get_object("box").append(described)
described.bind_model(Gtk.StringList.new(["Oslo", "Lima", "Accra"]), lambda item: Gtk.Label(label=item.get_string()))
# A description given as the deck is made, before it has a card or a window: as a Blueprint
# template's `accessibility { description: ... }` gives it.
early = Koloda.Deck(hexpand=True)
early.update_property([Gtk.AccessibleProperty.DESCRIPTION], ["Dishes to try"])
builder.get_object("box").append(early)
early.bind_model(Gtk.StringList.new(["Pho", "Mole"]), lambda item: Gtk.Label(label=item.get_string()))
builder.get_object("window").present()
places.grab_focus()


def describe_and_swipe():
    # The app's own description, given once the deck has shown its cards, then a swipe.
    described.update_property([Gtk.AccessibleProperty.DESCRIPTION], ["Places I have been"])
    described.swipe(Koloda.Direction.RIGHT)
    early.swipe(Koloda.Direction.LEFT)
    print("ready", flush=True)
    return GLib.SOURCE_REMOVE


GLib.timeout_add(500, describe_and_swipe)
GLib.MainLoop().run()
'''


def described_deck(description, process=None):
    """The names of the app's nodes whose description is `description`."""
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_process_id() == (process or PROCESS).pid:
            return [node.get_name() for node in nodes(app) if node.get_description() == description]
    raise AssertionError("the app is not on the accessibility bus")


def deck_names(process=None, swipe="Swipe the top card"):
    """The names of the app's decks: the nodes that say how to swipe (`swipe`) and take the focus."""
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is None or app.get_process_id() != (process or PROCESS).pid:
            continue
        decks = [node for node in nodes(app) if swipe in (node.get_description() or "")
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
def a_description_the_app_gives_the_deck_stays_through_a_swipe():
    def kept():
        assert described_deck("Places I have been") == ["Card 2 of 3: Lima"], described_deck("Places I have been")

    eventually(kept, timeout=10)


@test
def a_description_the_app_gives_the_deck_before_it_shows_stays():
    def kept():
        assert described_deck("Dishes to try") == ["Card 2 of 2: Mole"], described_deck("Dishes to try")

    eventually(kept, timeout=10)


@test
def the_name_follows_the_top_card():
    subprocess.run(["xdotool", "key", "Right"], check=True)

    def renamed():
        names = deck_names()
        assert names == ["Card 2 of 3: Kyoto", "Card 1 of 2: First"], names

    eventually(renamed, timeout=10)


def launch(environment):
    """The app, started in `environment` (beside the test's own), once it is ready."""
    process = subprocess.Popen([sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True,
                               env={key: value for key, value in {**os.environ, **environment}.items() if key != "GTK_A11Y"})
    assert process.stdout.readline().strip() == "ready", "the app did not start"
    return process


@test
def a_german_user_hears_the_deck_in_german():
    locales = tempfile.mkdtemp(prefix="koloda-locales-")
    try:
        # glibc's de_DE.UTF-8 locale, made into a folder of the test's own.
        subprocess.run(["localedef", "-i", "de_DE", "-f", "UTF-8", os.path.join(locales, "de_DE.UTF-8")], check=True,
                       capture_output=True)
        german = launch({"LOCPATH": locales, "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": "de"})
        try:
            def named():
                names = deck_names(german, swipe="Wische die oberste Karte nach links oder nach rechts")
                assert names == ["Karte 1 von 3: Lisbon", "Karte 1 von 2: First"], names

            eventually(named, timeout=10)
        finally:
            german.kill()
            german.wait()
    finally:
        shutil.rmtree(locales, ignore_errors=True)


if __name__ == "__main__":
    PROCESS = subprocess.Popen([sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True,
                               env={key: value for key, value in os.environ.items() if key != "GTK_A11Y"})
    try:
        assert PROCESS.stdout.readline().strip() == "ready", "the app did not start"
        main("gobject accessibility")
    finally:
        PROCESS.kill()
        PROCESS.wait()
