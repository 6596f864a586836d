#!/usr/bin/env bash
# Starts the local test infrastructure on loopback, data under ${MINDPRINT_INFRA_DIR:-<repo>/.data/infra}:
#   PostgreSQL 127.0.0.1:${PGPORT:-54329}  role mindprint/mindprint, databases mindprint_<service> + mindprint_test
#   Redis      127.0.0.1:${REDIS_PORT:-63799}  no persistence
#   Kafka 3.9  127.0.0.1:${KAFKA_PORT:-19092}  KRaft, single node (controller on KAFKA_PORT+1)
# Waits until all three answer, writes $MINDPRINT_INFRA_DIR/env.sh and prints the same export lines on
# stdout (all other output goes to stderr), so either of these works:
#   scripts/infra/start.sh && source .data/infra/env.sh
#   eval "$(scripts/infra/start.sh)"
# Idempotent: a service already answering on its port is reused. Runs install.sh first if something
# is missing. Stop with scripts/infra/stop.sh.
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

started=$SECONDS

if [ -z "$(pg_bindir)" ] || [ -z "$(redis_bin)" ] || [ -z "$(redis_cli_bin)" ] || ! kafka_libs_ok || [ -z "$(java_bin)" ]; then
  log "something is missing, running install.sh first"
  "$INFRA_SCRIPT_DIR/install.sh" >&2
fi

mkdir -p "$INFRA_DIR"
# One start/stop at a time per infra dir.
exec 9>"$INFRA_DIR/.lock"
flock -w 300 9 || die "another start.sh/stop.sh holds $INFRA_DIR/.lock"

# ====================================================================== PostgreSQL
pg_sql_super() { # runs SQL from stdin as the superuser
  PGPASSWORD="$PG_SUPERPASS" PGCONNECT_TIMEOUT=5 "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 \
    -h 127.0.0.1 -p "$PG_PORT" -U "$PG_SUPERUSER" -d postgres "$@"
}

