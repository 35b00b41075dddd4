// SPDX-License-Identifier: MIT

import KolodaEngine

/// Values kept up to a number of bytes, the least recently used forgotten first: the decoded
/// photos of a host view's cards.
///
/// The cache does not release what it forgets: ``insert(_:bytes:for:)`` and ``setLimit(_:)``
/// return the values they evicted, for a host whose values need releasing (a GTK texture).
public struct ByteBoundedCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var bytes: Int
        var lastUse: Int
    }

    private var entries: [Key: Entry] = [:]
    private var uses = 0
    /// The most bytes the cache keeps.
    public private(set) var limit: Int
    /// The bytes of the values kept now; at most ``limit``.
    public private(set) var bytes = 0

    /// An empty cache that keeps at most `limit` bytes.
    public init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// The number of values kept.
    public var count: Int { entries.count }

    /// Whether a value is kept for `key`, without counting as a use.
    public func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// The value kept for `key`, which becomes the most recently used.
    public mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        uses += 1
        entry.lastUse = uses
        entries[key] = entry
        return entry.value
    }

    /// Keeps `value` for `key` as the most recently used, replacing any value kept for it, then
    /// forgets the least recently used values until the cache is within its limit (`value` too,
    /// when it alone is larger).
    ///
    /// - Returns: The values forgotten, the replaced one included.
    /// - Complexity: O(n) for each value forgotten.
    public mutating func insert(_ value: Value, bytes size: Int, for key: Key) -> [Value] {
        var evicted: [Value] = []
        if let old = entries.removeValue(forKey: key) {
            bytes -= old.bytes
            evicted.append(old.value)
        }
        uses += 1
        entries[key] = Entry(value: value, bytes: max(size, 0), lastUse: uses)
        bytes += max(size, 0)
        return evicted + evict()
    }

    /// Changes the limit and forgets the least recently used values until the cache is within it.
    ///
    /// - Returns: The values forgotten.
    public mutating func setLimit(_ newLimit: Int) -> [Value] {
        limit = max(newLimit, 0)
        return evict()
    }

    /// Forgets the value kept for `key`, if any.
    ///
    /// - Returns: The value forgotten.
    @discardableResult
    public mutating func removeValue(for key: Key) -> Value? {
        guard let entry = entries.removeValue(forKey: key) else { return nil }
        bytes -= entry.bytes
        return entry.value
    }

    /// Forgets every value.
    ///
    /// - Returns: The values forgotten.
    public mutating func removeAll() -> [Value] {
        let values = entries.values.map(\.value)
        entries.removeAll()
        bytes = 0
        return values
    }

    private mutating func evict() -> [Value] {
        var evicted: [Value] = []
        while bytes > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            bytes -= oldest.value.bytes
            evicted.append(oldest.value.value)
        }
        return evicted
    }
}
