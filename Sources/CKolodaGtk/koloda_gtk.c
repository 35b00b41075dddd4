// SPDX-License-Identifier: MIT
#include "koloda_gtk.h"
#include <math.h>

#define KOLODA_TYPE_DECK_WIDGET (koloda_deck_widget_get_type())
G_DECLARE_FINAL_TYPE(KolodaDeckWidget, koloda_deck_widget, KOLODA, DECK_WIDGET, GtkWidget)

struct _KolodaDeckWidget {
    GtkWidget parent_instance;
    KolodaDeckCallbacks callbacks;
    gboolean connected;
};

G_DEFINE_TYPE(KolodaDeckWidget, koloda_deck_widget, GTK_TYPE_WIDGET)

static void koloda_deck_widget_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(widget);
    *minimum = 0;
    *natural = 0;
    *minimum_baseline = -1;
    *natural_baseline = -1;
    if (self->connected && self->callbacks.measure)
        self->callbacks.measure(self->callbacks.context, orientation, for_size, minimum, natural);
}

static void koloda_deck_widget_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(widget);
    if (self->connected && self->callbacks.size_allocate)
        self->callbacks.size_allocate(self->callbacks.context, width, height, baseline);
}

static void koloda_deck_widget_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(widget);
    if (self->connected && self->callbacks.snapshot)
        self->callbacks.snapshot(self->callbacks.context, snapshot);
    else
        GTK_WIDGET_CLASS(koloda_deck_widget_parent_class)->snapshot(widget, snapshot);
}

static void koloda_deck_widget_dispose(GObject *object) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(object);
    if (self->connected && self->callbacks.dispose) {
        self->connected = FALSE;
        self->callbacks.dispose(self->callbacks.context);
    }
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL)
        gtk_widget_unparent(child);
    G_OBJECT_CLASS(koloda_deck_widget_parent_class)->dispose(object);
}

