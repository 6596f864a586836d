import { z } from 'zod';

/** Path and body fields shared by several routes. */
export const examIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"');
export const orderNumberField = z.string().min(1, 'is required').max(64);
export const localeParam = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code');
