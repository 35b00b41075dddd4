// GLib, GIO and GdkPixbuf without a toolkit: what the apps' files, folders, tasks and photo
// formats need. One module for all three, so that GLib's declarations have one owner here.
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
// gettext, for the apps' translations.
#include <libintl.h>
