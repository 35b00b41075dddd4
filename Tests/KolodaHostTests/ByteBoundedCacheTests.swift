// SPDX-License-Identifier: MIT

import Testing

@testable import KolodaHost

@Suite("The byte-bounded cache of decoded photos")
struct ByteBoundedCacheTests {
    @Test("It keeps at most its limit in bytes and forgets the least recently used first")
    func leastRecentlyUsedFirst() {
        var cache = ByteBoundedCache<String, Int>(limit: 300)
        #expect(cache.insert(1, bytes: 100, for: "a").isEmpty)
        #expect(cache.insert(2, bytes: 100, for: "b").isEmpty)
        #expect(cache.insert(3, bytes: 100, for: "c").isEmpty)
        #expect(cache.value(for: "a") == 1, "a is now the most recently used")
        #expect(cache.insert(4, bytes: 150, for: "d") == [2, 3])
        #expect(cache.bytes == 250 && cache.count == 2)
        #expect(cache.contains("a") && cache.contains("d") && !cache.contains("b"))
    }

    @Test("A value larger than the limit is not kept; a replaced value and a lower limit give back what they forget")
    func replacingAndShrinking() {
        var cache = ByteBoundedCache<String, Int>(limit: 100)
        #expect(cache.insert(1, bytes: 150, for: "huge") == [1])
        #expect(cache.bytes == 0 && cache.count == 0)
        #expect(cache.insert(2, bytes: 40, for: "a").isEmpty)
        #expect(cache.insert(3, bytes: 50, for: "a") == [2])
        #expect(cache.bytes == 50)
        #expect(cache.insert(4, bytes: 30, for: "b").isEmpty)
        #expect(cache.setLimit(40) == [3])
        #expect(cache.bytes == 30 && cache.limit == 40)
        #expect(cache.removeAll() == [4])
        #expect(cache.bytes == 0)
    }
}
