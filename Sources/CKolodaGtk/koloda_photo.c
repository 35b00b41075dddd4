// SPDX-License-Identifier: MIT
// Photos for cards: read and decoded on a worker thread of GTask's pool, at the size they are
// drawn rather than at the camera's, and handed back as a texture.

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
} DecodeRequest;

static void decode_request_free(gpointer data) {
    DecodeRequest *request = data;
    g_clear_object(&request->file);
    g_clear_pointer(&request->bytes, g_bytes_unref);
    if (request->read_destroy) request->read_destroy(request->read_data);
    g_free(request);
}

// Decodes at the smallest size that still covers width × height, whichever way the photo's
// embedded orientation turns it, and never larger than the photo.
static void on_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    const DecodeRequest *request = data;
    if (width <= 0 || height <= 0) return;
    double upright = fmax((double)request->width / width, (double)request->height / height);
    double turned = fmax((double)request->width / height, (double)request->height / width);
    double scale = fmax(upright, turned);
    if (scale < 1.0) {
        gdk_pixbuf_loader_set_size(loader, MAX(1, (int)ceil(width * scale)), MAX(1, (int)ceil(height * scale)));
    }
}

static gboolean feed_file(GdkPixbufLoader *loader, GFile *file, GCancellable *cancellable, GError **error) {
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
            ok = gdk_pixbuf_loader_write(loader, buffer, (gsize)count, error);
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
    gboolean ok;
    if (request->read) {
        GBytes *bytes = request->read(request->read_data, &orientation, &error);
        ok = bytes && !g_cancellable_set_error_if_cancelled(cancellable, &error) &&
             gdk_pixbuf_loader_write_bytes(loader, bytes, &error);
        if (bytes) g_bytes_unref(bytes);
    } else if (request->bytes) {
        ok = gdk_pixbuf_loader_write_bytes(loader, request->bytes, &error);
    } else {
        ok = feed_file(loader, request->file, cancellable, &error);
    }
    // Closing reports a truncated or corrupt file; after a failure it only cleans up.
    gboolean closed = gdk_pixbuf_loader_close(loader, ok ? &error : NULL);
    GdkPixbuf *pixbuf = ok && closed ? gdk_pixbuf_loader_get_pixbuf(loader) : NULL;
    if (pixbuf && orientation >= 1 && orientation <= 8) {
        // The reader's orientation replaces whatever the bytes say.
        char value[2] = {(char)('0' + orientation), 0};
        gdk_pixbuf_remove_option(pixbuf, "orientation");
        gdk_pixbuf_set_option(pixbuf, "orientation", value);
    }
    if (pixbuf) {
        GdkPixbuf *oriented = gdk_pixbuf_apply_embedded_orientation(pixbuf);
        GdkTexture *texture = gdk_texture_new_for_pixbuf(oriented);
        g_object_unref(oriented);
        g_task_return_pointer(task, texture, g_object_unref);
    } else {
        if (!error) error = g_error_new_literal(GDK_PIXBUF_ERROR, GDK_PIXBUF_ERROR_CORRUPT_IMAGE, "the image has no picture in it");
        g_task_return_error(task, error);
    }
    g_object_unref(loader);
}

void koloda_photo_decode_async(GFile *file, GBytes *bytes, KolodaPhotoRead read, gpointer read_data,
                               GDestroyNotify read_destroy, int width, int height, GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data) {
    DecodeRequest *request = g_new0(DecodeRequest, 1);
    request->file = file ? g_object_ref(file) : NULL;
    request->bytes = bytes ? g_bytes_ref(bytes) : NULL;
    request->read = read;
    request->read_data = read_data;
    request->read_destroy = read_destroy;
    request->width = MAX(width, 1);
    request->height = MAX(height, 1);
    GTask *task = g_task_new(NULL, cancellable, callback, user_data);
    g_task_set_task_data(task, request, decode_request_free);
    g_task_run_in_thread(task, decode_in_thread);
    g_object_unref(task);
}

GdkTexture *koloda_photo_decode_finish(GAsyncResult *result, GError **error) {
    return g_task_propagate_pointer(G_TASK(result), error);
}
