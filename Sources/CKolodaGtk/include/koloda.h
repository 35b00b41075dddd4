// SPDX-License-Identifier: MIT
// Koloda-1: a deck of cards that the user swipes, as a GTK 4 widget for every GNOME language.
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * KolodaDirection:
 * @KOLODA_DIRECTION_LEFT: to the left
 * @KOLODA_DIRECTION_RIGHT: to the right
 * @KOLODA_DIRECTION_UP: up
 * @KOLODA_DIRECTION_DOWN: down
 * @KOLODA_DIRECTION_TOP_LEFT: up and to the left
 * @KOLODA_DIRECTION_TOP_RIGHT: up and to the right
 * @KOLODA_DIRECTION_BOTTOM_LEFT: down and to the left
 * @KOLODA_DIRECTION_BOTTOM_RIGHT: down and to the right
 *
 * A direction a card is swiped in.
 */
typedef enum {
    KOLODA_DIRECTION_LEFT,
    KOLODA_DIRECTION_RIGHT,
    KOLODA_DIRECTION_UP,
    KOLODA_DIRECTION_DOWN,
    KOLODA_DIRECTION_TOP_LEFT,
    KOLODA_DIRECTION_TOP_RIGHT,
    KOLODA_DIRECTION_BOTTOM_LEFT,
    KOLODA_DIRECTION_BOTTOM_RIGHT,
} KolodaDirection;

/**
 * KolodaDirections:
 * @KOLODA_DIRECTIONS_NONE: no direction
 * @KOLODA_DIRECTIONS_LEFT: to the left
 * @KOLODA_DIRECTIONS_RIGHT: to the right
 * @KOLODA_DIRECTIONS_UP: up
 * @KOLODA_DIRECTIONS_DOWN: down
 * @KOLODA_DIRECTIONS_TOP_LEFT: up and to the left
 * @KOLODA_DIRECTIONS_TOP_RIGHT: up and to the right
 * @KOLODA_DIRECTIONS_BOTTOM_LEFT: down and to the left
 * @KOLODA_DIRECTIONS_BOTTOM_RIGHT: down and to the right
 *
 * A set of directions: those a card may be swiped in.
 */
typedef enum /*< flags >*/ {
    KOLODA_DIRECTIONS_NONE = 0,
    KOLODA_DIRECTIONS_LEFT = 1 << 0,
    KOLODA_DIRECTIONS_RIGHT = 1 << 1,
    KOLODA_DIRECTIONS_UP = 1 << 2,
    KOLODA_DIRECTIONS_DOWN = 1 << 3,
    KOLODA_DIRECTIONS_TOP_LEFT = 1 << 4,
    KOLODA_DIRECTIONS_TOP_RIGHT = 1 << 5,
    KOLODA_DIRECTIONS_BOTTOM_LEFT = 1 << 6,
    KOLODA_DIRECTIONS_BOTTOM_RIGHT = 1 << 7,
} KolodaDirections;

/**
 * KolodaLayout:
 * @KOLODA_LAYOUT_STACKED: the cards behind peek out below (or above) the top card, each a little
 *   smaller
 * @KOLODA_LAYOUT_BACKGROUND: Koloda 2's layout: the top card inset 10 points from the deck's
 *   sides and 20 from its top, 1.25 times as high as it is wide; the cards behind it one and a
 *   half times the deck's width, centred at the deck's top, so they stand out around the top
 *   card. Koloda 2 showed them with [property@Deck:visible-cards] 2,
 *   [property@Deck:alpha-semi-transparent] 0.1, the cards behind still during a drag
 *   ([property@Deck:move-background-cards] off) and a bouncy [property@Deck:relayout-animation]:
 *   setting the layout leaves those properties as they are
 *
 * How the cards behind the top card are laid out.
 */
typedef enum {
    KOLODA_LAYOUT_STACKED,
    KOLODA_LAYOUT_BACKGROUND,
} KolodaLayout;

/**
 * KOLODA_DECK_ERROR:
 *
 * The error domain of [class@Deck]'s methods.
 */
#define KOLODA_DECK_ERROR (koloda_deck_error_quark())

/**
 * KolodaDeckError:
 * @KOLODA_DECK_ERROR_INVALID_STATE: a saved state that is not a deck's state, or that does not
 *   fit the deck's cards
 *
 * Errors of [class@Deck]'s methods.
 */
typedef enum {
    KOLODA_DECK_ERROR_INVALID_STATE,
} KolodaDeckError;

/**
 * KolodaSpring:
 * @stiffness: the spring constant k, greater than 0
 * @damping: the damping coefficient c, 0 or more
 * @mass: the mass m, greater than 0
 *
 * A damped spring, m·ẍ + c·ẋ + k·x = 0, evaluated in closed form, as the deck's motions use
 * ([property@Deck:reset-spring]). Its damping ratio c / (2·√(k·m)) is 1 when critically damped;
 * less oscillates, more creeps.
 */
