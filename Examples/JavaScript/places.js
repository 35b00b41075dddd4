#!/usr/bin/env -S gjs -m
// Places: a deck of cards in JavaScript (GJS), with Koloda-1.
// Swipe a card with the pointer or the arrow keys; Undo (or Backspace) brings it back.
import GObject from "gi://GObject";
import Gtk from "gi://Gtk?version=4.0";
import Koloda from "gi://Koloda?version=1";
import system from "system";

const PLACES = ["Lisbon", "Kyoto", "Quito", "Tromsø", "Hanoi", "Oslo", "Lima", "Accra"];

/** The nick of a direction: "left", "top-right", … */
const nick = (direction) => Object.keys(Koloda.Direction).find((key) => Koloda.Direction[key] === direction).toLowerCase().replace("_", "-");

const app = new Gtk.Application({ application_id: "org.example.Places.JavaScript" });
app.connect("activate", () => {
    if (app.active_window) { // launched again: the running app shows its window
        app.active_window.present();
        return;
    }
    const places = Gtk.StringList.new(PLACES);
    const deck = new Koloda.Deck({ vexpand: true });
    deck.bind_model(places, (place) => {
        const label = new Gtk.Label({ label: place.get_string() });
        label.add_css_class("title-1");
        return label;
    });
    deck.connect("swiped", (_deck, index, direction) => print(`swiped ${places.get_string(index)} ${nick(direction)}`));
    deck.connect("rewound", (_deck, index) => print(`rewound ${places.get_string(index)}`));
    deck.connect("ran-out", () => print("ran out"));

    const undo = new Gtk.Button({ label: "Undo" });
    deck.bind_property("can-undo", undo, "sensitive", GObject.BindingFlags.SYNC_CREATE);
    undo.connect("clicked", () => deck.undo());

    const box = new Gtk.Box({
        orientation: Gtk.Orientation.VERTICAL, spacing: 12, margin_top: 12, margin_bottom: 12, margin_start: 12, margin_end: 12,
    });
    box.append(deck);
    box.append(undo);
    const window = new Gtk.ApplicationWindow({ application: app, title: "Places", default_width: 400, default_height: 600, child: box });
    window.present();
    deck.grab_focus();
});
app.run([system.programInvocationName, ...ARGV]);
