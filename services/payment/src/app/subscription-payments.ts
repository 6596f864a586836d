import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { NewSubscriptionPayment, PaymentRepository, PaymentRow } from '../db/payment-repository.js';
import type { SavedMethodRepository, SavedMethodRow } from '../db/saved-method-repository.js';
import { isTerminal } from '../domain/payment-status.js';
import { defaultCancelPath, defaultReturnPath, resolveReturnUrl, withPaymentId } from '../domain/return-urls.js';
import type { PaymentProvider } from '../providers/payment-provider.js';
import type { CreatePayment } from './create-payment.js';
import { isPaymentMethod, type PaymentProviders } from './payment-providers.js';
import { isSetupOnly } from './provider-calls.js';
import type { PaymentUpdates } from './payment-updates.js';
import { paymentView, type PaymentView } from './payment-view.js';

/**
 * A subscription's charges, one payment per (subscription id, period index): the first is customer-present
 * and saves the payment method at the provider (CreateSubscriptionPayment); renewals charge the saved
 * method off-session (ChargeSavedMethod). The subscription service, a trusted server caller, prices them.
 * As with purchases, our row is written first (the unique index on (subscription, period) makes repeated and
 * concurrent calls share it) and the provider is asked with the payment id as its idempotency key.
 */

export interface SubscriptionChargeRequest {
  subscriptionId: string;
  periodIndex: number;
  amountMinor: bigint | number;
  currency: string;
  title: string;
  email: string;
}

export interface CreateSubscriptionPaymentInput extends SubscriptionChargeRequest {
  method: string;
  locale: string;
  returnUrl: string;
  cancelUrl: string;
}

export const noSavedMethodMessage = 'No saved payment method for this subscription';

interface Deps {
  payments: PaymentRepository;
  savedMethods: SavedMethodRepository;
  providers: PaymentProviders;
  updates: PaymentUpdates;
  createPayment: Pick<CreatePayment, 'ensureAtProvider'>;
  publicBaseUrl: string;
  log: Logger;
  clock: () => Date;
  reconcileAfterMs: number;
}

const invalid = (reason: string, message: string) => new DomainError(reason, message, 'INVALID_ARGUMENT');

/**
 * The request's subscription, period and price, checked (the caller is trusted, not infallible). Only a
 * customer-present first step may ask for 0 (a free trial): it keeps the method without charging.
 */
function checkCharge(input: SubscriptionChargeRequest, options: { zeroSavesMethod: boolean }) {
  const subscriptionId = input.subscriptionId.trim();
  if (!subscriptionId || subscriptionId.length > 64) throw invalid('SUBSCRIPTION_ID_REQUIRED', 'The subscription id is required (at most 64 characters)');
  if (!Number.isSafeInteger(input.periodIndex) || input.periodIndex < 0) throw invalid('INVALID_PERIOD_INDEX', 'The period index must be 0 or more');
  const amount = Number(input.amountMinor);
  if (!Number.isSafeInteger(amount) || amount < 0 || (amount === 0 && !options.zeroSavesMethod)) {
    throw invalid('INVALID_AMOUNT', 'The amount must be a positive whole number of minor units');
  }
  const currency = input.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw invalid('INVALID_CURRENCY', 'The currency must be an ISO 4217 code');
  let email: string | null = null;
  if (input.email.trim()) {
    email = normalizeEmail(input.email) ?? null;
    if (!email) throw invalid('INVALID_EMAIL', 'Please enter a valid email address');
  }
  return { subscriptionId, periodIndex: input.periodIndex, amountMinor: amount, currency, email, title: (input.title.trim() || 'Subscription').slice(0, 200) };
}

/** A repeated call must ask for what the first one asked: the same key never charges a different amount. */
function sameCharge(row: PaymentRow, amountMinor: number, currency: string): void {
  if (row.amountMinor !== amountMinor || row.currency !== currency) {
    throw new DomainError(
      'SUBSCRIPTION_PAYMENT_MISMATCH',
      'This subscription period already has a payment for a different amount',
      'CONFLICT',
    );
  }
}

