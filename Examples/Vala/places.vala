// Places: a deck of cards in Vala, with Koloda-1.
// Swipe a card with the pointer or the arrow keys; Undo (or Backspace) brings it back.
//   valac --pkg koloda-1 places.vala
const string[] PLACES = { "Lisbon", "Kyoto", "Quito", "Tromsø", "Hanoi", "Oslo", "Lima", "Accra" };

string nick (Koloda.Direction direction) {
    var directions = (EnumClass) typeof (Koloda.Direction).class_ref ();
    return directions.get_value (direction).value_nick;
}

int main (string[] args) {
    var app = new Gtk.Application ("org.example.Places.Vala", ApplicationFlags.FLAGS_NONE);
    app.activate.connect (() => {
        if (app.active_window != null) { // launched again: the running app shows its window
            app.active_window.present ();
            return;
        }
        var places = new Gtk.StringList (PLACES);
        var deck = new Koloda.Deck ();
        deck.vexpand = true;
        deck.bind_model (places, (item) => {
            var label = new Gtk.Label (((Gtk.StringObject) item).string);
            label.add_css_class ("title-1");
            return label;
        });
        deck.swiped.connect ((index, direction) => print ("swiped %s %s\n", places.get_string (index), nick (direction)));
        deck.rewound.connect ((index) => print ("rewound %s\n", places.get_string (index)));
        deck.ran_out.connect (() => print ("ran out\n"));

        var undo = new Gtk.Button.with_label ("Undo");
        deck.bind_property ("can-undo", undo, "sensitive", BindingFlags.SYNC_CREATE);
        undo.clicked.connect (() => deck.undo ());

        var box = new Gtk.Box (Gtk.Orientation.VERTICAL, 12) {
            margin_top = 12, margin_bottom = 12, margin_start = 12, margin_end = 12
        };
        box.append (deck);
        box.append (undo);
        var window = new Gtk.ApplicationWindow (app) { title = "Places", default_width = 400, default_height = 600, child = box };
        window.present ();
        deck.grab_focus ();
    });
    return app.run (args);
}
