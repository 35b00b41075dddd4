// SPDX-License-Identifier: MIT
// Photos for cards: read and decoded on a worker thread of GTask's pool, at the size they are
// drawn rather than at the camera's, between the frames the decks paint, and handed back as a
// texture.

#include <math.h>

#include "koloda_gtk.h"

typedef struct {
    GFile *file;
    GBytes *bytes;
    KolodaPhotoRead read;
    gpointer read_data;
    GDestroyNotify read_destroy;
    int width;
    int height;
    gboolean contain;
} DecodeRequest;

// Decodes asked for whose results have not been handed back: a frame holds nothing back when
// there are none.
static gint decodes_in_flight;

static void decode_request_free(gpointer data) {
    DecodeRequest *request = data;
    g_atomic_int_add(&decodes_in_flight, -1);
    g_clear_object(&request->file);
    g_clear_pointer(&request->bytes, g_bytes_unref);
    if (request->read_destroy) request->read_destroy(request->read_data);
    g_free(request);
}

// The scale at which a photo of width × height, upright, covers the request's pixels, or with
// `contain` fits inside them.
static double fitting_scale(const DecodeRequest *request, int width, int height) {
    double across = (double)request->width / width, down = (double)request->height / height;
    return request->contain ? fmin(across, down) : fmax(across, down);
}

// Decodes at the smallest size that still serves the request whichever way the photo's embedded
// orientation turns it (which is known only once it is decoded), and never larger than the
// photo: the decoder's own scaling (a JPEG's is nearly free) does most of the work.
static void on_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    const DecodeRequest *request = data;
    if (width <= 0 || height <= 0) return;
    double scale = fmax(fitting_scale(request, width, height), fitting_scale(request, height, width));
    if (scale < 1.0) {
        gdk_pixbuf_loader_set_size(loader, MAX(1, (int)ceil(width * scale)), MAX(1, (int)ceil(height * scale)));
    }
}

// The upright photo at the request's size. The decoder sized it for either orientation, so a
// photo that turned out the other way is too large (a 4:3 photo by a third on a side when it
// covers, twice the area when it is contained), which a card would scale down again in every
// picture of it. Returns a new reference.
static GdkPixbuf *fitted(GdkPixbuf *upright, const DecodeRequest *request) {
    int width = gdk_pixbuf_get_width(upright), height = gdk_pixbuf_get_height(upright);
    double scale = fitting_scale(request, width, height);
    int fitted_width = MAX(1, (int)ceil(width * scale)), fitted_height = MAX(1, (int)ceil(height * scale));
    if (scale >= 1.0 || (fitted_width >= width && fitted_height >= height)) return g_object_ref(upright);
    GdkPixbuf *scaled = gdk_pixbuf_scale_simple(upright, fitted_width, fitted_height, GDK_INTERP_BILINEAR);
    return scaled ? scaled : g_object_ref(upright);
}

// Follows a JPEG's structure as its bytes arrive, to tell whether it reaches its end (EOI):
// GdkPixbuf closes a JPEG cut short without an error, the rest of the photo grey. The segments
// are skipped by their lengths and each scan's entropy-coded data up to the next marker; data
// after the end (a camera's trailer) is not looked at.
typedef struct {
    enum { JPEG_START, JPEG_START_D8, JPEG_MARKER, JPEG_MARKER_CODE, JPEG_LENGTH_HIGH, JPEG_LENGTH_LOW, JPEG_SEGMENT,
           JPEG_ENTROPY, JPEG_ENTROPY_FF, JPEG_END, JPEG_NOT } state;
    guint8 code;
    gsize remaining;
} JpegEnd;

