import type { Cache } from '@mindprint/platform/cache';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { ScheduledMailRepository } from '../db/scheduled-mail-repository.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { enforceHourlyLimits, type HourlyLimits } from './hourly-rate-limit.js';

/**
 * Unsubscribe by e-mail: a visitor without a link gives an address, and the confirmation link is mailed to
 * it (so only its owner can unsubscribe it). Any well-formed address gets the mail, and the call takes the
 * same steps either way (validate, count, store one row; the mail goes out from the scheduled-mail worker),
 * so neither the answer nor its timing tells whether we know the address.
 */
export class RequestMarketingUnsubscribe {
  constructor(private readonly deps: { scheduled: ScheduledMailRepository; cache: Cache; limits: HourlyLimits; log: Logger; clock?: () => Date }) {}

  async execute(input: { email: string; locale: string; clientIp: string }): Promise<{ accepted: true }> {
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    await enforceHourlyLimits(this.deps.cache, {
      scope: 'unsubscribe',
      email,
      clientIp: input.clientIp,
      limits: this.deps.limits,
      reason: 'UNSUBSCRIBE_RATE_LIMITED',
      messages: {
        client: 'Too many unsubscribe requests from your network. Please try again in an hour.',
        email: 'Too many unsubscribe requests for this email address. Please try again in an hour.',
      },
    });
    const id = await this.deps.scheduled.schedule(this.deps.scheduled.db, {
      kind: 'unsubscribe_confirmation',
      email,
      locale: localeOrDefault(input.locale),
      payload: {},
      dueAt: this.deps.clock?.() ?? new Date(),
    });
    this.deps.log.info({ scheduledMailId: id }, 'marketing unsubscribe requested by e-mail');
    return { accepted: true };
  }
}