export class CreateSubscriptionPayment {
  constructor(private readonly deps: Deps) {}

  async run(input: CreateSubscriptionPaymentInput): Promise<PaymentView> {
    const method = input.method.trim().toLowerCase();
    if (!isPaymentMethod(method)) throw new DomainError('INVALID_PAYMENT_METHOD', 'The payment method must be card or paypal', 'INVALID_ARGUMENT');
    const charge = checkCharge(input, { zeroSavesMethod: true });
    const returnUrl = resolveReturnUrl(input.returnUrl, this.deps.publicBaseUrl, defaultReturnPath, 'return_url');
    const cancelUrl = resolveReturnUrl(input.cancelUrl, this.deps.publicBaseUrl, defaultCancelPath, 'cancel_url');
    const provider = this.deps.providers.forMethod(method);
    if (!provider.chargeSaved) {
      throw new DomainError('SUBSCRIPTIONS_UNAVAILABLE', 'Subscriptions cannot be paid with this method yet; please try again later', 'FAILED_PRECONDITION');
    }

    const paymentId = randomUUID();
    const { row, created } = await this.deps.payments.insertOrFindSubscription(
      {
        paymentId,
        ...charge,
        saveMethod: true,
        offSession: false,
        method,
        provider: provider.name,
        locale: (input.locale || 'EN').slice(0, 8),
        returnUrl: withPaymentId(returnUrl, paymentId),
        cancelUrl: withPaymentId(cancelUrl, paymentId),
        testMode: provider.testMode,
      },
      new Date(this.deps.clock().getTime() + this.deps.reconcileAfterMs),
    );
    if (created) this.deps.log.info({ paymentId, subscriptionId: charge.subscriptionId, periodIndex: charge.periodIndex, provider: provider.name }, 'subscription payment created');
    sameCharge(row, charge.amountMinor, charge.currency);
    if (row.providerRef || isTerminal(row.status) || row.offSession) return paymentView(row);
    // The same path as a purchase from here: the card form, Stripe's element and the status check take this id.
    return paymentView(await this.deps.createPayment.ensureAtProvider(row));
  }
}

export class ChargeSavedMethod {
  /** Provider requests in flight per payment id, so concurrent callers in this process ask once. */
  private readonly inFlight = new Map<string, Promise<PaymentRow>>();

  constructor(private readonly deps: Deps) {}

  async run(input: SubscriptionChargeRequest): Promise<PaymentView> {
    const charge = checkCharge(input, { zeroSavesMethod: false });
    const existing = await this.deps.payments.ofSubscriptionPeriod(charge.subscriptionId, charge.periodIndex);
    if (existing) {
      sameCharge(existing, charge.amountMinor, charge.currency);
      return paymentView(existing.providerRef || isTerminal(existing.status) || !existing.offSession ? existing : await this.ensureCharged(existing));
    }
    const saved = await this.savedMethodOf(charge.subscriptionId);
    if (!saved) throw new DomainError('NO_SAVED_PAYMENT_METHOD', noSavedMethodMessage, 'FAILED_PRECONDITION');
    const provider = this.chargingProvider(saved);

    const paymentId = randomUUID();
    const returnUrl = withPaymentId(resolveReturnUrl('', this.deps.publicBaseUrl, defaultReturnPath, 'return_url'), paymentId);
    const payment: NewSubscriptionPayment = {
      paymentId,
      ...charge,
      saveMethod: false,
      offSession: true,
      method: saved.method,
      provider: provider.name,
      locale: 'EN',
      returnUrl,
      cancelUrl: returnUrl,
      testMode: provider.testMode,
    };
    const { row, created } = await this.deps.payments.insertOrFindSubscription(payment, new Date(this.deps.clock().getTime() + this.deps.reconcileAfterMs));
    if (created) {
      this.deps.log.info({ paymentId, subscriptionId: charge.subscriptionId, periodIndex: charge.periodIndex, provider: provider.name }, 'off-session payment created');
    }
    sameCharge(row, charge.amountMinor, charge.currency);
    if (row.providerRef || isTerminal(row.status) || !row.offSession) return paymentView(row);
    return paymentView(await this.ensureCharged(row));
  }

