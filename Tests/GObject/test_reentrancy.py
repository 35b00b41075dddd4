#!/usr/bin/env python3
"""Koloda-1 from Python when apps call it back from inside its own callbacks and from other
threads: every call made from the card function, the overlay function or a should-swipe handler
returns and takes effect; a seeded app that calls the deck from inside every callback, signal and
model change keeps the deck and its model in step; calls, construction, action activation, model
changes and the last reference from another thread are criticals, never an abort, and the deck
is finished on GTK's thread; a model that lies and a <child> in a .ui file are told.

Each program runs in a process of its own with a time limit, so that a hang fails its test.

Usage: test_reentrancy.py   (GI_TYPELIB_PATH and LD_LIBRARY_PATH must find the installed library,
DISPLAY an X server; KOLODA_REENTRANCY_SEEDS=n runs n seeds of the randomized app)
"""

import os
import subprocess
import sys

from testing import main, test



PRELUDE = """
import random, sys, threading, time, gi
gi.require_version("Gtk", "4.0"); gi.require_version("Koloda", "1")
from gi.repository import GLib, GObject, Gio, Gtk, Koloda
Koloda.init()

def spin(iterations=200):
    context = GLib.MainContext.default()
    for _ in range(iterations):
        if not context.iteration(False):
            break

def label(item):
    return Gtk.Label(label=item.get_string())

def shown(deck):
    window = Gtk.Window(default_width=400, default_height=600, child=deck)
    window.present()
    spin()
    return window
"""


def run(program, *arguments, timeout=120):
    """Runs `program` after the prelude in a Python of its own; a hang is a failure."""
    try:
        return subprocess.run(
            [sys.executable, "-c", PRELUDE + program, *arguments], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        raise AssertionError(f"did not return within {timeout} s (a hang); it printed: {expired.stdout}") from None


# The cases of issue 44: each operation called once from inside a callback, then the deck at rest.
CALLS_PROGRAM = """
Gtk.Settings.get_default().props.gtk_enable_animations = False
where = sys.argv[1]
OPERATIONS = ["swipe", "undo", "set_current_index", "visible_cards", "bind_model", "overlay_func", "splice", "append", "remove"]

def operate(deck, model, operation):
    if operation == "swipe": deck.swipe(Koloda.Direction.LEFT)
    elif operation == "undo": deck.undo()
    elif operation == "set_current_index": deck.set_current_index(3)
    elif operation == "visible_cards": deck.props.visible_cards = 1
    elif operation == "bind_model": deck.bind_model(Gtk.StringList.new(["x", "y"]), label)
    elif operation == "overlay_func": deck.set_create_overlay_func(lambda item: Gtk.Label(label="!"))
    elif operation == "splice": model.splice(0, 1, ["new"])
    elif operation == "append": model.append("last")
    elif operation == "remove": model.remove(0)

for operation in OPERATIONS:
    deck = Koloda.Deck()
    model = Gtk.StringList.new([str(n) for n in range(6)])
    calls = []
    def once():
        if not calls:
            calls.append(operation)
            operate(deck, model, operation)
    def card(item):
        if where == "card": once()
        return label(item)
    def overlay(item):
        if where == "overlay": once()
        return Gtk.Label(label="stamp")
    def should_swipe(_deck, index, direction):
        if where == "should-swipe": once()
        return True
    swiped = []
    deck.connect("swiped", lambda _d, index, _direction: swiped.append(index))
    deck.connect("should-swipe", should_swipe)
    deck.set_create_overlay_func(overlay)
    window = shown(deck)
    deck.bind_model(model, card)
    spin()
    if where == "should-swipe": deck.swipe(Koloda.Direction.RIGHT)
    spin()
    bound = deck.get_model()
    print(operation, calls == [operation], deck.get_current_index(), deck.get_n_cards(), bound.get_n_items(),
          deck.props.visible_cards, swiped, flush=True)
    window.destroy()
    spin()
"""


def check_calls_from(where, expected):
    result = run(CALLS_PROGRAM, where)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-2000:]}"
    lines = dict(line.split(" ", 1) for line in result.stdout.strip().splitlines())
    for operation, want in expected.items():
        assert lines.get(operation) == want, f"{where} {operation}: {lines.get(operation)!r}, expected {want!r}\n{result.stderr[-2000:]}"


