// SPDX-License-Identifier: MIT
// What Swift cannot express about GTK: the deck's own GType, cast macros and variadic calls.
#pragma once
#include <gtk/gtk.h>

/// The Swift side of the deck widget: called for measuring, allocating and disposing.
typedef struct {
    void *context;
    void (*measure)(void *context, GtkOrientation orientation, int for_size, int *minimum, int *natural);
    void (*size_allocate)(void *context, int width, int height, int baseline);
    void (*dispose)(void *context);
} KolodaDeckCallbacks;

/// A new, focusable deck widget (CSS name `koloda-deck`, accessible role group).
GtkWidget *koloda_deck_widget_new(void);
/// Connects the widget to its Swift side. Until then it measures 0 and allocates nothing.
void koloda_deck_widget_set_callbacks(GtkWidget *deck, KolodaDeckCallbacks callbacks);

GObject *koloda_object(gpointer instance);

void koloda_accessible_set_label(GtkWidget *widget, const char *label);
void koloda_accessible_set_description(GtkWidget *widget, const char *description);
void koloda_accessible_set_hidden(GtkWidget *widget, gboolean hidden);

/// Whether the desktop wants animations (GtkSettings:gtk-enable-animations); `widget` may be NULL
/// for the default display's settings.
gboolean koloda_animations_enabled(GtkWidget *widget);
/// Turns animations on or off for the whole application, for tests and the demo's switch.
void koloda_set_animations_enabled(GtkWidget *widget, gboolean enabled);

/// g_signal_connect, which is a macro.
gulong koloda_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data, GClosureNotify destroy);
