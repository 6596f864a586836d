import { z } from 'zod';

/** Path and body fields shared by several routes. */
export const examIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"');
export const orderNumberField = z.string().min(1, 'is required').max(64);
/** A whole number a proto int32 can carry (beyond it gRPC would refuse the call: a 500, not the visitor's 400). */
export const int32 = () => z.number().int('must be a whole number').min(-2147483648).max(2147483647);

export const localeParam = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code');
