"""A pointer and a touchpad for tests on a Wayland compositor: a client of wlroots' virtual pointer
protocol (zwlr_virtual_pointer_manager_v1, which sway offers), written on the Wayland wire protocol
itself, so the tests need no Wayland library for Python. The compositor sends what it is given to
the surface under the pointer as a real device's: a two-finger scroll arrives in GTK as a touchpad's
("Wayland Finger Scrolling"), a wheel's as a mouse's.

The messages are those of wayland.xml and wlr-virtual-pointer-unstable-v1.xml: a header of the
object's id and (size << 16 | opcode), then the arguments, each 32 bits (a string as its length with
its NUL, then its bytes padded to 32 bits; a fixed-point number as 24.8).
"""

import os
import socket
import struct

# wl_pointer's axes and axis sources.
VERTICAL, HORIZONTAL = 0, 1
WHEEL, FINGER = 0, 1


class ProtocolError(Exception):
    pass


class VirtualPointer:
    """A pointer of the compositor's default seat, moved and scrolled by the test."""

    def __init__(self, display=None):
        name = display or os.environ["WAYLAND_DISPLAY"]
        path = name if name.startswith("/") else os.path.join(os.environ["XDG_RUNTIME_DIR"], name)
        self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.socket.connect(path)
        self.received = b""
        self.next_id = 2  # 1 is wl_display
        self.time = 0
        registry = self._new_id()
        self._send(1, 1, "n", registry)  # wl_display.get_registry
        globals_ = {}
        self._roundtrip(lambda sender, opcode, body: sender == registry and opcode == 0 and self._global(body, globals_))
        if "zwlr_virtual_pointer_manager_v1" not in globals_:
            raise ProtocolError(f"the compositor has no virtual pointer (it offers {sorted(globals_)})")
        manager = self._new_id()
        # wl_registry.bind, whose new_id names its interface and version.
        self._send(registry, 0, "usun", globals_["zwlr_virtual_pointer_manager_v1"], "zwlr_virtual_pointer_manager_v1", 1, manager)
        self.pointer = self._new_id()
        self._send(manager, 0, "on", 0, self.pointer)  # create_virtual_pointer on the default seat
        self._roundtrip(lambda *_: None)
        # Sway 1.7 drops a new virtual pointer's first scroll (of four wheel clicks a fifth of a
        # second apart, the client hears the last three): a scroll of nothing goes first.
        self._send(self.pointer, 3, "uuf", self._tick(), VERTICAL, 0)
        self._source(WHEEL)
        self._frame()

    def move_to(self, x, y, width, height):
        """Puts the pointer at (x, y) of an output `width` × `height`."""
        self._send(self.pointer, 1, "uuuuu", self._tick(), x, y, width, height)  # motion_absolute
        self._frame()

    def scroll(self, source, dx, dy, discrete=None):
        """One scroll of `source` (FINGER, WHEEL) by (dx, dy), in a frame of its own; a wheel's
        with its clicks."""
        time = self._tick()
        for axis, value in ((HORIZONTAL, dx), (VERTICAL, dy)):
            if value:
                if discrete is not None:
                    self._send(self.pointer, 7, "uufi", time, axis, value, discrete)  # axis_discrete
                else:
                    self._send(self.pointer, 3, "uuf", time, axis, value)  # axis
                self._source(source)
        self._frame()

    def lift_fingers(self):
        """The fingers leave the touchpad: the end of the scroll on both axes."""
        time = self._tick()
        for axis in (HORIZONTAL, VERTICAL):
            self._send(self.pointer, 6, "uu", time, axis)  # axis_stop
            self._source(FINGER)
        self._frame()

    def _source(self, source):
        # axis_source, after the axis it is for: wlroots gives it to the axis last named (an
        # axis left without one is a wheel's, and a frame of two sources aborts sway 1.7).
        self._send(self.pointer, 5, "u", source)

    def close(self):
        self._send(self.pointer, 8, "")  # destroy
        self._roundtrip(lambda *_: None)
        self.socket.close()

    def _frame(self):
        self._send(self.pointer, 4, "")  # frame
        self._roundtrip(lambda *_: None)

    def _tick(self):
        self.time += 10
        return self.time

    def _new_id(self):
        self.next_id += 1
        return self.next_id - 1

    def _send(self, sender, opcode, signature, *arguments):
        body = b""
        for kind, value in zip(signature, arguments):
            if kind in "uon":
                body += struct.pack("=I", value)
            elif kind == "i":
                body += struct.pack("=i", value)
            elif kind == "f":
                body += struct.pack("=i", round(value * 256))
            elif kind == "s":
                data = value.encode() + b"\0"
                body += struct.pack("=I", len(data)) + data + b"\0" * (-len(data) % 4)
        self.socket.sendall(struct.pack("=II", sender, (8 + len(body)) << 16 | opcode) + body)

    def _roundtrip(self, handle):
        """Sends wl_display.sync and hands every event to `handle` until its callback is done; a
        protocol error is raised."""
        callback = self._new_id()
        self._send(1, 0, "n", callback)
        while True:
            while len(self.received) < 8:
                chunk = self.socket.recv(4096)
                if not chunk:
                    raise ProtocolError("the compositor closed the connection")
                self.received += chunk
            sender, word = struct.unpack("=II", self.received[:8])
            size = word >> 16
            while len(self.received) < size:
                chunk = self.socket.recv(4096)
                if not chunk:
                    raise ProtocolError("the compositor closed the connection")
                self.received += chunk
            body, self.received = self.received[8:size], self.received[size:]
            if sender == 1 and word & 0xFFFF == 0:  # wl_display.error
                _, code, length = struct.unpack("=III", body[:12])
                raise ProtocolError(f"error {code}: {body[12:12 + length - 1].decode()}")
            if sender == callback:
                return
            handle(sender, word & 0xFFFF, body)

    @staticmethod
    def _global(body, globals_):
        name, length = struct.unpack("=II", body[:8])
        interface = body[8:8 + length - 1].decode()
        globals_[interface] = name
