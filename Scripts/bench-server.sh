#!/usr/bin/env bash
# Load-tests shop-server (issue 23) with wrk on loopback, beside a bare Hummingbird baseline, and prints requests/s
# and p99 per scenario and the ratio product-by-id ÷ baseline (target ≥ 0.6×).
#
#   Scripts/bench-server.sh                 # release build, then 3 rounds of 10 s of product by id and 10 s of
#                                           # the baseline (alternated A B A B A B), 10 s of search, 10 s of the
#                                           # checkout mix; the ratio reported is the median round's
#   BENCH_DURATION=5s BENCH_CONNECTIONS=16 BENCH_ROUNDS=5 Scripts/bench-server.sh
#   BENCH_TRACED=0 Scripts/bench-server.sh   # without the traced rows
#   BENCH_COMPARE_BIN=/work/base/.build/release/shop-server Scripts/bench-server.sh   # before/after in one run
#
# Scenarios (wrk scripts in Scripts/bench-server/):
#   product by id   GET /products/{id}, rotating over every product id of the demo catalog;
#   traced          product by id again, to a second shop-server on the same database started with --trace-output
#                   (every span of every request written as a JSON line to a file in the temporary directory,
#                   emptied after each round); in each round after product by id, so the round's three rows run
#                   back to back (BENCH_TRACED=1, the default);
#   compare         product by id again, to BENCH_COMPARE_BIN (another build of shop-server, e.g. the commit before a
#                   change) on its own database in the temporary directory (created and seeded by it, so the same
#                   demo catalog), in each round right after product by id; the ratio product by id ÷ compare is
#                   the change's effect, measured alternated in one run; with it, search runs against it too
#                   (search-compare, right after search);
#   baseline        the same requests to Benchmarks/ServerBaseline, a bare Hummingbird route that answers every id
#                   with the bytes shop-server returned for GET /products/1 (fetched at start-up), from memory;
#   search          GET /products?q=WORD&perPage=20, rotating over words of product names;
#   checkout mix    64 users (registered and logged in beforehand) each add one unit to the cart, then check out.
# The server runs on a fresh database in a temporary directory (created and seeded with the demo catalog on first
# run, as `swift run shop-server` does), on 127.0.0.1 and a free port; wrk and the server share this machine's
# cores, so the figures are for comparing runs on one machine, not capacity planning.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every user registers from 127.0.0.1: the per-client registration limit (10 an hour by default) is off.
export SHOP_REGISTRATION_LIMIT=off
root=$(pwd)

threads=${BENCH_THREADS:-2}
connections=${BENCH_CONNECTIONS:-32}
duration=${BENCH_DURATION:-10s}
users=${BENCH_USERS:-64}
rounds=${BENCH_ROUNDS:-3}
traced=${BENCH_TRACED:-1}
compare_bin=${BENCH_COMPARE_BIN:-}

source Scripts/bench-common.sh
require_commands wrk curl

echo "== Building shop-server and the baseline (release)"
swift build -c release --product shop-server
server_bin="$(swift build -c release --show-bin-path)/shop-server"
swift build -c release --package-path Benchmarks/ServerBaseline
baseline_bin="$(swift build -c release --package-path Benchmarks/ServerBaseline --show-bin-path)/shop-server-baseline"

work=$(mktemp -d "${TMPDIR:-/tmp}/bench-server.XXXXXX")
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

server_port=$(free_port)
"$server_bin" --host 127.0.0.1 --port "$server_port" --db "$work/shop.sqlite" >"$work/server.log" 2>&1 &
pids+=($!)
server="http://127.0.0.1:$server_port"
wait_for "$server/health"

# The same server with tracing on: every span to a JSON-lines file.
if [ "$traced" = 1 ]; then
    traced_port=$(free_port)
    "$server_bin" --host 127.0.0.1 --port "$traced_port" --db "$work/shop.sqlite" \
        --trace-output "$work/spans.jsonl" >"$work/traced.log" 2>&1 &
    pids+=($!)
    traced_server="http://127.0.0.1:$traced_port"
    wait_for "$traced_server/health"
fi

# Another build of the server, on its own database, for a before/after in the same run.
if [ -n "$compare_bin" ]; then
    compare_port=$(free_port)
    mkdir -p "$work/compare"
    "$compare_bin" --host 127.0.0.1 --port "$compare_port" --db "$work/compare/shop.sqlite" \
        >"$work/compare.log" 2>&1 &
    pids+=($!)
    compare_server="http://127.0.0.1:$compare_port"
    wait_for "$compare_server/health"
fi

