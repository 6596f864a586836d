import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import { DomainError } from '@mindprint/platform/errors';
import { bindService, type GrpcServer, type ServiceBinding, serveGrpc } from '@mindprint/platform/grpc-server';
import type { Logger } from '@mindprint/platform/logger';

type AnyHandler = (request: never, call: never) => Promise<unknown>;

/** A binding where the calls a test does not give answer INTERNAL, so a fake needs only what it serves. */
export function fakeBinding<S extends GenServiceMethods>(service: GenService<S>, handlers: Record<string, AnyHandler>): ServiceBinding {
  const all: Record<string, AnyHandler> = {};
  for (const method of service.methods) {
    all[method.localName] =
      handlers[method.localName] ??
      (async () => {
        throw new DomainError('NOT_FAKED', `${method.name} is not part of this fake`, 'INTERNAL');
      });
  }
  return bindService(service, all as never);
}

export async function serveFakes(log: Logger, bindings: ServiceBinding[]): Promise<GrpcServer> {
  return serveGrpc({ host: '127.0.0.1', port: 0, log, bindings });
}
