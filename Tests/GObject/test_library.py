#!/usr/bin/env python3
"""Koloda-1 from Python (PyGObject), in one process on an X display, each step waiting for what it
expects (a signal, the deck at rest, a frame) rather than for a fixed time: GtkBuilder, the properties
derived from the catalogue, signals heard once per swipe and undo, cards made in Python freed when
they leave, a model changed mid-drag (real pointer input through xdotool), saved states, and GTK's
threading rule (a critical, and the process goes on).

Usage: test_library.py   (GI_TYPELIB_PATH and LD_LIBRARY_PATH must find the installed library,
DISPLAY an X server)
"""

import gc
import os
import subprocess
import sys
import tempfile

import gi
from testing import main, test

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("Koloda", "1")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk, Koloda  # noqa: E402

from decks import Heard, Window, drain, labelled_deck, make_label, next_frame, settle, spin  # noqa: E402

Koloda.init()


def hold_top_card(heard):
    """Presses on the top card with the real pointer (xdotool) and drags it 60 px right, held."""
    drag = subprocess.Popen(["xdotool", "mousemove", "200", "300", "mousedown", "1", "sleep", "0.05", "mousemove", "230", "300",
                             "sleep", "0.05", "mousemove", "260", "300"])
    began = len(heard.named("drag-begin"))
    spin(until=lambda: drag.poll() is not None and len(heard.named("drag-begin")) > began)


def let_go_far_right():
    """Drags the held card past the threshold to the right and releases it."""
    subprocess.run(["xdotool", "mousemove", "330", "300", "sleep", "0.05", "mousemove", "395", "300", "mouseup", "1"], check=True)


@test
def builder_makes_a_deck_with_its_properties():
    builder = Gtk.Builder.new_from_string("""
        <interface>
          <object class="KolodaDeck" id="deck">
            <property name="visible-cards">2</property>
            <property name="loop">true</property>
            <property name="layout">background</property>
            <property name="allowed-directions">left|right|up</property>
          </object>
        </interface>""", -1)
    deck = builder.get_object("deck")
    assert isinstance(deck, Koloda.Deck), deck
    assert deck.props.visible_cards == 2
    assert deck.props.loop is True
    assert deck.props.layout == Koloda.Layout.BACKGROUND
    assert deck.props.allowed_directions == Koloda.Directions.LEFT | Koloda.Directions.RIGHT | Koloda.Directions.UP
    assert deck.get_css_name() == "koloda-deck"


@test
def options_are_properties_with_the_catalogues_ranges_and_defaults():
    deck = Koloda.Deck()
    names = {spec.name for spec in deck.list_properties()}
    for name in ["visible-cards", "stack-direction", "top-margin", "scale-percent", "alpha-semi-transparent", "loop",
                 "swipe-threshold", "fling-velocity", "rotation-max", "rotation-angle", "scale-min", "prefetch-count",
                 "reset-spring", "relayout-animation", "reverse-duration", "appear-duration", "fade-duration"]:
        assert name in names, f"no property {name}"
    spec = deck.find_property("visible-cards")
    assert (spec.minimum, spec.default_value) == (0, 3), (spec.minimum, spec.default_value)
    assert deck.find_property("swipe-threshold").minimum > 0
    # Each blurb names the unit of the value the property holds: radians, not the panel's degrees.
    angle = deck.find_property("rotation-angle")
    assert "in radians" in angle.blurb and abs(angle.default_value - 0.3141592653589793) < 1e-12, angle.blurb
    assert angle.nick == "Rotation angle", angle.nick
    for name, unit in [("top-margin", "in points"), ("swipe-threshold", "in half card sizes"), ("rotation-max", "in card widths"),
                       ("scale-percent", "as a ratio of its size"), ("fling-velocity", "in points per second")]:
        assert unit in deck.find_property(name).blurb, (name, deck.find_property(name).blurb)
    notified = []
    deck.connect("notify::visible-cards", lambda *_: notified.append(deck.props.visible_cards))
    deck.props.visible_cards = 5
    deck.props.visible_cards = 5
    assert notified == [5], notified
    # Springs and timings are boxed values with fields, read back as set; a bad one is refused and
    # nothing changes.
    spring = deck.props.reset_spring
    assert isinstance(spring, Koloda.Spring) and (round(spring.stiffness, 2), round(spring.damping, 2), spring.mass) == (512.03, 26.75, 1)
    deck.props.reset_spring = Koloda.Spring.new(300, 20, 1)
    spring = deck.props.reset_spring
    assert (spring.stiffness, spring.damping, spring.mass) == (300, 20, 1)
    assert abs(spring.get_damping_ratio() - 20 / (2 * 300 ** 0.5)) < 1e-12
    deck.props.reset_spring = Koloda.Spring.new(0, 20, 1)
    assert deck.props.reset_spring.stiffness == 300
    timing = deck.props.relayout_animation
    assert (timing.duration, timing.x1, timing.y1, timing.x2, timing.y2, timing.spring) == (0.2, 0, 0, 0.58, 1, None)
    deck.props.relayout_animation = Koloda.Timing.new_spring(Koloda.Spring.new(200, 10, 2))
    assert deck.props.relayout_animation.spring.mass == 2
    deck.props.relayout_animation = Koloda.Timing.new_curve(-1, 0, 0, 1, 1)
    assert deck.props.relayout_animation.spring.stiffness == 200
    deck.props.relayout_animation = Koloda.Timing.new_curve(0.3, 0.42, 0, 0.58, 1)
    assert deck.props.relayout_animation.duration == 0.3 and deck.props.relayout_animation.spring is None
    deck.props.stack_direction = "top"
    assert deck.props.stack_direction == "top"
    deck.props.stack_direction = "sideways"
    assert deck.props.stack_direction == "top"