# Called once from the card function or the overlay function, which the deck calls as a card
# appears: each takes effect once the cards it was appearing with are made.
FROM_A_CARD_OR_OVERLAY = {
    "swipe": "True 1 6 6 3 [0]",
    "undo": "True 0 6 6 3 []",
    "set_current_index": "True 3 6 6 3 []",
    "visible_cards": "True 0 6 6 1 []",
    "bind_model": "True 0 2 2 3 []",
    "overlay_func": "True 0 6 6 3 []",
    "splice": "True 0 6 6 3 []",
    "append": "True 0 7 7 3 []",
    "remove": "True 0 5 5 3 []",
}


@test
def every_call_from_inside_the_card_function_returns_and_takes_effect():
    check_calls_from("card", FROM_A_CARD_OR_OVERLAY)


@test
def every_call_from_inside_the_overlay_function_returns_and_takes_effect():
    check_calls_from("overlay", FROM_A_CARD_OR_OVERLAY)


@test
def every_call_from_inside_a_should_swipe_handler_returns_and_takes_effect():
    # The handler is asked during the swipe of card 0; what it calls runs right after that swipe.
    check_calls_from("should-swipe", {
        "swipe": "True 2 6 6 3 [0, 1]",
        "undo": "True 0 6 6 3 [0]",
        "set_current_index": "True 3 6 6 3 [0]",
        "visible_cards": "True 1 6 6 1 [0]",
        "bind_model": "True 0 2 2 3 [0]",
        "overlay_func": "True 1 6 6 3 [0]",
        "splice": "True 1 6 6 3 [0]",
        "append": "True 1 7 7 3 [0]",
        "remove": "True 0 5 5 3 [0]",
    })


RANDOM_PROGRAM = """
Gtk.Settings.get_default().props.gtk_enable_animations = random.Random(int(sys.argv[1])).random() < 0.5
seeds = int(sys.argv[2])
DIRECTIONS = list(Koloda.Direction.__enum_values__.values())
counts = {"runs": 0, "steps": 0, "callbacks": 0, "calls": 0}

def run(seed):
    rng = random.Random(seed)
    deck = Koloda.Deck()
    model = Gtk.StringList.new([str(n) for n in range(rng.randint(0, 8))])
    state = {"budget": 0, "disposed": False, "saved": None}

    def act(where):
        counts["callbacks"] += 1
        if counts["callbacks"] > 2_000_000:
            raise SystemExit(f"seed {seed}: unbounded callbacks")
        if state["budget"] <= 0 or rng.random() > 0.35:
            return
        state["budget"] -= 1
        counts["calls"] += 1
        call(rng.randint(0, 17))

    def card(item):
        act("card")
        return label(item)

    def overlay(item):
        act("overlay")
        return Gtk.Label(label="stamp")

    def call(choice):
        bound = deck.get_model() or model
        n = bound.get_n_items()
        if choice == 0: deck.swipe(rng.choice(DIRECTIONS))
        elif choice == 1: deck.undo()
        elif choice == 2 and n: deck.set_current_index(rng.randrange(n))
        elif choice == 3: deck.props.visible_cards = rng.randint(0, 4)
        elif choice == 4: deck.props.loop = rng.random() < 0.3
        elif choice == 5 and isinstance(bound, Gtk.StringList): bound.splice(rng.randint(0, n), 0, ["s"] * rng.randint(1, 2))
        elif choice == 6 and isinstance(bound, Gtk.StringList) and n: bound.remove(rng.randrange(n))
        elif choice == 7 and isinstance(bound, Gtk.StringList): bound.append("a")
        elif choice == 8 and isinstance(bound, Gtk.StringList) and n:
            start = rng.randrange(n)
            bound.splice(start, min(2, n - start), ["r"] * rng.randint(0, 3))
        elif choice == 9: deck.bind_model(Gtk.StringList.new([str(n) for n in range(rng.randint(0, 6))]), card)
        elif choice == 10: deck.set_create_overlay_func(overlay if rng.random() < 0.5 else None)
        elif choice == 11: state["saved"] = deck.save_state()
        elif choice == 12 and state["saved"]:
            try: deck.restore_state(state["saved"])
            except GLib.Error: pass
        elif choice == 13: deck.activate_action(rng.choice(["deck.swipe-left", "deck.swipe-right", "deck.undo"]), None)
        elif choice == 14: deck.props.interactive = rng.random() < 0.8
        elif choice == 15 and rng.random() < 0.05:
            # The app lets go of the deck from inside the callback: out of its window, disposed of.
            state["disposed"] = True
            state["window"].set_child(None)
            deck.run_dispose()
        else: deck.get_current_index(); deck.get_n_cards(); deck.get_can_undo()

    deck.connect("should-swipe", lambda *_: act("should-swipe") or rng.random() < 0.9)
    events = [name for name in GObject.signal_list_names(Koloda.Deck) if name != "should-swipe"]
    for signal in events + ["notify::current-index", "notify::n-cards", "notify::can-undo"]:
        deck.connect(signal, lambda *_, signal=signal: act(signal))
    model.connect("items-changed", lambda *_: act("items-changed"))
    deck.set_create_overlay_func(overlay)
    window = state["window"] = shown(deck)
    deck.bind_model(model, card)
    for step in range(24):
        state["budget"] = 5
        rng.choice([lambda: call(rng.randint(0, 17)), lambda: spin(rng.randint(1, 40))])()
        counts["steps"] += 1
        if state["disposed"]:
            continue
        bound = deck.get_model()
        if bound is not None and deck.get_n_cards() != bound.get_n_items():
            spin(400)
            if deck.get_n_cards() != bound.get_n_items():
                raise SystemExit(f"seed {seed} step {step}: {deck.get_n_cards()} cards for {bound.get_n_items()} items")
        if deck.get_current_index() > deck.get_n_cards():
            raise SystemExit(f"seed {seed} step {step}: index {deck.get_current_index()} past {deck.get_n_cards()} cards")
    state["budget"] = 0
    spin(2000)
    bound = deck.get_model()
    if not state["disposed"] and bound is not None and deck.get_n_cards() != bound.get_n_items():
        raise SystemExit(f"seed {seed} at rest: {deck.get_n_cards()} cards for {bound.get_n_items()} items")
    window.destroy()
    spin()
    counts["runs"] += 1

for seed in range(int(sys.argv[1]), int(sys.argv[1]) + seeds):
    run(seed)
print(counts, flush=True)
"""


