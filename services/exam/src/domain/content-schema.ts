import { z } from 'zod';

/** Building blocks of the content schemas: every text a translator owns is a filled string. */

export const filledText = z.string().refine((text) => text.trim().length > 0, 'empty text');

/**
 * An object with exactly these keys (a missing or an unknown key is an error, named by its path). Keys keep
 * the file's order, so lists built from the record read as the content is written.
 */
export function exactRecord<const K extends string | number, V extends z.ZodType>(keys: readonly K[], value: V): z.ZodType<Record<K, z.output<V>>> {
  const expected = new Set(keys.map(String));
  return z.record(z.string(), value).superRefine((record, ctx) => {
    for (const key of expected) if (!(key in record)) ctx.addIssue({ code: 'custom', path: [key], message: 'missing' });
    for (const key of Object.keys(record)) if (!expected.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'not expected here' });
  }) as unknown as z.ZodType<Record<K, z.output<V>>>;
}

/** A fixed number of filled texts, e.g. the five level names. */
export function textTuple<const N extends number>(length: N) {
  return z.array(filledText).length(length) as unknown as z.ZodType<TupleOf<string, N>>;
}

type TupleOf<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N ? Acc : TupleOf<T, N, [...Acc, T]>;
