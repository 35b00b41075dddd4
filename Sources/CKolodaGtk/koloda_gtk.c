// SPDX-License-Identifier: MIT
#include "koloda_gtk.h"

#define KOLODA_TYPE_DECK_WIDGET (koloda_deck_widget_get_type())
G_DECLARE_FINAL_TYPE(KolodaDeckWidget, koloda_deck_widget, KOLODA, DECK_WIDGET, GtkWidget)

struct _KolodaDeckWidget {
    GtkWidget parent_instance;
    KolodaDeckCallbacks callbacks;
    gboolean connected;
};

G_DEFINE_TYPE(KolodaDeckWidget, koloda_deck_widget, GTK_TYPE_WIDGET)

static void koloda_deck_widget_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(widget);
    *minimum = 0;
    *natural = 0;
    *minimum_baseline = -1;
    *natural_baseline = -1;
    if (self->connected && self->callbacks.measure)
        self->callbacks.measure(self->callbacks.context, orientation, for_size, minimum, natural);
}

static void koloda_deck_widget_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(widget);
    if (self->connected && self->callbacks.size_allocate)
        self->callbacks.size_allocate(self->callbacks.context, width, height, baseline);
}

static void koloda_deck_widget_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(widget);
    if (self->connected && self->callbacks.snapshot)
        self->callbacks.snapshot(self->callbacks.context, snapshot);
    else
        GTK_WIDGET_CLASS(koloda_deck_widget_parent_class)->snapshot(widget, snapshot);
}

static void koloda_deck_widget_dispose(GObject *object) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(object);
    if (self->connected && self->callbacks.dispose) {
        self->connected = FALSE;
        self->callbacks.dispose(self->callbacks.context);
    }
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL)
        gtk_widget_unparent(child);
    G_OBJECT_CLASS(koloda_deck_widget_parent_class)->dispose(object);
}

static void koloda_deck_widget_class_init(KolodaDeckWidgetClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = koloda_deck_widget_dispose;
    widget_class->measure = koloda_deck_widget_measure;
    widget_class->size_allocate = koloda_deck_widget_size_allocate;
    widget_class->snapshot = koloda_deck_widget_snapshot;
    gtk_widget_class_set_css_name(widget_class, "koloda-deck");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void koloda_deck_widget_init(KolodaDeckWidget *self) {
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    gtk_widget_set_overflow(GTK_WIDGET(self), GTK_OVERFLOW_VISIBLE);
}

GtkWidget *koloda_deck_widget_new(void) {
    return g_object_new(KOLODA_TYPE_DECK_WIDGET, NULL);
}

void koloda_deck_widget_set_callbacks(GtkWidget *deck, KolodaDeckCallbacks callbacks) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(deck);
    self->callbacks = callbacks;
    self->connected = TRUE;
    gtk_widget_queue_resize(deck);
}

GObject *koloda_object(gpointer instance) { return G_OBJECT(instance); }

void koloda_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void koloda_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void koloda_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

static GtkSettings *koloda_settings(GtkWidget *widget) {
    return widget ? gtk_widget_get_settings(widget) : gtk_settings_get_default();
}

gboolean koloda_animations_enabled(GtkWidget *widget) {
    gboolean enabled = TRUE;
    GtkSettings *settings = koloda_settings(widget);
    if (settings) g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

gulong koloda_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, 0);
}
