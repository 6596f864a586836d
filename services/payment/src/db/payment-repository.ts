import type { Knex, Transaction } from '@mindprint/platform/db';
import type { PaymentMethodCode, ProviderName } from '../providers/payment-provider.js';
import { openStatuses, type PaymentStatus } from '../domain/payment-status.js';

export interface PaymentRow {
  paymentId: string;
  /** Empty for a subscription charge. */
  purchaseNumber: string;
  orderNumber: string;
  /** Set (with the period) for a subscription charge; null for a purchase. */
  subscriptionId: string | null;
  periodIndex: number | null;
  /** The first, customer-present subscription charge: the provider keeps the method for renewals. */
  saveMethod: boolean;
  /** A renewal charged to the saved method without the customer. */
  offSession: boolean;
  method: PaymentMethodCode;
  provider: ProviderName;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  title: string;
  email: string | null;
  locale: string;
  returnUrl: string;
  cancelUrl: string;
  testMode: boolean;
  providerRef: string | null;
  clientSecret: string | null;
  approvalUrl: string | null;
  transactionId: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  checkAttempts: number;
  createdAt: Date;
  updatedAt: Date;
  succeededAt: Date | null;
}

export type NewPayment = Pick<
  PaymentRow,
  'paymentId' | 'purchaseNumber' | 'orderNumber' | 'method' | 'provider' | 'amountMinor' | 'currency' | 'title' | 'email' | 'locale' | 'returnUrl' | 'cancelUrl' | 'testMode'
>;

/** A subscription charge: one per (subscription, period). */
export type NewSubscriptionPayment = Omit<NewPayment, 'purchaseNumber' | 'orderNumber'> & {
  subscriptionId: string;
  periodIndex: number;
  saveMethod: boolean;
  offSession: boolean;
};

/** The provider-side fields an update may fill in; each is set only once (a later value never replaces it). */
export interface ProviderFields {
  providerRef?: string;
  clientSecret?: string;
  approvalUrl?: string;
  transactionId?: string;
}

const date = (value: unknown) => (value == null ? null : new Date(value as string | Date));

