// SPDX-License-Identifier: MIT

/// Why the deck refused an operation. A refused operation changes nothing.
public enum KolodaError: Error, Hashable, Sendable {
    /// A range of card indexes lies outside the cards that exist.
    case rangeOutOfBounds(operation: String, range: Range<Int>, count: Int)
    /// A single index lies outside the cards that exist.
    case indexOutOfBounds(operation: String, index: Int, count: Int)
    /// After an insert or remove, the data source does not report the number of cards that the
    /// change implies.
    case countMismatch(operation: String, expected: Int, reported: Int)
    /// A coordinate, a size or a time is NaN or infinite, or a size is negative.
    case invalidValue(operation: String, description: String)
    /// Time was asked to go backwards.
    case timeWentBackwards(requested: Double, current: Double)
    /// An option is outside its documented range.
    case invalidOption(name: String, value: String, requirement: String)
    /// A saved ``DeckState`` that does not fit the deck's data.
    case stateDoesNotFit(DeckState.Problem)
}

extension KolodaError: CustomStringConvertible {
    /// One line that names the operation and the problem.
    public var description: String {
        switch self {
        case .rangeOutOfBounds(let operation, let range, let count):
            "\(operation): range \(range.lowerBound)..<\(range.upperBound) is outside 0..<\(count)"
        case .indexOutOfBounds(let operation, let index, let count):
            "\(operation): index \(index) is outside 0..<\(count)"
        case .countMismatch(let operation, let expected, let reported):
            "\(operation): the data source reports \(reported) cards but \(expected) were expected after the change"
        case .invalidValue(let operation, let description):
            "\(operation): \(description)"
        case .timeWentBackwards(let requested, let current):
            "advance: time \(requested) is before the deck's current time \(current)"
        case .invalidOption(let name, let value, let requirement):
            "options: \(name) is \(value), expected \(requirement)"
        case .stateDoesNotFit(let problem):
            "restore: \(problem)"
        }
    }
}