@test
def every_swipe_and_undo_is_heard_once():
    deck, heard = labelled_deck(5)
    can_undo = []
    deck.connect("notify::can-undo", lambda *_: can_undo.append(deck.props.can_undo))
    window = Window(deck)
    try:
        assert deck.props.n_cards == 5 and not deck.props.can_undo
        assert deck.swipe(Koloda.Direction.RIGHT)
        assert deck.swipe(Koloda.Direction.LEFT)
        assert not deck.swipe(Koloda.Direction.UP), "up is not allowed by default"
        spin(until=lambda: len(heard.named("swiped")) == 2)
        assert deck.props.current_index == 2 and deck.props.can_undo
        assert deck.undo()
        spin(until=lambda: heard.named("rewound"))
        settle(deck)
        assert heard.named("swiped") == [("swiped", 0, "right"), ("swiped", 1, "left")], heard.events
        assert heard.named("rewound") == [("rewound", 1)], heard.events
        for _ in range(4):
            assert deck.activate_action("deck.swipe-right", None)
        spin(until=lambda: heard.named("ran-out"))
        settle(deck)
        assert len(heard.named("swiped")) == 6 and len(heard.named("ran-out")) == 1, heard.events
        assert can_undo[0] is True, can_undo
        deck.props.allowed_directions = Koloda.Directions.UP
        assert not deck.swipe(Koloda.Direction.RIGHT)
    finally:
        window.close()


@test
def should_swipe_handlers_decide():
    model = Gtk.StringList.new(["a", "b", "c"])
    deck = Koloda.Deck()
    deck.bind_model(model, make_label)
    deck.connect("should-swipe", lambda _d, index, direction: direction != Koloda.Direction.LEFT)
    heard = Heard(deck)
    window = Window(deck)
    try:
        assert not deck.swipe(Koloda.Direction.LEFT)
        assert deck.swipe(Koloda.Direction.RIGHT)
        spin(until=lambda: heard.named("swiped"))
        assert heard.named("swiped") == [("swiped", 0, "right")]
    finally:
        window.close()


@test
def cards_made_in_python_are_freed_when_they_leave():
    finalized = []
    made = []

    def make_card(item):
        label = Gtk.Label(label=item.get_string())
        label.weak_ref(lambda: finalized.append(1))
        made.append(1)
        return label

    model = Gtk.StringList.new([str(n) for n in range(40)])
    deck = Koloda.Deck()
    deck.bind_model(model, make_card)
    deck.props.visible_cards = 3
    deck.props.fade_duration = 0
    heard = Heard(deck)
    window = Window(deck)
    try:
        for n in range(30):
            deck.swipe(Koloda.Direction.LEFT)
            spin(until=lambda: len(heard.named("swiped")) > n)
            # A frame between swipes shows each card (a burst between two frames makes fewer).
            next_frame(deck)
        settle(deck)
        gc.collect()
        drain()
        alive = len(made) - len(finalized)
        assert len(made) >= 33, len(made)
        assert alive <= 3 + 3, f"{alive} of {len(made)} cards made in Python are alive after 30 swipes"
    finally:
        window.close()
    del deck, heard, window

    def all_freed():
        gc.collect()
        return len(made) == len(finalized)

    spin(until=all_freed, timeout=2.0)


