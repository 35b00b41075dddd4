// Places: a deck of cards in C, with Koloda-1.
// Swipe a card with the pointer or the arrow keys; Undo (or Backspace) brings it back.
//   cc places.c $(pkg-config --cflags --libs koloda-1) -o places
#include <koloda.h>

static const char *const places[] = {"Lisbon", "Kyoto", "Quito", "Tromsø", "Hanoi", "Oslo", "Lima", "Accra", NULL};

static GtkWidget *make_card(GObject *item, gpointer user_data) {
    GtkWidget *label = gtk_label_new(gtk_string_object_get_string(GTK_STRING_OBJECT(item)));
    gtk_widget_add_css_class(label, "title-1");
    return label;
}

static const char *nick(KolodaDirection direction) {
    static GEnumClass *directions;
    if (directions == NULL) directions = g_type_class_ref(KOLODA_TYPE_DIRECTION);
    return g_enum_get_value(directions, direction)->value_nick;
}

static void swiped(KolodaDeck *deck, guint index, KolodaDirection direction, GtkStringList *model) {
    g_print("swiped %s %s\n", gtk_string_list_get_string(model, index), nick(direction));
}

static void rewound(KolodaDeck *deck, guint index, GtkStringList *model) {
    g_print("rewound %s\n", gtk_string_list_get_string(model, index));
}

static void ran_out(KolodaDeck *deck) { g_print("ran out\n"); }

static void activate(GtkApplication *app) {
    GtkWindow *open = gtk_application_get_active_window(app);
    if (open != NULL) { /* launched again: the running app shows its window */
        gtk_window_present(open);
        return;
    }
    GtkStringList *model = gtk_string_list_new(places);
    GtkWidget *deck = koloda_deck_new();
    gtk_widget_set_vexpand(deck, TRUE);
    koloda_deck_bind_model(KOLODA_DECK(deck), G_LIST_MODEL(model), make_card, NULL, NULL);
    g_signal_connect_object(deck, "swiped", G_CALLBACK(swiped), model, 0);
    g_signal_connect_object(deck, "rewound", G_CALLBACK(rewound), model, 0);
    g_signal_connect(deck, "ran-out", G_CALLBACK(ran_out), NULL);
    g_object_unref(model);

    GtkWidget *undo = gtk_button_new_with_label("Undo");
    g_object_bind_property(deck, "can-undo", undo, "sensitive", G_BINDING_SYNC_CREATE);
    g_signal_connect_swapped(undo, "clicked", G_CALLBACK(koloda_deck_undo), deck);

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    g_object_set(box, "margin-top", 12, "margin-bottom", 12, "margin-start", 12, "margin-end", 12, NULL);
    gtk_box_append(GTK_BOX(box), deck);
    gtk_box_append(GTK_BOX(box), undo);
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Places");
    gtk_window_set_default_size(GTK_WINDOW(window), 400, 600);
    gtk_window_set_child(GTK_WINDOW(window), box);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(deck);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("org.example.Places.C", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
