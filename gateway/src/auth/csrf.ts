import { createHash, timingSafeEqual } from 'node:crypto';

/** The header a page sends on every write while signed in with the cookie: the value of the mp_csrf cookie. */
export const csrfHeaderName = 'x-csrf-token';

/**
 * Double-submit token bound to the session: a hash of the session token. Only a page that can read our
 * cookies (our own origin) can send it; a cookie planted by a sibling domain does not match the session; and
 * the session token cannot be recovered from it.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`mp_csrf\u0000${sessionToken}`).digest('base64url');
}

export function csrfTokenMatches(sessionToken: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