  /**
   * Charges an off-session payment at its provider once per process (the idempotency key covers other
   * replicas and retries); reconciliation calls it for one whose answer we never stored.
   */
  ensureCharged(row: PaymentRow): Promise<PaymentRow> {
    let pending = this.inFlight.get(row.paymentId);
    if (!pending) {
      pending = this.chargeAtProvider(row.paymentId).finally(() => this.inFlight.delete(row.paymentId));
      this.inFlight.set(row.paymentId, pending);
    }
    return pending;
  }

  private async chargeAtProvider(paymentId: string): Promise<PaymentRow> {
    const row = await this.deps.payments.find(paymentId);
    if (!row?.subscriptionId) throw new DomainError('PAYMENT_NOT_FOUND', 'Payment not found', 'NOT_FOUND');
    if (row.providerRef || isTerminal(row.status)) return row; // another caller finished first
    const saved = await this.savedMethodOf(row.subscriptionId);
    if (!saved) throw new DomainError('NO_SAVED_PAYMENT_METHOD', noSavedMethodMessage, 'FAILED_PRECONDITION');
    // Removed at the provider: the charge fails here (PaymentFailed, as for a declined card), nothing is asked of it.
    if (saved.removedAt) return (await this.deps.updates.apply(paymentId, { status: 'failed', failureCode: 'payment_method_removed' })) ?? row;
    const provider = this.chargingProvider(saved);
    let answer;
    try {
      answer = await provider.chargeSaved({
        paymentId,
        amountMinor: row.amountMinor,
        currency: row.currency,
        description: row.title,
        savedMethod: {
          methodRef: saved.methodRef,
          ...(saved.customerRef ? { customerRef: saved.customerRef } : {}),
        },
      });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // The row stays open: the next call (or reconciliation) charges again with the same key.
      this.deps.log.error({ err: error, paymentId, provider: provider.name }, 'the provider did not charge the saved method');
      throw new DomainError('PROVIDER_UNAVAILABLE', 'The payment provider could not be reached; please try again', 'UNAVAILABLE');
    }
    return (await this.deps.updates.apply(paymentId, answer)) ?? row;
  }

  /**
   * The subscription's saved method. A first charge whose success we learned without the method (a
   * webhook says succeeded, not which card) has it read from its provider now and saved.
   */
  private async savedMethodOf(subscriptionId: string): Promise<SavedMethodRow | undefined> {
    const saved = await this.deps.savedMethods.find(subscriptionId);
    if (saved) return saved;
    const saving = await this.deps.payments.savingPaymentOf(subscriptionId);
    const provider = saving ? this.deps.providers.byName(saving.provider) : undefined;
    if (!saving?.providerRef || !provider) return undefined;
    try {
      const view = await provider.retrieve({ paymentId: saving.paymentId, providerRef: saving.providerRef, setupOnly: isSetupOnly(saving) });
      if (view?.savedMethod) await this.deps.updates.apply(saving.paymentId, view);
    } catch (error) {
      this.deps.log.warn({ err: error, paymentId: saving.paymentId }, 'could not read the saved payment method from the provider');
    }
    return this.deps.savedMethods.find(subscriptionId);
  }

  private chargingProvider(saved: SavedMethodRow): PaymentProvider & Required<Pick<PaymentProvider, 'chargeSaved'>> {
    const provider = this.deps.providers.byName(saved.provider);
    if (!provider?.chargeSaved) {
      throw new DomainError('PROVIDER_UNAVAILABLE', 'The provider of the saved payment method is not available', 'UNAVAILABLE');
    }
    return provider as PaymentProvider & Required<Pick<PaymentProvider, 'chargeSaved'>>;
  }
}
