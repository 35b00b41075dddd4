// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine

    /// A ``KolodaView`` subclass's `frameForCard(at:)`, as a layout the engine can use: the frames it
    /// returned for the view's bounds, kept as fractions of those bounds so that the deck lays out
    /// the same shape while it is being resized, until the view asks again.
    struct SlotFrames: CardLayout, Hashable {
        private let fractions: [Rect]

        /// The frames of slots `0..<frames.count` in a deck of size `bounds`.
        init(frames: [Rect], in bounds: Size) {
            let width = bounds.width > 0 ? bounds.width : 1
            let height = bounds.height > 0 ? bounds.height : 1
            fractions = frames.map {
                Rect(x: $0.origin.x / width, y: $0.origin.y / height, width: $0.size.width / width, height: $0.size.height / height)
            }
        }

        func frame(forSlot slot: Int, visibleCount: Int, in bounds: Size) -> Rect {
            guard let fraction = fractions.isEmpty ? nil : fractions[min(max(slot, 0), fractions.count - 1)] else {
                return Rect(x: 0, y: 0, width: 0, height: 0)
            }
            return Rect(
                x: fraction.origin.x * bounds.width, y: fraction.origin.y * bounds.height, width: max(fraction.size.width * bounds.width, 0),
                height: max(fraction.size.height * bounds.height, 0))
        }

        func validate() throws(KolodaError) {
            for fraction in fractions
            where !(fraction.size.width.isFinite && fraction.size.height.isFinite && fraction.origin.x.isFinite && fraction.origin.y.isFinite) {
                throw .invalidOption(name: "layout.frameForCard", value: "\(fraction)", requirement: "finite frames")
            }
        }
    }
#endif
