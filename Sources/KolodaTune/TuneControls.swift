// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaGtk

/// Builds the Tune panel's rows: a label and a control for one option, in a two-column grid.
/// Each control shows the options in force (``show(_:)``) and, when the user changes it, hands
/// the options it would make to ``onChange``, which applies them and marks a refusal.
@MainActor
final class TuneControls {
    typealias Options = DeckOptions

    let grid = gtk_grid_new()!
    private var row: Int32 = 0
    /// What each control does to show new settings.
    private var refreshers: [(Options) -> Void] = []
    /// Whether the controls are being set from the settings, not by the user.
    private var showing = false
    private let current: () -> Options
    /// Applies settings a control made; the control and its name are given to mark and report a
    /// refusal.
    var onChange: (Options, UnsafeMutablePointer<GtkWidget>, String) -> Void = { _, _, _ in }

    /// - Parameter current: The settings in force.
    init(current: @escaping () -> Options) {
        self.current = current
        gtk_grid_set_row_spacing(Gtk.cast(grid), 6)
        gtk_grid_set_column_spacing(Gtk.cast(grid), 12)
    }

    /// Sets every control to `settings` without applying anything.
    func show(_ settings: Options) {
        showing = true
        defer { showing = false }
        for refresh in refreshers { refresh(settings) }
    }

