// SPDX-License-Identifier: MIT

import CGtk

/// The time role of a `KolodaView`: its time base, the frame clock's tick callback while
/// anything moves, and the view's own work in the frame being measured.
struct FrameTicker {
    /// The monotonic time the view was made: its clock's zero.
    let origin = g_get_monotonic_time()
    /// The tick callback's id while the deck moves, else 0.
    var tickID: guint = 0
    /// Microseconds of the view's own work in this frame so far, while measured.
    var work: Int?
}