@test
def every_event_is_heard_as_a_signal():
    """Each of the deck's events reaches Python as a signal with its fields, diagnostic included."""
    names = [name for name in GObject.signal_list_names(Koloda.Deck) if name != "should-swipe"]
    assert len(names) == 13, names
    model = Gtk.StringList.new([str(n) for n in range(6)])
    deck = Koloda.Deck(visible_cards=2, prefetch_count=2)
    heard = {}

    def listen(name):
        deck.connect(name, lambda _deck, *fields: heard.setdefault(name, []).append(fields))

    for name in names:
        listen(name)
    # A state taken with more cards than the model has: the deck starts from the first card, and
    # says why.
    deck.restore_state('{"version": 1, "currentIndex": 2, "count": 60, "history": []}')
    deck.bind_model(model, make_label)
    (message,), = heard["diagnostic"]
    assert "60 cards" in message and "first card" in message, message
    window = Window(deck)
    try:
        assert [fields[0].unpack() for fields in heard["prefetch"]] == [[2, 3]], heard.get("prefetch")
        # Held, moved a little and let go: the card springs back.
        subprocess.run(["xdotool", "mousemove", "200", "300", "mousedown", "1", "sleep", "0.05", "mousemove", "230", "300",
                        "sleep", "0.05", "mouseup", "1"], check=True)
        spin(until=lambda: "card-reset" in heard)
        assert len(heard["drag-begin"]) == 1 and len(heard["drag-end"]) == 1, heard
        progress, direction = heard["drag-progress"][-1]
        assert progress > 0 and direction == Koloda.Direction.RIGHT, heard["drag-progress"]
        subprocess.run(["xdotool", "mousemove", "200", "300", "click", "1"], check=True)
        spin(until=lambda: "card-activated" in heard)
        assert heard["card-activated"] == [(0,)], heard["card-activated"]
        for _ in range(2):
            deck.swipe(Koloda.Direction.RIGHT)
        spin(until=lambda: len(heard.get("swiped", [])) == 2)
        assert [fields[0].unpack() for fields in heard["cancel-prefetch"]] == [[0]], heard["cancel-prefetch"]
        deck.undo()
        spin(until=lambda: "rewound" in heard)
        assert heard["rewound"] == [(1,)], heard["rewound"]
        while deck.props.current_index < 6:
            deck.swipe(Koloda.Direction.LEFT)
        spin(until=lambda: "ran-out" in heard)
        assert heard["near-end"][0][0] > 0 and ("card-shown" in heard), heard
        assert len(heard["diagnostic"]) == 1, heard["diagnostic"]
        assert sorted(heard) == sorted(names), f"never heard: {sorted(set(names) - set(heard))}"
    finally:
        window.close()


@test
def a_touchpad_scroll_swipes_and_a_mouse_wheel_does_not():
    deck, heard = labelled_deck(4)
    began = []
    deck.connect("drag-begin", lambda _deck: began.append(True))
    window = Window(deck)
    try:
        # A mouse wheel over the deck: the page's, not the card's (the window hears each scroll).
        page = Gtk.EventControllerScroll(flags=Gtk.EventControllerScrollFlags.BOTH_AXES)
        scrolls = []
        page.connect("scroll", lambda _c, dx, dy: scrolls.append((dx, dy)) or True)
        window.window.add_controller(page)
        subprocess.run(["xdotool", "mousemove", "200", "300", "click", "4", "click", "5", "click", "6", "click", "7"], check=True)
        spin(until=lambda: len(scrolls) == 4)
        assert not began and not heard.named("swiped"), heard.events
        # Two fingers on a touchpad, moving left (natural scrolling: the deltas point right).
        scroll = next(c for c in deck.observe_controllers() if isinstance(c, Gtk.EventControllerScroll))
        scroll.emit("scroll-begin")
        for _ in range(16):
            assert scroll.emit("scroll", 15.0, 0.5), "the deck did not take the touchpad's scroll"
            next_frame(deck)
        assert began and deck.props.current_index == 0
        scroll.emit("scroll-end")
        spin(until=lambda: heard.named("swiped"))
        assert heard.named("swiped") == [("swiped", 0, "left")], heard.events
        spin(until=lambda: deck.props.current_index == 1)
        # On Wayland the fingers touching down are a hold gesture whose event, the seat pointer's,
        # began GTK's scroll sequence: the touchpad's moves come with no begin of their own.
        for _ in range(16):
            assert scroll.emit("scroll", 15.0, 0.5), "the deck did not take a touchpad scroll begun by a hold"
            next_frame(deck)
        scroll.emit("scroll-end")
        spin(until=lambda: len(heard.named("swiped")) == 2)
        assert heard.named("swiped")[1] == ("swiped", 1, "left"), heard.events
        # A scroll that begins up the page stays the page's, sideways after as well.
        scroll.emit("scroll-begin")
        assert not scroll.emit("scroll", 0.5, 15.0)
        assert not scroll.emit("scroll", 15.0, 0.5), "a scroll the page took became the deck's"
        scroll.emit("scroll-end")
    finally:
        window.close()


