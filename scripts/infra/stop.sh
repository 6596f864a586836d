#!/usr/bin/env bash
# Stops the Kafka broker, Redis and PostgreSQL started by scripts/infra/start.sh (only the processes
# it started for this ${MINDPRINT_INFRA_DIR:-<repo>/.data/infra}; reused foreign instances are left alone).
# Usage: scripts/infra/stop.sh           stop, keep the data (start.sh brings it back)
#        scripts/infra/stop.sh --wipe    stop and delete all data, logs and env.sh
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

wipe=0
case "${1:-}" in
  --wipe) wipe=1 ;;
  "") ;;
  -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
  *) die "unknown argument: $1 (use --wipe or nothing)" ;;
esac

if [ ! -d "$INFRA_DIR" ]; then
  log "nothing to stop: $INFRA_DIR does not exist"
  exit 0
fi
exec 9>"$INFRA_DIR/.lock"
flock -w 300 9 || die "another start.sh/stop.sh holds $INFRA_DIR/.lock"

# stop_pid NAME PIDFILE PATTERN TIMEOUT: SIGTERM, wait, then SIGKILL.
stop_pid() {
  local name="$1" pidf="$2" pat="$3" timeout="$4" pid i
  if ! pid_alive "$pidf" "$pat"; then
    log "$name: not running"
    rm -f "$pidf"
    return 0
  fi
  pid="$(tr -dc 0-9 <"$pidf")"
  log "$name: stopping pid $pid"
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < timeout * 5; i++)); do
    pid_alive "$pidf" "$pat" || break
    sleep 0.2
  done
  if pid_alive "$pidf" "$pat"; then
    log "$name: still running after ${timeout} s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    sleep 0.5
  fi
  rm -f "$pidf"
  log "$name: stopped"
}

stop_pid kafka "$INFRA_DIR/kafka/kafka.pid" "kafka.Kafka $INFRA_DIR/kafka/server.properties" 60
stop_pid redis "$INFRA_DIR/redis/redis.pid" "redis-server" 20

pgroot="$(pg_root)"
pgdata="$pgroot/data"
if [ -f "$pgdata/postmaster.pid" ]; then
  ver="$(cat "$pgdata/PG_VERSION" 2>/dev/null || true)"
  pgbin="/usr/lib/postgresql/$ver/bin"
  [ -x "$pgbin/pg_ctl" ] || pgbin="$(pg_bindir)"
  if as_pg_user "$pgbin/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
    log "postgres: stopping"
    as_pg_user "$pgbin/pg_ctl" -D "$pgdata" -m fast -w -t 60 stop >/dev/null 9>&- \
      || as_pg_user "$pgbin/pg_ctl" -D "$pgdata" -m immediate -w -t 30 stop >/dev/null 9>&-
    log "postgres: stopped"
  else
    log "postgres: not running"
  fi
else
  log "postgres: not running"
fi

if [ "$wipe" = 1 ]; then
  log "wiping $INFRA_DIR"
  if [ "$pgroot" != "$INFRA_DIR/postgres" ]; then rm -rf "$pgroot"; fi
  find "$INFRA_DIR" -mindepth 1 -maxdepth 1 ! -name .lock -exec rm -rf {} +
fi
