// SPDX-License-Identifier: MIT

import KolodaEngine
import KolodaHostCore
import KolodaScenario

/// The deck of a web page: the engine with the page's card count as its data source, its events
/// kept until the page reads them, and its render model written as numbers the page's script
/// reads from the WebAssembly module's memory. ``WebExports`` gives it to the page as C
/// functions; this type is the same code natively, where the tests drive it.
///
/// Every input names the time it happened at (seconds, the page's `performance.now()`), and the
/// deck's clock is moved there first, as every host does.
public final class WebDeck: KolodaDataSource {
    /// The deck.
    public let deck: KolodaDeck
    /// How many cards the page has.
    public private(set) var count: Int
    /// The events since the page last read them.
    public private(set) var events: [TimedDeckEvent] = []
    /// The last refusal, in words: a time that went back, an option out of range.
    public private(set) var problem: String = ""
    /// The deck as the page last drew it (``render(at:)``).
    public private(set) var model = RenderModel()
    /// The diagnostics among the events the page read last.
    public private(set) var diagnostics: [String] = []
    /// The press in progress, from the pointer's down to its up.
    private var pointer: PointerSequence?
    /// What the page's accessibility text was last made from.
    private var accessibility: AccessibilityState?
    /// The session being recorded, if one is.
    private var recording: SessionRecording?
    /// The delegate's answers of the deck file last loaded (allowed directions, appear
    /// animation), and its drag speed; none, and so Koloda's defaults, until one is. Made by
    /// ``load(_:at:)`` only, so that a module without deck files links none of the scenario format.
    private var answers: ScenarioDelegate?

    /// A deck of `count` cards in a box of `width` × `height` points, with the options of a deck
    /// whose cards are the page's own elements (``DeckOptions/opaqueNextCard``); `nil`, with nothing
    /// made, for a size or count that is not finite and 0 or more.
    public init?(width: Double, height: Double, count: Int) {
        guard width.isFinite, height.isFinite, width >= 0, height >= 0, count >= 0,
            let deck = try? KolodaDeck(options: .opaqueNextCard, bounds: Size(width: width, height: height))
        else { return nil }
        self.deck = deck
        self.count = count
        deck.eventHandler = { [unowned(unsafe) self] event in self.events.append(event) }
        deck.dataSource = self
    }

    /// The page's count: the deck's data source is the page.
    public func kolodaNumberOfCards(_ koloda: KolodaDeck) -> Int { count }

