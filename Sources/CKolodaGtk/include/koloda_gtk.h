// SPDX-License-Identifier: MIT
// What Swift cannot express about GTK (the deck's own GType, cast macros and variadic calls) and
// the deck's drawing, which works on render nodes (koloda_picture.c).
#pragma once
#include <gtk/gtk.h>
#include "koloda.h"

/// The gettext domain of the deck's own words (what assistive technology hears).
#define KOLODA_TEXT_DOMAIN "koloda-1"
/// `text` (an English message id) in the user's language, from the catalogues installed beside
/// the library (PREFIX/share/locale/LANGUAGE/LC_MESSAGES/koloda-1.mo); `text` itself without one.
const char *koloda_translate(const char *text);

/// The deck's own properties; the options' follow from `KOLODA_DECK_PROP_FIRST_OPTION`, in the
/// order of `DeckOptions.catalogue`.
enum {
    KOLODA_DECK_PROP_0,
    KOLODA_DECK_PROP_MODEL,
    KOLODA_DECK_PROP_CURRENT_INDEX,
    KOLODA_DECK_PROP_N_CARDS,
    KOLODA_DECK_PROP_CAN_UNDO,
    KOLODA_DECK_PROP_INTERACTIVE,
    KOLODA_DECK_PROP_ALLOWED_DIRECTIONS,
    KOLODA_DECK_PROP_LAYOUT,
    KOLODA_DECK_PROP_CARD_NAME_EXPRESSION,
    KOLODA_DECK_PROP_CARD_NAME_PROPERTY,
    KOLODA_DECK_PROP_MAX_CARD_ASPECT_RATIO,
    KOLODA_DECK_PROP_FIRST_OPTION,
};

/// A new deck for a Swift `KolodaView`, which connects itself with `koloda_deck_attach_swift`
/// (a deck made any other way makes its own `KolodaView`, through `_koloda_swift_attach`).
GtkWidget *koloda_deck_new_for_swift(void);
/// Connects the deck to its Swift side, `view` (a retained `KolodaView`, which the deck lets go
/// of when it is disposed of). Until then it measures 0 and allocates nothing.
void koloda_deck_attach_swift(GtkWidget *deck, void *view);
/// The Swift side of `deck`, checked as every function of
/// `koloda.h` checks its deck: NULL before it is connected and once it is disposed of, and, with a
/// critical naming `call`, for what is not a deck and on a thread other than GTK's.
void *koloda_deck_get_swift(gpointer deck, const char *call);
/// A critical naming `call` and the precondition `expression` it broke, as g_return_if_fail()'s.
void koloda_return_if_fail_warning(const char *call, const char *expression);
/// Installs a property on the deck's class (from `class_init`, for the options) and returns its id.
guint koloda_deck_class_install_property(GObjectClass *klass, GParamSpec *pspec);
/// Notifies the deck's property `property_id`.
void koloda_deck_notify(GtkWidget *deck, guint property_id);
/// Enables or disables one of the deck's widget actions.
void koloda_deck_enable_action(GtkWidget *deck, const char *action, gboolean enabled);

/// The accessible name of the card of `item`, from the deck's `card-name-expression` (a string
/// item's text without one), or NULL; free it with g_free().
char *koloda_deck_dup_card_name(GtkWidget *deck, gpointer item);

/// What a field of an event's signal holds.
typedef enum {
    KOLODA_EVENT_FIELD_UINT,
    KOLODA_EVENT_FIELD_DIRECTION,
    KOLODA_EVENT_FIELD_DOUBLE,
    KOLODA_EVENT_FIELD_STRING,
    KOLODA_EVENT_FIELD_INDEXES,
} KolodaEventFieldType;

/// A field's value: `number` for a count, an index or a direction, `real`, `text`, or `indexes`.
typedef struct {
    KolodaEventFieldType type;
    guint number;
    double real;
    const char *text;
    const guint32 *indexes;
    gsize n_indexes;
} KolodaEventField;

/// Installs the signal of the next event of the engine's catalogue (from `class_init`), with up to
/// four fields.
void koloda_deck_class_add_event(GObjectClass *klass, const char *name, guint n_fields, const KolodaEventFieldType *types);
/// Whether a handler is connected to the signal of the event at place `event` of the catalogue.
gboolean koloda_deck_event_is_heard(GtkWidget *deck, guint event);
/// Emits the signal of the event at place `event` of the catalogue.
void koloda_deck_emit_event(GtkWidget *deck, guint event, guint n_fields, const KolodaEventField *fields);
gboolean koloda_deck_emit_should_swipe(GtkWidget *deck, guint index, KolodaDirection direction);


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
/// all. A child without a picture is drawn as its node is; with `keep_for_pictures`, that node is
/// kept for koloda_deck_prepare_picture.
void koloda_deck_snapshot_children(GtkWidget *deck, GtkSnapshot *snapshot, const KolodaDeckChild *children, guint count,
                                   gboolean keep_for_pictures);
