#!/usr/bin/env bash
# Checks the module rule (docs/framework-guide.md, "The module rule, checked") on the package graph: implementations
# see IO targets only, only ShopApp and tests see implementations, fronts never touch SQL, Boardy depends on the
# toolchain only, and every import of a package module is a declared dependency.
# Usage: Scripts/check-module-rule.sh [--self-test]   (--self-test also proves each rule rejects a broken graph)
set -euo pipefail
cd "$(dirname "$0")/.."

describe=$(mktemp)
trap 'rm -f "$describe"' EXIT
swift package describe --type json >"$describe"
python3 Scripts/check-module-rule.py "$describe" --root "$(pwd)"
if [ "${1:-}" = "--self-test" ]; then
    python3 Scripts/check-module-rule.py "$describe" --root "$(pwd)" --self-test
fi
