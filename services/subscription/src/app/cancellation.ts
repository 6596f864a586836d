import { CancellationRequestedSchema } from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { Cache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import { maskEmail, normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { enforceLimit, limitKeyPart } from '@mindprint/platform/rate-limit';
import type { Logger } from '@mindprint/platform/logger';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { SubscriptionRecord, SubscriptionRepository } from '../db/subscription-repository.js';
import { signCancelToken, verifyCancelToken } from '../domain/cancel-token.js';
import { planName } from '../domain/plans.js';
import { subscriptionLocale } from '../domain/subscription-locale.js';
import { cancel, type CancelReason, isLive } from '../domain/subscription-state.js';
import * as events from './subscription-events.js';

export const cancelPath = '/cancel/subscription';
const invalidLink = () => new DomainError('INVALID_CANCEL_TOKEN', 'This cancellation link is not valid or has expired', 'INVALID_ARGUMENT');

export interface CancellationSettings {
  tokenSecret: string;
  /** Requests per address and per client within an hour. */
  perEmailPerHour: number;
  perClientPerHour: number;
}

/** Cancel by e-mail (a signed link, then a POST) or with one click as a member; no password anywhere. */
export class Cancellation {
  constructor(
    private readonly deps: {
      db: Database;
      subscriptions: SubscriptionRepository;
      cache: Cache;
      log: Logger;
      settings: CancellationSettings;
      clock: () => Date;
    },
  ) {}

  /** Step 1: mails a confirmation link (through notification) when the address has a live subscription. */
  async request(input: { email: string; locale: string; clientIp: string }): Promise<{ emailMasked: string }> {
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    const { cache, settings } = this.deps;
    const tooMany = { reason: 'TOO_MANY_REQUESTS', message: 'Too many requests; please try again later' };
    await enforceLimit(cache, `cancel-request:email:${limitKeyPart(email)}`, { max: settings.perEmailPerHour, windowSeconds: 3_600 }, tooMany);
    if (input.clientIp) await enforceLimit(cache, `cancel-request:client:${limitKeyPart(input.clientIp)}`, { max: settings.perClientPerHour, windowSeconds: 3_600 }, tooMany);
    const now = this.deps.clock();
    await this.deps.db.withTransaction(async (trx) => {
      const [live] = await this.deps.subscriptions.liveForEmail(email, trx);
      if (!live) throw new DomainError('EMAIL_NOT_FOUND', 'Email not found Please re-enter', 'NOT_FOUND');
      const token = signCancelToken(settings.tokenSecret, { subscriptionId: live.id, email }, now);
      const locale = subscriptionLocale(input.locale || live.locale);
      await writeOutbox(
        trx,
        CancellationRequestedSchema,
        { email, locale, confirmPath: `${cancelPath}?token=${encodeURIComponent(token)}`, planName: planName(live.planId, locale) },
        { key: live.id },
      );
    });
    return { emailMasked: maskEmail(email) };
  }

  /** Step 2: the POST behind the mailed link. Idempotent: a canceled subscription is returned as it is. */
  async withToken(token: string): Promise<SubscriptionRecord> {
    const claims = verifyCancelToken(this.deps.settings.tokenSecret, token.trim(), this.deps.clock());
    if (!claims) throw invalidLink();
    const canceled = await this.cancelOne(claims.subscriptionId, claims.email, 'email_link');
    if (!canceled) throw invalidLink();
    return canceled;
  }

  /** One click in the user center: the member's live subscription (or the one named) for the verified address. */
  async forMember(input: { email: string; subscriptionId: string }): Promise<SubscriptionRecord> {
    const email = normalizeEmail(input.email);
    if (!email) throw new DomainError('INVALID_EMAIL', 'Please enter a valid email address', 'INVALID_ARGUMENT');
    let id = input.subscriptionId.trim();
    if (!id) {
      const [live] = await this.deps.db.withTransaction((trx) => this.deps.subscriptions.liveForEmail(email, trx));
      if (!live) throw new DomainError('SUBSCRIPTION_NOT_FOUND', 'No subscription to cancel', 'NOT_FOUND');
      id = live.id;
    }
    const canceled = await this.cancelOne(id, email, 'member');
    if (!canceled) throw new DomainError('SUBSCRIPTION_NOT_FOUND', 'No subscription to cancel', 'NOT_FOUND');
    return canceled;
  }

  private async cancelOne(subscriptionId: string, email: string, reason: CancelReason): Promise<SubscriptionRecord | undefined> {
    const now = this.deps.clock();
    return this.deps.db.withTransaction(async (trx) => {
      const sub = await this.deps.subscriptions.byId(subscriptionId, trx, true);
      if (!sub || sub.email !== email) return undefined;
      if (!isLive(sub.status)) return sub; // already canceled, lapsed or never started: nothing to do
      const canceled = await this.deps.subscriptions.update({ ...sub, ...cancel(sub, now, reason), cancelReason: reason }, now, trx);
      await events.subscriptionCanceled(trx, canceled);
      this.deps.log.info({ subscriptionId, reason }, 'subscription canceled');
      return canceled;
    });
  }
}
