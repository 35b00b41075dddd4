// SPDX-License-Identifier: MIT

import CEpoxy
import CGtk
import Foundation

/// Which of GSK's renderers an app's windows draw with, where the GTK it runs on leaves a choice
/// to make.
///
/// GTK 4.13.8 and later draw with cairo when OpenGL is Mesa's software rasterizer, llvmpipe
/// (GTK's "gsk: Don't use gpu renderers with llvmpipe"): there the processors rasterize what a
/// GPU would, and cairo does it with less work. Older GTK (Debian 12 has 4.8) draws with OpenGL
/// anyway. On a virtual machine, a remote desktop or a computer without a GPU driver, Photo Sort
/// then waited for llvmpipe's threads, which shared the processors with the photos' decoding: a
/// key's decision took 210 ms at the 90th percentile of a 45 MP shoot, and 26 ms with cairo
/// (BENCHMARKS.md). ``preferCairoOnSoftwareGL()`` makes the same choice on those versions.
@MainActor
package enum RendererChoice {
    /// The name of OpenGL's renderer, once ``preferCairoOnSoftwareGL()`` has asked it; nil when it
    /// did not need to, or there was none.
    package private(set) static var openGLRenderer: String?

    /// Sets `GSK_RENDERER` to `cairo` when OpenGL is llvmpipe, GTK older than 4.13.8 would
    /// draw with it, and neither the user nor the app chose a renderer. Call it before the app's
    /// first window is realized: GSK reads `GSK_RENDERER` once, for the first.
    package static func preferCairoOnSoftwareGL() {
        guard getenv("GSK_RENDERER") == nil, !gtkChoosesItself, let renderer = askOpenGL() else { return }
        openGLRenderer = renderer
        if isSoftware(renderer) { setenv("GSK_RENDERER", "cairo", 1) }
    }

    /// Whether the GTK running chooses cairo over llvmpipe itself: 4.13.8 or later.
    static var gtkChoosesItself: Bool {
        (gtk_get_major_version(), gtk_get_minor_version(), gtk_get_micro_version()) >= (4, 13, 8)
    }

    /// Whether OpenGL's renderer name is Mesa's software rasterizer, as GTK tells it.
    static func isSoftware(_ renderer: String) -> Bool { renderer.contains("llvmpipe") }

    /// The renderer name of the OpenGL that GDK would draw the default display's windows with,
    /// from a context of its own; nil without a display or OpenGL.
    private static func askOpenGL() -> String? {
        guard let display = gdk_display_get_default() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        defer { g_clear_error(&error) }
        guard let context = gdk_display_create_gl_context(display, &error) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard gdk_gl_context_realize(context, &error) != 0 else { return nil }
        gdk_gl_context_make_current(context)
        defer { gdk_gl_context_clear_current() }
        return koloda_gl_renderer().map { String(cString: $0) }
    }
}