start_postgres() {
  local t0=$SECONDS root data logf ver
  root="$(pg_root)"
  data="$root/data"
  logf="$root/postgres.log"
  PG_BIN="$(pg_bindir)"
  # An existing cluster must be run by the server version that created it.
  if [ -f "$data/PG_VERSION" ]; then
    ver="$(cat "$data/PG_VERSION")"
    if [ -x "/usr/lib/postgresql/$ver/bin/postgres" ]; then PG_BIN="/usr/lib/postgresql/$ver/bin"
    else die "$data was created by PostgreSQL $ver, which is not installed (remove it with scripts/infra/stop.sh --wipe)"; fi
  fi
  [ -n "$PG_BIN" ] || die "no PostgreSQL server found under /usr/lib/postgresql/*/bin (run scripts/infra/install.sh)"

  if port_open "$PG_PORT"; then
    if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -t 5; then
      log "postgres: already running on 127.0.0.1:$PG_PORT, reusing it"
    else
      die "port $PG_PORT is in use but does not answer as PostgreSQL (set PGPORT to another port)"
    fi
  else
    if [ "$(id -u)" = 0 ]; then
      id postgres >/dev/null 2>&1 || die "OS user 'postgres' missing (is the postgresql package installed?)"
    fi
    if [ "$root" != "$INFRA_DIR/postgres" ] && [ ! -e "$INFRA_DIR/postgres" ]; then
      log "postgres: user 'postgres' cannot reach $INFRA_DIR, keeping the cluster in $root"
      ln -sfn "$root" "$INFRA_DIR/postgres"
    fi
    mkdir -p "$root"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$root"; fi
    chmod 700 "$root"
    if [ ! -f "$data/PG_VERSION" ]; then
      log "postgres: initdb in $data"
      local pw="$root/.superuser-password"
      printf '%s\n' "$PG_SUPERPASS" >"$pw"
      if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$pw"; fi
      as_pg_user "$PG_BIN/initdb" -D "$data" -U "$PG_SUPERUSER" --pwfile="$pw" \
        --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$root/initdb.log" 2>&1 \
        || { show_tail "$root/initdb.log"; die "initdb failed"; }
      rm -f "$pw"
      echo "include_if_exists = 'mindprint.conf'" | as_pg_user tee -a "$data/postgresql.conf" >/dev/null
    fi
    # Rewritten on every start so that PGPORT can change between runs.
    as_pg_user tee "$data/mindprint.conf" >/dev/null <<EOF
# written by scripts/infra/start.sh on every start
listen_addresses = '127.0.0.1'
port = $PG_PORT
unix_socket_directories = ''
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
    # A postmaster.pid left by a crash whose pid now belongs to another program blocks the start.
    local oldpid
    oldpid="$(head -n1 "$data/postmaster.pid" 2>/dev/null | tr -dc 0-9 || true)"
    if [ -n "$oldpid" ] && [ -d "/proc/$oldpid" ] && ! grep -qs postgres "/proc/$oldpid/cmdline" \
       && ! grep -qs '^State:.*Z' "/proc/$oldpid/status"; then
      log "postgres: removing stale postmaster.pid (pid $oldpid is not PostgreSQL)"
      rm -f "$data/postmaster.pid"
    fi
    log "postgres: starting on 127.0.0.1:$PG_PORT (log: $logf)"
    local attempt
    for attempt in 1 2 3 4 5 6; do
      if as_pg_user "$PG_BIN/pg_ctl" -D "$data" -l "$logf" -w -t 60 start >/dev/null 2>&1 9>&-; then break; fi
      # right after a crash the old postmaster may not be reaped yet: its lock file still looks live
      if [ $attempt -lt 6 ] && tail -n 5 "$logf" 2>/dev/null | grep -q 'lock file "postmaster.pid" already exists'; then
        log "postgres: previous server still shutting down, retrying"
        sleep 2
        continue
      fi
      show_tail "$logf"
      die "PostgreSQL did not start"
    done
  fi

  local deadline=$((SECONDS + 60))
  until "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" -t 2; do
    [ $SECONDS -lt $deadline ] || { show_tail "$logf"; die "PostgreSQL on port $PG_PORT not ready after 60 s"; }
    sleep 0.5
  done

  local dblist
  dblist="$(printf "'%s'," "${PG_DATABASES[@]}")"; dblist="${dblist%,}"
  if pg_sql_super -c 'select 1' >/dev/null 2>&1; then
    pg_sql_super >/dev/null <<SQL
DO \$\$BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$PG_APP_USER') THEN
    CREATE ROLE $PG_APP_USER LOGIN CREATEDB PASSWORD '$PG_APP_PASS';
  ELSE
    ALTER ROLE $PG_APP_USER LOGIN CREATEDB PASSWORD '$PG_APP_PASS';
  END IF;
END\$\$;
SELECT format('CREATE DATABASE %I OWNER $PG_APP_USER', d)
  FROM unnest(ARRAY[$dblist]) AS d
 WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = d) \gexec
SQL
  else
    log "postgres: cannot log in as superuser '$PG_SUPERUSER' (not our cluster?); checking the app databases only"
  fi
  local db
  for db in "${PG_DATABASES[@]}"; do
    PGPASSWORD="$PG_APP_PASS" PGCONNECT_TIMEOUT=5 "$PG_BIN/psql" -X -qAt -h 127.0.0.1 -p "$PG_PORT" \
      -U "$PG_APP_USER" -d "$db" -c 'select 1' >/dev/null 2>&1 \
      || die "cannot connect as $PG_APP_USER to database $db on 127.0.0.1:$PG_PORT"
  done
  log "postgres: ready in $((SECONDS - t0)) s (databases: ${PG_DATABASES[*]})"
}