@test
def an_app_that_calls_the_deck_from_inside_every_callback_keeps_it_in_step_with_its_model():
    seeds = int(os.environ.get("KOLODA_REENTRANCY_SEEDS", "40"))
    for first in (0, 1_000_000):
        result = run(RANDOM_PROGRAM, str(first), str(seeds), timeout=120 + seeds * 3)
        assert result.returncode == 0, f"exit {result.returncode}: {result.stdout[-1000:]} {result.stderr[-3000:]}"
        # The deck's own criticals name what the app did wrong; GTK's or GObject's would be the deck's fault.
        for foreign in ("Gtk-CRITICAL", "GLib-GObject-CRITICAL", "Gtk-WARNING"):
            assert foreign not in result.stderr, f"{foreign} from seeds {first}..: {result.stderr[-3000:]}"
        print(f"  re-entrancy from Python, seeds {first}..{first + seeds - 1}: {result.stdout.strip()}")


THREADS_PROGRAM = """
which = sys.argv[1]
def elsewhere(work):
    thread = threading.Thread(target=work)
    thread.start(); thread.join()

if which == "made-in-a-thread-first":
    # The class is first touched from a thread: that thread does not become GTK's.
    made = []
    elsewhere(lambda: made.append(Koloda.Deck()))
    made.clear()
    deck = Koloda.Deck()
    window = shown(deck)
    deck.bind_model(Gtk.StringList.new(["a", "b", "c"]), label)
    spin()
    print("main", deck.swipe(Koloda.Direction.RIGHT), deck.get_current_index(), flush=True)
elif which == "model-changed-in-a-thread":
    deck = Koloda.Deck()
    model = Gtk.StringList.new(["a", "b", "c"])
    window = shown(deck)
    deck.bind_model(model, label)
    spin()
    elsewhere(lambda: model.append("d"))
    spin()
    print("cards", deck.get_n_cards(), flush=True)
elif which == "action-in-a-thread":
    deck = Koloda.Deck()
    window = shown(deck)
    deck.bind_model(Gtk.StringList.new(["a", "b", "c"]), label)
    spin()
    elsewhere(lambda: deck.activate_action("deck.swipe-left", None))
    spin()
    print("index", deck.get_current_index(), flush=True)
elif which == "last-reference-in-a-thread":
    deck = Koloda.Deck()
    deck.bind_model(Gtk.StringList.new(["a", "b"]), label)
    finalized = []
    deck.weak_ref(lambda: finalized.append(threading.current_thread() is threading.main_thread()))
    holder = [deck]
    del deck
    elsewhere(lambda: holder.clear())
    spin()
    print("finalized", finalized, flush=True)
elif which == "loop-in-a-thread":
    # GTK's main loop handed to another thread: the deck's Swift side runs on the process's first
    # thread only, so calls there are criticals, GTK's drawing and frame clock there do nothing
    # (said once), and a deck let go of meanwhile is kept, told once.
    deck = Koloda.Deck()
    window = shown(deck)
    deck.bind_model(Gtk.StringList.new(["a", "b", "c"]), label)
    spin()
    other = Koloda.Deck()
    finalized = []
    other.weak_ref(lambda: finalized.append(True))
    holder = [other]
    del other
    def run_the_loop():
        context = GLib.MainContext.default()
        context.acquire()
        swiped = deck.swipe(Koloda.Direction.RIGHT)
        elsewhere(lambda: holder.clear())
        window.set_default_size(420, 520)
        window.queue_resize()
        # GTK's frame clock ticks on its own time: the loop runs for half a second.
        deadline = time.monotonic() + 0.5
        while time.monotonic() < deadline:
            if not context.iteration(False):
                time.sleep(0.005)
        context.release()
        print("swiped", swiped, "finalized", finalized, flush=True)
    elsewhere(run_the_loop)
    spin()
    print("index", deck.get_current_index(), flush=True)
"""


