// SPDX-License-Identifier: MIT

#if canImport(SwiftUI) && canImport(UIKit)
    // An app that imports KolodaSwiftUI has the UIKit view the deck is made of and its vocabulary
    // (`SwipeResultDirection`, `DeckState`, `DeckOptions`, `TimedDeckEvent`), which `Koloda`
    // names, and none of the engine's other names.
    @_exported import Koloda
#endif
