// SPDX-License-Identifier: MIT

/// The deck's data source and delegate, held weakly with the sender they are told about.
///
/// This is the one place where the deck's questions and events meet the Koloda protocols: the
/// deck talks to a binding without knowing the sender's type, and the binding calls the
/// protocols with the sender (the deck itself, or a host's view).
protocol DeckBinding: AnyObject {
    var dataSourceIdentity: ObjectIdentifier? { get }
    func numberOfCards() -> Int
    func dragSpeed() -> DragSpeed
    func allowedDirections(for index: Int) -> [SwipeResultDirection]?
    func shouldSwipe(_ index: Int, _ direction: SwipeResultDirection) -> Bool?
    func shouldDrag(_ index: Int) -> Bool?
    func shouldApplyAppearAnimation() -> Bool?
    func swipeThreshold() -> Double??
    func shouldMoveBackgroundCard() -> Bool?
    func shouldTransparentizeNextCard() -> Bool?
    func deliver(_ event: DeckEvent)
}

final class Binding<Sender: KolodaSender>: DeckBinding {
    #if hasFeature(Embedded)
        // Embedded Swift has no weak references: the web host owns the sender, the data source
        // and the delegate for as long as it owns the deck.
        private unowned(unsafe) var sender: Sender?
        unowned(unsafe) var dataSource: (any KolodaDataSource<Sender>)?
        unowned(unsafe) var delegate: (any KolodaDelegate<Sender>)?
    #else
        private weak var sender: Sender?
        weak var dataSource: (any KolodaDataSource<Sender>)?
        weak var delegate: (any KolodaDelegate<Sender>)?
    #endif

    init(sender: Sender?, dataSource: (any KolodaDataSource<Sender>)?, delegate: (any KolodaDelegate<Sender>)?) {
        self.sender = sender
        self.dataSource = dataSource
        self.delegate = delegate
    }

    /// No data source, no delegate.
    static var unbound: Binding { Binding(sender: nil, dataSource: nil, delegate: nil) }

    var dataSourceIdentity: ObjectIdentifier? { dataSource.map { ObjectIdentifier($0 as AnyObject) } }

    /// Asks the delegate, when there is one and the sender still exists.
    private func ask<Answer>(_ question: (any KolodaDelegate<Sender>, Sender) -> Answer) -> Answer? {
        guard let delegate, let sender else { return nil }
        return question(delegate, sender)
    }

    func numberOfCards() -> Int {
        guard let dataSource, let sender else { return 0 }
        return max(dataSource.kolodaNumberOfCards(sender), 0)
    }

    func dragSpeed() -> DragSpeed {
        guard let dataSource, let sender else { return .default }
        return dataSource.kolodaSpeedThatCardShouldDrag(sender)
    }

    func allowedDirections(for index: Int) -> [SwipeResultDirection]? { ask { $0.koloda($1, allowedDirectionsForIndex: index) } }
    func shouldSwipe(_ index: Int, _ direction: SwipeResultDirection) -> Bool? { ask { $0.koloda($1, shouldSwipeCardAt: index, in: direction) } }
    func shouldDrag(_ index: Int) -> Bool? { ask { $0.koloda($1, shouldDragCardAt: index) } }
    func shouldApplyAppearAnimation() -> Bool? { ask { $0.kolodaShouldApplyAppearAnimation($1) } }
    func swipeThreshold() -> Double?? { ask { $0.kolodaSwipeThresholdRatioMargin($1) } }
    func shouldMoveBackgroundCard() -> Bool? { ask { $0.kolodaShouldMoveBackgroundCard($1) } }
    func shouldTransparentizeNextCard() -> Bool? { ask { $0.kolodaShouldTransparentizeNextCard($1) } }

    func deliver(_ event: DeckEvent) {
        guard let sender else { return }
        event.tell(sender, dataSource: dataSource, delegate: delegate)
    }
}
