#!/usr/bin/env bash
# Installs what the local test infrastructure needs, skipping whatever is already there:
#   - PostgreSQL server, Redis, Chromium, Python's venv and the DejaVu and Noto CJK fonts from Debian (apt-get runs only if one is missing)
#   - Apache Kafka ${KAFKA_VERSION:-3.9.2} (KRaft) + runtime jars from Maven Central into
#     ${MINDPRINT_CACHE:-~/.cache/mindprint}/kafka-3.9/libs (skipped when already there)
# Usage: scripts/infra/install.sh            (from any directory; needs root or sudo for apt)
#        MINDPRINT_SKIP_APT=1 scripts/infra/install.sh   to only fetch the Kafka jars
# Then: scripts/infra/start.sh, scripts/infra/stop.sh.
set -euo pipefail
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

started=$SECONDS

# ---------------------------------------------------------------- Debian packages
missing=()
[ -n "$(pg_bindir)" ] || missing+=(postgresql)
[ -n "$(redis_bin)" ] && [ -n "$(redis_cli_bin)" ] || missing+=(redis-server)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -n "$(java_bin)" ] || missing+=(default-jre-headless)
command -v mvn >/dev/null 2>&1 || missing+=(maven)
# schemathesis (scripts/ci/schemathesis.sh) goes into a venv.
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
# The web build draws the Open Graph pictures with DejaVu, and with Noto Sans CJK for CN, HK, JA, KR (web/scripts/prerender.mjs).
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc ] || missing+=(fonts-noto-cjk)

if [ ${#missing[@]} -eq 0 ]; then
  log "apt: postgresql, redis-server, chromium, java, maven, python3-venv, fonts-dejavu-core, fonts-noto-cjk already present"
elif [ "${MINDPRINT_SKIP_APT:-0}" = 1 ]; then
  log "apt: MINDPRINT_SKIP_APT=1, not installing: ${missing[*]}"
else
  SUDO=()
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "need root (or sudo) to apt-get install ${missing[*]}"
    SUDO=(sudo)
  fi
  log "apt: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" apt-get update -q
  "${SUDO[@]}" apt-get install -y -q "${missing[@]}"
  [ -n "$(pg_bindir)" ] || die "postgresql installed but no /usr/lib/postgresql/*/bin/postgres found"
fi

# ---------------------------------------------------------------- Kafka jars
if kafka_libs_ok; then
  log "kafka: $KAFKA_VERSION jars already in $KAFKA_LIBS ($(ls "$KAFKA_LIBS"/*.jar | wc -l) jars)"
else
  command -v mvn >/dev/null 2>&1 || die "mvn not found (needed to download Kafka from Maven Central)"
  log "kafka: downloading org.apache.kafka:kafka_2.13:$KAFKA_VERSION and its runtime dependencies"
  mkdir -p "$KAFKA_HOME"
  tmp="$(mktemp -d "$KAFKA_HOME/.libs.XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  # -B: no colours/progress, -q: quiet; the local ~/.m2 repository is reused between runs.
  mvn -B -q -Dstyle.color=never -f "$INFRA_SCRIPT_DIR/kafka/pom.xml" \
      -Dkafka.version="$KAFKA_VERSION" \
      dependency:copy-dependencies -DoutputDirectory="$tmp" \
    || die "mvn could not resolve Kafka $KAFKA_VERSION (is Maven Central reachable? does the version exist?)"
  ls "$tmp"/kafka_2.13-"$KAFKA_VERSION".jar >/dev/null 2>&1 || die "kafka_2.13-$KAFKA_VERSION.jar missing after download"
  echo "$KAFKA_VERSION" >"$tmp/.complete"
  rm -rf "$KAFKA_LIBS"
  mv "$tmp" "$KAFKA_LIBS"
  trap - EXIT
  log "kafka: $(ls "$KAFKA_LIBS"/*.jar | wc -l) jars in $KAFKA_LIBS"
fi

log "install done in $((SECONDS - started)) s"