typedef struct {
    double stiffness;
    double damping;
    double mass;
} KolodaSpring;

/**
 * KolodaTiming:
 * @duration: how long the motion lasts along the curve, in seconds, 0 or more
 * @x1: the x coordinate of the curve's first control point, from 0 to 1
 * @y1: the y coordinate of the curve's first control point
 * @x2: the x coordinate of the curve's second control point, from 0 to 1
 * @y2: the y coordinate of the curve's second control point
 * @spring: (nullable): the spring the motion follows instead of the curve, or %NULL
 *
 * How a motion of the deck runs ([property@Deck:relayout-animation]): over @duration along a
 * cubic Bézier curve from (0, 0) to (1, 1), as CSS and Core Animation define them, or, when
 * @spring is set, on that spring until it settles.
 */
typedef struct {
    double duration;
    double x1;
    double y1;
    double x2;
    double y2;
    KolodaSpring *spring;
} KolodaTiming;

GType koloda_direction_get_type(void) G_GNUC_CONST;
#define KOLODA_TYPE_DIRECTION (koloda_direction_get_type())
GType koloda_directions_get_type(void) G_GNUC_CONST;
#define KOLODA_TYPE_DIRECTIONS (koloda_directions_get_type())
GType koloda_layout_get_type(void) G_GNUC_CONST;
#define KOLODA_TYPE_LAYOUT (koloda_layout_get_type())
GQuark koloda_deck_error_quark(void);
GType koloda_deck_error_get_type(void) G_GNUC_CONST;
#define KOLODA_TYPE_DECK_ERROR (koloda_deck_error_get_type())
GType koloda_spring_get_type(void) G_GNUC_CONST;
#define KOLODA_TYPE_SPRING (koloda_spring_get_type())
GType koloda_timing_get_type(void) G_GNUC_CONST;
#define KOLODA_TYPE_TIMING (koloda_timing_get_type())

#define KOLODA_TYPE_DECK (koloda_deck_get_type())
G_DECLARE_FINAL_TYPE(KolodaDeck, koloda_deck, KOLODA, DECK, GtkWidget)

/**
 * KolodaDeckCreateCardFunc:
 * @item: the item of the model the card shows
 * @user_data: (closure): the data given to [method@Deck.bind_model]
 *
 * Makes the widget of a card, as the card becomes visible.
 *
 * Returns: (transfer full): the card's widget
 */
typedef GtkWidget *(*KolodaDeckCreateCardFunc)(GObject *item, gpointer user_data);

/**
 * KolodaDeckCreateOverlayFunc:
 * @item: the item of the model the card shows
 * @user_data: (closure): the data given to [method@Deck.set_create_overlay_func]
 *
 * Makes the widget drawn over a card while it is swiped (a stamp, say), as the card becomes
 * visible.
 *
 * Returns: (transfer full) (nullable): the overlay's widget, or %NULL for none on this card
 */
typedef GtkWidget *(*KolodaDeckCreateOverlayFunc)(GObject *item, gpointer user_data);

void koloda_init(void);

KolodaSpring *koloda_spring_new(double stiffness, double damping, double mass);
KolodaSpring *koloda_spring_copy(const KolodaSpring *spring);
void koloda_spring_free(KolodaSpring *spring);
double koloda_spring_get_damping_ratio(const KolodaSpring *spring);

KolodaTiming *koloda_timing_new_curve(double duration, double x1, double y1, double x2, double y2);
KolodaTiming *koloda_timing_new_spring(const KolodaSpring *spring);
KolodaTiming *koloda_timing_copy(const KolodaTiming *timing);
void koloda_timing_free(KolodaTiming *timing);

GtkWidget *koloda_deck_new(void);

void koloda_deck_bind_model(KolodaDeck *self, GListModel *model, KolodaDeckCreateCardFunc create_card, gpointer user_data,
                            GDestroyNotify user_data_free_func);
void koloda_deck_set_create_overlay_func(KolodaDeck *self, KolodaDeckCreateOverlayFunc create_overlay, gpointer user_data,
                                         GDestroyNotify user_data_free_func);

/**
 * koloda_deck_get_model:
 * @self: a deck
 *
 * Gets the model whose items are the cards ([property@Deck:model]).
 *
 * Returns: (transfer none) (nullable): the model bound with [method@Deck.bind_model]
 */
GListModel *koloda_deck_get_model(KolodaDeck *self);

/**
 * koloda_deck_get_current_index:
 * @self: a deck
 *
 * Gets the index of the top card ([property@Deck:current-index]).
 *
 * Returns: the index of the top card
 */
guint koloda_deck_get_current_index(KolodaDeck *self);

/**
 * koloda_deck_set_current_index:
 * @self: a deck
 * @index: the index of a card, less than [property@Deck:n-cards]
 *
 * Shows the card at @index on top, as if the cards before it had gone.
 */
