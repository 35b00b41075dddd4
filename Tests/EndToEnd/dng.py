"""Small DNG files for the tests and benchmarks: RAW files that LibRaw reads, made here.

A DNG is a TIFF file. The one written here has, as cameras and Adobe's converter write them, a
preview JPEG in its first image directory and the sensor's data (16-bit samples behind an RGGB
colour filter, uncompressed) in a sub-directory.
"""

import struct
import subprocess

BYTE, ASCII, SHORT, LONG, SRATIONAL = 1, 2, 3, 4, 10
SIZES = {BYTE: 1, ASCII: 1, SHORT: 2, LONG: 4, SRATIONAL: 8}


def jpeg(width, height, drawing):
    """A JPEG of width × height pixels drawn by ImageMagick's arguments (`drawing`)."""
    return subprocess.run(["convert", "-size", f"{width}x{height}"] + drawing + ["-quality", "90", "jpg:-"],
                          check=True, stdout=subprocess.PIPE).stdout


def _directory(entries, start, next_offset=0):
    """A TIFF image directory at offset `start` and the values too long to sit in it, after it."""
    entries = sorted(entries)
    size = 2 + 12 * len(entries) + 4
    data = bytearray()
    table = bytearray(struct.pack("<H", len(entries)))
    for tag, kind, values in entries:
        if kind == ASCII:
            raw = values.encode() + b"\0"
            count = len(raw)
        else:
            fmt = {BYTE: "B", SHORT: "H", LONG: "I", SRATIONAL: "ii"}[kind]
            flat = [v for value in values for v in (value if isinstance(value, tuple) else (value,))]
            raw = struct.pack("<" + fmt[0] * len(flat), *flat)
            count = len(values)
        if len(raw) <= 4:
            table += struct.pack("<HHI", tag, kind, count) + raw.ljust(4, b"\0")
        else:
            offset = start + size + len(data)
            table += struct.pack("<HHII", tag, kind, count, offset)
            data += raw + (b"\0" if len(raw) % 2 else b"")
    table += struct.pack("<I", next_offset)
    return bytes(table + data)


def dng(preview, preview_size, raw_size=(64, 48), orientation=1, model="Koloda Test Camera"):
    """A DNG file's bytes: `preview` (JPEG bytes of `preview_size`, or None for a file without
    a preview) and an RGGB mosaic of `raw_size`, turned by the EXIF `orientation`."""
    raw_width, raw_height = raw_size
    samples = bytearray()
    for y in range(raw_height):
        for x in range(raw_width):
            samples += struct.pack("<H", ((x * 997 + y * 463) % 4096) * 16)
    preview = preview or b""
    preview_offset = 8
    raw_offset = preview_offset + len(preview) + len(preview) % 2
    first = raw_offset + len(samples)
    identity = [(1, 1), (0, 1), (0, 1), (0, 1), (1, 1), (0, 1), (0, 1), (0, 1), (1, 1)]
    camera = [(271, ASCII, "Koloda"), (272, ASCII, model), (274, SHORT, [orientation]), (50706, BYTE, [1, 4, 0, 0]),
              (50707, BYTE, [1, 1, 0, 0]), (50708, ASCII, model), (50721, SRATIONAL, identity), (50778, SHORT, [21])]
    mosaic = [
        (254, LONG, [0]), (256, LONG, [raw_width]), (257, LONG, [raw_height]), (258, SHORT, [16]),
        (259, SHORT, [1]), (262, SHORT, [32803]), (273, LONG, [raw_offset]), (277, SHORT, [1]),
        (278, LONG, [raw_height]), (279, LONG, [len(samples)]), (33421, SHORT, [2, 2]),
        (33422, BYTE, [0, 1, 1, 2]), (50717, LONG, [65535]),
    ]
    if preview:
        def first_directory(sub_offset):
            return _directory(camera + [
                (254, LONG, [1]), (256, LONG, [preview_size[0]]), (257, LONG, [preview_size[1]]),
                (258, SHORT, [8, 8, 8]), (259, SHORT, [7]), (262, SHORT, [6]), (273, LONG, [preview_offset]),
                (277, SHORT, [3]), (278, LONG, [preview_size[1]]), (279, LONG, [len(preview)]), (330, LONG, [sub_offset]),
            ], first)

        sub_offset = first + len(first_directory(0))
        directories = first_directory(sub_offset) + _directory(mosaic, sub_offset)
    else:
        directories = _directory(camera + mosaic, first)
    return struct.pack("<2sHI", b"II", 42, first) + preview + (b"\0" if len(preview) % 2 else b"") + bytes(samples) + directories


def write(path, preview_size=(300, 200), drawing=None, orientation=1):
    """Writes a DNG to `path` whose preview is `preview_size` drawn by `drawing` (grey when
    none); a `preview_size` of None writes one without a preview."""
    preview = jpeg(*preview_size, drawing or ["xc:gray50"]) if preview_size else None
    with open(path, "wb") as file:
        file.write(dng(preview, preview_size, orientation=orientation))


if __name__ == "__main__":
    import sys
    write(sys.argv[1])
