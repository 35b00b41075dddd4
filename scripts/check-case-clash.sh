#!/usr/bin/env bash
# No two tracked paths, files or folders, that differ only in case: on a Mac's default volume
# (case-insensitive) they are one path, and a clone there mixes them (Sources/Koloda and
# Sources/koloda once put the command line's files into the Koloda module). Reads the index, so a
# path staged but not committed counts.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -z | python3 -c '
import sys
paths = set()
for path in sys.stdin.buffer.read().decode("utf-8", "surrogateescape").split("\0"):
    parts = path.split("/")
    for end in range(1, len(parts) + 1):
        paths.add("/".join(parts[:end]))
folded = {}
for path in sorted(paths):
    folded.setdefault(path.casefold(), []).append(path)
clashes = [names for names in folded.values() if len(names) > 1]
for names in clashes:
    print("case clash: " + " and ".join(names) + " are one path on a case-insensitive volume", file=sys.stderr)
sys.exit(1 if clashes else 0)
'
echo "case: no two tracked paths differ only in case"
