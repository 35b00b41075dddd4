// SPDX-License-Identifier: MIT

extension DeckCursor {
    /// The cursor's own rules, each broken one described; empty when all hold: the index is
    /// within the count (within `0..<count` in a looping deck, `0...count` otherwise).
    func invariantViolations(isLoop: Bool) -> [String] {
        if isLoop {
            if count > 0, !(0..<count).contains(index) { return ["looping index \(index) outside 0..<\(count)"] }
        } else if !(0...count).contains(index) {
            return ["index \(index) outside 0...\(count)"]
        }
        return []
    }
}
