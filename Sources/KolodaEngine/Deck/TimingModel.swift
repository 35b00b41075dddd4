// SPDX-License-Identifier: MIT

/// When the deck's events come, what it refuses while cards move, and how its programmatic
/// animations run: the engine's own, or Koloda 5.0.1's.
///
/// It is the host's choice, not a design option (``DeckOptions`` carries none of it): the `Koloda`
/// module's view uses ``koloda(screen:)`` by default, so that an app written against Koloda sees
/// what it saw there; the GTK, SwiftUI and web hosts use ``engine``.
public enum TimingModel: Hashable, Sendable {
    /// The engine's own: a swipe is announced (`didSwipe`) as it is made and the next card when
    /// it has settled (`didShow`); swipes, undos and the appear animation are taken while cards
    /// still move (a swipe interrupts a fly-off, an undo turns a flying card back); a released card
    /// that springs back is announced (`didReset`) when it has settled; the appear animation starts
    /// at once.
    case engine
    /// Koloda 5.0.1's (`Pod/Classes/KolodaView/` at the tag; KV = KolodaView.swift, DCV =
    /// DraggableCardView.swift, KVA = KolodaViewAnimatior.swift), on a device whose screen is
    /// `screen` points (Koloda's fly-off and revert distances add the screen's longer side):
    ///
    /// - Koloda's animation semaphore (``KolodaDeck/isAnimationSemaphoreHeld``): a programmatic swipe
    ///   holds it until its card has flown off, for the drag speed's duration (KV:637-641,
    ///   DCV:445-453); a swipe by drag until the cards behind have moved up (KV:413, 435); a
    ///   revert until its card has faded in (KV:528-534); the appear animation until it ends
    ///   (KV:305-308); a released card that springs back, with cards behind it, for 0.2 s
    ///   (KV:347-354). While it is held, a swipe, a revert and the appear animation are refused
    ///   (KV:629, 506, 314), after the swipe has asked `shouldSwipeCardAt` and the allowed
    ///   directions (KV:623-627).
    /// - `didSwipe`, then `didShow`, when the new top card has moved up (KV:428-438); when the last
    ///   card goes, `didSwipe` and `didRunOutOfCards` at once (KV:439-443). The index changes as
    ///   the swipe is made (KV:417).
    /// - A programmatic swipe flies to Koloda's point for its direction, turning to Koloda's angle
    ///   (DCV:357-380, 445-462); a revert comes from there, fading in from 0 over
    ///   ``DeckOptions/reverseAnimationDuration``, or, with no direction, fades in where it rests
    ///   over one second (KVA:45-69).
    /// - The appear animation starts after the drag speed's duration (KVA:26, 36).
    /// - A looping deck asks for a card that comes round again anew, even while its last view
    ///   still flies off (KV:418-425, 451-457).
    /// - A release swipes by the drag's distance alone, with no fling, and asks
    ///   `shouldSwipeCardAt` whenever the drag has a direction (DCV:346-355); one
    ///   that springs back is announced (`didReset`) at once, before `panFinished` (DCV:397,
    ///   267-269); a drag always has the nearest allowed direction, 0 % along it when it goes
    ///   across (DCV:302-312).
    /// - The cards move as pop moves Koloda's layers. Timed motions follow their curve from the
    ///   start, taking no velocity over. A dragged card turns about the point where the pan was
    ///   recognized, by the pan's translation read in the card's coordinates as the previous move
    ///   turned it (DCV:227-259); let go short, its translation springs back while its turn eases
    ///   back over 0.2 s and the cards behind go back linearly over 0.2 s (DCV:397-431,
    ///   KVA:126-136); swiped, it keeps its turn as it flies (DCV:383-395). A card turns about
    ///   where it was last grabbed, its layer's anchor point. A card entering the back after a
    ///   swipe is hidden until the cards have moved up, and the cards behind the top take their
    ///   alpha at once (KV:457-503). Views keep their order: a card swiped earlier flies in front of
    ///   one swiped later, and a revert's card comes over every other (KV:523).
    case koloda(screen: Size)

    /// Whether this is Koloda's model.
    public var isKoloda: Bool {
        if case .koloda = self { return true }
        return false
    }
}
