#!/usr/bin/env bash
# Cheap routes while password hashing is saturated (issue "Hardening", item 2): the p99 of GET /health and
# GET /products/{id} on a release shop-server with the production scrypt cost, first alone (the baseline, same run),
# then while 30 connections register new users without pause. Loopback only, bounded in time (about a minute).
#
#   Scripts/bench-hashing.sh            # BENCH_DURATION=8s per measurement, BENCH_REGISTRATIONS=30 connections
#
# Prints a Markdown table (scenario, requests/s, p99, non-2xx), the ratios of p99 under saturation to alone, and
# the registrations' statuses (201 registered, 503 busy: the hashing pool's queue was full).
set -euo pipefail
cd "$(dirname "$0")/.."
export SHOP_REGISTRATION_LIMIT=off

duration=${BENCH_DURATION:-8s}
registrations=${BENCH_REGISTRATIONS:-30}
seconds=${duration%s}

source Scripts/bench-common.sh
require_commands wrk curl

echo "== Building shop-server (release)"
swift build -c release --product shop-server
server_bin="$(swift build -c release --show-bin-path)/shop-server"

bench_workspace bench-hashing
start_server server --db "$work/shop.sqlite"
wait_for "$server/health"
export BENCH_PRODUCT_IDS=$(seq -s ' ' 1 240)

results="$work/results"
: >"$results"
measure() {
    local name=$1 log="$work/wrk-$1.txt"
    shift
    wrk -t1 -c4 -d"$duration" --latency "$@" >"$log"
    wrk_summary "$name" "$log"
}

wrk -t1 -c4 -d2s "$server/health" >/dev/null
measure health-alone "$server/health"
measure product-alone -s Scripts/bench-server/product-by-id.lua "$server"

echo "== $registrations connections registering for $((2 * seconds + 4)) s"
wrk -t1 -c"$registrations" -d"$((2 * seconds + 4))s" --timeout 30s -s Scripts/bench-server/register.lua "$server" \
    >"$work/register.txt" &
register_pid=$!
# Let the registrations fill the hashing pool before the clock of the cheap routes starts.
for _ in $(seq 100); do
    depth=$(curl -fsS "$server/metrics" | awk '/^shop_password_hash_queue_depth / { print $2 }')
    [ "${depth%.*}" -ge 2 ] 2>/dev/null && break
    sleep 0.05
done
measure health-hashing "$server/health"
measure product-hashing -s Scripts/bench-server/product-by-id.lua "$server"
wait "$register_pid"

echo
echo "== shop-server: $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC'), load average$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /')"
echo "   wrk -t1 -c4 -d$duration --latency on each cheap route; $registrations registering connections"
echo
print_results
awk '{ p99[$1] = $3 } END {
    printf "p99 /health: %.2f ms alone, %.2f ms while hashing is saturated (target < 50 ms)\n", p99["health-alone"], p99["health-hashing"]
    printf "p99 /products/{id}: %.2f ms alone, %.2f ms while hashing is saturated (target < 50 ms)\n", p99["product-alone"], p99["product-hashing"]
}' "$results"
echo "registrations: $(grep '^statuses:' "$work/register.txt" | cut -d' ' -f2-), $(awk '/Requests\/sec:/ { print $2 }' "$work/register.txt") per second"
