#!/usr/bin/env python3
"""Documents the deck's option properties and event signals in Koloda-1.gir, from the engine's
catalogues.

The options are installed from DeckOptions.catalogue, and the events' signals from
DeckEvent.catalogue, when the class is made, so no C source has a doc comment for them and
g-ir-scanner leaves them undocumented. Each option property without a doc gets one made from its
GParamSpec, read from the staged library: what it does and its unit (the catalogue's summary, the
blurb), its range and its default. Each signal without a doc gets the event's summary, and its
parameters the names and summaries of the event's fields, read from the catalogue's declarations
(DeckEvent.swift). The typelib holds no documentation, so it needs no rebuilding.

Usage: gir-catalogue-docs.py GIR   (from the repository's root; GI_TYPELIB_PATH and LD_LIBRARY_PATH
find the staged library)
"""

import re
import sys
from xml.sax.saxutils import escape

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Koloda", "1")
from gi.repository import GObject, Koloda  # noqa: E402

CATALOGUE = "Sources/KolodaEngine/Deck/DeckOptions+Catalogue.swift"
EVENTS = "Sources/KolodaEngine/Deck/DeckEvent.swift"
STRING = r'"((?:[^"\\]|\\.)*)"'
# How a signal carries a field of each type, where its type alone does not say it.
CARRIED = {"indexes": ", as a variant of type `au`"}
LARGEST = sys.float_info.max


def number(value):
    return f"{value:g}" if isinstance(value, float) else str(value)


def describe(spec):
    """One paragraph: the catalogue's summary (the blurb, which names the unit), the values the
    option takes and its default. It starts with the summary's words, never with "Word:", which
    gi-docgen's Markdown would read as metadata and drop."""
    summary = spec.blurb
    kind = spec.value_type
    if kind == GObject.TYPE_BOOLEAN:
        return f"{summary}. {'On' if spec.default_value else 'Off'} by default."
    if kind == GObject.TYPE_STRING:
        return f"{summary}. `{spec.default_value}` by default."
    if kind not in (GObject.TYPE_DOUBLE, GObject.TYPE_INT):
        return f"{summary}."
    low, high = spec.minimum, spec.maximum
    if kind == GObject.TYPE_DOUBLE and low <= -LARGEST and high >= LARGEST:
        values = "Any finite number"
    elif kind == GObject.TYPE_DOUBLE and high >= LARGEST:
        values = "0 or more" if low == 0 else "More than 0" if 0 < low < 1e-300 else f"{number(low)} or more"
    else:
        values = f"From {number(low)} to {number(high)}"
    return f"{summary}. {values}; {number(spec.default_value)} by default."


def catalogue_line(name, lines):
    """The line of the catalogue's entry of the property `name`: its scenario key is the name in
    camel case, or with `is` before it (`loop`), or `threshold` (`swipe-threshold`)."""
    camel = re.sub(r"-(.)", lambda m: m.group(1).upper(), name)
    keys = [camel, "is" + camel[0].upper() + camel[1:], "threshold" if name == "swipe-threshold" else camel]
    for number, line in enumerate(lines, 1):
        if any(f'key: "{key}"' in line for key in keys):
            return number
    return 1


def swift_string(literal):
    """The text of a Swift string literal's contents (the catalogue uses only \\" and \\\\)."""
    return re.sub(r"\\(.)", r"\1", literal)


def events():
    """The catalogue's declarations, by signal name: (line, summary, [(field, type, summary)])."""
    with open(EVENTS) as file:
        text = file.read()
    found = {}
    for call in re.finditer(r"describe\(\s*\.(\w+),", text):
        end = text.index("about:", call.end())
        about = re.match(r"\s*" + STRING, text[end + len("about:"):])
        head = text[call.end():end]
        signal = re.match(r"\s*" + STRING, head).group(1)
        fields = [(name, kind, swift_string(summary))
                  for name, kind, summary in re.findall(r'\("(\w+)", \.(\w+), ' + STRING + r"\)", head)]
        found[signal] = (text.count("\n", 0, call.start()) + 1, swift_string(about.group(1)), fields)
    return found


def document_signals(text):
    """Gives each signal of the catalogue without a doc its event's summary, and its parameters
    the fields' names and summaries; fails for a signal of the class with neither."""
    declared = events()

    def document(match):
        name, indent, body = match.group(2), match.group(3), match.group(4)
        line, summary, fields = declared[name]
        place = f'filename="{EVENTS}" line="{line}"'
        parameters = re.findall(r'<parameter name="[^"]*"', body)
        if len(parameters) != len(fields):
            sys.exit(f"gir-catalogue-docs: signal {name} has {len(parameters)} parameters, the catalogue {len(fields)} fields")
        for (field, kind, about), parameter in zip(fields, parameters):
            doc = f'<parameter name="{field}"'
            body = body.replace(parameter, doc, 1)
            body = re.sub(rf'(<parameter name="{field}"[^>]*>\n)(\s*)<type',
                          lambda m: f'{m.group(1)}{m.group(2)}<doc xml:space="preserve" {place}>'
                                    f'{escape(about + CARRIED.get(kind, ""))}</doc>\n{m.group(2)}<type', body, count=1)
        return f'{match.group(1)}{indent}<doc xml:space="preserve" {place}>{escape(summary)}</doc>\n{indent}{body}'

    pattern = r'(<glib:signal name="(' + "|".join(map(re.escape, declared)) + r')"[^>]*>\n)(\s*)(<return-value.*?</glib:signal>)'
    return re.subn(pattern, document, text, flags=re.S)


def main():
    path = sys.argv[1]
    with open(CATALOGUE) as file:
        lines = file.read().splitlines()
    with open(path) as file:
        text = file.read()
    specs = {spec.name: spec for spec in GObject.list_properties(Koloda.Deck) if spec.owner_type.name == "KolodaDeck"}

    def document(match):
        name = match.group(2)
        if name not in specs:
            return match.group(0)
        place = f'filename="{CATALOGUE}" line="{catalogue_line(name, lines)}"'
        doc = f'<doc xml:space="preserve" {place}>{escape(describe(specs[name]))}</doc>'
        return f"{match.group(1)}{match.group(3)}{doc}\n{match.group(3)}<type"

    # A property the scanner left without a doc: its opening tag followed at once by its type.
    text, count = re.subn(r'(<property name="([^"]+)"[^>]*>\n)(\s*)<type', document, text)
    text, signals = document_signals(text)
    with open(path, "w") as file:
        file.write(text)
    print(f"gir-catalogue-docs: {count} properties and {signals} signals documented")


if __name__ == "__main__":
    main()
