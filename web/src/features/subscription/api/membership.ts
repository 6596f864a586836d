import { api } from '../../../lib/api-client';
import type { Money, Subscription } from './types';

export interface MembershipCharge {
  kind: 'first' | 'renewal' | 'upgrade';
  amount: Money;
  paymentId: string;
  paidAt: string;
}

export interface Membership {
  subscription: Subscription;
  /** Genuine but too old to change anything: the page shows, never cancels. */
  linkExpired: boolean;
  charges: MembershipCharge[];
}

/** `POST /membership/status` (pay base): the one membership a mailed link manages, with its receipt. */
export function fetchMembership(token: string): Promise<Membership> {
  return api.pay.post<Membership>('/membership/status', { token });
}
