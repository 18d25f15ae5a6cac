#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server.
#
#   bash scripts/with-postgres.sh CMD [ARGS...]
#
# Starts a fresh cluster from the machine's PostgreSQL 15 binaries on a free port on 127.0.0.1 (socket
# and data in a temp dir), exports DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres and
# TEST_DATABASE=postgres, runs CMD, then always stops the server and removes the temp dir. Exits with
# CMD's status. PostgreSQL refuses to run as root, so as root the server runs as `nobody` (runuser).
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 CMD [ARGS...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
for tool in initdb pg_ctl postgres; do
  if [[ ! -x "$PG_BIN/$tool" ]]; then
    echo "with-postgres: $PG_BIN/$tool is missing." >&2
    echo "  Install the PostgreSQL 15 server binaries (Debian: apt-get install -y postgresql-15)," >&2
    echo "  or point PG_BIN at a directory that holds initdb, pg_ctl and postgres." >&2
    exit 127
  fi
done

# As root, run the server as an unprivileged user; otherwise as ourselves.
PG_USER=""
if [[ $(id -u) -eq 0 ]]; then
  PG_USER="${PG_RUN_AS:-nobody}"
  if ! command -v runuser >/dev/null 2>&1; then
    echo "with-postgres: running as root but runuser is missing (PostgreSQL refuses to run as root)." >&2
    exit 127
  fi
fi
as_pg() {
  if [[ -n "$PG_USER" ]]; then
    runuser -u "$PG_USER" -- "$@"
  else
    "$@"
  fi
}

free_port() {
  if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
  else
    node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
  fi
}

TMP_ROOT="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
PGDATA_DIR="$TMP_ROOT/data"
SOCKET_DIR="$TMP_ROOT/socket"
LOG_FILE="$TMP_ROOT/postgres.log"
mkdir -p "$PGDATA_DIR" "$SOCKET_DIR"
touch "$LOG_FILE"
chmod 700 "$PGDATA_DIR"
if [[ -n "$PG_USER" ]]; then
  chown -R "$PG_USER" "$TMP_ROOT"
fi

STARTED=0
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [[ $STARTED -eq 1 ]]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -m immediate -w -t 10 stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP_ROOT"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if ! as_pg "$PG_BIN/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
  >"$TMP_ROOT/initdb.log" 2>&1; then
  echo "with-postgres: initdb failed:" >&2
  cat "$TMP_ROOT/initdb.log" >&2
  exit 1
fi

# A port picked free can be taken before the server binds it: try a few.
PORT=""
for _attempt in 1 2 3 4 5; do
  candidate="$(free_port)"
  if as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -l "$LOG_FILE" -w -t 60 \
    -o "-p $candidate -k $SOCKET_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=128MB" \
    start >/dev/null; then
    PORT="$candidate"
    STARTED=1
    break
  fi
  # pg_ctl may have left a half-started server: make sure it is gone before the next try.
  as_pg "$PG_BIN/pg_ctl" -D "$PGDATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
done
if [[ -z "$PORT" ]]; then
  echo "with-postgres: the PostgreSQL server did not start; its log:" >&2
  cat "$LOG_FILE" >&2
  exit 1
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export TEST_DATABASE=postgres
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $PGDATA_DIR)"

set +e
"$@"
status=$?
set -e
exit "$status"
