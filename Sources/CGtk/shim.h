#include <gtk/gtk.h>
#include <glib-unix.h>
// gettext, for the apps' translations.
#include <libintl.h>
#ifdef __GLIBC__
// mallopt, for Photo Sort's photos' memory.
#include <malloc.h>
#endif
// GSettings' backends: Photo Sort keeps its settings in GLib's keyfile where GIO has only its
// memory backend.
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
