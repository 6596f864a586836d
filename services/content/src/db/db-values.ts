/** Column values as the two drivers return them (pg and PGlite differ on jsonb, timestamps and bigints). */

export const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export const isoTime = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

export const asNumber = (value: unknown): number => Number(value);
