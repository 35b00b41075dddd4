// SPDX-License-Identifier: MIT
// KolodaDeck, the GObject type of the deck: the type, its class (signals and properties, made from
// the Swift catalogues), the thread check and the card names. What the deck does is the Swift
// `KolodaView` this widget is (`koloda_deck_attach_swift`): the functions of koloda.h but these
// are its own, and GTK's and GObject's calls reach it through the `_koloda_swift_*` functions.
#include "koloda_gtk.h"
#include <string.h>

#include <glib-unix.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

/**
 * KolodaDeck:
 *
 * A deck of cards that the user swipes, as in Tinder: the top card follows the pointer, turns
 * and shows a stamp (LIKE or NOPE) as it goes, then flies off past a threshold or springs back,
 * and the cards beneath move up. Swipes can be undone.
 *
 * The cards are the items of a [iface@Gio.ListModel], each shown by a widget that a function
 * makes when the card becomes visible ([method@Deck.bind_model]). The deck hears the model's
 * changes, at rest and mid-drag, and tells the app what happened through its signals
 * ([signal@Deck::swiped], [signal@Deck::rewound], …).
 *
 * A GtkBuilder file may declare static cards instead, as `<child>` widgets of the deck, as
 * AdwCarousel's pages are; the deck binds them as its model (binding another model replaces
 * them). [property@Deck:card-name-property] or [property@Deck:card-name-expression] names each
 * card for assistive technology, which hears "Card 2 of 8: " and the name, and the deck's keys as
 * its description, in the user's language (the gettext domain `koloda-1`, whose catalogues are
 * installed beside the library). The deck gives its description when it first shows cards and
 * again when what it says changes (the directions allowed, no card left), unless the app has
 * given the deck a description of its own: the app's, given before the deck shows or after, stays
 * through the swipes.
 *
 * The deck takes pointer drags on the top card, and a touchpad's two-finger scroll drags it as
 * the fingers move (a mouse wheel's scroll, or a touchpad's across the directions the card may
 * leave in, goes on to the widgets around the deck). The arrow keys swipe (with Shift too), Home,
 * Page Up, End and Page Down swipe along the diagonals, Backspace or Ctrl+Z undoes, and Return or
 * Space selects the top card; the arrows and Backspace do what the widget actions
 * `deck.swipe-left`, `deck.swipe-right`, `deck.swipe-up`, `deck.swipe-down` and `deck.undo`
 * (disabled while nothing can be undone) do. The keys are the deck's class bindings, so they
 * work while the deck has the keyboard focus, and other keys, or these with Control or Alt, go on
 * to the widgets around it: a window whose Ctrl+Z should undo a swipe wherever the focus is adds
 * a shortcut of its own that activates `deck.undo` on the deck.
 *
 * Directions are physical, in a right-to-left locale too: [enum@Direction] `left` is a swipe
 * towards the left edge of the screen, the Left arrow key swipes left, and
 * [property@Deck:allowed-directions] and the stamps name the same sides. A swipe means what the
 * app says it means (Tinder's right is "yes" in every language), so the deck does not mirror it.
 *
 * Every option of the deck is a property, named after its key in Koloda's scenario format
 * (`visible-cards`, `loop`, `swipe-threshold`, …). Like every GTK widget, the deck is used from GTK's
 * thread only: a call from another thread, a deck made there, an action activated there or the
 * bound model changed there is a critical naming the call and does nothing, and a deck whose last
 * reference goes there is finished on GTK's thread.
 *
 * Every method and property may be used from inside every callback of the deck. Called from the
 * card function, the overlay function or a [signal@Deck::should-swipe] handler, which the deck
 * calls in the middle of an operation, a change (a swipe, an undo, a new model or function, a
 * change of the model) takes effect right after that operation, and methods that report whether
 * they took effect return %FALSE; the function that is running stays until it returns. Called
 * from a signal handler, a change takes effect at once, and the signals it causes follow the
 * current one.
 *
 * ## The cards' size and look
 *
 * A card is as tall as the deck, less the room the cards beneath it need to peek out, and at most
 * [property@Deck:max-card-aspect-ratio] as wide as it is tall (3:4 by default), centred: in a wide
 * window the cards stay card-shaped, with no [class@Adw.Clamp] needed. The card function's widget
 * fills its card and is clipped to the card's rounded corners (the `border-radius` of
 * `.koloda-card`). The card beneath the top one is opaque by default, unlike Koloda's; set
 * [property@Deck:transparentize-next-card] for Koloda's see-through next card.
 *
 * ## CSS nodes
 *
 * `KolodaDeck` has the CSS name `koloda-deck`; each card's widget is inside a node with the style
 * class `.koloda-card`, and the default stamps are labels with the style classes `.koloda-stamp`
 * and `.direction-left`, `.direction-right`, ….
 */
struct _KolodaDeck {
    GtkWidget parent_instance;
    /// The Swift side (its `KolodaView`), retained, while `connected`.
    void *swift;
    gboolean connected;
    /// How a card's accessible name is made from its item, or NULL.
    GtkExpression *card_name_expression;
    /// The item's string property that names its card, or NULL.
    char *card_name_property;
    /// Whether the app was told that an item has no such property.
    gboolean told_card_name_property;
    /// The cards declared as `<child>` elements of a GtkBuilder file, or NULL.
    GListStore *children;
};

static void koloda_deck_buildable_init(GtkBuildableIface *iface);

