#!/usr/bin/env python3
"""Koloda 5.0.1's public API, found in ours.

  koloda-api.py extract KOLODA_GIT_DIR   prints every public declaration in the sources of
                                         Yalantis/Koloda at its 5.0.1 tag (Pod/Classes), one a
                                         line: its path, its parameters' types, its type
                                         (Tests/Fixtures/koloda-5.0.1-api.txt is this output)
  koloda-api.py check SYMBOLS.json...    finds each of those in the symbol graphs of our Koloda
                                         module and of the modules it names types of
                                         (AppleHostsCheck's, `swift package dump-symbol-graph`),
                                         with the same labels and types; fails on any missing or
                                         different one that scripts/koloda-api-differences.txt
                                         does not list

A declaration's path is its type and name with its argument labels, as Swift's symbol graphs
write it: `KolodaView.swipe(_:force:)`, `KolodaViewDelegate.koloda(_:didSwipeCardAt:in:)`.
"""

import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "Tests", "Fixtures", "koloda-5.0.1-api.txt")
DIFFERENCES = os.path.join(HERE, "koloda-api-differences.txt")
TAG = "5.0.1"

MODIFIERS = r"(?:(?:public|open|final|override|weak|private\(set\)|internal\(set\)|static|class|@discardableResult|@objc|dynamic|required|convenience|lazy)\s+)*"
TYPE_DECL = re.compile(r"^\s*" + MODIFIERS + r"(class|struct|enum|protocol|extension)\s+(\w+)")
MEMBER = re.compile(r"^\s*(" + MODIFIERS + r")(func|var|let|init|case)\b\s*(.*)$")


def normalize(text):
    """A type as both sides write it: no spaces, Swift 4's names for today's."""
    text = re.sub(r"\s+", "", text or "")
    for old, new in (("CountableRange<", "Range<"), ("Swift.", ""), ("Koloda.", ""), ("KolodaEngine.", ""), ("KolodaViewAnimator.", "")):
        text = text.replace(old, new)
    # `(any KolodaViewDataSource)?`, as a symbol graph writes an existential, is Swift 4's
    # `KolodaViewDataSource?`.
    return re.sub(r"^\(any(\w+)\)(\??)$", r"\1\2", text)


def split_parameters(text):
    """The parameters between a declaration's parentheses, split at top-level commas."""
    depth, current, parts = 0, "", []
    for character in text:
        if character in "([<":
            depth += 1
        elif character in ")]>":
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    return [part.strip() for part in parts]


def parameters_and_result(rest):
    """A function's labels, parameter types and result from the text after its name."""
    open_at = rest.index("(")
    depth = 0
    for position in range(open_at, len(rest)):
        depth += rest[position] == "("
        depth -= rest[position] == ")"
        if depth == 0:
            break
    inside, after = rest[open_at + 1:position], rest[position + 1:]
    labels, types = [], []
    for parameter in split_parameters(inside):
        names, _, kind = parameter.partition(":")
        labels.append(names.split()[0])
        types.append(normalize(kind.split("=")[0]))
    result = re.match(r"\s*(?:throws\s*)?->\s*([^{]+)", after)
    return labels, types, normalize(result.group(1)) if result else "Void"


def extract(git_dir):
    public_types = {}  # Koloda's public types by name, as the files declare them, for their extensions
    files = subprocess.run(["git", "-C", git_dir, "ls-tree", "-r", "--name-only", TAG, "Pod/Classes"],
                           capture_output=True, text=True, check=True).stdout.split()
    lines = []
    for path in sorted(f for f in files if f.endswith(".swift")):
        source = subprocess.run(["git", "-C", git_dir, "show", f"{TAG}:{path}"], capture_output=True, text=True, check=True).stdout
        lines += declarations(source, public_types)
    return sorted(set(lines))


def literal_type(value, constants):
    """The type of a stored property declared with only a default value."""
    value = value.strip()
    if value in constants:
        return constants[value]
    if value in ("true", "false"):
        return "Bool"
    if re.fullmatch(r"-?\d+", value):
        return "Int"
    named = re.match(r"(CGFloat|Double|TimeInterval)[.(]", value)
    return named.group(1) if named else "?"


