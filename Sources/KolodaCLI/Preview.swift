// SPDX-License-Identifier: MIT

import ArgumentParser
import Foundation
import KolodaPreview
import KolodaScenario

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scenario's motion as pictures, with no display.",
        discussion: """
            Runs the scenario like `simulate` and draws what the deck looks like over time. The same \
            scenario always gives byte-identical files. Exits with status 2 and one line on an invalid \
            scenario or an unwritable path; nothing is written then.
            """)

    @Argument(help: "The scenario JSON file, or - for standard input.")
    var scenario: String

    @Option(help: ArgumentHelp("Write one PNG per trace frame (frame-0000.png, …) into this directory.", valueName: "dir"))
    var frames: String?

    @Option(
        help: ArgumentHelp(
            "Write a contact sheet of evenly spaced frames, labelled with their times: PNG or WebP, by the name's extension.", valueName: "file.png"))
    var sheet: String?

    @Option(help: ArgumentHelp("How many frames the contact sheet shows.", valueName: "n"))
    var sheetFrames = 12

    @Option(help: ArgumentHelp("Write an animated WebP at the scenario's frame rate.", valueName: "file.webp"))
    var animation: String?

    @Option(
        help: ArgumentHelp(
            "Write a timeline chart of the top card's properties with the events marked: PNG or WebP, by the name's extension.", valueName: "file.png"
        ))
    var chart: String?

    @Option(help: ArgumentHelp("Pixels per point, for a sharper picture (0 < k ≤ 8).", valueName: "k"))
    var scale = 1.0

    func run() {
        guard frames != nil || sheet != nil || animation != nil || chart != nil else {
            fail("preview: name at least one output: --frames, --sheet, --animation or --chart")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else { fail("preview: --scale must be greater than 0 and at most 8, got \(scale)") }
        guard sheetFrames >= 1, sheetFrames <= 200 else { fail("preview: --sheet-frames must be from 1 to 200, got \(sheetFrames)") }
        for (option, path) in [("--sheet", sheet), ("--chart", chart)] {
            guard let path, ImageFormat(path: path) == nil else { continue }
            fail("preview: \(option) \(path): name a .png or .webp file; the extension says the format")
        }
        if let animation, ImageFormat(path: animation) != .webp {
            fail("preview: --animation \(animation): name a .webp file; animations are animated WebP")
        }
        let trace = ScenarioRunner.run(loadScenario(scenario))
        let renderer = PreviewRenderer(trace: trace, scale: scale)
        do { try checkSizes(renderer) } catch { fail("preview: \(error)") }
        let staging = OutputStaging()
        do {
            try render(renderer, into: staging)
            try staging.commit()
        } catch {
            staging.rollback()
            fail("\(error)")
        }
    }

    /// The most pixels the frames of `--frames` and `--animation` may add up to: time and disk
    /// grow with the pixels written, and this keeps a preview to about a minute.
    static let maximumFramePixels = 2_000_000_000

    /// Refuses, before anything is drawn or staged, images larger than cairo or the memory budget
    /// allow, and frame sequences beyond the pixel budget.
    private func checkSizes(_ renderer: PreviewRenderer) throws(PreviewError) {
        if frames != nil || animation != nil {
            try PreviewRenderer.check(renderer.frameSize, for: "a frame")
            let (width, height) = renderer.frameSize
            let total = renderer.trace.frames.count.multipliedReportingOverflow(by: width * height)
            guard !total.overflow, total.partialValue <= Self.maximumFramePixels else {
                throw PreviewError(
                    "\(renderer.trace.frames.count) frames of \(width)×\(height) pixels are more than \(Self.maximumFramePixels) pixels; use a smaller --scale or a shorter scenario"
                )
            }
        }
        if sheet != nil { try PreviewRenderer.check(renderer.sheetSize(count: sheetFrames), for: "the contact sheet") }
        if chart != nil { try PreviewRenderer.check(renderer.chartSize(), for: "the chart") }
    }

    private func render(_ renderer: PreviewRenderer, into staging: OutputStaging) throws {
        let sheetFile = try sheet.map(staging.file)
        let chartFile = try chart.map(staging.file)
        let animationFile = try animation.map(staging.file)
        let frameDirectory = try frames.map(staging.directory)
        let (width, height) = renderer.frameSize
        let encoder = try animationFile.map { _ in try WebPAnimation(width: width, height: height) }
        let fps = renderer.trace.scenario.fps
        if frameDirectory != nil || encoder != nil {
            // Frames are drawn in order on this thread, which also feeds the (sequential) WebP
            // encoder; encoding and writing each frame's PNG happens on other cores.
            let writers = DispatchGroup()
            let inFlight = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount + 1)
            let failure = FirstFailure()
            for index in renderer.trace.frames.indices {
                let canvas = renderer.renderFrame(at: index)
                if let frameDirectory {
                    let name = "frame-\(String(repeating: "0", count: max(4 - String(index).count, 0)))\(index).png"
                    let url = frameDirectory.appendingPathComponent(name)
                    inFlight.wait()
                    DispatchQueue.global().async(group: writers) {
                        defer { inFlight.signal() }
                        do { try Data(canvas.pngData()).write(to: url) } catch { failure.record(error) }
                    }
                }
                try encoder?.add(canvas, at: Int((Double(index) * 1000 / fps).rounded()))
            }
            writers.wait()
            if let error = failure.error { throw error }
        }
        if let encoder, let animationFile {
            let end = Int((Double(renderer.trace.frames.count) * 1000 / fps).rounded())
            try Data(encoder.finish(at: end)).write(to: animationFile)
        }
        if let sheet, let sheetFile {
            try Data(ImageFormat(path: sheet)!.encode(renderer.contactSheet(count: sheetFrames))).write(to: sheetFile)
        }
        if let chart, let chartFile { try Data(ImageFormat(path: chart)!.encode(renderer.chart())).write(to: chartFile) }
    }
}

/// The first error recorded from any thread.
final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: (any Error)?

    func record(_ error: any Error) {
        lock.lock()
        defer { lock.unlock() }
        if first == nil { first = error }
    }

    var error: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }
}
