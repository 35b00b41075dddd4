// SPDX-License-Identifier: MIT

import CGtk
import CKolodaGtk
import KolodaEngine

/// The deck's events as signals of `KolodaDeck`, derived from `DeckEvent.catalogue`: one signal
/// per event, under its declared name, with one argument per field (an index or a count is a
/// `guint`, a direction a `KolodaDirection`, a percentage a `gdouble`, a message a string, a list
/// of indexes a `GVariant` of type `au`).
enum EventSignal {
    /// Installs a signal for every event of the catalogue on the deck's class, in its order.
    static func install(on klass: UnsafeMutablePointer<GObjectClass>) {
        for declaration in DeckEvent.catalogue {
            let types = declaration.fields.map { fieldType($0.type) }
            koloda_deck_class_add_event(klass, declaration.signalName, guint(types.count), types)
        }
    }

    /// Emits `event`'s signal on `deck`.
    static func emit(_ event: DeckEvent, on deck: UnsafeMutablePointer<GtkWidget>) {
        let place = guint(DeckEvent.Kind.allCases.firstIndex(of: event.kind)!)
        // A drag's every move is an event: nothing is built for a signal nobody listens to.
        guard koloda_deck_event_is_heard(deck, place) != 0 else { return }
        var message = ""
        var indexes: [UInt32] = []
        var fields = event.values.map { value -> KolodaEventField in
            var field = KolodaEventField()
            field.type = fieldType(value.type)
            switch value {
            case .index(let number), .count(let number): field.number = guint(clamping: number)
            case .direction(let direction): field.number = direction.gobject.rawValue
            case .percentage(let number): field.real = number
            case .text(let text): message = text
            case .indexes(let list): indexes = list.map { UInt32(clamping: $0) }
            }
            return field
        }
        message.withCString { text in
            indexes.withUnsafeBufferPointer { buffer in
                for index in fields.indices {
                    fields[index].text = text
                    fields[index].indexes = buffer.baseAddress
                    fields[index].n_indexes = gsize(buffer.count)
                }
                koloda_deck_emit_event(deck, place, guint(fields.count), fields)
            }
        }
    }

    private static func fieldType(_ type: DeckEvent.FieldType) -> KolodaEventFieldType {
        switch type {
        case .index, .count: KOLODA_EVENT_FIELD_UINT
        case .direction: KOLODA_EVENT_FIELD_DIRECTION
        case .percentage: KOLODA_EVENT_FIELD_DOUBLE
        case .text: KOLODA_EVENT_FIELD_STRING
        case .indexes: KOLODA_EVENT_FIELD_INDEXES
        }
    }
}