function fromRow(r: Record<string, unknown>): PaymentRow {
  return {
    paymentId: r.payment_id as string,
    purchaseNumber: (r.purchase_number as string | null) ?? '',
    orderNumber: (r.order_number as string | null) ?? '',
    subscriptionId: (r.subscription_id as string | null) ?? null,
    periodIndex: r.period_index == null ? null : Number(r.period_index),
    saveMethod: Boolean(r.save_method),
    offSession: Boolean(r.off_session),
    method: r.method as PaymentMethodCode,
    provider: r.provider as ProviderName,
    status: r.status as PaymentStatus,
    amountMinor: Number(r.amount_minor),
    currency: r.currency as string,
    title: r.title as string,
    email: r.email as string | null,
    locale: r.locale as string,
    returnUrl: r.return_url as string,
    cancelUrl: r.cancel_url as string,
    testMode: Boolean(r.test_mode),
    providerRef: r.provider_ref as string | null,
    clientSecret: r.client_secret as string | null,
    approvalUrl: r.approval_url as string | null,
    transactionId: r.transaction_id as string | null,
    failureCode: r.failure_code as string | null,
    failureMessage: r.failure_message as string | null,
    checkAttempts: Number(r.check_attempts ?? 0),
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
    succeededAt: date(r.succeeded_at),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isPaymentId = (value: string) => uuidPattern.test(value);

const openList = openStatuses.map((s) => `'${s}'`).join(', ');

/** A purchase's new payment: its columns, their placeholders (the status is always 'created') and the values. */
const purchasePaymentColumns = `payment_id, purchase_number, order_number, method, provider, status, amount_minor, currency, title, email,
  locale, return_url, cancel_url, test_mode, next_check_at`;
const purchasePaymentValues = `?, ?, ?, ?, ?, 'created', ?, ?, ?, ?, ?, ?, ?, ?, ?`;
const purchasePaymentBindings = (payment: NewPayment, nextCheckAt: Date) => [
  payment.paymentId, payment.purchaseNumber, payment.orderNumber, payment.method, payment.provider, payment.amountMinor,
  payment.currency, payment.title, payment.email, payment.locale, payment.returnUrl, payment.cancelUrl, payment.testMode, nextCheckAt,
];

export class PaymentRepository {
  constructor(private readonly knex: Knex) {}

  async find(paymentId: string, trx: Knex | Transaction = this.knex): Promise<PaymentRow | undefined> {
    if (!isPaymentId(paymentId)) return undefined;
    const row = await trx('payments').where({ payment_id: paymentId }).first();
    return row ? fromRow(row) : undefined;
  }

  /** The row locked for the rest of the transaction, so updates to one payment apply one after another. */
  async findForUpdate(trx: Transaction, paymentId: string): Promise<PaymentRow | undefined> {
    if (!isPaymentId(paymentId)) return undefined;
    const row = await trx('payments').where({ payment_id: paymentId }).forUpdate().first();
    return row ? fromRow(row) : undefined;
  }

  async findByProviderRef(provider: string, providerRef: string, trx: Knex | Transaction = this.knex): Promise<PaymentRow | undefined> {
    const row = await trx('payments').where({ provider, provider_ref: providerRef }).orderBy('created_at', 'desc').first();
    return row ? fromRow(row) : undefined;
  }

  /** Every payment of a purchase, newest first. */
  async ofPurchase(purchaseNumber: string, trx: Knex | Transaction = this.knex): Promise<PaymentRow[]> {
    const rows = await trx('payments').where({ purchase_number: purchaseNumber }).orderBy('created_at', 'desc');
    return rows.map(fromRow);
  }

  /**
   * The purchase's first payment, in one statement: inserted when the purchase has no payment at all (the
   * common checkout), otherwise nothing is written and its payments come back, newest first, for the caller
   * to decide on (paid, another method open, a changed price). A payment another caller inserts meanwhile
   * makes the insert do nothing (the partial unique index), so the caller goes on as for an existing one.
   */
  async insertFirst(payment: NewPayment, nextCheckAt: Date): Promise<{ inserted: PaymentRow } | { inserted: undefined; existing: PaymentRow[] }> {
    const { rows } = (await this.knex.raw(
      `with existing as (select * from payments where purchase_number = ?),
       inserted as (
         insert into payments (${purchasePaymentColumns})
         select ${purchasePaymentValues} where not exists (select from existing)
         on conflict (purchase_number, method) where status in (${openList}) do nothing
         returning *)
       select true as just_inserted, * from inserted
       union all
       select false, * from existing
       order by created_at desc`,
      [payment.purchaseNumber, ...purchasePaymentBindings(payment, nextCheckAt)],
    )) as { rows: Array<Record<string, unknown> & { just_inserted: boolean }> };
    if (rows[0]?.just_inserted) return { inserted: fromRow(rows[0]) };
    return { inserted: undefined, existing: rows.map(fromRow) };
  }

  /**
   * Inserts the payment unless the purchase already has an open one for the method (the partial unique
   * index decides, also between concurrent callers); returns the open payment either way.
   */
  async insertOrFindOpen(payment: NewPayment, nextCheckAt: Date): Promise<{ row: PaymentRow; created: boolean }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const { rows } = (await this.knex.raw(
        `insert into payments (${purchasePaymentColumns})
         values (${purchasePaymentValues})
         on conflict (purchase_number, method) where status in (${openList}) do nothing
         returning *`,
        purchasePaymentBindings(payment, nextCheckAt),
      )) as { rows: Record<string, unknown>[] };
      if (rows[0]) return { row: fromRow(rows[0]), created: true };
      const open = await this.knex('payments')
        .where({ purchase_number: payment.purchaseNumber, method: payment.method })
        .whereIn('status', openStatuses as PaymentStatus[])
        .first();
      if (open) return { row: fromRow(open), created: false };
      // The open payment ended between our insert and our read: try again.
    }
    throw new Error(`Could not insert or find the open ${payment.method} payment of ${payment.purchaseNumber}`);
  }

  /**
   * Inserts the charge of a subscription's period unless it exists (the unique index on (subscription,
   * period) decides, also between concurrent callers); returns the one payment of that period either way.
   */
  async insertOrFindSubscription(payment: NewSubscriptionPayment, nextCheckAt: Date): Promise<{ row: PaymentRow; created: boolean }> {
    const { rows } = (await this.knex.raw(
      `insert into payments (payment_id, subscription_id, period_index, save_method, off_session, method, provider, status, amount_minor,
         currency, title, email, locale, return_url, cancel_url, test_mode, next_check_at)
       values (?, ?, ?, ?, ?, ?, ?, 'created', ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (subscription_id, period_index) where subscription_id is not null do nothing
       returning *`,
      [
        payment.paymentId, payment.subscriptionId, payment.periodIndex, payment.saveMethod, payment.offSession, payment.method, payment.provider,
        payment.amountMinor, payment.currency, payment.title, payment.email, payment.locale, payment.returnUrl, payment.cancelUrl, payment.testMode,
        nextCheckAt,
      ],
    )) as { rows: Record<string, unknown>[] };
    if (rows[0]) return { row: fromRow(rows[0]), created: true };
    const existing = await this.ofSubscriptionPeriod(payment.subscriptionId, payment.periodIndex);
    if (!existing) throw new Error(`Could not insert or find the payment of subscription ${payment.subscriptionId} period ${payment.periodIndex}`);
    return { row: existing, created: false };
  }

  async ofSubscriptionPeriod(subscriptionId: string, periodIndex: number, trx: Knex | Transaction = this.knex): Promise<PaymentRow | undefined> {
    const row = await trx('payments').where({ subscription_id: subscriptionId, period_index: periodIndex }).first();
    return row ? fromRow(row) : undefined;
  }

  /** The latest succeeded customer-present charge of a subscription (the one that saved its method). */
  async savingPaymentOf(subscriptionId: string): Promise<PaymentRow | undefined> {
    const row = await this.knex('payments')
      .where({ subscription_id: subscriptionId, save_method: true, status: 'succeeded' })
      .orderBy('period_index', 'desc')
      .first();
    return row ? fromRow(row) : undefined;
  }

  /** Changes the status (only from `from`, the value the caller read under lock) and fills provider fields once. */
  async update(
    trx: Transaction,
    current: PaymentRow,
    change: { status: PaymentStatus; failureCode?: string | null; failureMessage?: string | null; succeededAt?: Date } & ProviderFields,
    now: Date,
  ): Promise<PaymentRow | undefined> {
    const fields: Record<string, unknown> = { status: change.status, updated_at: now };
    if (change.providerRef && !current.providerRef) fields.provider_ref = change.providerRef;
    if (change.clientSecret && !current.clientSecret) fields.client_secret = change.clientSecret;
    if (change.approvalUrl && !current.approvalUrl) fields.approval_url = change.approvalUrl;
    if (change.transactionId && !current.transactionId) fields.transaction_id = change.transactionId;
    if (change.failureCode !== undefined) fields.failure_code = change.failureCode;
    if (change.failureMessage !== undefined) fields.failure_message = change.failureMessage;
    if (change.succeededAt) fields.succeeded_at = change.succeededAt;
    const [updated] = await trx('payments').where({ payment_id: current.paymentId, status: current.status }).update(fields).returning('*');
    return updated && fromRow(updated);
  }

  /**
   * The provider's first answer on a payment still as it was inserted (created, no provider field stored) and
   * that no webhook waits for, in one statement; undefined when the row moved meanwhile or an event waits, so
   * the caller takes the locked path. The row lock the update takes orders it with every locked update.
   */
  async updateAsInserted(paymentId: string, change: { status: PaymentStatus } & ProviderFields, now: Date): Promise<PaymentRow | undefined> {
    const fields: Record<string, unknown> = { status: change.status, updated_at: now };
    if (change.providerRef) fields.provider_ref = change.providerRef;
    if (change.clientSecret) fields.client_secret = change.clientSecret;
    if (change.approvalUrl) fields.approval_url = change.approvalUrl;
    if (change.transactionId) fields.transaction_id = change.transactionId;
    const knex = this.knex;
    const [updated] = await knex('payments')
      .where({ payment_id: paymentId, status: 'created' })
      .whereNull('provider_ref')
      .whereNull('client_secret')
      .whereNull('approval_url')
      .whereNull('transaction_id')
      .whereNotExists(function waitingWebhook() {
        // What applyPendingWebhooks would find once the provider's id is stored.
        this.select(knex.raw('1'))
          .from('webhook_events')
          .whereRaw('webhook_events.provider = payments.provider')
          .whereNull('webhook_events.applied_at')
          .where((q) => {
            q.whereRaw('webhook_events.payment_id = payments.payment_id');
            if (change.providerRef) q.orWhere('webhook_events.provider_ref', change.providerRef);
          });
      })
      .update(fields)
      .returning('*');
    return updated && fromRow(updated);
  }

  /**
   * Claims up to `limit` unsettled payments due for a check, pushing their next check out so another
   * replica running the same job skips them (`for update skip locked` keeps two claimers apart).
   */
  async claimDue(now: Date, created: { from: Date; to: Date }, limit: number, nextCheckAt: (attempts: number) => Date): Promise<PaymentRow[]> {
    return this.knex.transaction(async (trx) => {
      const due = await trx('payments')
        .whereIn('status', openStatuses as PaymentStatus[])
        .where('next_check_at', '<=', now)
        .where('created_at', '<=', created.to)
        .where('created_at', '>', created.from)
        .orderBy('next_check_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      for (const row of due) {
        const attempts = Number(row.check_attempts ?? 0) + 1;
        await trx('payments').where({ payment_id: row.payment_id }).update({ next_check_at: nextCheckAt(attempts), check_attempts: attempts });
      }
      return due.map(fromRow);
    });
  }
}
