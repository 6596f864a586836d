import { CancellationRequestedSchema } from '@mindprint/proto/gen/mindprint/subscription/v1/events_pb';
import type { Cache } from '@mindprint/platform/cache';
import type { Database } from '@mindprint/platform/db';
import { maskEmail, normalizeEmail } from '@mindprint/platform/email-address';
import { DomainError } from '@mindprint/platform/errors';
import { enforceLimit, limitKeyPart } from '@mindprint/platform/rate-limit';
import type { Logger } from '@mindprint/platform/logger';
import { writeOutbox } from '@mindprint/platform/outbox';
import type { PaidCharge, SubscriptionRecord, SubscriptionRepository } from '../db/subscription-repository.js';
import { planName } from '../domain/plans.js';
import { localeOrDefault } from '@mindprint/platform/locales';
import { cancel, type CancelReason, isLive } from '../domain/subscription-state.js';
import type { MembershipLinks } from './membership-links.js';
import type { SubscriptionEvents } from './subscription-events.js';

const invalidLink = () => new DomainError('INVALID_CANCEL_TOKEN', 'This cancellation link is not valid or has expired', 'INVALID_ARGUMENT');

export interface CancellationSettings {
  /** Requests per address and per client within an hour. */
  perEmailPerHour: number;
  perClientPerHour: number;
}

/** Cancel with a signed membership link (one press) or with one click as a member; no password anywhere. */
export class Cancellation {
  constructor(
    private readonly deps: {
      db: Database;
      subscriptions: SubscriptionRepository;
      links: MembershipLinks;
      events: SubscriptionEvents;
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
    await this.deps.db.withTransaction(async (trx) => {
      const [live] = await this.deps.subscriptions.liveForEmail(email, trx);
      if (!live) throw new DomainError('EMAIL_NOT_FOUND', 'Email not found Please re-enter', 'NOT_FOUND');
      const locale = localeOrDefault(input.locale || live.locale);
      await writeOutbox(
        trx,
        CancellationRequestedSchema,
        { email, locale, confirmPath: this.deps.links.requested(live, locale), planName: planName(live.planId, locale) },
        { key: live.id },
      );
    });
    return { emailMasked: maskEmail(email) };
  }

  /**
   * What a membership link shows: its one subscription and receipt, also when the link has expired (it then
   * changes nothing). A link whose address no longer matches the subscription shows nothing.
   */
  async show(token: string): Promise<{ subscription: SubscriptionRecord; linkExpired: boolean; charges: PaidCharge[] }> {
    const claims = this.deps.links.read(token);
    if (!claims) throw invalidLink();
    const subscription = await this.deps.subscriptions.byId(claims.subscriptionId);
    if (!subscription || subscription.email !== claims.email) throw invalidLink();
    return { subscription, linkExpired: claims.expired, charges: await this.deps.subscriptions.paidCharges(subscription.id) };
  }

  /** The one press behind a membership link (a POST). Idempotent: a canceled subscription is returned as it is. */
  async withToken(token: string): Promise<SubscriptionRecord> {
    const claims = this.deps.links.read(token);
    if (!claims || claims.expired) throw invalidLink();
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
      await this.deps.events.subscriptionCanceled(trx, canceled);
      this.deps.log.info({ subscriptionId, reason }, 'subscription canceled');
      return canceled;
    });
  }
}