# The catalog: every product id, and those with enough stock for the checkout mix.
catalog "$server" "$work/catalog"
BENCH_PRODUCT_IDS=$(sed -n 1p "$work/catalog")
stocked_ids=$(sed -n 2p "$work/catalog")
BENCH_SEARCH_WORDS=$(sed -n 3p "$work/catalog")
export BENCH_PRODUCT_IDS BENCH_SEARCH_WORDS BENCH_THREADS="$threads"
echo "catalog: $(wc -w <<<"$BENCH_PRODUCT_IDS") products, $(wc -w <<<"$stocked_ids") with stock ≥ 100," \
    "$(wc -w <<<"$BENCH_SEARCH_WORDS") search words"

# The baseline serves what the server answers for product 1.
curl -fsS -o "$work/product-1.json" "$server/products/1"
baseline_port=$(free_port)
"$baseline_bin" --host 127.0.0.1 --port "$baseline_port" --body "$work/product-1.json" >"$work/baseline.log" 2>&1 &
pids+=($!)
baseline="http://127.0.0.1:$baseline_port"
wait_for "$baseline/products/1"

# Users for the checkout mix: registered and logged in before the clock starts (scrypt at the production cost).
echo "== Registering $users users"
register_users "$server" "$users" "$work/tokens"
export BENCH_TOKENS_FILE="$work/tokens"

results="$work/results"
: >"$results"
# run NAME URL SCRIPT: one wrk run; appends "NAME requests/s p99-ms non-2xx" to the results.
run() {
    local name=$1 url=$2 script=$3 log="$work/wrk-$1-$RANDOM.txt"
    echo "== $name: wrk -t$threads -c$connections -d$duration --latency -s $script $url"
    wrk -t"$threads" -c"$connections" -d"$duration" --latency -s "$script" "$url" | tee "$log"
    wrk_summary "$name" "$log"
}

# A short warm-up of each process, untimed.
wrk -t1 -c4 -d2s -s Scripts/bench-server/product-by-id.lua "$server" >/dev/null
wrk -t1 -c4 -d2s -s Scripts/bench-server/product-by-id.lua "$baseline" >/dev/null
if [ "$traced" = 1 ]; then wrk -t1 -c4 -d2s -s Scripts/bench-server/product-by-id.lua "$traced_server" >/dev/null; fi
if [ -n "$compare_bin" ]; then
    wrk -t1 -c4 -d2s -s Scripts/bench-server/product-by-id.lua "$compare_server" >/dev/null
fi

started=$(date +%s)
for round in $(seq "$rounds"); do
    run "product-by-id-$round" "$server" Scripts/bench-server/product-by-id.lua
    if [ -n "$compare_bin" ]; then run "compare-$round" "$compare_server" Scripts/bench-server/product-by-id.lua; fi
    if [ "$traced" = 1 ]; then
        run "traced-$round" "$traced_server" Scripts/bench-server/product-by-id.lua
        echo "spans written this round: $(wc -l <"$work/spans.jsonl") lines, $(du -h "$work/spans.jsonl" | cut -f1)"
        : >"$work/spans.jsonl"
    fi
    run "baseline-$round" "$baseline" Scripts/bench-server/product-by-id.lua
done
run search "$server" Scripts/bench-server/search.lua
if [ -n "$compare_bin" ]; then run search-compare "$compare_server" Scripts/bench-server/search.lua; fi
BENCH_PRODUCT_IDS=$stocked_ids run checkout-mix "$server" Scripts/bench-server/checkout-mix.lua
finished=$(date +%s)

machine="$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
memory="$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
echo
echo "== shop-server: $machine, $memory, $(date -u '+%Y-%m-%d %H:%M UTC'), load average$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /')"
echo "   wrk -t$threads -c$connections -d$duration --latency; $(swift --version 2>/dev/null | head -1); $((finished - started)) s"
echo
print_results
for round in $(seq "$rounds"); do
    awk -v round="$round" '{ rate[$1] = $2 } END { a = rate["product-by-id-" round]; b = rate["baseline-" round]
        if (b > 0) printf "ratio product by id / baseline, round %d: %.2fx\n", round, a / b }' "$results"
done
echo "ratio product by id / baseline, median of $rounds rounds: $(median_ratio product-by-id baseline "$rounds")x (target >= 0.6x)"
if [ -n "$compare_bin" ]; then
    echo "ratio product by id / compare ($compare_bin), median of $rounds rounds: $(median_ratio product-by-id compare "$rounds")x"
fi
if [ "$traced" = 1 ]; then
    echo "ratio traced / product by id (JSON-lines spans on), median of $rounds rounds: $(median_ratio traced product-by-id "$rounds")x"
fi
grep -h '^statuses:' "$work"/wrk-checkout-mix-*.txt | sed 's/^/checkout mix /' || true

kill -TERM "${pids[0]}"
if wait "${pids[0]}"; then
    echo "shop-server stopped with SIGTERM: exit status 0"
else
    echo "error: shop-server exited with status $? after SIGTERM" >&2
    exit 1
fi
pids=("${pids[@]:1}")
