# Shared by Scripts/bench-server.sh and Scripts/bench-scaling.sh (sourced, not run): ports, readiness, users and
# one wrk run summarised as a line of the results file. The users, catalog and results functions expect $work (a
# temporary directory) and $results (a file in it).

# require_commands PACKAGE…: installs the Debian packages of the same names whose command is missing.
require_commands() {
    local missing=()
    for package in "$@"; do
        command -v "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    if [ "${#missing[@]}" -gt 0 ]; then
        apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
    fi
}

# free_port: prints a free TCP port on 127.0.0.1.
free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# bench_workspace NAME: sets $work, a new temporary directory named after NAME, and $pids, the background processes
# to stop; on exit every process in $pids gets SIGTERM and is waited for, `bench_before_cleanup` runs if the script
# defines it, and $work is removed.
bench_workspace() {
    work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
    pids=()
    trap bench_cleanup EXIT
}

# bench_cleanup: what bench_workspace runs on exit.
bench_cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    if declare -F bench_before_cleanup >/dev/null; then bench_before_cleanup; fi
    rm -rf "$work"
}

# start_server VARIABLE ARGS…: starts $server_bin on a free port with ARGS, logging to $work/VARIABLE.log, and sets
# VARIABLE to its base URL (not a command substitution: the server's pid must reach this shell's list).
start_server() {
    local variable=$1 port
    shift
    port=$(free_port)
    "$server_bin" --host 127.0.0.1 --port "$port" "$@" >"$work/$variable.log" 2>&1 &
    pids+=($!)
    printf -v "$variable" 'http://127.0.0.1:%s' "$port"
}

# wait_for URL: polls URL (at most 300 times, 0.1 s apart) until it answers 200.
wait_for() {
    for _ in $(seq 300); do
        if curl -fsS -o /dev/null "$1" 2>/dev/null; then return 0; fi
        sleep 0.1
    done
    echo "error: $1 did not answer" >&2
    return 1
}

# json_field NAME: prints field NAME of the JSON object on standard input.
json_field() {
    python3 -c 'import json, sys; print(json.load(sys.stdin)[sys.argv[1]])' "$1"
}

# catalog SERVER FILE: writes three lines to FILE: every product id, the ids with stock >= 100, and up to 40 words
# of product names (the search scenario's words).
catalog() {
    python3 - "$1" >"$2" <<'PY'
import json, sys, urllib.request
base, ids, stocked, names = sys.argv[1], [], [], set()
page = 1
while True:
    with urllib.request.urlopen(f"{base}/products?perPage=100&page={page}") as response:
        body = json.load(response)
    for product in body["items"]:
        ids.append(product["id"])
        if product["stock"] >= 100:
            stocked.append(product["id"])
        names.update(word.lower() for word in product["name"].split() if word.isalpha() and len(word) > 3)
    if page * body["perPage"] >= body["total"]:
        break
    page += 1
print(" ".join(map(str, ids)))
print(" ".join(map(str, stocked)))
print(" ".join(sorted(names)[:40]))
PY
}

# register_users SERVER COUNT FILE: registers and logs in COUNT new users (scrypt at the production cost, before any
# clock starts) and writes their bearer tokens to FILE, one a line.
register_users() {
    local server=$1 count=$2 file=$3 stamp
    stamp=$(date +%s)$RANDOM
    : >"$file"
    for i in $(seq -f "%04g" 1 "$count"); do
        local name="bench$stamp$i"
        curl -fsS -o /dev/null -H 'Content-Type: application/json' \
            -d "{\"username\":\"$name\",\"password\":\"bench-password-$i\"}" "$server/users"
        curl -fsS -H 'Content-Type: application/json' \
            -d "{\"username\":\"$name\",\"password\":\"bench-password-$i\"}" "$server/sessions" |
            json_field token >>"$file"
    done
}

# wrk_summary NAME LOG...: appends "NAME requests/s p99-ms non-2xx" for one or more wrk outputs run at the same time
# (their requests/s and non-2xx added up, the worst p99) to $results.
wrk_summary() {
    local name=$1
    shift
    awk -v name="$name" '
        function ms(value) {
            if (value ~ /us$/) return substr(value, 1, length(value) - 2) / 1000
            if (value ~ /ms$/) return substr(value, 1, length(value) - 2) + 0
            if (value ~ /s$/) return substr(value, 1, length(value) - 1) * 1000
            return value
        }
        /Requests\/sec:/ { rate += $2 }
        $1 == "99%" { if (ms($2) > p99) p99 = ms($2) }
        /Non-2xx or 3xx responses:/ { errors += $NF }
        END { printf "%s %.0f %.2f %d\n", name, rate, p99, errors }
    ' "$@" >>"$results"
}

# median_ratio A B ROUNDS: the median over rounds 1…ROUNDS of requests/s of "A-round" ÷ "B-round" in $results.
median_ratio() {
    awk -v a="$1" -v b="$2" -v rounds="$3" '
        { rate[$1] = $2 }
        END {
            n = 0
            for (round = 1; round <= rounds; round++) {
                if (rate[b "-" round] > 0) ratios[++n] = rate[a "-" round] / rate[b "-" round]
            }
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (ratios[j] < ratios[i]) { t = ratios[i]; ratios[i] = ratios[j]; ratios[j] = t }
            if (n > 0) printf "%.2f", (n % 2 ? ratios[(n + 1) / 2] : (ratios[n / 2] + ratios[n / 2 + 1]) / 2)
        }
    ' "$results"
}

# print_results: the results file as a Markdown table.
print_results() {
    awk '
        BEGIN {
            printf "| %-26s | %12s | %9s | %8s |\n", "scenario", "requests/s", "p99 (ms)", "non-2xx"
            printf "|%s|%s|%s|%s|\n", "----------------------------", "--------------", "-----------", "----------"
        }
        { printf "| %-26s | %12d | %9.2f | %8d |\n", $1, $2, $3, $4 }
    ' "$results"
}
