import type { Knex, Transaction } from '@mindprint/platform/db';
import type { Tier } from '../domain/privileges.js';
import type { BillingState, CancelReason, SubscriptionStatus } from '../domain/subscription-state.js';
import type { AdAttribution } from '@mindprint/platform/tracking-keys';

export interface SubscriptionRecord extends BillingState {
  id: string;
  planId: string;
  tier: Tier;
  /** What the plan is priced in for this member: every charge of the subscription is in it. */
  currency: string;
  email: string;
  locale: string;
  orderNumber: string;
  userId: string;
  skipTrial: boolean;
  method: string;
  billingSubscriptionId: string;
  paymentKeyBase: number;
  upgradedFrom: string | null;
  cancelReason: CancelReason | null;
  /** The click ids, advertising consent and user agent kept when it was started (server-side conversions). */
  attribution: AdAttribution;
  createdAt: Date;
  updatedAt: Date;
}

/** A charge that went through, with its subscription as it is now and the period it paid for (null: unrecorded). */
export interface SettledCharge {
  charge: ChargeRecord;
  subscription: SubscriptionRecord;
  succeededAt: Date;
  period: { start: Date | null; end: Date | null };
}

export type ChargeStatus = 'pending' | 'processing' | 'succeeded' | 'failed';
export type ChargeKind = 'first' | 'renewal' | 'upgrade';

export interface ChargeRecord {
  id: string;
  subscriptionId: string;
  periodIndex: number;
  attempt: number;
  kind: ChargeKind;
  billingSubscriptionId: string;
  paymentKey: number;
  amountMinor: number;
  currency: string;
  status: ChargeStatus;
  paymentId: string | null;
  failureCode: string | null;
}

export interface PaidCharge {
  kind: ChargeKind;
  periodIndex: number;
  amountMinor: number;
  currency: string;
  paymentId: string;
  paidAt: Date;
}

type Row = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));

function toSubscription(row: Row): SubscriptionRecord {
  return {
    id: row.id as string,
    planId: row.plan_id as string,
    tier: row.tier as Tier,
    currency: row.currency as string,
    status: row.status as SubscriptionStatus,
    email: row.email as string,
    locale: row.locale as string,
    orderNumber: row.order_number as string,
    userId: row.user_id as string,
    skipTrial: Boolean(row.skip_trial),
    method: row.method as string,
    billingSubscriptionId: row.billing_subscription_id as string,
    paymentKeyBase: Number(row.payment_key_base),
    upgradedFrom: (row.upgraded_from as string | null) ?? null,
    trialEndsAt: date(row.trial_ends_at),
    currentPeriodStart: date(row.current_period_start),
    currentPeriodEnd: date(row.current_period_end),
    nextChargeAt: date(row.next_charge_at),
    periodIndex: Number(row.period_index),
    failedAttempts: Number(row.failed_attempts),
    canceledAt: date(row.canceled_at),
    cancelReason: (row.cancel_reason as CancelReason | null) ?? null,
    accessEndsAt: date(row.access_ends_at),
    attribution: {
      tracking: (typeof row.tracking === 'string' ? JSON.parse(row.tracking) : (row.tracking ?? {})) as AdAttribution['tracking'],
      advertisingConsent: row.advertising_consent === true,
      userAgent: (row.user_agent as string | null) ?? null,
    },
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
  };
}

function toCharge(row: Row): ChargeRecord {
  return {
    id: row.id as string,
    subscriptionId: row.subscription_id as string,
    periodIndex: Number(row.period_index),
    attempt: Number(row.attempt),
    kind: row.kind as ChargeKind,
    billingSubscriptionId: row.billing_subscription_id as string,
    paymentKey: Number(row.payment_key),
    amountMinor: Number(row.amount_minor),
    currency: row.currency as string,
    status: row.status as ChargeStatus,
    paymentId: (row.payment_id as string | null) ?? null,
    failureCode: (row.failure_code as string | null) ?? null,
  };
}

export const liveStatusList = ['trialing', 'active', 'past_due'];

export interface NewSubscription {
  id: string;
  planId: string;
  tier: Tier;
  currency: string;
  email: string;
  locale: string;
  orderNumber: string;
  userId: string;
  skipTrial: boolean;
  method: string;
  startKey: string;
  billingSubscriptionId: string;
  paymentKeyBase: number;
  upgradedFrom: string | null;
  attribution: AdAttribution;
}

export class SubscriptionRepository {
  constructor(private readonly knex: Knex) {}

