#!/usr/bin/env bash
# proves the README's commands on a fresh clone: npm install && npm start answer /api/health and the app page,
# the server stops on SIGTERM, then npm test passes. Only committed files are seen (the clone is of HEAD).
# usage: scripts/fresh-clone-check.sh [repository]   (KEEP=1 keeps the clone for a look afterwards)
set -euo pipefail

repo=${1:-$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)}
work=$(mktemp -d "${TMPDIR:-/tmp}/fresh-clone-XXXXXX")
app="$work/app"
log="$work/start.log"
npm_pid=""
server_pid=""
declare -a tree=()
declare -a report=()

say() { printf '%s\n' "fresh-clone: $*" >&2; }
now() { date +%s.%N; }
took() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

# every process below the given one (npm start runs sh, which runs node)
descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do
    echo "$child"
    descendants "$child"
  done
}

stop_started() {
  # only what this script started, by id: npm start and every process below it (also those seen earlier,
  # in case their parent is gone), SIGTERM first and SIGKILL for what is still there after 15 s
  local pids=() pid
  [ -n "$npm_pid" ] && pids+=("$npm_pid" $(descendants "$npm_pid"))
  pids+=("${tree[@]}")
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 150); do
    local alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" -eq 0 ] && return 0
    sleep 0.1
  done
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
}

finish() {
  local code=$?
  stop_started
  echo
  echo "fresh-clone check of $repo at $(git -C "$repo" rev-parse --short HEAD)"
  for line in "${report[@]}"; do echo "  $line"; done
  if [ "$code" -eq 0 ]; then echo "PASSED"; else echo "FAILED (exit $code)"; fi
  if [ "${KEEP:-}" = 1 ]; then echo "clone kept in $app"; else rm -rf "$work"; fi
  exit "$code"
}
trap finish EXIT
trap 'exit 130' INT TERM

fail() {
  say "$1"
  report+=("FAILED: $1")
  exit 1
}

step_start=$(now)
say "cloning $repo"
git clone --quiet "$repo" "$app" || fail "git clone"
report+=("git clone: $(took "$step_start")")
cd "$app"

step_start=$(now)
say "npm install"
npm install --no-audit --no-fund || fail "npm install"
report+=("npm install: $(took "$step_start")")

port=$(free_port)
step_start=$(now)
say "npm start on port $port (log: $log)"
PORT=$port DATA_DIR="$app/.data" npm start >"$log" 2>&1 &
npm_pid=$!

# the build comes first, so allow it ten minutes; stop at once if npm gives up
health=""
for _ in $(seq 1 1200); do
  if ! kill -0 "$npm_pid" 2>/dev/null; then
    tail -n 40 "$log" >&2
    fail "npm start exited before /api/health answered"
  fi
  if health=$(curl -fsS --max-time 2 "http://127.0.0.1:$port/api/health" 2>/dev/null); then break; fi
  health=""
  sleep 0.5
done
[ -n "$health" ] || { tail -n 40 "$log" >&2; fail "/api/health did not answer within 10 minutes"; }
report+=("npm start to /api/health 200: $(took "$step_start") ($health)")

page=$(curl -fsS --max-time 5 "http://127.0.0.1:$port/") || fail "GET / did not answer 200"
grep -q '<div id="root"></div>' <<<"$page" || fail "GET / is not the app page (no <div id=\"root\">)"
# sed reads to the end (head would close the pipe early, and pipefail would count that as a failure)
script=$(grep -o 'src="/assets/[^"]*\.js"' <<<"$page" | sed -n '1s/^src="\(.*\)"$/\1/p')
[ -n "$script" ] || fail "the app page loads no script from /assets/"
curl -fsS --max-time 5 -o /dev/null "http://127.0.0.1:$port$script" || fail "the app's script $script did not load"
report+=("GET / is the app page; $script loads")

# the node process itself, not the sh -c that npm runs it with (whose arguments name the server too)
tree=($(descendants "$npm_pid"))
for pid in "${tree[@]}"; do
  if [ "$(ps -o comm= -p "$pid" 2>/dev/null)" = node ] && [[ "$(ps -o args= -p "$pid" 2>/dev/null)" == *dist/server/api/server.js* ]]; then
    server_pid=$pid
    break
  fi
done
[ -n "$server_pid" ] || fail "no node process running dist/server/api/server.js under npm start"
step_start=$(now)
kill -TERM "$server_pid"
for _ in $(seq 1 300); do
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.1
done
kill -0 "$server_pid" 2>/dev/null && fail "the server (pid $server_pid) did not exit within 30 s of SIGTERM"
start_code=0
wait "$npm_pid" || start_code=$?
npm_pid=""
# a process still there from the tree would be a leak: report it, then the exit trap stops it
# (a zombie, state Z, has ended and waits for its parent to collect it: not a leak)
for pid in "${tree[@]}"; do
  state=$(ps -o stat= -p "$pid" 2>/dev/null || true)
  [ -n "$state" ] && [[ "$state" != Z* ]] && fail "process $pid ($(ps -o args= -p "$pid")) was still running after npm start ended"
done
tree=()
[ "$start_code" -eq 0 ] || { tail -n 20 "$log" >&2; fail "npm start ended with exit code $start_code after SIGTERM"; }
report+=("SIGTERM to the server: exited 0 in $(took "$step_start"); it said: $(grep -E '^stopped' "$log" | tail -n 1)")

step_start=$(now)
say "npm test"
# its own free port for the browser suite, so a suite running elsewhere on this machine does not collide
E2E_PORT=$(free_port) npm test || fail "npm test (after $(took "$step_start"))"
report+=("npm test: $(took "$step_start")")
