import { describe, expect, it } from 'vitest';
import { membershipState } from './membership-state';

const now = Date.parse('2026-11-28T12:00:00Z');
const later = '2026-12-05T12:00:00.000Z';
const earlier = '2026-11-20T12:00:00.000Z';

describe('membershipState', () => {
  it('names each state with its date, and offers cancelling only while it changes something', () => {
    expect(membershipState(null, now)).toEqual({ kind: 'none', date: '', cancellable: false });
    expect(membershipState({ status: 'incomplete' }, now)).toEqual({ kind: 'pending', date: '', cancellable: false });
    expect(membershipState({ status: 'trialing', trialEndsAt: later, nextChargeAt: later }, now)).toEqual({ kind: 'trialing', date: later, cancellable: true });
    expect(membershipState({ status: 'active', currentPeriodEnd: later, nextChargeAt: later }, now)).toEqual({ kind: 'active', date: later, cancellable: true });
    expect(membershipState({ status: 'past_due', nextChargeAt: later }, now)).toEqual({ kind: 'pastDue', date: later, cancellable: true });
    expect(membershipState({ status: 'canceled', accessEndsAt: later, nextChargeAt: '' }, now)).toEqual({ kind: 'canceled', date: later, cancellable: false });
    expect(membershipState({ status: 'expired', accessEndsAt: earlier }, now)).toEqual({ kind: 'ended', date: earlier, cancellable: false });
  });

  it('a canceled membership whose paid period is over has ended, not "access until" a past date', () => {
    expect(membershipState({ status: 'canceled', accessEndsAt: earlier }, now)).toEqual({ kind: 'ended', date: earlier, cancellable: false });
    // An upgrade ends the old one at once (access ends the moment it was canceled).
    expect(membershipState({ status: 'canceled', accessEndsAt: new Date(now).toISOString() }, now).kind).toBe('ended');
  });
});
