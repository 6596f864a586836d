import { DomainError } from '@mindprint/platform/errors';
import type { RequestHandler } from 'express';
import { z } from 'zod';

/** A zod failure as the envelope's 400: the first problem, naming the field. */
export function invalidInput(error: z.ZodError, where: string): DomainError {
  const issue = error.issues[0];
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
