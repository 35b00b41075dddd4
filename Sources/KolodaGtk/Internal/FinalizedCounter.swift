// SPDX-License-Identifier: MIT

/// Counts card widgets created and finalized, through weak references.
final class FinalizedCounter {
    var created = 0
    var finalized = 0
}
