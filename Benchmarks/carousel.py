#!/usr/bin/python3
"""The reference for the side-by-side benchmark: libadwaita's AdwCarousel with picture pages the
size of the demo's cards, in a window the size of the demo's.

Prints JSON lines like `koloda-demo --events`: `ready` with the carousel's rectangle once it has
been drawn, and `frames` with the number of frames painted whenever it gets SIGUSR1.
"""

import json
import math
import signal
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, GLib, Gtk  # noqa: E402

PAGE = (384, 533)  # the demo's top card at 460×780, with its aspect ratio of 0.72


def draw_picture(area, cairo, width, height, index):
    """A sky, a sun and layers of hills, like the demo's pictures."""
    hue = (index * 0.618) % 1
    sky = cairo_gradient(cairo, height, (0.35 + 0.3 * hue, 0.6, 0.9), (0.9, 0.8, 0.6))
    cairo.set_source(sky)
    cairo.rectangle(0, 0, width, height)
    cairo.fill()
    cairo.set_source_rgb(1, 0.85, 0.55)
    cairo.arc(width * 0.3, height * 0.3, width * 0.12, 0, 2 * math.pi)
    cairo.fill()
    for layer in range(3):
        cairo.set_source_rgb(0.1 + 0.1 * layer, 0.45 - 0.1 * layer, 0.25)
        cairo.move_to(0, height)
        for step in range(9):
            x = width * step / 8
            cairo.line_to(x, height * (0.55 + 0.12 * layer) - 30 * math.sin(step * 1.7 + layer + index))
        cairo.line_to(width, height)
        cairo.close_path()
        cairo.fill()


def cairo_gradient(cairo, height, top, bottom):
    import cairo as cairo_module
    gradient = cairo_module.LinearGradient(0, 0, 0, height)
    gradient.add_color_stop_rgb(0, *top)
    gradient.add_color_stop_rgb(1, *bottom)
    return gradient


class Reference(Adw.Application):
    def __init__(self):
        super().__init__(application_id="org.koloda.CarouselReference")
        self.painted = 0

    def do_activate(self):
        window = Gtk.ApplicationWindow(application=self, default_width=460, default_height=780)
        self.carousel = Adw.Carousel(hexpand=True, vexpand=True, spacing=24)
        for index in range(24):
            area = Gtk.DrawingArea(content_width=PAGE[0], content_height=PAGE[1], halign=Gtk.Align.CENTER,
                                   valign=Gtk.Align.CENTER)
            area.set_draw_func(draw_picture, index)
            self.carousel.append(area)
        window.set_child(self.carousel)
        window.present()
        window.get_frame_clock().connect("after-paint", self.after_paint)
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, self.report)
        GLib.timeout_add(1000, self.announce)

    def after_paint(self, clock):
        self.painted += 1

    def announce(self):
        """Reports `ready` once the window has been laid out and drawn."""
        ok, bounds = self.carousel.compute_bounds(self.carousel.get_root())
        if not ok or self.painted == 0:
            return True
        rect = [bounds.get_x(), bounds.get_y(), bounds.get_width(), bounds.get_height()]
        print(json.dumps({"name": "ready", "deck": rect}), flush=True)
        return False

    def report(self):
        print(json.dumps({"name": "frames", "count": self.painted}), flush=True)
        return True


sys.exit(Reference().run([]))
