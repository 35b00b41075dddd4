// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import KolodaHost
    import UIKit

    #if !canImport(ObjectiveC)
        import StandInSupport
    #endif

    // The behaviour is in plain methods; only the target-action wiring differs between Apple's
    // platforms (selectors, below) and the stand-in that checks the hosts on Linux (closures).

    extension KolodaView {
        func installGestures() {
            #if canImport(ObjectiveC)
                let pan = UIPanGestureRecognizer(target: gestures, action: #selector(GestureCoordinator.panned(_:)))
                let tap = UITapGestureRecognizer(target: gestures, action: #selector(GestureCoordinator.tapped(_:)))
            #else
                let pan = UIPanGestureRecognizer(standInAction: { [unowned self] in panned($0 as! UIPanGestureRecognizer) })
                let tap = UITapGestureRecognizer(standInAction: { [unowned self] in tapped($0) })
            #endif
            pan.delegate = gestures
            tap.delegate = gestures
            addGestureRecognizer(pan)
            addGestureRecognizer(tap)
        }

        /// The pan: UIKit recognizes it past its own slop, so the press was where the pan started.
        ///
        /// Under Koloda's timing the card is held where the pan was recognized, its layer's anchor
        /// point, and moves by the pan's translation from where it started (DCV:227-240): the
        /// pointer is passed on shifted by the slop between the two.
        func panned(_ pan: UIPanGestureRecognizer) {
            let location = pan.location(in: self)
            let time = CACurrentMediaTime()
            let shifted = CGPoint(x: location.x + kolodaSlop.x, y: location.y + kolodaSlop.y)
            switch pan.state {
            case .began:
                becomeFirstResponder()
                let translation = pan.translation(in: self)
                let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
                kolodaSlop = usesEngineTiming ? .zero : translation
                controller.pointerPressed(at: deckPoint(usesEngineTiming ? start : location), time: time)
                controller.pointerDragRecognized()
                // Koloda's card moves, and the drag is reported, from the pan's first change
                // (DraggableCardView.swift 231-264 at 5.0.1).
                if usesEngineTiming { controller.pointerMoved(to: deckPoint(location), time: time) }
            case .changed:
                controller.pointerMoved(to: deckPoint(shifted), time: time)
            case .ended:
                controller.pointerReleased(at: deckPoint(shifted), time: time)
            case .cancelled, .failed:
                controller.pointerCancelled()
            case .possible:
                break
            @unknown default:
                break
            }
        }

        func tapped(_ tap: UIGestureRecognizer) {
            guard tap.state == .ended else { return }
            becomeFirstResponder()
            controller.tap(at: deckPoint(tap.location(in: self)))
        }

        /// Whether a pan that starts at `start` moving with `velocity` is the deck's: it must start on
        /// the top card, and, with the engine's timing, when the card may only go left and right,
        /// move more across than up or down, so that a deck in a scroll view lets vertical scrolling
        /// through (Koloda's pan begins whichever way the finger goes); and the delegate's
        /// `shouldDragCardAt` must say yes, as Koloda asks before its pan begins (DraggableCardView.swift
        /// 285-290, KolodaView.swift 381-386 at 5.0.1), so that another recognizer (a table cell's
        /// swipe) gets the touch when it says no.
        func shouldBeginPan(at start: CGPoint, velocity: CGPoint) -> Bool {
            guard controller.isOnTopCard(deckPoint(start)), let allowed = controller.topCardDirections else { return false }
            let vertical = allowed.contains { $0.point.dy != 0 }
            // Koloda's pan begins whichever way the finger goes.
            guard vertical || !usesEngineTiming || abs(velocity.x) >= abs(velocity.y) else { return false }
            guard let index = deck.topCardIndex else { return false }
            return bridge.askShouldDrag(index)
        }

        // MARK: A hardware keyboard

        /// Arrow keys swipe, Home, Page Up, End and Page Down swipe diagonally, Delete and ⌘Z
        /// undo, Return and Space select the top card. Returns the presses that are not the deck's.
        func handle(_ presses: Set<UIPress>) -> Set<UIPress> {
            var unhandled = Set<UIPress>()
            for press in presses {
                guard let key = press.key, let deckKey = Self.deckKey(key.keyCode) else {
                    unhandled.insert(press)
                    continue
                }
                let command = key.modifierFlags.contains(.command) || key.modifierFlags.contains(.control)
                if !controller.press(deckKey, control: command) { unhandled.insert(press) }
            }
            return unhandled
        }

        private static func deckKey(_ code: UIKeyboardHIDUsage) -> DeckKey? {
            switch code {
            case .keyboardLeftArrow: .left
            case .keyboardRightArrow: .right
            case .keyboardUpArrow: .up
            case .keyboardDownArrow: .down
            case .keyboardHome: .home
            case .keyboardPageUp: .pageUp
            case .keyboardEnd: .end
            case .keyboardPageDown: .pageDown
            case .keyboardDeleteOrBackspace: .backspace
            case .keyboardZ: .z
            case .keyboardReturnOrEnter, .keyboardSpacebar: .select
            default: nil
            }
        }
    }

    /// The deck's gesture recognizers' delegate (and, on Apple's platforms, the target of their
    /// actions), kept out of ``KolodaView``'s own API.
    @MainActor
    final class GestureCoordinator: NSObject, UIGestureRecognizerDelegate {
        private unowned let view: KolodaView

        init(view: KolodaView) {
            self.view = view
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
            let location = pan.location(in: view)
            let translation = pan.translation(in: view)
            return view.shouldBeginPan(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y), velocity: pan.velocity(in: view))
        }

        /// Buttons and other controls inside a card keep their touches.
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            !(touch.view is UIControl)
        }

        #if canImport(ObjectiveC)
            @objc func panned(_ pan: UIPanGestureRecognizer) { view.panned(pan) }
            @objc func tapped(_ tap: UITapGestureRecognizer) { view.tapped(tap) }
        #endif
    }
#endif
