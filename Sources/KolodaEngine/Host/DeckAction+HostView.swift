// SPDX-License-Identifier: MIT

extension DeckAction {
    /// The action as a host's view performs it: the view keeps two things its own. The options'
    /// ``DeckOptions/reduceMotion`` is the view's (the platform's setting, or the app's choice),
    /// and the deck's size follows the view's, so ``resize(to:)`` is refused.
    ///
    /// - Parameters:
    ///   - reduceMotion: Whether the view reduces motion now.
    ///   - sizeSource: What the view takes its size from, for the refusal: "its bounds".
    /// - Throws: ``KolodaError/invalidValue(operation:description:)`` for a resize.
    public func performedByView(reduceMotion: Bool, sizeSource: String) throws(KolodaError) -> DeckAction {
        switch self {
        case .setOptions(var options):
            options.reduceMotion = reduceMotion
            return .setOptions(options)
        case .resize:
            throw .invalidValue(operation: name, description: "a KolodaView takes its size from \(sizeSource)")
        default:
            return self
        }
    }
}
