import { DomainError } from '@mindprint/platform/errors';
import { z } from 'zod';

/** A zod failure as the envelope's 400: the first problem, naming the field. */
export function invalidInput(error: z.ZodError, where: string): DomainError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || where;
  return new DomainError('INVALID_ARGUMENT', `${field}: ${issue?.message ?? 'invalid value'}`, 'INVALID_ARGUMENT');
}

export function parseInput<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidInput(result.error, where);
  return result.data;
}
