// SPDX-License-Identifier: MIT

/// What a host asks its own data source and delegate (a card's view, its accessible label, the
/// directions a pan may start in), asked as the deck asks its own questions: a deck operation the
/// app calls from inside the answer is not run in the middle of the host's work but right after
/// it, with ``finishHostQuestions()``.
extension KolodaDeck {
    /// Asks the app a question for the host; deck operations called meanwhile are deferred.
    ///
    /// - Parameter question: Calls the host's data source or delegate.
    /// - Returns: The answer.
    public func askForHost<Answer>(_ question: () -> Answer) -> Answer { ask(question) }

    /// Whether operations the app called from inside a host's questions are waiting to run.
    public var hasDeferredActions: Bool { dispatch.hasDeferredActions }

    /// Tells the deck that cards were inserted at `range`, as
    /// ``KolodaOperations/insertCardAtIndexRange(_:animated:)`` does, but for an insertion at the
    /// current index when `behindCurrentCard`: the new cards go behind the current card, which
    /// stays on top. For a host that follows a model's items by identity, to which items inserted
    /// right before the top card's item come before it.
    ///
    /// With `keepingCardsShown`, under Koloda's timing model, the cards shown are not laid out
    /// again, as Koloda's `reloadData()` only adds the cards a grown data source has
    /// (KV:607-611, 555-576), where its insertion moves the cards behind the top one to their
    /// slots (KV:730).
    ///
    /// The action reported is the plain insertion; called from inside a question, the insertion
    /// runs after it as a plain one.
    ///
    /// - Throws: As ``KolodaOperations/insertCardAtIndexRange(_:animated:)``; nothing changes.
    public func insertCardAtIndexRange(
        _ range: Range<Int>, animated: Bool, behindCurrentCard: Bool, keepingCardsShown: Bool = false
    ) throws(KolodaError) {
        nextInsertion = InsertionStyle(behindCurrentCard: behindCurrentCard, keepsCardsShown: keepingCardsShown)
        defer { nextInsertion = InsertionStyle() }
        try perform(.insert(range, animated: animated))
    }

    /// Whether the deck is asking its data source, its delegate or a host's app a question now:
    /// operations called meanwhile run right after the operation that asked.
    public var isAskingQuestion: Bool { dispatch.questionDepth > 0 }

    /// Runs a host's own operation (one made of several deck operations, or one that asks the app
    /// itself) now, or, while the deck is asking a question, right after the operation that asked,
    /// in order with the deck operations called meanwhile.
    ///
    /// - Parameter work: The operation.
    /// - Returns: Whether it ran now.
    @discardableResult
    public func runWhenQuestionsAnswered(_ work: @escaping () -> Void) -> Bool {
        guard dispatch.questionDepth > 0 else {
            work()
            return true
        }
        dispatch.postpone(.work(work))
        return false
    }

    /// Runs the operations the app called from inside the host's questions, and delivers their
    /// events; the host then shows the result.
    public func finishHostQuestions() {
        finishOperation()
    }

    /// Tells the delegate and the ``eventHandler`` of a problem the host found (a photo that cannot
    /// be shown, a value it refused), as the deck tells them of its own: a
    /// ``DeckEvent/diagnostic(message:)`` at the deck's time.
    public func reportHostDiagnostic(_ message: String) {
        emit(.diagnostic(message: message))
        finishOperation()
    }
}

/// How a host's insertion goes (see
/// ``KolodaDeck/insertCardAtIndexRange(_:animated:behindCurrentCard:keepingCardsShown:)``): a
/// plain one by default.
struct InsertionStyle {
    /// An insertion at the current index goes behind the current card.
    var behindCurrentCard = false
    /// Under Koloda's timing model, the cards shown are not laid out again.
    var keepsCardsShown = false
}
