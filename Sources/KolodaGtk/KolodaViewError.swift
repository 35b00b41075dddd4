// SPDX-License-Identifier: MIT

/// Why a ``KolodaView`` cannot be made.
public enum KolodaViewError: Error, Equatable, CustomStringConvertible {
    /// GTK has not been initialized yet, so no widget can exist.
    case gtkNotInitialized

    /// What went wrong and what to do, on one line.
    public var description: String {
        switch self {
        case .gtkNotInitialized:
            "GTK is not initialized: create the KolodaView once the application runs (in its activate handler, as Application does), or after gtk_init()"
        }
    }
}
