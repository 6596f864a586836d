import type { Cache } from '@mindprint/platform/cache';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { RetrievalRequestRepository } from '../db/retrieval-request-repository.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { enforceHourlyLimits, type HourlyLimits } from './hourly-rate-limit.js';

export type RetrievalLimits = HourlyLimits;

/**
 * A visitor asks for the reports of an address. The answer is the same whether or not the address bought
 * anything, and takes the same steps (validate, count, store one row): finding the reports and mailing
 * them happen in the background worker, so neither the answer nor its timing tells who is a customer.
 */
export class RequestReportRetrieval {
  constructor(
    private readonly deps: { requests: RetrievalRequestRepository; cache: Cache; limits: RetrievalLimits; log: Logger },
  ) {}

  async execute(input: { email: string; locale: string; clientIp: string }): Promise<{ accepted: true }> {
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    await enforceHourlyLimits(this.deps.cache, {
      scope: 'retrieve',
      email,
      clientIp: input.clientIp,
      limits: this.deps.limits,
      reason: 'RETRIEVE_RATE_LIMITED',
      messages: {
        client: 'Too many report requests from your network. Please try again in an hour.',
        email: 'Too many report requests for this email address. Please try again in an hour.',
      },
    });
    const id = await this.deps.requests.add({ email, locale: localeOrDefault(input.locale) });
    this.deps.log.info({ retrievalId: id }, 'report retrieval requested');
    return { accepted: true };
  }
}
