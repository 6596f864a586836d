import type { Knex, Transaction } from '@mindprint/platform/db';
import type { PaymentMethodCode, ProviderName } from '../providers/payment-provider.js';

/** The payment method a subscription's renewals are charged to: provider references, never card data. */
export interface SavedMethodRow {
  subscriptionId: string;
  provider: ProviderName;
  /** A card, or a PayPal wallet vaulted at PayPal (or the sandbox's PayPal-like one). */
  method: PaymentMethodCode;
  /** Stripe: the Customer id; PayPal: the vault's customer id; null for the sandbox. */
  customerRef: string | null;
  /** Stripe: the PaymentMethod id; PayPal: the vault id; the sandbox: its opaque token. */
  methodRef: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The payment that saved it. */
  paymentId: string;
  /** When the provider said it no longer keeps it; null while it can be charged. */
  removedAt: Date | null;
}

function fromRow(r: Record<string, unknown>): SavedMethodRow {
  return {
    subscriptionId: r.subscription_id as string,
    provider: r.provider as ProviderName,
    method: r.method as PaymentMethodCode,
    customerRef: (r.customer_ref as string | null) ?? null,
    methodRef: r.method_ref as string,
    cardBrand: (r.card_brand as string | null) ?? null,
    cardLast4: (r.card_last4 as string | null) ?? null,
    paymentId: r.payment_id as string,
    removedAt: r.removed_at ? new Date(r.removed_at as string | Date) : null,
  };
}

export class SavedMethodRepository {
  constructor(private readonly knex: Knex) {}

  async find(subscriptionId: string, trx: Knex | Transaction = this.knex): Promise<SavedMethodRow | undefined> {
    const row = await trx('saved_payment_methods').where({ subscription_id: subscriptionId }).first();
    return row ? fromRow(row) : undefined;
  }

  /** The payment that saved the provider's method `methodRef` (PayPal's vault id), if one did. */
  async paymentIdFor(provider: ProviderName, methodRef: string, trx: Knex | Transaction = this.knex): Promise<string | undefined> {
    const row = await trx('saved_payment_methods').where({ provider, method_ref: methodRef }).first('payment_id');
    return (row?.payment_id as string | undefined) ?? undefined;
  }

  /** Marks the provider's method `methodRef` removed wherever it is kept; the subscriptions it was saved for. */
  async markRemoved(trx: Transaction, provider: ProviderName, methodRef: string, now: Date): Promise<string[]> {
    const rows = await trx('saved_payment_methods')
      .where({ provider, method_ref: methodRef })
      .whereNull('removed_at')
      .update({ removed_at: now, updated_at: now })
      .returning('subscription_id');
    return rows.map((r: { subscription_id: string }) => r.subscription_id);
  }

  /** Saves the method a succeeded customer-present charge left; a later such charge replaces an earlier one. */
  async save(trx: Transaction, method: Omit<SavedMethodRow, 'removedAt'>, now: Date): Promise<void> {
    const values = {
      provider: method.provider,
      method: method.method,
      customer_ref: method.customerRef,
      method_ref: method.methodRef,
      card_brand: method.cardBrand,
      card_last4: method.cardLast4,
      payment_id: method.paymentId,
      removed_at: null,
      updated_at: now,
    };
    await trx('saved_payment_methods')
      .insert({ subscription_id: method.subscriptionId, ...values, created_at: now })
      .onConflict('subscription_id')
      .merge(values);
  }
}
