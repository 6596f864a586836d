#!/usr/bin/env bash
# Runs a Kafka 3.9 command-line class with the jars installed by scripts/infra/install.sh, e.g.
#   scripts/infra/kafka-tool.sh topics --list
#   echo hi | scripts/infra/kafka-tool.sh produce --topic t
#   scripts/infra/kafka-tool.sh consume --topic t --from-beginning --max-messages 1
#   scripts/infra/kafka-tool.sh groups --list
#   scripts/infra/kafka-tool.sh org.apache.kafka.tools.TopicCommand --bootstrap-server 127.0.0.1:19092 --list
# The short names add --bootstrap-server 127.0.0.1:${KAFKA_PORT:-19092}.
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

[ $# -ge 1 ] || { sed -n '2,8p' "$0"; exit 2; }
kafka_libs_ok || die "Kafka jars missing in $KAFKA_LIBS (run scripts/infra/install.sh)"
JAVA="$(java_bin)"
[ -n "$JAVA" ] || die "java not found"

bootstrap=(--bootstrap-server "127.0.0.1:$KAFKA_PORT")
cmd="$1"; shift
case "$cmd" in
  topics)  set -- org.apache.kafka.tools.TopicCommand "${bootstrap[@]}" "$@" ;;
  produce) set -- kafka.tools.ConsoleProducer "${bootstrap[@]}" "$@" ;;
  consume) set -- org.apache.kafka.tools.consumer.ConsoleConsumer "${bootstrap[@]}" "$@" ;;
  groups)  set -- org.apache.kafka.tools.consumer.group.ConsumerGroupCommand "${bootstrap[@]}" "$@" ;;
  *)       set -- "$cmd" "$@" ;;
esac

logcfg="$(mktemp)"
trap 'rm -f "$logcfg"' EXIT
cat >"$logcfg" <<'EOF'
log4j.rootLogger=WARN, stderr
log4j.appender.stderr=org.apache.log4j.ConsoleAppender
log4j.appender.stderr.Target=System.err
log4j.appender.stderr.layout=org.apache.log4j.PatternLayout
log4j.appender.stderr.layout.ConversionPattern=[%d] %p %m (%c)%n
EOF
"$JAVA" -Xmx256m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Djava.awt.headless=true \
  -Dlog4j.configuration="file:$logcfg" -cp "$KAFKA_LIBS/*" "$@"
