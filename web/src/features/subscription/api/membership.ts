import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

/** `linkExpired`: genuine but too old to change anything, so the page shows, never cancels. */
export type Membership = ApiResponse<'/pay-api/membership/status'>;
export type MembershipCharge = Membership['charges'][number];

/** `POST /membership/status` (pay base): the one membership a mailed link manages, with its receipt. */
export function fetchMembership(token: string): Promise<Membership> {
  return api.pay.post<Membership>('/membership/status', { token });
}
