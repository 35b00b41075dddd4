// SPDX-License-Identifier: MIT

/// A property wrapper type that can read and write a value owned by a source of truth.
/// documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    @usableFromInline let read: () -> Value
    @usableFromInline let write: (Value) -> Void

    /// Bindings come from a source of truth (`SceneStorage/projectedValue` here); the public
    /// `init(get:set:)` takes `@isolated(any)` closures, which the stand-in does not need.
    package init(standInGet read: @escaping () -> Value, set write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }

    /// documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            standInGet: { read()[keyPath: keyPath] },
            set: { subject in
                var value = read()
                value[keyPath: keyPath] = subject
                write(value)
            })
    }
}

/// A property wrapper type that reads and writes to persisted, per-scene storage.
/// documentation/swiftui/scenestorage
///
/// The stand-in's scene keeps each value as SwiftUI does for a `RawRepresentable` one: its raw
/// string, written at each change and read back when a view of a scene made again (the app
/// relaunched, say) declares the same key.
@frozen @propertyWrapper public struct SceneStorage<Value> {
    @usableFromInline final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    @usableFromInline let box: Box
    @usableFromInline let save: (Value) -> Void

    /// documentation/swiftui/scenestorage/init(wrappedvalue:_:) (the overload for a
    /// `RawRepresentable` value whose raw value is a `String`; the page shows the `Int` one)
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        let restored = StandInScene.saved[key].flatMap(Value.init(rawValue:))
        box = Box(restored ?? wrappedValue)
        save = { StandInScene.saved[key] = $0.rawValue }
    }

    /// documentation/swiftui/scenestorage/wrappedvalue
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set {
            box.value = newValue
            save(newValue)
        }
    }

    /// documentation/swiftui/scenestorage/projectedvalue
    public var projectedValue: Binding<Value> {
        Binding(standInGet: { box.value }, set: { wrappedValue = $0 })
    }
}

/// The stand-in's one scene: what its `SceneStorage` values saved, by key, as raw strings.
public enum StandInScene {
    /// The saved raw values. The tests run on the main actor, one at a time.
    public nonisolated(unsafe) static var saved: [String: String] = [:]
}
