// SPDX-License-Identifier: MIT

import Foundation
import KolodaEngine
import Testing

@Suite("Springs and curves")
struct SpringTests {
    @Test("pop's bounciness and speed convert to the documented check values")
    func popConversion() {
        for (bounciness, speed, stiffness, damping) in [(10.0, 20.0, 512.0276, 26.7482), (9, 16, 427.0641, 26.0540), (4, 12, 342.1006, 30.4870)] {
            let spring = SpringParameters(bounciness: bounciness, speed: speed)
            #expect(abs(spring.stiffness - stiffness) < 5e-5, "k for (\(bounciness), \(speed)) is \(spring.stiffness)")
            #expect(abs(spring.damping - damping) < 5e-5, "c for (\(bounciness), \(speed)) is \(spring.damping)")
            #expect(spring.mass == 1)
        }
    }

    struct ReferenceCase {
        var name: String
        var spring: SpringParameters
        var initialVelocity: Double
    }

    /// Reads `spring-reference.tsv`: its header lines give k, c, m and v0 for each column.
    static func reference() throws -> (cases: [ReferenceCase], rows: [[Double]]) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/spring-reference.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        var cases: [ReferenceCase] = []
        var rows: [[Double]] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# "), line.contains(": k=") {
                let parts = line.dropFirst(2).split(separator: " ")
                let name = String(parts[0].dropLast())
                var values: [String: Double] = [:]
                for part in parts.dropFirst() {
                    let pair = part.split(separator: "=")
                    values[String(pair[0])] = Double(pair[1])
                }
                cases.append(
                    ReferenceCase(
                        name: name,
                        spring: SpringParameters(stiffness: values["k"]!, damping: values["c"]!, mass: values["m"]!),
                        initialVelocity: values["v0"]!))
            } else if !line.hasPrefix("#"), !line.hasPrefix("t\t") {
                rows.append(line.split(separator: "\t").map { Double($0)! })
            }
        }
        return (cases, rows)
    }

    @Test("The closed form matches the reference table for under-, critically and over-damped springs")
    func referenceValues() throws {
        let (cases, rows) = try Self.reference()
        #expect(cases.count == 5)
        #expect(rows.count > 50)
        for (row, values) in rows.enumerated() {
            // The table prints t rounded to 6 places; its values are at t = row / 60 exactly.
            let time = Double(row) / 60
            #expect(abs(time - values[0]) < 1e-6)
            for (column, reference) in cases.enumerated() {
                let state = reference.spring.state(displacement: -1, velocity: reference.initialVelocity, at: time)
                #expect(abs(1 + state.displacement - values[column + 1]) < 1e-9, "\(reference.name) at t = \(time)")
            }
        }
    }

    @Test("The reference covers every regime of damping")
    func regimes() throws {
        let ratios = try Self.reference().cases.map(\.spring.dampingRatio)
        #expect(ratios.contains { $0 < 0.99 })
        #expect(ratios.contains { abs($0 - 1) < 1e-9 })
        #expect(ratios.contains { $0 > 1.01 })
    }

    @Test("The velocity is the derivative of the displacement")
    func velocityIsDerivative() {
        let springs = [
            SpringParameters.reset, .bounce, SpringParameters(stiffness: 100, damping: 20, mass: 1),
            SpringParameters(stiffness: 100, damping: 60, mass: 1), SpringParameters(stiffness: 300, damping: 0, mass: 2),
        ]
        for spring in springs {
            for time in stride(from: 0.01, through: 2, by: 0.173) {
                let h = 1e-6
                let before = spring.state(displacement: 40, velocity: -300, at: time - h).displacement
                let after = spring.state(displacement: 40, velocity: -300, at: time + h).displacement
                let velocity = spring.state(displacement: 40, velocity: -300, at: time).velocity
                #expect(abs((after - before) / (2 * h) - velocity) < 1e-3 * max(1, abs(velocity)), "\(spring) at \(time)")
            }
        }
    }

    @Test("A strongly over-damped spring stays finite for long times")
    func overdampedLongTimes() {
        let spring = SpringParameters(stiffness: 1, damping: 1000, mass: 1)
        for time in [0.0, 1, 100, 10_000, 1e7] {
            let state = spring.state(displacement: 1, velocity: 0, at: time)
            #expect(state.displacement.isFinite && state.velocity.isFinite)
        }
    }

    @Test("SwiftUI-style parameterisations give the intended damping")
    func swiftUIParameters() {
        let response = SpringParameters(dampingRatio: 0.5, response: 0.4)
        #expect(abs(response.dampingRatio - 0.5) < 1e-12)
        #expect(abs(response.stiffness - (2 * .pi / 0.4) * (2 * .pi / 0.4)) < 1e-9)
        #expect(abs(SpringParameters(duration: 0.5, bounce: 0).dampingRatio - 1) < 1e-12)
        #expect(abs(SpringParameters(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        #expect(SpringParameters(duration: 0.5, bounce: -0.5).dampingRatio > 1)
    }

    @Test("pop's pair and the damping ratio and response read back from a spring, in every tension range")
    func parametersReadBack() throws {
        // Speeds 0.5 and 3 reach pop's first two friction ranges, 20 and 40 the third.
        for bounciness in [-3.0, 0, 4, 10, 19.5] {
            for speed in [0.5, 3, 12, 20, 40] {
                let spring = SpringParameters(bounciness: bounciness, speed: speed)
                let pair = try #require(spring.bouncinessAndSpeed)
                #expect(abs(pair.bounciness - bounciness) < 1e-9, "bounciness \(bounciness), speed \(speed)")
                #expect(abs(pair.speed - speed) < 1e-9)
                let same = SpringParameters(dampingRatio: spring.dampingRatio, response: spring.response)
                #expect(abs(same.stiffness - spring.stiffness) < 1e-9 * spring.stiffness)
                #expect(abs(same.damping - spring.damping) < 1e-9 * spring.damping)
            }
        }
        #expect(SpringParameters(stiffness: 300, damping: 20, mass: 2).bouncinessAndSpeed == nil)
        // Friction past pop's least bouncy spring has no pair.
        #expect(SpringParameters(stiffness: 194, damping: 1, mass: 1).bouncinessAndSpeed == nil)
        #expect(abs(SpringParameters(dampingRatio: 0.8, response: 0.35).response - 0.35) < 1e-12)
    }

    @Test("Timing curves start at 0, end at 1 and ease as named")
    func timingCurves() {
        for curve in [TimingCurve.linear, .ease, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            var previous = 0.0
            for step in 1...100 {
                let value = curve.value(at: Double(step) / 100)
                #expect(value >= previous - 1e-12)
                previous = value
            }
        }
        #expect(abs(TimingCurve.linear.value(at: 0.3) - 0.3) < 1e-12)
        #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
        // CSS's ease at half time is about 0.8024.
        #expect(abs(TimingCurve.ease.value(at: 0.5) - 0.8024033877399112) < 1e-6)
        #expect(abs(TimingCurve.ease.slope(at: 0) - 0.4) < 1e-6)
        // Curves whose control point sits on an end point: the slope is the limit there.
        #expect(abs(TimingCurve.linear.slope(at: 0) - 1) < 1e-5)
        #expect(abs(TimingCurve.linear.slope(at: 1) - 1) < 1e-5)
        #expect(abs(TimingCurve.easeOut.slope(at: 0) - 1 / 0.58) < 1e-4)
        #expect(abs(TimingCurve.easeIn.slope(at: 1) - 1 / 0.58) < 1e-4)
        for curve in [TimingCurve.ease, .easeOut, .easeInOut] {
            for fraction in stride(from: 0.05, through: 0.95, by: 0.1) {
                let numeric = (curve.value(at: fraction + 1e-6) - curve.value(at: fraction - 1e-6)) / 2e-6
                #expect(abs(curve.slope(at: fraction) - numeric) < 1e-4)
            }
        }
    }

    @Test("A spring control sets its number and keeps its partner; pop's two say nothing of a spring pop cannot make")
    func springControls() throws {
        let louder = SpringControl.bounciness.spring(setting: 15, in: .reset)
        #expect(abs(try #require(SpringControl.bounciness.value(of: louder)) - 15) < 1e-9)
        #expect(abs(try #require(SpringControl.speed.value(of: louder)) - 20) < 1e-9)
        #expect(louder == SpringParameters(bounciness: 15, speed: 20))
        let slower = SpringControl.response.spring(setting: 0.8, in: .reset)
        #expect(abs(try #require(SpringControl.response.value(of: slower)) - 0.8) < 1e-12)
        #expect(abs(try #require(SpringControl.dampingRatio.value(of: slower)) - SpringParameters.reset.dampingRatio) < 1e-12)
        let heavy = SpringParameters(stiffness: 300, damping: 20, mass: 2)
        #expect(SpringControl.bounciness.value(of: heavy) == nil && SpringControl.speed.value(of: heavy) == nil)
        #expect(SpringControl.speed.spring(setting: 12, in: heavy) == SpringParameters(bounciness: 10, speed: 12))
        for control in SpringControl.allCases { #expect(control.range.contains(control.value(of: .reset) ?? control.range.lowerBound)) }
    }
}
