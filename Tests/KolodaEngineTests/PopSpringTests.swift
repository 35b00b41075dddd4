// SPDX-License-Identifier: MIT

import Testing

@testable import KolodaEngine

/// When pop stops Koloda's reset spring of a card's translation (bounciness 10, speed 20), at the
/// display's frames: the frame counts are pop 1.0.10's, run from POPSpringSolver.h,
/// POPSpringAnimationInternal.h and POPAnimator.mm as written (each frame restarts the solver from
/// the state the last one interpolated, with the leftover time; `solverDt` is the float 0.001).
@Suite("pop's reset spring, frame by frame")
struct PopSpringTests {
    let spring = DeckOptions().resetSpring

    @Test(
        "The spring stops at the frame pop stops it, which depends on the display's rate: 32 points settle after 19 frames at 60 Hz but 26 at 64 Hz",
        arguments: [
            (Vector(dx: 32, dy: 0), 60.0, 19), (Vector(dx: 32, dy: 0), 64, 26), (Vector(dx: 40, dy: 0), 60, 24),
            (Vector(dx: 40, dy: 0), 64, 26), (Vector(dx: 40, dy: 0), 120, 36), (Vector(dx: 120, dy: -30), 60, 27),
            (Vector(dx: 120, dy: -30), 64, 29), (Vector(dx: -75, dy: 18), 120, 54),
        ])
    func stopsAtPopsFrame(translation: Vector, rate: Double, frames: Int) {
        let settle = KolodaDeck.popSettleTime(translation: translation, spring: spring, frame: 1 / rate)
        #expect(abs(settle - Double(frames) / rate) < 1e-9, "\(settle * rate) frames")
    }

    @Test("A translation within half a point has stopped as pop adds the animation")
    func aTinyTranslationStopsAtOnce() {
        #expect(KolodaDeck.popSettleTime(translation: Vector(dx: 0.3, dy: 0.2), spring: spring, frame: 1.0 / 60) == 0)
    }
}