@test
def keys_are_bound_by_the_class_and_go_on_when_the_deck_cannot_use_them():
    """Every key of the deck is one of the class's bindings, as GTK's widgets bind theirs (the
    arrows and diagonals, with Shift too, Backspace, Ctrl+Z, Return and Space); a key the deck
    cannot use now (not interactive, an arrow with Control or Alt) goes on to the window.
    Backspace with nothing to undo stays the deck's, as on every host."""
    deck, heard = labelled_deck(4)
    window = Window(deck)
    try:
        bindings = next(c for c in deck.observe_controllers() if c.get_name() == "gtk-widget-class-shortcuts")
        triggers = {bindings.get_item(i).get_trigger().to_string() for i in range(bindings.get_n_items())}
        assert {"Left", "Right", "Up", "Down", "KP_Left", "<Shift>Left", "Home", "Page_Down", "KP_Next", "BackSpace", "<Control>z",
                "Return", "KP_Enter", "space"} <= triggers, triggers
        assert not [c for c in deck.observe_controllers() if isinstance(c, Gtk.EventControllerKey)], "one way keys reach the deck"
        page = Gtk.EventControllerKey()
        passed = []
        page.connect("key-pressed", lambda _c, keyval, _code, _state:
                     keyval in (Gdk.KEY_Control_L, Gdk.KEY_Alt_L, Gdk.KEY_Shift_L) or passed.append(Gdk.keyval_name(keyval)) or True)
        window.window.add_controller(page)
        deck.grab_focus()

        def key(name, until):
            # Xvfb has no window manager: the keyboard's focus follows the pointer.
            subprocess.run(["xdotool", "mousemove", "200", "300", "key", name], check=True)
            spin(until=until)

        key("BackSpace", until=lambda: True)
        key("a", until=lambda: passed == ["a"])
        key("Right", until=lambda: heard.named("swiped"))
        assert heard.named("swiped") == [("swiped", 0, "right")] and passed == ["a"], (heard.events, passed)
        settle(deck)
        key("ctrl+Left", until=lambda: passed == ["a", "Left"])
        key("alt+Left", until=lambda: passed == ["a", "Left", "Left"])
        deck.props.interactive = False
        key("Left", until=lambda: passed == ["a", "Left", "Left", "Left"])
        key("BackSpace", until=lambda: passed[-1] == "BackSpace" and len(passed) == 5)
        assert heard.named("swiped") == [("swiped", 0, "right")] and not heard.named("rewound"), heard.events
        # Not interactive, the deck still does what its actions say when the app activates them.
        assert deck.activate_action("deck.undo", None)
        spin(until=lambda: heard.named("rewound"))
        settle(deck)
        deck.props.interactive = True
        key("Right", until=lambda: len(heard.named("swiped")) == 2)
        settle(deck)
        key("ctrl+z", until=lambda: len(heard.named("rewound")) == 2)
        settle(deck)
        key("shift+Left", until=lambda: len(heard.named("swiped")) == 3)
        assert heard.named("swiped")[2] == ("swiped", 0, "left") and len(passed) == 5, (heard.events, passed)
    finally:
        window.close()


@test
def cards_declared_as_children_in_a_ui_file_are_shown_and_swiped():
    builder = Gtk.Builder.new_from_string("""
        <interface>
          <object class="KolodaDeck" id="deck">
            <child><object class="GtkLabel" id="first"><property name="label">First</property></object></child>
            <child><object class="GtkLabel" id="second"><property name="label">Second</property></object></child>
            <child><object class="GtkLabel" id="third"><property name="label">Third</property></object></child>
            <property name="card-name-expression"><lookup name="label" type="GtkLabel"/></property>
          </object>
        </interface>""", -1)
    deck = builder.get_object("deck")
    labels = [builder.get_object(name) for name in ("first", "second", "third")]
    assert deck.props.n_cards == 3 and deck.get_model().get_n_items() == 3
    heard = Heard(deck)
    window = Window(deck)
    try:
        spin(until=lambda: all(label.get_mapped() for label in labels))
        assert all(label.get_parent().get_parent() == deck for label in labels), "each child is inside a card of the deck"
        assert labels[0].get_width() > 0 and labels[0].get_height() > 0
        deck.swipe(Koloda.Direction.LEFT)
        spin(until=lambda: heard.named("swiped") and labels[0].get_parent() is None)
        deck.undo()
        spin(until=lambda: heard.named("rewound"))
        assert labels[0].get_mapped() and deck.props.current_index == 0
        for _ in range(3):
            deck.swipe(Koloda.Direction.RIGHT)
        spin(until=lambda: heard.named("ran-out"))
        spin(until=lambda: all(label.get_parent() is None for label in labels))
    finally:
        window.close()


