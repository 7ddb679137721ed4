#!/usr/bin/env bash
# Load-tests shop-server on PostgreSQL (issue 24) with one process and with two processes on one database, with wrk
# on loopback, and prints requests/s and p99 per scenario and the ratio two processes ÷ one (docs/scaling.md).
#
#   Scripts/bench-scaling.sh                     # release build, a throwaway durable PostgreSQL (fsync on,
#                                                # synchronous commit), 3 rounds of product by id with 1 and 2
#                                                # processes (alternated), then the checkout mix with 1 and 2
#   BENCH_DATABASE_URL=postgres://… Scripts/bench-scaling.sh   # an existing, empty or shop database instead
#   BENCH_DURATION=5s BENCH_CONNECTIONS=32 BENCH_ROUNDS=3 Scripts/bench-scaling.sh
#
# One process gets all the connections; two processes get half each, from two wrk processes started together, and
# their requests/s are added up (p99 is the worse of the two). A SQLite server (one process, its own file) runs the
# same product-by-id load once for reference. The checkout mix restocks every product with psql before each run
# (benchmark set-up, not the shop's path) so both runs sell rather than answer 409. Everything — PostgreSQL, the
# servers and wrk — shares this machine's cores: the figures compare configurations on one machine; they are not a
# capacity plan (see docs/scaling.md for what to expect on separate machines).
set -euo pipefail
cd "$(dirname "$0")/.."
# Every user registers from 127.0.0.1: the per-client registration limit (10 an hour by default) is off.
export SHOP_REGISTRATION_LIMIT=off

threads=${BENCH_THREADS:-2}
connections=${BENCH_CONNECTIONS:-32}
duration=${BENCH_DURATION:-10s}
users=${BENCH_USERS:-64}
rounds=${BENCH_ROUNDS:-3}
half_threads=$(((threads + 1) / 2))
half_connections=$((connections / 2))

source Scripts/bench-common.sh
require_commands wrk curl

echo "== Building shop-server (release)"
swift build -c release --product shop-server
server_bin="$(swift build -c release --show-bin-path)/shop-server"

bench_workspace bench-scaling
postgres_dir=""
bench_before_cleanup() {
    if [ -n "$postgres_dir" ]; then Scripts/postgres-server.sh stop "$postgres_dir" >/dev/null 2>&1 || true; fi
}

if [ -n "${BENCH_DATABASE_URL:-}" ]; then
    url=$BENCH_DATABASE_URL
else
    postgres_dir=$(mktemp -d "${TMPDIR:-/tmp}/bench-scaling-postgres.XXXXXX")
    url=$(POSTGRES_DURABLE=1 Scripts/postgres-server.sh start "$postgres_dir")
fi

# The first server creates, migrates and seeds the database (the demo catalog); the second finds it ready.
start_server first --database "$url"
wait_for "$first/health"
start_server second --database "$url"
wait_for "$second/health"
start_server sqlite --db "$work/shop.sqlite"
wait_for "$sqlite/health"

catalog "$first" "$work/catalog"
BENCH_PRODUCT_IDS=$(sed -n 1p "$work/catalog")
export BENCH_PRODUCT_IDS
echo "catalog: $(wc -w <<<"$BENCH_PRODUCT_IDS") products"

echo "== Registering $users users"
register_users "$first" "$users" "$work/tokens"
head -n $((users / 2)) "$work/tokens" >"$work/tokens-first"
tail -n +$((users / 2 + 1)) "$work/tokens" >"$work/tokens-second"

results="$work/results"
: >"$results"
# one NAME SCRIPT URL [TOKENS]: all connections to one server.
one() {
    local log="$work/wrk-$1.txt"
    echo "== $1: wrk -t$threads -c$connections -d$duration -s $2 $3"
    BENCH_THREADS=$threads BENCH_TOKENS_FILE=${4:-$work/tokens} \
        wrk -t"$threads" -c"$connections" -d"$duration" --latency -s "$2" "$3" >"$log"
    wrk_summary "$1" "$log"
}
# two NAME SCRIPT: half the connections to each server, at the same time (each with its half of the users).
two() {
    echo "== $1: 2 × wrk -t$half_threads -c$half_connections -d$duration -s $2"
    BENCH_THREADS=$half_threads BENCH_TOKENS_FILE=$work/tokens-first \
        wrk -t"$half_threads" -c"$half_connections" -d"$duration" --latency -s "$2" "$first" >"$work/wrk-$1-a.txt" &
    local a=$!
    BENCH_THREADS=$half_threads BENCH_TOKENS_FILE=$work/tokens-second \
        wrk -t"$half_threads" -c"$half_connections" -d"$duration" --latency -s "$2" "$second" >"$work/wrk-$1-b.txt"
    wait "$a"
    wrk_summary "$1" "$work/wrk-$1-a.txt" "$work/wrk-$1-b.txt"
}
# restock: every product back to a large stock, so the checkout mix sells.
restock() {
    psql -q "$url" -c "UPDATE product SET stock = 1000000" >/dev/null
}

for server in "$first" "$second" "$sqlite"; do
    wrk -t1 -c4 -d2s -s Scripts/bench-server/product-by-id.lua "$server" >/dev/null
done

started=$(date +%s)
for round in $(seq "$rounds"); do
    one "product-1-process-$round" Scripts/bench-server/product-by-id.lua "$first"
    two "product-2-processes-$round" Scripts/bench-server/product-by-id.lua
done
one product-sqlite Scripts/bench-server/product-by-id.lua "$sqlite"
restock
one checkout-mix-1-process Scripts/bench-server/checkout-mix.lua "$first"
restock
two checkout-mix-2-processes Scripts/bench-server/checkout-mix.lua
finished=$(date +%s)

machine="$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
memory="$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
echo
echo "== shop-server on PostgreSQL $(psql -tA "$url" -c 'SHOW server_version' | cut -d' ' -f1) (fsync $(psql -tA "$url" -c 'SHOW fsync'), synchronous_commit $(psql -tA "$url" -c 'SHOW synchronous_commit')): $machine, $memory"
echo "   $(date -u '+%Y-%m-%d %H:%M UTC'), load average$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /'); -d$duration, $connections connections in all; $((finished - started)) s"
echo
print_results
echo "ratio product by id, 2 processes / 1, median of $rounds rounds: $(median_ratio product-2-processes product-1-process "$rounds")x"
awk '{ rate[$1] = $2 } END { if (rate["checkout-mix-1-process"] > 0) printf "ratio checkout mix, 2 processes / 1: %.2fx\n", rate["checkout-mix-2-processes"] / rate["checkout-mix-1-process"] }' "$results"
for log in "$work"/wrk-checkout-mix-*.txt; do
    grep -h '^statuses:' "$log" | sed "s|^|$(basename "$log" .txt | sed 's/^wrk-//') |" || true
done
