// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHostCore

// The deck's C functions for the page's script (`Web/koloda-deck.js`), exported from the
// WebAssembly module. A deck is a handle from `koloda_web_new`, freed by `koloda_web_free`. Times are
// seconds. Numbers come back in a buffer of doubles the script reads from the module's memory
// (`koloda_web_render`, `koloda_web_events`, `koloda_web_option_info`), text in a buffer of UTF-8
// (`koloda_web_text`, its length from `koloda_web_text_length`); each stays valid until the next call
// that fills it. A function that refuses returns 0 and keeps why for `koloda_web_text(deck, 3)`.
//
// These are what a page's deck needs; `WebToolExports.swift` has those of deck files, the
// hand-off, recording and simulation, which link the scenario format. `scripts/build-web.sh`
// links the deck's module (`koloda.wasm`) with these alone, and the tools' module
// (`koloda-tools.wasm`, the playground's) with both.

/// What a script's handle names: the deck and the buffers it reads.
final class WebHandle {
    let web: WebDeck
    var numbers = WebBuffer<Double>()
    var text = WebBuffer<UInt8>()

    init(_ web: WebDeck) { self.web = web }

    /// `text` in the text buffer, for the script to read.
    func give(_ text: String) -> UnsafePointer<UInt8>? {
        self.text.fill { $0 += Array(text.utf8) }
        return self.text.pointer
    }

