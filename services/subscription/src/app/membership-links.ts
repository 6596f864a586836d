import type { SubscriptionRecord } from '../db/subscription-repository.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { type MembershipClaims, mailedLinkTtlMs, readMembershipToken, requestedLinkTtlMs, signMembershipToken } from '../domain/membership-token.js';

/** The page behind every membership link: status, one-press cancel, receipt; no password. */
export const managePath = '/membership/manage';

/** Signs and reads the links that manage one subscription without an account. */
export class MembershipLinks {
  constructor(
    private readonly secret: string,
    private readonly clock: () => Date,
  ) {}

  /** The link in a membership mail (trial started, receipt, failed renewal, cancellation). */
  mailed(sub: Pick<SubscriptionRecord, 'id' | 'email' | 'locale'>): string {
    return this.path({ subscriptionId: sub.id, email: sub.email }, mailedLinkTtlMs, localeOrDefault(sub.locale));
  }

  /** The link mailed on request ("cancel by e-mail"), shorter lived, in the language it was asked in. */
  requested(sub: Pick<SubscriptionRecord, 'id' | 'email'>, locale: string): string {
    return this.path({ subscriptionId: sub.id, email: sub.email }, requestedLinkTtlMs, locale);
  }

  read(token: string) {
    return readMembershipToken(this.secret, token.trim(), this.clock());
  }

  /** `hl` opens the page in the membership's language, whatever the browser says. */
  private path(claims: MembershipClaims, ttlMs: number, locale: string): string {
    return `${managePath}?token=${encodeURIComponent(signMembershipToken(this.secret, claims, this.clock(), ttlMs))}&hl=${locale}`;
  }
}