  /**
   * Inserts a pending subscription, or returns the pending one of the same start (order or address, plan, skip
   * trial) with the ad attribution of this start: a repeated start is a new request to pay, and the conversion
   * follows the consent the visitor has now.
   */
  async insertPendingOrExisting(sub: NewSubscription, now: Date, trx: Transaction): Promise<{ subscription: SubscriptionRecord; created: boolean }> {
    const inserted: Row[] = await trx('subscriptions')
      .insert({
        id: sub.id,
        plan_id: sub.planId,
        tier: sub.tier,
        currency: sub.currency,
        status: 'incomplete',
        email: sub.email,
        locale: sub.locale,
        order_number: sub.orderNumber,
        user_id: sub.userId,
        skip_trial: sub.skipTrial,
        method: sub.method,
        start_key: sub.startKey,
        billing_subscription_id: sub.billingSubscriptionId,
        payment_key_base: sub.paymentKeyBase,
        upgraded_from: sub.upgradedFrom,
        tracking: JSON.stringify(sub.attribution.tracking),
        advertising_consent: sub.attribution.advertisingConsent,
        user_agent: sub.attribution.userAgent,
        created_at: now,
        updated_at: now,
      })
      .onConflict(trx.raw("(start_key, plan_id, skip_trial) where status = 'incomplete' and upgraded_from is null"))
      .ignore()
      .returning('*');
    if (inserted[0]) return { subscription: toSubscription(inserted[0]), created: true };
    const [existing]: Row[] = await trx('subscriptions')
      .where({ start_key: sub.startKey, plan_id: sub.planId, skip_trial: sub.skipTrial, status: 'incomplete' })
      .whereNull('upgraded_from')
      .update({
        tracking: JSON.stringify(sub.attribution.tracking),
        advertising_consent: sub.attribution.advertisingConsent,
        user_agent: sub.attribution.userAgent,
        updated_at: now,
      })
      .returning('*');
    if (!existing) throw new Error('pending subscription vanished between insert and select');
    return { subscription: toSubscription(existing), created: false };
  }

  /** Inserts an upgrade's subscription; undefined when the old one was already upgraded. */
  async insertUpgrade(sub: NewSubscription, now: Date, trx: Transaction): Promise<SubscriptionRecord | undefined> {
    const inserted: Row[] = await trx('subscriptions')
      .insert({
        id: sub.id,
        plan_id: sub.planId,
        tier: sub.tier,
        currency: sub.currency,
        status: 'incomplete',
        email: sub.email,
        locale: sub.locale,
        order_number: sub.orderNumber,
        user_id: sub.userId,
        skip_trial: true,
        method: sub.method,
        start_key: sub.startKey,
        billing_subscription_id: sub.billingSubscriptionId,
        payment_key_base: sub.paymentKeyBase,
        upgraded_from: sub.upgradedFrom,
        tracking: JSON.stringify(sub.attribution.tracking),
        advertising_consent: sub.attribution.advertisingConsent,
        user_agent: sub.attribution.userAgent,
        created_at: now,
        updated_at: now,
      })
      .onConflict(trx.raw("(upgraded_from) where upgraded_from is not null and status <> 'expired'"))
      .ignore()
      .returning('*');
    return inserted[0] ? toSubscription(inserted[0]) : undefined;
  }

