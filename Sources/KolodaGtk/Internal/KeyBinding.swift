// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaHost

/// The deck's keys, in one table: each GTK key, with the modifiers it is pressed with, and the
/// deck's key it presses (what that means is the deck's, `KolodaDeck/press(_:control:)`). They are
/// installed as the `KolodaDeck` class's shortcuts, as GTK's own widgets bind their keys, so they
/// work while the deck has the keyboard focus; other keys, and these with Control or Alt held, go
/// on to the widgets around the deck. Five of them name the deck's widget actions, which an app
/// activates for the key's work wherever the focus is (a window's own Ctrl+Z shortcut to
/// `deck.undo`).
struct KeyBinding {
    let keyvals: [Int32]
    /// Whether the key is bound with Shift held too (an arrow with Shift swipes).
    let withShift: Bool
    let control: Bool
    let key: DeckKey
    /// The widget action that does the key's work.
    let action: String?

    static let all = [
        KeyBinding(keyvals: [GDK_KEY_Left, GDK_KEY_KP_Left], withShift: true, control: false, key: .left, action: "deck.swipe-left"),
        KeyBinding(keyvals: [GDK_KEY_Right, GDK_KEY_KP_Right], withShift: true, control: false, key: .right, action: "deck.swipe-right"),
        KeyBinding(keyvals: [GDK_KEY_Up, GDK_KEY_KP_Up], withShift: true, control: false, key: .up, action: "deck.swipe-up"),
        KeyBinding(keyvals: [GDK_KEY_Down, GDK_KEY_KP_Down], withShift: true, control: false, key: .down, action: "deck.swipe-down"),
        KeyBinding(keyvals: [GDK_KEY_BackSpace], withShift: false, control: false, key: .backspace, action: "deck.undo"),
        KeyBinding(keyvals: [GDK_KEY_z], withShift: false, control: true, key: .z, action: nil),
        KeyBinding(keyvals: [GDK_KEY_Home, GDK_KEY_KP_Home], withShift: true, control: false, key: .home, action: nil),
        KeyBinding(keyvals: [GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up], withShift: true, control: false, key: .pageUp, action: nil),
        KeyBinding(keyvals: [GDK_KEY_End, GDK_KEY_KP_End], withShift: true, control: false, key: .end, action: nil),
        KeyBinding(keyvals: [GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down], withShift: true, control: false, key: .pageDown, action: nil),
        KeyBinding(keyvals: [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space], withShift: true, control: false, key: .select, action: nil),
    ]

    /// Installs the widget actions and binds every key of ``all`` on the deck's class.
    static func install(on klass: UnsafeMutablePointer<GtkWidgetClass>) {
        for (index, binding) in all.enumerated() {
            if let action = binding.action { gtk_widget_class_install_action(klass, action, nil, activate) }
            var modifiers = [binding.control ? GDK_CONTROL_MASK : GdkModifierType(0)]
            if binding.withShift { modifiers.append(GDK_SHIFT_MASK) }
            for keyval in binding.keyvals {
                for modifier in modifiers {
                    let trigger = gtk_keyval_trigger_new(guint(keyval), modifier)
                    let shortcut = gtk_callback_action_new(pressed, UnsafeMutableRawPointer(bitPattern: index + 1), nil)
                    gtk_widget_class_add_shortcut(klass, gtk_shortcut_new(trigger, shortcut))
                }
            }
        }
    }

    /// A bound key went down (its row of ``all`` is `data` less one): whether the deck took it.
    /// A deck the user may not use now (`interactive` off) lets it go on.
    private static let pressed: GtkShortcutFunc = { widget, _, data in
        let binding = all[Int(bitPattern: data) - 1]
        guard let view = KolodaView.attached(to: UnsafeMutableRawPointer(widget), call: binding.action ?? "KolodaDeck key") else { return 0 }
        return MainActor.assumeIsolated { view.isInteractive && view.controller.press(binding.key, control: binding.control) ? 1 : 0 }
    }

    /// One of the deck's widget actions was activated: does its key's work, whether or not the
    /// user may use the deck now (the app asked).
    private static let activate: GtkWidgetActionActivateFunc = { widget, name, _ in
        guard let name else { return }
        let action = String(cString: name)
        guard let binding = all.first(where: { $0.action == action }),
            let view = KolodaView.attached(to: UnsafeMutableRawPointer(widget), call: action)
        else { return }
        MainActor.assumeIsolated { _ = view.controller.press(binding.key, control: binding.control) }
    }
}

/// The deck's keys and widget actions, installed when the `KolodaDeck` class is made.
@_cdecl("_koloda_swift_install_keys")
func kolodaSwiftInstallKeys(_ klass: UnsafeMutablePointer<GtkWidgetClass>) {
    KeyBinding.install(on: klass)
}
