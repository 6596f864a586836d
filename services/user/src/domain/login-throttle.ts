/**
 * Slowing password guessing without letting anyone lock a stranger out (OWASP ASVS V2.2.1):
 * - failures per (account, client address) stop that client guessing that account for a while: an attacker's
 *   network is refused, the owner's own network is not affected;
 * - failures per client address, whatever the account, stop one network spraying many accounts;
 * - failures per account from everywhere only add a short, growing delay before answering: a distributed
 *   attack is slowed, the owner still gets in.
 * Counts cover a sliding window (`windowSeconds`); addresses and accounts that do not exist count the same,
 * so the answers say nothing about which accounts exist.
 */
export interface LoginLimits {
  windowSeconds: number;
  failuresPerAccountAndClient: number;
  failuresPerClient: number;
  accountFailuresBeforeDelay: number;
  delayStepMs: number;
  maxDelayMs: number;
}

export const defaultLoginLimits: LoginLimits = {
  windowSeconds: 15 * 60,
  failuresPerAccountAndClient: 5,
  failuresPerClient: 30,
  accountFailuresBeforeDelay: 10,
  delayStepMs: 500,
  maxDelayMs: 3_000,
};

export interface LoginFailureCounts {
  /** Failures of this account from this client address. */
  accountAndClient: number;
  /** Failures from this client address, any account. */
  client: number;
  /** Failures of this account, any client address. */
  account: number;
}

export type LoginDecision =
  | { allowed: true; delayMs: number }
  | { allowed: false; limitedBy: 'account_and_client' | 'client'; retryAfterSeconds: number };

export function decideLoginAttempt(counts: LoginFailureCounts, limits: LoginLimits): LoginDecision {
  if (counts.accountAndClient >= limits.failuresPerAccountAndClient) {
    return { allowed: false, limitedBy: 'account_and_client', retryAfterSeconds: limits.windowSeconds };
  }
  if (counts.client >= limits.failuresPerClient) {
    return { allowed: false, limitedBy: 'client', retryAfterSeconds: limits.windowSeconds };
  }
  const over = counts.account - limits.accountFailuresBeforeDelay;
  const delayMs = over < 0 ? 0 : Math.min(limits.maxDelayMs, (over + 1) * limits.delayStepMs);
  return { allowed: true, delayMs };
}