def check_thread_case(which, output, critical):
    result = run(THREADS_PROGRAM, which, timeout=60)
    assert result.returncode == 0, f"{which}: exit {result.returncode} (an abort?): {result.stderr[-2000:]}"
    assert result.stdout.strip() == output, f"{which}: {result.stdout.strip()!r}, expected {output!r}\n{result.stderr[-2000:]}"
    assert critical in result.stderr and "CRITICAL" in result.stderr, f"{which}: no critical naming {critical!r}: {result.stderr}"


@test
def a_deck_made_in_a_thread_is_a_critical_and_decks_made_on_gtk_thread_work():
    check_thread_case("made-in-a-thread-first", "main True 1", "g_object_new (KolodaDeck): called from a thread other than GTK's")


@test
def a_bound_model_changed_in_a_thread_is_a_critical_and_changes_nothing():
    check_thread_case("model-changed-in-a-thread", "cards 3", "the bound model's items-changed: called from a thread other than GTK's")


@test
def an_action_activated_in_a_thread_is_a_critical_and_does_nothing():
    check_thread_case("action-in-a-thread", "index 0", "deck.swipe-left: called from a thread other than GTK's")


@test
def a_deck_whose_last_reference_goes_in_a_thread_is_finished_on_gtk_thread():
    check_thread_case("last-reference-in-a-thread", "finalized [True]", "finished on GTK's thread")


@test
def a_main_loop_run_in_another_thread_with_the_deck_shown_gets_criticals_never_an_abort_or_endless_ones():
    result = run(THREADS_PROGRAM, "loop-in-a-thread", timeout=60)
    assert result.returncode == 0, f"exit {result.returncode} (an abort?): {result.stderr[-2000:]}"
    assert result.stdout.split() == ["swiped", "False", "finalized", "[]", "index", "0"], result.stdout + result.stderr[-2000:]
    for told in ("swipe: called from a thread other than GTK's", "was dropped on a thread other than GTK's", "cannot be finished",
                 "GTK called the deck from a thread other than the process's first"):
        assert result.stderr.count(told) == 1, f"{told!r} told {result.stderr.count(told)} times: {result.stderr[-2000:]}"


