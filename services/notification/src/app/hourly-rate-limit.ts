import { createHash } from 'node:crypto';
import type { Cache } from '@mindprint/platform/cache';
import { DomainError } from '@mindprint/platform/errors';

export interface HourlyLimits {
  perEmailPerHour: number;
  perClientPerHour: number;
}

const hourSeconds = 3_600;
/** Counter keys carry a hash, not the address itself. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * Counts one request of a public form that mails an address (`scope` names the form) against the client's
 * and the address's hourly limits, and refuses it with RESOURCE_EXHAUSTED once either is over. The client is
 * counted first, so one network cannot use up the allowance of many addresses without being stopped itself.
 */
export async function enforceHourlyLimits(
  cache: Cache,
  input: {
    scope: string;
    /** Normalized. */
    email: string;
    clientIp: string;
    limits: HourlyLimits;
    reason: string;
    messages: { client: string; email: string };
  },
): Promise<void> {
  const clientIp = input.clientIp.trim();
  if (clientIp) {
    const fromClient = await cache.increment(`${input.scope}:ip:${digest(clientIp)}`, hourSeconds);
    if (fromClient > input.limits.perClientPerHour) throw new DomainError(input.reason, input.messages.client, 'RESOURCE_EXHAUSTED', { retryAfterSeconds: 3600 });
  }
  const forAddress = await cache.increment(`${input.scope}:email:${digest(input.email)}`, hourSeconds);
  if (forAddress > input.limits.perEmailPerHour) throw new DomainError(input.reason, input.messages.email, 'RESOURCE_EXHAUSTED', { retryAfterSeconds: 3600 });
}
