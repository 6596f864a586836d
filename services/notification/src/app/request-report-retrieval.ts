import { createHash } from 'node:crypto';
import type { Cache } from '@mindprint/platform/cache';
import { normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { RetrievalRequestRepository } from '../db/retrieval-request-repository.js';
import { mailLocaleOf } from '../domain/mail-locale.js';

export interface RetrievalLimits {
  perEmailPerHour: number;
  perClientPerHour: number;
}

const hourSeconds = 3_600;
/** Counter keys carry a hash, not the address itself. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

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
    const { cache, limits } = this.deps;
    const clientIp = input.clientIp.trim();
    if (clientIp) {
      const fromClient = await cache.increment(`retrieve:ip:${digest(clientIp)}`, hourSeconds);
      if (fromClient > limits.perClientPerHour) {
        throw new DomainError('RETRIEVE_RATE_LIMITED', 'Too many report requests from your network. Please try again in an hour.', 'RESOURCE_EXHAUSTED');
      }
    }
    const forAddress = await cache.increment(`retrieve:email:${digest(email)}`, hourSeconds);
    if (forAddress > limits.perEmailPerHour) {
      throw new DomainError('RETRIEVE_RATE_LIMITED', 'Too many report requests for this email address. Please try again in an hour.', 'RESOURCE_EXHAUSTED');
    }
    const id = await this.deps.requests.add({ email, locale: mailLocaleOf(input.locale) });
    this.deps.log.info({ retrievalId: id }, 'report retrieval requested');
    return { accepted: true };
  }
}
