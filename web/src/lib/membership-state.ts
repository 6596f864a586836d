/**
 * What a membership is right now, in one word and one date, for every page that shows it (the check page,
 * the membership link's page, settings, user center): the truth the subscription service answered, read at
 * `now` (a canceled membership whose paid period is over has ended, whatever its status says).
 */
/** The i18n namespace of the state words (web/src/locales/membership/). */
export const MEMBERSHIP_NAMESPACE = 'membership';

export type MembershipStateKind = 'none' | 'pending' | 'trialing' | 'active' | 'canceled' | 'pastDue' | 'ended';

export interface MembershipFacts {
  status: string;
  trialEndsAt?: string;
  currentPeriodEnd?: string;
  nextChargeAt?: string;
  accessEndsAt?: string;
}

export interface MembershipState {
  kind: MembershipStateKind;
  /** The date the state line names (RFC 3339), '' when there is none. */
  date: string;
  /** Whether cancelling still changes anything (no cancel button otherwise). */
  cancellable: boolean;
}

const future = (value: string | undefined, now: number) => Boolean(value) && Date.parse(value as string) > now;

export function membershipState(sub: MembershipFacts | null | undefined, now: number): MembershipState {
  if (!sub) return { kind: 'none', date: '', cancellable: false };
  switch (sub.status) {
    case 'incomplete':
      return { kind: 'pending', date: '', cancellable: false };
    case 'trialing':
      return { kind: 'trialing', date: sub.trialEndsAt || sub.currentPeriodEnd || '', cancellable: true };
    case 'active':
      return { kind: 'active', date: sub.currentPeriodEnd || sub.nextChargeAt || '', cancellable: true };
    case 'past_due':
      return { kind: 'pastDue', date: sub.nextChargeAt || '', cancellable: true };
    case 'canceled':
      return future(sub.accessEndsAt, now)
        ? { kind: 'canceled', date: sub.accessEndsAt as string, cancellable: false }
        : { kind: 'ended', date: sub.accessEndsAt || '', cancellable: false };
    default:
      return { kind: 'ended', date: sub.accessEndsAt || sub.currentPeriodEnd || '', cancellable: false };
  }
}
