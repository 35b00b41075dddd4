// SPDX-License-Identifier: MIT

extension Pointer {
    /// The pointer's own rules, each broken one described; empty when all hold: it holds at
    /// most one gesture, a drag or a reset, and only on the top card (`topCardID`); every number
    /// of it is finite.
    func invariantViolations(topCardID: CardID?) -> [String] {
        var problems: [String] = []
        if drag != nil, reset != nil { problems.append("a drag and a reset at once") }
        if let grip, grip.cardID != topCardID { problems.append("the gesture holds \(grip.cardID), which is not the top card") }
        if let drag, !(drag.displacement.dx.isFinite && drag.displacement.dy.isFinite) {
            problems.append("the drag's displacement \(drag.displacement) is not finite")
        }
        if let reset, !reset.endTime.isFinite { problems.append("the reset ends at \(reset.endTime)") }
        return problems
    }
}
