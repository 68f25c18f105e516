#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback for the API tests (CI, or a developer who wants both databases).
#   scripts/test-postgres.sh start   -> starts it and prints its TEST_DATABASE_URL
#   scripts/test-postgres.sh stop    -> stops it and removes its files
# PODIUM_PG_OPTIONS adds server settings (e.g. "-c shared_preload_libraries=pg_stat_statements" for a benchmark).
# There is no systemd here: we run initdb and pg_ctl ourselves, as the postgres user, on a port of our own.
set -euo pipefail
DIR=${PODIUM_PG_DIR:-/tmp/podium-test-pg}
PORT=${PODIUM_PG_PORT:-54329}
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$PGBIN" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }

case "${1:-}" in
  start)
    if [ -f "$DIR/data/postmaster.pid" ]; then as_postgres "$PGBIN/pg_ctl -D $DIR/data -m fast stop" >/dev/null 2>&1 || true; fi
    rm -rf "$DIR" && mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_postgres "$PGBIN/initdb -D $DIR/data -U postgres --auth=trust -E UTF8" >"$DIR/initdb.log" 2>&1
    as_postgres "$PGBIN/pg_ctl -D $DIR/data -l $DIR/server.log -w start -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${PODIUM_PG_OPTIONS:-}'" >/dev/null
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    if [ -d "$DIR/data" ]; then as_postgres "$PGBIN/pg_ctl -D $DIR/data -m fast stop" >/dev/null 2>&1 || true; fi
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