static void koloda_deck_widget_class_init(KolodaDeckWidgetClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = koloda_deck_widget_dispose;
    widget_class->measure = koloda_deck_widget_measure;
    widget_class->size_allocate = koloda_deck_widget_size_allocate;
    widget_class->snapshot = koloda_deck_widget_snapshot;
    gtk_widget_class_set_css_name(widget_class, "koloda-deck");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void koloda_deck_widget_init(KolodaDeckWidget *self) {
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    gtk_widget_set_overflow(GTK_WIDGET(self), GTK_OVERFLOW_VISIBLE);
}

GtkWidget *koloda_deck_widget_new(void) {
    return g_object_new(KOLODA_TYPE_DECK_WIDGET, NULL);
}

void koloda_deck_widget_set_callbacks(GtkWidget *deck, KolodaDeckCallbacks callbacks) {
    KolodaDeckWidget *self = KOLODA_DECK_WIDGET(deck);
    self->callbacks = callbacks;
    self->connected = TRUE;
    gtk_widget_queue_resize(deck);
}

struct KolodaCardPicture {
    GskRenderNode *source;  // the render node that was drawn
    GskRenderNode *drawing; // what is drawn instead: the source as a picture, in the source's coordinates
    float scale_x, scale_y; // device pixels per unit of the source in the picture
    GskRenderNode *seen;    // the node of the last snapshot
    guint changes;          // how many snapshots in a row brought a new node
    guint renders;          // how many pictures were drawn, for tests
};

/// Pictures larger than this on a side are not worth keeping: such a card is drawn directly.
static const float koloda_picture_maximum_side = 4096;

KolodaCardPicture *koloda_card_picture_new(void) { return g_new0(KolodaCardPicture, 1); }

static void koloda_card_picture_clear(KolodaCardPicture *picture) {
    g_clear_pointer(&picture->source, gsk_render_node_unref);
    g_clear_pointer(&picture->drawing, gsk_render_node_unref);
}

void koloda_card_picture_free(KolodaCardPicture *picture) {
    if (!picture) return;
    koloda_card_picture_clear(picture);
    g_clear_pointer(&picture->seen, gsk_render_node_unref);
    g_free(picture);
}

guint koloda_card_picture_render_count(const KolodaCardPicture *picture) { return picture->renders; }

/// Notes the node of this snapshot. Returns whether the node has been the same long enough to be
/// worth a picture: content that changes on every frame (a spinner, a video) is drawn directly.
static gboolean koloda_card_picture_is_steady(KolodaCardPicture *picture, GskRenderNode *node) {
    if (picture->seen == node) {
        picture->changes = 0;
    } else {
        g_clear_pointer(&picture->seen, gsk_render_node_unref);
        picture->seen = gsk_render_node_ref(node);
        picture->changes += 1;
    }
    return picture->changes < 2;
}

/// How many device pixels one unit of the card covers, along each axis, under `transform`.
static gboolean koloda_card_scale(GtkWidget *deck, GskTransform *transform, float *scale_x, float *scale_y) {
    float skew_x = 0, skew_y = 0, angle = 0, dx = 0, dy = 0;
    *scale_x = 1;
    *scale_y = 1;
    if (transform) {
        if (gsk_transform_get_category(transform) < GSK_TRANSFORM_CATEGORY_2D) return FALSE;
        gsk_transform_to_2d_components(transform, &skew_x, &skew_y, scale_x, scale_y, &angle, &dx, &dy);
    }
    float device = gtk_widget_get_scale_factor(deck);
    // A card growing from nothing is drawn from a quarter-size picture until it is that large.
    *scale_x = device * fmaxf(fabsf(*scale_x), 0.25f);
    *scale_y = device * fmaxf(fabsf(*scale_y), 0.25f);
    return isfinite(*scale_x) && isfinite(*scale_y);
}

/// The picture for a GPU renderer: a texture node. The GL renderer samples a GL texture made by
/// gsk_renderer_render_texture() nearest-neighbour, which would give a rotated card stair-stepped
/// edges; a memory texture it uploads once and samples linearly.
static GskRenderNode *koloda_texture_picture(GskRenderer *renderer, GskRenderNode *scaled, const graphene_rect_t *viewport,
                                             const graphene_rect_t *bounds) {
    GdkTexture *texture = gsk_renderer_render_texture(renderer, scaled, viewport);
    if (!texture) return NULL;
    if (!GDK_IS_MEMORY_TEXTURE(texture)) {
        int width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture);
        gsize stride = (gsize)width * 4;
        guchar *data = g_malloc(stride * height);
        gdk_texture_download(texture, data, stride);
        g_object_unref(texture);
        GBytes *bytes = g_bytes_new_take(data, stride * height);
        texture = gdk_memory_texture_new(width, height, GDK_MEMORY_DEFAULT, bytes, stride);
        g_bytes_unref(bytes);
    }
    GskRenderNode *drawing = gsk_texture_node_new(texture, bounds);
    g_object_unref(texture);
    return drawing;
}

/// The picture for the cairo renderer: a cairo node that paints an image surface. The cairo
/// renderer would convert a texture node's pixels into a new surface on every frame.
static GskRenderNode *koloda_cairo_picture(GskRenderNode *scaled, const graphene_rect_t *viewport, const graphene_rect_t *bounds) {
    cairo_surface_t *image =
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)viewport->size.width, (int)viewport->size.height);
    cairo_t *cr = cairo_create(image);
    cairo_translate(cr, -viewport->origin.x, -viewport->origin.y);
    gsk_render_node_draw(scaled, cr);
    cairo_destroy(cr);
    GskRenderNode *drawing = gsk_cairo_node_new(bounds);
    cr = gsk_cairo_node_get_draw_context(drawing);
    cairo_translate(cr, bounds->origin.x, bounds->origin.y);
    cairo_scale(cr, bounds->size.width / viewport->size.width, bounds->size.height / viewport->size.height);
    cairo_set_source_surface(cr, image, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(image);
    return drawing;
}

