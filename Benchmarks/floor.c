// SPDX-License-Identifier: MIT
// The floor of the side-by-side drag: the demo's frames drawn by GTK alone. One widget whose
// snapshot draws, for each frame of the engine's trace of the drag, the demo's window without its
// deck (one texture), then each card as a texture of its picture at the pose the trace gives it,
// and the top card's stamp at the trace's progress: nothing but a GtkSnapshot, no widget tree, no
// layout, no deck. The pictures are the demo's own (`koloda-demo --save-pictures`), and
// Benchmarks/floor.py writes the frames from `koloda simulate`'s trace.
//
// Usage: floor FRAMES-FILE [--show-frame K]. The frames play at the frame clock's rate from the
// first press in the window, one trace frame per frame, and stop at the last; with --show-frame K
// the window shows frame K and nothing moves. Prints JSON lines as `koloda-demo --events` does:
// `ready` with the deck's and the top card's rectangles once drawn, `frames` with the number of
// frames painted on SIGUSR1.
#include <glib-unix.h>
#include <gtk/gtk.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    int index;
    double cx, cy, width, height, sx, sy, rotation, alpha, progress;
    char direction; // 'r', 'l' or '-'
} Pose;

typedef struct {
    int n_cards;
    Pose *cards;
} Frame;

/// A picture and where it begins in its widget's coordinates; with the cairo renderer, drawn
/// from an image surface of its texels (a cairo node), as the deck draws there (a texture node is
/// converted on every frame by that renderer).
typedef struct {
    GdkTexture *texture;
    graphene_point_t origin;
    cairo_surface_t *surface;
} Picture;

/// A card's picture and the size of its widget, whose centre the pose places; its texels, to cut
/// the pieces of it that show from; and the largest rectangle of its picture that is opaque, in
/// the widget's coordinates.
typedef struct {
    Picture picture;
    double width, height;
    GBytes *texels;
    gsize stride;
    graphene_rect_t opaque;
} Card;

/// A stamp's picture and its widget's transform onto the card.
typedef struct {
    Picture picture;
    graphene_matrix_t matrix;
} Stamp;

static int window_size[2];
static double stage[2], top_card[4];
static GdkTexture *chrome;
/// The window without its deck, as the cheapest drawing of it: its background colour, and the
/// bands of rows that differ from it (the header, the buttons) as textures of their own.
static GdkRGBA background;
static Picture chrome_bands[16];
static int n_chrome_bands;
static GHashTable *cards;         // index → Card
static Stamp stamps[2];           // right, left
static GArray *frames;            // Frame
static guint current, painted;
static gboolean uses_cairo;
static gboolean playing;

static GdkTexture *load_texture(const char *path) {
    GError *error = NULL;
    GdkTexture *texture = gdk_texture_new_from_filename(path, &error);
    if (texture == NULL) g_error("floor: %s", error->message);
    return texture;
}

/// The picture's image surface, made from its texels.
static void make_surface(Picture *picture) {
    int width = gdk_texture_get_width(picture->texture), height = gdk_texture_get_height(picture->texture);
    picture->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    gdk_texture_download(picture->texture, cairo_image_surface_get_data(picture->surface), cairo_image_surface_get_stride(picture->surface));
    cairo_surface_mark_dirty(picture->surface);
}

/// Draws the part `rect` (the whole picture when NULL) of the picture, scaled by `sx`, `sy` from
/// `left`, `top`.
static void draw_part(GtkSnapshot *snapshot, const Picture *picture, const graphene_rect_t *rect, double left, double top, double sx, double sy) {
    int width = gdk_texture_get_width(picture->texture), height = gdk_texture_get_height(picture->texture);
    graphene_rect_t whole = GRAPHENE_RECT_INIT(left + picture->origin.x * sx, top + picture->origin.y * sy, width * sx, height * sy);
    if (!uses_cairo) {
        gtk_snapshot_append_texture(snapshot, picture->texture, &whole);
        return;
    }
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, rect ? rect : &whole);
    cairo_translate(cr, whole.origin.x, whole.origin.y);
    cairo_scale(cr, sx, sy);
    cairo_set_source_surface(cr, picture->surface, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
}

static void draw_picture(GtkSnapshot *snapshot, const Picture *picture) { draw_part(snapshot, picture, NULL, 0, 0, 1, 1); }

