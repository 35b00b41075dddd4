// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine
import KolodaHost

/// Photos as cards: decoded off the main thread at the size the cards are drawn, cached, and
/// loaded ahead with the deck's prefetching.
extension KolodaView {
    /// A card that shows a photo, to return from `koloda(_:viewForCardAt:)`.
    ///
    /// The photo is read and decoded on a worker thread at the size the card is drawn, not at
    /// the camera's resolution, and kept in the view's cache (``photoCacheLimit``). Until it is
    /// ready the card shows a placeholder in the theme's colours, and the photo fades in; a photo
    /// prefetched with ``prefetchPhotos(_:fit:)`` (with the same fit) is usually ready when its
    /// card enters. A missing or corrupt image shows a placeholder that says so, and reaches the
    /// delegate as a diagnostic (`koloda(_:diagnostic:)`); the deck goes on. A JPEG cut short shows what could be read,
    /// with a line at the card's top that says part of it is missing, and is a diagnostic too.
    ///
    /// ```swift
    /// func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
    ///     koloda.photoCard(.file(paths[index]))
    /// }
    /// func koloda(_ koloda: KolodaView, prefetchCardsAt indexes: [Int]) {
    ///     koloda.prefetchPhotos(indexes.map { .file(paths[$0]) })
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - photo: Where the photo comes from.
    ///   - fit: Whether the photo fills the card, cropped (`.cover`, the default), or is shown
    ///     whole inside it on the theme's colours (`.contain`).
    ///   - shown: Called once, on the main thread, when the photo is in the card (`true`) or
    ///     cannot be shown (`false`): to measure, or to say so beside the deck.
    /// - Returns: A new widget; GTK owns it once the deck has taken it.
    public func photoCard(_ photo: CardPhoto, fit: PhotoFit = .cover, shown: (@MainActor (Bool) -> Void)? = nil)
        -> UnsafeMutablePointer<GtkWidget>
    {
        let card = gtk_overlay_new()!
        gtk_widget_add_css_class(card, "koloda-photo-card")
        let placeholder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        gtk_widget_add_css_class(placeholder, "koloda-photo-placeholder")
        gtk_widget_set_hexpand(placeholder, 1)
        gtk_widget_set_vexpand(placeholder, 1)
        gtk_overlay_set_child(OpaquePointer(card), placeholder)
        let picture = gtk_picture_new()!
        gtk_picture_set_content_fit(OpaquePointer(picture), fit == .cover ? GTK_CONTENT_FIT_COVER : GTK_CONTENT_FIT_CONTAIN)
        gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
        gtk_widget_add_css_class(picture, "koloda-photo")
        gtk_overlay_add_overlay(OpaquePointer(card), picture)
        // The card's parts stay alive until the photo has been decided on, even if the card has
        // left the deck by then.
        g_object_ref(UnsafeMutableRawPointer(picture))
        g_object_ref(UnsafeMutableRawPointer(placeholder))
        // A photo already decoded shows at once; one that is waited for fades in.
        let cached = photos.isDecoded(photo, fit: fit)
        photos.load(photo, fit: fit) { result in
            switch result {
            case .success(let texture):
                gtk_picture_set_paintable(OpaquePointer(picture), texture)
                gtk_widget_add_css_class(picture, cached ? "shown" : "loaded")
                // Decoded again at a larger size when the cards grow, until the card goes.
                let number = self.photos.keepSharp(photo, fit: fit) { gtk_picture_set_paintable(OpaquePointer(picture), $0) }
                Gtk.connect(Gtk.raw(picture), "destroy") { [weak self] in self?.photos.stopKeepingSharp(number) }
                if let damage = g_object_get_data(Gtk.raw(texture).assumingMemoryBound(to: GObject.self), KOLODA_PHOTO_DAMAGE) {
                    // What could be read is shown, and the card says the file is damaged, at its
                    // top: an app's own line over the card's bottom (Photo Sort's file name) stays
                    // clear of it.
                    let text = String(cString: damage.assumingMemoryBound(to: CChar.self))
                    let label = gtk_label_new(text)!
                    gtk_label_set_wrap(OpaquePointer(label), 1)
                    gtk_widget_add_css_class(label, "koloda-photo-damage")
                    gtk_widget_set_valign(label, GTK_ALIGN_START)
                    gtk_overlay_add_overlay(OpaquePointer(card), label)
                    self.controller.report("photo \(photo.key): \(text)")
                }
            case .failure:
                gtk_widget_add_css_class(placeholder, "broken")
                let icon = gtk_image_new_from_icon_name("image-missing-symbolic")!
                gtk_image_set_pixel_size(OpaquePointer(icon), 48)
                gtk_widget_set_vexpand(icon, 1)
                gtk_widget_set_valign(icon, GTK_ALIGN_END)
                let label = gtk_label_new("This photo cannot be shown")!
                gtk_widget_set_vexpand(label, 1)
                gtk_widget_set_valign(label, GTK_ALIGN_START)
                gtk_box_append(Gtk.cast(placeholder), icon)
                gtk_box_append(Gtk.cast(placeholder), label)
            }
            g_object_unref(UnsafeMutableRawPointer(picture))
            g_object_unref(UnsafeMutableRawPointer(placeholder))
            shown?((try? result.get()) != nil)
        }
        return card
    }

    /// Tells the photo requests the size on screen, in pixels, that photos must cover: the top
    /// card's.
    func updatePhotoTarget() {
        let card = deck.options.layout.frame(forSlot: 0, visibleCount: deck.options.countOfVisibleCards, in: deck.bounds)
        photos.setTarget(covering: card.size, scale: Double(gtk_widget_get_scale_factor(widget)))
    }

    /// The view's photo requests; a photo that cannot be shown reaches the diagnostics.
    func makePhotoRequests() -> PhotoRequests<CardPhoto, OpaquePointer> {
        let requests = GtkPhotoDecoding.requests()
        requests.onFailure = { [weak self] photo, problem in self?.controller.report("photo \(photo.key): \(problem)") }
        return requests
    }
}