@test
def the_model_is_the_deck_at_rest_and_mid_drag():
    model = Gtk.StringList.new(["a", "b", "c", "d", "e"])
    deck = Koloda.Deck()
    deck.bind_model(model, make_label)
    deck.props.fling_velocity = 0
    heard = Heard(deck)
    window = Window(deck)
    try:
        model.splice(1, 1, ["B1", "B2"])  # at rest: b replaced by two items
        settle(deck)
        assert deck.props.n_cards == 6
        # Mid-drag: the top card is held while items behind it come and go.
        hold_top_card(heard)
        model.remove(2)
        model.append("f")
        model.splice(1, 0, ["new"])
        # Held, the card keeps the deck painting frames: the deck has taken the changes when it
        # counts them.
        spin(until=lambda: deck.props.n_cards == 7)
        let_go_far_right()
        spin(until=lambda: heard.named("swiped"))
        settle(deck)
        assert heard.named("swiped") == [("swiped", 0, "right")], heard.events
        # The next card is the model's item 1 now: the one inserted mid-drag.
        assert deck.props.current_index == 1
        assert ("shown", 1) in heard.events
        # Removing the card on top while it is dragged ends the drag; nothing is swiped.
        subprocess.run(["xdotool", "mousemove", "200", "300", "mousedown", "1", "sleep", "0.05", "mousemove", "240", "300"], check=True)
        spin(until=lambda: len(heard.named("drag-begin")) == 2)
        model.remove(1)
        spin(until=lambda: len(heard.named("drag-end")) == 2)
        subprocess.run(["xdotool", "mousemove", "395", "300", "mouseup", "1"], check=True)
        settle(deck)
        assert len(heard.named("swiped")) == 1, heard.events
        assert deck.props.n_cards == 6 and deck.props.current_index == 1
    finally:
        window.close()


def places(count):
    """`count` dishes, a paella at every fourth place: 'paella 0', 'tapas 1', 'tapas 2', …"""
    return [f"{'paella' if n % 4 == 0 else 'tapas'} {n}" for n in range(count)]


def top_name(deck):
    model = deck.props.model
    index = deck.props.current_index
    return model.get_item(index).get_string() if index < model.get_n_items() else None


def shown_labels(deck):
    """The texts of the labels the deck's cards show now (a card is a label inside the deck's box)."""
    texts = []
    card = deck.get_first_child()
    while card is not None:
        label = card.get_first_child()
        if isinstance(label, Gtk.Label) and card.get_mapped():
            texts.append(label.get_label())
        card = card.get_next_sibling()
    return texts


@test
def a_filter_model_keeps_the_top_card_and_the_history_by_identity():
    store = Gtk.StringList.new(places(20))
    keep = {"all": None}
    match = Gtk.CustomFilter.new(lambda item: keep["all"] is None or item.get_string() in keep["all"])
    filtered = Gtk.FilterListModel(model=store, filter=match)
    changes = []
    filtered.connect("items-changed", lambda _model, position, removed, added: changes.append((position, removed, added)))
    deck = Koloda.Deck()
    deck.bind_model(filtered, make_label)
    heard = Heard(deck)
    window = Window(deck)

    def only(names):
        keep["all"] = names
        match.changed(Gtk.FilterChange.DIFFERENT)
        settle(deck)

    try:
        for _ in range(4):
            deck.swipe(Koloda.Direction.RIGHT)
            spin(until=lambda: deck.props.current_index == len(heard.named("swiped")))
        settle(deck)
        assert top_name(deck) == "paella 4"
        only({name for name in places(20) if name.startswith("paella")})
        assert changes[-1] == (1, 19, 4), changes  # one span, as GTK's filter model reports it
        # The top card stays, the swiped paella stays swiped, and the cards beneath are paellas.
        assert (deck.props.current_index, top_name(deck)) == (1, "paella 4"), (deck.props.current_index, top_name(deck))
        assert "paella 4" in shown_labels(deck) and all(text.startswith("paella") for text in shown_labels(deck)), shown_labels(deck)
        # Undo brings back the last swiped card the filter kept.
        deck.undo()
        spin(until=lambda: heard.named("rewound"))
        settle(deck)
        assert heard.named("rewound")[-1] == ("rewound", 0) and top_name(deck) == "paella 0", (heard.events, top_name(deck))
        for count in (5, 6):
            deck.swipe(Koloda.Direction.LEFT)
            spin(until=lambda: len(heard.named("swiped")) == count)
        settle(deck)
        assert top_name(deck) == "paella 8"
        # No filter: the top card is still paella 8, and an undo brings back paella 4.
        only(None)
        assert (deck.props.current_index, top_name(deck)) == (8, "paella 8"), (deck.props.current_index, top_name(deck))
        deck.undo()
        settle(deck)
        assert top_name(deck) == "paella 4", top_name(deck)
        deck.swipe(Koloda.Direction.LEFT)
        settle(deck)
        # A filter that leaves swiped items only leaves no card to show: the deck has run out.
        ran_out = len(heard.named("ran-out"))
        only({"paella 0", "paella 4"})
        assert deck.props.current_index == deck.props.n_cards == 2, (deck.props.current_index, deck.props.n_cards)
        assert len(heard.named("ran-out")) == ran_out + 1, heard.events
        # Clearing it shows the first card after the last one swiped, not a swiped one.
        only(None)
        assert top_name(deck) == "tapas 5", top_name(deck)
    finally:
        window.close()


