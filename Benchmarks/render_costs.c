// SPDX-License-Identifier: MIT
//
// What one part of a frame costs GTK's renderer on its own: a window the size of the demo's,
// redrawn on every frame for 3 s with one kind of content, and the process's CPU time and frames
// painted meanwhile, as JSON. render_costs.py builds and runs it; see there for the contents.

#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define PAGE_WIDTH 384
#define PAGE_HEIGHT 533

static const char *content;
static GdkTexture *texture;
static GskRenderNode *page, *nearest_page;
static GBytes *pixels;
static gint64 start;
static double cpu_at_start;
static int frames;

static double cpu_seconds(void) {
    char buffer[1024] = {0};
    FILE *stat = fopen("/proc/self/stat", "r");
    if (!stat || fread(buffer, 1, sizeof buffer - 1, stat) == 0) g_error("cannot read /proc/self/stat");
    fclose(stat);
    // utime and stime are the 12th and 13th fields after the command's closing parenthesis.
    char *field = strrchr(buffer, ')') + 2;
    for (int skipped = 0; skipped < 11; skipped++) field = strchr(field, ' ') + 1;
    long user = 0, system = 0;
    sscanf(field, "%ld %ld", &user, &system);
    return (double)(user + system) / (double)sysconf(_SC_CLK_TCK);
}

/// A sky and hills, like the reference's pages.
static cairo_surface_t *picture(void) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, PAGE_WIDTH, PAGE_HEIGHT);
    cairo_t *cr = cairo_create(surface);
    cairo_pattern_t *sky = cairo_pattern_create_linear(0, 0, 0, PAGE_HEIGHT);
    cairo_pattern_add_color_stop_rgb(sky, 0, 0.5, 0.6, 0.9);
    cairo_pattern_add_color_stop_rgb(sky, 1, 0.9, 0.8, 0.6);
    cairo_set_source(cr, sky);
    cairo_paint(cr);
    cairo_pattern_destroy(sky);
    cairo_set_source_rgb(cr, 0.2, 0.45, 0.25);
    cairo_move_to(cr, 0, PAGE_HEIGHT);
    for (int step = 0; step < 9; step++)
        cairo_line_to(cr, PAGE_WIDTH * step / 8.0, PAGE_HEIGHT * 0.6 - 30 * sin(step * 1.7));
    cairo_line_to(cr, PAGE_WIDTH, PAGE_HEIGHT);
    cairo_fill(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
}

static void make_contents(void) {
    cairo_surface_t *surface = picture();
    GBytes *bytes = g_bytes_new(cairo_image_surface_get_data(surface),
                                (gsize)(cairo_image_surface_get_stride(surface) * PAGE_HEIGHT));
    texture = gdk_memory_texture_new(PAGE_WIDTH, PAGE_HEIGHT, GDK_MEMORY_DEFAULT, bytes,
                                     (gsize)cairo_image_surface_get_stride(surface));
    pixels = bytes;
    // One node for the whole run, as a widget that is not redrawn keeps its node.
    page = gsk_cairo_node_new(&GRAPHENE_RECT_INIT(0, 0, PAGE_WIDTH, PAGE_HEIGHT));
    cairo_t *cr = gsk_cairo_node_get_draw_context(page);
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    // The cheapest resampling cairo has: nearest-neighbour inside, the outline smoothed by the
    // rasterizer because it is a filled rectangle rather than the image's own edge.
    nearest_page = gsk_cairo_node_new(&GRAPHENE_RECT_INIT(0, 0, PAGE_WIDTH, PAGE_HEIGHT));
    cr = gsk_cairo_node_get_draw_context(nearest_page);
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST);
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
    cairo_rectangle(cr, 0, 0, PAGE_WIDTH, PAGE_HEIGHT);
    cairo_fill(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
}

typedef struct {
    GtkWidget parent_instance;
} CostsWidget;
typedef struct {
    GtkWidgetClass parent_class;
} CostsWidgetClass;
G_DEFINE_TYPE(CostsWidget, costs_widget, GTK_TYPE_WIDGET)

