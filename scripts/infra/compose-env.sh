# Variables for the parts started by docker-compose.yml (same ports as scripts/infra/start.sh).
for service in EXAM ORDER PAYMENT SUBSCRIPTION USER CONTENT NOTIFICATION; do
  lower=$(printf '%s' "$service" | tr '[:upper:]' '[:lower:]')
  export "${service}_DATABASE_URL=postgres://mindprint:mindprint@127.0.0.1:54329/mindprint_${lower}"
done
export TEST_DATABASE_URL=postgres://mindprint:mindprint@127.0.0.1:54329/mindprint_test
export REDIS_URL=redis://127.0.0.1:63799
export KAFKA_BROKERS=127.0.0.1:19092
