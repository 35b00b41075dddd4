#!/usr/bin/env python3
"""Documents the deck's option properties in Koloda-1.gir.

The options are installed from the engine's catalogue (DeckOptions.catalogue) when the class is
made, so no C source has a doc comment for them and g-ir-scanner leaves them undocumented. Each
one without a doc gets one made from its GParamSpec, read from the staged library: what it does
and its unit (the catalogue's summary, the blurb), its range and its default. The typelib holds no documentation,
so it needs no rebuilding.

Usage: gir-option-docs.py GIR   (from the repository's root; GI_TYPELIB_PATH and LD_LIBRARY_PATH
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
    with open(path, "w") as file:
        file.write(text)
    print(f"gir-option-docs: {count} properties documented")


if __name__ == "__main__":
    main()
