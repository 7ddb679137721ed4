#!/usr/bin/env bash
# A throwaway PostgreSQL 15 server for tests: a new cluster in a directory of its own, listening on 127.0.0.1 and a
# free port only, trusting local connections. As root (CI) the cluster belongs to the unprivileged `postgres` user
# (initdb refuses root); otherwise to the caller. Never for real data: no password, fsync off (unless
# POSTGRES_DURABLE=1, for benchmarks).
# Usage: Scripts/postgres-server.sh start DIR   installs postgresql from Debian if missing, creates the cluster in
#                                              DIR (an empty directory, e.g. from mktemp -d), starts it, creates the
#                                              database `shop`, and prints its URL: postgres://shop@127.0.0.1:PORT/shop
#        Scripts/postgres-server.sh stop DIR    stops that server (fast shutdown) and deletes DIR
#        Scripts/postgres-server.sh pause DIR   stops that server (fast shutdown), keeping DIR: an outage
#        Scripts/postgres-server.sh resume DIR  starts it again, on the same port, after a pause
set -euo pipefail

command=${1:-}
dir=${2:-}
if [ -z "$command" ] || [ -z "$dir" ]; then
    sed -n '2,11p' "$0" >&2
    exit 2
fi
case "$dir" in
/*) ;;
*) dir="$(pwd)/$dir" ;; # server commands run from /
esac

# Runs a server command as the cluster's owner: `postgres` when we are root, ourselves otherwise.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        # From /, which the postgres user can enter (the caller's directory may be root's alone).
        (cd / && runuser -u postgres -- "$@")
    else
        "$@"
    fi
}

# The server binaries of Debian's postgresql package (not on PATH).
bin_dir() {
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$found" ]; then
        echo "error: no PostgreSQL server binaries under /usr/lib/postgresql" >&2
        exit 1
    fi
    echo "$found"
}

case "$command" in
start)
    if ! dpkg -s postgresql >/dev/null 2>&1; then
        echo "installing postgresql from Debian" >&2
        apt-get update >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
    fi
    bin=$(bin_dir)
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U shop -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log"
    # Tests need no durability; POSTGRES_DURABLE=1 (benchmarks) keeps the defaults: fsync on, synchronous commit.
    durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    if [ "${POSTGRES_DURABLE:-0}" = 1 ]; then durability="-c fsync=on"; fi
    echo "$port" >"$dir/port"
    echo "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=400 $durability" >"$dir/options"
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "$(cat "$dir/options")" start >&2
    psql -q -h 127.0.0.1 -p "$port" -U shop -d postgres -c "CREATE DATABASE shop" >&2
    echo "postgres://shop@127.0.0.1:$port/shop"
    ;;
pause)
    as_owner "$(bin_dir)/pg_ctl" -D "$dir/data" -m fast -w stop >&2
    ;;
resume)
    as_owner "$(bin_dir)/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "$(cat "$dir/options")" start >&2
    ;;
stop)
    if [ -d "$dir/data" ]; then
        as_owner "$(bin_dir)/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
    fi
    rm -rf "$dir"
    ;;
*)
    echo "error: unknown command '$command' (start, pause, resume or stop)" >&2
    exit 2
    ;;
esac