    /// The drag speed of the deck file last loaded.
    public func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaDeck) -> DragSpeed { answers?.configuration.dragSpeed ?? .default }

    /// Takes the events since the last call.
    public func takeEvents() -> [TimedDeckEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Moves the deck's clock to `time` and renders it into ``model``; `false` if the time went
    /// back (kept in ``problem``).
    public func render(at time: Double) -> Bool {
        guard perform(nil, at: time) else { return false }
        deck.render(into: &model)
        return true
    }

    /// Keeps why the page's last request was refused.
    func noteProblem(_ problem: String) { self.problem = problem }

    /// Keeps the diagnostics among the events the page read last.
    func noteDiagnostics(_ diagnostics: [String]) { self.diagnostics = diagnostics }

    /// Moves the deck's clock to `time`, then performs `action`: whether the deck took it. A time
    /// that went back, or an action the deck refuses, is kept in ``problem`` and changes nothing.
    @discardableResult
    public func perform(_ action: DeckAction?, at time: Double) -> Bool {
        do {
            try deck.advance(to: time)
            guard let action else { return true }
            return try deck.perform(action)
        } catch {
            problem = error.description
            return false
        }
    }

    /// The page's data changed to `count` cards: the deck loads them again from the current card.
    public func setCount(_ count: Int, at time: Double) -> Bool {
        guard count >= 0 else {
            problem = "a count of \(count) cards is negative"
            return false
        }
        self.count = count
        return perform(.reloadData, at: time)
    }

    /// Sets option `index` of ``DeckOptions/catalogue`` to `value` (see ``WebOptionValue``).
    public func setOption(_ index: Int, to value: Double, at time: Double) -> Bool {
        guard DeckOptions.catalogue.indices.contains(index) else {
            problem = "there is no option \(index)"
            return false
        }
        let option = DeckOptions.catalogue[index]
        var options = deck.options
        guard WebOptionValue.set(option, to: value, in: &options) else {
            problem = "\(option.name) does not take \(value)"
            return false
        }
        do {
            try options.validate()
        } catch {
            problem = error.description
            return false
        }
        return perform(.setOptions(options), at: time)
    }

    /// Gives the deck the options of Koloda v1's stacked deck (`background` false) or v2's
    /// background deck (`background` true), as the Tune panel's layout choice does.
    public func usePreset(background: Bool, at time: Double) -> Bool {
        perform(.setOptions(background ? .background : .stacked), at: time)
    }

    // MARK: Input

    /// The pointer went down at `point` (deck coordinates). `time` is when on the deck's clock the
    /// page handles it; `stamp` is the event's own timestamp, on the same clock, which measures the
    /// release velocity: the browser delivers moves in batches, and late after a busy frame.
    public func pointerPressed(at point: Point, time: Double, stamp: Double) {
        perform(nil, at: time)
        pointer = PointerSequence(pressedAt: point, time: stamp)
    }

    /// The pointer moved; past the slop the press becomes a drag of the top card.
    ///
    /// - Returns: `false` when there is no press, or the deck refused the drag (the press was not
    ///   on a draggable top card): the page lets the pointer go.
    public func pointerMoved(to point: Point, time: Double, stamp: Double) -> Bool {
        guard var sequence = pointer, perform(nil, at: time) else { return false }
        let taken = sequence.move(to: point, time: stamp, on: deck)
        pointer = taken ? sequence : nil
        return taken
    }

    /// The pointer went up: a drag ends with the velocity its moves had, a press that never moved
    /// taps.
    public func pointerReleased(at point: Point, time: Double, stamp: Double) {
        guard var sequence = pointer else { return }
        pointer = nil
        perform(nil, at: time)
        sequence.release(at: point, time: stamp, on: deck)
    }

    /// The browser took the pointer away: a drag springs back.
    public func pointerCancelled(time: Double) {
        guard var sequence = pointer else { return }
        pointer = nil
        perform(nil, at: time)
        sequence.cancel(on: deck)
    }

    /// Whether a press has become a drag of the top card.
    public var isPointerDragging: Bool { pointer?.isDragging ?? false }

    /// A key went down: `key` is the DOM's name of it (`KeyboardEvent.key`), `control` whether
    /// Ctrl or ⌘ was held. Whether the key was the deck's (the page then stops its default).
    public func keyPressed(_ key: String, control: Bool, time: Double) -> Bool {
        guard let deckKey = Self.deckKey(named: key), perform(nil, at: time) else { return false }
        return deck.press(deckKey, control: control)
    }

    /// The deck's key of a DOM key name, as GTK's key bindings give them: the arrows, Home, Page
    /// Up, End and Page Down for the diagonals, Backspace and Z to undo, Enter and Space to select.
    ///
    /// The names are compared byte by byte: they are ASCII, and `String`'s `==` would bring
    /// Unicode's normalization tables into the page's download.
    public static func deckKey(named name: String) -> DeckKey? {
        keyNames.first { $0.name.utf8.elementsEqual(name.utf8) }?.key
    }

    private static let keyNames: [(name: String, key: DeckKey)] = [
        ("ArrowLeft", .left), ("ArrowRight", .right), ("ArrowUp", .up), ("ArrowDown", .down), ("Home", .home), ("PageUp", .pageUp),
        ("End", .end), ("PageDown", .pageDown), ("Backspace", .backspace), ("z", .z), ("Z", .z), ("Enter", .select), (" ", .select),
    ]

    // MARK: Accessibility

    /// Whether what assistive technology hears has changed since the page last asked, in the deck
    /// as last drawn (``model``): the top card, the number of cards or the cards shown. The page
    /// then asks ``accessibilityText(cardLabel:)``.
    public func accessibilityChanged() -> Bool {
        let state = AccessibilityState(deck: deck, model: model)
        defer { accessibility = state }
        return state != accessibility
    }

    /// What assistive technology hears of the deck: "Card 3 of 20: Kyoto" with the page's label
    /// of the top card, and the keys that swipe and undo.
    public func accessibilityText(cardLabel: String?) -> DeckAccessibilityText {
        DeckAccessibilityText(deck: deck, topCardIndex: model.topCard?.index, keyboard: .gtk) { _ in cardLabel }
    }

    /// The top card's index in the deck as last drawn, if a card is on top.
    public var topCardIndex: Int? { model.topCard?.index }

    // MARK: Deck files

    /// The deck as a deck file (``DeckConfiguration/deckFileText()``), or as Swift for an app
    /// (``DeckConfiguration/swiftCode()``): the writers `koloda options` uses.
    public func handOff(swift: Bool) throws(ScenarioError) -> String {
        swift ? try configuration.swiftCode() : try configuration.deckFileText()
    }

    /// Takes the options and the delegate's answers of a deck file or a scenario (`text`, UTF-8
    /// JSON); its size and count stay the page's. Whether the deck took them: a file that does not
    /// parse, or options the deck refuses, are kept in ``problem`` (with the JSON path) and change
    /// nothing.
    public func load(_ text: String, at time: Double) -> Bool {
        let loaded: DeckConfiguration
        do {
            loaded = try Scenario.parse(Array(text.utf8)).deck
        } catch {
            problem = error.description
            return false
        }
        guard perform(.setOptions(loaded.options), at: time) else { return false }
        let answers = ScenarioDelegate(configuration: loaded)
        self.answers = answers
        deck.delegate = answers
        return true
    }

    /// Runs a scenario (`text`, UTF-8 JSON) through the engine as `koloda simulate` does, and
    /// writes its trace as `koloda simulate` writes it.
    public static func simulate(_ text: String) throws(ScenarioError) -> String {
        let scenario = try Scenario.parse(Array(text.utf8))
        var trace = ""
        try ScenarioRunner.run(scenario).writeJSON { trace += $0 }
        return trace
    }

    // MARK: Recording

    /// The deck as a scenario's `deck` object describes it: its size, cards and options, and the
    /// user's reduced motion.
    public var configuration: DeckConfiguration {
        var configuration = answers?.configuration ?? DeckConfiguration()
        configuration.options = deck.options
        configuration.width = deck.bounds.width
        configuration.height = deck.bounds.height
        configuration.cards = count
        configuration.reduceMotion = deck.reducesMotion
        return configuration
    }

    /// Starts writing down every action the deck performs from now, as `koloda simulate` replays
    /// them (see ``SessionRecording``); a recording in progress starts again.
    public func startRecording() {
        recording = SessionRecording(deck: configuration, state: deck.deckState, startTime: deck.time, appearing: deck.isAppearing)
        deck.actionHandler = { [unowned(unsafe) self] action in self.recording?.record(action) }
    }

    /// The session recorded since ``startRecording()``, as a scenario's JSON text; `nil` when no
    /// recording was started.
    public func recordedScenario() throws(ScenarioError) -> String? {
        try recording?.scenario.jsonText()
    }
}
