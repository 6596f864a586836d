# shellcheck shell=bash disable=SC2034  # variables here are used by the scripts that source this file
# Shared settings and helpers for scripts/infra/{install,start,stop}.sh. Sourced, not run.
# Everything here can be overridden from the environment:
#   MINDPRINT_INFRA_DIR  data, logs, pid files and env.sh   (default <repo>/.data/infra)
#   MINDPRINT_CACHE      downloaded Kafka jars              (default ~/.cache/mindprint)
#   PGPORT REDIS_PORT KAFKA_PORT KAFKA_CONTROLLER_PORT      (54329 63799 19092 KAFKA_PORT+1)
#   KAFKA_VERSION        Kafka release from Maven Central   (default 3.9.2)
#   KAFKA_HEAP_OPTS      broker heap                        (default -Xmx512m -Xms128m)

INFRA_SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$INFRA_SCRIPT_DIR/../.." && pwd)"

INFRA_DIR="${MINDPRINT_INFRA_DIR:-$REPO_ROOT/.data/infra}"
case "$INFRA_DIR" in /*) ;; *) INFRA_DIR="$PWD/$INFRA_DIR" ;; esac
CACHE_DIR="${MINDPRINT_CACHE:-${HOME:-/root}/.cache/mindprint}"
case "$CACHE_DIR" in /*) ;; *) CACHE_DIR="$PWD/$CACHE_DIR" ;; esac

PG_PORT="${PGPORT:-54329}"
REDIS_PORT="${REDIS_PORT:-63799}"
KAFKA_PORT="${KAFKA_PORT:-19092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-$((KAFKA_PORT + 1))}"
KAFKA_VERSION="${KAFKA_VERSION:-3.9.2}"
KAFKA_HOME="$CACHE_DIR/kafka-3.9"
KAFKA_LIBS="$KAFKA_HOME/libs"
KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:-${KAFKA_HEAP:--Xmx512m -Xms128m}}"

PG_SUPERUSER=postgres
PG_SUPERPASS=postgres
PG_APP_USER=mindprint
PG_APP_PASS=mindprint
PG_SERVICES=(exam order payment subscription user content notification)
PG_DATABASES=(mindprint_exam mindprint_order mindprint_payment mindprint_subscription mindprint_user mindprint_content mindprint_notification mindprint_test)

log() { printf '[infra] %s\n' "$*" >&2; }
die() { printf '[infra] ERROR: %s\n' "$*" >&2; exit 1; }

java_bin() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then echo "$JAVA_HOME/bin/java"; else command -v java || true; fi
}

# Newest /usr/lib/postgresql/<ver>/bin that has a server binary (empty if none).
pg_bindir() {
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | while read -r b; do [ -x "$b/postgres" ] && echo "$b"; done | tail -n1)"
  echo "$d"
}

redis_bin() { command -v redis-server || { [ -x /usr/bin/redis-server ] && echo /usr/bin/redis-server; } || true; }
redis_cli_bin() { command -v redis-cli || { [ -x /usr/bin/redis-cli ] && echo /usr/bin/redis-cli; } || true; }

kafka_libs_ok() { [ -f "$KAFKA_LIBS/.complete" ] && [ "$(cat "$KAFKA_LIBS/.complete")" = "$KAFKA_VERSION" ]; }

# True when something accepts TCP connections on 127.0.0.1:$1.
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# pid_alive PIDFILE PATTERN: the pid in PIDFILE is running and its command line contains PATTERN.
pid_alive() {
  local f="$1" pat="$2" pid
  [ -f "$f" ] || return 1
  pid="$(tr -dc 0-9 <"$f")"
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$pat"
}

# Root cannot run the PostgreSQL server: run it (and initdb/pg_ctl) as the `postgres` OS user.
as_pg_user() {
  if [ "$(id -u)" = 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

# Where the cluster lives. Normally $INFRA_DIR/postgres; when running as root and the `postgres`
# user cannot reach $INFRA_DIR (e.g. a clone under /root, mode 700), a directory under /var/tmp
# keyed by $INFRA_DIR is used instead and $INFRA_DIR/postgres points to it.
pg_root() {
  if [ -L "$INFRA_DIR/postgres" ]; then readlink "$INFRA_DIR/postgres"; return; fi
  if [ "$(id -u)" = 0 ] && id postgres >/dev/null 2>&1 && [ -d "$INFRA_DIR" ] \
     && ! runuser -u postgres -- test -x "$INFRA_DIR" 2>/dev/null; then
    echo "/var/tmp/mindprint-pg-$(printf '%s' "$INFRA_DIR" | md5sum | cut -c1-12)"
    return
  fi
  echo "$INFRA_DIR/postgres"
}

# Prints the tail of a log file to stderr, for error messages.
show_tail() {
  local f="$1" n="${2:-40}"
  if [ -f "$f" ]; then
    printf -- '----- last %s lines of %s -----\n' "$n" "$f" >&2
    tail -n "$n" "$f" >&2 || true
    printf -- '-----\n' >&2
  fi
}
