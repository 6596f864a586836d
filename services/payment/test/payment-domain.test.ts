import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../src/db/payment-repository.js';
import { changesPayment } from '../src/app/payment-updates.js';
import { failureMessageFor } from '../src/domain/payment-failures.js';
import { isOpen, isTerminal, nextStatus, type PaymentStatus, paymentStatuses } from '../src/domain/payment-status.js';
import { defaultCancelPath, defaultReturnPath, resolveReturnUrl, withPaymentId } from '../src/domain/return-urls.js';
import { cardBrand, luhnValid, parseExpiry, sandboxCardOutcome, validateCardForm } from '../src/domain/sandbox-card.js';

describe('payment status', () => {
  it('moves forward through created, requires_action, processing to an end', () => {
    expect(nextStatus('created', 'requires_action')).toBe('requires_action');
    expect(nextStatus('requires_action', 'processing')).toBe('processing');
    expect(nextStatus('processing', 'succeeded')).toBe('succeeded');
    expect(nextStatus('created', 'succeeded')).toBe('succeeded');
    expect(nextStatus('requires_action', 'failed')).toBe('failed');
    expect(nextStatus('processing', 'canceled')).toBe('canceled');
  });

  it('never moves backwards when updates arrive late or out of order', () => {
    expect(nextStatus('processing', 'requires_action')).toBe('processing');
    expect(nextStatus('requires_action', 'created')).toBe('requires_action');
    expect(nextStatus('processing', undefined)).toBe('processing');
  });

  it('keeps a succeeded payment succeeded whatever arrives after', () => {
    for (const incoming of paymentStatuses) expect(nextStatus('succeeded', incoming)).toBe('succeeded');
  });

  it('keeps failed and canceled final, except when the provider confirms the money moved', () => {
    for (const ended of ['failed', 'canceled'] as PaymentStatus[]) {
      for (const incoming of ['created', 'requires_action', 'processing', 'failed', 'canceled'] as PaymentStatus[]) {
        expect(nextStatus(ended, incoming)).toBe(ended);
      }
      expect(nextStatus(ended, 'succeeded')).toBe('succeeded');
    }
  });

  it('tells open from terminal', () => {
    expect(paymentStatuses.filter(isOpen)).toEqual(['created', 'requires_action', 'processing']);
    expect(paymentStatuses.filter(isTerminal)).toEqual(['succeeded', 'failed', 'canceled']);
  });
});

describe('failure messages', () => {
  it('map provider codes to a message key and text, unknown ones to the generic Payment Fail', () => {
    expect(failureMessageFor('card_declined').key).toBe('payment.failure.cardDeclined');
    expect(failureMessageFor('do_not_honor').key).toBe('payment.failure.cardDeclined');
    expect(failureMessageFor('insufficient_funds').message).toMatch(/insufficient funds/);
    expect(failureMessageFor('expired_card').key).toBe('payment.failure.expiredCard');
    expect(failureMessageFor('something_new')).toEqual({ key: 'payment.failure.generic', message: 'Payment Fail. Please try again or choose another method.' });
    expect(failureMessageFor(null).key).toBe('payment.failure.generic');
  });
});

describe('return URLs', () => {
  const base = 'https://mindprint.example';

  it('join a path to the public base URL, defaulting to /pay_check and /pay_failed', () => {
    expect(resolveReturnUrl('/paying/check?x=1', base, defaultReturnPath)).toBe('https://mindprint.example/paying/check?x=1');
    expect(resolveReturnUrl('', base, defaultReturnPath)).toBe('https://mindprint.example/pay_check');
    expect(resolveReturnUrl('  ', base, defaultCancelPath)).toBe('https://mindprint.example/pay_failed');
    expect(resolveReturnUrl('/pay_check', 'https://mindprint.example/shop/', defaultReturnPath)).toBe('https://mindprint.example/shop/pay_check');
  });

  it('accept an absolute URL on our own origin only', () => {
    expect(resolveReturnUrl('https://mindprint.example/pay_success', base, defaultReturnPath)).toBe('https://mindprint.example/pay_success');
    for (const bad of ['https://evil.example/pay', '//evil.example/pay', 'http://mindprint.example/pay', 'javascript:alert(1)', '/\\evil.example', 'pay_check', 'https://user:pw@mindprint.example/']) {
      expect(() => resolveReturnUrl(bad, base, defaultReturnPath), bad).toThrow(expect.objectContaining({ reason: 'INVALID_RETURN_URL', kind: 'INVALID_ARGUMENT' }));
    }
  });

  it('carry the payment id', () => {
    expect(withPaymentId('https://mindprint.example/pay_check?hl=DE', 'p-1')).toBe('https://mindprint.example/pay_check?hl=DE&paymentId=p-1');
    expect(withPaymentId('https://mindprint.example/pay_check?paymentId=old', 'p-2')).toBe('https://mindprint.example/pay_check?paymentId=p-2');
  });
});