/// Cuts the window without its deck into its background colour (the pixel at the middle of its
/// left edge) and the bands of rows that are not all that colour.
static void cut_chrome(void) {
    int width = gdk_texture_get_width(chrome), height = gdk_texture_get_height(chrome);
    gsize stride = (gsize)width * 4;
    guchar *data = g_malloc(stride * height);
    gdk_texture_download(chrome, data, stride);
    GBytes *texels = g_bytes_new_take(data, stride * height);
    guint32 plain;
    memcpy(&plain, data + (height / 2) * stride, 4);
    // GDK_MEMORY_DEFAULT is premultiplied B, G, R, A in memory; the background is opaque.
    background = (GdkRGBA){data[(height / 2) * stride + 2] / 255.0, data[(height / 2) * stride + 1] / 255.0, data[(height / 2) * stride] / 255.0, 1};
    int start = -1;
    for (int y = 0; y <= height; y++) {
        gboolean is_plain = TRUE;
        for (int x = 0; y < height && x < width && is_plain; x++) is_plain = memcmp(data + y * stride + x * 4, &plain, 4) == 0;
        if (!is_plain && start < 0) start = y;
        if (is_plain && start >= 0) {
            if (n_chrome_bands == G_N_ELEMENTS(chrome_bands)) g_error("floor: the chrome has more than %d bands", n_chrome_bands);
            GBytes *band = g_bytes_new_from_bytes(texels, start * stride, (y - start) * stride);
            chrome_bands[n_chrome_bands] = (Picture){gdk_memory_texture_new(width, y - start, GDK_MEMORY_DEFAULT, band, stride), {0, start}, NULL};
            make_surface(&chrome_bands[n_chrome_bands++]);
            g_bytes_unref(band);
            start = -1;
        }
    }
    g_bytes_unref(texels);
}

static void draw_chrome(GtkSnapshot *snapshot) {
    gtk_snapshot_append_color(snapshot, &background, &GRAPHENE_RECT_INIT(0, 0, window_size[0], window_size[1]));
    for (int i = 0; i < n_chrome_bands; i++) draw_picture(snapshot, &chrome_bands[i]);
}

/// Downloads the card's texels and finds its opaque rectangle: a rounded card is opaque but for
/// its corners, so the larger of the two rectangles that leave out the corners' radius, across or
/// down, where the radius is how far the top row's first opaque texel is from the left.
static void measure_card(Card *card) {
    int width = gdk_texture_get_width(card->picture.texture), height = gdk_texture_get_height(card->picture.texture);
    card->stride = (gsize)width * 4;
    guchar *data = g_malloc(card->stride * height);
    gdk_texture_download(card->picture.texture, data, card->stride);
    card->texels = g_bytes_new_take(data, card->stride * height);
    int radius = 0;
    while (radius < width / 2 && data[radius * 4 + 3] != 255) radius++;
    double across = (double)width * (height - 2 * radius), down = (double)(width - 2 * radius) * height;
    graphene_rect_init(&card->opaque, card->picture.origin.x + (across >= down ? 0 : radius),
                       card->picture.origin.y + (across >= down ? radius : 0), across >= down ? width : width - 2 * radius,
                       across >= down ? height - 2 * radius : height);
}

