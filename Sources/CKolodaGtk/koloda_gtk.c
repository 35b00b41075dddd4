// SPDX-License-Identifier: MIT
#define _GNU_SOURCE // dladdr
#include "koloda_gtk.h"
#include <dlfcn.h>
#include <libintl.h>

/// Binds the library's gettext domain, `koloda-1`, to the catalogues installed beside it: from
/// PREFIX/lib (or PREFIX/lib/TRIPLET) to PREFIX/share/locale, wherever the library was installed.
/// Once; a deck linked into a program with no catalogues beside it speaks English.
static void koloda_bind_text_domain(void) {
    static gsize bound;
    if (!g_once_init_enter(&bound)) return;
    Dl_info info;
    if (dladdr((void *)koloda_bind_text_domain, &info) != 0 && info.dli_fname != NULL) {
        char *libdir = g_path_get_dirname(info.dli_fname);
        const char *const ups[] = {"..", "../.."};
        for (guint i = 0; i < G_N_ELEMENTS(ups); i++) {
            char *folder = g_build_filename(libdir, ups[i], "share", "locale", NULL);
            gboolean exists = g_file_test(folder, G_FILE_TEST_IS_DIR);
            if (exists) {
                bindtextdomain(KOLODA_TEXT_DOMAIN, folder);
                bind_textdomain_codeset(KOLODA_TEXT_DOMAIN, "UTF-8");
            }
            g_free(folder);
            if (exists) break;
        }
        g_free(libdir);
    }
    g_once_init_leave(&bound, 1);
}

const char *koloda_translate(const char *text) {
    koloda_bind_text_domain();
    return dgettext(KOLODA_TEXT_DOMAIN, text);
}

GObject *koloda_object(gpointer instance) { return G_OBJECT(instance); }

void koloda_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void koloda_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

// GTK 4.8 has no getter of an accessible property; its testing API reads one back, from any
// widget's accessible context.
gboolean koloda_accessible_has_description(GtkWidget *widget) {
    return gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

gboolean koloda_accessible_description_is(GtkWidget *widget, const char *description) {
    if (!koloda_accessible_has_description(widget)) return FALSE;
    char *mismatch = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
    gboolean same = mismatch == NULL;
    g_free(mismatch);
    return same;
}

void koloda_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

static GtkSettings *koloda_settings(GtkWidget *widget) {
    return widget ? gtk_widget_get_settings(widget) : gtk_settings_get_default();
}

gint koloda_settings_int(GtkWidget *widget, const char *name) {
    gint value = 0;
    GtkSettings *settings = koloda_settings(widget);
    if (settings) g_object_get(settings, name, &value, NULL);
    return value;
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

typedef struct {
    GDestroyNotify free;
    gpointer data;
} KolodaPendingFree;

static gboolean koloda_free_now(gpointer pending) {
    KolodaPendingFree *self = pending;
    self->free(self->data);
    g_free(self);
    return G_SOURCE_REMOVE;
}

void koloda_free_later(GDestroyNotify free, gpointer data) {
    if (free == NULL) return;
    KolodaPendingFree *pending = g_new(KolodaPendingFree, 1);
    pending->free = free;
    pending->data = data;
    g_idle_add_full(G_PRIORITY_DEFAULT, koloda_free_now, pending, NULL);
}
