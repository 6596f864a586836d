import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { createErrorKey, failureReasonKey, processingErrorKey, promoRejectionKey } from './checkout-errors';

describe('checkout errors', () => {
  it('tell network trouble, an expired session and a failed order apart', () => {
    expect(createErrorKey(new NetworkError('x', { timedOut: false }))).toBe('errors.networkConnection');
    expect(createErrorKey(new NetworkError('x', { timedOut: true }))).toBe('errors.networkLater');
    expect(createErrorKey(new ApiError({ result: 404, message: 'no', status: 404 }))).toBe('errors.sessionExpired');
    expect(createErrorKey(new ApiError({ result: 500, message: 'no', status: 500 }))).toBe('errors.createFailed');
    expect(processingErrorKey(new ApiError({ result: 409, message: 'no', status: 409 }))).toBe('errors.processing');
  });

  it('name the decline reasons', () => {
    expect(failureReasonKey('card_declined', 'failed')).toBe('failed.reasons.declined');
    expect(failureReasonKey('insufficient_funds', 'failed')).toBe('failed.reasons.insufficientFunds');
    expect(failureReasonKey('expired_card', 'failed')).toBe('failed.reasons.expiredCard');
    expect(failureReasonKey('', 'canceled')).toBe('failed.reasons.canceled');
    expect(failureReasonKey('provider_error', 'failed')).toBe('failed.reasons.other');
    expect(promoRejectionKey('expired')).toBe('promo.rejected.expired');
    expect(promoRejectionKey('whatever')).toBe('promo.rejected.unknown');
  });
});