static void read_frames(const char *path) {
    FILE *file = fopen(path, "r");
    if (file == NULL) g_error("floor: cannot read %s", path);
    cards = g_hash_table_new(g_direct_hash, g_direct_equal);
    frames = g_array_new(FALSE, TRUE, sizeof(Frame));
    char word[32], name[4096];
    while (fscanf(file, "%31s", word) == 1) {
        if (strcmp(word, "window") == 0) {
            if (fscanf(file, "%d %d", &window_size[0], &window_size[1]) != 2) g_error("floor: bad window line");
        } else if (strcmp(word, "stage") == 0) {
            if (fscanf(file, "%lf %lf", &stage[0], &stage[1]) != 2) g_error("floor: bad stage line");
        } else if (strcmp(word, "top") == 0) {
            if (fscanf(file, "%lf %lf %lf %lf", &top_card[0], &top_card[1], &top_card[2], &top_card[3]) != 4) g_error("floor: bad top line");
        } else if (strcmp(word, "chrome") == 0) {
            if (fscanf(file, " %4095[^\n]", name) != 1) g_error("floor: bad chrome line");
            chrome = load_texture(name);
        } else if (strcmp(word, "card") == 0) {
            int index;
            Card *card = g_new0(Card, 1);
            if (fscanf(file, "%d %f %f %lf %lf %4095[^\n]", &index, &card->picture.origin.x, &card->picture.origin.y, &card->width,
                       &card->height, name) != 6)
                g_error("floor: bad card line");
            card->picture.texture = load_texture(name);
            make_surface(&card->picture);
            measure_card(card);
            g_hash_table_insert(cards, GINT_TO_POINTER(index), card);
        } else if (strcmp(word, "stamp") == 0) {
            char direction;
            float values[16];
            if (fscanf(file, " %c", &direction) != 1) g_error("floor: bad stamp line");
            Stamp *stamp = &stamps[direction == 'r' ? 0 : 1];
            if (fscanf(file, "%f %f", &stamp->picture.origin.x, &stamp->picture.origin.y) != 2) g_error("floor: bad stamp origin");
            for (int i = 0; i < 16; i++)
                if (fscanf(file, "%f", &values[i]) != 1) g_error("floor: bad stamp matrix");
            if (fscanf(file, " %4095[^\n]", name) != 1) g_error("floor: bad stamp line");
            graphene_matrix_init_from_float(&stamp->matrix, values);
            stamp->picture.texture = load_texture(name);
            make_surface(&stamp->picture);
        } else if (strcmp(word, "frame") == 0) {
            Frame frame;
            if (fscanf(file, "%d", &frame.n_cards) != 1) g_error("floor: bad frame line");
            frame.cards = g_new0(Pose, frame.n_cards);
            for (int i = 0; i < frame.n_cards; i++) {
                Pose *pose = &frame.cards[i];
                if (fscanf(file, "%d %lf %lf %lf %lf %lf %lf %lf %lf %c %lf", &pose->index, &pose->cx, &pose->cy, &pose->width, &pose->height,
                           &pose->sx, &pose->sy, &pose->rotation, &pose->alpha, &pose->direction, &pose->progress) != 11)
                    g_error("floor: bad card pose");
            }
            g_array_append_val(frames, frame);
        } else {
            g_error("floor: unknown line %s", word);
        }
    }
    fclose(file);
    if (chrome == NULL || frames->len == 0) g_error("floor: %s has no chrome or no frames", path);
    cut_chrome();
}

#define FLOOR_TYPE_VIEW (floor_view_get_type())
G_DECLARE_FINAL_TYPE(FloorView, floor_view, FLOOR, VIEW, GtkWidget)

struct _FloorView {
    GtkWidget parent_instance;
};

G_DEFINE_TYPE(FloorView, floor_view, GTK_TYPE_WIDGET)

static void draw_card(GtkSnapshot *snapshot, const Pose *pose, const Card *card) {
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(stage[0] + pose->cx, stage[1] + pose->cy));
    if (pose->rotation != 0) gtk_snapshot_rotate(snapshot, pose->rotation * 180 / G_PI);
    if (pose->sx != 1 || pose->sy != 1) gtk_snapshot_scale(snapshot, pose->sx, pose->sy);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(-card->width / 2, -card->height / 2));
    if (pose->alpha < 1) gtk_snapshot_push_opacity(snapshot, pose->alpha);
    draw_picture(snapshot, &card->picture);
    if (pose->direction != '-' && pose->progress > 0) {
        const Stamp *stamp = &stamps[pose->direction == 'r' ? 0 : 1];
        if (stamp->picture.texture != NULL) {
            gtk_snapshot_save(snapshot);
            // A translation as such: the cairo renderer draws a node under a general matrix as
            // an error (a pink rectangle).
            double xx, yx, xy, yy, x0, y0;
            if (graphene_matrix_to_2d(&stamp->matrix, &xx, &yx, &xy, &yy, &x0, &y0) && xx == 1 && yy == 1 && xy == 0 && yx == 0)
                gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(x0, y0));
            else
                gtk_snapshot_transform_matrix(snapshot, &stamp->matrix);
            gtk_snapshot_push_opacity(snapshot, MIN(pose->progress, 1));
            draw_picture(snapshot, &stamp->picture);
            gtk_snapshot_pop(snapshot);
            gtk_snapshot_restore(snapshot);
        }
    }
    if (pose->alpha < 1) gtk_snapshot_pop(snapshot);
    gtk_snapshot_restore(snapshot);
}

