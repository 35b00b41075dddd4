// SPDX-License-Identifier: MIT

import CKolodaGtk
import KolodaConformance
import KolodaHost
import KolodaScenario
import Testing

@testable import KolodaGtk

/// The GTK view under the conformance suite: a `KolodaView` of the scenario's size in a real
/// window, its time a `ManualFrameSource`, its cards label widgets.
@MainActor
final class GtkConformanceHost: ReentrantHost, PointerConformanceHost, @MainActor KolodaViewDataSource, @MainActor KolodaDelegate {
    private let deckWindow: DeckWindow
    private var view: KolodaView { deckWindow.view }
    private let configuration: DeckConfiguration
    var cardCount: Int
    private(set) var events: [TimedDeckEvent] = []
    var onCallback: (@MainActor (String) -> Void)?
    private(set) var timedActions: [TimedDeckAction] = []
    var performedActions: [DeckAction] { timedActions.map(\.action) }
    private var observation: KolodaViewObservation?

    init(_ configuration: DeckConfiguration) throws {
        self.configuration = configuration
        cardCount = configuration.cards
        deckWindow = try DeckWindow(options: configuration.options) { view in
            gtk_widget_set_size_request(view.widget, Int32(configuration.width), Int32(configuration.height))
            gtk_widget_set_halign(view.widget, GTK_ALIGN_START)
            gtk_widget_set_valign(view.widget, GTK_ALIGN_START)
            view.reduceMotion = configuration.reduceMotion
        }
        view.eventHandler = { [unowned self] in
            events.append($0)
            onCallback?("event \($0.event)")
        }
        observation = view.observe(actions: { [unowned self] in timedActions.append($0) })
    }

    var deckUnderTest: KolodaDeck { view.deck }
    func performHostOperation(_ choice: Int) -> String {
        if choice.isMultiple(of: 2) {
            view.dataSource = self
            return "data source set again"
        }
        view.delegate = self
        return "delegate set again"
    }
    var actionsOfHostOperations: Set<String> { [] }

    isolated deinit { deckWindow.destroy() }

    func perform(_ action: DeckAction) throws(KolodaError) -> Bool { try view.perform(action) }
    func restore(_ state: DeckState) throws(KolodaError) { try view.restoreDeckState(state) }
    func load() {
        view.delegate = self
        view.dataSource = self
    }
    func advanceClock(to time: Double) { deckWindow.frames.advance(by: time - deckWindow.frames.now) }
    func frame(at time: Double) { deckWindow.frames.runFrame(at: time) }
    var shownModel: RenderModel { view.controller.model }

    /// Where the pointer went down, in the deck's coordinates.
    private var pressPoint = Point.zero

    /// The pointer reaches the view as GTK's drag gesture gives it: its `drag-begin` signal at
    /// the press, in the widget's coordinates, then `drag-update` and `drag-end` with the offsets
    /// from there, emitted with no event (the view takes the deck's clock for their time).
    func pointerDown(at point: Point) {
        pressPoint = point
        let origin = view.deckFrame.origin
        emitDrag("drag-begin", point.x + origin.x, point.y + origin.y)
    }
    func pointerMoved(to point: Point) { emitDrag("drag-update", point.x - pressPoint.x, point.y - pressPoint.y) }
    func pointerUp(at point: Point) { emitDrag("drag-end", point.x - pressPoint.x, point.y - pressPoint.y) }