G_DEFINE_TYPE_WITH_CODE(KolodaDeck, koloda_deck, GTK_TYPE_WIDGET,
                        G_IMPLEMENT_INTERFACE(GTK_TYPE_BUILDABLE, koloda_deck_buildable_init))

G_DEFINE_ENUM_TYPE(KolodaDirection, koloda_direction, G_DEFINE_ENUM_VALUE(KOLODA_DIRECTION_LEFT, "left"),
                   G_DEFINE_ENUM_VALUE(KOLODA_DIRECTION_RIGHT, "right"), G_DEFINE_ENUM_VALUE(KOLODA_DIRECTION_UP, "up"),
                   G_DEFINE_ENUM_VALUE(KOLODA_DIRECTION_DOWN, "down"), G_DEFINE_ENUM_VALUE(KOLODA_DIRECTION_TOP_LEFT, "top-left"),
                   G_DEFINE_ENUM_VALUE(KOLODA_DIRECTION_TOP_RIGHT, "top-right"),
                   G_DEFINE_ENUM_VALUE(KOLODA_DIRECTION_BOTTOM_LEFT, "bottom-left"),
                   G_DEFINE_ENUM_VALUE(KOLODA_DIRECTION_BOTTOM_RIGHT, "bottom-right"))

G_DEFINE_FLAGS_TYPE(KolodaDirections, koloda_directions, G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_NONE, "none"),
                    G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_LEFT, "left"), G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_RIGHT, "right"),
                    G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_UP, "up"), G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_DOWN, "down"),
                    G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_TOP_LEFT, "top-left"),
                    G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_TOP_RIGHT, "top-right"),
                    G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_BOTTOM_LEFT, "bottom-left"),
                    G_DEFINE_ENUM_VALUE(KOLODA_DIRECTIONS_BOTTOM_RIGHT, "bottom-right"))

G_DEFINE_ENUM_TYPE(KolodaLayout, koloda_layout, G_DEFINE_ENUM_VALUE(KOLODA_LAYOUT_STACKED, "stacked"),
                   G_DEFINE_ENUM_VALUE(KOLODA_LAYOUT_BACKGROUND, "background"))

/**
 * koloda_deck_error_quark:
 *
 * The domain of the deck's errors, [error@DeckError].
 *
 * Returns: the error domain's quark
 */
G_DEFINE_QUARK(koloda-deck-error-quark, koloda_deck_error)

// A type of its own, so that GObject Introspection pairs the enumeration with its quark: every
// language catches `Koloda.DeckError` as an error domain.
G_DEFINE_ENUM_TYPE(KolodaDeckError, koloda_deck_error, G_DEFINE_ENUM_VALUE(KOLODA_DECK_ERROR_INVALID_STATE, "invalid-state"))

// The Swift side (KolodaGtk): a `KolodaView` for a deck made from C, Python, GtkBuilder…, and the
// options' properties, from `DeckOptions.catalogue`.
extern void _koloda_swift_attach(GtkWidget *deck);
extern void _koloda_swift_install_options(GObjectClass *klass);
extern void _koloda_swift_install_events(GObjectClass *klass);
extern void _koloda_swift_install_keys(GtkWidgetClass *klass);
// The Swift view's side of GTK's and GObject's calls and of the C functions below, on the view
// `swift` (once the call is checked).
extern void _koloda_swift_measure(void *view, GtkOrientation orientation, int *minimum, int *natural);
extern void _koloda_swift_size_allocate(void *view, int width, int height);
extern void _koloda_swift_snapshot(void *view, GtkSnapshot *snapshot);
extern void _koloda_swift_dispose(void *view);
extern void _koloda_swift_bind_model(void *view, GListModel *model, KolodaDeckCreateCardFunc create_card, gpointer user_data,
                                     GDestroyNotify user_data_free_func);
extern void _koloda_swift_set_create_overlay_func(void *view, KolodaDeckCreateOverlayFunc create_overlay, gpointer user_data,
                                                  GDestroyNotify user_data_free_func);
extern void _koloda_swift_get_property(void *view, guint property_id, GValue *value);
extern void _koloda_swift_set_property(void *view, guint property_id, const GValue *value);
extern int _koloda_swift_runs_main_queue(void);

/// The signal of each event, by its place in the engine's catalogue (`DeckEvent.catalogue`).
#define KOLODA_DECK_MAX_EVENTS 32
static guint event_signals[KOLODA_DECK_MAX_EVENTS];
static guint n_event_signals;
static guint should_swipe_signal;
/// Enough for the deck's own properties and every option of the catalogue.
#define KOLODA_DECK_MAX_PROPERTIES 64
static GParamSpec *properties[KOLODA_DECK_MAX_PROPERTIES];
static guint n_properties = KOLODA_DECK_PROP_FIRST_OPTION;
/// Set while a Swift `KolodaView` makes its own deck, which it then connects itself.
static gboolean made_for_swift;

/// Whether the calling thread is the process's first thread, where C, Python, JavaScript and Vala
/// apps call gtk_init() and run GTK's main loop, and Swift apps run their main actor.
static gboolean koloda_is_process_main_thread(void) {
    // Asked at every frame: each thread asks the kernel once.
    static __thread int known; // 0: not yet asked; 1: the first thread; 2: another
    if (G_UNLIKELY(known == 0)) known = (pid_t)syscall(SYS_gettid) == getpid() ? 1 : 2;
    return known == 1;
}

