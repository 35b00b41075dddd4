// SPDX-License-Identifier: MIT

// `import KolodaGtk` is all an app needs: the engine's vocabulary (DeckOptions,
// SwipeResultDirection, KolodaDelegate, …) and GTK's C API come with it.
@_exported import CGtk
@_exported import KolodaEngine
