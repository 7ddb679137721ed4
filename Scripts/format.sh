#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format and the repository's .swift-format (4 spaces,
# 120 columns, rules chosen to match the existing style). Two lint rules are off on purpose:
# ReplaceForEachWithForLoop (it misreads SQLiteStore's own `Statement.forEach` row API) and
# AmbiguousTrailingClosureOverload (sync/async pairs such as `withTemporaryDirectory` are deliberate).
# Usage: Scripts/format.sh           formats every file in place
#        Scripts/format.sh --check   changes nothing; fails (exit 1) listing every formatting or lint finding
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Sources Modules Tests Migrations Benchmarks Plugins Package.swift)
if [ "${1:-}" = "--check" ]; then
    swift format lint --strict --recursive --parallel "${paths[@]}"
else
    swift format format --in-place --recursive --parallel "${paths[@]}"
fi