/// Whether the library was loaded on another thread than the process's first: a Python or
/// JavaScript app whose first use of Koloda (`Koloda.Deck.list_properties()`, say) came from a
/// worker thread. libdispatch, linked into the library, binds its main queue, Swift's main actor,
/// to the thread that loads it, so the deck's Swift side can run on no thread of such a process:
/// the worker has gone, and the first thread is not the main actor's.
static gboolean loaded_off_first_thread;

__attribute__((constructor)) static void koloda_note_loading_thread(void) { loaded_off_first_thread = !koloda_is_process_main_thread(); }

/// Whether the calling thread is GTK's: the thread the deck's Swift side runs on, Swift's main
/// actor. That is the process's first thread, where apps run GTK's main loop, or a thread running
/// libdispatch's main queue, which Swift's test runner lends its main actor from one job to the
/// next. Neither the first thread to touch the class nor the last to run a main loop decides: a
/// loop run on another thread is not GTK's thread, since the Swift side cannot be called there.
/// In a process that loaded the library on another thread, no thread is.
static gboolean koloda_is_gtk_thread(void) {
    return !loaded_off_first_thread && (koloda_is_process_main_thread() || _koloda_swift_runs_main_queue());
}

/// GTK's threading rule with GTK's manners: a call from another thread than GTK's is a critical
/// naming the call, and the caller does nothing. (Swift's main-actor check would end the process,
/// which Python and JavaScript cannot catch.)
gboolean koloda_on_gtk_thread(const char *call) {
    if (G_LIKELY(koloda_is_gtk_thread())) return TRUE;
    if (loaded_off_first_thread)
        g_critical("%s: libkoloda-1 was loaded on a thread other than the process's first (Koloda was first used from a worker "
                   "thread), which binds the Swift main actor the deck runs on to that thread: no deck can work in this process; "
                   "call Koloda.init() (koloda_init()) on the main thread before any other thread uses Koloda; nothing was done",
                   call);
    else
        g_critical("%s: called from a thread other than GTK's; KolodaDeck, like every GTK widget, is used from the thread that runs "
                   "GTK only (schedule the call with g_idle_add); nothing was done",
                   call);
    return FALSE;
}

// The check of a function of koloda.h that the C side keeps: the same as the Swift side's
// (koloda_deck_get_swift), a deck, on GTK's thread, with its view attached.
#define KOLODA_DECK_CHECK(self, value)                                                                                                     \
    G_STMT_START {                                                                                                                         \
        if (!koloda_deck_get_swift((self), G_STRFUNC)) return value;                                                                      \
    }                                                                                                                                      \
    G_STMT_END
#define KOLODA_DECK_CHECK_VOID(self) KOLODA_DECK_CHECK(self, )

// Swift's main actor on the GLib main loop: libdispatch's main queue, which Swift's main actor
// runs its jobs on, is drained by CoreFoundation's run loop or by dispatch_main(), neither of which
// runs in a GTK app (Python's or GJS's included). Its wake-up file descriptor is watched from the
// default main context instead, and the queue drained there.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static gboolean koloda_drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    eventfd_t count;
    (void)eventfd_read(fd, &count);
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

static void koloda_bridge_main_queue(void) {
    // Drained from a thread the queue is not bound to, libdispatch would end the process.
    if (loaded_off_first_thread) return;
    int fd = _dispatch_get_main_queue_handle_4CF();
    if (fd >= 0) g_unix_fd_add(fd, G_IO_IN, koloda_drain_main_queue, NULL);
}

static void koloda_deck_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                                int *minimum_baseline, int *natural_baseline) {
    KolodaDeck *self = KOLODA_DECK(widget);
    *minimum = 0;
    *natural = 0;
    *minimum_baseline = -1;
    *natural_baseline = -1;
    if (self->connected && koloda_called_back_on_gtk_thread(G_STRFUNC)) _koloda_swift_measure(self->swift, orientation, minimum, natural);
}

static void koloda_deck_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    KolodaDeck *self = KOLODA_DECK(widget);
    if (self->connected && koloda_called_back_on_gtk_thread(G_STRFUNC)) _koloda_swift_size_allocate(self->swift, width, height);
}

static void koloda_deck_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    KolodaDeck *self = KOLODA_DECK(widget);
    if (self->connected) {
        if (koloda_called_back_on_gtk_thread(G_STRFUNC)) {
            _koloda_swift_snapshot(self->swift, snapshot);
            // After the drawing, which may have asked for photos: the frame is rendered next.
            koloda_photo_decodes_give_way(widget);
        }
    } else
        GTK_WIDGET_CLASS(koloda_deck_parent_class)->snapshot(widget, snapshot);
}

static void koloda_deck_constructed(GObject *object) {
    G_OBJECT_CLASS(koloda_deck_parent_class)->constructed(object);
    // A deck made on another thread than GTK's stays an empty widget that does nothing.
    if (!made_for_swift && koloda_on_gtk_thread("g_object_new (KolodaDeck)")) _koloda_swift_attach(GTK_WIDGET(object));
}

static gboolean koloda_deck_release_on_gtk_thread(gpointer object) {
    if (koloda_is_gtk_thread()) {
        g_object_unref(object);
    } else {
        // GTK's main loop runs on another thread than the deck's: the deck cannot be finished
        // there, and asking again would ask forever.
        g_critical("koloda_deck_dispose: GTK's main loop runs on a thread other than the process's first thread, where KolodaDeck is "
                   "used; a deck let go of on another thread cannot be finished, and its memory is kept");
    }
    return G_SOURCE_REMOVE;
}

