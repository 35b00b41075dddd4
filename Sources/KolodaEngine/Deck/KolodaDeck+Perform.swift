// SPDX-License-Identifier: MIT

/// The one entry point of every deck operation.
extension KolodaDeck {
    /// Applies an action at the deck's current time.
    ///
    /// Input that can never be right (a non-finite point, a range outside the deck, an invalid
    /// size or option) is refused with a ``KolodaError`` before anything changes. An action
    /// performed while the deck is asking its delegate or data source a question runs right after
    /// the operation that asked, and returns `false`. Otherwise the action runs at once; then
    /// timers already due fire, deferred actions run, and the queued events reach the delegate
    /// (which may perform further actions on the fully updated deck).
    ///
    /// - Returns: Whether the action took effect: a drag began, a card was swiped, selected or
    ///   brought back. Actions that always take effect return `true`.
    /// - Throws: ``KolodaError`` describing invalid input, or a count that contradicts the data
    ///   source; nothing changes.
    @discardableResult
    public func perform(_ action: DeckAction) throws(KolodaError) -> Bool {
        try validate(action)
        guard dispatch.questionDepth == 0 else {
            dispatch.deferred.append(action)
            return false
        }
        defer { finishOperation() }
        switch action {
        case .beginDrag(let point): return grab(at: point)
        case .moveDrag(let point): return follow(to: point)
        case .endDrag(let point, let velocity): return release(at: point, velocity: velocity)
        case .cancelDrag: return cancelHeldCard()
        case .tap(let point): return select(at: point)
        case .swipe(let direction, let force): return swipeTopCard(direction, force: force)
        case .nudge(let direction): return nudgeTopCard(direction)
        case .revert(let direction): return bringBackLastCard(from: direction)
        case .reloadData: reload()
        case .resetCurrentCardIndex: restart()
        case .applyAppearAnimation: playAppearAnimation()
        case .showCard(let index): jump(to: index)
        case .insert(let range, let animated): try insertCards(range, animated: animated)
        case .remove(let range, let animated): try removeCards(range, animated: animated)
        case .reloadRange(let range): reloadContent(range)
        case .resize(let size): updateBounds(size)
        case .setOptions(let options): replaceOptions(options)
        }
        return true
    }

    /// Refuses input that no deck state makes valid, before anything is deferred or changed.
    private func validate(_ action: DeckAction) throws(KolodaError) {
        func requireFinite(_ point: Point, _ operation: String) throws(KolodaError) {
            guard point.isFinite else { throw .invalidValue(operation: operation, description: "point \(point) is not finite") }
        }
        func requireWithin(_ range: Range<Int>, _ operation: String) throws(KolodaError) {
            guard range.lowerBound >= 0, range.upperBound <= countOfCards else {
                throw .rangeOutOfBounds(operation: operation, range: range, count: countOfCards)
            }
        }
        switch action {
        case .beginDrag(let point): try requireFinite(point, "dragBegan")
        case .moveDrag(let point): try requireFinite(point, "dragMoved")
        case .endDrag(let point, let velocity):
            try requireFinite(point, "dragEnded")
            if let velocity, !velocity.isFinite {
                throw .invalidValue(operation: "dragEnded", description: "velocity \(velocity) is not finite")
            }
        case .tap(let point): try requireFinite(point, "tap")
        case .showCard(let index):
            guard (0..<countOfCards).contains(index) else { throw .indexOutOfBounds(operation: "showCard", index: index, count: countOfCards) }
        case .insert(let range, _):
            guard range.lowerBound >= 0, range.lowerBound <= countOfCards else {
                throw .rangeOutOfBounds(operation: "insert", range: range, count: countOfCards)
            }
            guard !countOfCards.addingReportingOverflow(range.count).overflow else {
                throw .invalidValue(operation: "insert", description: "\(range.count) more cards than \(countOfCards) do not fit in an Int")
            }
        case .remove(let range, _): try requireWithin(range, "remove")
        case .reloadRange(let range): try requireWithin(range, "reloadRange")
        case .resize(let size):
            guard size.isValidBounds else { throw .invalidValue(operation: "resize", description: "size \(size) must be finite and not negative") }
        case .setOptions(let options): try options.validate()
        case .cancelDrag, .swipe, .nudge, .revert, .reloadData, .resetCurrentCardIndex, .applyAppearAnimation: break
        }
    }
}
