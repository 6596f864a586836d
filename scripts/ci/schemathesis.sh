#!/usr/bin/env bash
# Fuzzes both OpenAPI documents of a running product with schemathesis (PyPI), every check on:
#   bash scripts/ci/schemathesis.sh            (after npm run build; uses the real parts env.sh exported)
# Exits non-zero on any failure (5xx, a response outside its schema, a schema-valid request refused, a
# schema-invalid request accepted, an undeclared method not answered 405). Not yet a step of .ci/run: the
# documents still show no response schemas, and some schema-valid requests are refused by rules the documents
# do not show (see /work/notes/issue-16.md for the figures).
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.data/schemathesis-venv
[ -x "$venv/bin/schemathesis" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q 'schemathesis>=4.3,<5'; }

log=$(mktemp)
node --input-type=module -e "
import { startProductForTest } from './scripts/dist/product-under-test.js';
const product = await startProductForTest({ TRUSTED_PROXIES: '' });
console.log('BASE ' + product.base);
process.on('SIGTERM', async () => { await product.stop(); process.exit(0); });
" >"$log" 2>&1 &
product=$!
trap 'kill "$product" 2>/dev/null || true; wait "$product" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 120); do grep -q '^BASE ' "$log" && break; sleep 1; done
base=$(sed -n 's/^BASE //p' "$log")
[ -n "$base" ] || { cat "$log"; exit 1; }

status=0
for document in api pay-api; do
  "$venv/bin/schemathesis" run "$base/$document/openapi.json" --url "$base" --checks all --max-examples "${SCHEMATHESIS_EXAMPLES:-20}" --workers 2 --no-color || status=1
done
exit "$status"
