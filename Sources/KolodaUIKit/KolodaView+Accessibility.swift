// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaEngine
    import UIKit

    extension KolodaView {
        /// Tells VoiceOver what the deck shows: "Card 3 of 20: <the data source's label>", a hint, and
        /// custom actions to swipe the top card each way it may go and to undo.
        func updateAccessibility() {
            let label = deck.accessibilityLabel { [unowned self] in dataSource?.koloda(self, accessibilityLabelForCardAt: $0) }
            if accessibilityLabel != label { accessibilityLabel = label }
            var actions: [UIAccessibilityCustomAction] = []
            if let index = model.topCard?.index {
                for direction in delegate?.koloda(self, allowedDirectionsForIndex: index) ?? SwipeResultDirection.defaultAllowed {
                    actions.append(
                        UIAccessibilityCustomAction(name: "Swipe \(direction.spokenName)") { [weak self] _ in self?.swipe(direction) ?? false })
                }
            }
            actions.append(UIAccessibilityCustomAction(name: "Undo") { [weak self] _ in self?.revertAction() ?? false })
            let names = actions.map(\.name)
            if accessibilityCustomActions?.map(\.name) != names { accessibilityCustomActions = actions }
            accessibilityHint = names.count > 1 ? "Swipe up or down with one finger for the actions" : nil
        }
    }
#endif
