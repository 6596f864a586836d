import { HealthCheckResponse_ServingStatus as ServingStatus } from '@mindprint/proto/gen/grpc/health/v1/health_pb';
import type { ServiceName } from './config.js';
import type { ServiceClients } from './service-clients.js';

export type ServiceHealth = Record<ServiceName, keyof typeof ServingStatus | 'UNREACHABLE'>;

/** Asks every service's grpc.health.v1 at once; a service that does not answer is UNREACHABLE. */
export async function checkServices(clients: ServiceClients): Promise<{ allServing: boolean; services: ServiceHealth }> {
  const entries = await Promise.all(
    (Object.keys(clients.health) as ServiceName[]).map(async (name) => {
      try {
        const { status } = await clients.health[name].check({ service: '' });
        return [name, ServingStatus[status] as keyof typeof ServingStatus] as const;
      } catch {
        return [name, 'UNREACHABLE'] as const;
      }
    }),
  );
  const services = Object.fromEntries(entries) as ServiceHealth;
  return { allServing: entries.every(([, s]) => s === 'SERVING'), services };
}

/**
 * The gateway's own readiness. A gateway serves its surfaces (and the web app) whatever its upstreams do: a
 * down service fails only the routes that call it, fast (circuit breaker, 503 with Retry-After), so it must not
 * empty the gateway's endpoint list. Only a gateway that is shutting down stops being ready.
 */
export class Readiness {
  private draining = false;

  get ready(): boolean {
    return !this.draining;
  }

  drain(): void {
    this.draining = true;
  }
}
