// SPDX-License-Identifier: MIT

#if canImport(SwiftUI) && canImport(UIKit)
    // An app that imports KolodaSwiftUI has the deck's vocabulary (`SwipeResultDirection`,
    // `DeckState`, `DeckOptions`, `TimedDeckEvent`) and the UIKit view the deck is made of.
    @_exported import KolodaEngine
    @_exported import KolodaUIKit
#endif
