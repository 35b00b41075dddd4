// GdkPixbuf without a toolkit: which image formats this machine can load.
#include <gdk-pixbuf/gdk-pixbuf.h>