/// Draws the picture of the first child whose picture the next frame drawing them from pictures
/// would draw (a new picture, or a node that changed), from the node the last frame that drew it
/// directly (at rest) drew; returns whether there was one. Called while the deck rests, a picture
/// at a time, so that the first frame of a motion draws none.
gboolean koloda_deck_prepare_picture(GtkWidget *deck, const KolodaDeckChild *children, guint count);

GObject *koloda_object(gpointer instance);

void koloda_accessible_set_label(GtkWidget *widget, const char *label);
void koloda_accessible_set_description(GtkWidget *widget, const char *description);
/// Whether `widget` has an accessible description.
gboolean koloda_accessible_has_description(GtkWidget *widget);
/// Whether `widget`'s accessible description is `description`.
gboolean koloda_accessible_description_is(GtkWidget *widget, const char *description);
void koloda_accessible_set_hidden(GtkWidget *widget, gboolean hidden);

/// Whether the desktop wants animations (GtkSettings:gtk-enable-animations); `widget` may be NULL
/// for the default display's settings.
gboolean koloda_animations_enabled(GtkWidget *widget);

/// The integer setting `name` of GtkSettings (`gtk-double-click-time`), for `widget` or, when it
/// is NULL, the default display.
gint koloda_settings_int(GtkWidget *widget, const char *name);

/// g_signal_connect, which is a macro.
gulong koloda_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data, GClosureNotify destroy);
/// Calls `free(data)` from GTK's main loop, once the callbacks under way have returned: for what
/// an app's function that may be running now (a card function, a deck's own view) holds.
void koloda_free_later(GDestroyNotify free, gpointer data);

/// Reads a photo's encoded bytes on the decoding thread: an app's reader of a format GdkPixbuf
/// does not open itself (a RAW file's embedded preview, an archive's member). It returns the
/// bytes (a new reference) and may set `*orientation` to an EXIF orientation (1–8) that turns
/// them, or returns NULL with `error` set.
typedef GBytes *(*KolodaPhotoRead)(gpointer data, int *orientation, GError **error);

/// Reads a photo from `file`, `bytes` or `read` (one of them; `read_data` is `read`'s, freed
/// with `read_destroy` on any thread) and decodes it on a worker thread of GTask's pool, turned
/// by its embedded orientation, at the smallest size that covers `width` × `height` pixels, or
/// with `contain`, at the largest that fits inside them (never larger than the photo). A card
/// draws it at about its own size, which is cheap to draw and to picture. `callback` runs on the
/// calling thread's main context; finish with koloda_photo_decode_finish. Cancelling
/// `cancellable` stops the read. The decode waits while a deck's frame is being painted
/// (koloda_photo_decodes_give_way).
void koloda_photo_decode_async(GFile *file, GBytes *bytes, KolodaPhotoRead read, gpointer read_data,
                               GDestroyNotify read_destroy, int width, int height, gboolean contain,
                               GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data);
/// Holds the photo decodes back until `widget`'s window has painted the frame being drawn: a deck
/// calls it as it draws, so that decodes run between its frames, not beside their rendering.
void koloda_photo_decodes_give_way(GtkWidget *widget);
/// How many frames being painted hold the photo decodes back now (lapsed holds included), for
/// tests.
guint koloda_photo_paint_holds(void);
/// The key of a decoded photo's texture's data (`g_object_get_data`, a static string) that says,
/// in a sentence, how the file is damaged when only part of it could be decoded (a JPEG cut
/// short, whose rest GdkPixbuf fills with grey); absent for a whole photo.
#define KOLODA_PHOTO_DAMAGE "koloda-photo-damage"

/// The decoded photo as a texture (a new reference), or NULL with `error` set: a missing,
/// unreadable or corrupt image, or a cancelled read.
GdkTexture *koloda_photo_decode_finish(GAsyncResult *result, GError **error);

/// Writes `text` to the standard output (or, with `to_stderr`, error) of the process that
/// launched `command_line`: g_application_command_line_print and printerr, which are variadic.
void koloda_command_line_print(GApplicationCommandLine *command_line, const char *text, gboolean to_stderr);

/// g_critical, which is variadic: "`subject`: `message`".
void koloda_critical(const char *subject, const char *message);
/// Whether the caller is on GTK's thread; otherwise a critical naming `call`.
gboolean koloda_on_gtk_thread(const char *call);

/// Whether GTK called the deck (its drawing, its controllers, its frame clock) on GTK's thread;
/// otherwise a critical naming `call`, once in the process.
gboolean koloda_called_back_on_gtk_thread(const char *call);
