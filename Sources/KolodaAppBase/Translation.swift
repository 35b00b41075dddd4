// SPDX-License-Identifier: MIT

import CGio
import Glibc
import KolodaHostCore

/// An app's text in the user's language, with gettext: ``tr(_:_:)`` and ``trn(_:_:_:_:)`` mark
/// the text that `xgettext --keyword=tr --keyword=trn:1,2` collects into the app's template, and
/// give its translation from the catalogues ``bind(domain:folder:)`` bound (the language is the
/// user's `LANGUAGE` and `LC_MESSAGES`, as for every GNOME app).
package enum Translation {
    /// Makes `domain` the process's gettext domain, its catalogues in `folder`
    /// (`folder/LANGUAGE/LC_MESSAGES/DOMAIN.mo`), read as UTF-8. GtkBuilder files and GLib's
    /// option help are translated in it too.
    package static func bind(domain: String, folder: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }
}

/// `text` in the user's language, `%s` (or `%1$s`, `%2$s`…) replaced by `arguments`: a file
/// name, a number as the locale writes it, a reason.
package func tr(_ text: StaticString, _ arguments: String...) -> String {
    let translated = text.withUTF8Buffer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { String(cString: gettext($0.baseAddress!)) }
    }
    return arguments.isEmpty && !translated.contains("%") ? translated : DeckWords.format(translated, arguments)
}

/// The form of `singular` or `plural` that `count` takes in the user's language (languages have
/// one to six), `%s` replaced by `arguments` as in ``tr(_:_:)``.
package func trn(_ singular: StaticString, _ plural: StaticString, _ count: Int, _ arguments: String...) -> String {
    let translated = singular.withUTF8Buffer { one in
        plural.withUTF8Buffer { many in
            one.withMemoryRebound(to: CChar.self) { one in
                many.withMemoryRebound(to: CChar.self) { many in
                    String(cString: ngettext(one.baseAddress!, many.baseAddress!, UInt(max(count, 0))))
                }
            }
        }
    }
    return DeckWords.format(translated, arguments)
}
