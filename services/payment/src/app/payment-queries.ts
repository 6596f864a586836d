import { maskEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { PaymentRepository, PaymentRow } from '../db/payment-repository.js';
import { isTerminal } from '../domain/payment-status.js';
import type { PurchaseSource } from './order-client.js';
import type { PaymentProviders } from './payment-providers.js';
import { changesPayment, type PaymentUpdates } from './payment-updates.js';
import { paymentView, type PaymentView } from './payment-view.js';
import { currentProviderView } from './provider-calls.js';

export interface Amount {
  amountMinor: number;
  currency: string;
}

export interface PaymentInfo {
  paymentId: string;
  orderNumber: string;
  purchaseNumber: string;
  transactionId: string;
  status: string;
  paidAt: string;
  currency: string;
  subtotal: Amount;
  tax: Amount;
  discount: Amount;
  total: Amount;
  provider: string;
  method: string;
  title: string;
  emailMasked: string;
}

const notFound = () => new DomainError('PAYMENT_NOT_FOUND', 'Payment not found', 'NOT_FOUND');

/** The status of a payment (asking its provider while it is unsettled) and its receipt. */
export class PaymentQueries {
  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      providers: PaymentProviders;
      updates: PaymentUpdates;
      orders: PurchaseSource;
      log: Logger;
      /** Charges an off-session payment whose provider answer we never stored (same idempotency key). */
      offSession?: { ensureCharged(row: PaymentRow): Promise<PaymentRow> };
    },
  ) {}

  async status(paymentId: string, providerToken = ''): Promise<PaymentView> {
    const row = await this.deps.payments.find(paymentId.trim());
    if (!row) throw notFound();
    return paymentView(await this.refresh(row, { approved: providerToken.trim() !== '' }));
  }

  /**
   * Asks the provider about a payment that is not settled and applies its answer. A provider that cannot
   * answer now leaves the payment as it is (the visitor keeps waiting; reconciliation asks again).
   */
  async refresh(row: PaymentRow, options: { approved?: boolean } = {}): Promise<PaymentRow> {
    if (isTerminal(row.status)) return row;
    const provider = this.deps.providers.byName(row.provider);
    if (!provider) return row;
    try {
      // An off-session charge is never re-created as a customer-present payment: it is charged again, same key.
      if (row.offSession && !row.providerRef) return this.deps.offSession ? await this.deps.offSession.ensureCharged(row) : row;
      const view = await currentProviderView(provider, row, options);
      if (!view || !changesPayment(row, view)) return row;
      return (await this.deps.updates.apply(row.paymentId, view)) ?? row;
    } catch (error) {
      this.deps.log.warn({ err: error, paymentId: row.paymentId, provider: row.provider }, 'could not ask the provider about a payment');
      return row;
    }
  }

  async info(paymentId: string): Promise<PaymentInfo> {
    const row = await this.deps.payments.find(paymentId.trim());
    if (!row) throw notFound();
    const own = { amountMinor: row.amountMinor, currency: row.currency };
    const zero = { amountMinor: 0, currency: row.currency };
    let amounts = { subtotal: own, tax: zero, discount: zero, total: own };
    let emailMasked = row.email ? maskEmail(row.email) : '';
    try {
      // A subscription charge has no purchase: the receipt is what was charged.
      const { purchase } = row.purchaseNumber ? await this.deps.orders.getPurchase({ purchaseNumber: row.purchaseNumber }) : { purchase: undefined };
      if (purchase) {
        const amount = (m: typeof purchase.total, fallback: Amount): Amount =>
          m ? { amountMinor: Number(m.amountMinor), currency: m.currency || row.currency } : fallback;
        amounts = {
          subtotal: amount(purchase.subtotal, own),
          tax: amount(purchase.tax, zero),
          discount: amount(purchase.discount, zero),
          total: amount(purchase.total, own),
        };
        if (!emailMasked) emailMasked = purchase.emailMasked;
      }
    } catch (error) {
      // The receipt still shows what was charged.
      this.deps.log.warn({ err: error, paymentId: row.paymentId }, 'could not read the purchase for a receipt');
    }
    return {
      paymentId: row.paymentId,
      orderNumber: row.orderNumber,
      purchaseNumber: row.purchaseNumber,
      transactionId: row.transactionId ?? '',
      status: row.status,
      paidAt: row.status === 'succeeded' && row.succeededAt ? row.succeededAt.toISOString() : '',
      currency: row.currency,
      ...amounts,
      provider: row.provider,
      method: row.method,
      title: row.title,
      emailMasked,
    };
  }
}
