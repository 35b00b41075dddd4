// SPDX-License-Identifier: MIT

/// A buffer the page's script reads from the WebAssembly module's memory: filled anew by each
/// call that returns it, its memory kept until the next fill (or the buffer's end).
final class WebBuffer<Element> {
    private(set) var pointer: UnsafePointer<Element>?
    private(set) var count = 0
    private var memory: UnsafeMutablePointer<Element>?
    private var capacity = 0

    init() {}

    /// Replaces the contents with what `build` appends.
    func fill(_ build: (inout [Element]) -> Void) {
        var elements: [Element] = []
        build(&elements)
        if elements.count > capacity {
            memory?.deinitialize(count: count)
            memory?.deallocate()
            capacity = max(elements.count, capacity * 2, 16)
            memory = .allocate(capacity: capacity)
        } else {
            memory?.deinitialize(count: count)
        }
        count = elements.count
        elements.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { memory?.initialize(from: base, count: source.count) }
        }
        pointer = memory.map { UnsafePointer($0) }
    }

    deinit {
        memory?.deinitialize(count: count)
        memory?.deallocate()
    }
}