static void jpeg_end_feed(JpegEnd *jpeg, const guint8 *bytes, gsize count) {
    for (gsize index = 0; index < count && jpeg->state != JPEG_END && jpeg->state != JPEG_NOT; index++) {
        guint8 byte = bytes[index];
        switch (jpeg->state) {
        case JPEG_START: jpeg->state = byte == 0xFF ? JPEG_START_D8 : JPEG_NOT; break;
        case JPEG_START_D8: jpeg->state = byte == 0xD8 ? JPEG_MARKER : JPEG_NOT; break;
        case JPEG_MARKER: jpeg->state = byte == 0xFF ? JPEG_MARKER_CODE : JPEG_NOT; break;
        case JPEG_ENTROPY: if (byte == 0xFF) jpeg->state = JPEG_ENTROPY_FF; break;
        case JPEG_ENTROPY_FF:
            // A stuffed zero, a restart marker or fill stay in the scan.
            if (byte == 0x00 || (byte >= 0xD0 && byte <= 0xD7)) {
                jpeg->state = JPEG_ENTROPY;
                break;
            }
            if (byte == 0xFF) break;
            /* fall through: another marker ends the scan */
        case JPEG_MARKER_CODE:
            if (byte == 0xFF) break;
            jpeg->code = byte;
            if (byte == 0xD9) jpeg->state = JPEG_END;
            else if (byte == 0x01 || (byte >= 0xD0 && byte <= 0xD8)) jpeg->state = JPEG_MARKER;
            else jpeg->state = JPEG_LENGTH_HIGH;
            break;
        case JPEG_LENGTH_HIGH:
            jpeg->remaining = (gsize)byte << 8;
            jpeg->state = JPEG_LENGTH_LOW;
            break;
        case JPEG_LENGTH_LOW:
            jpeg->remaining |= byte;
            if (jpeg->remaining < 2) {
                jpeg->state = JPEG_NOT;
                break;
            }
            jpeg->remaining -= 2;
            jpeg->state = jpeg->remaining > 0 ? JPEG_SEGMENT : jpeg->code == 0xDA ? JPEG_ENTROPY : JPEG_MARKER;
            break;
        case JPEG_SEGMENT: {
            gsize skip = MIN(jpeg->remaining, count - index);
            jpeg->remaining -= skip;
            index += skip - 1;
            if (jpeg->remaining == 0) jpeg->state = jpeg->code == 0xDA ? JPEG_ENTROPY : JPEG_MARKER;
            break;
        }
        case JPEG_END:
        case JPEG_NOT: break;
        }
    }
}

// Whether the bytes a loader was given were a JPEG that ends before its end.
static gboolean jpeg_cut_short(GdkPixbufLoader *loader, const JpegEnd *jpeg) {
    GdkPixbufFormat *format = gdk_pixbuf_loader_get_format(loader);
    if (!format || jpeg->state == JPEG_END || jpeg->state == JPEG_NOT) return FALSE;
    char *name = gdk_pixbuf_format_get_name(format);
    gboolean is_jpeg = g_strcmp0(name, "jpeg") == 0;
    g_free(name);
    return is_jpeg;
}

// Decoding gives way to painting. From the moment a deck is drawn until its window has painted
// the frame (its frame clock's after-paint), the decodes wait: on a machine with few processors,
// a decode beside a frame's rendering (a software renderer's raster threads, or cairo's) made
// the frame late (issue 49). They go on in pieces between the frames, so a photo is still
// decoded while the deck moves. A hold counts for 50 ms (three frames) at most, so that a clock
// that stops before its after-paint holds nothing up for longer.
typedef struct {
    gint64 since; // when the hold began (g_get_monotonic_time)
} PaintHold;

static GMutex paint_lock;
static GCond paint_over;
static GPtrArray *paint_holds; // the PaintHolds of the clocks painting now, under paint_lock

static const gint64 paint_hold_limit = 50 * G_TIME_SPAN_MILLISECOND;
static const char paint_hold_key[] = "koloda-paint-hold";
static const char paint_watched_key[] = "koloda-paint-watched";

