import type { Cache } from '@mindprint/platform/cache';
import { enforceLimit, limitKeyPart } from '@mindprint/platform/rate-limit';

export interface HourlyLimits {
  perEmailPerHour: number;
  perClientPerHour: number;
}

const windowSeconds = 3_600;

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
    await enforceLimit(cache, `${input.scope}:ip:${limitKeyPart(clientIp)}`, { max: input.limits.perClientPerHour, windowSeconds }, { reason: input.reason, message: input.messages.client });
  }
  await enforceLimit(cache, `${input.scope}:email:${limitKeyPart(input.email)}`, { max: input.limits.perEmailPerHour, windowSeconds }, { reason: input.reason, message: input.messages.email });
}
