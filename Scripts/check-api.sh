#!/usr/bin/env bash
# Checks shop-server against its own OpenAPI document (served at GET /openapi.json: the paths generated from the
# operations' HTTP bindings, the components from Sources/ShopServer/Resources/openapi.json) with schemathesis: every
# documented operation is called with generated valid and invalid input, and each answer must not be a 5xx
# (not_a_server_error), must have a documented status (status_code_conformance) and content type
# (content_type_conformance), and must match the documented schema (response_schema_conformance), and more (the list
# below).
#
#   Scripts/check-api.sh          # builds shop-server (debug) if needed; about 30 s after the build (50 cases an operation)
#   CHECK_API_EXAMPLES=200 Scripts/check-api.sh   # more generated cases per operation
#
# schemathesis (major version 4, pinned below) is installed from PyPI into a virtual environment under
# ${XDG_CACHE_HOME:-~/.cache} on first use. The server runs on 127.0.0.1 and a free port, on a fresh database in a
# temporary directory (created and seeded with the demo catalog on first run); protected routes get the bearer token
# of a user registered and logged in with curl first. The operations that end that session (those whose operationId
# starts with `logout`, read from the served document) are checked last, each on its own with the token of a newly
# registered user. The server is stopped with SIGTERM and must exit with status 0. All of this runs twice: on a
# SQLite file, then on a fresh PostgreSQL database of the server at $CHECK_API_DATABASE_URL (or
# $SHOP_TEST_DATABASE_URL, which CI exports); without either URL the PostgreSQL pass is skipped with a line saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

schemathesis_requirement="schemathesis>=4.32.5,<5"
examples=${CHECK_API_EXAMPLES:-50}
started=$(date +%s)

missing=()
command -v curl >/dev/null 2>&1 || missing+=(curl)
python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv python3-pip)
if [ "${#missing[@]}" -gt 0 ]; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
fi
venv="${CHECK_API_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/shop-check-api-venv}"
if ! "$venv/bin/schemathesis" --version 2>/dev/null | grep -q 'version 4\.'; then
    echo "== Installing $schemathesis_requirement into $venv"
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$schemathesis_requirement"
fi
"$venv/bin/schemathesis" --version

swift build --product shop-server
server_bin="$(swift build --show-bin-path)/shop-server"

work=$(mktemp -d "${TMPDIR:-/tmp}/check-api.XXXXXX")
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

status=0
# check_backend LABEL ARGS...: starts shop-server with ARGS (its database), runs every schemathesis pass against it,
# then stops it with SIGTERM (status 0 expected). Failures set $status.
check_backend() {
    local label=$1
    shift
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
    base="http://127.0.0.1:$port"
    # A debug build takes SHOP_TEST_PASSWORD_COST=testing: scrypt at N=2^10, so generated registrations stay cheap.
    # Every registration comes from 127.0.0.1, the fuzzer's and this script's: the per-client registration limit is off.
    SHOP_TEST_PASSWORD_COST=testing SHOP_REGISTRATION_LIMIT=off "$server_bin" --host 127.0.0.1 --port "$port" "$@" \
        >"$work/server-$label.log" 2>&1 &
    server_pid=$!
    for _ in $(seq 300); do
        if curl -fsS -o /dev/null "$base/health" 2>/dev/null; then break; fi
        if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server-$label.log" >&2; echo "error: shop-server stopped" >&2; exit 1; fi
        sleep 0.1
    done
    curl -fsS -o /dev/null "$base/health"

    credentials='{"username":"check-api","password":"check-api-password"}'
    curl -fsS -o /dev/null -H 'Content-Type: application/json' -d "$credentials" "$base/users"
    token=$(curl -fsS -H 'Content-Type: application/json' -d "$credentials" "$base/sessions" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')

    # The checks: no 5xx; documented status codes, content types, headers and schemas; invalid input (by the document)
    # refused; unknown methods answered 405; secured operations refusing requests without the token (ignored_auth).
    # positive_data_acceptance is left out: valid-looking requests are refused for reasons a schema cannot state (an
    # empty cart at checkout is 422, `q` with `category` is 400).
    checks=not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance
    checks+=,response_schema_conformance,negative_data_rejection,unsupported_method,missing_required_header,ignored_auth
    run_schemathesis() {
        # In the temporary directory: schemathesis keeps state in ./.schemathesis.
        (cd "$work" && timeout 300 "$venv/bin/schemathesis" run "$base/openapi.json" \
            --checks "$checks" --max-examples "$examples" --seed 23 --workers 1 \
            --request-timeout 10 --phases examples,coverage,fuzzing \
            --header "Authorization: Bearer $token" --generation-database none --no-color "$@") || status=$?
    }
    ending=$(curl -fsS "$base/openapi.json" | python3 -c '
import json, sys
paths = json.load(sys.stdin)["paths"]
ids = [operation.get("operationId", "") for item in paths.values() for operation in item.values()
       if isinstance(operation, dict)]
print(" ".join(sorted(i for i in ids if i.startswith("logout"))))')
    excluded=()
    for id in $ending; do excluded+=(--exclude-operation-id "$id"); done
    echo "== [$label] schemathesis: every operation but those that end the session ($ending)"
    run_schemathesis "${excluded[@]}"
    # The staff routes again as the demo catalog's staff account: the first pass, as a customer, only reaches their 403.
    customer_token=$token
    token=$(curl -fsS -H 'Content-Type: application/json' -d '{"username":"staff","password":"staff-password"}' \
        "$base/sessions" | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
    echo "== [$label] schemathesis: the staff routes (tag admin) as the staff account"
    run_schemathesis --include-tag admin
    token=$customer_token
    for id in $ending; do
        # A new account: the first pass's failed logins and password changes have throttled the first one's sign-ins.
        credentials="{\"username\":\"check-api-$id\",\"password\":\"check-api-password\"}"
        token=$(curl -fsS -H 'Content-Type: application/json' -d "$credentials" "$base/users" |
            python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
        echo "== [$label] schemathesis: $id (ends the session it is given)"
        run_schemathesis --include-operation-id "$id"
    done

    kill -TERM "$server_pid"
    server_status=0
    wait "$server_pid" || server_status=$?
    server_pid=""
    if [ "$server_status" -ne 0 ]; then
        echo "error: shop-server exited with status $server_status after SIGTERM" >&2
        tail -20 "$work/server-$label.log" >&2
        status=1
    fi
}

check_backend sqlite --db "$work/shop.sqlite"
# The same passes on PostgreSQL, on a fresh database of the server the tests use (CI exports its URL), so both stores
# answer every generated request without a 5xx.
postgres_url=${CHECK_API_DATABASE_URL:-${SHOP_TEST_DATABASE_URL:-}}
if [ -n "$postgres_url" ]; then
    database="check_api_$$"
    psql -q "$postgres_url" -c "CREATE DATABASE $database" >/dev/null
    check_backend postgres --database "${postgres_url%/*}/$database"
    psql -q "$postgres_url" -c "DROP DATABASE $database" >/dev/null || true
else
    echo "== PostgreSQL pass skipped: neither CHECK_API_DATABASE_URL nor SHOP_TEST_DATABASE_URL is set"
fi
echo "check-api: wall time $(($(date +%s) - started)) s, status $status"
exit "$status"
