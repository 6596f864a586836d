import type { z } from 'zod';
import type { EdgeLimitKind } from '../edge-limits.js';
import type { ServiceName } from '../config.js';
import type { ServiceClients } from '../service-clients.js';

export type Surface = 'base' | 'pay';

export interface RouteInput<Body, Query> {
  params: Record<string, string>;
  query: Query;
  body: Body;
  clients: ServiceClients;
}

/** One documented REST call: where it lives, who owns it, what it accepts, and how it maps to gRPC. */
export interface Route<Body = unknown, Query = unknown> {
  method: 'get' | 'post';
  /** Express path below the surface prefix, e.g. `/app/language/list/:examId`. */
  path: string;
  surfaces: Surface[];
  owner: ServiceName;
  summary: string;
  /** The sandbox provider's pages: not served in production (gateway config `sandboxPages`). */
  testModeOnly?: boolean;
  /** Sends mail or starts a payment: limited per client and per e-mail address at the edge (edge-limits.ts). */
  edgeLimit?: EdgeLimitKind;
  /** Path parameters, validated before the call counts or reaches a service and documented in OpenAPI. */
  params?: z.ZodType<Record<string, string>>;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  handle(input: RouteInput<Body, Query>): Promise<unknown>;
}

export function defineRoute<Body = undefined, Query = undefined>(route: Route<Body, Query>): Route {
  return route as unknown as Route;
}
