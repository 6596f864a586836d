/**
 * The visitor-facing message for a failed checkout call (spec §8): network trouble, an order that is
 * gone (session expired), a payment that could not be created, and the decline reasons.
 */
import { ApiError, NetworkError } from '../../lib/api-client';
import type { CheckoutKey } from './checkout-i18n';

/** Creating the payment failed. */
export function createErrorKey(error: unknown): CheckoutKey {
  if (error instanceof NetworkError) return error.timedOut ? 'errors.networkLater' : 'errors.networkConnection';
  if (isSessionExpired(error)) return 'errors.sessionExpired';
  return 'errors.createFailed';
}

/** Any other call during payment (card submit, status). */
export function processingErrorKey(error: unknown): CheckoutKey {
  if (error instanceof NetworkError) return error.timedOut ? 'errors.networkLater' : 'errors.networkConnection';
  if (isSessionExpired(error)) return 'errors.sessionExpired';
  return 'errors.processing';
}

/** A load-failed block's detail line. */
export function loadErrorDetailKey(error: unknown): CheckoutKey {
  if (error instanceof NetworkError) return error.timedOut ? 'errors.networkLater' : 'errors.networkConnection';
  return 'errors.networkLater';
}

/** The order (or payment) does not exist (any more): the visitor starts over. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && (error.result === 404 || error.reason === 'ORDER_NOT_FOUND' || error.reason === 'NOT_FOUND');
}

/** Why a payment failed, from its failure code. */
export function failureReasonKey(failureCode: string, status: string): CheckoutKey {
  switch (failureCode) {
    case 'card_declined':
      return 'failed.reasons.declined';
    case 'insufficient_funds':
      return 'failed.reasons.insufficientFunds';
    case 'expired_card':
      return 'failed.reasons.expiredCard';
    case 'canceled':
      return 'failed.reasons.canceled';
    default:
      return status === 'canceled' ? 'failed.reasons.canceled' : 'failed.reasons.other';
  }
}

/** Why a promo code was refused. */
export function promoRejectionKey(rejection: string): CheckoutKey {
  switch (rejection) {
    case 'expired':
      return 'promo.rejected.expired';
    case 'not_applicable':
    case 'not_eligible':
    case 'used':
      return 'promo.rejected.notApplicable';
    default:
      return 'promo.rejected.unknown';
  }
}
