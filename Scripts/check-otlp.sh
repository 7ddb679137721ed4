#!/usr/bin/env bash
# The OTLP trait end to end: builds shop-server with `--traits OTLP`, starts it on a fresh SQLite file with
# --otlp-endpoint pointing at a local OTLP/HTTP receiver (Scripts/otlp-receiver.py, 127.0.0.1 only), sends
# GET /products/1 with a W3C traceparent, stops the server with SIGTERM (the exporter flushes on shutdown) and checks
# that the receiver got the request's span tree in the caller's trace: request, operation, board and SQL spans.
#
# Usage: Scripts/check-otlp.sh [--no-build]   (--no-build: use the shop-server an earlier trait build left)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-common.sh
require_commands curl python3

if [ "${1:-}" != "--no-build" ]; then
    started=$(date +%s)
    swift build --traits OTLP --product shop-server
    echo "check-otlp: trait build took $(($(date +%s) - started)) s"
fi
binary="$(swift build --traits OTLP --show-bin-path)/shop-server"

work=$(mktemp -d)
receiver_pid=""
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    [ -n "$receiver_pid" ] && kill "$receiver_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

python3 Scripts/otlp-receiver.py serve "$work" &
receiver_pid=$!
for _ in $(seq 100); do [ -f "$work/port" ] && break; sleep 0.1; done
[ -f "$work/port" ] || { echo "error: the OTLP receiver did not start" >&2; exit 1; }
collector="http://127.0.0.1:$(cat "$work/port")"

port=$(free_port)
"$binary" --db "$work/shop.sqlite" --port "$port" --otlp-endpoint "$collector" --log-level notice \
    2>"$work/server.log" &
server_pid=$!
if ! wait_for "http://127.0.0.1:$port/health/live"; then cat "$work/server.log" >&2; exit 1; fi

trace_id=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
parent_id=$(python3 -c 'import secrets; print(secrets.token_hex(8))')
curl -fsS -o /dev/null -H "traceparent: 00-$trace_id-$parent_id-01" "http://127.0.0.1:$port/products/1"

kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
if [ "$status" -ne 0 ]; then
    echo "error: shop-server exited with status $status" >&2
    cat "$work/server.log" >&2
    exit 1
fi

if ! python3 Scripts/otlp-receiver.py check "$work" "$trace_id" "GET /products/{id}" "operation " "board " "sql "; then
    cat "$work/server.log" >&2
    exit 1
fi
echo "check-otlp: ok (the trace reached the collector over OTLP/HTTP)"