def declarations(source, public_types):
    found = []
    # The file's constants with their types: `private let defaultCountOfVisibleCards = 3`.
    constants = {}
    for name, kind, value in re.findall(r"^(?:private |fileprivate )?let (\w+)\s*(?::\s*(\w+))?\s*=\s*(\S+)", source, re.M):
        constants[name] = kind or literal_type(value, {})
    stack = []  # (name, kind, whether its members can be API, depth at which its members sit)
    depth = 0
    for raw in source.splitlines():
        line = re.sub(r"//.*$", "", raw)
        type_match = TYPE_DECL.match(line)
        context = stack[-1] if stack else None
        if type_match and "{" in line:
            kind, name = type_match.groups()
            public = bool(re.search(r"\b(public|open)\b", line))
            if kind != "extension" and public and context is None:
                found.append(f"{name}\t\t{kind}")
                public_types[name] = kind
            # A public type's members can be API; a protocol extension's are its default
            # implementations, not API of their own.
            if kind == "extension":
                members_public = public_types.get(name) not in (None, "protocol")
            else:
                members_public = public
            stack.append((name, kind, members_public, depth + 1))
        elif context and depth == context[3]:
            member = MEMBER.match(line)
            if member and member.group(2) == "case":
                # A public enum's cases are public.
                if context[1] == "enum" and context[2]:
                    for case in split_parameters(member.group(3)):
                        case_name = re.match(r"`?(\w+)`?", case).group(1)
                        found.append(f"{context[0]}.{case_name}\t\tcase")
            elif member and "override" not in member.group(1) and context[2]:
                # UIKit's members that Koloda overrides are UIKit's API, not Koloda's.
                modifiers, kind, rest = member.groups()
                name_match = re.match(r"(\w+)", rest)
                visible = bool(re.search(r"\b(public|open)\b", modifiers)) or context[1] == "protocol"
                if visible and name_match:
                    owner = context[0]
                    if kind in ("func", "init"):
                        labels, types, result = parameters_and_result(rest if kind == "func" else "init" + rest)
                        name = name_match.group(1) if kind == "func" else "init"
                        found.append(f"{owner}.{name}({''.join(label + ':' for label in labels)})\t{','.join(types)}\t{result}")
                    else:
                        declared = re.match(r"(\w+)\s*:\s*([^={]+)", rest)
                        initial = re.match(r"\w+\s*=\s*(\S+)", rest)
                        kind_text = normalize(declared.group(2)) if declared else literal_type(initial.group(1), constants) if initial else "?"
                        found.append(f"{owner}.{name_match.group(1)}\t\t{kind_text}")
        depth += line.count("{") - line.count("}")
        while stack and depth < stack[-1][3]:
            stack.pop()
    return found


def ours(symbols_paths):
    symbols = [symbol for path in symbols_paths for symbol in json.load(open(path))["symbols"]]
    found = {}
    for symbol in symbols:
        path = ".".join(symbol["pathComponents"])
        kind = symbol["kind"]["identifier"]
        signature = symbol.get("functionSignature")
        if signature is not None:
            # A parameter's fragments are its name, a colon and its type.
            types = [normalize("".join(f["spelling"] for f in p.get("declarationFragments", [])).partition(":")[2])
                     for p in signature.get("parameters", [])]
            result = normalize("".join(f["spelling"] for f in signature.get("returns", []))) or "Void"
            found.setdefault(path, []).append((",".join(types), "Void" if result == "()" else result))
        else:
            fragments = symbol.get("declarationFragments", [])
            text = "".join(f["spelling"] for f in fragments)
            declared = re.search(r":\s*(.+?)(\{.*)?$", text) if kind in ("swift.property", "swift.type.property") else None
            found.setdefault(path, []).append(("", normalize(declared.group(1)) if declared else kind))
    return found


def check(symbols_paths):
    wanted = [line.rstrip("\n").split("\t") for line in open(FIXTURE) if line.strip()]
    allowed = {line.split(" ", 1)[0] for line in open(DIFFERENCES) if line.strip() and not line.startswith("#")}
    have = ours(symbols_paths)
    problems = []
    for path, types, result in wanted:
        candidates = have.get(path)
        if candidates is None:
            if path not in allowed:
                problems.append(f"missing: {path}")
            continue
        if result in ("class", "struct", "enum", "protocol", "case") or not types and result == "?":
            continue
        if types or "(" in path:
            if not any(c[0] == types and c[1] == result for c in candidates) and path not in allowed:
                problems.append(f"different: {path}: Koloda ({types}) -> {result}; ours {candidates}")
        elif not any(c[1] == result for c in candidates) and path not in allowed:
            problems.append(f"different: {path}: Koloda {result}; ours {[c[1] for c in candidates]}")
    for problem in problems:
        print(f"koloda-api: {problem}", file=sys.stderr)
    print(f"koloda-api: {len(wanted)} public declarations of Koloda {TAG}, {len(problems)} not found as Koloda has them"
          f" ({len(allowed)} listed differences)")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "extract":
        print("\n".join(extract(sys.argv[2])))
    elif len(sys.argv) >= 3 and sys.argv[1] == "check":
        sys.exit(check(sys.argv[2:]))
    else:
        sys.exit(__doc__)
