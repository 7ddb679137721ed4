#!/usr/bin/env bash
# The PostgreSQL data rows of issue 24: each data operation through the boards of a graph with the PostgreSQL
# plugins beside the same statements through pgbench, in one run, then one table of ratios.
#
#   Scripts/bench-postgres.sh                        # every row (about 4 minutes after the first build)
#   Scripts/bench-postgres.sh --filter "Postgres 1"  # arguments go to `swift package benchmark`
#   BOARDY_BENCH_PG_PRODUCTS=100000 Scripts/bench-postgres.sh   # another catalog size (default 10,000)
#
# Starts a throwaway PostgreSQL 15 on loopback (Scripts/postgres-server.sh: fsync off, synchronous_commit off, so
# both sides skip the disk alike) and runs the PostgresBenchmarks target against it, whose first benchmark migrates
# and seeds it (PostgresSeeder, seed 42, 16 users; a row gives the seeding time); the server stops at exit. Each
# benchmark alternates its board rounds with pgbench runs of the modules' SQL (Benchmarks/pgbench/*.sql), so both
# sides see the same machine.
# Results go to Benchmarks/.build/bench-results/ like Scripts/bench.sh's.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/Benchmarks"

if ! command -v pgbench >/dev/null || ! dpkg -s postgresql-client-15 >/dev/null 2>&1; then
    echo "installing postgresql-client-15 (pgbench, psql) from Debian" >&2
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-client-15 >&2
fi

server="$(mktemp -d)"
trap 'bash "$root/Scripts/postgres-server.sh" stop "$server"' EXIT
export BOARDY_BENCH_DATABASE_URL="$(bash "$root/Scripts/postgres-server.sh" start "$server")"

out=".build/bench-results"
mkdir -p "$out"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
export BOARDY_BENCH_RESULTS="$PWD/$out/postgres-results-$stamp.jsonl"
: >"$BOARDY_BENCH_RESULTS"

# SwiftPM 6.3 can reuse a cached build plan that misses a file of the root package (see Scripts/bench.sh).
rm -f .build/release/description.json
swift build -c release --product bench-report

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
started=$(date +%s)
swift package --disable-sandbox benchmark --no-progress --target PostgresBenchmarks "$@" 2>&1 |
    tee "$out/postgres-benchmark-$stamp.txt"
finished=$(date +%s)
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

machine="$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
memory="$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
server_version="$(psql -tA "$BOARDY_BENCH_DATABASE_URL" -c 'SHOW server_version' 2>/dev/null || echo '?')"
header="Date: $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $machine, $memory; load average before: $load_before, after: $load_after"
{
    echo "$header"
    echo "Command: Scripts/bench-postgres.sh $*; benchmark time $((finished - started)) s; PostgreSQL $server_version;"
    echo "$(pgbench --version); $(swift --version 2>/dev/null | head -1)"
    echo
    .build/release/bench-report "$BOARDY_BENCH_RESULTS" --markdown
} >"$out/postgres-summary-$stamp.md"

echo
echo "== PostgreSQL data rows: $machine, $memory, $((finished - started)) s; PostgreSQL $server_version"
echo "== load average before: $load_before; after: $load_after"
echo
.build/release/bench-report "$BOARDY_BENCH_RESULTS"
echo
echo "Markdown summary with notes: Benchmarks/$out/postgres-summary-$stamp.md"
