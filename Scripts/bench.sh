#!/usr/bin/env bash
# Runs every benchmark of issue 7 (board dispatch, data operations, 1,000,000-product scale) in release mode with
# ordo-one/benchmark, then prints one table: each measurement beside its baseline, the ratio and the target.
#
#   Scripts/bench.sh                          # everything (about 10 minutes after the first build)
#   Scripts/bench.sh --target BoardBenchmarks # one benchmark target (arguments go to `swift package benchmark`)
#
# Results go to Benchmarks/.build/bench-results/ (the raw tool output, the JSON lines and a Markdown table);
# databases to Benchmarks/.build/bench-data/ ($BOARDY_BENCH_DATA overrides it; the 1M-product one is ~650 MB and is
# reused by the latency benchmarks, re-seeded by every full run). BOARDY_BENCH_SCALE_PRODUCTS=100000 shrinks the
# scale tests for a quick trial. Numbers are only comparable on a quiet machine: every ratio is measured A B A B
# in one process, but other load still widens the percentiles.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"

out=".build/bench-results"
mkdir -p "$out"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
export BOARDY_BENCH_RESULTS="$PWD/$out/results-$stamp.jsonl"
export BOARDY_BENCH_DATA="${BOARDY_BENCH_DATA:-$PWD/.build/bench-data}"
: > "$BOARDY_BENCH_RESULTS"

started=$(date +%s)
# SwiftPM 6.3 reuses a cached build plan that can miss a source file added to the root package (a path dependency
# here): "has no member" errors for code that builds fine in the root. Planning anew costs a few seconds.
rm -f .build/release/description.json
swift build -c release --product bench-report
swift package --disable-sandbox benchmark --no-progress "$@" 2>&1 | tee "$out/benchmark-$stamp.txt"
finished=$(date +%s)

machine="$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
memory="$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
{
    echo "Date: $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $machine, $memory; load average at the end:$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /')"
    echo "Command: Scripts/bench.sh $*; benchmark time $((finished - started)) s; $(swift --version 2>/dev/null | head -1)"
    echo
    .build/release/bench-report "$BOARDY_BENCH_RESULTS" --markdown
} > "$out/summary-$stamp.md"

echo
echo "== Boardy benchmarks: $machine, $memory, $(date -u '+%Y-%m-%d %H:%M UTC'), $((finished - started)) s"
echo
.build/release/bench-report "$BOARDY_BENCH_RESULTS"
echo
echo "Markdown summary with notes: Benchmarks/$out/summary-$stamp.md"
