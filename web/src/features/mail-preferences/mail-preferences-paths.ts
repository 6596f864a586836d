/** The mail-preferences feature's app paths (without locale prefix). */
export const mailPreferencesPaths = {
  /**
   * Unsubscribe from marketing mail: `?token=…` is the signed link in every marketing mail; without
   * it, the visitor asks for a confirmation link by e-mail.
   */
  unsubscribe: '/unsubscribe',
} as const;

/** The gateway's bounds for an unsubscribe token (`gateway/src/routes/mail-routes.ts`). */
const TOKEN_MIN = 16;
const TOKEN_MAX = 512;
/** Printable ASCII without spaces: base64url, dots, and whatever a signed token is made of. */
const TOKEN_PATTERN = /^[\x21-\x7e]+$/;

export type TokenReading =
  /** No token in the link (or an empty one): the e-mail form. */
  | { kind: 'none' }
  /** A token that may be valid; the server decides. */
  | { kind: 'token'; token: string }
  /** Something that cannot be a token (cut off, too long, spaces): shown as an invalid link without asking the server. */
  | { kind: 'malformed' };

/** What the page's `?token=` says. Surrounding whitespace (a mail client's line wrap) is dropped. */
export function readUnsubscribeToken(search: string | URLSearchParams): TokenReading {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const token = params.get('token')?.trim();
  if (!token) return { kind: 'none' };
  if (token.length < TOKEN_MIN || token.length > TOKEN_MAX || !TOKEN_PATTERN.test(token)) return { kind: 'malformed' };
  return { kind: 'token', token };
}