# No prelude: Koloda is first used, and its library loaded, from a worker thread.
FIRST_USED_IN_A_THREAD_PROGRAM = """
import threading, gi
gi.require_version("Gtk", "4.0"); gi.require_version("Koloda", "1")
from gi.repository import GLib, Gtk, Koloda
names = []
worker = threading.Thread(target=lambda: names.extend(spec.name for spec in Koloda.Deck.list_properties()))
worker.start(); worker.join()
deck = Koloda.Deck()
deck.bind_model(Gtk.StringList.new(["a", "b", "c"]), lambda item: Gtk.Label(label=item.get_string()))
window = Gtk.Window(default_width=400, default_height=600, child=deck)
window.present()
context = GLib.MainContext.default()
for _ in range(200):
    context.iteration(False)
print("properties", "visible-cards" in names, "swiped", deck.swipe(Koloda.Direction.RIGHT), flush=True)
"""


@test
def a_library_first_used_from_a_thread_is_a_critical_naming_the_cure_never_an_abort():
    try:
        result = subprocess.run([sys.executable, "-c", FIRST_USED_IN_A_THREAD_PROGRAM], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired as expired:
        raise AssertionError(f"did not return within 60 s (a hang); it printed: {expired.stdout}") from None
    assert result.returncode == 0, f"exit {result.returncode} (an abort?): {result.stderr[-2000:]}"
    assert result.stdout.strip() == "properties True swiped False", result.stdout + result.stderr[-2000:]
    assert "loaded on a thread other than the process's first" in result.stderr and "Koloda.init()" in result.stderr, result.stderr[-2000:]


PARENTED_PROGRAM = """
mine = Gtk.Box()
taken = Gtk.Label(label="the app's own")
mine.append(taken)
deck = Koloda.Deck()
window = shown(deck)
deck.bind_model(Gtk.StringList.new(["a", "b", "c"]), lambda item: taken if item.get_string() == "b" else label(item))
spin()
for _ in range(3):
    deck.swipe(Koloda.Direction.RIGHT)
    spin(400)
print("parent", taken.get_parent() is mine, "index", deck.get_current_index(), flush=True)
"""


@test
def a_card_widget_that_has_a_parent_is_told_and_left_with_the_app():
    result = run(PARENTED_PROGRAM, timeout=60)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-2000:]}"
    assert result.stdout.strip() == "parent True index 3", result.stdout + result.stderr[-2000:]
    assert "the widget given for card 1 (GtkLabel) is already inside a GtkBox" in result.stderr, result.stderr[-2000:]
    for foreign in ("Gtk-CRITICAL", "Gtk-WARNING", "GLib-GObject"):
        assert foreign not in result.stderr, result.stderr[-2000:]


LYING_PROGRAM = """
class Lying(GObject.Object, Gio.ListModel):
    def do_get_item_type(self): return Gtk.StringObject
    def do_get_n_items(self): return 3
    def do_get_item(self, position): return None if position == 1 else Gtk.StringObject.new(str(position))

deck = Koloda.Deck()
window = shown(deck)
deck.props.card_name_property = "title"
deck.bind_model(Lying(), lambda item: Gtk.Label(label=item.get_string()))
spin()
deck.swipe(Koloda.Direction.LEFT)
spin(2000)
builder = Gtk.Builder.new_from_string('''<interface><object class="KolodaDeck" id="deck">
  <child type="tab"><object class="GtkLabel"><property name="label">static</property></object></child>
</object></interface>''', -1)
print("cards", deck.get_n_cards(), builder.get_object("deck").get_first_child(), flush=True)
"""


@test
def a_model_with_no_item_within_its_count_a_card_name_property_items_lack_and_a_child_in_a_ui_file_are_told():
    result = run(LYING_PROGRAM, timeout=60)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-2000:]}"
    assert result.stdout.strip() == "cards 3 None", result.stdout
    assert "the bound model returned no item at position 1, within its 3 items" in result.stderr, result.stderr
    assert result.stderr.count("have no readable string property 'title'") == 1, result.stderr
    assert 'a <child type="tab"> of type GtkLabel in a GtkBuilder file is left out' in result.stderr, result.stderr



if __name__ == "__main__":
    main("gobject re-entrancy and threads")
