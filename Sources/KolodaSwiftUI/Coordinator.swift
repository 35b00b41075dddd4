// SPDX-License-Identifier: MIT

#if canImport(SwiftUI) && canImport(UIKit)
    import KolodaEngine
    import Koloda
    import SwiftUI
    import UIKit

    extension KolodaDeckView {
        /// The UIKit deck's data source and delegate: answers from the items the deck knows,
        /// hosts the cards' SwiftUI views, keeps the state binding in step and passes events to the
        /// closures. SwiftUI makes it; apps do not use it.
        @MainActor
        public final class Coordinator: KolodaViewDataSource, KolodaViewDelegate {
            /// The latest value of the deck view.
            private var deck: KolodaDeckView
            /// The items the UIKit deck knows: they change only together with its insert and remove
            /// calls, so that its count and the data source's agree at every step.
            private var items: [Item]
            private weak var view: KolodaView?
            /// The state last read from the binding or written to it.
            private var syncedState: DeckState?
            private var appliedOptions: DeckOptions?
            /// While SwiftUI updates the deck, the binding is written afterwards, not during.
            private var isUpdating = false
            private var isPublishScheduled = false
            private var hostedCards: [Weak<HostedCardView<Item.ID, Card>>] = []
            private var hostedOverlays: [Weak<HostedOverlayView<Overlay>>] = []

            init(_ deck: KolodaDeckView) {
                self.deck = deck
                items = deck.items
            }

            // MARK: SwiftUI's updates

            func connect(to view: KolodaView) {
                isUpdating = true
                defer { isUpdating = false }
                self.view = view
                view.delegate = self
                view.eventHandler = { [weak self] event in self?.deck.eventAction?(event) }
                deck.controller?.view = view
                applyOptions(to: view)
                if let state = deck.state?.wrappedValue {
                    syncedState = state
                    do { try view.restoreDeckState(state) } catch { view.report(error) }
                }
                view.dataSource = self
                // The deck's own appear animation (`appearAnimation(_:)`), where Koloda's view
                // plays none for a new data source; a restored deck does not appear.
                if deck.state == nil { view.applyAppearAnimationIfNeeded() }
                // A saved state that does not fit the items was refused: the binding learns where
                // the deck really is.
                publishState()
            }

            func update(to newDeck: KolodaDeckView, view: KolodaView) {
                isUpdating = true
                defer { isUpdating = false }
                deck = newDeck
                newDeck.controller?.view = view
                applyOptions(to: view)
                var changed = applyItems(newDeck.items, to: view)
                if let state = newDeck.state?.wrappedValue, state != syncedState {
                    syncedState = state
                    do { try view.restoreDeckState(state) } catch { view.report(error) }
                    changed = true
                }
                // Changed items or a restored state move the deck: the binding learns where.
                if changed { publishState() }
                refreshHostedViews()
            }

            func disconnect() {
                if let view, deck.controller?.view === view { deck.controller?.view = nil }
            }

            private func applyOptions(to view: KolodaView) {
                guard let options = deck.options, options != appliedOptions else { return }
                appliedOptions = options
                do { try view.setOptions(options) } catch { view.report(error) }
            }

            /// Tells the UIKit deck how the items changed, matched by identity: removals from the
            /// last, then insertions from the first, each contiguous run in one call.
            ///
            /// - Returns: Whether any card was removed or inserted.
            private func applyItems(_ newItems: [Item], to view: KolodaView) -> Bool {
                let oldIDs = items.map(\.id)
                let newIDs = newItems.map(\.id)
                guard oldIDs != newIDs else {
                    items = newItems
                    return false
                }
                var removed: [Int] = []
                var inserted: [Int] = []
                for change in newIDs.difference(from: oldIDs) {
                    switch change {
                    case .remove(let offset, _, _): removed.append(offset)
                    case .insert(let offset, _, _): inserted.append(offset)
                    }
                }
                for run in Self.runs(of: removed).reversed() {
                    items.removeSubrange(run)
                    view.removeCardInIndexRange(run, animated: true)
                }
                for run in Self.runs(of: inserted) {
                    items.insert(contentsOf: newItems[run], at: run.lowerBound)
                    view.insertCardAtIndexRange(run, animated: true)
                }
                items = newItems
                return true
            }

            /// Offsets in runs of consecutive ones, in ascending order.
            static func runs(of offsets: [Int]) -> [Range<Int>] {
                var runs: [Range<Int>] = []
                for offset in offsets.sorted() {
                    if let last = runs.last, last.upperBound == offset {
                        runs[runs.count - 1] = last.lowerBound..<(offset + 1)
                    } else {
                        runs.append(offset..<(offset + 1))
                    }
                }
                return runs
            }

            /// The visible cards and overlays show the new value's views of their items.
            private func refreshHostedViews() {
                hostedCards.removeAll { $0.object == nil }
                for card in hostedCards.compactMap(\.object) {
                    guard let item = items.first(where: { $0.id == card.itemID }) else { continue }
                    card.host.rootView = deck.card(item)
                }
                hostedOverlays.removeAll { $0.object == nil }
                for overlay in hostedOverlays.compactMap(\.object) { overlay.content = deck.overlay }
            }

            // MARK: The state binding

            /// Writes the deck's state to the binding when it changed, after SwiftUI's update when one
            /// is under way. A state the app set meanwhile wins: the next update restores it.
            private func publishState() {
                guard let binding = deck.state, let view else { return }
                if isUpdating {
                    guard !isPublishScheduled else { return }
                    isPublishScheduled = true
                    Task { @MainActor [weak self] in
                        guard let self else { return }
                        isPublishScheduled = false
                        guard deck.state?.wrappedValue == syncedState else { return }
                        publishState()
                    }
                    return
                }
                let state = view.deckState
                guard state != syncedState else { return }
                syncedState = state
                binding.wrappedValue = state
            }

            // MARK: Data source

            /// The number of items.
            public func kolodaNumberOfCards(_ koloda: KolodaView) -> Int { items.count }

            /// The item's card view, hosted.
            public func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UIView {
                let item = items[index]
                let card = HostedCardView(itemID: item.id, content: deck.card(item))
                hostedCards.removeAll { $0.object == nil }
                hostedCards.append(Weak(card))
                return card
            }

            /// The card's overlay, hosted; none when the deck has no overlay.
            public func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
                guard Overlay.self != EmptyView.self else { return nil }
                let overlay = HostedOverlayView(content: deck.overlay)
                hostedOverlays.removeAll { $0.object == nil }
                hostedOverlays.append(Weak(overlay))
                return overlay
            }

            /// The item's label for VoiceOver.
            public func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? {
                items.indices.contains(index) ? deck.cardLabel?(items[index]) : nil
            }

            // MARK: Delegate

            /// The deck's allowed directions.
            public func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
                deck.allowedDirections
            }

            /// Whether the deck zooms in.
            public func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool { deck.appearAnimation }

            /// Updates the state, then runs `onSwipe`.
            public func koloda(_ koloda: KolodaView, didSwipeCardAt index: Int, in direction: SwipeResultDirection) {
                publishState()
                guard items.indices.contains(index) else { return }
                deck.swipeAction?(items[index], direction)
            }

            /// Runs `onSelect`.
            public func koloda(_ koloda: KolodaView, didSelectCardAt index: Int) {
                guard items.indices.contains(index) else { return }
                deck.selectAction?(items[index])
            }

            /// Updates the state, then runs `onRunOutOfCards`.
            public func kolodaDidRunOutOfCards(_ koloda: KolodaView) {
                publishState()
                deck.runOutAction?()
            }

            /// Updates the state.
            public func koloda(_ koloda: KolodaView, didShowCardAt index: Int) { publishState() }

            /// Updates the state.
            public func koloda(_ koloda: KolodaView, didRewindTo index: Int) { publishState() }

            /// Updates the state.
            public func kolodaDidResetCard(_ koloda: KolodaView) { publishState() }
        }
    }

    /// A reference that does not keep its object alive.
    struct Weak<Object: AnyObject> {
        weak var object: Object?

        init(_ object: Object) {
            self.object = object
        }
    }
#endif
