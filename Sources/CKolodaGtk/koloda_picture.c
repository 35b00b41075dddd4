// SPDX-License-Identifier: MIT
// How the deck draws its cards: pictures of moving cards, and only what shows of the cards behind.
#include "koloda_gtk.h"
#include <math.h>
#include <string.h>

struct KolodaCardPicture {
    GskRenderNode *source;   // the render node that was drawn
    float scale_x, scale_y;  // device pixels per unit of the source in the picture
    int width, height;       // the picture's size in device pixels
    graphene_rect_t bounds;  // where the picture goes, in the source's coordinates
    graphene_rect_t opaque;  // a rectangle of the source known to be opaque (may be empty)
    GBytes *pixels;          // for GPU renderers: the picture's premultiplied BGRA rows
    cairo_surface_t *image;  // for the cairo renderer: the same rows as a cairo surface
    GskRenderNode *drawing;  // the whole picture as a render node, in the source's coordinates
    GskRenderNode *seen;     // the node of the last snapshot
    guint changes;           // how many snapshots in a row brought a new node
    guint renders;           // how many pictures were drawn, for tests
};

/// Ties a cairo renderer's picture surface to the pixels it draws on.
static cairo_user_data_key_t koloda_picture_pixels_key;

/// Pictures larger than this on a side are not worth keeping: such a card is drawn directly.
static const float koloda_picture_maximum_side = 4096;

KolodaCardPicture *koloda_card_picture_new(void) { return g_new0(KolodaCardPicture, 1); }