@test
def a_splice_replacing_the_top_card_shows_the_first_new_item():
    store = Gtk.StringList.new([str(n) for n in range(12)])
    deck = Koloda.Deck()
    deck.bind_model(store, make_label)
    heard = Heard(deck)
    window = Window(deck)
    try:
        deck.swipe(Koloda.Direction.RIGHT)
        deck.swipe(Koloda.Direction.RIGHT)
        spin(until=lambda: len(heard.named("swiped")) == 2)
        settle(deck)
        store.splice(1, 9, ["new A", "new B", "new C"])
        settle(deck)
        assert (deck.props.current_index, top_name(deck)) == (1, "new A"), (deck.props.current_index, top_name(deck))
        assert deck.props.n_cards == 6
    finally:
        window.close()


@test
def a_filter_change_that_keeps_the_held_card_keeps_the_drag():
    store = Gtk.StringList.new(places(12))
    keep = {"all": None}
    match = Gtk.CustomFilter.new(lambda item: keep["all"] is None or item.get_string() in keep["all"])
    deck = Koloda.Deck()
    deck.bind_model(Gtk.FilterListModel(model=store, filter=match), make_label)
    deck.props.fling_velocity = 0
    heard = Heard(deck)
    window = Window(deck)
    try:
        deck.swipe(Koloda.Direction.LEFT)
        deck.swipe(Koloda.Direction.LEFT)
        spin(until=lambda: len(heard.named("swiped")) == 2)
        settle(deck)
        assert top_name(deck) == "tapas 2"
        hold_top_card(heard)
        # One span from 1 to 5 that gives the held card back.
        keep["all"] = set(places(12)) - {"tapas 1", "tapas 5"}
        match.changed(Gtk.FilterChange.MORE_STRICT)
        next_frame(deck)
        let_go_far_right()
        spin(until=lambda: len(heard.named("swiped")) == 3)
        settle(deck)
        assert heard.named("drag-end") and heard.named("swiped")[-1] == ("swiped", 1, "right"), heard.events
        assert top_name(deck) == "tapas 3", top_name(deck)
        assert deck.swipe(Koloda.Direction.LEFT), "the deck takes a swipe after the drag"
    finally:
        window.close()


@test
def the_held_cards_item_given_back_in_its_place_reloads_it_and_keeps_the_drag():
    store = Gio.ListStore(item_type=Gtk.StringObject)
    for name in ["a", "b", "c", "d"]:
        store.append(Gtk.StringObject.new(name))
    made = []
    deck = Koloda.Deck()
    deck.bind_model(store, lambda item: made.append(item.get_string()) or make_label(item))
    deck.props.fling_velocity = 0
    heard = Heard(deck)
    window = Window(deck)
    try:
        hold_top_card(heard)
        # The app's way to say an item changed: the same item removed and added in one change.
        store.splice(0, 1, [store.get_item(0)])
        next_frame(deck)
        assert made.count("a") == 2, f"the held card was not made again: {made}"
        let_go_far_right()
        spin(until=lambda: heard.named("swiped"))
        settle(deck)
        assert heard.named("swiped") == [("swiped", 0, "right")] and heard.named("drag-end"), heard.events
        assert deck.swipe(Koloda.Direction.LEFT), "the deck takes a swipe after the drag"
    finally:
        window.close()


@test
def a_burst_of_a_thousand_swipes_makes_widgets_only_for_the_cards_a_frame_shows():
    made = []
    deck = Koloda.Deck()
    deck.bind_model(Gtk.StringList.new([str(n) for n in range(5000)]), lambda item: made.append(item.get_string()) or make_label(item))
    heard = Heard(deck)
    window = Window(deck)
    try:
        before = len(made)
        assert all(deck.swipe(Koloda.Direction.LEFT) for _ in range(1000))
        assert deck.props.current_index == 1000 and len(heard.named("swiped")) == 1000
        settle(deck)
        # The three cards shown, the four newest of those flying off and the first swipe's.
        assert len(made) - before <= 10, f"{len(made) - before} card widgets made for a burst of 1,000 swipes"
        assert "1000" in made and shown_labels(deck) == ["1002", "1001", "1000"], shown_labels(deck)
    finally:
        window.close()


def top_card(deck):
    """The top card's widget (the last `.koloda-card` child: GTK draws the last child in front)."""
    cards = []
    child = deck.get_first_child()
    while child is not None:
        if child.has_css_class("koloda-card"):
            cards.append(child)
        child = child.get_next_sibling()
    return cards[-1]


