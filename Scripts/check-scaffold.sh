#!/usr/bin/env bash
# Checks `swift package boardy` end to end on a copy of this package (docs/framework-guide.md, "Start a new module"):
#   1. new-module and one new-board of every kind, through the command plugin, plus --dry-run (writes nothing), and
#      a board in the existing data module ProductData;
#   2. the error cases with their exit statuses (bad name 65, existing module 73, unknown kind 64, unknown module 66,
#      existing board 73, Package.swift without the anchor 78);
#   3. the generated code: swift-format lint, the module rule, a build with zero warnings in generated files, and
#      the generated tests, unedited.
# The copy lives at a fixed path (BOARDY_SCAFFOLD_CHECK_DIR, default $TMPDIR/boardy-check-scaffold) and keeps its
# .build between runs, so a rerun rebuilds only what changed. The first run builds everything once (compiled
# modules record their absolute paths, so this package's build products cannot be reused); it copies only the
# dependency checkouts from this package's .build, sparing a network fetch.
# With --in-place (what CI uses: its clone is thrown away afterwards) the check runs in this checkout instead, which
# must have no uncommitted changes: the build is then incremental on this checkout's own .build (minutes less than
# a copy's first build), and every generated file and edit is removed again on exit (git checkout, git clean).
# Usage: Scripts/check-scaffold.sh [--in-place]        prints the wall time at the end
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
started=$SECONDS
in_place=false
case "${1:-}" in
"") ;;
--in-place) in_place=true ;;
*)
    echo "usage: Scripts/check-scaffold.sh [--in-place]" >&2
    exit 64
    ;;
esac
if $in_place; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/boardy-check-scaffold.XXXXXX")
    copy="$root"
else
    work="${BOARDY_SCAFFOLD_CHECK_DIR:-${TMPDIR:-/tmp}/boardy-check-scaffold}"
    copy="$work/package"
fi

fail() {
    echo "error: check-scaffold: $*" >&2
    exit 1
}

# expect STATUS MESSAGE-FRAGMENT COMMAND...: runs COMMAND, which must exit with STATUS (`nonzero`: any failure) and
# print MESSAGE-FRAGMENT.
expect() {
    local status=$1 fragment=$2
    shift 2
    local output actual=0
    output=$("$@" 2>&1) || actual=$?
    if [ "$status" = nonzero ]; then
        [ "$actual" -ne 0 ] || fail "'$*' succeeded, expected a failure:"$'\n'"$output"
    else
        [ "$actual" -eq "$status" ] || fail "'$*' exited with $actual, expected $status:"$'\n'"$output"
    fi
    grep -qF -- "$fragment" <<<"$output" || fail "'$*' did not say '$fragment':"$'\n'"$output"
    echo "ok: exit $actual: $*"
}

# 1. A fresh copy of the sources, its .build kept (or seeded from ours); or this checkout, restored on exit.
if $in_place; then
    [ -z "$(git status --porcelain)" ] || fail "--in-place needs a checkout without uncommitted changes (git status)"
    restore() {
        git checkout -q -- . && git clean -fdq
        rm -rf "$work"
    }
    trap restore EXIT
else
    mkdir -p "$copy"
    find "$copy" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
    tar -C "$root" --exclude=./.build --exclude=./.git --exclude='./Benchmarks/.build' -cf - . | tar -C "$copy" -xf -
    if [ ! -d "$copy/.build" ] && [ -d "$root/.build/checkouts" ]; then
        mkdir -p "$copy/.build"
        for entry in checkouts repositories artifacts workspace-state.json; do
            if [ -e "$root/.build/$entry" ]; then cp -a "$root/.build/$entry" "$copy/.build/"; fi
        done
    fi
fi
cd "$copy"
plugin=(swift package --allow-writing-to-package-directory boardy)

"${plugin[@]}" new-module Shipping --dry-run | tee "$work/dry-run.txt"
grep -q "would create Modules/Shipping/Sources/ShippingModulePlugin.swift" "$work/dry-run.txt" || fail "dry run lists nothing"
[ ! -e Modules/Shipping ] || fail "--dry-run wrote Modules/Shipping"