/// The largest axis-aligned rectangle, in the window, that the opaque card at `pose` hides: its
/// opaque rectangle, or the largest upright rectangle inside it when the card is turned, less a
/// pixel on each side for its smoothed edges.
static graphene_rect_t cover_of(const Pose *pose, const Card *card) {
    double w = card->opaque.size.width * pose->sx, h = card->opaque.size.height * pose->sy;
    // The opaque rectangle's centre, turned about the card's.
    double dx = (card->opaque.origin.x + card->opaque.size.width / 2 - card->width / 2) * pose->sx;
    double dy = (card->opaque.origin.y + card->opaque.size.height / 2 - card->height / 2) * pose->sy;
    double s = sin(pose->rotation), c = cos(pose->rotation);
    double x = stage[0] + pose->cx + dx * c - dy * s, y = stage[1] + pose->cy + dx * s + dy * c;
    double as = fabs(s), ac = fabs(c), wr = w, hr = h;
    if (as > 1e-9) {
        double longer = MAX(w, h), shorter = MIN(w, h);
        if (shorter <= 2 * as * ac * longer || fabs(as - ac) < 1e-10) {
            double half = shorter / 2;
            wr = w >= h ? half / as : half / ac;
            hr = w >= h ? half / ac : half / as;
        } else {
            double c2 = ac * ac - as * as;
            wr = (w * ac - h * as) / c2;
            hr = (h * ac - w * as) / c2;
        }
    }
    return GRAPHENE_RECT_INIT(x - wr / 2 + 1, y - hr / 2 + 1, MAX(wr - 2, 0), MAX(hr - 2, 0));
}

/// `piece` less `cover`: up to four rectangles, above, below, left and right of it.
static int subtract(graphene_rect_t piece, graphene_rect_t cover, graphene_rect_t *out) {
    graphene_rect_t common;
    if (!graphene_rect_intersection(&piece, &cover, &common)) {
        out[0] = piece;
        return 1;
    }
    int n = 0;
    float left = piece.origin.x, top = piece.origin.y, right = left + piece.size.width, bottom = top + piece.size.height;
    float cl = common.origin.x, ct = common.origin.y, cr = cl + common.size.width, cb = ct + common.size.height;
    if (ct > top) out[n++] = GRAPHENE_RECT_INIT(left, top, right - left, ct - top);
    if (cb < bottom) out[n++] = GRAPHENE_RECT_INIT(left, cb, right - left, bottom - cb);
    if (cl > left) out[n++] = GRAPHENE_RECT_INIT(left, ct, cl - left, cb - ct);
    if (cr < right) out[n++] = GRAPHENE_RECT_INIT(cr, ct, right - cr, cb - ct);
    return n;
}

/// An upright card behind opaque ones: only the pieces the covers leave, each a texture of its
/// own texels made for the frame (GTK 4.8's GL renderer draws a clipped texture as its whole
/// quad), as the deck draws them; with the cairo renderer, the card's image surface clipped to
/// each piece.
static void draw_pieces(GtkSnapshot *snapshot, const Pose *pose, const Card *card, const graphene_rect_t *covers, int n_covers) {
    double left = stage[0] + pose->cx - card->width / 2 * pose->sx, top = stage[1] + pose->cy - card->height / 2 * pose->sy;
    int width = gdk_texture_get_width(card->picture.texture), height = gdk_texture_get_height(card->picture.texture);
    graphene_rect_t pieces[64], next[64];
    int n = 1;
    pieces[0] = GRAPHENE_RECT_INIT(left + card->picture.origin.x * pose->sx, top + card->picture.origin.y * pose->sy, width * pose->sx,
                                   height * pose->sy);
    for (int i = 0; i < n_covers; i++) {
        int m = 0;
        for (int j = 0; j < n && m <= 60; j++) m += subtract(pieces[j], covers[i], next + m);
        memcpy(pieces, next, sizeof(graphene_rect_t) * m);
        n = m;
    }
    for (int j = 0; j < n; j++) {
        if (uses_cairo) {
            draw_part(snapshot, &card->picture, &pieces[j], left, top, pose->sx, pose->sy);
            continue;
        }
        // The piece's texels, rounded outwards, and where they lie in the window.
        int x0 = MAX((int)floor((pieces[j].origin.x - left) / pose->sx - card->picture.origin.x), 0);
        int y0 = MAX((int)floor((pieces[j].origin.y - top) / pose->sy - card->picture.origin.y), 0);
        int x1 = MIN((int)ceil((pieces[j].origin.x + pieces[j].size.width - left) / pose->sx - card->picture.origin.x), width);
        int y1 = MIN((int)ceil((pieces[j].origin.y + pieces[j].size.height - top) / pose->sy - card->picture.origin.y), height);
        if (x1 <= x0 || y1 <= y0) continue;
        GBytes *bytes = g_bytes_new_from_bytes(card->texels, y0 * card->stride + x0 * 4, (y1 - y0 - 1) * card->stride + (x1 - x0) * 4);
        GdkTexture *texture = gdk_memory_texture_new(x1 - x0, y1 - y0, GDK_MEMORY_DEFAULT, bytes, card->stride);
        g_bytes_unref(bytes);
        gtk_snapshot_append_texture(snapshot, texture,
                                    &GRAPHENE_RECT_INIT(left + (card->picture.origin.x + x0) * pose->sx,
                                                        top + (card->picture.origin.y + y0) * pose->sy, (x1 - x0) * pose->sx,
                                                        (y1 - y0) * pose->sy));
        g_object_unref(texture);
    }
}

