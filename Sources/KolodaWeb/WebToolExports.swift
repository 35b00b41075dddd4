// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaScenario

// The deck's C functions for deck files, the hand-off, recording and simulation: the scenario
// format's readers and writers, which only the tools' module (`koloda-tools.wasm`, the
// playground's) links. Conventions as in `WebExports.swift`.

extension WebHandle {
    /// The text `make` writes in the text buffer; null, with why kept for `koloda_web_text(deck,
    /// 3)`, when it throws.
    func give(_ make: () throws(ScenarioError) -> String) -> UnsafePointer<UInt8>? {
        do throws(ScenarioError) {
            return give(try make())
        } catch {
            web.noteProblem(error.description)
            return nil
        }
    }
}

/// Option `index`'s value as a deck file writes it (JSON), whether or not the file lists it; its
/// length is `koloda_web_text_length(deck)`. Null for no such option.
@_cdecl("koloda_web_option_json")
public func kolodaOptionJSON(_ handle: UnsafeMutableRawPointer?, _ index: Int32) -> UnsafePointer<UInt8>? {
    guard let handle = WebHandle.of(handle), DeckOptions.catalogue.indices.contains(Int(index)),
        let json = handle.web.configuration.jsonValue(ofKey: DeckOptions.catalogue[Int(index)].key)
    else { return nil }
    return handle.give(json)
}

/// The deck as a deck file (`which` 0) or as Swift for an app (1), as `koloda options` writes
/// them; its length is `koloda_web_text_length(deck)`. Null, with why in `koloda_web_text(deck,
/// 3)`, for what has no such form.
@_cdecl("koloda_web_hand_off")
public func kolodaHandOff(_ handle: UnsafeMutableRawPointer?, _ which: Int32) -> UnsafePointer<UInt8>? {
    guard let handle = WebHandle.of(handle) else { return nil }
    return handle.give { () throws(ScenarioError) in try handle.web.handOff(swift: which == 1) }
}

/// Loads a deck file or a scenario's deck (`length` bytes of UTF-8 JSON at `text`) at `time`:
/// its options and the delegate's answers. 0, with why in `koloda_web_text(deck, 3)`, when it
/// does not parse or the deck refuses it; nothing changes then.
@_cdecl("koloda_web_load")
public func kolodaLoad(_ handle: UnsafeMutableRawPointer?, _ time: Double, _ text: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
    flag(WebHandle.of(handle)?.web.load(string(text, length), at: time))
}

/// Runs a scenario (`length` bytes of UTF-8 JSON at `text`) as `koloda simulate` does: its trace,
/// byte for byte as `koloda simulate` writes it; its length is `koloda_web_text_length(deck)`.
/// Null, with why in `koloda_web_text(deck, 3)`, for a scenario that does not parse.
@_cdecl("koloda_web_simulate")
public func kolodaSimulate(_ handle: UnsafeMutableRawPointer?, _ text: UnsafePointer<UInt8>?, _ length: Int32) -> UnsafePointer<UInt8>? {
    guard let handle = WebHandle.of(handle) else { return nil }
    return handle.give { () throws(ScenarioError) in try WebDeck.simulate(string(text, length)) }
}

/// Starts recording the deck's actions from now as a scenario, read by `koloda_web_text(deck, 5)`;
/// a recording in progress starts again.
@_cdecl("koloda_web_record")
public func kolodaRecord(_ handle: UnsafeMutableRawPointer?) {
    WebHandle.of(handle)?.web.startRecording()
}

/// The session recorded since `koloda_web_record`, as a scenario's JSON (empty when none was
/// started); its length is `koloda_web_text_length(deck)`. Null, with why in
/// `koloda_web_text(deck, 3)`, when it has no JSON form.
@_cdecl("koloda_web_recorded_scenario")
public func kolodaRecordedScenario(_ handle: UnsafeMutableRawPointer?) -> UnsafePointer<UInt8>? {
    guard let handle = WebHandle.of(handle) else { return nil }
    return handle.give { () throws(ScenarioError) in try handle.web.recordedScenario() ?? "" }
}