def pixels(widget):
    """The screen as drawn now (Xvfb, no window manager: the window's surface is at the origin):
    a function from (x, y), in the widget's coordinates, to (r, g, b)."""
    next_frame(widget)
    # A file of its own: another test run may be taking its pictures beside this one.
    handle, path = tempfile.mkstemp(prefix="koloda-test-", suffix=".png")
    os.close(handle)
    subprocess.run(["import", "-window", "root", path], check=True)
    from gi.repository import GdkPixbuf
    picture = GdkPixbuf.Pixbuf.new_from_file(path)
    os.remove(path)
    data, stride, channels = picture.get_pixels(), picture.get_rowstride(), picture.get_n_channels()
    native = widget.get_native()
    left, top = native.get_surface_transform()
    x0, y0 = widget.translate_coordinates(native, 0, 0)

    def colour(x, y):
        offset = int(top + y0 + y) * stride + int(left + x0 + x) * channels
        return tuple(data[offset + i] for i in range(3))

    return colour


@test
def cards_keep_a_card_shape_in_a_wide_window_clip_their_content_and_the_next_card_is_opaque():
    red = Gtk.CssProvider()
    red.load_from_data(b".red { background-color: #ff0000; }")
    Gtk.StyleContext.add_provider_for_display(Gdk.Display.get_default(), red, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)

    def make_red(item):
        box = Gtk.Box(hexpand=True, vexpand=True)
        box.add_css_class("red")
        return box

    deck = Koloda.Deck()
    deck.bind_model(Gtk.StringList.new(["a", "b", "c"]), make_red)
    # GTK's defaults, not Koloda's: the card beneath the top one is opaque.
    assert not deck.props.transparentize_next_card and deck.props.max_card_aspect_ratio == 0.75
    window = Gtk.Window(default_width=1200, default_height=700, child=deck)
    window.present()
    try:
        spin(until=lambda: deck.get_width() > 1000)
        settle(deck)
        card = top_card(deck)
        ok, bounds = card.compute_bounds(deck)
        width, height = bounds.get_width(), bounds.get_height()
        assert abs(width / height - 0.75) < 0.02 and height > 600, (width, height)
        assert abs(bounds.get_x() + width / 2 - deck.get_width() / 2) < 2, "the card is centred"
        colour = pixels(deck)
        x, y = bounds.get_x(), bounds.get_y()
        assert colour(x + width / 2, y + height / 2) == (255, 0, 0), colour(x + width / 2, y + height / 2)
        # The card's rounded corner clips its content.
        assert colour(x + 1, y + 1) != (255, 0, 0), "the content's square corner sticks out of the card's rounded one"
        # No limit: the card fills the wide deck.
        deck.props.max_card_aspect_ratio = 0
        spin(until=lambda: top_card(deck).compute_bounds(deck)[1].get_width() > 1000)
    finally:
        window.close()


@test
def states_save_and_restore_before_and_after_binding():
    model = Gtk.StringList.new([str(n) for n in range(6)])
    deck = Koloda.Deck()
    deck.bind_model(model, make_label)
    heard = Heard(deck)
    window = Window(deck)
    try:
        deck.swipe(Koloda.Direction.RIGHT)
        deck.swipe(Koloda.Direction.LEFT)
        spin(until=lambda: len(heard.named("swiped")) == 2)
        state = deck.save_state()
        # The one text form of a state, DeckState's: compact JSON, its keys sorted.
        assert state == '{"count":6,"currentIndex":2,"history":[[0,"right"],[1,"left"]],"version":1}', state
    finally:
        window.close()
    second = Koloda.Deck()
    second.restore_state(state)
    second.bind_model(model, make_label)
    assert second.props.current_index == 2 and second.props.can_undo
    try:
        second.restore_state('{"version": 1, "currentIndex": 2, "count": 60, "history": []}')
        raise AssertionError("a state with more cards than the model was restored")
    except GLib.Error as error:
        # The error domain is in the GIR: Koloda.DeckError names it, as GLib.FileError does GLib's.
        assert error.matches(Koloda.DeckError.quark(), Koloda.DeckError.INVALID_STATE), (error.domain, error.code)
        assert error.domain == "koloda-deck-error-quark", error.domain
        assert "60" in error.message, error.message
    for text, why in [
        ("nonsense", "expected a deck state's object at byte 0"),
        ('{"version": 1, "currentIndex": 1, "count": 6, "history": [[0, "sideways"]]}', '"sideways" is not a direction'),
        ('{"version": 1, "currentIndex": 1, "count": 6}', 'without "history"'),
        ('{"version": 2, "currentIndex": 1, "count": 6, "history": []}', "version 2 is not 1"),
    ]:
        try:
            second.restore_state(text)
            raise AssertionError(f"{text} was restored")
        except GLib.Error as error:
            assert "not a deck state" in error.message and why in error.message, error.message
    assert second.props.current_index == 2
    # A state saved in another spelling (an earlier version's, with spaces and its keys in
    # another order) restores.
    second.restore_state('{"version": 1, "currentIndex": 1, "count": 6, "history": [[0, "right"]]}')
    assert second.props.current_index == 1 and second.props.can_undo
    # No model, and so no card maker: the deck lets its cards go.
    second.bind_model(None, None)
    assert second.props.model is None


