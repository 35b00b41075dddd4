// SPDX-License-Identifier: MIT

#if canImport(UIKit)
    import KolodaHost
    import QuartzCore
    import UIKit

    #if !canImport(ObjectiveC)
        import StandInSupport
    #endif

    /// A display link as a deck controller's ``FrameSource``: the media clock, and a
    /// `CADisplayLink` on the main run loop while frames are asked for, each frame at the time it
    /// will be shown (`targetTimestamp`).
    @MainActor
    final class DisplayLinkFrameSource: FrameSource {
        /// The link while frames run.
        private(set) var link: CADisplayLink?
        private var frame: (@MainActor (Double) -> Bool)?
        /// Counts requests: a frame that answers `false` stops only its own request.
        private var generation = 0
        /// Hears the time between the display's frames, each time the link reports a new one.
        var frameDurationChanged: (@MainActor (Double) -> Void)?
        private var frameDuration: Double?

        var now: Double { CACurrentMediaTime() }

        func requestFrames(_ frame: @escaping @MainActor (Double) -> Bool) {
            generation += 1
            self.frame = frame
            guard link == nil else { return }
            #if canImport(ObjectiveC)
                let link = CADisplayLink(target: DisplayLinkTarget(source: self), selector: #selector(DisplayLinkTarget.fired(_:)))
            #else
                let link = CADisplayLink(standInAction: { [weak self] link in
                    guard let self else { return link.invalidate() }
                    fired(link)
                })
            #endif
            // Up to 120 Hz, as ProMotion screens show: the cards move at the display's rate.
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        func cancelFrames() {
            frame = nil
            link?.invalidate()
            link = nil
        }

        fileprivate func fired(_ link: CADisplayLink) {
            if link.duration != frameDuration {
                frameDuration = link.duration
                frameDurationChanged?(link.duration)
            }
            let request = generation
            guard let frame, frame(link.targetTimestamp) || (request != generation && self.frame != nil) else { return cancelFrames() }
        }
    }

    #if canImport(ObjectiveC)
        /// The display link's target: the link keeps it until it is invalidated, and it keeps its
        /// frame source weakly.
        private final class DisplayLinkTarget: NSObject {
            weak var source: DisplayLinkFrameSource?
            init(source: DisplayLinkFrameSource) { self.source = source }
            @MainActor @objc func fired(_ link: CADisplayLink) {
                guard let source else { return link.invalidate() }
                source.fired(link)
            }
        }
    #endif
#endif
