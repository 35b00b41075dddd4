#!/usr/bin/env bash
# Each layer links only downwards: reads the package's targets and fails when a module reaches,
# through its dependencies, one it must not. The engine and what hosts share link no toolkit and
# no scenario codec; the GTK widget does not link the scenario format; Photo Sort's model links
# no toolkit. A module reached is one it can import, so this also holds for its imports.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package describe --type json | python3 -c '
import json, sys
targets = {target["name"]: target.get("target_dependencies") or [] for target in json.load(sys.stdin)["targets"]}
toolkits = {"CGtk", "CKolodaGtk", "KolodaGtk", "KolodaAppSupport", "KolodaTune"}
rules = {
    "KolodaEngine": set(targets) - {"KolodaEngine"},
    "KolodaHostCore": set(targets) - {"KolodaEngine"},
    "KolodaHost": set(targets) - {"KolodaEngine", "KolodaHostCore"},
    "KolodaScenario": set(targets) - {"KolodaEngine"},
    "KolodaGtk": {"KolodaScenario", "KolodaPreview", "KolodaAppBase", "KolodaAppSupport", "KolodaTune"},
    "KolodaAppBase": toolkits,
    "PhotoSortModel": toolkits,
    "KolodaWeb": toolkits,
}
def reached(name, seen):
    for dependency in targets.get(name, []):
        if dependency not in seen:
            seen.add(dependency)
            reached(dependency, seen)
    return seen
problems = []
for module, forbidden in rules.items():
    if module not in targets:
        problems.append(f"layers: {module} is not a target of the package")
        continue
    for other in sorted(reached(module, set()) & forbidden):
        problems.append(f"layers: {module} reaches {other}, a module it must not link")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
'
echo "layers: every module links only the layers below it"