static void koloda_deck_dispose(GObject *object) {
    KolodaDeck *self = KOLODA_DECK(object);
    if (!koloda_is_gtk_thread()) {
        // The last reference went on another thread: the deck is kept alive, and let go of again
        // on GTK's thread, where it is disposed of and finalized.
        g_critical("koloda_deck_dispose: the last reference to a KolodaDeck was dropped on a thread other than GTK's; the deck is "
                   "finished on GTK's thread");
        g_idle_add_full(G_PRIORITY_DEFAULT, koloda_deck_release_on_gtk_thread, g_object_ref(object), NULL);
        return;
    }
    if (self->connected) {
        self->connected = FALSE;
        _koloda_swift_dispose(self->swift);
    }
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    g_clear_pointer(&self->card_name_expression, gtk_expression_unref);
    g_clear_pointer(&self->card_name_property, g_free);
    g_clear_object(&self->children);
    G_OBJECT_CLASS(koloda_deck_parent_class)->dispose(object);
}

/// Whether a property may be got or set: one of the deck's, on GTK's thread.
static gboolean koloda_deck_takes_property(GObject *object, guint property_id, GParamSpec *pspec, const char *call) {
    if (property_id == 0 || property_id >= n_properties) {
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, property_id, pspec);
        return FALSE;
    }
    return koloda_on_gtk_thread(call);
}

static void koloda_deck_get_property(GObject *object, guint property_id, GValue *value, GParamSpec *pspec) {
    KolodaDeck *self = KOLODA_DECK(object);
    if (!koloda_deck_takes_property(object, property_id, pspec, G_STRFUNC)) return;
    if (property_id == KOLODA_DECK_PROP_CARD_NAME_PROPERTY)
        g_value_set_string(value, self->card_name_property);
    else if (property_id == KOLODA_DECK_PROP_CARD_NAME_EXPRESSION)
        gtk_value_set_expression(value, self->card_name_expression);
    else if (self->connected)
        _koloda_swift_get_property(self->swift, property_id, value);
}

static void koloda_deck_set_property(GObject *object, guint property_id, const GValue *value, GParamSpec *pspec) {
    KolodaDeck *self = KOLODA_DECK(object);
    if (!koloda_deck_takes_property(object, property_id, pspec, G_STRFUNC)) return;
    if (property_id == KOLODA_DECK_PROP_CARD_NAME_PROPERTY)
        koloda_deck_set_card_name_property(self, g_value_get_string(value));
    else if (property_id == KOLODA_DECK_PROP_CARD_NAME_EXPRESSION)
        koloda_deck_set_card_name_expression(self, gtk_value_get_expression(value));
    else if (self->connected)
        _koloda_swift_set_property(self->swift, property_id, value);
}

static gboolean koloda_deck_real_should_swipe(KolodaDeck *self, guint index, KolodaDirection direction) {
    (void)self;
    (void)index;
    (void)direction;
    return TRUE;
}

/// A card declared as a `<child>`: its widget is the item, and the card shows it.
static GtkWidget *koloda_deck_child_card(GObject *item, gpointer user_data) {
    (void)user_data;
    GtkWidget *widget = GTK_WIDGET(item);
    // Still on its way out (an undo while it flies off): the card comes back empty rather than
    // taking the widget from under the card that leaves.
    if (gtk_widget_get_parent(widget) != NULL) return NULL;
    return g_object_ref(widget);
}

/// A `<child>` of a GtkBuilder file: a widget is a card, after the ones before it, as
/// AdwCarousel's pages are; the deck shows them while no other model is bound.
static void koloda_deck_buildable_add_child(GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type) {
    (void)builder;
    KolodaDeck *self = KOLODA_DECK(buildable);
    if (!GTK_IS_WIDGET(child) || type != NULL) {
        g_warning("KolodaDeck: a <child%s%s%s> of type %s in a GtkBuilder file is left out: a card is a widget, declared with no type",
                  type ? " type=\"" : "", type ? type : "", type ? "\"" : "", G_OBJECT_TYPE_NAME(child));
        return;
    }
    gboolean first = self->children == NULL;
    if (first) self->children = g_list_store_new(GTK_TYPE_WIDGET);
    g_list_store_append(self->children, child);
    if (first) koloda_deck_bind_model(self, G_LIST_MODEL(self->children), koloda_deck_child_card, NULL, NULL);
}

static void koloda_deck_buildable_init(GtkBuildableIface *iface) { iface->add_child = koloda_deck_buildable_add_child; }