"${plugin[@]}" new-module Shipping | tee "$work/new-module.txt"
grep -qF ".install(plugins: ShippingModulePlugin.bundledPlugins)" "$work/new-module.txt" ||
    fail "new-module did not print the line that installs the plugin"
for kind_board in empty:Label task:Rates block-task:Tracking barrier:Pickup flow:Delivery io:Carrier \
    presenter:Confirmation; do
    "${plugin[@]}" new-board "${kind_board#*:}" --module Shipping --kind "${kind_board%%:*}"
done
# A board in one of the existing data modules too: its plugin has no anchor, so the install line is printed.
"${plugin[@]}" new-board Spotlight --module ProductData --kind block-task | tee "$work/data-module.txt"
grep -qF ".install(plugin: SpotlightBoardPlugin())" "$work/data-module.txt" || fail "no install line for ProductData"
before=$(find Modules Tests -type f | sort | md5sum)
"${plugin[@]}" new-board Returns --module Shipping --kind task --dry-run | grep -q "would create" ||
    fail "new-board --dry-run lists nothing"
[ "$(find Modules Tests -type f | sort | md5sum)" = "$before" ] || fail "new-board --dry-run wrote files"

# 2. Error cases: the tool's exact statuses, and the plugin fails with the tool's message.
tool=$(find .build -maxdepth 3 -type f -perm -u+x \( -name boardy-scaffold-tool -o -name boardy-scaffold \) | head -1)
[ -n "$tool" ] || fail "the plugin did not build the boardy-scaffold tool"
expect 65 "'2fast' cannot be used" "$tool" new-module 2fast
expect 73 "Package.swift already declares 'Shipping'" "$tool" new-module Shipping
expect 64 "Unknown board kind 'screen'" "$tool" new-board Quote --module Shipping --kind screen
expect 66 "There is no module 'Billing'" "$tool" new-board Quote --module Billing --kind task
expect 73 "already declares the id ShippingID.rates" "$tool" new-board Rates --module Shipping --kind empty
mkdir -p "$work/no-anchor" && grep -v 'boardy:scaffold-targets' Package.swift >"$work/no-anchor/Package.swift"
expect 78 "has no '// boardy:scaffold-targets' line" "$tool" --package "$work/no-anchor" new-module Payment
# `swift package` itself exits with 1 after a failed plugin, passing the tool's status in its message (Swift 6.3's
# swift-package has also been seen to crash with SIGSEGV on that exit path, after printing the message).
expect nonzero "Plugin ended with exit code 65" "${plugin[@]}" new-module 2fast
expect nonzero "Plugin ended with exit code 73" "${plugin[@]}" new-module Shipping
expect nonzero "Plugin ended with exit code 64" "${plugin[@]}" new-board Quote --module Shipping --kind screen

# 3. The generated code: formatting, the module rule, a clean build, the generated tests.
generated=(Modules/Shipping Tests/ShippingTests Modules/ProductData/IO/Spotlight{Interface,Input,Output}.swift
    Modules/ProductData/Sources/SpotlightBoard{,Plugin}.swift Tests/ProductDataTests/SpotlightBoardTests.swift)
swift format lint --strict --recursive "${generated[@]}" || fail "generated code is not formatted (above)"
Scripts/check-module-rule.sh
build_log="$work/build.log"
swift build --build-tests 2>&1 | tee "$build_log" | grep -E "error:|warning:|Compiling|Build complete" | grep -v "^\[" || true
grep -q "Build complete" "$build_log" || fail "the build failed (see $build_log)"
if grep -E "^$copy/(Modules/Shipping/|Tests/ShippingTests/|Modules/ProductData/.*/Spotlight|Tests/ProductDataTests/Spotlight).*: warning:" "$build_log"; then
    fail "generated code has compiler warnings (above)"
fi
swift test --skip-build --filter 'ShippingTests|SpotlightBoardTests' 2>&1 | tee "$work/test.log" | grep -E "✘|passed|failed" | tail -3
grep -qE "Test run with [0-9]+ tests? in [0-9]+ suites? passed" "$work/test.log" || fail "the generated tests failed"
echo "check-scaffold: ok in $((SECONDS - started)) s ($(grep -oE '[0-9]+ tests? in [0-9]+ suites?' "$work/test.log" | tail -1))"