    /// The handle's deck and buffers; `nil` for a null handle (a script that called before
    /// `koloda_web_new`, or after `koloda_web_free` set its handle to 0).
    static func of(_ handle: UnsafeMutableRawPointer?) -> WebHandle? {
        handle.map { Unmanaged<WebHandle>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// A deck of `count` cards in a `width` × `height` box; null for a size or count that is not
/// finite and 0 or more.
@_cdecl("koloda_web_new")
public func kolodaNew(_ width: Double, _ height: Double, _ count: Int32) -> UnsafeMutableRawPointer? {
    guard let web = WebDeck(width: width, height: height, count: Int(count)) else { return nil }
    return Unmanaged.passRetained(WebHandle(web)).toOpaque()
}

/// Frees a deck made by `koloda_web_new`.
@_cdecl("koloda_web_free")
public func kolodaFree(_ handle: UnsafeMutableRawPointer?) {
    guard let handle else { return }
    Unmanaged<WebHandle>.fromOpaque(handle).release()
}

/// The deck's box changed size.
@_cdecl("koloda_web_resize")
public func kolodaResize(_ handle: UnsafeMutableRawPointer?, _ time: Double, _ width: Double, _ height: Double) -> Int32 {
    flag(WebHandle.of(handle)?.web.perform(.resize(to: Size(width: width, height: height)), at: time))
}

/// The page has `count` cards now: they are loaded again from the current card.
@_cdecl("koloda_web_set_count")
public func kolodaSetCount(_ handle: UnsafeMutableRawPointer?, _ time: Double, _ count: Int32) -> Int32 {
    flag(WebHandle.of(handle)?.web.setCount(Int(count), at: time))
}

/// Whether the deck follows the user's reduced motion: swipes and resets without their flight.
@_cdecl("koloda_web_set_reduce_motion")
public func kolodaSetReduceMotion(_ handle: UnsafeMutableRawPointer?, _ reduce: Int32) {
    WebHandle.of(handle)?.web.deck.reducesMotion = reduce != 0
}

/// Performs an action at `time`: 0 begin a drag at (a, b), 1 move it to (a, b), 2 end it at (a, b)
/// with the velocity (c, d) in points per second (NaN: the deck measures it), 3 cancel it, 4 tap
/// at (a, b), 5 swipe in direction a (an index of `SwipeResultDirection.allCases`), 6 revert, 7
/// reload, 8 reset to the first card, 9 nothing (the clock moves to `time`). Whether the deck took
/// it.
@_cdecl("koloda_web_perform")
public func kolodaPerform(
    _ handle: UnsafeMutableRawPointer?, _ time: Double, _ action: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double
) -> Int32 {
    guard let web = WebHandle.of(handle)?.web else { return 0 }
    let point = Point(x: a, y: b)
    let deckAction: DeckAction?
    switch action {
    case 0: deckAction = .beginDrag(at: point)
    case 1: deckAction = .moveDrag(to: point)
    case 2: deckAction = .endDrag(at: point, velocity: c.isNaN || d.isNaN ? nil : Vector(dx: c, dy: d))
    case 3: deckAction = .cancelDrag
    case 4: deckAction = .tap(at: point)
    case 5:
        guard let direction = direction(a) else { return 0 }
        deckAction = .swipe(direction, force: false)
    case 6: deckAction = .revert(direction: nil)
    case 7: deckAction = .reloadData
    case 8: deckAction = .resetCurrentCardIndex
    case 9: deckAction = nil
    default: return 0
    }
    return flag(web.perform(deckAction, at: time))
}

/// The pointer at (x, y) in deck coordinates, handled at `time` on the deck's clock; `stamp` is
/// the input event's own timestamp on that clock, from which the release velocity is measured.
/// `phase` 0 went down, 1 moved, 2 went up, 3 was taken away. For a move, 0 when the page should
/// let the pointer go (no press, or the deck refused the drag); 1 otherwise.
@_cdecl("koloda_web_pointer")
public func kolodaPointer(
    _ handle: UnsafeMutableRawPointer?, _ time: Double, _ stamp: Double, _ phase: Int32, _ x: Double, _ y: Double
) -> Int32 {
    guard let web = WebHandle.of(handle)?.web else { return 0 }
    guard stamp.isFinite else {
        web.noteProblem("the pointer event's timestamp \(stamp) is not finite")
        return 0
    }
    let point = Point(x: x, y: y)
    switch phase {
    case 0: web.pointerPressed(at: point, time: time, stamp: stamp)
    case 1: return flag(web.pointerMoved(to: point, time: time, stamp: stamp))
    case 2: web.pointerReleased(at: point, time: time, stamp: stamp)
    case 3: web.pointerCancelled(time: time)
    default: return 0
    }
    return 1
}

/// A key went down at `time`: its DOM name (`KeyboardEvent.key`, `length` bytes of UTF-8 at
/// `name`), `control` 1 when Ctrl or ⌘ was held. 1 when the key was the deck's.
@_cdecl("koloda_web_key")
public func kolodaKey(_ handle: UnsafeMutableRawPointer?, _ time: Double, _ name: UnsafePointer<UInt8>?, _ length: Int32, _ control: Int32) -> Int32 {
    flag(WebHandle.of(handle)?.web.keyPressed(string(name, length), control: control != 0, time: time))
}

/// 1 when what assistive technology hears has changed since the last call: the page then asks
/// `koloda_web_accessibility`.
@_cdecl("koloda_web_accessibility_changed")
public func kolodaAccessibilityChanged(_ handle: UnsafeMutableRawPointer?) -> Int32 {
    flag(WebHandle.of(handle)?.web.accessibilityChanged())
}

/// The top card's index, −1 with no card on top.
@_cdecl("koloda_web_top_index")
public func kolodaTopIndex(_ handle: UnsafeMutableRawPointer?) -> Int32 { Int32(WebHandle.of(handle)?.web.topCardIndex ?? -1) }

/// What assistive technology hears, given the page's label of the top card (`length` bytes of
/// UTF-8 at `label`; null for none): the deck's label, a newline, and its hint. Its length is
/// `koloda_web_text_length(deck)`.
@_cdecl("koloda_web_accessibility")
public func kolodaAccessibility(_ handle: UnsafeMutableRawPointer?, _ label: UnsafePointer<UInt8>?, _ length: Int32) -> UnsafePointer<UInt8>? {
    guard let handle = WebHandle.of(handle) else { return nil }
    let text = handle.web.accessibilityText(cardLabel: label == nil ? nil : string(label, length))
    return handle.give(text.label + "\n" + text.hint)
}

/// The deck at `time`: [cards, deck scale, deck alpha, animating (0 or 1), current index, count
/// of cards, then 13 numbers a card, bottom to top: id, index (−1: none), slot (−1: leaving),
/// centre x, centre y, width, height, scale x, scale y, rotation (radians), alpha, overlay
/// direction (−1: none), overlay progress]. Null if the time went back.
@_cdecl("koloda_web_render")
public func kolodaRender(_ handle: UnsafeMutableRawPointer?, _ time: Double) -> UnsafePointer<Double>? {
    guard let handle = WebHandle.of(handle), handle.web.render(at: time) else { return nil }
    let deck = handle.web.deck
    let model = handle.web.model
    handle.numbers.fill { numbers in
        numbers += [Double(model.cards.count), model.deckScale, model.deckAlpha, deck.isAnimating ? 1 : 0]
        numbers += [Double(deck.currentCardIndex), Double(deck.countOfCards)]
        for card in model.cards {
            numbers += [Double(card.id.rawValue), Double(card.index ?? -1), Double(card.slot ?? -1), card.center.x, card.center.y]
            numbers += [card.size.width, card.size.height, card.scale.dx, card.scale.dy, card.rotation, card.alpha]
            numbers += [card.overlay.map { directionNumber($0.direction) } ?? -1, card.overlay?.progress ?? 0]
        }
    }
    return handle.numbers.pointer
}

/// The events since the last call: [events, then for each: time, kind (an index of
/// `DeckEvent.Kind.allCases`), how many numbers follow, the numbers]: an index or a count as
/// itself, a direction as its index, a percentage as itself, a list of indexes as its indexes. A
/// diagnostic's text is in `koloda_web_text(deck, 4)` until the next call.
@_cdecl("koloda_web_events")
public func kolodaEvents(_ handle: UnsafeMutableRawPointer?) -> UnsafePointer<Double>? {
    guard let handle = WebHandle.of(handle) else { return nil }
    var diagnostics: [String] = []
    handle.numbers.fill { numbers in
        let events = handle.web.takeEvents()
        numbers.append(Double(events.count))
        for timed in events {
            let values = timed.event.values
            numbers += [timed.time, Double(DeckEvent.Kind.allCases.firstIndex(of: timed.event.kind) ?? -1)]
            var fields: [Double] = []
            for value in values {
                switch value {
                case .index(let number), .count(let number): fields.append(Double(number))
                case .direction(let direction): fields.append(directionNumber(direction))
                case .percentage(let percentage): fields.append(percentage)
                case .text(let text): diagnostics.append(text)
                case .indexes(let indexes): fields += indexes.map { Double($0) }
                }
            }
            numbers.append(Double(fields.count))
            numbers += fields
        }
    }
    handle.web.noteDiagnostics(diagnostics)
    return handle.numbers.pointer
}

/// The current card's index, or the count when the deck has run out.
@_cdecl("koloda_web_current_index")
public func kolodaCurrentIndex(_ handle: UnsafeMutableRawPointer?) -> Int32 { Int32(WebHandle.of(handle)?.web.deck.currentCardIndex ?? 0) }

/// The deck's time: the latest a call gave it, in seconds.
@_cdecl("koloda_web_time")
public func kolodaTime(_ handle: UnsafeMutableRawPointer?) -> Double { WebHandle.of(handle)?.web.deck.time ?? 0 }

/// How many options the catalogue has.
@_cdecl("koloda_web_option_count")
public func kolodaOptionCount() -> Int32 { Int32(DeckOptions.catalogue.count) }

/// Option `index`'s value in the deck, as `WebOptionValue` gives it (NaN: not a number).
@_cdecl("koloda_web_option_get")
public func kolodaOptionGet(_ handle: UnsafeMutableRawPointer?, _ index: Int32) -> Double {
    guard DeckOptions.catalogue.indices.contains(Int(index)), let web = WebHandle.of(handle)?.web else { return .nan }
    return WebOptionValue.get(DeckOptions.catalogue[Int(index)], in: web.deck.options)
}

/// Sets option `index` to `value` at `time`; 0, with why in `koloda_web_text(deck, 3)`, when the
/// deck refuses it.
@_cdecl("koloda_web_option_set")
public func kolodaOptionSet(_ handle: UnsafeMutableRawPointer?, _ time: Double, _ index: Int32, _ value: Double) -> Int32 {
    flag(WebHandle.of(handle)?.web.setOption(Int(index), to: value, at: time))
}

/// Option `index`'s kind and range: [kind (an index of integer, number, number or off, flag,
/// where cards peek, timing, spring), lowest (NaN: none), whether the lowest is allowed (0 or 1),
/// highest (NaN: none), whether the highest is allowed, a control's lowest, highest and step (NaN:
/// none), whether it is a stacked layout's parameter, what a value is multiplied by to show it to
/// people (degrees for radians)]. Null for no such option.
@_cdecl("koloda_web_option_info")
public func kolodaOptionInfo(_ handle: UnsafeMutableRawPointer?, _ index: Int32) -> UnsafePointer<Double>? {
    guard DeckOptions.catalogue.indices.contains(Int(index)) else { return nil }
    let option = DeckOptions.catalogue[Int(index)]
    guard let handle = WebHandle.of(handle) else { return nil }
    handle.numbers.fill { numbers in
        func ends(_ lower: (value: Double, isIncluded: Bool)?, _ upper: (value: Double, isIncluded: Bool)?) -> [Double] {
            [lower?.value ?? .nan, lower?.isIncluded == true ? 1 : 0, upper?.value ?? .nan, upper?.isIncluded == true ? 1 : 0]
        }
        switch option.kind {
        case .integer(_, let range): numbers = [0] + ends((Double(range.lowerBound), true), (Double(range.upperBound), true))
        case .number(_, let bounds): numbers = [1] + ends(bounds.lower, bounds.upper)
        case .optionalNumber(_, let bounds, _): numbers = [2] + ends(bounds.lower, bounds.upper)
        case .flag: numbers = [3] + ends(nil, nil)
        case .stackDirection: numbers = [4] + ends(nil, nil)
        case .timing: numbers = [5] + ends(nil, nil)
        case .spring: numbers = [6] + ends(nil, nil)
        }
        numbers += [option.tuning?.range.lowerBound ?? .nan, option.tuning?.range.upperBound ?? .nan, option.tuning?.step ?? .nan]
        numbers.append(option.isStackedLayoutParameter ? 1 : 0)
        numbers.append(option.unit?.displayScale ?? 1)
    }
    return handle.numbers.pointer
}

/// A spring's four numbers as designers give them (`SpringControl.allCases`: pop's bounciness
/// and speed, a damping ratio and a response), for the spring of `stiffness`, `damping` and
/// `mass`: [for each, its value (NaN when pop has none), a control's lowest, highest and step, its
/// digits]. Their labels are `koloda_web_text(deck, 6)`.
@_cdecl("koloda_web_spring_controls")
public func kolodaSpringControls(_ handle: UnsafeMutableRawPointer?, _ stiffness: Double, _ damping: Double, _ mass: Double) -> UnsafePointer<Double>?
{
    guard let handle = WebHandle.of(handle) else { return nil }
    let spring = SpringParameters(stiffness: stiffness, damping: damping, mass: mass)
    handle.numbers.fill { numbers in
        for control in SpringControl.allCases {
            numbers += [control.value(of: spring) ?? .nan, control.range.lowerBound, control.range.upperBound, control.step, Double(control.digits)]
        }
    }
    return handle.numbers.pointer
}

/// The spring of `stiffness`, `damping` and `mass` with its number `control` (an index of
/// `SpringControl.allCases`) set to `value`, its partner kept: [stiffness, damping, mass]. Null
/// for no such control.
@_cdecl("koloda_web_spring_set")
public func kolodaSpringSet(
    _ handle: UnsafeMutableRawPointer?, _ control: Int32, _ value: Double, _ stiffness: Double, _ damping: Double, _ mass: Double
) -> UnsafePointer<Double>? {
    guard let handle = WebHandle.of(handle), SpringControl.allCases.indices.contains(Int(control)) else { return nil }
    let spring = SpringControl.allCases[Int(control)].spring(setting: value, in: SpringParameters(stiffness: stiffness, damping: damping, mass: mass))
    handle.numbers.fill { $0 += [spring.stiffness, spring.damping, spring.mass] }
    return handle.numbers.pointer
}

/// The options of Koloda v1's stacked deck (`background` 0) or v2's background deck (1).
@_cdecl("koloda_web_use_preset")
public func kolodaUsePreset(_ handle: UnsafeMutableRawPointer?, _ time: Double, _ background: Int32) -> Int32 {
    flag(WebHandle.of(handle)?.web.usePreset(background: background != 0, at: time))
}

/// Text `which`: 0 the catalogue's event kinds, one a line, each with its fields' names after a
/// space; 1 the directions, one a line; 2 the options, one a line, their name, key, label, unit
/// symbol, section, switch label (of a number that may be off) and summary between tabs; 3 why the last refusal; 4 the diagnostics of the last
/// `koloda_web_events`, one a line; 6 the labels of a spring's four numbers, one a line. Its length is `koloda_web_text_length(deck)`.
@_cdecl("koloda_web_text")
public func kolodaText(_ handle: UnsafeMutableRawPointer?, _ which: Int32) -> UnsafePointer<UInt8>? {
    guard let handle = WebHandle.of(handle) else { return nil }
    let text: String
    switch which {
    case 0: text = DeckEvent.catalogue.map { ([$0.kind.rawValue] + $0.fields.map { $0.name }).joined(separator: " ") }.joined(separator: "\n")
    case 1: text = SwipeResultDirection.allCases.map { $0.rawValue }.joined(separator: "\n")
    case 2:
        text = DeckOptions.catalogue.map { option in
            var switchLabel = ""
            if case .optionalNumber(_, _, let label) = option.kind { switchLabel = label }
            return [option.name, option.key, option.label, option.unit?.symbol ?? "", option.section.rawValue, switchLabel, option.summary]
                .joined(separator: "\t")
        }.joined(separator: "\n")
    case 3: text = handle.web.problem
    case 4: text = handle.web.diagnostics.joined(separator: "\n")
    case 6: text = SpringControl.allCases.map { $0.label }.joined(separator: "\n")
    default: text = ""
    }
    return handle.give(text)
}

/// The length in bytes of the last `koloda_web_text`.
@_cdecl("koloda_web_text_length")
public func kolodaTextLength(_ handle: UnsafeMutableRawPointer?) -> Int32 { Int32(WebHandle.of(handle)?.text.count ?? 0) }

func flag(_ value: Bool?) -> Int32 { value == true ? 1 : 0 }

func string(_ bytes: UnsafePointer<UInt8>?, _ length: Int32) -> String {
    guard let bytes, length > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self)
}

private func direction(_ number: Double) -> SwipeResultDirection? {
    let all = SwipeResultDirection.allCases
    guard number >= 0, number < Double(all.count), number == number.rounded() else { return nil }
    return all[Int(number)]
}

private func directionNumber(_ direction: SwipeResultDirection) -> Double {
    Double(SwipeResultDirection.allCases.firstIndex(of: direction) ?? -1)
}
