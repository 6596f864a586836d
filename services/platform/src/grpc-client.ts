import { create, type DescMethod, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import { MethodOptions_IdempotencyLevel } from '@bufbuild/protobuf/wkt';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import * as grpc from '@grpc/grpc-js';
import { DomainError, kindForGrpcStatus } from './errors.js';
import { reasonMetadataKey, retryAfterMetadataKey, serializerFor } from './grpc-server.js';
import { currentRequestContext, requestContextKeys, type RequestContext } from './request-context.js';
import { injectTraceContext, SpanKind, withSpan } from './telemetry.js';
import { assertNotInSharedTransaction } from './transaction-scope.js';

export interface CallOptions {
  /** Overrides the client's default deadline for this call. */
  deadlineMs?: number;
}

export type ServiceClient<S extends GenServiceMethods> = {
  [K in keyof S]: S[K]['methodKind'] extends 'unary'
    ? (request: MessageInitShape<S[K]['input']>, options?: CallOptions) => Promise<MessageShape<S[K]['output']>>
    : never;
} & { close(): void; raw: grpc.Client };

export interface ClientOptions {
  /** Deadline of every call unless the call sets its own. */
  deadlineMs?: number;
  /** Attempts for idempotent methods that fail with UNAVAILABLE (first try included). */
  maxAttempts?: number;
  retryBackoffMs?: number;
  /**
   * Consecutive UNAVAILABLE or DEADLINE_EXCEEDED failures after which the circuit opens: calls then fail at
   * once (SERVICE_UNAVAILABLE with a retry-after) for `openMs`, then one trial call decides whether it closes.
   * Keeps a slow or down callee from holding the caller's requests and connections. Default 5 failures, 5 s.
   */
  circuitBreaker?: { failureThreshold: number; openMs: number };
}

/** How long a caller should wait before trying again after the callee failed to answer. */
const unavailableRetryAfterSeconds = 1;

/** Per-callee circuit breaker: closed, open until `openUntil`, or half-open with one trial call in flight. */
class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private trialInFlight = false;

  constructor(private readonly settings: { failureThreshold: number; openMs: number }) {}

  /** Throws SERVICE_UNAVAILABLE while open (or while a half-open trial is running); otherwise lets the call go. */
  admit(): void {
    if (this.failures < this.settings.failureThreshold) return;
    const now = Date.now();
    if (now < this.openUntil || this.trialInFlight) {
      const waitSeconds = Math.max(1, Math.ceil((this.openUntil - now) / 1_000));
      throw new DomainError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable; please try again', 'UNAVAILABLE', { retryAfterSeconds: waitSeconds });
    }
    this.trialInFlight = true;
  }

  /** Records the outcome: an infrastructure failure counts towards opening, any answer from the callee closes. */
  record(calleeFailed: boolean): void {
    this.trialInFlight = false;
    if (!calleeFailed) {
      this.failures = 0;
      return;
    }
    this.failures++;
    if (this.failures >= this.settings.failureThreshold) this.openUntil = Date.now() + this.settings.openMs;
  }
}

const isIdempotent = (method: DescMethod) =>
  method.idempotency === MethodOptions_IdempotencyLevel.IDEMPOTENT ||
  method.idempotency === MethodOptions_IdempotencyLevel.NO_SIDE_EFFECTS;

function metadataFor(context: RequestContext): grpc.Metadata {
  const metadata = new grpc.Metadata();
  for (const [field, key] of Object.entries(requestContextKeys) as [keyof RequestContext, string][]) {
    const value = context[field];
    if (value) metadata.set(key, value);
  }
  for (const [key, value] of Object.entries(injectTraceContext({}))) metadata.set(key, value);
  return metadata;
}

