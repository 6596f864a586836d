import { randomUUID } from 'node:crypto';
import type { Purchase } from '@mindprint/proto/gen/mindprint/order/v1/order_service_pb';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { NewPayment, PaymentRepository, PaymentRow } from '../db/payment-repository.js';
import { defaultCancelPath, defaultReturnPath, resolveReturnUrl, withPaymentId } from '../domain/return-urls.js';
import type { PaymentMethodCode } from '../providers/payment-provider.js';
import type { PurchaseSource } from './order-client.js';
import { isPaymentMethod, type PaymentProviders } from './payment-providers.js';
import type { PaymentUpdates } from './payment-updates.js';
import { paymentView, type PaymentView } from './payment-view.js';
import { createInputOf } from './provider-calls.js';

export interface CreatePaymentInput {
  orderNumber: string;
  skuIds: string[];
  method: string;
  email: string;
  promoCode: string;
  country: string;
  locale: string;
  returnUrl: string;
  cancelUrl: string;
  /** The paying request's ad attribution, passed on to the order service, which keeps what consent allows. */
  attribution?: { tracking: Record<string, string>; advertisingConsent: boolean; userAgent: string };
}

/**
 * Starts paying for a purchase, charging at most once: the purchase is priced by the order service (never
 * by the client), our payment row is written first (one open payment per purchase and method, enforced by
 * a unique index), and only then is the provider asked, with the payment id as its idempotency key.
 * Concurrent and repeated calls get the same payment; calls in this process share one provider request.
 */
export class CreatePayment {
  /** Provider requests in flight per payment id, so concurrent callers in this process ask once. */
  private readonly inFlight = new Map<string, Promise<PaymentRow>>();

  constructor(
    private readonly deps: {
      orders: PurchaseSource;
      payments: PaymentRepository;
      providers: PaymentProviders;
      updates: PaymentUpdates;
      publicBaseUrl: string;
      log: Logger;
      clock: () => Date;
      /** When reconciliation first looks at a payment nobody settled. */
      reconcileAfterMs: number;
    },
  ) {}

  async run(input: CreatePaymentInput): Promise<PaymentView> {
    const method = input.method.trim().toLowerCase();
    if (!isPaymentMethod(method)) throw new DomainError('INVALID_PAYMENT_METHOD', 'The payment method must be card or paypal', 'INVALID_ARGUMENT');
    let email: string | undefined;
    if (input.email.trim()) {
      email = normalizeEmail(input.email);
      if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    }
    if (!input.orderNumber.trim()) throw new DomainError('ORDER_NUMBER_REQUIRED', 'The order number is required', 'INVALID_ARGUMENT');
    if (input.skuIds.length === 0) throw new DomainError('SKU_REQUIRED', 'Choose what to buy first', 'INVALID_ARGUMENT');
    const returnUrl = resolveReturnUrl(input.returnUrl, this.deps.publicBaseUrl, defaultReturnPath, 'return_url');
    const cancelUrl = resolveReturnUrl(input.cancelUrl, this.deps.publicBaseUrl, defaultCancelPath, 'cancel_url');

    const prepared = await this.deps.orders.preparePurchase({
      orderNumber: input.orderNumber.trim(),
      skuIds: input.skuIds,
      country: input.country,
      promoCode: input.promoCode,
      email: email ?? '',
      locale: input.locale,
      attribution: input.attribution,
    });
    const purchase = prepared.purchase;
    if (!purchase) throw new DomainError('PURCHASE_UNAVAILABLE', 'Failed to create order, please try again', 'UNAVAILABLE');

    const total = purchase.total;
    const price = total && total.amountMinor > 0n ? { amountMinor: Number(total.amountMinor), currency: total.currency.toUpperCase() } : undefined;
    const provider = this.deps.providers.forMethod(method);
    const charge: Charge = { input, purchase, method, provider: provider.name, testMode: provider.testMode, email, returnUrl, cancelUrl };
    let existing: PaymentRow[];
    if (price && !prepared.alreadyPaid) {
      // A purchase's first checkout: its payment is inserted by the statement that looks for the others.
      const first = await this.deps.payments.insertFirst(this.newPayment(charge, price), this.nextCheckAt());
      if (first.inserted) {
        this.logCreated(first.inserted);
        return paymentView(await this.ensureAtProvider(first.inserted, true));
      }
      existing = first.existing;
    } else {
      existing = await this.deps.payments.ofPurchase(purchase.purchaseNumber);
    }
    // The order service learns of a payment through an event; our own rows know first.
    const paid = existing.find((p) => p.status === 'succeeded');
    if (paid) return paymentView(paid, true);
    if (prepared.alreadyPaid) return alreadyPaidView(purchase, method);
    if (!price) throw new DomainError('NOTHING_TO_PAY', 'There is nothing to pay for this order', 'FAILED_PRECONDITION');

    await this.cancelOtherMethods(existing, method);

    for (let attempt = 0; ; attempt++) {
      const { row, created } = await this.deps.payments.insertOrFindOpen(this.newPayment(charge, price), this.nextCheckAt());
      if (created) this.logCreated(row);
      if (row.amountMinor === price.amountMinor && row.currency === price.currency) {
        return paymentView(row.providerRef ? row : await this.ensureAtProvider(row, created));
      }
      // The open payment asks for an older price (a promo code changed it): it is replaced, never charged.
      if (row.status === 'processing' || attempt >= 2) {
        throw new DomainError('PAYMENT_IN_PROGRESS', 'A payment for this order is being processed; please wait', 'CONFLICT');
      }
      await this.cancelPayment(row);
    }
  }