# ====================================================================== Redis
redis_ping() { [ "$(timeout 5 "$(redis_cli_bin)" -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]; }

start_redis() {
  local t0=$SECONDS rdir="$INFRA_DIR/redis"
  mkdir -p "$rdir"
  if port_open "$REDIS_PORT"; then
    redis_ping || die "port $REDIS_PORT is in use but does not answer as Redis (set REDIS_PORT to another port)"
    log "redis: already running on 127.0.0.1:$REDIS_PORT, reusing it"
    return
  fi
  cat >"$rdir/redis.conf" <<EOF
# written by scripts/infra/start.sh on every start
bind 127.0.0.1
port $REDIS_PORT
protected-mode yes
daemonize yes
pidfile "$rdir/redis.pid"
logfile "$rdir/redis.log"
dir "$rdir"
save ""
appendonly no
EOF
  log "redis: starting on 127.0.0.1:$REDIS_PORT (log: $rdir/redis.log)"
  "$(redis_bin)" "$rdir/redis.conf" 9>&- || { show_tail "$rdir/redis.log"; die "redis-server did not start"; }
  local deadline=$((SECONDS + 30))
  until redis_ping; do
    [ $SECONDS -lt $deadline ] || { show_tail "$rdir/redis.log"; die "Redis on port $REDIS_PORT not ready after 30 s"; }
    sleep 0.2
  done
  log "redis: ready in $((SECONDS - t0)) s"
}

# ====================================================================== Kafka
KDIR="$INFRA_DIR/kafka"
JAVA="$(java_bin)"

kafka_java() { # runs a Kafka tool class quietly (warnings to stderr)
  "$JAVA" -Xmx256m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$KDIR/tools-log4j.properties" -cp "$KAFKA_LIBS/*" "$@"
}

# The broker answers a metadata request (listing topics) within 20 s.
kafka_answers() {
  timeout 25 "$JAVA" -Xmx128m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$KDIR/tools-log4j.properties" -cp "$KAFKA_LIBS/*" \
    org.apache.kafka.tools.TopicCommand --bootstrap-server "127.0.0.1:$KAFKA_PORT" \
    --command-config "$KDIR/client.properties" --list >/dev/null 2>>"$KDIR/readiness.log"
}

write_kafka_config() {
  cat >"$KDIR/server.properties" <<EOF
# written by scripts/infra/start.sh on every start; single-node KRaft (broker + controller)
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KDIR/data
num.partitions=3
default.replication.factor=1
min.insync.replicas=1
auto.create.topics.enable=true
delete.topic.enable=true
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
log.retention.hours=24
log.segment.bytes=67108864
num.network.threads=2
num.io.threads=4
EOF
  cat >"$KDIR/log4j.properties" <<EOF
# broker logging (reload4j / log4j 1.2 syntax), written by scripts/infra/start.sh
log4j.rootLogger=INFO, file
log4j.appender.file=org.apache.log4j.RollingFileAppender
log4j.appender.file.File=$KDIR/kafka.log
log4j.appender.file.MaxFileSize=20MB
log4j.appender.file.MaxBackupIndex=2
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.request.logger=WARN
log4j.logger.state.change.logger=WARN
log4j.logger.org.apache.kafka.clients=WARN
EOF
  cat >"$KDIR/tools-log4j.properties" <<EOF
log4j.rootLogger=WARN, stderr
log4j.appender.stderr=org.apache.log4j.ConsoleAppender
log4j.appender.stderr.Target=System.err
log4j.appender.stderr.layout=org.apache.log4j.PatternLayout
log4j.appender.stderr.layout.ConversionPattern=[%d] %p %m (%c)%n
EOF
  cat >"$KDIR/client.properties" <<EOF
request.timeout.ms=5000
default.api.timeout.ms=15000
EOF
}

kafka_fail() {
  show_tail "$KDIR/kafka.log" 40
  show_tail "$KDIR/kafka.out" 20
  die "$1"
}

KAFKA_PIDF="$KDIR/kafka.pid"
KAFKA_PAT="kafka.Kafka $KDIR/server.properties"
KAFKA_T0=$SECONDS
KAFKA_REUSED=0

launch_kafka() {
  local pidf="$KAFKA_PIDF" pat="$KAFKA_PAT"
  KAFKA_T0=$SECONDS
  mkdir -p "$KDIR/data"
  [ -n "$JAVA" ] || die "java not found"
  kafka_libs_ok || die "Kafka jars missing in $KAFKA_LIBS (run scripts/infra/install.sh)"

  if pid_alive "$pidf" "$pat"; then
    log "kafka: our broker (pid $(cat "$pidf")) is already running, waiting for it to answer"
  elif port_open "$KAFKA_PORT"; then
    [ -f "$KDIR/client.properties" ] || write_kafka_config
    kafka_answers || die "port $KAFKA_PORT is in use but does not answer as Kafka (set KAFKA_PORT to another port)"
    log "kafka: already running on 127.0.0.1:$KAFKA_PORT, reusing it"
    KAFKA_REUSED=1
  else
    port_open "$KAFKA_CONTROLLER_PORT" && die "Kafka controller port $KAFKA_CONTROLLER_PORT is in use (set KAFKA_CONTROLLER_PORT)"
    write_kafka_config
    if [ ! -f "$KDIR/data/meta.properties" ]; then
      [ -s "$KDIR/cluster.id" ] || kafka_java kafka.tools.StorageTool random-uuid | tail -n1 >"$KDIR/cluster.id"
      log "kafka: formatting storage (cluster id $(cat "$KDIR/cluster.id"))"
      kafka_java kafka.tools.StorageTool format --ignore-formatted -t "$(cat "$KDIR/cluster.id")" \
        -c "$KDIR/server.properties" >>"$KDIR/kafka.out" 2>&1 || kafka_fail "kafka storage format failed"
    fi
    log "kafka: starting on 127.0.0.1:$KAFKA_PORT (controller :$KAFKA_CONTROLLER_PORT, log: $KDIR/kafka.log)"
    # shellcheck disable=SC2086 # KAFKA_HEAP_OPTS holds several JVM flags
    setsid nohup "$JAVA" $KAFKA_HEAP_OPTS -server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
      -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent -Djava.awt.headless=true \
      -Dkafka.logs.dir="$KDIR" -Dlog4j.configuration="file:$KDIR/log4j.properties" \
      -cp "$KAFKA_LIBS/*" kafka.Kafka "$KDIR/server.properties" \
      >>"$KDIR/kafka.out" 2>&1 </dev/null 9>&- &
    echo $! >"$pidf"
  fi
}

wait_kafka() {
  local pidf="$KAFKA_PIDF" pat="$KAFKA_PAT"
  [ "$KAFKA_REUSED" = 0 ] || return 0
  local deadline=$((SECONDS + ${KAFKA_START_TIMEOUT:-90}))
  : >"$KDIR/readiness.log"
  while :; do
    pid_alive "$pidf" "$pat" || kafka_fail "the Kafka broker exited during start-up"
    if port_open "$KAFKA_PORT" && kafka_answers; then break; fi
    [ $SECONDS -lt $deadline ] || kafka_fail "Kafka on port $KAFKA_PORT not ready after ${KAFKA_START_TIMEOUT:-90} s"
    sleep 1
  done
  log "kafka: ready in $((SECONDS - KAFKA_T0)) s (pid $(cat "$pidf"))"
}

# ====================================================================== go
# Kafka takes longest: launch it first, bring up Postgres and Redis meanwhile, then wait for it.
launch_kafka
start_postgres
start_redis
wait_kafka

envfile="$INFRA_DIR/env.sh"
{
  echo "# written by scripts/infra/start.sh; source it: . $envfile"
  for svc in "${PG_SERVICES[@]}"; do
    printf "export %s_DATABASE_URL='postgres://%s:%s@127.0.0.1:%s/mindprint_%s'\n" \
      "$(echo "$svc" | tr '[:lower:]' '[:upper:]')" "$PG_APP_USER" "$PG_APP_PASS" "$PG_PORT" "$svc"
  done
  printf "export TEST_DATABASE_URL='postgres://%s:%s@127.0.0.1:%s/mindprint_test'\n" "$PG_APP_USER" "$PG_APP_PASS" "$PG_PORT"
  printf "export REDIS_URL='redis://127.0.0.1:%s'\n" "$REDIS_PORT"
  printf "export KAFKA_BROKERS='127.0.0.1:%s'\n" "$KAFKA_PORT"
  # Topics and consumer groups of what runs on this infrastructure; another deployment on the broker picks its own.
  printf "export KAFKA_NAMESPACE='%s'\n" "${KAFKA_NAMESPACE:-local}"
} >"$envfile.tmp"
mv "$envfile.tmp" "$envfile"

log "all up in $((SECONDS - started)) s; environment written to $envfile:"
grep '^export' "$envfile"
