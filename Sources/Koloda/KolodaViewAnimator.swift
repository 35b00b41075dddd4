// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import UIKit

    /// Koloda's animator, with Koloda's methods, so that an app's subclass of it compiles
    /// unchanged and can be set as the deck's ``KolodaView/animator``.
    ///
    /// Here the engine animates every card itself, frame by frame from its render model, and the
    /// deck does not call these methods: an override changes nothing on screen. The deck's
    /// motion is set in its options instead, each with what Koloda's animator did:
    ///
    /// | Koloda's animator | here |
    /// |---|---|
    /// | `animateAppearance(_:completion:)` | `appearanceAnimationDuration` (`DeckOptions`) |
    /// | `applyReverseAnimation` | `reverseAnimationDuration` |
    /// | `applyScaleAnimation` | `backgroundCardFrameAnimationDuration`, or `relayoutAnimation` for a curve or a spring |
    /// | `applyAlphaAnimation` | `alphaValueSemiTransparent`, faded with the drag |
    /// | `applyInsertionAnimation`, `applyRemovalAnimation` | `fadeDuration` |
    ///
    /// Called by an app, each method calls its completion at once with `true`: the deck's cards
    /// are already where the engine puts them.
    @MainActor
    open class KolodaViewAnimator {
        /// Called when an animation ends, with whether it finished.
        public typealias AnimationCompletionBlock = ((Bool) -> Void)?

        /// The deck the animator belongs to.
        public private(set) weak var koloda: KolodaView?

        /// An animator for `koloda`.
        public init(koloda: KolodaView) {
            self.koloda = koloda
        }

        /// Koloda's appear animation; see the type's discussion.
        open func animateAppearance(_ duration: TimeInterval, completion: AnimationCompletionBlock = nil) { completion?(true) }

        /// Koloda's undo animation: the card flies back from `direction` in `duration`, or fades in
        /// with no direction; see the type's discussion.
        open func applyReverseAnimation(
            _ card: DraggableCardView, direction: SwipeResultDirection?, duration: TimeInterval, completion: AnimationCompletionBlock = nil
        ) {
            completion?(true)
        }

        /// Koloda's move of a background card to its new slot; see the type's discussion.
        open func applyScaleAnimation(
            _ card: DraggableCardView, scale: CGSize, frame: CGRect, duration: TimeInterval, completion: AnimationCompletionBlock = nil
        ) {
            completion?(true)
        }

        /// Koloda's fade of a card to `alpha`; see the type's discussion.
        open func applyAlphaAnimation(
            _ card: DraggableCardView, alpha: CGFloat, duration: TimeInterval = 0.2, completion: AnimationCompletionBlock = nil
        ) {
            completion?(true)
        }

        /// Koloda's fade-in of inserted cards; see the type's discussion.
        open func applyInsertionAnimation(_ cards: [DraggableCardView], completion: AnimationCompletionBlock = nil) { completion?(true) }

        /// Koloda's fade-out of removed cards; see the type's discussion.
        open func applyRemovalAnimation(_ cards: [DraggableCardView], completion: AnimationCompletionBlock = nil) { completion?(true) }
    }
#endif