describe('sandbox card form', () => {
  const form = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardholderName: 'Ann Lee', postalCode: '10115' };
  const reject = (change: Partial<typeof form>) => () => validateCardForm({ ...form, ...change });
  const now = new Date('2026-05-15T12:00:00Z');

  it('checks card numbers with Luhn and names the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('keeps brand and last four digits only', () => {
    const summary = validateCardForm(form);
    expect(summary).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(summary)).not.toContain('424242424242');
  });

  it('answers each field with the spec’s message', () => {
    expect(reject({ cardNumber: '', expiry: '', cvc: '' })).toThrow('Please complete your card information');
    expect(reject({ cardNumber: '' })).toThrow(expect.objectContaining({ reason: 'CARD_NUMBER_REQUIRED', message: 'This field is required' }));
    expect(reject({ cardNumber: '4242 4242 4242 4241' })).toThrow(expect.objectContaining({ reason: 'INVALID_CARD_NUMBER', message: 'Invalid card number', kind: 'INVALID_ARGUMENT' }));
    expect(reject({ cardNumber: '4242' })).toThrow('Invalid card number');
    expect(reject({ expiry: '13/30' })).toThrow('Invalid expiry date');
    expect(reject({ expiry: 'soon' })).toThrow('Invalid expiry date');
    expect(reject({ cvc: '12' })).toThrow('Invalid CVV');
    expect(reject({ cvc: '12a' })).toThrow('Invalid CVV');
    expect(reject({ cardholderName: ' ' })).toThrow(expect.objectContaining({ reason: 'CARDHOLDER_NAME_REQUIRED', message: 'This field is required' }));
    expect(reject({ postalCode: '' })).toThrow(expect.objectContaining({ reason: 'POSTAL_CODE_REQUIRED' }));
  });

  it('reads MM/YY expiry dates, valid through the end of the month', () => {
    expect(parseExpiry('05/26')).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry('5 / 2026')).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry('00/26')).toBeUndefined();
    const valid = validateCardForm({ ...form, expiry: '05/26' });
    expect(sandboxCardOutcome(form.cardNumber, valid, now)).toEqual({ kind: 'succeeded' });
    const past = validateCardForm({ ...form, expiry: '04/26' });
    expect(sandboxCardOutcome(form.cardNumber, past, now)).toEqual({ kind: 'failed', failureCode: 'expired_card' });
  });

  it('follows the documented test cards and declines any other card in test mode', () => {
    const outcome = (number: string) => sandboxCardOutcome(number, validateCardForm({ ...form, cardNumber: number }), now);
    expect(outcome('4000000000000002')).toEqual({ kind: 'failed', failureCode: 'card_declined' });
    expect(outcome('4000 0000 0000 9995')).toEqual({ kind: 'failed', failureCode: 'insufficient_funds' });
    expect(outcome('4000000000000077')).toEqual({ kind: 'processing_then_succeeded' });
    expect(outcome('5555555555554444')).toMatchObject({ kind: 'failed', failureCode: 'card_declined', failureMessage: expect.stringMatching(/test mode/) });
  });
});

describe('whether a provider answer changes a payment', () => {
  const waiting = {
    status: 'requires_action',
    providerRef: 'pi_1',
    clientSecret: 'pi_1_secret',
    approvalUrl: null,
    transactionId: null,
  } as PaymentRow;

  it('does not, for the answer a status check gets while the visitor still has to act', () => {
    expect(changesPayment(waiting, { status: 'requires_action', providerRef: 'pi_1', clientSecret: 'pi_1_secret' })).toBe(false);
    expect(changesPayment({ ...waiting, status: 'processing' }, { status: 'requires_action' })).toBe(false); // late and out of order
  });

  it('does, for a status move or a provider field not stored yet', () => {
    expect(changesPayment(waiting, { status: 'succeeded', transactionId: 'ch_1' })).toBe(true);
    expect(changesPayment(waiting, { status: 'requires_action', approvalUrl: 'https://paypal.test/approve' })).toBe(true);
    expect(changesPayment({ ...waiting, providerRef: null }, { status: 'requires_action', providerRef: 'pi_1' })).toBe(true);
  });
});
