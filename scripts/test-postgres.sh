#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on 127.0.0.1 for the test suite and prints its DATABASE_URL.
# Installs PostgreSQL from Debian packages when it is missing. initdb refuses to run as root, so the
# cluster belongs to the `postgres` user. Usage: eval "$(scripts/test-postgres.sh start)"; scripts/test-postgres.sh stop
set -euo pipefail

PORT="${DOCPROC_TEST_PG_PORT:-54329}"
DIR="${DOCPROC_TEST_PG_DIR:-/tmp/docproc-test-pg}"

pg_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$bin" ] && echo "$bin"
}

install_postgres() {
  if [ -z "$(pg_bin)" ]; then
    echo "installing PostgreSQL from Debian packages" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
  fi
}

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    install_postgres
    BIN=$(pg_bin)
    id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
    if [ -f "$DIR/postmaster.pid" ]; then as_postgres "$BIN/pg_ctl" -D "$DIR" -m immediate stop >&2 || true; fi
    rm -rf "$DIR"
    mkdir -p "$DIR"
    chown postgres "$DIR" 2>/dev/null || true
    as_postgres "$BIN/initdb" -D "$DIR" -U postgres -A trust --no-sync >&2
    as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >&2
    echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    BIN=$(pg_bin)
    as_postgres "$BIN/pg_ctl" -D "$DIR" -m fast stop >&2 || true
    ;;
  pause)  # stop the server but keep the data (outage tests)
    as_postgres "$(pg_bin)/pg_ctl" -D "$DIR" -m fast stop >&2
    ;;
  resume)
    BIN=$(pg_bin)
    as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >&2
    ;;
  *)
    echo "usage: $0 start|stop|pause|resume" >&2
    exit 2
    ;;
esac