  /** The payment to insert for this checkout, under a fresh id (the provider's idempotency key). */
  private newPayment(charge: Charge, price: Pick<NewPayment, 'amountMinor' | 'currency'>): NewPayment {
    const { input, purchase } = charge;
    const paymentId = randomUUID();
    return {
      paymentId,
      purchaseNumber: purchase.purchaseNumber,
      orderNumber: purchase.orderNumber || input.orderNumber.trim(),
      method: charge.method,
      provider: charge.provider,
      ...price,
      title: (purchase.title || 'Report').slice(0, 200),
      email: charge.email ?? null,
      locale: (input.locale || purchase.locale || 'EN').slice(0, 8),
      returnUrl: withPaymentId(charge.returnUrl, paymentId),
      cancelUrl: withPaymentId(charge.cancelUrl, paymentId),
      testMode: charge.testMode,
    };
  }

  private nextCheckAt(): Date {
    return new Date(this.deps.clock().getTime() + this.deps.reconcileAfterMs);
  }

  private logCreated(row: PaymentRow): void {
    this.deps.log.info({ paymentId: row.paymentId, purchaseNumber: row.purchaseNumber, method: row.method, provider: row.provider }, 'payment created');
  }

  /**
   * Asks the provider for the payment once per process; the idempotency key covers other replicas.
   * `justInserted`: the row comes from this call's own insert, so reading it again would tell nothing new.
   */
  ensureAtProvider(row: PaymentRow, justInserted = false): Promise<PaymentRow> {
    let pending = this.inFlight.get(row.paymentId);
    if (!pending) {
      pending = this.createAtProvider(row.paymentId, justInserted ? row : undefined).finally(() => this.inFlight.delete(row.paymentId));
      this.inFlight.set(row.paymentId, pending);
    }
    return pending;
  }

  private async createAtProvider(paymentId: string, inserted?: PaymentRow): Promise<PaymentRow> {
    const row = inserted ?? (await this.deps.payments.find(paymentId));
    if (!row) throw new DomainError('PAYMENT_NOT_FOUND', 'Payment not found', 'NOT_FOUND');
    if (row.providerRef) return row; // another caller finished first
    const provider = this.deps.providers.byName(row.provider);
    if (!provider) throw new DomainError('PROVIDER_UNAVAILABLE', 'The payment system failed to load, please refresh the page', 'UNAVAILABLE');
    let answer;
    try {
      answer = await provider.create(createInputOf(row));
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // The row stays open without the provider's id: the next call (or reconciliation) asks again, same key.
      this.deps.log.error({ err: error, paymentId, provider: provider.name }, 'the provider did not create the payment');
      throw new DomainError('PROVIDER_UNAVAILABLE', 'Failed to create the payment, please try again', 'UNAVAILABLE');
    }
    // Stored only where no provider id is yet (a concurrent caller may have stored the same one).
    return (await (inserted ? this.deps.updates.applyToInserted(inserted, answer) : this.deps.updates.apply(paymentId, answer))) ?? row;
  }

  /**
   * The visitor switched methods: an open payment of the other method that has not moved money is
   * canceled at its provider (best effort) and here. One already processing blocks the switch, since
   * money may be on its way.
   */
  private async cancelOtherMethods(existing: PaymentRow[], method: PaymentMethodCode): Promise<void> {
    for (const other of existing) {
      if (other.method === method || (other.status !== 'created' && other.status !== 'requires_action')) {
        if (other.method !== method && other.status === 'processing') {
          throw new DomainError('PAYMENT_IN_PROGRESS', 'A payment for this order is being processed; please wait', 'CONFLICT');
        }
        continue;
      }
      await this.cancelPayment(other);
    }
  }

  /** Cancels a payment that has not moved money: at its provider (best effort), then here. */
  private async cancelPayment(payment: PaymentRow): Promise<void> {
    const provider = this.deps.providers.byName(payment.provider);
    if (provider?.cancel && payment.providerRef) {
      try {
        await provider.cancel({ paymentId: payment.paymentId, providerRef: payment.providerRef });
      } catch (error) {
        this.deps.log.warn({ err: error, paymentId: payment.paymentId }, 'could not cancel a payment at its provider');
      }
    }
    await this.deps.updates.apply(payment.paymentId, { status: 'canceled', failureCode: 'canceled' });
  }
}

/** What a checkout's payment is made of, besides its price. */
interface Charge {
  input: CreatePaymentInput;
  purchase: Purchase;
  method: PaymentMethodCode;
  provider: PaymentRow['provider'];
  testMode: boolean;
  email: string | undefined;
  returnUrl: string;
  cancelUrl: string;
}

/** The purchase was paid before (elsewhere or by a payment we no longer hold): nothing is charged. */
function alreadyPaidView(purchase: Purchase, method: string): PaymentView {
  return {
    paymentId: purchase.paymentId,
    orderNumber: purchase.orderNumber,
    purchaseNumber: purchase.purchaseNumber,
    status: 'succeeded',
    provider: '',
    method,
    amountMinor: Number(purchase.total?.amountMinor ?? 0n),
    currency: purchase.total?.currency ?? '',
    testMode: false,
    clientSecret: '',
    approvalUrl: '',
    failureCode: '',
    failureMessage: '',
    createdAt: purchase.paidAt || purchase.createdAt,
    alreadyPaid: true,
    title: purchase.title,
  };
}
