import { maskEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import type { Logger } from '@mindprint/platform/logger';
import type { MarketingSuppressionRepository } from '../db/marketing-suppression-repository.js';
import { verifyUnsubscribeToken } from '../domain/unsubscribe-token.js';

/**
 * Stops marketing mail to the address a signed unsubscribe token names (the link in a mail, the one-click
 * POST of List-Unsubscribe, the confirmation link). Idempotent: the same token works any number of times.
 * Transactional mail is never affected.
 */
export class UnsubscribeMarketing {
  constructor(private readonly deps: { suppressions: MarketingSuppressionRepository; tokenSecret: string; log: Logger }) {}

  async execute(input: { token: string }): Promise<{ emailMasked: string }> {
    const email = verifyUnsubscribeToken(this.deps.tokenSecret, input.token);
    if (!email) throw new DomainError('INVALID_UNSUBSCRIBE_TOKEN', 'This unsubscribe link is not valid', 'INVALID_ARGUMENT');
    const added = await this.deps.suppressions.suppress(email, 'link');
    this.deps.log.info({ newlySuppressed: added }, 'marketing unsubscribe');
    return { emailMasked: maskEmail(email) };
  }
}