THREAD_PROGRAM = """
import threading, gi
gi.require_version("Gtk", "4.0"); gi.require_version("Koloda", "1")
from gi.repository import Gtk, Koloda
deck = Koloda.Deck()
deck.bind_model(Gtk.StringList.new(["a", "b"]), lambda item: Gtk.Label(label=item.get_string()))
answers = []
def elsewhere():
    answers.append(deck.swipe(Koloda.Direction.RIGHT))
    answers.append(deck.get_n_cards())
    deck.props.visible_cards = 1
thread = threading.Thread(target=elsewhere)
thread.start(); thread.join()
print(answers, deck.props.visible_cards, deck.get_current_index(), flush=True)
"""


@test
def a_call_from_another_thread_is_a_critical_and_the_process_goes_on():
    result = subprocess.run([sys.executable, "-c", THREAD_PROGRAM], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr}"
    assert result.stdout.strip() == "[False, 0] 3 0", result.stdout
    assert result.stderr.count("called from a thread other than GTK's") == 3, result.stderr



PRECONDITIONS_PROGRAM = """
import ctypes, gi
gi.require_version("Gtk", "4.0"); gi.require_version("Koloda", "1")
from gi.repository import Gtk, Koloda
lib = ctypes.CDLL("libkoloda-1.so.0")
lib.koloda_deck_save_state.restype = ctypes.c_void_p
deck = Koloda.Deck()
deck.bind_model(Gtk.StringList.new(["a", "b"]), lambda item: Gtk.Label(label=item.get_string()))
label = Gtk.Label()
pointer = lambda widget: ctypes.c_void_p(hash(widget))
print(lib.koloda_deck_swipe(pointer(label), 1), lib.koloda_deck_undo(None), lib.koloda_deck_save_state(pointer(label)),
      lib.koloda_deck_swipe(pointer(deck), 99), lib.koloda_deck_restore_state(pointer(deck), None, None),
      lib.koloda_deck_swipe(pointer(deck), 1), deck.get_current_index(), lib.koloda_deck_get_n_cards(pointer(label)), flush=True)
lib.koloda_deck_set_max_card_aspect_ratio(pointer(deck), ctypes.c_double(500))
print(deck.get_max_card_aspect_ratio(), flush=True)
"""


@test
def the_c_functions_check_their_arguments_as_glib_does_and_do_nothing_with_bad_ones():
    result = subprocess.run([sys.executable, "-c", PRECONDITIONS_PROGRAM], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr}"
    assert result.stdout.split("\n")[0] == "0 0 None 0 0 1 1 0" and float(result.stdout.split("\n")[1]) == 0.75, result.stdout
    for critical in ("koloda_deck_swipe: assertion 'KOLODA_IS_DECK (self)' failed",
                     "koloda_deck_undo: assertion 'KOLODA_IS_DECK (self)' failed",
                     "koloda_deck_save_state: assertion 'KOLODA_IS_DECK (self)' failed",
                     "koloda_deck_swipe: assertion 'direction <= KOLODA_DIRECTION_BOTTOM_RIGHT' failed",
                     "koloda_deck_restore_state: assertion 'state != NULL' failed",
                     "koloda_deck_get_n_cards: assertion 'KOLODA_IS_DECK (self)' failed",
                     "koloda_deck_set_max_card_aspect_ratio: assertion 'ratio >= 0 && ratio <= 100' failed"):
        assert critical in result.stderr, f"no {critical!r}: {result.stderr}"


STRAY_DIRECTIONS_PROGRAM = """
import gi
gi.require_version("Gtk", "4.0"); gi.require_version("Koloda", "1")
from gi.repository import Gtk, Koloda
deck = Koloda.Deck()
deck.set_allowed_directions(Koloda.Directions.UP)
deck.set_allowed_directions(Koloda.Directions(Koloda.Directions.LEFT | 1 << 9))
print(int(deck.get_allowed_directions()), flush=True)
"""


@test
def allowed_directions_with_bits_that_are_no_direction_are_a_critical_and_change_nothing():
    result = subprocess.run([sys.executable, "-c", STRAY_DIRECTIONS_PROGRAM], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr}"
    assert result.stdout.strip() == str(int(Koloda.Directions.UP)), result.stdout
    assert "0x201 is not a set of directions" in result.stderr, result.stderr


if __name__ == "__main__":
    main("gobject library")