/// Draws `node` at the given scale into the picture. Returns whether the picture has a drawing.
static gboolean koloda_card_picture_render(KolodaCardPicture *picture, GtkWidget *deck, GskRenderNode *node, float scale_x,
                                           float scale_y) {
    koloda_card_picture_clear(picture);
    GtkNative *native = gtk_widget_get_native(deck);
    GskRenderer *renderer = native ? gtk_native_get_renderer(native) : NULL;
    if (!renderer) return FALSE;
    graphene_rect_t bounds;
    gsk_render_node_get_bounds(node, &bounds);
    // Whole device pixels, so that a card at the picture's scale maps texel to pixel.
    float left = floorf(bounds.origin.x * scale_x), top = floorf(bounds.origin.y * scale_y);
    float right = ceilf((bounds.origin.x + bounds.size.width) * scale_x);
    float bottom = ceilf((bounds.origin.y + bounds.size.height) * scale_y);
    if (right - left < 1 || bottom - top < 1 || right - left > koloda_picture_maximum_side ||
        bottom - top > koloda_picture_maximum_side)
        return FALSE;
    GskRenderNode *scaled = gsk_transform_node_new(node, gsk_transform_scale(NULL, scale_x, scale_y));
    graphene_rect_t viewport = GRAPHENE_RECT_INIT(left, top, right - left, bottom - top);
    graphene_rect_t drawn = GRAPHENE_RECT_INIT(left / scale_x, top / scale_y, (right - left) / scale_x, (bottom - top) / scale_y);
    picture->drawing = GSK_IS_CAIRO_RENDERER(renderer) ? koloda_cairo_picture(scaled, &viewport, &drawn)
                                                      : koloda_texture_picture(renderer, scaled, &viewport, &drawn);
    gsk_render_node_unref(scaled);
    if (!picture->drawing) return FALSE;
    picture->source = gsk_render_node_ref(node);
    picture->renders += 1;
    picture->scale_x = scale_x;
    picture->scale_y = scale_y;
    return TRUE;
}

static gboolean koloda_card_picture_fits(const KolodaCardPicture *picture, GskRenderNode *node, float scale_x, float scale_y) {
    return picture->drawing && picture->source == node && fabsf(scale_x / picture->scale_x - 1) <= 0.1f &&
           fabsf(scale_y / picture->scale_y - 1) <= 0.1f;
}

void koloda_deck_snapshot_child(GtkWidget *deck, GtkSnapshot *snapshot, GtkWidget *child, double alpha,
                                KolodaCardPicture *picture) {
    if (!(alpha > 0)) return;
    // The child's render node as GTK keeps it (the same node until the child is redrawn), under
    // the transform it was allocated with.
    GtkSnapshot *probe = gtk_snapshot_new();
    gtk_widget_snapshot_child(deck, child, probe);
    GskRenderNode *drawn = gtk_snapshot_free_to_node(probe);
    if (!drawn) return;
    GskTransform *transform = NULL;
    GskRenderNode *node = drawn;
    if (gsk_render_node_get_node_type(drawn) == GSK_TRANSFORM_NODE) {
        transform = gsk_transform_node_get_transform(drawn);
        node = gsk_transform_node_get_child(drawn);
    }
    float scale_x, scale_y;
    gboolean textured = picture && koloda_card_picture_is_steady(picture, node) &&
                        koloda_card_scale(deck, transform, &scale_x, &scale_y) &&
                        (koloda_card_picture_fits(picture, node, scale_x, scale_y) ||
                         koloda_card_picture_render(picture, deck, node, scale_x, scale_y));
    if (alpha < 1) gtk_snapshot_push_opacity(snapshot, alpha);
    if (textured) {
        gtk_snapshot_save(snapshot);
        gtk_snapshot_transform(snapshot, transform);
        gtk_snapshot_append_node(snapshot, picture->drawing);
        gtk_snapshot_restore(snapshot);
    } else {
        gtk_snapshot_append_node(snapshot, drawn);
    }
    if (alpha < 1) gtk_snapshot_pop(snapshot);
    gsk_render_node_unref(drawn);
}

GObject *koloda_object(gpointer instance) { return G_OBJECT(instance); }

void koloda_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void koloda_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void koloda_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

static GtkSettings *koloda_settings(GtkWidget *widget) {
    return widget ? gtk_widget_get_settings(widget) : gtk_settings_get_default();
}

gboolean koloda_animations_enabled(GtkWidget *widget) {
    gboolean enabled = TRUE;
    GtkSettings *settings = koloda_settings(widget);
    if (settings) g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

void koloda_set_animations_enabled(GtkWidget *widget, gboolean enabled) {
    GtkSettings *settings = koloda_settings(widget);
    if (settings) g_object_set(settings, "gtk-enable-animations", enabled, NULL);
}

gulong koloda_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, 0);
}