    /// A section heading.
    func heading(_ text: String) {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, "koloda-tune-heading")
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        if row > 0 { gtk_widget_set_margin_top(label, 10) }
        gtk_grid_attach(Gtk.cast(grid), label, 0, row, 2, 1)
        row += 1
    }

    /// A number in a spin button; `enabled` says when the setting applies.
    func number(
        _ name: String, _ range: ClosedRange<Double>, step: Double, digits: UInt32, get: @escaping (Options) -> Double,
        set: @escaping (inout Options, Double) -> Void, enabled: ((Options) -> Bool)? = nil
    ) {
        let spin = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)!
        gtk_spin_button_set_digits(OpaquePointer(spin), digits)
        gtk_widget_set_hexpand(spin, 0)
        Gtk.connect(Gtk.raw(spin), "value-changed") { [unowned self] in
            edit(spin, name) { set(&$0, gtk_spin_button_get_value(OpaquePointer(spin))) }
        }
        add(name, spin) { settings in
            gtk_spin_button_set_value(OpaquePointer(spin), get(settings))
            if let enabled { gtk_widget_set_sensitive(spin, enabled(settings) ? 1 : 0) }
        }
    }

    /// A number from 0 to 1 on a scale.
    func fraction(_ name: String, get: @escaping (Options) -> Double, set: @escaping (inout Options, Double) -> Void) {
        let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
        gtk_scale_set_digits(Gtk.cast(scale), 2)
        gtk_scale_set_draw_value(Gtk.cast(scale), 1)
        gtk_scale_set_value_pos(Gtk.cast(scale), GTK_POS_RIGHT)
        gtk_widget_set_size_request(scale, 150, -1)
        Gtk.connect(Gtk.raw(scale), "value-changed") { [unowned self] in
            edit(scale, name) { set(&$0, gtk_range_get_value(Gtk.cast(scale))) }
        }
        add(name, scale) { gtk_range_set_value(Gtk.cast(scale), get($0)) }
    }

    /// An on-off setting in a switch.
    func toggle(
        _ name: String, get: @escaping (Options) -> Bool, set: @escaping (inout Options, Bool) -> Void,
        enabled: ((Options) -> Bool)? = nil
    ) {
        let toggle = gtk_switch_new()!
        gtk_widget_set_halign(toggle, GTK_ALIGN_START)
        Gtk.connectIgnoringArgument(Gtk.raw(toggle), "notify::active") { [unowned self] in
            edit(toggle, name) { set(&$0, gtk_switch_get_active(OpaquePointer(toggle)) != 0) }
        }
        add(name, toggle) { settings in
            gtk_switch_set_active(OpaquePointer(toggle), get(settings) ? 1 : 0)
            if let enabled { gtk_widget_set_sensitive(toggle, enabled(settings) ? 1 : 0) }
        }
    }

    /// One of several named choices in a drop-down; `get` answers `nil` for settings that none of
    /// the choices names (the drop-down then shows none).
    func choice(_ name: String, _ items: [String], get: @escaping (Options) -> Int?, set: @escaping (inout Options, Int) -> Void) {
        dropDown(name, items, get: get) { [unowned self] dropDown, choice in edit(dropDown, name) { set(&$0, choice) } }
    }

    /// One of several named choices in a drop-down, for something the view keeps rather than the
    /// settings: `get` reads it and `choose` applies the user's choice.
    func choice(_ name: String, _ items: [String], get: @escaping () -> Int?, choose: @escaping (Int) -> Void) {
        dropDown(name, items, get: { _ in get() }) { [unowned self] _, choice in
            guard !showing else { return }
            choose(choice)
        }
    }

    private func dropDown(
        _ name: String, _ items: [String], get: @escaping (Options) -> Int?,
        changed: @escaping (UnsafeMutablePointer<GtkWidget>, Int) -> Void
    ) {
        let strings: [UnsafePointer<CChar>?] = items.map { UnsafePointer(strdup($0)) } + [nil]
        defer { strings.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        let dropDown = strings.withUnsafeBufferPointer { gtk_drop_down_new_from_strings($0.baseAddress) }!
        // The drop-down's button takes the focus: it carries the name too.
        if let button = gtk_widget_get_first_child(dropDown) { koloda_accessible_set_label(button, name) }
        Gtk.connectIgnoringArgument(Gtk.raw(dropDown), "notify::selected") {
            let selected = gtk_drop_down_get_selected(OpaquePointer(dropDown))
            guard selected != GTK_INVALID_LIST_POSITION else { return }
            changed(dropDown, Int(selected))
        }
        add(name, dropDown) { settings in
            gtk_drop_down_set_selected(OpaquePointer(dropDown), get(settings).map { guint($0) } ?? GTK_INVALID_LIST_POSITION)
        }
    }

    /// A value the panel shows but cannot change (what the app's delegate or data source
    /// answers, through `source`), read again whenever the controls are shown.
    func note(_ name: String, answeredBy source: String, _ value: @escaping () -> String) {
        let label = gtk_label_new("")!
        gtk_widget_set_tooltip_text(label, "Answered by \(source)")
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_xalign(OpaquePointer(label), 1)
        gtk_label_set_selectable(OpaquePointer(label), 1)
        add(name, label) { _ in gtk_label_set_text(OpaquePointer(label), value()) }
    }

    /// A button whose label names it for assistive technology too.
    func button(_ label: String, action: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_label(label)!
        Gtk.connect(Gtk.raw(button), "clicked", action)
        return button
    }

    private func add(
        _ name: String, _ control: UnsafeMutablePointer<GtkWidget>, labelled: Bool = true, refresh: @escaping (Options) -> Void
    ) {
        let label = gtk_label_new(name)!
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        gtk_widget_set_hexpand(label, 1)
        gtk_widget_add_css_class(label, "koloda-tune-label")
        // The label names the control for assistive technology (GTK's labelled-by relation).
        if labelled { gtk_label_set_mnemonic_widget(OpaquePointer(label), control) }
        gtk_widget_set_halign(control, GTK_ALIGN_END)
        gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
        gtk_grid_attach(Gtk.cast(grid), label, 0, row, 1, 1)
        gtk_grid_attach(Gtk.cast(grid), control, 1, row, 1, 1)
        row += 1
        refreshers.append(refresh)
    }

    /// The user changed `control`: the settings in force, edited, go to ``onChange``.
    private func edit(_ control: UnsafeMutablePointer<GtkWidget>, _ name: String, _ body: (inout Options) -> Void) {
        guard !showing else { return }
        var settings = current()
        body(&settings)
        onChange(settings, control, name)
    }
}
