// GLib and GIO without a toolkit: what the apps' files, folders and tasks need.
#include <gio/gio.h>
#include <glib/gstdio.h>
// gettext, for the apps' translations.
#include <libintl.h>