static void koloda_deck_class_init(KolodaDeckClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->constructed = koloda_deck_constructed;
    object_class->dispose = koloda_deck_dispose;
    object_class->get_property = koloda_deck_get_property;
    object_class->set_property = koloda_deck_set_property;
    widget_class->measure = koloda_deck_measure;
    widget_class->size_allocate = koloda_deck_size_allocate;
    widget_class->snapshot = koloda_deck_snapshot;

    /**
     * KolodaDeck:model: (getter get_model)
     *
     * The model whose items the cards show, as [method@Deck.bind_model] bound it.
     */
    properties[KOLODA_DECK_PROP_MODEL] =
        g_param_spec_object("model", NULL, NULL, G_TYPE_LIST_MODEL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:current-index: (getter get_current_index) (setter set_current_index)
     *
     * The index in the model of the top card; equal to [property@Deck:n-cards] once every card is
     * swiped. Setting it shows that card on top.
     */
    properties[KOLODA_DECK_PROP_CURRENT_INDEX] = g_param_spec_uint("current-index", NULL, NULL, 0, G_MAXINT, 0,
                                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:n-cards: (getter get_n_cards)
     *
     * How many cards the deck has: the model's items.
     */
    properties[KOLODA_DECK_PROP_N_CARDS] =
        g_param_spec_uint("n-cards", NULL, NULL, 0, G_MAXINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:can-undo: (getter get_can_undo)
     *
     * Whether [method@Deck.undo] would bring a card back: bind an Undo button's
     * [property@Gtk.Widget:sensitive] to it.
     */
    properties[KOLODA_DECK_PROP_CAN_UNDO] =
        g_param_spec_boolean("can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:interactive: (getter get_interactive) (setter set_interactive)
     *
     * Whether the user can drag, tap and swipe the cards with the pointer and the keys. The app's
     * own calls ([method@Deck.swipe], [method@Deck.undo]) work either way.
     */
    properties[KOLODA_DECK_PROP_INTERACTIVE] = g_param_spec_boolean(
        "interactive", NULL, NULL, TRUE, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:allowed-directions: (getter get_allowed_directions) (setter set_allowed_directions)
     *
     * The directions a card may be swiped in, by the user or by [method@Deck.swipe].
     */
    properties[KOLODA_DECK_PROP_ALLOWED_DIRECTIONS] =
        g_param_spec_flags("allowed-directions", NULL, NULL, KOLODA_TYPE_DIRECTIONS, KOLODA_DIRECTIONS_LEFT | KOLODA_DIRECTIONS_RIGHT,
                           G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:layout:
     *
     * How the cards behind the top one are laid out. Setting it keeps the other options.
     */
    properties[KOLODA_DECK_PROP_LAYOUT] = g_param_spec_enum("layout", NULL, NULL, KOLODA_TYPE_LAYOUT, KOLODA_LAYOUT_STACKED,
                                                            G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:card-name-expression: (getter get_card_name_expression) (setter set_card_name_expression)
     *
     * How a card's accessible name is made from its item: an expression evaluated on the item that
     * gives a string, such as a [class@Gtk.PropertyExpression] of the item's title. Assistive
     * technology then says "Card 2 of 8: " and that name for the top card. Without one, an item of
     * a [class@Gtk.StringList] is named by its string, and other items by their position only.
     */
    properties[KOLODA_DECK_PROP_CARD_NAME_EXPRESSION] =
        gtk_param_spec_expression("card-name-expression", NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:card-name-property: (getter get_card_name_property) (setter set_card_name_property)
     *
     * The name of the string property of each item that names its card for assistive technology
     * (`title`, say): the way to name cards from any language and from a Blueprint or `.ui` file,
     * as a plain string. Setting it replaces [property@Deck:card-name-expression], and setting
     * that replaces it. An item without such a string property is named by its position only,
     * and a critical says so once.
     */
    properties[KOLODA_DECK_PROP_CARD_NAME_PROPERTY] =
        g_param_spec_string("card-name-property", NULL, NULL, NULL, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    /**
     * KolodaDeck:max-card-aspect-ratio: (getter get_max_card_aspect_ratio) (setter set_max_card_aspect_ratio)
     *
     * The widest a card may be, as its width over its height: in a room wider than that, the
     * cards keep this shape, as tall as the deck and centred in it, rather than stretch into a
     * landscape slab; in a narrower room they fill the deck's width. 0 lets the cards fill the
     * deck whatever its shape. 0.75 (3:4, portrait) by default.
     */
    properties[KOLODA_DECK_PROP_MAX_CARD_ASPECT_RATIO] = g_param_spec_double(
        "max-card-aspect-ratio", NULL, NULL, 0, 100, 0.75, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    for (guint id = KOLODA_DECK_PROP_MODEL; id < KOLODA_DECK_PROP_FIRST_OPTION; id++)
        g_object_class_install_property(object_class, id, properties[id]);
    _koloda_swift_install_options(object_class);
    // Two of the options' properties, documented here: the others' documentation is made from
    // their GParamSpecs (scripts/gir-catalogue-docs.py).
    /**
     * KolodaDeck:reset-spring:
     *
     * The spring a card released before the threshold springs back on: Koloda's, stiffness
     * 512.03, damping 26.75 and mass 1 (facebook/pop's bounciness 10, speed 20), by default. A
     * spring whose stiffness or mass is not greater than 0, or whose damping is negative, is
     * refused with a critical and the deck keeps the one it had.
     */
    /**
     * KolodaDeck:relayout-animation:
     *
     * How the cards move to their new places when the deck is laid out again (a card inserted,
     * removed, or brought back): 0.2 seconds along CSS's `ease-out` curve (0, 0, 0.58, 1) by
     * default, or a spring (the background layout's preset uses Koloda 2's bounce spring). A
     * negative duration, a curve whose x coordinates are not from 0 to 1, or an invalid spring
     * is refused with a critical and the deck keeps the timing it had.
     */

    // The events' signals, from the engine's catalogue (`DeckEvent.catalogue`), which documents
    // them too: their docs are made from it (scripts/gir-catalogue-docs.py).
    _koloda_swift_install_events(object_class);
    /**
     * KolodaDeck::should-swipe:
     * @self: the deck
     * @index: the index of the card
     * @direction: the direction it would leave in
     *
     * Asks whether the card may be swiped in @direction; a handler that returns %FALSE keeps it
     * (it springs back). The first handler's answer counts; without one, the card goes.
     *
     * Returns: whether the card may be swiped
     */
    should_swipe_signal =
        g_signal_new_class_handler("should-swipe", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, G_CALLBACK(koloda_deck_real_should_swipe),
                                   g_signal_accumulator_first_wins, NULL, NULL, G_TYPE_BOOLEAN, 2, G_TYPE_UINT, KOLODA_TYPE_DIRECTION);

    _koloda_swift_install_keys(widget_class);

    gtk_widget_class_set_css_name(widget_class, "koloda-deck");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
    koloda_bridge_main_queue();
}

static void koloda_deck_init(KolodaDeck *self) {
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    gtk_widget_set_overflow(GTK_WIDGET(self), GTK_OVERFLOW_VISIBLE);
    gtk_widget_action_set_enabled(GTK_WIDGET(self), "deck.undo", FALSE);
}

/**
 * koloda_init:
 *
 * Registers Koloda's types, so that GtkBuilder files can name `KolodaDeck`. Call it after
 * gtk_init(); calling it again does nothing.
 */
void koloda_init(void) {
    g_type_ensure(KOLODA_TYPE_DECK);
    g_type_ensure(KOLODA_TYPE_DIRECTION);
    g_type_ensure(KOLODA_TYPE_DIRECTIONS);
    g_type_ensure(KOLODA_TYPE_LAYOUT);
}

/// GTK's calls into the deck (measuring, allocating, drawing, its controllers' signals, the
/// frame clock) with GTK's manners when they come on another thread, because GTK's main loop runs
/// there: a critical naming the call, said once in the process since they come at every frame,
/// and nothing done. (The deck's Swift side runs on Swift's main actor only, and its check would
/// end the process.)
gboolean koloda_called_back_on_gtk_thread(const char *call) {
    static gint told;
    if (G_LIKELY(koloda_is_gtk_thread())) return TRUE;
    if (g_atomic_int_compare_and_exchange(&told, 0, 1))
        g_critical("%s: GTK called the deck from a thread other than the process's first, where its main loop runs; KolodaDeck "
                   "is used from the process's first thread only, where GTK's main loop must run: the deck does nothing here "
                   "(said once)",
                   call);
    return FALSE;
}

/**
 * koloda_deck_new:
 *
 * Creates a deck with no cards: give it a model with [method@Deck.bind_model].
 *
 * Returns: the new deck
 */
GtkWidget *koloda_deck_new(void) {
    if (!koloda_on_gtk_thread(G_STRFUNC)) return NULL;
    return g_object_new(KOLODA_TYPE_DECK, NULL);
}

GtkWidget *koloda_deck_new_for_swift(void) {
    made_for_swift = TRUE;
    GtkWidget *deck = g_object_new(KOLODA_TYPE_DECK, NULL);
    made_for_swift = FALSE;
    return deck;
}

void *koloda_deck_get_swift(gpointer deck, const char *call) {
    if (!KOLODA_IS_DECK(deck)) {
        koloda_return_if_fail_warning(call, "KOLODA_IS_DECK (self)");
        return NULL;
    }
    if (!koloda_on_gtk_thread(call)) return NULL;
    KolodaDeck *self = KOLODA_DECK(deck);
    return self->connected ? self->swift : NULL;
}

void koloda_deck_attach_swift(GtkWidget *deck, void *view) {
    KolodaDeck *self = KOLODA_DECK(deck);
    self->swift = view;
    self->connected = TRUE;
    gtk_widget_queue_resize(deck);
}

guint koloda_deck_class_install_property(GObjectClass *klass, GParamSpec *pspec) {
    g_return_val_if_fail(n_properties < KOLODA_DECK_MAX_PROPERTIES, 0);
    guint id = n_properties++;
    properties[id] = pspec;
    g_object_class_install_property(klass, id, pspec);
    return id;
}

void koloda_deck_notify(GtkWidget *deck, guint property_id) {
    if (property_id > 0 && property_id < n_properties) g_object_notify_by_pspec(G_OBJECT(deck), properties[property_id]);
}

void koloda_deck_enable_action(GtkWidget *deck, const char *action, gboolean enabled) {
    gtk_widget_action_set_enabled(deck, action, enabled);
}

/**
 * koloda_deck_bind_model:
 * @self: a deck
 * @model: (nullable): the cards' items: a [iface@Gio.ListModel] of any GObject items, or %NULL
 *   for no cards
 * @create_card: (nullable) (scope notified) (closure user_data) (destroy user_data_free_func): makes the
 *   widget of a card; %NULL only with no model
 * @user_data: (nullable): data for @create_card
 * @user_data_free_func: (nullable): frees @user_data
 *
 * Shows the items of @model as cards, from the first one (or from the card a state restored
 * before names, see [method@Deck.restore_state]). @create_card makes a card's widget when the
 * card becomes visible; the deck lets go of it when the card has left, so only the visible cards
 * have widgets. The model's changes are the deck's: items added, removed or changed move, fade in
 * or out and show again, at rest and while a card is dragged.
 *
 * The deck follows the items by identity, as [class@Gtk.SingleSelection] follows its selected
 * item, so that a [class@Gtk.FilterListModel] or a [class@Gtk.SortListModel] may be bound: the
 * top card, the cards beneath it and the swiped ones (what an undo brings back) stay with their
 * items through any change, even one reported as a single span. The items before the top card
 * count as done: a filter that lets back items placed before the top card's item leaves them
 * behind it; one that leaves only swiped items runs the deck out ([signal@Deck::ran-out]). The
 * deck keeps a reference to each item; an item given again in its place (a span removed and
 * added with the same items) reloads its card.
 *
 * Binding another model (or %NULL) replaces this one.
 */
void koloda_deck_bind_model(KolodaDeck *self, GListModel *model, KolodaDeckCreateCardFunc create_card, gpointer user_data,
                            GDestroyNotify user_data_free_func) {
    g_return_if_fail(KOLODA_IS_DECK(self));
    g_return_if_fail(model == NULL || G_IS_LIST_MODEL(model));
    g_return_if_fail(model == NULL || create_card != NULL);
    if (!koloda_on_gtk_thread(G_STRFUNC) || !self->connected) {
        if (user_data_free_func) user_data_free_func(user_data);
        return;
    }
    _koloda_swift_bind_model(self->swift, model, create_card, user_data, user_data_free_func);
}

/**
 * koloda_deck_set_create_overlay_func:
 * @self: a deck
 * @create_overlay: (nullable) (scope notified) (closure user_data) (destroy user_data_free_func):
 *   makes the widget drawn over a card while it is swiped, or %NULL for the default LIKE and NOPE
 *   stamps
 * @user_data: (nullable): data for @create_overlay
 * @user_data_free_func: (nullable): frees @user_data
 *
 * Replaces the stamps drawn over a card while it is swiped with the app's own widget. The deck
 * tells the widget where the swipe goes with a style class, `.direction-left`,
 * `.direction-right`, … (none while the card is at rest), and how far it went with the opacity it
 * draws the widget at, from 0 at rest to 1 at the threshold. Cards already visible keep their
 * overlay.
 */
void koloda_deck_set_create_overlay_func(KolodaDeck *self, KolodaDeckCreateOverlayFunc create_overlay, gpointer user_data,
                                         GDestroyNotify user_data_free_func) {
    g_return_if_fail(KOLODA_IS_DECK(self));
    if (!koloda_on_gtk_thread(G_STRFUNC) || !self->connected) {
        if (user_data_free_func) user_data_free_func(user_data);
        return;
    }
    _koloda_swift_set_create_overlay_func(self->swift, create_overlay, user_data, user_data_free_func);
}

/**
 * koloda_deck_get_card_name_expression:
 * @self: a deck
 *
 * Gets how a card's accessible name is made from its item ([property@Deck:card-name-expression]).
 *
 * Returns: (transfer none) (nullable): how a card's accessible name is made from its item
 */
GtkExpression *koloda_deck_get_card_name_expression(KolodaDeck *self) {
    KOLODA_DECK_CHECK(self, NULL);
    return self->card_name_expression;
}

/**
 * koloda_deck_set_card_name_expression:
 * @self: a deck
 * @expression: (nullable) (transfer none): an expression that gives a string from an item
 *
 * Sets how a card's accessible name is made from its item ([property@Deck:card-name-expression]).
 */
void koloda_deck_set_card_name_expression(KolodaDeck *self, GtkExpression *expression) {
    KOLODA_DECK_CHECK_VOID(self);
    if (expression != NULL && !g_type_is_a(gtk_expression_get_value_type(expression), G_TYPE_STRING)) {
        g_critical("koloda_deck_set_card_name_expression: the expression gives a %s, not a string; the card names stay as they were",
                   g_type_name(gtk_expression_get_value_type(expression)));
        return;
    }
    if (self->card_name_expression == expression) return;
    if (expression != NULL) gtk_expression_ref(expression);
    g_clear_pointer(&self->card_name_expression, gtk_expression_unref);
    self->card_name_expression = expression;
    g_object_freeze_notify(G_OBJECT(self));
    if (expression != NULL && self->card_name_property != NULL) {
        g_clear_pointer(&self->card_name_property, g_free);
        g_object_notify_by_pspec(G_OBJECT(self), properties[KOLODA_DECK_PROP_CARD_NAME_PROPERTY]);
    }
    g_object_notify_by_pspec(G_OBJECT(self), properties[KOLODA_DECK_PROP_CARD_NAME_EXPRESSION]);
    g_object_thaw_notify(G_OBJECT(self));
}

/**
 * koloda_deck_get_card_name_property:
 * @self: a deck
 *
 * Gets the item property that names each card ([property@Deck:card-name-property]).
 *
 * Returns: (transfer none) (nullable): the name of the item property that names each card
 */
const char *koloda_deck_get_card_name_property(KolodaDeck *self) {
    KOLODA_DECK_CHECK(self, NULL);
    return self->card_name_property;
}

/**
 * koloda_deck_set_card_name_property:
 * @self: a deck
 * @property: (nullable): the name of a string property of the items, or %NULL
 *
 * Sets the item property that names each card ([property@Deck:card-name-property]).
 */
void koloda_deck_set_card_name_property(KolodaDeck *self, const char *property) {
    KOLODA_DECK_CHECK_VOID(self);
    if (g_strcmp0(self->card_name_property, property) == 0) return;
    g_free(self->card_name_property);
    self->card_name_property = g_strdup(property);
    self->told_card_name_property = FALSE;
    g_object_freeze_notify(G_OBJECT(self));
    if (property != NULL && self->card_name_expression != NULL) {
        g_clear_pointer(&self->card_name_expression, gtk_expression_unref);
        g_object_notify_by_pspec(G_OBJECT(self), properties[KOLODA_DECK_PROP_CARD_NAME_EXPRESSION]);
    }
    g_object_notify_by_pspec(G_OBJECT(self), properties[KOLODA_DECK_PROP_CARD_NAME_PROPERTY]);
    g_object_thaw_notify(G_OBJECT(self));
}

/// The string value of the item's property named by card-name-property, or NULL (said once).
static char *koloda_deck_dup_card_name_from_property(KolodaDeck *self, GObject *item) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(item), self->card_name_property);
    if (spec == NULL || !g_type_is_a(spec->value_type, G_TYPE_STRING) || !(spec->flags & G_PARAM_READABLE)) {
        if (!self->told_card_name_property) {
            self->told_card_name_property = TRUE;
            g_critical("KolodaDeck:card-name-property: the items (%s) have no readable string property '%s'; their cards are named by "
                       "their position only",
                       G_OBJECT_TYPE_NAME(item), self->card_name_property);
        }
        return NULL;
    }
    char *name = NULL;
    g_object_get(item, self->card_name_property, &name, NULL);
    return name;
}

char *koloda_deck_dup_card_name(GtkWidget *deck, gpointer item) {
    KolodaDeck *self = KOLODA_DECK(deck);
    if (self->card_name_property != NULL) return koloda_deck_dup_card_name_from_property(self, G_OBJECT(item));
    if (self->card_name_expression == NULL) return GTK_IS_STRING_OBJECT(item) ? g_strdup(gtk_string_object_get_string(item)) : NULL;
    GValue value = G_VALUE_INIT;
    if (!gtk_expression_evaluate(self->card_name_expression, item, &value)) return NULL;
    char *name = g_value_dup_string(&value);
    g_value_unset(&value);
    return name;
}

/// The GType of a field of an event.
static GType koloda_event_field_gtype(KolodaEventFieldType type) {
    switch (type) {
    case KOLODA_EVENT_FIELD_UINT: return G_TYPE_UINT;
    case KOLODA_EVENT_FIELD_DIRECTION: return KOLODA_TYPE_DIRECTION;
    case KOLODA_EVENT_FIELD_DOUBLE: return G_TYPE_DOUBLE;
    case KOLODA_EVENT_FIELD_STRING: return G_TYPE_STRING;
    case KOLODA_EVENT_FIELD_INDEXES: return G_TYPE_VARIANT;
    }
    g_return_val_if_reached(G_TYPE_NONE);
}

void koloda_deck_class_add_event(GObjectClass *klass, const char *name, guint n_fields, const KolodaEventFieldType *types) {
    g_return_if_fail(n_event_signals < KOLODA_DECK_MAX_EVENTS && n_fields <= 4);
    GType params[4];
    for (guint i = 0; i < n_fields; i++) params[i] = koloda_event_field_gtype(types[i]);
    event_signals[n_event_signals++] =
        g_signal_newv(name, G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL, G_TYPE_NONE, n_fields, params);
}

gboolean koloda_deck_event_is_heard(GtkWidget *deck, guint event) {
    return event < n_event_signals && g_signal_has_handler_pending(deck, event_signals[event], 0, FALSE);
}

void koloda_deck_emit_event(GtkWidget *deck, guint event, guint n_fields, const KolodaEventField *fields) {
    g_return_if_fail(event < n_event_signals && n_fields <= 4);
    GValue values[5] = {G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT};
    g_value_init_from_instance(&values[0], deck);
    for (guint i = 0; i < n_fields; i++) {
        const KolodaEventField *field = &fields[i];
        GValue *value = &values[i + 1];
        g_value_init(value, koloda_event_field_gtype(field->type));
        switch (field->type) {
        case KOLODA_EVENT_FIELD_UINT: g_value_set_uint(value, field->number); break;
        case KOLODA_EVENT_FIELD_DIRECTION: g_value_set_enum(value, (gint)field->number); break;
        case KOLODA_EVENT_FIELD_DOUBLE: g_value_set_double(value, field->real); break;
        case KOLODA_EVENT_FIELD_STRING: g_value_set_string(value, field->text); break;
        case KOLODA_EVENT_FIELD_INDEXES:
            g_value_set_variant(value, g_variant_new_fixed_array(G_VARIANT_TYPE_UINT32, field->indexes, field->n_indexes, sizeof(guint32)));
            break;
        }
    }
    g_signal_emitv(values, event_signals[event], 0, NULL);
    for (guint i = 0; i <= n_fields; i++) g_value_unset(&values[i]);
}

gboolean koloda_deck_emit_should_swipe(GtkWidget *deck, guint index, KolodaDirection direction) {
    gboolean answer = TRUE;
    g_signal_emit(deck, should_swipe_signal, 0, index, direction, &answer);
    return answer;
}


void koloda_return_if_fail_warning(const char *call, const char *expression) { g_return_if_fail_warning(G_LOG_DOMAIN, call, expression); }

void koloda_critical(const char *subject, const char *message) { g_critical("%s: %s", subject, message); }

void koloda_command_line_print(GApplicationCommandLine *command_line, const char *text, gboolean to_stderr) {
  if (to_stderr)
    g_application_command_line_printerr(command_line, "%s", text);
  else
    g_application_command_line_print(command_line, "%s", text);
}