    /// The view's drag gesture, found among the widget's event controllers.
    private lazy var dragGesture: UnsafeMutableRawPointer? = {
        let controllers = gtk_widget_observe_controllers(view.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for position in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, position) else { continue }
            // The widget keeps its controllers.
            g_object_unref(item)
            if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_gesture_drag_get_type()) != 0 { return item }
        }
        Issue.record("the deck widget has no GtkGestureDrag")
        return nil
    }()

    private func emitDrag(_ signal: String, _ x: Double, _ y: Double) {
        guard let dragGesture else { return }
        var values = [GValue](repeating: GValue(), count: 3)
        g_value_init(&values[0], gtk_gesture_drag_get_type())
        g_value_set_object(&values[0], dragGesture)
        for (index, coordinate) in [(1, x), (2, y)] {
            g_value_init(&values[index], g_type_from_name("gdouble"))
            g_value_set_double(&values[index], coordinate)
        }
        g_signal_emitv(values, g_signal_lookup(signal, gtk_gesture_drag_get_type()), 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }
    /// What is wrong with the widgets, read back from GTK once the deck has allocated them for the
    /// view's model now, as GTK's layout has it do (`size_allocate`; the next frame would).
    var viewProblems: [String] {
        view.allocate(width: Int(gtk_widget_get_width(view.widget)), height: Int(gtk_widget_get_height(view.widget)))
        let model = view.controller.model
        var problems = Conformance.viewProblems(model: model, views: view.controller.cardViews)
        // The widgets are the deck's children in the model's order, back to front.
        var child = gtk_widget_get_first_child(view.widget)
        for card in model.cards {
            guard let views = view.controller.cardViews[card.id] else { continue }
            if child != views.wrapper { problems.append("card \(card.index.map(String.init) ?? "-")'s widget is out of order") }
            child = child.flatMap(gtk_widget_get_next_sibling)
            if let overlay = views.overlay, child == overlay.widget { child = gtk_widget_get_next_sibling(child) }
            // Where GTK put the card's widget, read back from its allocation (the overlay takes its
            // own place on the card, from its alignment), and what its overlay shows.
            let expected = Self.pose(of: card, in: model, origin: view.deckFrame.origin, deckSize: view.deck.bounds)
            if let shown = Self.pose(of: views.wrapper, in: view.widget), !shown.matches(expected) {
                problems.append("card \(card.index.map(String.init) ?? "-")'s widget is at \(shown), not \(expected)")
            }
            let progress = views.overlay?.alpha ?? 0
            if let overlay = views.overlay, abs(progress - (card.overlay?.progress ?? 0)) > 1e-9 || overlay.overlayState != card.overlay?.direction {
                problems.append(
                    "card \(card.index.map(String.init) ?? "-")'s overlay shows \(progress) \(overlay.overlayState.map { "\($0)" } ?? "-")")
            }
        }
        return problems
    }

    /// A card's centre, the vectors of its width and height, in the deck widget's coordinates.
    struct Pose: CustomStringConvertible {
        var centre: Point
        var across: Vector
        var down: Vector

        var description: String {
            "centre (\(centre.x), \(centre.y)) across (\(across.dx), \(across.dy)) down (\(down.dx), \(down.dy))"
        }

        /// Whether `other` is the same within a thousandth of a point: GTK keeps its transforms in
        /// single precision.
        func matches(_ other: Pose) -> Bool {
            [
                centre.x - other.centre.x, centre.y - other.centre.y, across.dx - other.across.dx, across.dy - other.across.dy,
                down.dx - other.down.dx, down.dy - other.down.dy,
            ].allSatisfy { abs($0) <= 1e-3 }
        }
    }

    /// Where the render model puts a card: scaled by the deck's scale about the deck's centre,
    /// turned by its rotation and scaled by its scale about its own.
    static func pose(of card: RenderedCard, in model: RenderModel, origin: Point, deckSize: Size) -> Pose {
        let middle = Point(x: origin.x + deckSize.width / 2, y: origin.y + deckSize.height / 2)
        let s = model.deckScale
        let centre = Point(x: middle.x + (origin.x + card.center.x - middle.x) * s, y: middle.y + (origin.y + card.center.y - middle.y) * s)
        let (c, n) = (cos(card.rotation), sin(card.rotation))
        let width = card.size.width * card.scale.dx * s, height = card.size.height * card.scale.dy * s
        return Pose(centre: centre, across: Vector(dx: width * c, dy: width * n), down: Vector(dx: -height * n, dy: height * c))
    }

    /// Where GTK drew a widget: the corners of its content box taken into `deck`'s coordinates,
    /// the box's edges lengthened to its whole allocation (the card's CSS border is inside it, the
    /// same all round).
    static func pose(of widget: UnsafeMutablePointer<GtkWidget>, in deck: UnsafeMutablePointer<GtkWidget>) -> Pose? {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { return nil }
        var points = [graphene_point_t(x: 0, y: 0), graphene_point_t(x: Float(width), y: 0), graphene_point_t(x: 0, y: Float(height))]
        for i in points.indices {
            var out = graphene_point_t()
            guard gtk_widget_compute_point(widget, deck, &points[i], &out) != 0 else { return nil }
            points[i] = out
        }
        let across = Vector(dx: Double(points[1].x - points[0].x), dy: Double(points[1].y - points[0].y))
        let down = Vector(dx: Double(points[2].x - points[0].x), dy: Double(points[2].y - points[0].y))
        let corner = Point(x: Double(points[0].x), y: Double(points[0].y))
        let allocated = (Double(gtk_widget_get_allocated_width(widget)), Double(gtk_widget_get_allocated_height(widget)))
        return Pose(
            centre: corner + across * 0.5 + down * 0.5, across: across * (allocated.0 / Double(width)), down: down * (allocated.1 / Double(height)))
    }

    func kolodaNumberOfCards(_ koloda: KolodaView) -> Int {
        onCallback?("numberOfCards")
        return cardCount
    }
    func kolodaSpeedThatCardShouldDrag(_ koloda: KolodaView) -> DragSpeed {
        onCallback?("dragSpeed")
        return configuration.dragSpeed
    }
    func koloda(_ koloda: KolodaView, viewForCardAt index: Int) -> UnsafeMutablePointer<GtkWidget> {
        onCallback?("viewForCard \(index)")
        return gtk_label_new("Card \(index)")
    }
    func koloda(_ koloda: KolodaView, viewForCardOverlayAt index: Int) -> OverlayView? {
        onCallback?("viewForCardOverlay \(index)")
        return TextOverlayView()
    }
    func koloda(_ koloda: KolodaView, accessibilityLabelForCardAt index: Int) -> String? {
        onCallback?("accessibilityLabel \(index)")
        return nil
    }
    func koloda(_ koloda: KolodaView, allowedDirectionsForIndex index: Int) -> [SwipeResultDirection] {
        onCallback?("allowedDirections \(index)")
        return configuration.allowedDirections.directions(for: index)
    }
    func koloda(_ koloda: KolodaView, shouldSwipeCardAt index: Int, in direction: SwipeResultDirection) -> Bool {
        onCallback?("shouldSwipe \(index)")
        return true
    }
    func koloda(_ koloda: KolodaView, shouldDragCardAt index: Int) -> Bool {
        onCallback?("shouldDrag \(index)")
        return true
    }
    func kolodaShouldApplyAppearAnimation(_ koloda: KolodaView) -> Bool {
        onCallback?("shouldApplyAppearAnimation")
        return configuration.appearAnimation
    }
}

@MainActor
@Suite("The conformance suite on the GTK view", .serialized)
struct GtkConformanceTests {
    @Test("Every case shows koloda simulate's render model at every frame and hears its events", arguments: Conformance.cases)
    func conforms(_ testCase: Conformance.Case) throws {
        let host = try GtkConformanceHost(testCase.scenario.deck)
        let problems = Conformance.differences(running: testCase.scenario, on: host)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test(
        "Every case with its drags given to GTK's drag gesture shows koloda simulate's model of what the input performed, and the widgets where it puts them",
        arguments: Conformance.cases)
    func conformsThroughTheDragGesture(_ testCase: Conformance.Case) throws {
        let host = try GtkConformanceHost(testCase.scenario.deck)
        let problems = Conformance.differences(drivingPointer: testCase.scenario, on: host)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
    }

    @Test("An app that calls the deck from inside every callback: each call returns and is performed once, invariants hold")
    func reentrancy() {
        let (problem, counts) = Reentrancy.runSeeds(default: 150) { try GtkConformanceHost($0) }
        #expect(problem == nil, "\(problem ?? "")")
        print("re-entrancy on the GTK view: \(counts)")
    }
}