static void koloda_card_picture_clear(KolodaCardPicture *picture) {
    g_clear_pointer(&picture->source, gsk_render_node_unref);
    g_clear_pointer(&picture->drawing, gsk_render_node_unref);
    g_clear_pointer(&picture->pixels, g_bytes_unref);
    g_clear_pointer(&picture->image, cairo_surface_destroy);
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

/// How many device pixels one unit of the card covers, along each axis, under `transform`, and
/// how many it covers at the card's own size (the display's scale factor).
static gboolean koloda_card_scale(GtkWidget *deck, GskTransform *transform, float *scale_x, float *scale_y, float *natural) {
    float skew_x = 0, skew_y = 0, angle = 0, dx = 0, dy = 0;
    *scale_x = 1;
    *scale_y = 1;
    if (transform) {
        if (gsk_transform_get_category(transform) < GSK_TRANSFORM_CATEGORY_2D) return FALSE;
        gsk_transform_to_2d_components(transform, &skew_x, &skew_y, scale_x, scale_y, &angle, &dx, &dy);
    }
    *natural = gtk_widget_get_scale_factor(deck);
    *scale_x = *natural * fabsf(*scale_x);
    *scale_y = *natural * fabsf(*scale_y);
    return isfinite(*scale_x) && isfinite(*scale_y) && *scale_x > 0 && *scale_y > 0;
}

/// The scale to draw a picture at for a card drawn at `scale`: its natural scale for a card drawn
/// smaller (down to half of it), its own for a larger one, and twice its own for a card smaller
/// still. A card drawn smaller than its natural size is usually growing (moving up the stack,
/// appearing): its one picture then serves the whole way up, where a picture at its own scale
/// had to be drawn again, in the middle of the motion, once it grew 10 % past it (a card moving
/// from the third place to the second, every swipe).
static float koloda_picture_scale(float scale, float natural) {
    return scale >= natural ? scale : fminf(natural, 2 * scale);
}

static float koloda_area(const graphene_rect_t *rect) { return rect->size.width * rect->size.height; }

/// The inside of a rounded rectangle with its corners left out: the larger of its full-height
/// and its full-width rectangle.
static graphene_rect_t koloda_rounded_inside(const GskRoundedRect *rounded) {
    const graphene_rect_t *b = &rounded->bounds;
    const graphene_size_t *c = rounded->corner;
    float left = fmaxf(c[GSK_CORNER_TOP_LEFT].width, c[GSK_CORNER_BOTTOM_LEFT].width);
    float right = fmaxf(c[GSK_CORNER_TOP_RIGHT].width, c[GSK_CORNER_BOTTOM_RIGHT].width);
    float top = fmaxf(c[GSK_CORNER_TOP_LEFT].height, c[GSK_CORNER_TOP_RIGHT].height);
    float bottom = fmaxf(c[GSK_CORNER_BOTTOM_LEFT].height, c[GSK_CORNER_BOTTOM_RIGHT].height);
    graphene_rect_t tall = GRAPHENE_RECT_INIT(b->origin.x + left, b->origin.y, fmaxf(b->size.width - left - right, 0), b->size.height);
    graphene_rect_t wide = GRAPHENE_RECT_INIT(b->origin.x, b->origin.y + top, b->size.width, fmaxf(b->size.height - top - bottom, 0));
    return koloda_area(&tall) >= koloda_area(&wide) ? tall : wide;
}

/// A rectangle in which `node` draws only opaque pixels, found from opaque colour fills under
/// clips, rounded clips and scales; FALSE when none is known. Cards are usually filled with
/// their background colour, which is what lets the cards in front hide the ones behind.
static gboolean koloda_opaque_rect(GskRenderNode *node, graphene_rect_t *out) {
    graphene_rect_t inner;
    switch (gsk_render_node_get_node_type(node)) {
    case GSK_COLOR_NODE:
        if (gsk_color_node_get_color(node)->alpha < 1) return FALSE;
        gsk_render_node_get_bounds(node, out);
        return TRUE;
    case GSK_CONTAINER_NODE: {
        gboolean found = FALSE;
        for (guint i = 0; i < gsk_container_node_get_n_children(node); i++) {
            if (koloda_opaque_rect(gsk_container_node_get_child(node, i), &inner) &&
                (!found || koloda_area(&inner) > koloda_area(out))) {
                *out = inner;
                found = TRUE;
            }
        }
        return found;
    }
    case GSK_TRANSFORM_NODE: {
        GskTransform *transform = gsk_transform_node_get_transform(node);
        if (gsk_transform_get_category(transform) < GSK_TRANSFORM_CATEGORY_2D_AFFINE ||
            !koloda_opaque_rect(gsk_transform_node_get_child(node), &inner))
            return FALSE;
        gsk_transform_transform_bounds(transform, &inner, out);
        return TRUE;
    }
    case GSK_CLIP_NODE:
        return koloda_opaque_rect(gsk_clip_node_get_child(node), &inner) &&
               graphene_rect_intersection(&inner, gsk_clip_node_get_clip(node), out);
    case GSK_ROUNDED_CLIP_NODE: {
        graphene_rect_t inside = koloda_rounded_inside(gsk_rounded_clip_node_get_clip(node));
        return koloda_opaque_rect(gsk_rounded_clip_node_get_child(node), &inner) &&
               graphene_rect_intersection(&inner, &inside, out);
    }
    case GSK_OPACITY_NODE:
        return gsk_opacity_node_get_opacity(node) >= 1 && koloda_opaque_rect(gsk_opacity_node_get_child(node), out);
    case GSK_DEBUG_NODE:
        return koloda_opaque_rect(gsk_debug_node_get_child(node), out);
    default:
        return FALSE;
    }
}

/// The side of the largest texture GTK 4.8's GL renderer keeps in its atlas (its icon library):
/// a texture no larger in both directions stays referenced there, with the pixels it shares,
/// after it was drawn (measured: 92 of 200 such textures made a frame at a time were still alive,
/// against 1 of 129 × 64 or 12 × 129).
#define koloda_atlas_side 128

/// How many textures of pictures are alive, in every view: each picture's one, and its pieces'
/// of the frame being drawn.
static gint koloda_picture_textures_alive;

guint koloda_card_picture_textures_alive(void) { return (guint)g_atomic_int_get(&koloda_picture_textures_alive); }

static void koloda_picture_texture_finalized(gpointer data, GObject *texture) {
    g_atomic_int_dec_and_test(&koloda_picture_textures_alive);
}

/// The whole picture as a render node in the source's coordinates. GPU renderers get a texture
/// node of the pixels: a memory texture, which the GL renderer uploads once and samples linearly,
/// so a rotated card keeps smooth edges. The cairo renderer gets a cairo node that paints the
/// image surface: it would convert a texture node's pixels on every frame.
static GskRenderNode *koloda_card_picture_drawing(const KolodaCardPicture *picture) {
    if (picture->pixels) {
        GdkTexture *texture = gdk_memory_texture_new(picture->width, picture->height, GDK_MEMORY_DEFAULT, picture->pixels,
                                                     (gsize)picture->width * 4);
        g_atomic_int_inc(&koloda_picture_textures_alive);
        g_object_weak_ref(G_OBJECT(texture), koloda_picture_texture_finalized, NULL);
        GskRenderNode *drawing = gsk_texture_node_new(texture, &picture->bounds);
        g_object_unref(texture);
        return drawing;
    }
    GskRenderNode *drawing = gsk_cairo_node_new(&picture->bounds);
    cairo_t *cr = gsk_cairo_node_get_draw_context(drawing);
    cairo_translate(cr, picture->bounds.origin.x, picture->bounds.origin.y);
    cairo_scale(cr, 1 / picture->scale_x, 1 / picture->scale_y);
    cairo_set_source_surface(cr, picture->image, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
    cairo_paint(cr);
    cairo_destroy(cr);
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
    int width = (int)(right - left), height = (int)(bottom - top);
    // An identity scale is NULL, which a transform node must not have.
    GskTransform *scale = gsk_transform_scale(NULL, scale_x, scale_y);
    GskRenderNode *scaled = scale ? gsk_transform_node_new(node, scale) : gsk_render_node_ref(node);
    gsk_transform_unref(scale);
    // The picture is drawn on the processor with cairo, for every renderer: on a software GL
    // renderer (llvmpipe) rendering the card to a texture and reading it back costs several
    // times as much, and a motion must not start with a dropped frame.
    gsize stride = (gsize)width * 4;
    guchar *data = g_malloc0(stride * height);
    cairo_surface_t *image = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, (int)stride);
    cairo_t *cr = cairo_create(image);
    cairo_translate(cr, -left, -top);
    gsk_render_node_draw(scaled, cr);
    cairo_destroy(cr);
    cairo_surface_flush(image);
    if (GSK_IS_CAIRO_RENDERER(renderer)) {
        picture->image = image;
        cairo_surface_set_user_data(image, &koloda_picture_pixels_key, data, g_free);
    } else {
        cairo_surface_destroy(image);
        picture->pixels = g_bytes_new_take(data, stride * height);
    }
    gsk_render_node_unref(scaled);
    if (!picture->pixels && !picture->image) return FALSE;
    picture->source = gsk_render_node_ref(node);
    picture->renders += 1;
    picture->scale_x = scale_x;
    picture->scale_y = scale_y;
    picture->width = width;
    picture->height = height;
    picture->bounds = GRAPHENE_RECT_INIT(left / scale_x, top / scale_y, width / scale_x, height / scale_y);
    if (!koloda_opaque_rect(node, &picture->opaque)) picture->opaque = GRAPHENE_RECT_INIT(0, 0, 0, 0);
    picture->drawing = koloda_card_picture_drawing(picture);
    return TRUE;
}

/// Whether the picture can draw `node` at the given scale: drawn from the same node, and neither
/// enlarged by more than 10 % (it would blur) nor shrunk below half (it would shimmer).
static gboolean koloda_card_picture_fits(const KolodaCardPicture *picture, GskRenderNode *node, float scale_x, float scale_y) {
    return picture->drawing && picture->source == node && scale_x <= 1.1f * picture->scale_x &&
           scale_y <= 1.1f * picture->scale_y && scale_x >= 0.5f * picture->scale_x && scale_y >= 0.5f * picture->scale_y;
}

/// `rect` under `transform`, which may be NULL (no transform).
static void koloda_transform_bounds(GskTransform *transform, const graphene_rect_t *rect, graphene_rect_t *out) {
    if (transform)
        gsk_transform_transform_bounds(transform, rect, out);
    else
        *out = *rect;
}

/// One child as the deck draws it this frame.
typedef struct {
    GskRenderNode *drawn;       // the child's node under its allocation's transform
    GskTransform *transform;    // that transform (NULL for none), owned by `drawn`
    KolodaCardPicture *picture; // the picture to draw instead, or NULL
    gboolean axis_aligned;      // whether the transform only scales and moves
    graphene_rect_t cover;      // an axis-aligned rectangle of the deck that the child hides
} KolodaDrawnChild;

/// The largest axis-aligned rectangle inside `rect` turned by `transform`, which may rotate: a
/// rotated card still hides the middle of what is behind it.
static gboolean koloda_axis_aligned_inside(GskTransform *transform, const graphene_rect_t *rect, graphene_rect_t *out) {
    float skew_x, skew_y, scale_x, scale_y, angle, dx, dy;
    gsk_transform_to_2d_components(transform, &skew_x, &skew_y, &scale_x, &scale_y, &angle, &dx, &dy);
    if (fabsf(skew_x) > 0.001f || fabsf(skew_y) > 0.001f) return FALSE;
    graphene_point_t centre, moved;
    graphene_rect_get_center(rect, &centre);
    gsk_transform_transform_point(transform, &centre, &moved);
    float a = fabsf(scale_x) * rect->size.width / 2, b = fabsf(scale_y) * rect->size.height / 2;
    float c = fabsf(cosf(angle * G_PI / 180)), s = fabsf(sinf(angle * G_PI / 180));
    // Half-sizes p, q with p·c + q·s = a and p·s + q·c = b: all four corners on the edges.
    float determinant = c * c - s * s;
    if (determinant <= 0.01f) return FALSE;
    float p = (a * c - b * s) / determinant, q = (b * c - a * s) / determinant;
    if (p <= 0 || q <= 0) return FALSE;
    *out = GRAPHENE_RECT_INIT(moved.x - p, moved.y - q, 2 * p, 2 * q);
    return TRUE;
}

/// The rectangle of the deck that an opaque child drawn from its picture hides (none when the
/// picture has no opaque part).
static void koloda_set_cover(KolodaDrawnChild *child) {
    const graphene_rect_t *opaque = &child->picture->opaque;
    if (opaque->size.width <= 0) return;
    if (child->axis_aligned)
        koloda_transform_bounds(child->transform, opaque, &child->cover);
    else if (!koloda_axis_aligned_inside(child->transform, opaque, &child->cover))
        child->cover = GRAPHENE_RECT_INIT(0, 0, 0, 0);
}

/// A rectangle of a picture's texels, from (x0, y0) up to but not including (x1, y1).
typedef struct {
    int x0, y0, x1, y1;
} KolodaTexels;

/// The most pieces a picture is cut into: a cover in the middle leaves four.
enum { koloda_maximum_pieces = 8 };

/// Takes `cover` out of the pieces: each piece it overlaps becomes the up to four pieces around
/// it (full-width bands above and below, then the sides). A piece that would need more room
/// than there is stays whole. Returns the new number of pieces.
static guint koloda_cut(KolodaTexels *pieces, guint count, KolodaTexels cover) {
    KolodaTexels kept[koloda_maximum_pieces];
    guint kept_count = 0;
    for (guint i = 0; i < count; i++) {
        KolodaTexels p = pieces[i];
        if (cover.x0 >= p.x1 || cover.x1 <= p.x0 || cover.y0 >= p.y1 || cover.y1 <= p.y0) {
            kept[kept_count++] = p;
            continue;
        }
        KolodaTexels around[4];
        guint n = 0;
        int top = MAX(p.y0, cover.y0), bottom = MIN(p.y1, cover.y1);
        if (cover.y0 > p.y0) around[n++] = (KolodaTexels){p.x0, p.y0, p.x1, cover.y0};
        if (cover.y1 < p.y1) around[n++] = (KolodaTexels){p.x0, cover.y1, p.x1, p.y1};
        if (cover.x0 > p.x0) around[n++] = (KolodaTexels){p.x0, top, cover.x0, bottom};
        if (cover.x1 < p.x1) around[n++] = (KolodaTexels){cover.x1, top, p.x1, bottom};
        if (kept_count + n + (count - i - 1) > koloda_maximum_pieces) {
            kept[kept_count++] = p;
            continue;
        }
        for (guint k = 0; k < n; k++) kept[kept_count++] = around[k];
    }
    memcpy(pieces, kept, kept_count * sizeof *kept);
    return kept_count;
}

/// Draws a child's picture. When it is axis-aligned, only the pieces of it that the opaque
/// children in front leave visible (on the cairo renderer, the rectangle around them): each
/// cover, taken in two texels so that the smoothing at a cut stays under it, is cut out of the
/// picture; nothing is drawn when the covers hide it all.
static void koloda_draw_picture(GtkSnapshot *snapshot, const KolodaDrawnChild *child, const KolodaDrawnChild *front,
                                guint front_count) {
    const KolodaCardPicture *picture = child->picture;
    KolodaTexels pieces[koloda_maximum_pieces] = {{0, 0, picture->width, picture->height}};
    guint count = 1;
    if (child->axis_aligned) {
        graphene_rect_t whole;
        koloda_transform_bounds(child->transform, &picture->bounds, &whole);
        float to_x = picture->width / whole.size.width, to_y = picture->height / whole.size.height;
        for (guint i = 0; i < front_count && count > 0 && to_x > 0 && to_y > 0; i++) {
            const graphene_rect_t *c = &front[i].cover;
            if (c->size.width <= 0) continue;
            KolodaTexels cover = {
                (int)ceilf((c->origin.x - whole.origin.x) * to_x) + 2,
                (int)ceilf((c->origin.y - whole.origin.y) * to_y) + 2,
                (int)floorf((c->origin.x + c->size.width - whole.origin.x) * to_x) - 2,
                (int)floorf((c->origin.y + c->size.height - whole.origin.y) * to_y) - 2,
            };
            if (cover.x0 < cover.x1 && cover.y0 < cover.y1) count = koloda_cut(pieces, count, cover);
        }
    }
    if (picture->image && count > 1) {
        // Cairo smooths the edges of each piece, so pieces side by side would leave a faint line
        // between them: draw the one rectangle around them.
        for (guint i = 1; i < count; i++) {
            pieces[0].x0 = MIN(pieces[0].x0, pieces[i].x0);
            pieces[0].y0 = MIN(pieces[0].y0, pieces[i].y0);
            pieces[0].x1 = MAX(pieces[0].x1, pieces[i].x1);
            pieces[0].y1 = MAX(pieces[0].y1, pieces[i].y1);
        }
        count = 1;
    }
    gtk_snapshot_save(snapshot);
    gtk_snapshot_transform(snapshot, child->transform);
    for (guint i = 0; i < count; i++) {
        KolodaTexels p = pieces[i];
        if (p.x0 == 0 && p.y0 == 0 && p.x1 == picture->width && p.y1 == picture->height) {
            gtk_snapshot_append_node(snapshot, picture->drawing);
            continue;
        }
        graphene_rect_t piece = GRAPHENE_RECT_INIT(picture->bounds.origin.x + p.x0 / picture->scale_x,
                                                   picture->bounds.origin.y + p.y0 / picture->scale_y,
                                                   (p.x1 - p.x0) / picture->scale_x, (p.y1 - p.y0) / picture->scale_y);
        if (picture->pixels && (p.x1 - p.x0 > koloda_atlas_side || p.y1 - p.y0 > koloda_atlas_side)) {
            // A texture of the piece's texels, sharing the picture's pixels: GTK 4.8's GL
            // renderer draws a clip of a whole texture as the whole quad (a card behind cost three
            // times as much as drawn whole), but a texture of a piece only where it shows. It is
            // made for the frame and freed with it: the renderer keeps only textures no larger
            // than its atlas's side in both directions (with the pixels they share), which this
            // piece is not.
            gsize stride = (gsize)picture->width * 4;
            GBytes *texels = g_bytes_new_from_bytes(picture->pixels, (gsize)p.y0 * stride + (gsize)p.x0 * 4,
                                                    (gsize)(p.y1 - p.y0 - 1) * stride + (gsize)(p.x1 - p.x0) * 4);
            GdkTexture *texture = gdk_memory_texture_new(p.x1 - p.x0, p.y1 - p.y0, GDK_MEMORY_DEFAULT, texels, stride);
            g_bytes_unref(texels);
            g_atomic_int_inc(&koloda_picture_textures_alive);
            g_object_weak_ref(G_OBJECT(texture), koloda_picture_texture_finalized, NULL);
            gtk_snapshot_append_texture(snapshot, texture, &piece);
            g_object_unref(texture);
            continue;
        }
        // A small piece, or the cairo renderer's: the picture's one drawing under a clip.
        gtk_snapshot_push_clip(snapshot, &piece);
        gtk_snapshot_append_node(snapshot, picture->drawing);
        gtk_snapshot_pop(snapshot);
    }
    gtk_snapshot_restore(snapshot);
}

/// The key of a child's data (`g_object_get_data`) that holds its render node as the deck last
/// drew it directly, at rest, for the picture made after that frame.
static const char koloda_drawn_at_rest_key[] = "koloda-drawn-at-rest";

/// Finds how a child drawn as `drawn->drawn` is drawn from a picture: under the transform it was
/// allocated with, and its picture, drawn again if it does not fit. Returns whether the child has
/// a picture to draw from.
static gboolean koloda_picture_child(GtkWidget *deck, const KolodaDeckChild *child, KolodaDrawnChild *drawn) {
    if (!drawn->drawn) return FALSE;
    GskRenderNode *node = drawn->drawn;
    if (gsk_render_node_get_node_type(node) == GSK_TRANSFORM_NODE) {
        drawn->transform = gsk_transform_node_get_transform(node);
        node = gsk_transform_node_get_child(node);
    }
    drawn->axis_aligned = !drawn->transform || gsk_transform_get_category(drawn->transform) >= GSK_TRANSFORM_CATEGORY_2D_AFFINE;
    KolodaCardPicture *picture = child->picture;
    float scale_x, scale_y, natural;
    if (picture && koloda_card_picture_is_steady(picture, node) && koloda_card_scale(deck, drawn->transform, &scale_x, &scale_y, &natural) &&
        (koloda_card_picture_fits(picture, node, scale_x, scale_y) ||
         koloda_card_picture_render(picture, deck, node, koloda_picture_scale(scale_x, natural), koloda_picture_scale(scale_y, natural))))
        drawn->picture = picture;
    return drawn->picture != NULL;
}

/// Finds how a child is drawn this frame: its render node as GTK keeps it (the same node until
/// the child is redrawn), and its picture (koloda_picture_child).
static gboolean koloda_probe_child(GtkWidget *deck, const KolodaDeckChild *child, KolodaDrawnChild *drawn) {
    GtkSnapshot *probe = gtk_snapshot_new();
    gtk_widget_snapshot_child(deck, child->widget, probe);
    drawn->drawn = gtk_snapshot_free_to_node(probe);
    return koloda_picture_child(deck, child, drawn);
}

gboolean koloda_deck_prepare_picture(GtkWidget *deck, const KolodaDeckChild *children, guint count) {
    if (!gtk_widget_get_mapped(deck)) return FALSE;
    for (guint i = 0; i < count; i++) {
        // The node the frame at rest drew, not a new snapshot of the child: a child added or
        // resized since has no allocation yet, which GTK would warn of.
        GskRenderNode *rest = g_object_steal_data(G_OBJECT(children[i].widget), koloda_drawn_at_rest_key);
        if (!rest) continue;
        KolodaDrawnChild drawn = {.drawn = rest};
        if (!children[i].picture || !(children[i].alpha > 0)) {
            gsk_render_node_unref(rest);
            continue;
        }
        guint renders = children[i].picture->renders;
        gboolean made = koloda_picture_child(deck, &children[i], &drawn) && drawn.picture->renders != renders;
        g_clear_pointer(&drawn.drawn, gsk_render_node_unref);
        if (made) return TRUE;
    }
    return FALSE;
}

void koloda_deck_snapshot_children(GtkWidget *deck, GtkSnapshot *snapshot, const KolodaDeckChild *children, guint count,
                                   gboolean keep_for_pictures) {
    KolodaDrawnChild *drawn = g_new0(KolodaDrawnChild, count);
    for (guint i = 0; i < count; i++) {
        if (children[i].alpha > 0 && koloda_probe_child(deck, &children[i], &drawn[i]) && children[i].alpha >= 1)
            koloda_set_cover(&drawn[i]);
        if (keep_for_pictures && !children[i].picture && drawn[i].drawn)
            g_object_set_data_full(G_OBJECT(children[i].widget), koloda_drawn_at_rest_key, gsk_render_node_ref(drawn[i].drawn),
                                   (GDestroyNotify)gsk_render_node_unref);
    }
    // The deck's box: its allocation and its CSS margin, where the cards behind the top one stay.
    GtkBorder margin;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_margin(gtk_widget_get_style_context(deck), &margin);
    G_GNUC_END_IGNORE_DEPRECATIONS
    graphene_rect_t box = GRAPHENE_RECT_INIT(-margin.left, -margin.top, gtk_widget_get_width(deck) + margin.left + margin.right,
                                             gtk_widget_get_height(deck) + margin.top + margin.bottom);
    for (guint i = 0; i < count; i++) {
        KolodaDrawnChild *child = &drawn[i];
        if (!child->drawn) continue;
        double alpha = children[i].alpha;
        if (children[i].clipped) gtk_snapshot_push_clip(snapshot, &box);
        if (alpha < 1) gtk_snapshot_push_opacity(snapshot, alpha);
        if (child->picture)
            koloda_draw_picture(snapshot, child, &drawn[i + 1], count - i - 1);
        else
            gtk_snapshot_append_node(snapshot, child->drawn);
        if (alpha < 1) gtk_snapshot_pop(snapshot);
        if (children[i].clipped) gtk_snapshot_pop(snapshot);
    }
    for (guint i = 0; i < count; i++) g_clear_pointer(&drawn[i].drawn, gsk_render_node_unref);
    g_free(drawn);
}