/** Turns a gRPC failure back into a DomainError with the callee's stable reason. */
export function fromServiceError(error: grpc.ServiceError, path: string): DomainError {
  const reason = error.metadata?.get(reasonMetadataKey)[0];
  if (typeof reason === 'string') {
    const retryAfter = Number(error.metadata?.get(retryAfterMetadataKey)[0]);
    return new DomainError(reason, error.details, kindForGrpcStatus(error.code), Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {});
  }
  const retryAfter = { retryAfterSeconds: unavailableRetryAfterSeconds };
  if (error.code === grpc.status.DEADLINE_EXCEEDED) {
    return new DomainError('DEADLINE_EXCEEDED', 'The service took too long to answer; please try again', 'UNAVAILABLE', retryAfter);
  }
  if (error.code === grpc.status.UNAVAILABLE) {
    return new DomainError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable; please try again', 'UNAVAILABLE', retryAfter);
  }
  return new DomainError('UPSTREAM_ERROR', `Call ${path} failed`, kindForGrpcStatus(error.code));
}

const calleeFailed = (error: grpc.ServiceError) =>
  !error.metadata?.get(reasonMetadataKey).length && (error.code === grpc.status.UNAVAILABLE || error.code === grpc.status.DEADLINE_EXCEEDED);

/** A typed client for a generated service: deadlines on every call, retries where the method is idempotent, a circuit breaker. */
export function createServiceClient<S extends GenServiceMethods>(
  service: GenService<S>,
  address: string,
  options: ClientOptions = {},
): ServiceClient<S> {
  const deadlineMs = options.deadlineMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const backoffMs = options.retryBackoffMs ?? 100;
  const breaker = new CircuitBreaker(options.circuitBreaker ?? { failureThreshold: 5, openMs: 5_000 });
  const client = new grpc.Client(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    // No retry policy is configured, so grpc-js retries only transparently: a call that never reached the callee's
    // handler (it met the GOAWAY of a connection the callee aged out) goes again on a new connection. Without it, one
    // call in a few hundred failed every 15 s, non-idempotent ones (a checkout, a renewal charge) for good.
    'grpc.enable_retries': 1,
    // A callee that was down comes back within seconds, not after grpc-js's default two-minute backoff.
    'grpc.initial_reconnect_backoff_ms': 200,
    'grpc.max_reconnect_backoff_ms': 2_000,
    // With a `dns:///` target over a headless Service, calls spread over every replica of the callee. The name is
    // resolved again whenever a connection ends (the callee ages connections out every ~15 s, grpc-server.ts),
    // at most every 5 s instead of grpc-js's default 30 s, so a new replica gets calls within about 20 s.
    'grpc.dns_min_time_between_resolutions_ms': 5_000,
    'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
  });
  const methods: Record<string, unknown> = { close: () => client.close(), raw: client };

  for (const method of service.methods) {
    if (method.methodKind !== 'unary') continue;
    const path = `/${service.typeName}/${method.name}`;
    const input = serializerFor(method.input);
    const output = serializerFor(method.output);
    const attempts = isIdempotent(method) ? maxAttempts : 1;

    const callOnce = (request: unknown, deadline: Date) =>
      new Promise<unknown>((resolve, reject) => {
        client.makeUnaryRequest(
          path,
          input.serialize as (value: unknown) => Buffer,
          output.deserialize,
          request,
          metadataFor(currentRequestContext()),
          { deadline },
          (error, response) => (error ? reject(error) : resolve(response)),
        );
      });

    methods[method.localName] = (request: MessageInitShape<DescMethod['input']>, callOptions?: CallOptions) => {
      assertNotInSharedTransaction(path);
      return withSpan(path, { kind: SpanKind.CLIENT, attributes: { 'rpc.system': 'grpc' } }, async () => {
        const message = create(method.input, request);
        const deadline = new Date(Date.now() + (callOptions?.deadlineMs ?? deadlineMs));
        for (let attempt = 1; ; attempt++) {
          breaker.admit();
          try {
            const response = await callOnce(message, deadline);
            breaker.record(false);
            return response;
          } catch (error) {
            const serviceError = error as grpc.ServiceError;
            breaker.record(calleeFailed(serviceError));
            const retry =
              serviceError.code === grpc.status.UNAVAILABLE &&
              attempt < attempts &&
              Date.now() + backoffMs * attempt < deadline.getTime();
            if (!retry) throw fromServiceError(serviceError, path);
            await new Promise((r) => setTimeout(r, backoffMs * attempt));
          }
        }
      });
    };
  }
  return methods as ServiceClient<S>;
}

/** The client type for a generated service descriptor. */
export type ClientOf<T> = T extends GenService<infer S> ? ServiceClient<S> : never;
