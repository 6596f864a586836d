import { create, fromBinary, toBinary, type DescMessage, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import * as grpc from '@grpc/grpc-js';
import {
  HealthCheckResponse_ServingStatus as ServingStatus,
  HealthCheckResponseSchema,
  Health,
  type HealthCheckResponse,
} from '@mindprint/proto/gen/grpc/health/v1/health_pb';
import { DomainError, grpcStatusFor } from './errors.js';
import type { Logger } from './logger.js';
import { requestContextFrom, runWithRequestContext, type RequestContext } from './request-context.js';
import { meter } from './telemetry.js';

export { HealthCheckResponse_ServingStatus as ServingStatus } from '@mindprint/proto/gen/grpc/health/v1/health_pb';

/** Metadata key carrying a DomainError's stable reason across the wire. */
export const reasonMetadataKey = 'mindprint-reason';
/** Metadata key carrying a DomainError's retry-after seconds. */
export const retryAfterMetadataKey = 'mindprint-retry-after';

export interface CallContext {
  request: RequestContext;
  /** Milliseconds left before the caller's deadline (Infinity when none was set). */
  timeRemainingMs(): number;
}

/** The implementation of a unary service: each method takes the decoded request and returns the response fields. */
export type ServiceHandlers<S extends GenServiceMethods> = {
  [K in keyof S]: S[K]['methodKind'] extends 'unary'
    ? (request: MessageShape<S[K]['input']>, call: CallContext) => Promise<MessageInitShape<S[K]['output']>>
    : never;
};

export interface ServiceBinding {
  service: GenService<GenServiceMethods>;
  handlers: Record<string, (request: never, call: CallContext) => Promise<unknown>>;
}

/** Pairs a generated service descriptor with its handlers, checked against each other by the compiler. */
export function bindService<S extends GenServiceMethods>(service: GenService<S>, handlers: ServiceHandlers<S>): ServiceBinding {
  return { service: service as unknown as GenService<GenServiceMethods>, handlers: handlers as ServiceBinding['handlers'] };
}

export function serializerFor<D extends DescMessage>(schema: D) {
  return {
    serialize: (message: MessageShape<D>) => Buffer.from(toBinary(schema, message)),
    deserialize: (bytes: Buffer) => fromBinary(schema, bytes),
  };
}

function toServiceError(error: unknown, log: Logger, method: string): Partial<grpc.StatusObject> {
  if (error instanceof DomainError) {
    const metadata = new grpc.Metadata();
    metadata.set(reasonMetadataKey, error.reason);
    if (error.retryAfterSeconds !== undefined) metadata.set(retryAfterMetadataKey, String(Math.ceil(error.retryAfterSeconds)));
    return { code: grpcStatusFor(error.kind), details: error.message, metadata };
  }
  log.error({ err: error, method }, 'unhandled error in gRPC handler');
  return { code: grpc.status.INTERNAL, details: 'Internal error' };
}

export interface GrpcServer {
  port: number;
  setServing(serving: boolean): void;
  /** Flips health to NOT_SERVING, lets in-flight calls finish, and forces the close after the timeout. */
  shutdown(timeoutMs: number): Promise<void>;
}

/** RED per gRPC method: rate and errors from the status code label, duration from the histogram. */
const createCallDuration = () =>
  meter().createHistogram('rpc.server.call.duration', {
    unit: 's',
    description: 'Duration of gRPC calls this server answered, by service, method and status code',
    advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
  });

export async function serveGrpc(options: {
  host: string;
  port: number;
  bindings: ServiceBinding[];
  log: Logger;
  /** How long a client connection may live before the server asks the client to reconnect (default 15 s). */
  maxConnectionAgeMs?: number;
}): Promise<GrpcServer> {
  const { log } = options;
  const server = new grpc.Server({
    'grpc.max_receive_message_length': 4 * 1024 * 1024,
    // Clients reconnect every ~15 s (±10 % jitter) and so re-resolve the callee's DNS name: replicas added by
    // an autoscaler get traffic within seconds, not minutes. Calls in flight get the grace period to finish.
    'grpc.max_connection_age_ms': options.maxConnectionAgeMs ?? 15_000,
    'grpc.max_connection_age_grace_ms': 30_000,
  });
  const health = new HealthState(options.bindings.map((b) => b.service.typeName));
  const callDuration = createCallDuration();

  for (const binding of [...options.bindings, healthBinding(health)]) {
    const definition: Record<string, grpc.MethodDefinition<unknown, unknown>> = {};
    const implementation: grpc.UntypedServiceImplementation = {};
    for (const method of binding.service.methods) {
      const input = serializerFor(method.input);
      const output = serializerFor(method.output);
      const path = `/${binding.service.typeName}/${method.name}`;
      definition[method.localName] = {
        path,
        requestStream: false,
        responseStream: method.methodKind === 'server_streaming',
        requestSerialize: input.serialize,
        requestDeserialize: input.deserialize,
        responseSerialize: output.serialize,
        responseDeserialize: output.deserialize,
        originalName: method.name,
      } as grpc.MethodDefinition<unknown, unknown>;
      const handler = binding.handlers[method.localName];
      if (method.methodKind === 'server_streaming') {
        implementation[method.localName] = handler as unknown as grpc.handleServerStreamingCall<unknown, unknown>;
        continue;
      }
      if (!handler) throw new Error(`No handler for ${path}`);
      implementation[method.localName] = (
        call: grpc.ServerUnaryCall<unknown, unknown>,
        callback: grpc.sendUnaryData<unknown>,
      ) => {
        const read = (key: string) => {
          const value = call.metadata.get(key)[0];
          return typeof value === 'string' ? value : undefined;
        };
        const request = requestContextFrom(read);
        const deadline = call.getDeadline();
        const deadlineMs = deadline instanceof Date ? deadline.getTime() : Number(deadline);
        const callContext: CallContext = {
          request,
          timeRemainingMs: () => (Number.isFinite(deadlineMs) ? deadlineMs - Date.now() : Infinity),
        };
        // The gRPC instrumentation has opened the server span (parent from the caller's metadata) around this.
        const started = performance.now();
        const finish = (status: Partial<grpc.StatusObject> | undefined) =>
          callDuration.record((performance.now() - started) / 1000, {
            'rpc.system': 'grpc',
            'rpc.service': binding.service.typeName,
            'rpc.method': method.name,
            'rpc.grpc.status_code': status?.code ?? grpc.status.OK,
          });
        void runWithRequestContext(request, () => handler(call.request as never, callContext)).then(
          (response) => {
            finish(undefined);
            callback(null, create(method.output, response as MessageInitShape<DescMessage>));
          },
          (error: unknown) => {
            const status = toServiceError(error, log, path);
            finish(status);
            callback(status);
          },
        );
      };
    }
    // A service whose calls are not built yet still answers health under its name.
    if (binding.service.methods.length > 0) server.addService(definition, implementation);
  }

  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${options.host}:${options.port}`, grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  health.setAll(ServingStatus.SERVING);
  log.info({ port }, 'gRPC server listening');

  return {
    port,
    setServing: (serving) => health.setAll(serving ? ServingStatus.SERVING : ServingStatus.NOT_SERVING),
    async shutdown(timeoutMs) {
      health.setAll(ServingStatus.NOT_SERVING);
      health.endWatches();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          log.warn({ timeoutMs }, 'gRPC drain timed out; forcing shutdown');
          server.forceShutdown();
          resolve();
        }, timeoutMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}

/** grpc.health.v1 state: "" is the whole server, each service is known by its full name. */
class HealthState {
  private readonly statuses = new Map<string, ServingStatus>();
  private readonly watchers = new Set<{ notify: (service: string, status: ServingStatus) => void; end: () => void }>();

  constructor(private readonly services: string[]) {
    for (const name of ['', ...services]) this.statuses.set(name, ServingStatus.NOT_SERVING);
  }

  setAll(status: ServingStatus) {
    for (const name of ['', ...this.services]) {
      this.statuses.set(name, status);
      for (const watcher of this.watchers) watcher.notify(name, status);
    }
  }

  get(service: string): ServingStatus | undefined {
    return this.statuses.get(service);
  }

  watch(notify: (service: string, status: ServingStatus) => void, end: () => void) {
    const watcher = { notify, end };
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Ends open Watch streams so a drain is not held up by them. */
  endWatches() {
    for (const watcher of this.watchers) watcher.end();
    this.watchers.clear();
  }
}

function healthBinding(health: HealthState): ServiceBinding {
  const response = (status: ServingStatus): HealthCheckResponse => create(HealthCheckResponseSchema, { status });
  return {
    service: Health as unknown as GenService<GenServiceMethods>,
    handlers: {
      check: async (request: { service: string }) => {
        const status = health.get(request.service);
        if (status === undefined) throw new DomainError('SERVICE_UNKNOWN', `Unknown service ${request.service}`, 'NOT_FOUND');
        return response(status);
      },
      watch: ((call: grpc.ServerWritableStream<{ service: string }, HealthCheckResponse>) => {
        const service = call.request.service;
        call.write(response(health.get(service) ?? ServingStatus.SERVICE_UNKNOWN));
        const stop = health.watch(
          (name, status) => {
            if (name === service) call.write(response(status));
          },
          () => call.end(),
        );
        call.on('cancelled', stop);
        call.on('close', stop);
      }) as never,
    },
  };
}

/** The handlers type for a generated service descriptor. */
export type HandlersOf<T> = T extends GenService<infer S> ? ServiceHandlers<S> : never;