void koloda_deck_set_current_index(KolodaDeck *self, guint index);

/**
 * koloda_deck_get_n_cards:
 * @self: a deck
 *
 * Gets how many cards the deck has ([property@Deck:n-cards]).
 *
 * Returns: how many cards the deck has
 */
guint koloda_deck_get_n_cards(KolodaDeck *self);

/**
 * koloda_deck_get_can_undo:
 * @self: a deck
 *
 * Gets whether a swipe can be undone ([property@Deck:can-undo]).
 *
 * Returns: whether [method@Deck.undo] would bring a card back
 */
gboolean koloda_deck_get_can_undo(KolodaDeck *self);

/**
 * koloda_deck_get_interactive:
 * @self: a deck
 *
 * Gets whether the user can swipe the cards ([property@Deck:interactive]).
 *
 * Returns: whether the user can swipe the cards
 */
gboolean koloda_deck_get_interactive(KolodaDeck *self);

/**
 * koloda_deck_set_interactive:
 * @self: a deck
 * @interactive: whether the user can swipe the cards
 *
 * Lets the user swipe the cards, or not.
 */
void koloda_deck_set_interactive(KolodaDeck *self, gboolean interactive);

/**
 * koloda_deck_get_allowed_directions:
 * @self: a deck
 *
 * Gets the directions a card may be swiped in ([property@Deck:allowed-directions]).
 *
 * Returns: the directions a card may be swiped in
 */
KolodaDirections koloda_deck_get_allowed_directions(KolodaDeck *self);

/**
 * koloda_deck_set_allowed_directions:
 * @self: a deck
 * @directions: the directions a card may be swiped in
 *
 * Sets the directions a card may be swiped in. A value with bits that are no direction is a
 * critical, and the directions stay as they were.
 */
void koloda_deck_set_allowed_directions(KolodaDeck *self, KolodaDirections directions);

GtkExpression *koloda_deck_get_card_name_expression(KolodaDeck *self);
void koloda_deck_set_card_name_expression(KolodaDeck *self, GtkExpression *expression);

/**
 * koloda_deck_get_max_card_aspect_ratio:
 * @self: a deck
 *
 * Gets the widest a card may be ([property@Deck:max-card-aspect-ratio]).
 *
 * Returns: the largest width over height of a card, or 0 for cards that fill the deck
 */
double koloda_deck_get_max_card_aspect_ratio(KolodaDeck *self);

/**
 * koloda_deck_set_max_card_aspect_ratio:
 * @self: a deck
 * @ratio: the largest width over height of a card, from 0 to 100; 0 for cards that fill the deck
 *
 * Sets the widest a card may be ([property@Deck:max-card-aspect-ratio]).
 */
void koloda_deck_set_max_card_aspect_ratio(KolodaDeck *self, double ratio);

const char *koloda_deck_get_card_name_property(KolodaDeck *self);
void koloda_deck_set_card_name_property(KolodaDeck *self, const char *property);

/**
 * koloda_deck_swipe:
 * @self: a deck
 * @direction: where the top card goes
 *
 * Swipes the top card in @direction, as if the user had; accepted while earlier cards are still
 * flying off.
 *
 * Returns: whether a card was swiped: %FALSE with no card on top, while the user drags one, or
 *   for a direction that is not allowed or that a [signal@Deck::should-swipe] handler refused
 */
gboolean koloda_deck_swipe(KolodaDeck *self, KolodaDirection direction);

/**
 * koloda_deck_undo:
 * @self: a deck
 *
 * Brings back the last swiped card, from the side it left.
 *
 * Returns: whether a card came back: %FALSE when nothing can be undone or while the user drags
 *   a card
 */
gboolean koloda_deck_undo(KolodaDeck *self);

/**
 * koloda_deck_save_state:
 * @self: a deck
 *
 * Takes the deck's state (its top card and the swipes undo would bring back) as JSON, for the
 * app to keep across launches; a swipe or an undo in flight counts as done. The JSON is compact,
 * its keys sorted: `{"count":20,"currentIndex":3,"history":[[0,"right"]],"version":1}`.
 *
 * Returns: (transfer full): the state
 */
char *koloda_deck_save_state(KolodaDeck *self);

/**
 * koloda_deck_restore_state:
 * @self: a deck
 * @state: a state from [method@Deck.save_state]
 * @error: the reason the state was refused
 *
 * Puts back a saved state: the saved top card shows, and undo brings back the saved swipes.
 * Restored before [method@Deck.bind_model], the first card the deck shows is the saved one. The
 * model may have more items than when the state was saved, not fewer. Any spelling of the state's
 * JSON is read (spaces, keys in any order), as an earlier version saved it too.
 *
 * Returns: whether the state was restored; with %FALSE nothing changed
 */
gboolean koloda_deck_restore_state(KolodaDeck *self, const char *state, GError **error);

G_END_DECLS
