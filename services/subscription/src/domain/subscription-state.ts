import type { BillingInterval, Plan } from './plans.js';

export type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';
export type CancelReason = 'email_link' | 'member' | 'upgrade' | 'lapsed';

/** Statuses that may still be charged and that give access. */
export const liveStatuses: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
export const isLive = (status: SubscriptionStatus) => liveStatuses.includes(status);

/** The billing state a transition reads and returns; no I/O, every time comes from the caller's clock. */
export interface BillingState {
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  nextChargeAt: Date | null;
  /** The last period paid (0: the trial, or the first period when the trial was skipped). */
  periodIndex: number;
  /** Failed attempts of the period now due (0 when nothing failed). */
  failedAttempts: number;
  canceledAt: Date | null;
  accessEndsAt: Date | null;
}

/** A failed renewal is tried again 1, 3 and 5 days after the period fell due; when the last retry fails it lapses. */
export const retryOffsetsDays = [1, 3, 5] as const;
const dayMs = 86_400_000;

export function addInterval(from: Date, interval: BillingInterval, count: number): Date {
  const next = new Date(from.getTime());
  switch (interval) {
    case 'DAY':
      return new Date(from.getTime() + count * dayMs);
    case 'WEEK':
      return new Date(from.getTime() + count * 7 * dayMs);
    case 'MONTH':
    case 'YEAR': {
      const months = interval === 'MONTH' ? count : count * 12;
      const day = next.getUTCDate();
      next.setUTCDate(1);
      next.setUTCMonth(next.getUTCMonth() + months);
      // 31 January + 1 month is the last day of February, not 3 March.
      const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
      next.setUTCDate(Math.min(day, last));
      return next;
    }
  }
}

/** What the first (customer-present) charge costs: the trial price, or the first period when the trial is skipped or there is none. */
export function firstChargeMinor(plan: Plan, skipTrial: boolean): number {
  return plan.trialDays > 0 && !skipTrial ? plan.trialPriceMinor : plan.priceMinor;
}

export const hasTrial = (plan: Plan, skipTrial: boolean) => plan.trialDays > 0 && !skipTrial;

export function incomplete(): BillingState {
  return {
    status: 'incomplete',
    trialEndsAt: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    nextChargeAt: null,
    periodIndex: 0,
    failedAttempts: 0,
    canceledAt: null,
    accessEndsAt: null,
  };
}

/** The first charge went through at `paidAt`: the trial (or the first paid period) starts; the next charge is due at its end. */
export function firstPaymentSucceeded(state: BillingState, plan: Plan, skipTrial: boolean, paidAt: Date): BillingState {
  if (state.status !== 'incomplete') return state;
  const trial = hasTrial(plan, skipTrial);
  const end = trial ? new Date(paidAt.getTime() + plan.trialDays * dayMs) : addInterval(paidAt, plan.interval, plan.intervalCount);
  return {
    ...state,
    status: trial ? 'trialing' : 'active',
    trialEndsAt: trial ? end : null,
    currentPeriodStart: paidAt,
    currentPeriodEnd: end,
    nextChargeAt: end,
    periodIndex: 0,
    failedAttempts: 0,
  };
}

/**
 * A renewal of period `periodIndex` was paid: the subscription is active for the next period. The billing
 * anchor stays put: the new period starts where the last one ended, also when a retry paid it days later.
 */
export function renewalSucceeded(state: BillingState, plan: Plan, periodIndex: number): BillingState {
  if (!isLive(state.status) || periodIndex !== state.periodIndex + 1 || !state.currentPeriodEnd) return state;
  const start = state.currentPeriodEnd;
  const end = addInterval(start, plan.interval, plan.intervalCount);
  return { ...state, status: 'active', currentPeriodStart: start, currentPeriodEnd: end, nextChargeAt: end, periodIndex, failedAttempts: 0 };
}

/** A renewal attempt failed: past_due with the next retry, or expired after the last one. */
export function renewalFailed(state: BillingState, periodIndex: number, attempt: number, now: Date): { state: BillingState; nextAttemptAt: Date | null } {
  if (!isLive(state.status) || periodIndex !== state.periodIndex + 1 || attempt !== state.failedAttempts || !state.currentPeriodEnd) {
    return { state, nextAttemptAt: state.nextChargeAt };
  }
  const failedAttempts = attempt + 1;
  const offset = retryOffsetsDays[failedAttempts - 1];
  if (offset === undefined) {
    return {
      state: { ...state, status: 'expired', failedAttempts, nextChargeAt: null, canceledAt: now, accessEndsAt: state.currentPeriodEnd },
      nextAttemptAt: null,
    };
  }
  // Never in the past: a late attempt is retried a day later at the earliest.
  const scheduled = new Date(state.currentPeriodEnd.getTime() + offset * dayMs);
  const next = scheduled.getTime() > now.getTime() ? scheduled : new Date(now.getTime() + dayMs);
  return { state: { ...state, status: 'past_due', failedAttempts, nextChargeAt: next }, nextAttemptAt: next };
}

/** Cancel: no further charges; access lasts until the end of the period already paid. */
export function cancel(state: BillingState, now: Date, reason: CancelReason): BillingState {
  if (!isLive(state.status)) return state;
  // An upgrade replaces the access at once (the premium subscription covers everything from now).
  const accessEndsAt = reason === 'upgrade' ? now : state.currentPeriodEnd;
  return { ...state, status: 'canceled', canceledAt: now, accessEndsAt, nextChargeAt: null };
}

/** Access: a live subscription, or a canceled one until the end of the period it paid for. */
export function hasAccess(state: Pick<BillingState, 'status' | 'accessEndsAt' | 'currentPeriodEnd'>, now: Date): boolean {
  if (state.status === 'trialing' || state.status === 'active') return true;
  if (state.status === 'past_due') return true;
  if (state.status === 'canceled') return state.accessEndsAt !== null && state.accessEndsAt.getTime() > now.getTime();
  return false;
}

/**
 * The key payment de-duplicates a charge by (its "period_index"), distinct for every attempt:
 * `keyBase + period * 10 + attempt` (attempts 0 to 3). `keyBase` is 0 for a subscription that saved its own
 * card; an upgrade's subscription charges the card saved under the old one, so it gets the old base plus
 * `upgradeKeyStep` and its keys never meet the old subscription's.
 */
export const upgradeKeyStep = 1_000_000;
export function paymentKey(keyBase: number, periodIndex: number, attempt: number): number {
  return keyBase + periodIndex * 10 + attempt;
}
