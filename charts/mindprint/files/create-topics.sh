#!/bin/sh
# Creates each domain's event topic and its dead-letter topic, <domain>.events.v1 and
# <domain>.events.v1.dlt, and leaves existing ones alone (partitions are never changed here:
# events are keyed by aggregate id, so adding partitions reorders a key's events; see
# deploy/RUNBOOK.md). Used by the chart's kafka-topics hook Job and by docker-compose.yml.
#
# Environment:
#   KAFKA_BOOTSTRAP_SERVERS          host:port[,host:port]                            (required)
#   KAFKA_NAMESPACE                  the deployment's topic prefix (prod-eu → prod-eu.order.events.v1), optional
#   KAFKA_TOPIC_DOMAINS              "exam order payment subscription user content notification"
#   KAFKA_TOPIC_PARTITIONS           event topics' partitions                        (default 3)
#   KAFKA_DLT_PARTITIONS             dead-letter topics' partitions                  (default 1)
#   KAFKA_TOPIC_REPLICATION_FACTOR   both                                            (default 1)
#   KAFKA_TOPIC_CONFIGS              space-separated key=value for event topics      (e.g. retention.ms=604800000)
#   KAFKA_DLT_TOPIC_CONFIGS          space-separated key=value for dead-letter topics
#   KAFKA_COMMAND_CONFIG             client properties file (TLS/SASL), optional
#   KAFKA_WAIT_SECONDS               how long to wait for the brokers                (default 180)
#   KAFKA_TOPICS_CMD                 kafka-topics.sh to run     (default /opt/kafka/bin/kafka-topics.sh)
set -eu

: "${KAFKA_BOOTSTRAP_SERVERS:?set KAFKA_BOOTSTRAP_SERVERS}"
domains=${KAFKA_TOPIC_DOMAINS:-exam order payment subscription user content notification}
partitions=${KAFKA_TOPIC_PARTITIONS:-3}
dlt_partitions=${KAFKA_DLT_PARTITIONS:-1}
replication=${KAFKA_TOPIC_REPLICATION_FACTOR:-1}
wait_seconds=${KAFKA_WAIT_SECONDS:-180}
kafka_topics=${KAFKA_TOPICS_CMD:-/opt/kafka/bin/kafka-topics.sh}

topics() {
  if [ -n "${KAFKA_COMMAND_CONFIG:-}" ]; then
    "$kafka_topics" --bootstrap-server "$KAFKA_BOOTSTRAP_SERVERS" --command-config "$KAFKA_COMMAND_CONFIG" "$@"
  else
    "$kafka_topics" --bootstrap-server "$KAFKA_BOOTSTRAP_SERVERS" "$@"
  fi
}

waited=0
until existing=$(topics --list 2>/dev/null); do
  if [ "$waited" -ge "$wait_seconds" ]; then
    echo "Kafka at $KAFKA_BOOTSTRAP_SERVERS did not answer within ${wait_seconds}s" >&2
    topics --list >&2 || true
    exit 1
  fi
  sleep 3
  waited=$((waited + 3))
done

create() { # topic partitions "k=v k=v"
  topic=$1 count=$2 configs=$3
  if printf '%s\n' "$existing" | grep -qx "$topic"; then
    echo "exists:  $topic"
    return 0
  fi
  set -- --create --if-not-exists --topic "$topic" --partitions "$count" --replication-factor "$replication"
  for config in $configs; do set -- "$@" --config "$config"; done
  topics "$@" >/dev/null
  echo "created: $topic (partitions $count, replication $replication)"
}

prefix=${KAFKA_NAMESPACE:+$KAFKA_NAMESPACE.}
for domain in $domains; do
  create "$prefix$domain.events.v1" "$partitions" "${KAFKA_TOPIC_CONFIGS:-}"
  create "$prefix$domain.events.v1.dlt" "$dlt_partitions" "${KAFKA_DLT_TOPIC_CONFIGS:-}"
done
echo "topics ready for: $domains"