static void paint_hold_release(gpointer data) {
    g_mutex_lock(&paint_lock);
    g_ptr_array_remove_fast(paint_holds, data);
    g_cond_broadcast(&paint_over);
    g_mutex_unlock(&paint_lock);
    g_free(data);
}

static void paint_ended(GdkFrameClock *clock, gpointer data) {
    (void)data;
    g_object_set_data(G_OBJECT(clock), paint_hold_key, NULL);
}

void koloda_photo_decodes_give_way(GtkWidget *widget) {
    if (g_atomic_int_get(&decodes_in_flight) == 0) return;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    if (!clock || g_object_get_data(G_OBJECT(clock), paint_hold_key)) return;
    if (!g_object_get_data(G_OBJECT(clock), paint_watched_key)) {
        g_signal_connect(clock, "after-paint", G_CALLBACK(paint_ended), NULL);
        g_object_set_data(G_OBJECT(clock), paint_watched_key, GINT_TO_POINTER(1));
    }
    PaintHold *hold = g_new(PaintHold, 1);
    hold->since = g_get_monotonic_time();
    g_mutex_lock(&paint_lock);
    if (!paint_holds) paint_holds = g_ptr_array_new();
    g_ptr_array_add(paint_holds, hold);
    g_mutex_unlock(&paint_lock);
    g_object_set_data_full(G_OBJECT(clock), paint_hold_key, hold, paint_hold_release);
}

// Until when the holds in force last (0 for none); called with paint_lock held.
static gint64 paint_held_until(gint64 now) {
    gint64 until = 0;
    for (guint i = 0; paint_holds && i < paint_holds->len; i++) {
        const PaintHold *hold = g_ptr_array_index(paint_holds, i);
        if (hold->since + paint_hold_limit > now) until = MAX(until, hold->since + paint_hold_limit);
    }
    return until;
}

guint koloda_photo_paint_holds(void) {
    g_mutex_lock(&paint_lock);
    guint count = paint_holds ? paint_holds->len : 0;
    g_mutex_unlock(&paint_lock);
    return count;
}

// Waits while a deck's frame is being painted.
static void give_way_to_painting(void) {
    g_mutex_lock(&paint_lock);
    for (gint64 until; (until = paint_held_until(g_get_monotonic_time())) != 0;) {
        if (!g_cond_wait_until(&paint_over, &paint_lock, until)) break;
    }
    g_mutex_unlock(&paint_lock);
}

// How many bytes the loader is given at a time: a piece of a camera's JPEG decodes in well under
// a millisecond (a 12-megapixel photo of 1.8 MB in about 15 ms, at a quarter of its size).
static const gsize feed_piece = 1 << 15;

// Gives `count` bytes to the loader, and to the check of a JPEG's end, in pieces, each after
// any frame being painted.
static gboolean feed(GdkPixbufLoader *loader, JpegEnd *jpeg, const guint8 *bytes, gsize count, GError **error) {
    jpeg_end_feed(jpeg, bytes, count);
    for (gsize start = 0; start < count; start += feed_piece) {
        give_way_to_painting();
        if (!gdk_pixbuf_loader_write(loader, bytes + start, MIN(feed_piece, count - start), error)) return FALSE;
    }
    return TRUE;
}

static gboolean feed_file(GdkPixbufLoader *loader, JpegEnd *jpeg, GFile *file, GCancellable *cancellable, GError **error) {
    GFileInputStream *stream = g_file_read(file, cancellable, error);
    if (!stream) return FALSE;
    gsize size = 1 << 16;
    guchar *buffer = g_malloc(size);
    gboolean ok = TRUE;
    while (ok) {
        gssize count = g_input_stream_read(G_INPUT_STREAM(stream), buffer, size, cancellable, error);
        if (count < 0) {
            ok = FALSE;
        } else if (count == 0) {
            break;
        } else {
            ok = feed(loader, jpeg, buffer, (gsize)count, error);
        }
    }
    g_free(buffer);
    g_object_unref(stream);
    return ok;
}

