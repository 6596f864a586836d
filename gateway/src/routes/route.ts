import type { z } from 'zod';
import type { EdgeLimitKind } from '../edge-limits.js';
import type { ServiceName } from '../config.js';
import type { ExamNames } from '../exam-names.js';
import type { ServiceClients } from '../service-clients.js';

export type Surface = 'base' | 'pay';

export interface RouteInput<Body, Query> {
  params: Record<string, string>;
  query: Query;
  body: Body;
  clients: ServiceClients;
  /** Tests' names per locale, kept by this gateway for a few minutes (exam-names.ts). */
  examNames: ExamNames;
}

/** One documented REST call: where it lives, who owns it, what it accepts, and how it maps to gRPC. */
export interface Route<Body = unknown, Query = unknown, Data = unknown> {
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
  /** Creates an order, sends mail or registers: the honeypot and, when configured, the Turnstile token are checked (bot-check.ts). */
  botCheck?: true;
  /** Path parameters, validated before the call counts or reaches a service and documented in OpenAPI. */
  params?: z.ZodType<Record<string, string>>;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  /** The envelope's `data` on success: documented in OpenAPI and, with CHECK_ANSWERS=on, checked on every answer. */
  response: z.ZodType<Data>;
  /** Typed by `response` alone, so an answer the contract does not describe fails the type check. */
  handle(input: RouteInput<Body, Query>): Promise<NoInfer<Data>>;
}

export function defineRoute<Body = undefined, Query = undefined, Data = unknown>(route: Route<Body, Query, Data>): Route {
  return route as unknown as Route;
}