static void floor_view_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    (void)widget;
    draw_chrome(snapshot);
    const Frame *frame = &g_array_index(frames, Frame, current);
    // Back to front; a card behind opaque ones, upright and opaque itself, is drawn as the pieces
    // they leave.
    for (int i = 0; i < frame->n_cards; i++) {
        const Pose *pose = &frame->cards[i];
        const Card *card = g_hash_table_lookup(cards, GINT_TO_POINTER(pose->index));
        if (card == NULL) continue;
        graphene_rect_t covers[8];
        int n_covers = 0;
        for (int j = i + 1; j < frame->n_cards && n_covers < 8; j++) {
            const Pose *front = &frame->cards[j];
            const Card *front_card = g_hash_table_lookup(cards, GINT_TO_POINTER(front->index));
            if (front_card != NULL && front->alpha >= 1) covers[n_covers++] = cover_of(front, front_card);
        }
        gboolean behind = n_covers > 0 && pose->rotation == 0 && pose->alpha >= 1 && (pose->direction == '-' || pose->progress <= 0);
        if (behind)
            draw_pieces(snapshot, pose, card, covers, n_covers);
        else
            draw_card(snapshot, pose, card);
    }
}

static void floor_view_class_init(FloorViewClass *klass) { GTK_WIDGET_CLASS(klass)->snapshot = floor_view_snapshot; }

static void floor_view_init(FloorView *self) { (void)self; }

static gboolean next_frame(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    if (current + 1 >= frames->len) {
        playing = FALSE;
        return G_SOURCE_REMOVE;
    }
    current++;
    gtk_widget_queue_draw(widget);
    return G_SOURCE_CONTINUE;
}

static void pressed(GtkGestureClick *gesture, int n_press, double x, double y, gpointer view) {
    (void)gesture;
    (void)n_press;
    (void)x;
    (void)y;
    if (playing || current != 0) return;
    playing = TRUE;
    gtk_widget_add_tick_callback(view, next_frame, NULL, NULL);
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    if (painted++ == 1) {
        printf("{\"name\":\"ready\",\"deck\":[%g,%g,%g,%g],\"topCard\":[%g,%g,%g,%g]}\n", top_card[0], top_card[1], top_card[2], top_card[3],
               top_card[0], top_card[1], top_card[2], top_card[3]);
        fflush(stdout);
    }
}

static gboolean report_frames(gpointer data) {
    (void)data;
    printf("{\"name\":\"frames\",\"count\":%u}\n", painted);
    fflush(stdout);
    return G_SOURCE_CONTINUE;
}

static void realized(GtkWidget *window, gpointer data) {
    (void)data;
    uses_cairo = GSK_IS_CAIRO_RENDERER(gtk_native_get_renderer(GTK_NATIVE(window)));
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

int main(int argc, char **argv) {
    if (argc != 2 && !(argc == 4 && strcmp(argv[2], "--show-frame") == 0)) {
        fprintf(stderr, "usage: floor FRAMES-FILE [--show-frame K]\n");
        return 2;
    }
    gtk_init();
    read_frames(argv[1]);
    if (argc == 4) current = MIN((guint)atoi(argv[3]), frames->len - 1);
    GtkWidget *window = gtk_window_new();
    gtk_window_set_decorated(GTK_WINDOW(window), FALSE);
    gtk_window_set_default_size(GTK_WINDOW(window), window_size[0], window_size[1]);
    gtk_window_set_resizable(GTK_WINDOW(window), FALSE);
    GtkWidget *view = g_object_new(FLOOR_TYPE_VIEW, NULL);
    gtk_window_set_child(GTK_WINDOW(window), view);
    if (argc == 2) {
        GtkGesture *click = gtk_gesture_click_new();
        g_signal_connect(click, "pressed", G_CALLBACK(pressed), view);
        gtk_widget_add_controller(view, GTK_EVENT_CONTROLLER(click));
    }
    g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
    g_unix_signal_add(SIGUSR1, report_frames, NULL);
    gtk_window_present(GTK_WINDOW(window));
    while (g_list_model_get_n_items(gtk_window_get_toplevels()) > 0) g_main_context_iteration(NULL, TRUE);
    return 0;
}
