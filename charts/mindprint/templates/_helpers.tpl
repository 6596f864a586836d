{{/*
Names. The release's prefix is the release name, or "<release>-mindprint" when the release name
does not already contain "mindprint". Every component's resources are "<prefix>-<component>".
*/}}
{{- define "mindprint.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 40 | trimSuffix "-" -}}
{{- else if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "mindprint.componentName" -}}
{{- printf "%s-%s" (include "mindprint.fullname" .root) .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "mindprint.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels on everything the release creates. */}}
{{- define "mindprint.labels" -}}
helm.sh/chart: {{ include "mindprint.chart" . }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Values.image.tag | default .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: mindprint
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Every pod of the release: what the default-deny NetworkPolicy selects. */}}
{{- define "mindprint.instanceSelector" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* One component's selector (Deployment, Service, PDB). dict: root, name */}}
{{- define "mindprint.selectorLabels" -}}
{{ include "mindprint.instanceSelector" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/*
A component's values: `defaults` deep-merged under `components.<name>`, with the kind's probe
defaults filled in. Returns YAML; use with fromYaml. dict: root, name, comp
*/}}
{{- define "mindprint.component" -}}
{{- $c := include "mindprint.deepMerge" (dict "dst" .root.Values.defaults "src" (.comp | default dict)) | fromYaml -}}
{{- if not (has $c.kind (list "service" "gateway")) -}}
{{- fail (printf "components.%s.kind must be service or gateway, not %v" .name $c.kind) -}}
{{- end -}}
{{- if and (eq $c.kind "service") (not $c.grpc) -}}
{{- fail (printf "components.%s: a service needs grpc.port" .name) -}}
{{- end -}}
{{- $_ := set $c "envPrefix" ($c.envPrefix | default (.name | upper | replace "-" "_")) -}}
{{- toYaml $c -}}
{{- end -}}

{{/*
Deep merge where src wins, false/0/"" included (sprig's mergeOverwrite skips them, so
`pdb: {enabled: false}` would not turn a default off). Maps merge, anything else is replaced.
Returns YAML. dict: dst, src
*/}}
{{- define "mindprint.deepMerge" -}}
{{- $dst := deepCopy .dst -}}
{{- range $k, $v := .src -}}
{{- if and (kindIs "map" $v) (kindIs "map" (index $dst $k)) -}}
{{- $_ := set $dst $k (include "mindprint.deepMerge" (dict "dst" (index $dst $k) "src" $v) | fromYaml) -}}
{{- else -}}
{{- $_ := set $dst $k $v -}}
{{- end -}}
{{- end -}}
{{- toYaml $dst -}}
{{- end -}}

{{/* The enabled components' names, sorted. Returns a YAML list under "names"; use with fromYaml. */}}
{{- define "mindprint.enabledComponents" -}}
{{- $names := list -}}
{{- range $name, $comp := .Values.components -}}
{{- if and $comp (ne (toString $comp.enabled) "false") -}}
{{- $names = append $names $name -}}
{{- end -}}
{{- end -}}
names: {{ toYaml (sortAlpha $names) | nindent 2 }}
{{- end -}}

{{/* Image reference. dict: root, image (component's image map) */}}
{{- define "mindprint.image" -}}
{{- $img := .image | default dict -}}
{{- $registry := $img.registry | default .root.Values.image.registry -}}
{{- $repo := required "every component needs image.repository" $img.repository -}}
{{- $tag := $img.tag | default .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- $ref := ternary $repo (printf "%s/%s" $registry $repo) (empty $registry) -}}
{{- if $img.digest -}}
{{- printf "%s@%s" $ref $img.digest -}}
{{- else -}}
{{- printf "%s:%s" $ref (toString $tag) -}}
{{- end -}}
{{- end -}}

{{/*
Plain environment of a component (the ConfigMap's data, and the migration Job's env).
Returns a YAML map. dict: root, name, c (merged component)
*/}}
{{- define "mindprint.plainEnv" -}}
{{- $root := .root -}}
{{- $c := .c -}}
{{- $env := dict "LOG_LEVEL" (toString ($c.logLevel | default $root.Values.logLevel)) -}}
{{- with $root.Values.otel.endpoint }}{{ $_ := set $env "OTEL_EXPORTER_OTLP_ENDPOINT" . }}{{ end -}}
{{- $_ := set $env "METRICS_PORT" (toString $root.Values.metricsAdapter.port) -}}
{{- if and $root.Values.redis.url (not $root.Values.redis.existingSecret.name) }}{{ $_ := set $env "REDIS_URL" $root.Values.redis.url }}{{ end -}}
{{- if eq $c.kind "service" -}}
{{- $_ := set $env (printf "%s_GRPC_PORT" $c.envPrefix) (toString $c.grpc.port) -}}
{{- $_ := set $env "GRPC_HOST" "0.0.0.0" -}}
{{- $_ := set $env "DATA_DIR" "/tmp/mindprint" -}}
{{- $_ := set $env "SHUTDOWN_TIMEOUT_MS" (toString $root.Values.shutdownTimeoutMs) -}}
{{- $_ := set $env "KAFKA_BROKERS" (required "kafka.brokers is required" $root.Values.kafka.brokers) -}}
{{- $_ := set $env "KAFKA_CLIENT_ID" (printf "mindprint-%s" .name) -}}
{{- if $root.Values.kafka.namespace }}{{ $_ := set $env "KAFKA_NAMESPACE" $root.Values.kafka.namespace }}{{ end -}}
{{- if $c.database -}}
{{- $pool := $c.databasePool -}}
{{- $_ := set $env "DATABASE_POOL_MAX" (toString $pool.max) -}}
{{- $_ := set $env "DATABASE_POOL_ACQUIRE_TIMEOUT_MS" (toString $pool.acquireTimeoutMs) -}}
{{- $_ := set $env "DATABASE_CONNECT_TIMEOUT_MS" (toString $pool.connectTimeoutMs) -}}
{{- $_ := set $env "DATABASE_QUERY_TIMEOUT_MS" (toString $pool.queryTimeoutMs) -}}
{{- $_ := set $env "DATABASE_IDLE_TIMEOUT_MS" (toString $pool.idleTimeoutMs) -}}
{{- end -}}
{{- range $callee := $c.calls | default list -}}
{{- $target := index $root.Values.components $callee | default dict -}}
{{- $t := include "mindprint.component" (dict "root" $root "name" $callee "comp" $target) | fromYaml -}}
{{- $_ := set $env (printf "%s_GRPC_ADDR" $t.envPrefix) (printf "dns:///%s:%v" (include "mindprint.componentName" (dict "root" $root "name" $callee)) $t.grpc.port) -}}
{{- end -}}
{{- else -}}
{{- $_ := set $env "PORT" (toString $c.http.port) -}}
{{- $_ := set $env "HOST" "0.0.0.0" -}}
{{- $_ := set $env "GATEWAY_SURFACES" (required (printf "components.%s.surfaces is required" .name) $c.surfaces) -}}
{{- $_ := set $env "API_PREFIX" $root.Values.gateway.apiPrefix -}}
{{- $_ := set $env "PAY_API_PREFIX" $root.Values.gateway.payApiPrefix -}}
{{- $_ := set $env "BODY_LIMIT" $root.Values.gateway.bodyLimit -}}
{{- $_ := set $env "GRPC_DEADLINE_MS" (toString $root.Values.gateway.grpcDeadlineMs) -}}
{{- range $svc, $ms := $root.Values.gateway.deadlinesMs | default dict -}}
{{- $_ := set $env (printf "%s_GRPC_DEADLINE_MS" ($svc | upper | replace "-" "_")) (toString $ms) -}}
{{- end -}}
{{- $_ := set $env "GRPC_BREAKER_FAILURES" (toString $root.Values.gateway.circuitBreaker.failures) -}}
{{- $_ := set $env "GRPC_BREAKER_OPEN_MS" (toString $root.Values.gateway.circuitBreaker.openMs) -}}
{{- $_ := set $env "SHUTDOWN_TIMEOUT_MS" (toString $root.Values.shutdownTimeoutMs) -}}
{{- $_ := set $env "TRUSTED_PROXIES" (toString $root.Values.gateway.trustedProxies) -}}
{{- $_ := set $env "ENVIRONMENT_NAME" (toString $root.Values.gateway.environmentName) -}}
{{- with $root.Values.gateway.turnstileBaseUrl -}}
{{- $_ := set $env "TURNSTILE_BASE_URL" (toString .) -}}
{{- end -}}
{{- $tags := $root.Values.gateway.tags | default dict -}}
{{- $tagVars := dict "gtmId" "TAG_GTM_ID" "ga4Id" "TAG_GA4_ID" "googleAdsId" "TAG_GOOGLE_ADS_ID" "metaPixelId" "TAG_META_PIXEL_ID" "tiktokPixelId" "TAG_TIKTOK_PIXEL_ID" "clarityId" "TAG_CLARITY_ID" -}}
{{- range $key, $var := $tagVars -}}
{{- with index $tags $key -}}
{{- $_ := set $env $var (toString .) -}}
{{- end -}}
{{- end -}}
{{- $labels := $tags.googleAdsLabels | default dict -}}
{{- range $key, $var := dict "purchase" "TAG_GOOGLE_ADS_LABEL_PURCHASE" "trialStart" "TAG_GOOGLE_ADS_LABEL_TRIAL_START" "subscriptionStart" "TAG_GOOGLE_ADS_LABEL_SUBSCRIPTION_START" -}}
{{- with index $labels $key -}}
{{- $_ := set $env $var (toString .) -}}
{{- end -}}
{{- end -}}
{{- $bases := $tags.scriptBases | default dict -}}
{{- range $key, $var := dict "google" "TAG_GOOGLE_SCRIPT_BASE" "meta" "TAG_META_SCRIPT_BASE" "tiktok" "TAG_TIKTOK_SCRIPT_BASE" "clarity" "TAG_CLARITY_SCRIPT_BASE" -}}
{{- with index $bases $key -}}
{{- $_ := set $env $var (toString .) -}}
{{- end -}}
{{- end -}}
{{- $_ := set $env "DEV_MAILBOX" (ternary "on" "off" (eq (toString $root.Values.gateway.devMailbox) "true")) -}}
{{- $_ := set $env "WEB_DIST_DIR" (ternary "/app/web/dist" "" (eq (toString $c.webApp) "true")) -}}
{{- range $svc := (include "mindprint.enabledComponents" $root | fromYaml).names -}}
{{- $t := include "mindprint.component" (dict "root" $root "name" $svc "comp" (index $root.Values.components $svc)) | fromYaml -}}
{{- if eq $t.kind "service" -}}
{{- $_ := set $env (printf "%s_GRPC_ADDR" $t.envPrefix) (printf "dns:///%s:%v" (include "mindprint.componentName" (dict "root" $root "name" $svc)) $t.grpc.port) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- range $k, $v := $c.env | default dict -}}
{{- $_ := set $env $k (toString $v) -}}
{{- end -}}
{{- toYaml $env -}}
{{- end -}}

{{/*
Environment from Secrets: the service's database URL, Redis, and `secretEnv`. Returns a YAML list
of EnvVar. dict: root, name, c
*/}}
{{- define "mindprint.secretEnv" -}}
{{- $root := .root -}}
{{- $c := .c -}}
{{- if and (eq $c.kind "service") $c.database -}}
{{- if $c.database.secretName }}
- name: {{ printf "%s_DATABASE_URL" $c.envPrefix }}
  valueFrom:
    secretKeyRef:
      name: {{ tpl $c.database.secretName $root }}
      {{- if $c.pgbouncer.enabled }}
      key: {{ $c.pgbouncer.clientSecretKey }}
      {{- else }}
      key: {{ $c.database.secretKey | default "url" }}
      {{- end }}
{{- end }}
{{- end }}
{{- with $root.Values.redis.existingSecret }}
{{- if .name }}
- name: REDIS_URL
  valueFrom:
    secretKeyRef:
      name: {{ tpl .name $root }}
      key: {{ .key | default "url" }}
{{- end }}
{{- end }}
{{- range $envName, $ref := $c.secretEnv | default dict }}
- name: {{ $envName }}
  valueFrom:
    secretKeyRef:
      name: {{ tpl $ref.name $root }}
      key: {{ $ref.key }}
      {{- if $ref.optional }}
      optional: true
      {{- end }}
{{- end }}
{{- end -}}

{{/* NetworkPolicy peers + ports as one egress rule. dict: to (list), ports (list of int or NetworkPolicyPort) */}}
{{- define "mindprint.egressRule" -}}
- ports:
  {{- range .ports }}
  {{- if kindIs "map" . }}
  - {{ toYaml . | nindent 4 | trim }}
  {{- else }}
  - port: {{ . }}
    protocol: TCP
  {{- end }}
  {{- end }}
  {{- with .to }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}

{{/* Topic configs map -> "k=v k=v" (sorted) for create-topics.sh. */}}
{{- define "mindprint.topicConfigs" -}}
{{- $pairs := list -}}
{{- range $k, $v := . | default dict -}}
{{- $pairs = append $pairs (printf "%s=%v" $k $v) -}}
{{- end -}}
{{- join " " $pairs -}}
{{- end -}}

{{/* The pods' service account: the release's own, a named one, or the namespace's default. */}}
{{- define "mindprint.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- .Values.serviceAccount.name | default (include "mindprint.fullname" .) -}}
{{- else -}}
{{- .Values.serviceAccount.name | default "default" -}}
{{- end -}}
{{- end -}}