  async byId(id: string, trx?: Transaction, lock = false): Promise<SubscriptionRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const query = (trx ?? this.knex)('subscriptions').where({ id }).first();
    const row: Row | undefined = await (lock ? query.forUpdate() : query);
    return row ? toSubscription(row) : undefined;
  }

  async byUpgradedFrom(id: string, trx?: Transaction): Promise<SubscriptionRecord | undefined> {
    const row: Row | undefined = await (trx ?? this.knex)('subscriptions').where({ upgraded_from: id }).whereNot('status', 'expired').first();
    return row ? toSubscription(row) : undefined;
  }

  /** The newest subscription of an exam order (a paid one before a pending one). */
  async byOrderNumber(orderNumber: string): Promise<SubscriptionRecord | undefined> {
    if (!orderNumber) return undefined;
    const row: Row | undefined = await this.knex('subscriptions')
      .where({ order_number: orderNumber })
      .orderByRaw("case when status = 'incomplete' then 1 else 0 end")
      .orderBy('created_at', 'desc')
      .first();
    return row ? toSubscription(row) : undefined;
  }

  /** Every subscription of an address or member that is not merely pending, newest first. */
  async startedFor(who: { email?: string; userId?: string }, trx?: Transaction): Promise<SubscriptionRecord[]> {
    if (!who.email && !who.userId) return [];
    const rows: Row[] = await (trx ?? this.knex)('subscriptions')
      .whereNot('status', 'incomplete')
      .andWhere((q) => {
        if (who.email) q.orWhere('email', who.email);
        if (who.userId) q.orWhere('user_id', who.userId);
      })
      .orderBy('created_at', 'desc');
    return rows.map(toSubscription);
  }

  /** Live subscriptions of an address, locked (newest first). */
  async liveForEmail(email: string, trx: Transaction): Promise<SubscriptionRecord[]> {
    const rows: Row[] = await trx('subscriptions').where({ email }).whereIn('status', liveStatusList).orderBy('created_at', 'desc').forUpdate();
    return rows.map(toSubscription);
  }

  async update(sub: SubscriptionRecord, now: Date, trx: Transaction): Promise<SubscriptionRecord> {
    const [row] = (await trx('subscriptions')
      .where({ id: sub.id })
      .update({
        status: sub.status,
        trial_ends_at: sub.trialEndsAt,
        current_period_start: sub.currentPeriodStart,
        current_period_end: sub.currentPeriodEnd,
        next_charge_at: sub.nextChargeAt,
        period_index: sub.periodIndex,
        failed_attempts: sub.failedAttempts,
        canceled_at: sub.canceledAt,
        cancel_reason: sub.cancelReason,
        access_ends_at: sub.accessEndsAt,
        user_id: sub.userId,
        updated_at: now,
      })
      .returning('*')) as Row[];
    return toSubscription(row!);
  }

  /**
   * Claims up to `limit` due subscriptions for one scheduler: locked with `skip locked` (a concurrent scheduler
   * takes others) and leased by moving `next_charge_at` to `leaseUntil`, so no one else claims them while this
   * scheduler talks to payment. A scheduler that died leaves the lease to expire; the next one finds the
   * charge row it left and asks payment again with the same key, which payment answers without charging twice.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number, trx: Transaction): Promise<Array<{ subscription: SubscriptionRecord; dueAt: Date }>> {
    const rows: Row[] = await trx('subscriptions')
      .whereIn('status', liveStatusList)
      .andWhere('next_charge_at', '<=', now)
      .orderBy('next_charge_at')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    if (rows.length === 0) return [];
    await trx('subscriptions').whereIn('id', rows.map((r) => r.id as string)).update({ next_charge_at: leaseUntil, updated_at: now });
    return rows.map((row) => ({ subscription: toSubscription(row), dueAt: date(row.next_charge_at)! }));
  }

  async recordConsent(consent: { subscriptionId: string; version: string; locale: string; textHash: string; clientIp: string }, now: Date, trx: Transaction) {
    await trx('consents')
      .insert({
        subscription_id: consent.subscriptionId,
        version: consent.version,
        locale: consent.locale,
        text_hash: consent.textHash,
        client_ip: consent.clientIp,
        given_at: now,
      })
      .onConflict(['subscription_id', 'version'])
      .ignore();
  }

  /** Inserts the charge attempt; undefined when that (subscription, period, attempt) already has one. */
  async insertCharge(charge: Omit<ChargeRecord, 'id' | 'status' | 'paymentId' | 'failureCode'> & { id: string }, now: Date, trx: Transaction): Promise<ChargeRecord | undefined> {
    const rows: Row[] = await trx('subscription_charges')
      .insert({
        id: charge.id,
        subscription_id: charge.subscriptionId,
        period_index: charge.periodIndex,
        attempt: charge.attempt,
        kind: charge.kind,
        billing_subscription_id: charge.billingSubscriptionId,
        payment_key: charge.paymentKey,
        amount_minor: charge.amountMinor,
        currency: charge.currency,
        status: 'pending',
        created_at: now,
        updated_at: now,
      })
      .onConflict(['subscription_id', 'period_index', 'attempt'])
      .ignore()
      .returning('*');
    return rows[0] ? toCharge(rows[0]) : undefined;
  }

  /** The latest attempt of a period. */
  async latestCharge(subscriptionId: string, periodIndex: number, trx: Transaction): Promise<ChargeRecord | undefined> {
    const row: Row | undefined = await trx('subscription_charges').where({ subscription_id: subscriptionId, period_index: periodIndex }).orderBy('attempt', 'desc').forUpdate().first();
    return row ? toCharge(row) : undefined;
  }

  async chargeFor(subscriptionId: string, periodIndex: number, attempt: number, trx?: Transaction): Promise<ChargeRecord | undefined> {
    const row: Row | undefined = await (trx ?? this.knex)('subscription_charges').where({ subscription_id: subscriptionId, period_index: periodIndex, attempt }).first();
    return row ? toCharge(row) : undefined;
  }

  /** The charge payment knows as (billing subscription id, key), locked. */
  async chargeByPaymentKey(billingSubscriptionId: string, paymentKey: number, trx: Transaction): Promise<ChargeRecord | undefined> {
    if (!isUuid(billingSubscriptionId)) return undefined;
    const row: Row | undefined = await trx('subscription_charges').where({ billing_subscription_id: billingSubscriptionId, payment_key: paymentKey }).forUpdate().first();
    return row ? toCharge(row) : undefined;
  }

  async chargeById(id: string, trx: Transaction): Promise<ChargeRecord | undefined> {
    const row: Row | undefined = await trx('subscription_charges').where({ id }).forUpdate().first();
    return row ? toCharge(row) : undefined;
  }

  /** `period`: what a charge that went through paid for, recorded when it takes effect. */
  async updateCharge(
    id: string,
    change: { status: ChargeStatus; paymentId?: string; failureCode?: string; period?: { start: Date | null; end: Date | null } },
    now: Date,
    trx: Transaction,
  ) {
    await trx('subscription_charges')
      .where({ id })
      .update({
        status: change.status,
        ...(change.paymentId ? { payment_id: change.paymentId } : {}),
        ...(change.failureCode !== undefined ? { failure_code: change.failureCode } : {}),
        ...(change.period ? { period_start: change.period.start, period_end: change.period.end } : {}),
        updated_at: now,
      });
  }

  /** The receipt of a subscription: every charge that went through, oldest first. */
  async paidCharges(subscriptionId: string): Promise<PaidCharge[]> {
    const rows: Row[] = await this.knex('subscription_charges').where({ subscription_id: subscriptionId, status: 'succeeded' }).orderBy('period_index', 'asc');
    return rows.map((row) => ({
      kind: row.kind as ChargeKind,
      periodIndex: Number(row.period_index),
      amountMinor: Number(row.amount_minor),
      currency: row.currency as string,
      paymentId: (row.payment_id as string | null) ?? '',
      paidAt: new Date(row.updated_at as string | Date),
    }));
  }

  /**
   * Charges of these kinds that went through in [from, before), oldest first, with their subscriptions (the
   * facts of the events that mailed them).
   */
  async succeededChargesBetween(kinds: ChargeKind[], from: Date, before: Date, limit: number): Promise<SettledCharge[]> {
    const rows: Row[] = await this.knex('subscription_charges')
      .where('status', 'succeeded')
      .whereIn('kind', kinds)
      .andWhere('updated_at', '>=', from)
      .andWhere('updated_at', '<', before)
      .orderBy([{ column: 'updated_at' }, { column: 'id' }])
      .limit(limit);
    const subscriptions = await this.byIds(rows.map((r) => r.subscription_id as string));
    return rows.flatMap((row) => {
      const subscription = subscriptions.get(row.subscription_id as string);
      if (!subscription) return [];
      return [{ charge: toCharge(row), subscription, succeededAt: date(row.updated_at)!, period: { start: date(row.period_start), end: date(row.period_end) } }];
    });
  }

  /** Subscriptions canceled (by someone, an upgrade or a lapse) in [from, before), oldest first. */
  async canceledBetween(from: Date, before: Date, limit: number): Promise<SubscriptionRecord[]> {
    const rows: Row[] = await this.knex('subscriptions')
      .whereNotNull('cancel_reason')
      .andWhere('canceled_at', '>=', from)
      .andWhere('canceled_at', '<', before)
      .orderBy([{ column: 'canceled_at' }, { column: 'id' }])
      .limit(limit);
    return rows.map(toSubscription);
  }

  private async byIds(ids: string[]): Promise<Map<string, SubscriptionRecord>> {
    if (ids.length === 0) return new Map();
    const rows: Row[] = await this.knex('subscriptions').whereIn('id', [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id as string, toSubscription(row)]));
  }

  async succeededCharges(subscriptionId: string): Promise<number> {
    const [row] = (await this.knex('subscription_charges').where({ subscription_id: subscriptionId, status: 'succeeded' }).count<{ count: number }[]>('* as count')) as { count: number }[];
    return Number(row?.count ?? 0);
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);
