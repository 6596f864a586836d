import { isDeepStrictEqual } from 'node:util';
import { DomainError } from '@mindprint/platform/errors';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { Route } from './routes/route.js';

/** Rules the gateway states in its schemas for a service: the message of a failure → the service's own reason. */
const serviceReasons = new Map<string, string>();

/**
 * A rule a service checks, stated in a gateway schema (so the OpenAPI documents show it): fails with the
 * service's own message and reason, which the web app maps to its texts.
 */
export function serviceRule(reason: string, message: string): string {
  serviceReasons.set(message, reason);
  return message;
}

/** A zod failure as the envelope's 400: the first problem, naming the field (or a service's rule, as it says it). */
export function invalidInput(error: z.ZodError, where: string): DomainError {
  const issue = error.issues[0];
  const reason = issue && serviceReasons.get(issue.message);
  if (reason) return new DomainError(reason, issue.message, 'INVALID_ARGUMENT');
  const field = issue?.path.join('.') || where;
  return new DomainError('INVALID_ARGUMENT', `${field}: ${issue?.message ?? 'invalid value'}`, 'INVALID_ARGUMENT');
}

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(hasNul)
      : typeof value === 'object' && value !== null && Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v));

const nulRefused = () => new DomainError('INVALID_ARGUMENT', 'Text must not contain NUL characters', 'INVALID_ARGUMENT');

/**
 * No string that reaches a service carries a NUL character (PostgreSQL text cannot hold one): a path with one is
 * refused here, a body or query field by parseInput — as the OpenAPI documents describe every string.
 */
export const refuseNulInPath: RequestHandler = (req, _res, next) => next(/%00/i.test(req.path) ? nulRefused() : undefined);

export function parseInput<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidInput(result.error, where);
  if (hasNul(result.data)) throw nulRefused();
  return result.data;
}

/**
 * CHECK_ANSWERS=on (tests, fuzzing): an answer that its route's response schema does not describe exactly — a
 * missing or mistyped field, or one the schema does not name — fails as a 500 naming the place, so the
 * OpenAPI documents cannot drift from what the gateway sends.
 */
export function checkAnswer(route: Route, answer: unknown) {
  const sent: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  const checked = route.response.safeParse(sent);
  const problem = !checked.success
    ? `${checked.error.issues[0]?.path.join('.') || 'data'}: ${checked.error.issues[0]?.message}`
    : !isDeepStrictEqual(JSON.parse(JSON.stringify(checked.data ?? null)), sent ?? null) && 'it carries fields the schema does not name';
  if (problem) throw new DomainError('ANSWER_OUTSIDE_CONTRACT', `${route.method.toUpperCase()} ${route.path} answered outside its response schema: ${problem}`, 'INTERNAL');
}
