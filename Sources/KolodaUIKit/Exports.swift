// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    // `import KolodaUIKit` is all an app needs: the engine's vocabulary (SwipeResultDirection,
    // DeckOptions, DeckState, …) comes with it. This module's own `DragSpeed` and
    // `VisibleCardsDirection`, Koloda's, take precedence over the engine's of the same names.
    @_exported import KolodaEngine
#endif