static void costs_widget_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    if (start == 0) return;
    double phase = sin((double)(g_get_monotonic_time() - start) / 1e6 * 2 * G_PI);
    float offset = roundf((float)(150 * phase));
    if (strcmp(content, "focus ring") == 0) {
        GskRoundedRect outline;
        gsk_rounded_rect_init_from_rect(&outline, &GRAPHENE_RECT_INIT(30, 42, 400, 614), 18);
        GdkRGBA color = {0.21f, 0.52f, 0.89f, 0.8f};
        gtk_snapshot_append_border(snapshot, &outline, (float[4]){2, 2, 2, 2}, (GdkRGBA[4]){color, color, color, color});
    } else if (g_str_has_prefix(content, "behind")) {
        // A card behind the dragged one, at 70 % and 95 %, of which the four strips around the
        // dragged card show: drawn whole, as clips of its one texture, as textures of the strips
        // made for the frame, or as repeat nodes of the one texture.
        static const int strips[4][4] = {{0, 0, PAGE_WIDTH, 24}, {0, PAGE_HEIGHT - 40, PAGE_WIDTH, PAGE_HEIGHT},
                                         {0, 24, 12, PAGE_HEIGHT - 40}, {PAGE_WIDTH - 12, 24, PAGE_WIDTH, PAGE_HEIGHT - 40}};
        const graphene_rect_t whole = GRAPHENE_RECT_INIT(0, 0, PAGE_WIDTH, PAGE_HEIGHT);
        gtk_snapshot_push_opacity(snapshot, 0.7);
        gtk_snapshot_save(snapshot);
        gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(38 + offset, 123));
        gtk_snapshot_scale(snapshot, 0.95f, 0.95f);
        for (int i = 0; i < 4 && strcmp(content, "behind whole") != 0; i++) {
            const int *p = strips[i];
            graphene_rect_t strip = GRAPHENE_RECT_INIT(p[0], p[1], p[2] - p[0], p[3] - p[1]);
            if (strcmp(content, "behind clips") == 0) {
                gtk_snapshot_push_clip(snapshot, &strip);
                gtk_snapshot_append_texture(snapshot, texture, &whole);
                gtk_snapshot_pop(snapshot);
            } else if (strcmp(content, "behind repeat") == 0) {
                GskRenderNode *child = gsk_texture_node_new(texture, &whole);
                GskRenderNode *repeat = gsk_repeat_node_new(&strip, child, &whole);
                gtk_snapshot_append_node(snapshot, repeat);
                gsk_render_node_unref(repeat);
                gsk_render_node_unref(child);
            } else {
                gsize stride = PAGE_WIDTH * 4;
                GBytes *part = g_bytes_new_from_bytes(pixels, p[1] * stride + p[0] * 4, (p[3] - p[1] - 1) * stride + (p[2] - p[0]) * 4);
                GdkTexture *piece = gdk_memory_texture_new(p[2] - p[0], p[3] - p[1], GDK_MEMORY_DEFAULT, part, stride);
                gtk_snapshot_append_texture(snapshot, piece, &strip);
                g_object_unref(piece);
                g_bytes_unref(part);
            }
        }
        if (strcmp(content, "behind whole") == 0) gtk_snapshot_append_texture(snapshot, texture, &whole);
        gtk_snapshot_restore(snapshot);
        gtk_snapshot_pop(snapshot);
    } else if (strcmp(content, "nothing") != 0) {
        gtk_snapshot_save(snapshot);
        gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(38 + offset, 123));
        if (g_str_has_prefix(content, "turned")) {
            gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(PAGE_WIDTH / 2.0f, PAGE_HEIGHT / 2.0f));
            gtk_snapshot_rotate(snapshot, (float)(6 * phase));
            gtk_snapshot_scale(snapshot, 0.95f, 0.95f);
            gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(-PAGE_WIDTH / 2.0f, -PAGE_HEIGHT / 2.0f));
        }
        if (g_str_has_suffix(content, "nearest"))
            gtk_snapshot_append_node(snapshot, nearest_page);
        else if (g_str_has_suffix(content, "page"))
            gtk_snapshot_append_node(snapshot, page);
        else
            gtk_snapshot_append_texture(snapshot, texture, &GRAPHENE_RECT_INIT(0, 0, PAGE_WIDTH, PAGE_HEIGHT));
        gtk_snapshot_restore(snapshot);
    }
    // Something changes on every frame, as in a drag, even when nothing else is drawn.
    gtk_snapshot_append_color(snapshot, &(GdkRGBA){0.5f, 0.5f, 0.5f, 1}, &GRAPHENE_RECT_INIT(200 + offset, 4, 4, 4));
}

static void costs_widget_class_init(CostsWidgetClass *klass) {
    GTK_WIDGET_CLASS(klass)->snapshot = costs_widget_snapshot;
}

static void costs_widget_init(CostsWidget *self) {
    gtk_widget_set_hexpand(GTK_WIDGET(self), TRUE);
    gtk_widget_set_vexpand(GTK_WIDGET(self), TRUE);
}

static gboolean redraw(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    gtk_widget_queue_draw(widget);
    return G_SOURCE_CONTINUE;
}

static void painted(GdkFrameClock *clock, gpointer data) {
    frames++;
}

static gboolean finish(gpointer application) {
    printf("{\"cpu\": %.3f, \"frames\": %d}\n", cpu_seconds() - cpu_at_start, frames);
    g_application_quit(G_APPLICATION(application));
    return G_SOURCE_REMOVE;
}

static gboolean begin(gpointer widget) {
    start = g_get_monotonic_time();
    cpu_at_start = cpu_seconds();
    frames = 0;
    gtk_widget_add_tick_callback(widget, redraw, NULL, NULL);
    g_timeout_add(3000, finish, g_application_get_default());
    return G_SOURCE_REMOVE;
}

static void activate(GtkApplication *application) {
    make_contents();
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_default_size(GTK_WINDOW(window), 460, 780);
    GtkWidget *widget = g_object_new(costs_widget_get_type(), NULL);
    gtk_window_set_child(GTK_WINDOW(window), widget);
    gtk_window_present(GTK_WINDOW(window));
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(painted), NULL);
    g_timeout_add(1000, begin, widget);
}

int main(int argc, char **argv) {
    const char *contents[] = {"nothing",      "page",         "card",          "turned page",   "turned page nearest",
                              "turned card",  "focus ring",   "behind whole",  "behind clips",  "behind pieces",
                              "behind repeat"};
    for (guint index = 0; argc == 2 && index < G_N_ELEMENTS(contents); index++)
        if (strcmp(argv[1], contents[index]) == 0) content = contents[index];
    if (!content) {
        fprintf(stderr, "usage: render_costs nothing|page|card|'turned page'|'turned page nearest'|'turned card'|'focus ring'|"
                        "'behind whole'|'behind clips'|'behind pieces'|'behind repeat'\n");
        return 2;
    }
    GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), 1, (char *[]){argv[0], NULL});
    g_object_unref(application);
    return status;
}
