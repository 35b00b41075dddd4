// SPDX-License-Identifier: MIT
// What Swift cannot express about GTK (the deck's own GType, cast macros and variadic calls) and
// the deck's drawing, which works on render nodes (koloda_picture.c).
#pragma once
#include <gtk/gtk.h>

/// The Swift side of the deck widget: called for measuring, allocating, drawing and disposing.
typedef struct {
    void *context;
    void (*measure)(void *context, GtkOrientation orientation, int for_size, int *minimum, int *natural);
    void (*size_allocate)(void *context, int width, int height, int baseline);
    void (*snapshot)(void *context, GtkSnapshot *snapshot);
    void (*dispose)(void *context);
} KolodaDeckCallbacks;

/// A new, focusable deck widget (CSS name `koloda-deck`, accessible role group).
GtkWidget *koloda_deck_widget_new(void);
/// Connects the widget to its Swift side. Until then it measures 0 and allocates nothing.
void koloda_deck_widget_set_callbacks(GtkWidget *deck, KolodaDeckCallbacks callbacks);

/// A card's (or an overlay's) picture: its render node drawn once into a texture, re-used while
/// only its transform changes.
typedef struct KolodaCardPicture KolodaCardPicture;

KolodaCardPicture *koloda_card_picture_new(void);
void koloda_card_picture_free(KolodaCardPicture *picture);
/// How many times the picture was drawn from its node, for tests.
guint koloda_card_picture_render_count(const KolodaCardPicture *picture);
/// How many textures of pictures are alive now, in every view (for tests).
guint koloda_card_picture_textures_alive(void);

/// A child of the deck to draw, at `alpha`, from `picture` when it is not NULL; `clipped` keeps
/// it within the deck's box (its allocation and CSS margin), as a card behind the top one that is
/// larger than the deck must be. Other children (the top card, cards in flight) are drawn wherever
/// they are, over the window.
typedef struct {
    GtkWidget *widget;
    double alpha;
    KolodaCardPicture *picture;
    gboolean clipped;
} KolodaDeckChild;

/// Draws children of `deck` from back to front, each with the transform it was allocated with.
///
/// A child with a picture is drawn from a texture (a cairo surface on the cairo renderer) of its
/// render node, drawn again only when the node changed (the child was redrawn) or the child
/// grew more than 10 % past the picture's scale or shrank below half of it; a node that changes
/// on consecutive frames is drawn directly. Of a picture that is only scaled and moved, only the
/// part that the opaque pictures in front leave visible is drawn, and nothing when they hide it
/// all. A child without a picture is drawn as its node is.
void koloda_deck_snapshot_children(GtkWidget *deck, GtkSnapshot *snapshot, const KolodaDeckChild *children, guint count);

GObject *koloda_object(gpointer instance);

void koloda_accessible_set_label(GtkWidget *widget, const char *label);
void koloda_accessible_set_description(GtkWidget *widget, const char *description);
void koloda_accessible_set_hidden(GtkWidget *widget, gboolean hidden);

/// Whether the desktop wants animations (GtkSettings:gtk-enable-animations); `widget` may be NULL
/// for the default display's settings.
gboolean koloda_animations_enabled(GtkWidget *widget);

/// g_signal_connect, which is a macro.
gulong koloda_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data, GClosureNotify destroy);

/// Reads a photo's encoded bytes on the decoding thread: an app's reader of a format GdkPixbuf
/// does not open itself (a RAW file's embedded preview, an archive's member). It returns the
/// bytes (a new reference) and may set `*orientation` to an EXIF orientation (1–8) that turns
/// them, or returns NULL with `error` set.
typedef GBytes *(*KolodaPhotoRead)(gpointer data, int *orientation, GError **error);

/// Reads a photo from `file`, `bytes` or `read` (one of them; `read_data` is `read`'s, freed
/// with `read_destroy` on any thread) and decodes it on a worker thread of GTask's pool at the
/// smallest size that covers `width` × `height` pixels (never larger than the photo), turned by
/// its embedded orientation. `callback` runs on the calling thread's main context; finish with
/// koloda_photo_decode_finish. Cancelling `cancellable` stops the read.
void koloda_photo_decode_async(GFile *file, GBytes *bytes, KolodaPhotoRead read, gpointer read_data,
                               GDestroyNotify read_destroy, int width, int height, GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data);
/// The decoded photo as a texture (a new reference), or NULL with `error` set: a missing,
/// unreadable or corrupt image, or a cancelled read.
GdkTexture *koloda_photo_decode_finish(GAsyncResult *result, GError **error);
