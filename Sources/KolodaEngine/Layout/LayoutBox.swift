// SPDX-License-Identifier: MIT

/// The layout that ``DeckOptions`` holds, of whatever type: a class rather than an existential,
/// so that the engine builds for the web with Embedded Swift, which has no existential of a
/// protocol that is not class-bound. ``TypedLayoutBox`` holds the layout itself.
class LayoutBox: @unchecked Sendable {
    /// The layout's ``CardLayout/frame(forSlot:visibleCount:in:)``.
    let frame: @Sendable (_ slot: Int, _ visibleCount: Int, _ bounds: Size) -> Rect
    /// What the layout's ``CardLayout/validate()`` throws, if anything. (A closure that throws a
    /// typed error needs a Swift runtime newer than iOS 16's to describe its type.)
    let problem: @Sendable () -> KolodaError?
    /// Whether the layout equals another box's: of the same type, and equal as that type says.
    let isEqual: @Sendable (LayoutBox) -> Bool

    #if !hasFeature(Embedded)
        /// The layout, as ``DeckOptions/layout`` gives it.
        let layout: any CardLayout
    #endif

    fileprivate init<Layout: CardLayout>(_ layout: Layout, isEqual: @escaping @Sendable (LayoutBox) -> Bool) {
        frame = { layout.frame(forSlot: $0, visibleCount: $1, in: $2) }
        problem = {
            do throws(KolodaError) {
                try layout.validate()
                return nil
            } catch {
                return error
            }
        }
        self.isEqual = isEqual
        #if !hasFeature(Embedded)
            self.layout = layout
        #endif
    }

    /// Checks the layout's own parameters: ``CardLayout/validate()``.
    func validate() throws(KolodaError) {
        if let problem = problem() { throw problem }
    }

    /// A box holding `layout`.
    static func holding<Layout: CardLayout>(_ layout: Layout) -> LayoutBox { TypedLayoutBox(layout) }

    /// The layout, if it is a `Layout`.
    final func layout<Layout: CardLayout>(as type: Layout.Type) -> Layout? { (self as? TypedLayoutBox<Layout>)?.typed }
}

/// A ``LayoutBox`` of a layout of type `Layout`.
final class TypedLayoutBox<Layout: CardLayout>: LayoutBox, @unchecked Sendable {
    /// The layout.
    let typed: Layout

    init(_ layout: Layout) {
        typed = layout
        super.init(layout) { other in
            guard let other = other as? TypedLayoutBox<Layout> else { return false }
            #if hasFeature(Embedded)
                return other.typed == layout
            #else
                return layout.isEqual(to: other.typed)
            #endif
        }
    }
}
