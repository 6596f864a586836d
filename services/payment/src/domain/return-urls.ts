import { DomainError } from '@mindprint/platform/errors';

/**
 * Where a visitor lands after paying elsewhere (PayPal, the sandbox approval page). Only our own site:
 * a path starting with a single '/', or an absolute URL on PUBLIC_BASE_URL's origin, so a payment link
 * can never send a visitor to someone else's page.
 */

export const defaultReturnPath = '/pay_check';
export const defaultCancelPath = '/pay_failed';

// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u001f\u007f\\\s]/;

function invalid(field: string): DomainError {
  return new DomainError('INVALID_RETURN_URL', `${field} must be a path on this site or a URL of this site`, 'INVALID_ARGUMENT');
}

/** The absolute URL for a requested return or cancel URL (empty takes the default path). */
export function resolveReturnUrl(requested: string, publicBaseUrl: string, fallbackPath: string, field = 'return_url'): string {
  const base = new URL(publicBaseUrl);
  const value = requested.trim() || fallbackPath;
  if (unsafeCharacters.test(value)) throw invalid(field);
  let resolved: URL;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) throw invalid(field);
    // Joined as text so a base with a path prefix (https://example.com/shop) keeps it.
    resolved = new URL(`${publicBaseUrl.replace(/\/+$/, '')}${value}`);
  } else {
    try {
      resolved = new URL(value);
    } catch {
      throw invalid(field);
    }
  }
  if (resolved.origin !== base.origin || resolved.username || resolved.password) throw invalid(field);
  return resolved.toString();
}

/** The URL with `paymentId=<id>` in its query (replacing any paymentId already there). */
export function withPaymentId(url: string, paymentId: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('paymentId', paymentId);
  return parsed.toString();
}