static void decode_in_thread(GTask *task, gpointer source, gpointer data, GCancellable *cancellable) {
    (void)source;
    DecodeRequest *request = data;
    GError *error = NULL;
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
    g_signal_connect(loader, "size-prepared", G_CALLBACK(on_size_prepared), request);
    int orientation = 0;
    JpegEnd jpeg = {JPEG_START, 0, 0};
    gboolean ok;
    if (request->read) {
        GBytes *bytes = request->read(request->read_data, &orientation, &error);
        gsize count = 0;
        const guint8 *data = bytes ? g_bytes_get_data(bytes, &count) : NULL;
        ok = bytes && !g_cancellable_set_error_if_cancelled(cancellable, &error) && feed(loader, &jpeg, data, count, &error);
        if (bytes) g_bytes_unref(bytes);
    } else if (request->bytes) {
        gsize count = 0;
        const guint8 *data = g_bytes_get_data(request->bytes, &count);
        ok = feed(loader, &jpeg, data, count, &error);
    } else {
        ok = feed_file(loader, &jpeg, request->file, cancellable, &error);
    }
    gboolean cut_short = ok && jpeg_cut_short(loader, &jpeg);
    // Closing reports a truncated or corrupt file (but for a JPEG's); after a failure it only
    // cleans up.
    gboolean closed = gdk_pixbuf_loader_close(loader, ok ? &error : NULL);
    GdkPixbuf *pixbuf = ok && closed ? gdk_pixbuf_loader_get_pixbuf(loader) : NULL;
    if (pixbuf && orientation >= 1 && orientation <= 8) {
        // The reader's orientation replaces whatever the bytes say.
        char value[2] = {(char)('0' + orientation), 0};
        gdk_pixbuf_remove_option(pixbuf, "orientation");
        gdk_pixbuf_set_option(pixbuf, "orientation", value);
    }
    if (pixbuf) {
        give_way_to_painting();
        GdkPixbuf *oriented = gdk_pixbuf_apply_embedded_orientation(pixbuf);
        GdkPixbuf *sized = fitted(oriented, request);
        GdkTexture *texture = gdk_texture_new_for_pixbuf(sized);
        g_object_unref(sized);
        g_object_unref(oriented);
        if (cut_short) {
            g_object_set_data(G_OBJECT(texture), KOLODA_PHOTO_DAMAGE,
                              (gpointer) "The file ends early: part of this photo is missing.");
        }
        g_task_return_pointer(task, texture, g_object_unref);
    } else {
        if (!error) error = g_error_new_literal(GDK_PIXBUF_ERROR, GDK_PIXBUF_ERROR_CORRUPT_IMAGE, "the image has no picture in it");
        g_task_return_error(task, error);
    }
    g_object_unref(loader);
}

void koloda_photo_decode_async(GFile *file, GBytes *bytes, KolodaPhotoRead read, gpointer read_data,
                               GDestroyNotify read_destroy, int width, int height, gboolean contain,
                               GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data) {
    g_atomic_int_inc(&decodes_in_flight);
    DecodeRequest *request = g_new0(DecodeRequest, 1);
    request->file = file ? g_object_ref(file) : NULL;
    request->bytes = bytes ? g_bytes_ref(bytes) : NULL;
    request->read = read;
    request->read_data = read_data;
    request->read_destroy = read_destroy;
    request->width = MAX(width, 1);
    request->height = MAX(height, 1);
    request->contain = contain;
    GTask *task = g_task_new(NULL, cancellable, callback, user_data);
    g_task_set_task_data(task, request, decode_request_free);
    g_task_run_in_thread(task, decode_in_thread);
    g_object_unref(task);
}

GdkTexture *koloda_photo_decode_finish(GAsyncResult *result, GError **error) {
    return g_task_propagate_pointer(G_TASK(result), error);
}
