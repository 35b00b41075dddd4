// SPDX-License-Identifier: MIT

import KolodaEngine
import Testing

@Suite("The option catalogue")
struct DeckOptionCatalogueTests {
    @Test("Every stored option of DeckOptions is in the catalogue, once, under a key of its own")
    func everyOptionIsCatalogued() {
        func names(of value: Any, prefix: String = "") -> [String] {
            Mirror(reflecting: value).children.flatMap { child -> [String] in
                let name = prefix + child.label!
                return child.value is DragInterpreter ? names(of: child.value, prefix: name + ".") : [name]
            }
        }
        let stored = names(of: DeckOptions()).filter { $0 != "layoutBox" }
        let catalogued = DeckOptions.catalogue.map(\.name).filter { !$0.hasPrefix("layout.") }
        #expect(stored.sorted() == catalogued.sorted())
        let layoutParameters = Mirror(reflecting: StackedCardLayout()).children.map { "layout." + $0.label! }
        #expect(layoutParameters.sorted() == DeckOptions.catalogue.filter(\.isStackedLayoutParameter).map(\.name).sorted())
        #expect(Set(DeckOptions.catalogue.map(\.key)).count == DeckOptions.catalogue.count)
        #expect(Set(DeckOptions.catalogue.map(\.label)).count == DeckOptions.catalogue.count)
    }

    @Test("A tuning control's whole span is accepted by validate()", arguments: DeckOptions.catalogue.map(\.name))
    func tuningSpansAreValid(name: String) throws {
        let option = try #require(DeckOptions.option(named: name))
        guard let tuning = option.tuning else {
            switch option.kind {
            case .integer, .number, .optionalNumber: Issue.record("\(name) is a number without a tuning span")
            default: return
            }
            return
        }
        var value = tuning.range.lowerBound
        while value <= tuning.range.upperBound + tuning.step / 2 {
            var options = DeckOptions.stacked
            set(option, to: min(value, tuning.range.upperBound), in: &options)
            #expect(throws: Never.self, "\(name) = \(value)") { try options.validate() }
            value += tuning.step
        }
    }

    @Test("Each number is refused just outside its bounds, naming the option and its requirement")
    func boundsAreEnforced() throws {
        for option in DeckOptions.catalogue {
            let bounds: DeckOption.Bounds
            switch option.kind {
            case .number(_, let numberBounds), .optionalNumber(_, let numberBounds, _): bounds = numberBounds
            case .integer(_, let range):
                var options = DeckOptions.stacked
                set(option, to: Double(range.upperBound + 1), in: &options)
                #expect(throws: KolodaError.invalidOption(name: option.name, value: "\(range.upperBound + 1)", requirement: option.requirement)) {
                    try options.validate()
                }
                continue
            default: continue
            }
            var outside = [Double.nan, .infinity]
            if let lower = bounds.lower { outside.append(lower.isIncluded ? lower.value.nextDown : lower.value) }
            if let upper = bounds.upper { outside.append(upper.isIncluded ? upper.value.nextUp : upper.value) }
            for value in outside {
                var options = DeckOptions.stacked
                set(option, to: value, in: &options)
                #expect(!bounds.contains(value))
                do {
                    try options.validate()
                    Issue.record("\(option.name) = \(value) was accepted")
                } catch {
                    guard case .invalidOption(let name, _, let requirement) = error else { throw error }
                    #expect(name == option.name && requirement == option.requirement)
                }
            }
        }
    }

    @Test("Requirements read as the bounds say")
    func requirements() {
        #expect(DeckOption.Bounds.positiveFraction.requirement == "a number in (0, 1]")
        #expect(DeckOption.Bounds.unitInterval.requirement == "a number in [0, 1]")
        #expect(DeckOption.Bounds.nonNegative.requirement == "a finite number, 0 or more")
        #expect(DeckOption.Bounds.positive.requirement == "a finite number greater than 0")
        #expect(DeckOption.Bounds.finite.requirement == "a finite number")
        #expect(DeckOptions.option(named: "flingVelocity")?.requirement == "a finite number greater than 0, or nil")
        #expect(DeckOptions.option(named: "countOfVisibleCards")?.requirement == "an integer in 0...1000")
    }

    private func set(_ option: DeckOption, to value: Double, in options: inout DeckOptions) {
        switch option.kind {
        case .integer(let path, _): options[option: path] = Int(value)
        case .number(let path, _): options[option: path] = value
        case .optionalNumber(let path, _, _): options[option: path] = value
        default: Issue.record("\(option.name) is not a number")
        }
    }
}
